/**
 * Image captcha (svg-captcha): the code is remembered under the client's timestamp key for a few minutes and can be
 * used once. LOOM_CAPTCHA=off switches every check off.
 */
import type { FastifyInstance } from 'fastify';
import svgCaptcha from 'svg-captcha';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/envelope';
import { readSysConfig, numSetting } from '../../db/sysConfig';
import type { Db } from '../../db';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

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
  if (!key || !code) throw new ApiError(400, 'captchaRequired');
  const row = await db.selectFrom('captcha').selectAll().where('captchaKey', '=', key).executeTakeFirst();
  if (row) await db.deleteFrom('captcha').where('captchaKey', '=', key).execute();
  if (!row) throw new ApiError(400, 'captchaExpired');
  if (row.expiresAt < Date.now()) throw new ApiError(400, 'captchaExpired');
  if (row.code !== code.trim().toLowerCase()) throw new ApiError(400, 'captchaWrong');
}

/** Whether login needs a captcha: the sys_config switch, unless captchas are off for this server. */
export async function captchaRequired(ctx: AppContext): Promise<{ on: boolean; length: number }> {
  const cfg = await readSysConfig(ctx.db);
  return {
    on: ctx.config.captcha && numSetting(cfg, 'enableVerificationCode', 0) === 1,
    length: numSetting(cfg, 'verificationCodeNumber', 4),
  };
}

const keyParam = { type: 'string', minLength: 1, maxLength: 100 };

export async function captchaRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get<{ Params: { codeLength: number; timestamp: string } }>('/api/oauth/ImageCode/:codeLength/:timestamp', {
    config: { access: 'public' },
    schema: { params: { type: 'object', required: ['codeLength', 'timestamp'],
      properties: { codeLength: { type: 'integer', minimum: 1, maximum: 8 }, timestamp: keyParam } } },
  }, async (req, reply) => {
    const svg = await issue(ctx.db, req.params.timestamp, req.params.codeLength);
    return reply.header('cache-control', 'no-store').type('image/svg+xml').send(svg);
  });

  app.get<{ Params: { timestamp: string } }>('/api/file/ImageCode/:timestamp', {
    config: { access: 'public' },
    schema: { params: { type: 'object', required: ['timestamp'], properties: { timestamp: keyParam } } },
  }, async (req, reply) => {
    const svg = await issue(ctx.db, req.params.timestamp, 4);
    return reply.header('cache-control', 'no-store').type('image/svg+xml').send(svg);
  });
}
