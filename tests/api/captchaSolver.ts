/**
 * Captchas in tests: fetch the image as a browser would (keeping the server's nonce cookie) and read the code the
 * server remembered from the store, since a test cannot read the SVG. No server code path is opened for this.
 */
import type { FastifyInstance } from 'fastify';
import { captchaStoreKey, CAPTCHA_COOKIE } from '../../src/server/modules/oauth/captcha';
import { md5 } from '../../src/server/modules/oauth/password';

export interface SolvedCaptcha {
  timestamp: string;
  code: string;
  /** The Cookie header that carries the server's nonce. */
  cookie: string;
}

/** Fetches a captcha image (the login's, or `url`) with the browser's cookie, if any, and reads its code. */
export async function solveCaptcha(app: FastifyInstance, opts: { timestamp?: string; cookie?: string;
  url?: (timestamp: string) => string } = {}): Promise<SolvedCaptcha> {
  const timestamp = opts.timestamp ?? String(Math.random()).slice(2);
  const url = opts.url?.(timestamp) ?? `/api/oauth/ImageCode/4/${timestamp}`;
  const res = await app.inject({ method: 'GET', url, headers: opts.cookie ? { cookie: opts.cookie } : {} });
  if (!String(res.headers['content-type']).startsWith('image/svg+xml')) throw new Error(`no captcha: ${res.body}`);
  const setCookie = String(res.headers['set-cookie'] ?? '');
  const nonce = new RegExp(`${CAPTCHA_COOKIE}=([0-9a-f]{64})`).exec(setCookie)?.[1];
  if (!nonce) throw new Error(`no captcha cookie in "${setCookie}"`);
  const row = await app.loom.db.selectFrom('captcha').select('code')
    .where('captchaKey', '=', captchaStoreKey(nonce, timestamp)).executeTakeFirstOrThrow();
  return { timestamp, code: row.code, cookie: `${CAPTCHA_COOKIE}=${nonce}` };
}

/** The raw login answer, with a solved captcha (or none) and the browser's cookie. */
export async function loginWithCaptcha(app: FastifyInstance, account: string, password: string,
  opts: { captcha?: Pick<SolvedCaptcha, 'timestamp' | 'code' | 'cookie'>; lang?: string } = {}) {
  const { captcha, lang } = opts;
  const res = await app.inject({
    method: 'POST', url: '/api/oauth/Login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(lang ? { 'accept-language': lang } : {}),
      ...(captcha ? { cookie: captcha.cookie } : {}) },
    payload: new URLSearchParams({ account, password: md5(password), origin: 'password', client_id: 'admin',
      client_secret: '123456', scope: 'all', grant_type: 'password',
      code: captcha?.code ?? '', timestamp: captcha?.timestamp ?? '' }).toString(),
  });
  return res.json() as { code: number; msg: string; data?: unknown };
}
