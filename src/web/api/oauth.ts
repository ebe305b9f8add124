/** Session endpoints (docs/api-contract.md "Session"). */
import SparkMD5 from 'spark-md5';
import type { CurrentUserData, LoginConfig, LoginResult } from '../../engine/types';
import { http } from './http';

/** The fixed client credential of the login call. */
export const LOGIN_CLIENT = { client_id: 'admin', client_secret: '123456', scope: 'all', grant_type: 'password' } as const;

export interface LoginInput {
  account: string;
  /** The plain password; hashed here. */
  password: string;
  /** Captcha text and the timestamp its image was requested with (empty when no captcha is needed). */
  code?: string;
  timestamp?: string;
}

/** The MD5 hex digest the server expects instead of the plain password. */
export function hashPassword(plain: string): string {
  return SparkMD5.hash(plain);
}

/** POST /api/oauth/Login, form-encoded. Resolves with `{token, theme}`; a failure rejects with the whole body. */
export async function login(input: LoginInput): Promise<LoginResult> {
  const res = await http.post<LoginResult>(
    '/api/oauth/Login',
    {
      account: input.account.trim(),
      password: hashPassword(input.password),
      code: input.code ?? '',
      timestamp: input.timestamp ?? '',
      origin: 'password',
      jnpf_ticket: '',
      ...LOGIN_CLIENT,
    },
    { form: true },
  );
  return res.data as LoginResult;
}

/** GET /api/oauth/getConfig/{account}: whether this account must type a captcha. */
export async function getLoginConfig(account: string): Promise<LoginConfig> {
  const res = await http.get<LoginConfig>(`/api/oauth/getConfig/${encodeURIComponent(account.trim())}`);
  return res.data ?? { enableVerificationCode: 0, verificationCodeNumber: 4 };
}

/** Address of the login captcha image; the server remembers the code under `timestamp`. */
export function captchaUrl(codeLength: number, timestamp: string): string {
  return `/api/oauth/ImageCode/${codeLength}/${encodeURIComponent(timestamp)}`;
}

/** GET /api/oauth/CurrentUser; null when the server answers without data. */
export async function getCurrentUser(): Promise<CurrentUserData | null> {
  const res = await http.get<CurrentUserData>('/api/oauth/CurrentUser');
  return res.data ?? null;
}

/** GET /api/oauth/Logout. */
export async function logout(): Promise<void> {
  await http.get('/api/oauth/Logout');
}

/** POST /api/oauth/LockScreen (JSON): unlock with the account and the password. */
export async function unlockScreen(account: string, password: string): Promise<void> {
  await http.post('/api/oauth/LockScreen', { account, password: hashPassword(password) });
}
