/** Session API (spec 000 §7 "Session"): login, login config, captcha, current user, logout, lock screen. */
import type { FastifyInstance } from 'fastify';
import { currentUser, type AppContext } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import { captchaRequired, captchaRoutes } from './captcha';
import { loginRoutes } from './login';
import { buildCurrentUser } from './currentUser';
import { checkClientPassword } from './password';
import { revokeSession } from './session';

export async function oauthModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await app.register(captchaRoutes, { ctx });
  await app.register(loginRoutes, { ctx });

  app.get<{ Params: { account: string } }>('/api/oauth/getConfig/:account', {
    config: { access: 'public' },
    schema: { params: { type: 'object', required: ['account'],
      properties: { account: { type: 'string', minLength: 1, maxLength: 100 } } } },
  }, async (req) => {
    const c = await captchaRequired(ctx);
    return ok(req.t('success'), { enableVerificationCode: c.on ? 1 : 0, verificationCodeNumber: c.length });
  });

  app.get('/api/oauth/CurrentUser', { config: { access: 'session' } }, async (req) =>
    ok(req.t('success'), await buildCurrentUser(ctx.db, currentUser(req.session))));

  app.get('/api/oauth/Logout', { config: { access: 'session' } }, async (req) => {
    await revokeSession(ctx.db, req.session!.sessionId, 'logout');
    return ok(req.t('loggedOut'));
  });

  app.post<{ Body: { account?: string; password: string } }>('/api/oauth/LockScreen', {
    config: { access: 'session' },
    schema: { body: { type: 'object', required: ['password'], properties: {
      account: { type: 'string', maxLength: 100 }, password: { type: 'string', minLength: 1, maxLength: 200 } } } },
  }, async (req) => {
    const user = currentUser(req.session);
    const sameAccount = !req.body.account || req.body.account.trim() === user.account;
    if (!sameAccount || !(await checkClientPassword(req.body.password, user.passwordHash))) {
      throw new ApiError(400, 'passwordWrong');
    }
    return ok(req.t('unlocked'));
  });
}
