/**
 * POST /api/oauth/Login: rate limits, captcha (when the setting or the login guard asks), the guard's lock, the
 * password, failure counting and locking (guard.ts), then a new session and a login_log row. An unknown account
 * goes through the same steps as a known one (a bcrypt compare against a dummy hash, the same failure count), so
 * message and time alike do not tell whether it exists; a disabled account is named only after a right password.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { orderedId } from '../../lib/orderedId';
import { ApiError, ok } from '../../http/envelope';
import { numSetting, readSysConfig } from '../../db/sysConfig';
import { captchaKeyOf, captchaSetting, consumeCaptcha } from './captcha';
import { captchaDemanded, clearGuard, guardPolicy, lockedUntil, readGuard, recordFailure } from './guard';
import { lockedError } from './messages';
import { checkSignInPassword, dummyHash } from './password';
import { signInLimit } from './rateLimit';
import { issueToken } from './session';
import { placeOf } from './place';
import { notifySessionsChanged } from '../../socket/hub';

interface LoginBody {
  account: string;
  password: string;
  code?: string;
  timestamp?: string;
}

const str = (max: number) => ({ type: 'string', maxLength: max });
const loginSchema = {
  body: {
    type: 'object',
    required: ['account', 'password'],
    properties: {
      account: { type: 'string', minLength: 1, maxLength: 100 },
      password: { type: 'string', minLength: 1, maxLength: 200 },
      code: str(20), timestamp: str(100), origin: str(50), jnpf_ticket: str(500), client_id: str(100),
      client_secret: str(100), scope: str(100), grant_type: str(50),
    },
  },
};

const THEMES = new Set(['classic', 'functional', 'plain', 'blend']);

export async function loginRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  void dummyHash(ctx.config.bcryptRounds);

  async function log(userId: string | null, account: string, ip: string, success: boolean, description: string) {
    await db.insertInto('loginLog').values({
      id: orderedId(), userId, account, loginTime: Date.now(), ipAddress: ip, ipAddressName: placeOf(ip),
      success: success ? 1 : 0, description,
    }).execute();
  }

  app.post<{ Body: LoginBody }>('/api/oauth/Login', {
    config: { access: 'public' }, schema: loginSchema,
    preHandler: signInLimit(app, ctx, 'login', (req) => (req.body as LoginBody).account),
  }, async (req) => {
    const account = req.body.account.trim();
    const now = Date.now();
    const cfg = await readSysConfig(db);
    const guard = await readGuard(db, account);
    if (captchaSetting(ctx, cfg) || captchaDemanded(guard)) {
      await consumeCaptcha(db, captchaKeyOf(req, req.body.timestamp), req.body.code);
    }
    const user = await db.selectFrom('users').selectAll().where('account', '=', account).executeTakeFirst();
    const until = lockedUntil(guard, now);
    if (until) {
      await log(user?.id ?? null, account, req.ip, false, 'locked');
      throw lockedError(req.lang, until, now);
    }
    if (!(await checkSignInPassword(req.body.password, user?.passwordHash, ctx.config.bcryptRounds)) || !user) {
      const policy = guardPolicy(cfg);
      const failure = await recordFailure(db, account, policy, { administrator: user?.isAdministrator === 1, now });
      await log(user?.id ?? null, account, req.ip, false,
        `${user ? 'wrong password' : 'unknown account'}${failure.lockedUntil ? ', locked' : ''}`);
      if (failure.lockedUntil) throw lockedError(req.lang, failure.lockedUntil, now);
      throw policy.limit > 0 ? new ApiError(400, 'loginFailedTries', { n: policy.limit - failure.failures })
        : new ApiError(400, 'loginFailed');
    }
    if (user.enabledMark !== 1) {
      await log(user.id, account, req.ip, false, 'disabled');
      throw new ApiError(400, 'accountDisabled');
    }
    if (guard) await clearGuard(db, account);
    const token = await issueToken(db, user.id, {
      ttlSeconds: ctx.config.tokenTtlSeconds, singleLogin: numSetting(cfg, 'singleLogin', 1) === 1,
      ip: req.ip, now,
    });
    await log(user.id, account, req.ip, true, 'login');
    // Under single login the sockets of the replaced sessions are told at once (logout: logged in elsewhere).
    await notifySessionsChanged(ctx, [user.id]);
    return ok(req.t('success'), { token, theme: user.theme && THEMES.has(user.theme) ? user.theme : 'classic' });
  });
}
