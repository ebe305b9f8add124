/**
 * Image captcha (svg-captcha): the code is remembered for a few minutes and can be used once. The key it is stored
 * under belongs to the server: a random nonce the server issues in an HttpOnly cookie, bound with the client's
 * timestamp (the original client sends that timestamp with the login), so no client can pick a key or overwrite
 * another's code. LOOM_CAPTCHA=off switches the setting's captcha off, not the one the login guard demands.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import svgCaptcha from 'svg-captcha';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/envelope';
import { readSysConfig, numSetting, type SysConfig } from '../../db/sysConfig';
import { captchaDemanded, readGuard } from './guard';
import { signInLimit } from './rateLimit';
import type { Db } from '../../db';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** The cookie carrying the server's captcha nonce; sent back only to /api/ on the same site, never to scripts. */
export const CAPTCHA_COOKIE = 'loom_captcha';

/** The stored key of the captcha drawn for `timestamp` under the server's `nonce`. */
export const captchaStoreKey = (nonce: string, timestamp: string) =>
  createHash('sha256').update(`${nonce}\n${timestamp}`).digest('hex');

/** The nonce of the request's captcha cookie, when it has a well-formed one. */
function nonceOf(req: FastifyRequest): string | null {
  const m = /(?:^|;)\s*loom_captcha=([0-9a-f]{64})\s*(?:;|$)/.exec(req.headers.cookie ?? '');
  return m ? m[1] : null;
}

/** The stored key a login or password change names with its timestamp, or undefined without nonce or timestamp. */
export function captchaKeyOf(req: FastifyRequest, timestamp: string | undefined): string | undefined {
  const nonce = nonceOf(req);
  return nonce && timestamp ? captchaStoreKey(nonce, timestamp) : undefined;
}

/**
 * The request's nonce, or a new one set in the cookie. A nonce the client made up only keys its own codes: reaching
 * someone else's would take their nonce, which no script can read.
 */
function nonceFor(req: FastifyRequest, reply: FastifyReply): string {
  const nonce = nonceOf(req) ?? randomBytes(32).toString('hex');
  const secure = req.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${CAPTCHA_COOKIE}=${nonce}; Path=/api/; HttpOnly; SameSite=Strict${secure}`);
  return nonce;
}

async function issue(db: Db, key: string, size: number) {
  const captcha = svgCaptcha.create({ size, noise: 2, ignoreChars: '0o1ilI', color: true, background: '#f5f7fa' });
  const row = { captchaKey: key, code: captcha.text.toLowerCase(), expiresAt: Date.now() + CAPTCHA_TTL_MS };
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('captcha').where('captchaKey', '=', key).execute();
    // Expired codes are swept as new ones are made, so the table stays small.
    await trx.deleteFrom('captcha').where('expiresAt', '<', Date.now()).execute();
    await trx.insertInto('captcha').values(row).execute();
  });
  return captcha.data;
}

/** Checks and consumes the code remembered under `key`; throws 400 with a localised reason. */
export async function consumeCaptcha(db: Db, key: string | undefined, code: string | undefined) {
  if (!code) throw new ApiError(400, 'captchaRequired');
  if (!key) throw new ApiError(400, 'captchaExpired');
  const row = await db.selectFrom('captcha').selectAll().where('captchaKey', '=', key).executeTakeFirst();
  if (row) await db.deleteFrom('captcha').where('captchaKey', '=', key).execute();
  if (!row) throw new ApiError(400, 'captchaExpired');
  if (row.expiresAt < Date.now()) throw new ApiError(400, 'captchaExpired');
  if (row.code !== code.trim().toLowerCase()) throw new ApiError(400, 'captchaWrong');
}

/** Whether every login needs a captcha: the sys_config switch, unless captchas are off for this server. */
export const captchaSetting = (ctx: AppContext, cfg: SysConfig) =>
  ctx.config.captcha && numSetting(cfg, 'enableVerificationCode', 0) === 1;

/**
 * Whether a login of `account` needs a captcha (GET getConfig): the setting, or the login guard after the account's
 * first failures, even with the setting or LOOM_CAPTCHA off. Unknown accounts are counted alike.
 */
export async function captchaFor(ctx: AppContext, account: string): Promise<{ on: boolean; length: number }> {
  const cfg = await readSysConfig(ctx.db);
  return {
    on: captchaSetting(ctx, cfg) || captchaDemanded(await readGuard(ctx.db, account.trim())),
    length: numSetting(cfg, 'verificationCodeNumber', 4),
  };
}

const keyParam = { type: 'string', minLength: 1, maxLength: 100 };

export async function captchaRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // One count for both images: they draw from the same table.
  const preHandler = signInLimit(app, ctx, 'captcha');
  app.get<{ Params: { codeLength: number; timestamp: string } }>('/api/oauth/ImageCode/:codeLength/:timestamp', {
    config: { access: 'public' },
    schema: { params: { type: 'object', required: ['codeLength', 'timestamp'],
      properties: { codeLength: { type: 'integer', minimum: 1, maximum: 8 }, timestamp: keyParam } } },
    preHandler,
  }, async (req, reply) => {
    const key = captchaStoreKey(nonceFor(req, reply), req.params.timestamp);
    const svg = await issue(ctx.db, key, req.params.codeLength);
    return reply.header('cache-control', 'no-store').type('image/svg+xml').send(svg);
  });

  app.get<{ Params: { timestamp: string } }>('/api/file/ImageCode/:timestamp', {
    config: { access: 'public' },
    schema: { params: { type: 'object', required: ['timestamp'], properties: { timestamp: keyParam } } },
    preHandler,
  }, async (req, reply) => {
    const svg = await issue(ctx.db, captchaStoreKey(nonceFor(req, reply), req.params.timestamp), 4);
    return reply.header('cache-control', 'no-store').type('image/svg+xml').send(svg);
  });
}
