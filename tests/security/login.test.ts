/**
 * Issue 10 item 3, "no lockout by strangers": a lock that ends and grows, the captcha after the first failures,
 * unknown and known accounts alike, rate limits, the operator's unlock command, server-owned captcha keys, and the
 * lock screen counting toward the same lock. Time is moved with a fake Date, never waited for.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import bcrypt from 'bcryptjs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, login, loginRequest, startServer, type TestServer } from '../api/helpers';
import { loginWithCaptcha, solveCaptcha } from '../api/captchaSolver';
import { md5 } from '../../src/server/modules/oauth/password';

const MINUTE = 60_000;
let s: TestServer;
beforeAll(async () => { s = await startServer({ listen: false }); });
afterAll(async () => { await s?.close(); });
afterEach(() => { vi.useRealTimers(); vi.restoreAllMocks(); });

/** One sign-in attempt as the original client makes it: with a fresh captcha whenever getConfig asks for one. */
async function attempt(app: TestServer['app'], account: string, password: string, lang?: string) {
  const config = await call<{ enableVerificationCode: number }>(app, 'GET', `/api/oauth/getConfig/${account}`);
  const captcha = config.data!.enableVerificationCode === 1 ? await solveCaptcha(app) : undefined;
  return loginWithCaptcha(app, account, password, { captcha, lang });
}

const guardRow = (account: string) => s.app.loom.db.selectFrom('loginGuard').selectAll()
  .where('account', '=', account).executeTakeFirst();

describe('a stranger cannot lock an account for good', () => {
  it("locks admin for lockTime after five wrong passwords, twice as long the next time, and lets it in after", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    for (let i = 1; i <= 4; i++) expect((await attempt(s.app, 'admin', 'guess')).code).toBe(400);
    expect(await attempt(s.app, 'admin', 'guess')).toEqual({ code: 400, msg: '账号已被锁定，请10分钟后再试' });
    // While locked, even the right password is refused, with the time left.
    expect(await attempt(s.app, 'admin', 'admin123', 'en'))
      .toEqual({ code: 400, msg: 'The account is locked, please try again in 10 min' });
    expect((await guardRow('admin'))!.lockedUntil).toBe(start + 10 * MINUTE);

    vi.setSystemTime(start + 10 * MINUTE + 1000);
    for (let i = 1; i <= 4; i++) expect((await attempt(s.app, 'admin', 'guess')).code).toBe(400);
    expect(await attempt(s.app, 'admin', 'guess', 'zh-TW')).toEqual({ code: 400, msg: '帳號已被鎖定，請20分鐘後再試' });

    vi.setSystemTime(start + 31 * MINUTE + 1000);
    const ok = await attempt(s.app, 'admin', 'admin123');
    expect(ok.code).toBe(200);
    // Success forgets failures and locks: the next lock would be short again.
    expect(await guardRow('admin')).toBeUndefined();
  });

  it('caps the growing lock at 24 hours', async () => {
    await s.app.loom.db.insertInto('loginGuard').values({ account: 'yangmin', failures: 4, locks: 12, lockedUntil: null,
      updatedAt: Date.now() }).execute();
    const res = await attempt(s.app, 'yangmin', 'guess');
    expect(res).toEqual({ code: 400, msg: '账号已被锁定，请24小时后再试' });
  });

  it('keeps the lock an administrator lifts (lockType 1) for ordinary accounts, never for an administrator', async () => {
    const t = await startServer({ listen: false });
    try {
      await t.app.loom.db.updateTable('sysConfig').set({ configValue: '1' }).where('configKey', '=', 'lockType').execute();
      for (let i = 1; i <= 4; i++) await attempt(t.app, 'huangli', 'guess');
      expect(await attempt(t.app, 'huangli', 'guess')).toEqual({ code: 400, msg: '账号已被锁定，请联系管理员解除锁定' });
      for (let i = 1; i <= 4; i++) await attempt(t.app, 'admin', 'guess');
      expect(await attempt(t.app, 'admin', 'guess')).toEqual({ code: 400, msg: '账号已被锁定，请10分钟后再试' });
    } finally {
      await t.close();
    }
  });

  it('an administrator unlock lifts the lock', async () => {
    for (let i = 1; i <= 5; i++) await attempt(s.app, 'liuyang', 'guess');
    expect((await attempt(s.app, 'liuyang', '123456')).msg).toBe('账号已被锁定，请10分钟后再试');
    const admin = await login(s.app);
    expect((await call(s.app, 'PUT', '/api/permission/Users/user-liuyang/Actions/unlock', { token: admin })).code)
      .toBe(200);
    expect((await loginRequest(s.app, 'liuyang', '123456')).code).toBe(200);
  });
});

