/**
 * POST /api/permission/Users/Current/Actions/ModifyPassword {oldPassword, password, code, timestamp}: the client sends
 * MD5s only, so the strength policy is the client's; here the captcha, the old password and "not the
 * same as before" are checked, the date of the change is recorded and the user's other sessions are ended (600).
 */
import type { FastifyInstance } from 'fastify';
import { currentUser, type AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { captchaKeyOf, consumeCaptcha } from '../oauth/captcha';
import { checkClientPassword, hashClientPassword } from '../oauth/password';
import { CURRENT, currentText, refuse } from './currentMessages';
import { notifySessionsChanged } from '../../socket/hub';

interface ModifyPasswordBody {
  oldPassword?: string;
  password?: string;
  code?: string;
  timestamp?: string;
}

/** An MD5 hex, or empty so that the handler can answer the spec's own "cannot be empty" text. */
const md5OrEmpty = { type: 'string', pattern: '^([0-9a-fA-F]{32})?$' };

export async function currentPasswordRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;

  app.post<{ Body: ModifyPasswordBody }>(`${CURRENT}/Actions/ModifyPassword`, {
    config: { access: 'session' },
    schema: { body: { type: 'object', properties: {
      oldPassword: md5OrEmpty, password: md5OrEmpty,
      code: { type: 'string', maxLength: 20 }, timestamp: { type: 'string', maxLength: 100 },
    } } },
  }, async (req) => {
    const { oldPassword, password, code, timestamp } = req.body;
    if (!oldPassword) throw refuse(req, 'oldPasswordRequired');
    if (!password) throw refuse(req, 'newPasswordRequired');
    // The dialog always shows a captcha; LOOM_CAPTCHA=off (config.captcha false) switches it off as for login.
    if (config.captcha) await consumeCaptcha(db, captchaKeyOf(req, timestamp), code);

    const user = currentUser(req.session);
    const sessionId = req.session!.sessionId;
    if (!(await checkClientPassword(oldPassword, user.passwordHash))) throw refuse(req, 'oldPasswordWrong');
    if (password.toLowerCase() === oldPassword.toLowerCase()) throw refuse(req, 'passwordSameAsOld');

    const passwordHash = await hashClientPassword(password, config.bcryptRounds);
    const now = Date.now();
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ passwordHash, changePasswordDate: now, logErrorCount: 0 })
        .where('id', '=', user.id).execute();
      // Every other live session of the user ends: their next request answers 600 (revoked, not 'replaced').
      await trx.updateTable('userSession').set({ revokedReason: 'password', revokedAt: now })
        .where('userId', '=', user.id).where('id', '!=', sessionId).where('revokedReason', 'is', null).execute();
    });
    await notifySessionsChanged(ctx, [user.id]);
    return ok(currentText(req.lang, 'passwordChanged'));
  });
}
