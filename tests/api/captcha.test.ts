import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginRequest, startServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => { s = await startServer({ listen: false, captcha: true }); });
afterAll(async () => { await s?.close(); });

/** Fetches a captcha image and reads the remembered code from the store (the test cannot read the SVG). */
async function captcha(key: string, url = `/api/oauth/ImageCode/4/${key}`) {
  const res = await s.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
  expect(res.body).toMatch(/^<svg/);
  const row = await s.app.loom.db.selectFrom('captcha').selectAll().where('captchaKey', '=', key).executeTakeFirstOrThrow();
  return row.code;
}

describe('captcha', () => {
  it('is announced by getConfig', async () => {
    const res = await call(s.app, 'GET', '/api/oauth/getConfig/admin');
    expect(res.data).toEqual({ enableVerificationCode: 1, verificationCodeNumber: 4 });
  });

  it('is required, checked and single-use', async () => {
    expect(await loginRequest(s.app, 'admin', 'admin123')).toMatchObject({ code: 400, msg: '验证码不能为空' });

    const code = await captcha('0.123');
    expect(code).toHaveLength(4);
    expect(await loginRequest(s.app, 'admin', 'admin123', { timestamp: '0.123', code: code === 'aaaa' ? 'bbbb' : 'aaaa' }))
      .toMatchObject({ code: 400, msg: '验证码错误' });
    // The wrong attempt used the code up.
    expect(await loginRequest(s.app, 'admin', 'admin123', { timestamp: '0.123', code }))
      .toMatchObject({ code: 400, msg: '验证码已过期，请刷新' });

    const fresh = await captcha('0.456');
    expect((await loginRequest(s.app, 'admin', 'admin123', { timestamp: '0.456', code: fresh.toUpperCase() })).code).toBe(200);
  });

  it('also serves the 4-character image of /api/file/ImageCode', async () => {
    expect(await captcha('k1', '/api/file/ImageCode/k1')).toHaveLength(4);
  });

  it('refuses an expired code', async () => {
    const code = await captcha('old');
    await s.app.loom.db.updateTable('captcha').set({ expiresAt: Date.now() - 1 }).where('captchaKey', '=', 'old').execute();
    expect(await loginRequest(s.app, 'admin', 'admin123', { timestamp: 'old', code }, 'en'))
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
