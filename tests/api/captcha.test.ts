import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginRequest, startServer, type TestServer } from './helpers';
import { loginWithCaptcha, solveCaptcha } from './captchaSolver';

let s: TestServer;
beforeAll(async () => { s = await startServer({ listen: false, captcha: true }); });
afterAll(async () => { await s?.close(); });

/** Fetches a captcha image and reads the remembered code from the store (the test cannot read the SVG). */
async function captcha(timestamp: string, url?: (ts: string) => string) {
  const res = await s.app.inject({ method: 'GET', url: url?.(timestamp) ?? `/api/oauth/ImageCode/4/${timestamp}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
  expect(res.body).toMatch(/^<svg/);
  // The server sets its nonce in an HttpOnly cookie; the code is stored under nonce and timestamp together.
  expect(res.headers['set-cookie']).toMatch(/^loom_captcha=[0-9a-f]{64}; Path=\/api\/; HttpOnly; SameSite=Strict$/);
  // The same browser asks again (same cookie); the newer code replaces the one drawn above.
  return solveCaptcha(s.app, { timestamp, url, cookie: String(res.headers['set-cookie']).split(';')[0] });
}

describe('captcha', () => {
  it('is announced by getConfig', async () => {
    const res = await call(s.app, 'GET', '/api/oauth/getConfig/admin');
    expect(res.data).toEqual({ enableVerificationCode: 1, verificationCodeNumber: 4 });
  });

  it('is required, checked and single-use', async () => {
    expect(await loginRequest(s.app, 'admin', 'admin123')).toMatchObject({ code: 400, msg: '验证码不能为空' });

    const solved = await captcha('0.123');
    expect(solved.code).toHaveLength(4);
    const wrong = solved.code === 'aaaa' ? 'bbbb' : 'aaaa';
    expect(await loginWithCaptcha(s.app, 'admin', 'admin123', { captcha: { ...solved, code: wrong } }))
      .toMatchObject({ code: 400, msg: '验证码错误' });
    // The wrong attempt used the code up.
    expect(await loginWithCaptcha(s.app, 'admin', 'admin123', { captcha: solved }))
      .toMatchObject({ code: 400, msg: '验证码已过期，请刷新' });

    const fresh = await captcha('0.456');
    expect((await loginWithCaptcha(s.app, 'admin', 'admin123', { captcha: { ...fresh, code: fresh.code.toUpperCase() } }))
      .code).toBe(200);
  });

  it('also serves the 4-character image of /api/file/ImageCode', async () => {
    expect((await captcha('k1', (ts) => `/api/file/ImageCode/${ts}`)).code).toHaveLength(4);
  });

  it('refuses an expired code', async () => {
    const solved = await captcha('old');
    await s.app.loom.db.updateTable('captcha').set({ expiresAt: Date.now() - 1 }).execute();
    expect(await loginWithCaptcha(s.app, 'admin', 'admin123', { captcha: solved, lang: 'en' }))
      .toMatchObject({ code: 400, msg: 'The verification code has expired, please refresh it' });
  });

  it('is switched off entirely by the captcha setting of the server', async () => {
    const off = await startServer({ listen: false, captcha: false });
    try {
      expect((await call(off.app, 'GET', '/api/oauth/getConfig/admin')).data).toMatchObject({ enableVerificationCode: 0 });
      expect((await loginRequest(off.app, 'admin', 'admin123')).code).toBe(200);
    } finally {
      await off.close();
    }
  });
});
