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

/** The forced-change rule of spec 000 §2.11: never changed, and the setting asks for it. */
export function mustChangePassword(changePasswordDate: number | null, cfg: SysConfig): boolean {
  return !changePasswordDate && numSetting(cfg, 'mandatoryModificationOfInitialPassword', 0) === 1;
}

export async function systemModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.get('/api/system/SysConfig', async (req) => {
    const cfg = await readSysConfig(db);
    return ok(req.t('success'), currentUser(req.session).isAdministrator === 1 ? cfg : publicPart(cfg));
  });

  app.post('/api/oauth/updatePasswordMessage', async (req) => {
    const user = currentUser(req.session);
    const cfg = await readSysConfig(db);
    return ok(req.t('success'), { show: mustChangePassword(user.changePasswordDate, cfg),
      changePasswordDate: user.changePasswordDate,
      mandatoryModificationOfInitialPassword: numSetting(cfg, 'mandatoryModificationOfInitialPassword', 0) });
  });
}
