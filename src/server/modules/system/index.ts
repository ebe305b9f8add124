/**
 * System configuration reads (wire-formats §6 "Password policy source"): GET /api/system/SysConfig answers the
 * password policy and the display keys to every signed-in user (the reset-password dialog needs the policy) and the
 * whole configuration to administrators; POST /api/oauth/updatePasswordMessage tells the shell whether to force the
 * password change on load (spec 000 §2.11).
 */
import type { FastifyInstance } from 'fastify';
import { currentUser, type AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { numSetting, readSysConfig, type SysConfig } from '../../db/sysConfig';

/** What any signed-in user may read: the password policy (spec 000 §4) and what the shell displays. */
export const PUBLIC_KEYS = ['passwordStrengthLimit', 'passwordLengthMin', 'passwordLengthMinNumber', 'containsNumbers',
  'includeLowercaseLetters', 'includeUppercaseLetters', 'containsCharacters', 'mandatoryModificationOfInitialPassword',
  'sysName', 'sysVersion', 'title', 'companyName', 'copyright', 'logoIcon', 'navigationIcon', 'loginIcon',
  'enableVerificationCode', 'verificationCodeNumber'] as const;

function publicPart(cfg: SysConfig): SysConfig {
  return Object.fromEntries(PUBLIC_KEYS.filter((k) => k in cfg).map((k) => [k, cfg[k]]));
}

const text = { type: 'string', maxLength: 500 } as const;
const flag = { type: 'integer', enum: [0, 1] } as const;

/** What an administrator may change (spec 000 §7 PUT SysConfig): the display texts and the login/password policy. */
const EDITABLE = {
    sysName: text, sysVersion: text, title: text, companyName: text, copyright: text, logoIcon: text,
    navigationIcon: text, loginIcon: text, enableVerificationCode: flag, verificationCodeNumber: { type: 'integer', minimum: 3, maximum: 6 },
    passwordErrorsNumber: { type: 'integer', minimum: 1, maximum: 100 }, singleLogin: flag, passwordStrengthLimit: flag,
    // The login guard's lock (oauth/guard.ts): 1 until unlocked, 2 delayed login; lockTime minutes of the first lock.
    lockType: { type: 'integer', enum: [1, 2] }, lockTime: { type: 'integer', minimum: 1, maximum: 1440 },
    passwordLengthMin: flag, passwordLengthMinNumber: { type: 'integer', minimum: 1, maximum: 16 }, containsNumbers: flag,
    includeLowercaseLetters: flag, includeUppercaseLetters: flag, containsCharacters: flag,
    mandatoryModificationOfInitialPassword: flag,
} as const;

// propertyNames rather than additionalProperties:false: Fastify's Ajv strips unknown keys silently, and an
// administrator who sends a key the platform does not know should be told, not answered 操作成功.
export const EDITABLE_SCHEMA = {
  type: 'object', minProperties: 1, properties: EDITABLE, propertyNames: { enum: Object.keys(EDITABLE) },
} as const;

/** The forced-change rule of spec 000 §2.11: never changed, and the setting asks for it. */
export function mustChangePassword(changePasswordDate: number | null, cfg: SysConfig): boolean {
  return !changePasswordDate && numSetting(cfg, 'mandatoryModificationOfInitialPassword', 0) === 1;
}

export async function systemModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.get('/api/system/SysConfig', { config: { access: 'session' } }, async (req) => {
    const cfg = await readSysConfig(db);
    return ok(req.t('success'), currentUser(req.session).isAdministrator === 1 ? cfg : publicPart(cfg));
  });

  app.put<{ Body: SysConfig }>('/api/system/SysConfig', {
    config: { access: 'admin' }, schema: { body: EDITABLE_SCHEMA },
  }, async (req) => {
    await db.transaction().execute(async (trx) => {
      for (const [configKey, value] of Object.entries(req.body)) {
        const configValue = JSON.stringify(value);
        const done = await trx.updateTable('sysConfig').set({ configValue }).where('configKey', '=', configKey).executeTakeFirst();
        if (Number(done.numUpdatedRows) === 0) await trx.insertInto('sysConfig').values({ configKey, configValue }).execute();
      }
    });
    return ok(req.t('success'), publicPart(await readSysConfig(db)));
  });

  app.post('/api/oauth/updatePasswordMessage', { config: { access: 'session' } }, async (req) => {
    const user = currentUser(req.session);
    const cfg = await readSysConfig(db);
    return ok(req.t('success'), { show: mustChangePassword(user.changePasswordDate, cfg),
      changePasswordDate: user.changePasswordDate,
      mandatoryModificationOfInitialPassword: numSetting(cfg, 'mandatoryModificationOfInitialPassword', 0) });
  });
}
