/** Session API: login, login config, captcha, current user, logout, lock screen. */
import type { FastifyInstance } from 'fastify';
import { currentUser, type AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { captchaFor, captchaRoutes } from './captcha';
import { loginRoutes } from './login';
import { lockScreenRoutes } from './lockScreen';
import { currentUserCache } from './currentUserCache';
import { signInLimit } from './rateLimit';
import { revokeSession } from './session';
import { notifySessionsChanged } from '../../socket/hub';

export async function oauthModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await app.register(captchaRoutes, { ctx });
  await app.register(loginRoutes, { ctx });
  await app.register(lockScreenRoutes, { ctx });

  app.get<{ Params: { account: string } }>('/api/oauth/getConfig/:account', {
    config: { access: 'public' },
    schema: { params: { type: 'object', required: ['account'],
      properties: { account: { type: 'string', minLength: 1, maxLength: 100 } } } },
    preHandler: signInLimit(app, ctx, 'getConfig', (req) => (req.params as { account: string }).account),
  }, async (req) => {
    const c = await captchaFor(ctx, req.params.account);
    return ok(req.t('success'), { enableVerificationCode: c.on ? 1 : 0, verificationCodeNumber: c.length });
  });

  // The original client asks at its login page whether sign-in goes through single sign-on or social accounts. Loom
  // signs in with its own accounts only, so it answers "no redirect, no social logins" in the original's shape.
  app.get('/api/oauth/getLoginConfig', { config: { access: 'public' } }, async (req) =>
    ok(req.t('success'), { redirect: false, url: '', ticketParams: '', socialsList: [] }));

  const currentUserAnswer = currentUserCache(ctx.db);
  app.get('/api/oauth/CurrentUser', { config: { access: 'session' } }, async (req, reply) => {
    const body = await currentUserAnswer(currentUser(req.session), req.session!.answerVersion, req.t('success'));
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/api/oauth/Logout', { config: { access: 'session' } }, async (req) => {
    await revokeSession(ctx.db, req.session!.sessionId, 'logout');
    // The session's sockets close now (closeSocket), not at the hub's next periodic check.
    await notifySessionsChanged(ctx, [currentUser(req.session).id]);
    return ok(req.t('loggedOut'));
  });
}
