/**
 * System configuration reads: GET /api/system/SysConfig answers the
 * password policy and the display keys to every signed-in user (the reset-password dialog needs the policy) and the
 * whole configuration to those granted 系统配置 (system.sysConfig), who alone may change it (PUT); POST /api/oauth/updatePasswordMessage tells the shell whether to force the
 * password change on load.
 */
import type { FastifyInstance } from 'fastify';
import { currentUser, type AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { numSetting, readSysConfig, type SysConfig } from '../../db/sysConfig';
import { holdsMenu } from '../../http/access';
import { screenBody } from '../../http/screenForm';
import { thirdPartyRoutes } from './thirdParty';
import { captchaSetting } from '../oauth/captcha';

/** What any signed-in user may read: the password policy and what the shell displays. */
export const PUBLIC_KEYS = ['passwordStrengthLimit', 'passwordLengthMin', 'passwordLengthMinNumber', 'containsNumbers',
  'includeLowercaseLetters', 'includeUppercaseLetters', 'containsCharacters', 'mandatoryModificationOfInitialPassword',
  'sysName', 'sysVersion', 'title', 'companyName', 'copyright', 'logoIcon', 'navigationIcon', 'loginIcon',
  'enableVerificationCode', 'verificationCodeNumber'] as const;

/**
 * The public keys, with the captcha switch as the server applies it (LOOM_CAPTCHA=off turns every captcha off), so
 * this answer and GET /api/oauth/getConfig never disagree.
 */
function publicPart(ctx: AppContext, cfg: SysConfig): SysConfig {
  const part: SysConfig = Object.fromEntries(PUBLIC_KEYS.filter((k) => k in cfg).map((k) => [k, cfg[k]]));
  if ('enableVerificationCode' in part) part.enableVerificationCode = captchaSetting(ctx, cfg) ? 1 : 0;
  return part;
}

/**
 * What may be changed: the display texts and the login/password policy, as the 系统配置
 * screen's form file declares them; the server checks the body with that very file (http/screenForm.ts).
 */
const EDITABLE_FORM = 'system/forms/sysConfig.form.json';

/** The forced-change rule of the first sign-in: never changed, and the setting asks for it. */
export function mustChangePassword(changePasswordDate: number | null, cfg: SysConfig): boolean {
  return !changePasswordDate && numSetting(cfg, 'mandatoryModificationOfInitialPassword', 0) === 1;
}

export async function systemModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.get('/api/system/SysConfig', { config: { access: 'session' } }, async (req) => {
    const cfg = await readSysConfig(db);
    // The whole configuration to whoever may edit it on 系统配置 (administrators hold every menu).
    const editor = await holdsMenu(db, currentUser(req.session), 'system.sysConfig');
    return ok(req.t('success'), editor ? cfg : publicPart(ctx, cfg));
  });

  app.put<{ Body: SysConfig }>('/api/system/SysConfig', {
    config: { access: 'menu', menu: 'system.sysConfig', button: 'btn_edit' }, preValidation: screenBody(EDITABLE_FORM),
  }, async (req) => {
    await db.transaction().execute(async (trx) => {
      for (const [configKey, value] of Object.entries(req.body)) {
        const configValue = JSON.stringify(value);
        const done = await trx.updateTable('sysConfig').set({ configValue }).where('configKey', '=', configKey).executeTakeFirst();
        if (Number(done.numUpdatedRows) === 0) await trx.insertInto('sysConfig').values({ configKey, configValue }).execute();
      }
    });
    return ok(req.t('success'), publicPart(ctx, await readSysConfig(db)));
  });

  await thirdPartyRoutes(app, { ctx });

  app.post('/api/oauth/updatePasswordMessage', { config: { access: 'session' } }, async (req) => {
    const user = currentUser(req.session);
    const cfg = await readSysConfig(db);
    return ok(req.t('success'), { show: mustChangePassword(user.changePasswordDate, cfg),
      changePasswordDate: user.changePasswordDate,
      mandatoryModificationOfInitialPassword: numSetting(cfg, 'mandatoryModificationOfInitialPassword', 0) });
  });
}
