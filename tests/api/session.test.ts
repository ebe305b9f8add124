import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, login, loginRequest, startServer, type TestServer } from './helpers';
import { loginWithCaptcha, solveCaptcha } from './captchaSolver';

let s: TestServer;
beforeAll(async () => { s = await startServer({ listen: false }); });
afterAll(async () => { await s?.close(); });

describe('login', () => {
  it('answers a Bearer token and the theme for a good password', async () => {
    const res = await loginRequest(s.app, 'admin', 'admin123');
    expect(res.code).toBe(200);
    const data = res.data as { token: string; theme: string };
    expect(data.token).toMatch(/^Bearer [0-9a-f]{64}$/);
    expect(data.theme).toBe('classic');
  });

  it('refuses a wrong password with the remaining tries, in the request language', async () => {
    const zh = await loginRequest(s.app, 'wangfang', 'wrong');
    expect(zh).toMatchObject({ code: 400, msg: '账号或密码错误，还可尝试4次' });
    const en = await loginRequest(s.app, 'wangfang', 'wrong', {}, 'en');
    expect(en).toMatchObject({ code: 400, msg: 'Wrong account or password, 3 tries left' });
    // A good password (with the captcha the failures now demand) resets the count.
    expect((await loginWithCaptcha(s.app, 'wangfang', '123456', { captcha: await solveCaptcha(s.app) })).code).toBe(200);
    expect((await loginRequest(s.app, 'wangfang', 'wrong')).msg).toBe('账号或密码错误，还可尝试4次');
  });

  it('does not tell an unknown account from a wrong password', async () => {
    expect(await loginRequest(s.app, 'nobody', 'x')).toEqual({ code: 400, msg: '账号或密码错误，还可尝试4次' });
    expect(await loginRequest(s.app, 'huangli', 'x')).toEqual({ code: 400, msg: '账号或密码错误，还可尝试4次' });
  });

  it('refuses a disabled account', async () => {
    expect(await loginRequest(s.app, 'zhaolei', '123456')).toMatchObject({ code: 400, msg: '账号已被禁用，请联系管理员' });
  });

  it('locks the account at the 5th failure; the right password then fails until the lock ends or an admin unlocks it', async () => {
    // From the third try on, the failures demand a captcha.
    const attempt = async (password: string) =>
      loginWithCaptcha(s.app, 'liuyang', password, { captcha: await solveCaptcha(s.app) });
    for (let i = 1; i <= 4; i++) expect((await attempt('bad')).code).toBe(400);
    expect(await attempt('bad')).toMatchObject({ code: 400, msg: '账号已被锁定，请10分钟后再试' });
    expect(await attempt('123456')).toMatchObject({ code: 400, msg: '账号已被锁定，请10分钟后再试' });

    const normal = await login(s.app, 'yangmin');
    expect((await call(s.app, 'PUT', '/api/permission/Users/user-liuyang/Actions/unlock', { token: normal })).code).toBe(403);
    expect((await attempt('123456')).code).toBe(400);

    const admin = await login(s.app);
    const unlock = await call(s.app, 'PUT', '/api/permission/Users/user-liuyang/Actions/unlock', { token: admin });
    expect(unlock.code).toBe(200);
    expect((await loginRequest(s.app, 'liuyang', '123456')).code).toBe(200);
    expect((await call(s.app, 'PUT', '/api/permission/Users/nobody/Actions/unlock', { token: admin })).code).toBe(404);
  });

  it('names a missing field of the form body', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/oauth/Login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'password=abc' });
    expect(res.json()).toEqual({ code: 400, msg: '参数account不能为空' });
  });

  it('records the previous login (time, IP, local-network place) for CurrentUser', async () => {
    await login(s.app, 'yangmin');
    const token = await login(s.app, 'yangmin');
    const info = (await call<{ userInfo: Record<string, unknown> }>(s.app, 'GET', '/api/oauth/CurrentUser', { token }))
      .data!.userInfo;
    expect(info.prevLogin).toBe(1);
    expect(typeof info.prevLoginTime).toBe('number');
    expect(info.prevLoginIPAddress).toBe('127.0.0.1');
    expect(info.prevLoginIPAddressName).toBe('本地局域网');
  });
});

describe('tokens', () => {
  it('602 for a missing, malformed or forged token', async () => {
    expect((await call(s.app, 'GET', '/api/oauth/CurrentUser')).code).toBe(602);
    expect((await call(s.app, 'GET', '/api/oauth/CurrentUser', { token: 'Bearer nonsense' })).code).toBe(602);
    const forged = await call(s.app, 'GET', '/api/oauth/CurrentUser', { token: `Bearer ${'ab'.repeat(32)}` });
    expect(forged).toMatchObject({ code: 602, msg: 'Token验证失败' });
    const en = await call(s.app, 'GET', '/api/oauth/CurrentUser', { token: `Bearer ${'ab'.repeat(32)}`, lang: 'en' });
    expect(en.msg).toBe('Token verification failed');
  });

  it('601 for a token replaced by a newer login of the same user (singleLogin)', async () => {
    const first = await login(s.app, 'chenjing');
    const second = await login(s.app, 'chenjing');
    expect(await call(s.app, 'GET', '/api/oauth/CurrentUser', { token: first }))
      .toMatchObject({ code: 601, msg: '您的帐号在其他地方登录' });
    expect((await call(s.app, 'GET', '/api/oauth/CurrentUser', { token: second })).code).toBe(200);
  });

  it('600 after logout', async () => {
    const token = await login(s.app, 'zhangwei');
    expect((await call(s.app, 'GET', '/api/oauth/Logout', { token })).code).toBe(200);
    expect(await call(s.app, 'GET', '/api/oauth/CurrentUser', { token })).toMatchObject({ code: 600, msg: '登录过期,请重新登录' });
  });

  it('600 once the token has expired', async () => {
    const short = await startServer({ listen: false, tokenTtlSeconds: 60 });
    // The clock is moved past the token's life in one step: a real 0.2-second token expired before its first use
    // whenever a loaded machine took that long between the login and the next call.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const token = await login(short.app);
      expect((await call(short.app, 'GET', '/api/oauth/CurrentUser', { token })).code).toBe(200);
      vi.setSystemTime(Date.now() + 59_000);
      expect((await call(short.app, 'GET', '/api/oauth/CurrentUser', { token })).code).toBe(200);
      vi.setSystemTime(Date.now() + 2_000);
      expect((await call(short.app, 'GET', '/api/oauth/CurrentUser', { token, lang: 'zh-TW' })))
        .toMatchObject({ code: 600, msg: '登入過期,請重新登入' });
    } finally {
      vi.useRealTimers();
      await short.close();
    }
  });
});

describe('lock screen', () => {
  it('accepts the right password and refuses a wrong one with 400', async () => {
    const token = await login(s.app, 'lina');
    const { md5 } = await import('../../src/server/modules/oauth/password');
    const good = await call(s.app, 'POST', '/api/oauth/LockScreen', { token, body: { account: 'lina', password: md5('123456') } });
    expect(good.code).toBe(200);
    const bad = await call(s.app, 'POST', '/api/oauth/LockScreen', { token, body: { account: 'lina', password: md5('nope') } });
    expect(bad).toMatchObject({ code: 400, msg: '密码错误' });
    // A failed unlock does not end the session.
    expect((await call(s.app, 'GET', '/api/oauth/CurrentUser', { token })).code).toBe(200);
  });
});
