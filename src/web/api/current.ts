/**
 * Calls about the signed-in user's own account (wire-formats §6): password policy, password change, the
 * password-message check on load, and the captcha image of the change-password dialog.
 */
import type { PasswordPolicy } from '../../engine/password/rules';
import { http } from './http';
import { hashPassword } from './oauth';

/** GET /api/system/SysConfig; only the password-policy keys are read from it. */
export async function getPasswordPolicy(): Promise<PasswordPolicy> {
  const res = await http.get<PasswordPolicy>('/api/system/SysConfig');
  return res.data ?? {};
}

/** POST /api/oauth/updatePasswordMessage: the original calls it on load before deciding on the forced dialog. */
export async function updatePasswordMessage(): Promise<void> {
  await http.post('/api/oauth/updatePasswordMessage');
}

export interface ModifyPasswordInput {
  /** Plain texts; only their MD5s leave the browser (spec 000 §5). */
  oldPassword: string;
  password: string;
  code: string;
  /** The timestamp the captcha image was requested with. */
  timestamp: string;
}

/** POST /api/permission/Users/Current/Actions/ModifyPassword; resolves with the server's success message. */
export async function modifyPassword(input: ModifyPasswordInput): Promise<string> {
  const res = await http.post('/api/permission/Users/Current/Actions/ModifyPassword', {
    oldPassword: hashPassword(input.oldPassword),
    password: hashPassword(input.password),
    code: input.code.trim(),
    timestamp: input.timestamp,
  });
  return res.msg ?? '';
}

/** Address of the 4-character captcha of the change-password dialog. */
export function passwordCaptchaUrl(timestamp: string): string {
  return `/api/file/ImageCode/${encodeURIComponent(timestamp)}`;
}
