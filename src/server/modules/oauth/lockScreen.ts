/**
 * POST /api/oauth/LockScreen {account, password}: unlocks the locked screen of the signed-in user (wire-formats
 * "Lock/unlock split": locking is client-only). Wrong passwords count toward the same lock as the login's
 * (guard.ts), so a locked screen is no way around it; a locked account's screen stays locked until the lock ends.
 */
import type { FastifyInstance } from 'fastify';
import { currentUser, type AppContext } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import { readSysConfig } from '../../db/sysConfig';
import { clearGuard, guardPolicy, lockedUntil, readGuard, recordFailure } from './guard';
import { lockedError } from './messages';
import { checkClientPassword } from './password';
import { signInLimit } from './rateLimit';

export async function lockScreenRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.post<{ Body: { account?: string; password: string } }>('/api/oauth/LockScreen', {
    config: { access: 'session' },
    schema: { body: { type: 'object', required: ['password'], properties: {
      account: { type: 'string', maxLength: 100 }, password: { type: 'string', minLength: 1, maxLength: 200 } } } },
    preHandler: signInLimit(app, ctx, 'lockScreen', (req) => req.session?.user.account),
  }, async (req) => {
    const user = currentUser(req.session);
    const now = Date.now();
    const guard = await readGuard(db, user.account);
    const until = lockedUntil(guard, now);
    if (until) throw lockedError(req.lang, until, now);
    const sameAccount = !req.body.account || req.body.account.trim() === user.account;
    if (!(await checkClientPassword(req.body.password, user.passwordHash)) || !sameAccount) {
      const failure = await recordFailure(db, user.account, guardPolicy(await readSysConfig(db)),
        { administrator: user.isAdministrator === 1, now });
      if (failure.lockedUntil) throw lockedError(req.lang, failure.lockedUntil, now);
      throw new ApiError(400, 'passwordWrong');
    }
    if (guard) await clearGuard(db, user.account);
    return ok(req.t('unlocked'));
  });
}