describe('the captcha after the first failures', () => {
  it('is demanded with the captcha setting and LOOM_CAPTCHA off, announced by getConfig, and dropped by a success', async () => {
    const config = () => call(s.app, 'GET', '/api/oauth/getConfig/wangfang');
    expect((await config()).data).toEqual({ enableVerificationCode: 0, verificationCodeNumber: 4 });
    expect((await loginRequest(s.app, 'wangfang', 'guess')).msg).toBe('账号或密码错误，还可尝试4次');
    expect((await config()).data).toMatchObject({ enableVerificationCode: 0 });
    expect((await loginRequest(s.app, 'wangfang', 'guess')).msg).toBe('账号或密码错误，还可尝试3次');
    expect((await config()).data).toMatchObject({ enableVerificationCode: 1 });

    // Now even the right password needs the code, and a code the client makes up does not pass.
    expect(await loginRequest(s.app, 'wangfang', '123456')).toEqual({ code: 400, msg: '验证码不能为空' });
    expect(await loginRequest(s.app, 'wangfang', '123456', { code: 'abcd', timestamp: '1' }))
      .toEqual({ code: 400, msg: '验证码已过期，请刷新' });
    const captcha = await solveCaptcha(s.app);
    expect((await loginWithCaptcha(s.app, 'wangfang', '123456', { captcha })).code).toBe(200);
    expect((await config()).data).toMatchObject({ enableVerificationCode: 0 });
  });
});

describe('unknown and known accounts answer alike', () => {
  it('same messages, one bcrypt compare each, through to the lock', async () => {
    const compare = vi.spyOn(bcrypt, 'compare');
    for (let i = 1; i <= 5; i++) {
      compare.mockClear();
      const known = await attempt(s.app, 'chenjing', 'guess');
      expect(compare).toHaveBeenCalledTimes(1);
      compare.mockClear();
      const unknown = await attempt(s.app, 'nobody-at-all', 'guess');
      expect(compare).toHaveBeenCalledTimes(1);
      expect(unknown).toEqual(known);
    }
    expect((await attempt(s.app, 'nobody-at-all', 'guess')).msg).toBe('账号已被锁定，请10分钟后再试');
    expect((await call(s.app, 'GET', '/api/oauth/getConfig/nobody-at-all')).data)
      .toEqual((await call(s.app, 'GET', '/api/oauth/getConfig/chenjing')).data);
  });

  it('names a disabled account only to someone who knows its password', async () => {
    expect(await loginRequest(s.app, 'zhaolei', 'guess')).toEqual(await loginRequest(s.app, 'nobody-2', 'guess'));
    expect(await attempt(s.app, 'zhaolei', '123456')).toEqual({ code: 400, msg: '账号已被禁用，请联系管理员' });
  });
});

