/**
 * POST /api/oauth/Login: captcha (when on), account state, password, failure counting and locking,
 * then a new session and a login_log row.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import { numSetting, readSysConfig } from '../../db/sysConfig';
import { captchaRequired, consumeCaptcha } from './captcha';
import { checkClientPassword } from './password';
import { issueToken } from './session';
import { placeOf } from './place';

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

  async function log(userId: string | null, account: string, ip: string, success: boolean, description: string) {
    await db.insertInto('loginLog').values({
      id: randomUUID(), userId, account, loginTime: Date.now(), ipAddress: ip, ipAddressName: placeOf(ip),
      success: success ? 1 : 0, description,
    }).execute();
  }

  app.post<{ Body: LoginBody }>('/api/oauth/Login', { config: { access: 'public' }, schema: loginSchema },
    async (req) => {
      const account = req.body.account.trim();
      const captcha = await captchaRequired(ctx);
      if (captcha.on) await consumeCaptcha(db, req.body.timestamp, req.body.code);

      const user = await db.selectFrom('users').selectAll().where('account', '=', account).executeTakeFirst();
      if (!user) {
        await log(null, account, req.ip, false, 'unknown account');
        throw new ApiError(400, 'loginFailed');
      }
      if (user.enabledMark !== 1) {
        await log(user.id, account, req.ip, false, 'disabled');
        throw new ApiError(400, 'accountDisabled');
      }
      if (user.lockMark === 1) {
        await log(user.id, account, req.ip, false, 'locked');
        throw new ApiError(400, 'accountLocked');
      }
      const cfg = await readSysConfig(db);
      if (!(await checkClientPassword(req.body.password, user.passwordHash))) {
        const limit = numSetting(cfg, 'passwordErrorsNumber', 5);
        const errors = user.logErrorCount + 1;
        const locked = limit > 0 && errors >= limit;
        await db.updateTable('users').set({ logErrorCount: errors, lockMark: locked ? 1 : 0 })
          .where('id', '=', user.id).execute();
        await log(user.id, account, req.ip, false, locked ? 'wrong password, locked' : 'wrong password');
        if (locked) throw new ApiError(400, 'accountLocked');
        throw limit > 0 ? new ApiError(400, 'loginFailedTries', { n: limit - errors }) : new ApiError(400, 'loginFailed');
      }
      if (user.logErrorCount) await db.updateTable('users').set({ logErrorCount: 0 }).where('id', '=', user.id).execute();
      const token = await issueToken(db, user.id, {
        ttlSeconds: ctx.config.tokenTtlSeconds, singleLogin: numSetting(cfg, 'singleLogin', 1) === 1,
        ip: req.ip, now: Date.now(),
      });
      await log(user.id, account, req.ip, true, 'login');
      return ok(req.t('success'), { token, theme: user.theme && THEMES.has(user.theme) ? user.theme : 'classic' });
    });
}
