/**
 * The 用户管理 screen's row actions: reset a user's password, enable or disable an account, unlock it.
 * Disabling ends the user's sessions at once; a reset password is a new initial password (changePasswordDate is
 * cleared, so with mandatoryModificationOfInitialPassword on the user must change it at the next sign-in).
 */
import type { FastifyInstance } from 'fastify';
import { currentUser, type AppContext } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import { screenBody } from '../../http/screenForm';
import { hashClientPassword } from '../oauth/password';
import { clearGuard } from '../oauth/guard';
import { signInLimit } from '../oauth/rateLimit';
import { idParams, MENU, USERS } from './admin';
import { refuseUser, usersText } from './messages';
import { endSessions, guardAdministrator, keepAnAdministrator, lockAdmins } from './safety';
import { notifySessionsChanged } from '../../socket/hub';

interface ResetBody { id?: string; password: string; validatePassword?: string }

export async function userActionRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const postgres = Boolean(ctx.config.databaseUrl);

  app.post<{ Params: { id: string }; Body: ResetBody }>(`${USERS}/:id/Actions/ResetPassword`, {
    config: { access: 'menu', menu: MENU, button: 'btn_resetPassword' },
    schema: { params: idParams }, preValidation: screenBody('permission/forms/resetPassword.form.json'),
  }, async (req) => {
    const { id } = req.params;
    const { password, validatePassword } = req.body;
    if (req.body.id && req.body.id !== id) throw refuseUser(req, 'idMismatch');
    await guardAdministrator(db, req, id);
    if (validatePassword !== undefined && validatePassword.toLowerCase() !== password.toLowerCase()) {
      throw refuseUser(req, 'passwordMismatch');
    }
    const passwordHash = await hashClientPassword(password, ctx.config.bcryptRounds);
    const account = await db.transaction().execute(async (trx) => {
      const user = await trx.updateTable('users')
        .set({ passwordHash, changePasswordDate: null, lockMark: 0, logErrorCount: 0, lastModifyTime: Date.now() })
        .where('id', '=', id).returning('account').executeTakeFirst();
      if (!user) throw new ApiError(404, 'userNotFound');
      // Whoever held the old password is signed out; the administrator resetting their own keeps this session.
      await endSessions(trx, id, 'passwordReset', req.session?.sessionId);
      return user.account;
    });
    await clearGuard(db, account);
    await notifySessionsChanged(ctx, [id]);
    return ok(usersText(req.lang, 'passwordReset'));
  });

  app.put<{ Params: { id: string }; Body: { enabledMark?: number } | undefined }>(`${USERS}/:id/Actions/State`, {
    config: { access: 'menu', menu: MENU, button: 'btn_edit' },
    // The original's row switch sends no body (a toggle); screenBody checks an absent body as an empty one.
    schema: { params: idParams }, preValidation: screenBody('permission/forms/userState.form.json'),
  }, async (req) => {
    const { id } = req.params;
    const user = await db.selectFrom('users').select(['id', 'enabledMark']).where('id', '=', id).executeTakeFirst();
    if (!user) throw new ApiError(404, 'userNotFound');
    await guardAdministrator(db, req, id);
    // Without a body the call toggles, as the original's row switch does.
    const enabledMark = req.body?.enabledMark ?? (user.enabledMark === 1 ? 0 : 1);
    if (enabledMark === 0 && id === currentUser(req.session).id) throw refuseUser(req, 'disableSelf');
    await db.transaction().execute(async (trx) => {
      await lockAdmins(trx, postgres);
      await trx.updateTable('users').set({ enabledMark, lastModifyTime: Date.now() }).where('id', '=', id).execute();
      if (enabledMark === 0) {
        await keepAnAdministrator(trx, req);
        await endSessions(trx, id, 'disabled');
      }
    });
    if (enabledMark === 0) await notifySessionsChanged(ctx, [id]);
    return ok(usersText(req.lang, enabledMark === 1 ? 'enabled' : 'disabled'), { enabledMark });
  });

  app.put<{ Params: { id: string } }>(`${USERS}/:id/Actions/unlock`, {
    config: { access: 'menu', menu: MENU, button: 'btn_edit' }, schema: { params: idParams },
    preHandler: signInLimit(app, ctx, 'unlock', (req) => req.session?.user.account),
  }, async (req) => {
    await guardAdministrator(db, req, req.params.id);
    const user = await db.updateTable('users').set({ lockMark: 0, logErrorCount: 0 })
      .where('id', '=', req.params.id).returning('account').executeTakeFirst();
    if (!user) throw new ApiError(404, 'userNotFound');
    // The lock and the failures live in the login guard; lifting them also restarts the growing lock period.
    await clearGuard(db, user.account);
    return ok(req.t('unlocked'));
  });
}