describe('rate limits', () => {
  it('answer an envelope in the user language after N requests from one address, to each sign-in route', async () => {
    const t = await startServer({ listen: false, rateLimit: { perAddress: 3, perAccount: 100, windowMs: 60_000 } });
    try {
      for (let i = 0; i < 3; i++) expect((await loginRequest(t.app, 'huangli', 'guess')).code).toBe(400);
      const res = await t.app.inject({ method: 'POST', url: '/api/oauth/Login',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
        payload: `account=admin&password=${md5('admin123')}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 429, msg: 'Too many requests, please try again in 60 seconds' });
      // Another address is not held back.
      const other = await t.app.inject({ method: 'POST', url: '/api/oauth/Login', remoteAddress: '198.51.100.7',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `account=lina&password=${md5('123456')}` });
      expect(other.json().code).toBe(200);
      const token = other.json().data.token as string;

      for (let i = 0; i < 3; i++) expect((await call(t.app, 'GET', '/api/oauth/getConfig/admin')).code).toBe(200);
      expect((await call(t.app, 'GET', '/api/oauth/getConfig/admin')).code).toBe(429);
      // The two captcha images share one count.
      const image = async (url: string) => (await t.app.inject({ method: 'GET', url })).headers['content-type'];
      expect(await image('/api/oauth/ImageCode/4/1')).toMatch(/^image\/svg\+xml/);
      expect(await image('/api/oauth/ImageCode/4/2')).toMatch(/^image\/svg\+xml/);
      expect(await image('/api/file/ImageCode/3')).toMatch(/^image\/svg\+xml/);
      expect(await call(t.app, 'GET', '/api/file/ImageCode/4')).toEqual(expect.objectContaining({ code: 429 }));
      expect((await call(t.app, 'GET', '/api/oauth/ImageCode/4/5')).code).toBe(429);
      const unlock = { token, body: { account: 'lina', password: md5('123456') } };
      for (let i = 0; i < 3; i++) expect((await call(t.app, 'POST', '/api/oauth/LockScreen', unlock)).code).toBe(200);
      expect((await call(t.app, 'POST', '/api/oauth/LockScreen', unlock)).msg).toBe('操作过于频繁，请60秒后再试');

      const admin = (await t.app.inject({ method: 'POST', url: '/api/oauth/Login', remoteAddress: '198.51.100.8',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `account=admin&password=${md5('admin123')}` })).json().data.token as string;
      const userUnlock = () => call(t.app, 'PUT', '/api/permission/Users/user-lina/Actions/unlock', { token: admin });
      for (let i = 0; i < 3; i++) expect((await userUnlock()).code).toBe(200);
      expect((await userUnlock()).code).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('count per account across addresses', async () => {
    const t = await startServer({ listen: false, rateLimit: { perAddress: 100, perAccount: 2, windowMs: 60_000 } });
    try {
      const from = (ip: string, account: string) => t.app.inject({ method: 'POST', url: '/api/oauth/Login',
        remoteAddress: ip, headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `account=${account}&password=${md5('guess')}` }).then((r) => r.json() as { code: number });
      expect((await from('203.0.113.1', 'admin')).code).toBe(400);
      expect((await from('203.0.113.2', ' admin')).code).toBe(400);
      expect((await from('203.0.113.3', 'admin')).code).toBe(429);
      expect((await from('203.0.113.3', 'lina')).code).toBe(400);
    } finally {
      await t.close();
    }
  });
});

describe('npm run unlock', () => {
  const run = promisify(execFile);
  const unlock = (account: string) => run('npm', ['run', '--silent', 'unlock', '--', account], {
    env: { ...process.env, DATA_DIR: s.dataDir, DATABASE_URL: s.app.loom.config.databaseUrl ?? '' },
  });

  it('clears the lock and the failures on the configured store, and exits 1 for an unknown account', async () => {
    for (let i = 1; i <= 5; i++) await attempt(s.app, 'zhoujie', 'guess');
    expect((await attempt(s.app, 'zhoujie', '123456')).msg).toBe('账号已被锁定，请10分钟后再试');

    const { stdout } = await unlock('zhoujie');
    expect(stdout).toContain('Unlocked "zhoujie"');
    // No captcha either: the failures are gone.
    expect((await loginRequest(s.app, 'zhoujie', '123456')).code).toBe(200);

    const failed = await unlock('nobody-here').then(() => null, (err: { code: number; stderr: string }) => err);
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('No account "nobody-here"');
  }, 60_000);
});

describe('captcha keys belong to the server', () => {
  it("a client that picks another's timestamp cannot overwrite or use that code", async () => {
    const t = await startServer({ listen: false, captcha: true });
    try {
      const victim = await solveCaptcha(t.app, { timestamp: '0.5' });
      // The stranger asks for images under the same timestamp, with no cookie and with a nonce of his own.
      await solveCaptcha(t.app, { timestamp: '0.5' });
      await solveCaptcha(t.app, { timestamp: '0.5', cookie: `loom_captcha=${'0'.repeat(64)}` });
      // Nor can he use the victim's code without the victim's cookie.
      expect(await loginRequest(t.app, 'lina', '123456', { timestamp: '0.5', code: victim.code }))
        .toEqual({ code: 400, msg: '验证码已过期，请刷新' });
      expect((await loginWithCaptcha(t.app, 'lina', '123456', { captcha: victim })).code).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('the lock screen', () => {
  it('counts wrong passwords toward the same lock as the login', async () => {
    const token = await login(s.app, 'lina');
    const unlock = (password: string) => call(s.app, 'POST', '/api/oauth/LockScreen',
      { token, body: { account: 'lina', password: md5(password) } });
    for (let i = 1; i <= 4; i++) expect(await unlock('guess')).toMatchObject({ code: 400, msg: '密码错误' });
    expect(await unlock('guess')).toMatchObject({ code: 400, msg: '账号已被锁定，请10分钟后再试' });
    expect((await unlock('123456')).msg).toBe('账号已被锁定，请10分钟后再试');
    expect((await attempt(s.app, 'lina', '123456')).msg).toBe('账号已被锁定，请10分钟后再试');
  });
});
