/** PUT /api/system/SysConfig: administrators change the policy; others are refused; bad values answer 400. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => { s = await startServer({ listen: false }); });
afterAll(async () => { await s?.close(); });

describe('PUT SysConfig', () => {
  it('lets an administrator switch on the forced password change, which the next check then reports', async () => {
    const admin = await login(s.app, 'admin');
    const saved = await call<Record<string, unknown>>(s.app, 'PUT', '/api/system/SysConfig', {
      token: admin, body: { mandatoryModificationOfInitialPassword: 1, sysName: '岐元堂' } });
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({ mandatoryModificationOfInitialPassword: 1, sysName: '岐元堂' });
    const staff = await login(s.app, 'lina');
    const check = await call<{ show: boolean }>(s.app, 'POST', '/api/oauth/updatePasswordMessage', { token: staff });
    expect(check.data!.show).toBe(true);
  });

  it('refuses a user who is not an administrator', async () => {
    const staff = await login(s.app, 'liuyang');
    const res = await call(s.app, 'PUT', '/api/system/SysConfig', { token: staff, body: { sysName: 'x' } });
    expect(res.code).toBe(403);
  });

  it('answers 400 naming the field for an unknown key or a value of the wrong kind', async () => {
    const admin = await login(s.app, 'admin');
    const unknown = await call(s.app, 'PUT', '/api/system/SysConfig', { token: admin, body: { dbPassword: 'x' } });
    expect(unknown.code).toBe(400);
    expect(unknown.msg).toBe('参数dbPassword不合法');
    const wrong = await call(s.app, 'PUT', '/api/system/SysConfig', { token: admin, body: { singleLogin: 'yes' } });
    expect(wrong.code).toBe(400);
    expect(wrong.msg).toBe('参数单一登录类型错误，应为整数'); // named by its title in the 系统配置 form
  });
});
