/**
 * 系统配置 as an administration screen (issue 11 items 2 and 3): whoever holds the menu system.sysConfig (the role
 * 系统管理员, administrators) reads the whole configuration and, with its 编辑 button, changes it; others read the
 * public part and are refused; third-party sync says it is not configured instead of pretending to succeed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './helpers';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer({ listen: false });
  admin = await login(s.app, 'admin');
  // 陈静 is given the role 系统管理员, as 用户管理 would.
  await s.app.loom.db.insertInto('userRelation').values({ id: 'user-chenjing:Role:role-sysadmin', userId: 'user-chenjing',
    objectType: 'Role', objectId: 'role-sysadmin', sortCode: 9 }).execute();
});
afterAll(async () => { await s?.close(); });

describe('系统配置 for the holders of its menu', () => {
  it('lets a 系统管理员 who is not an administrator read the whole configuration and change the lock policy', async () => {
    const chenjing = await login(s.app, 'chenjing');
    const read = await call<Record<string, unknown>>(s.app, 'GET', '/api/system/SysConfig', { token: chenjing });
    expect(read.data).toMatchObject({ passwordErrorsNumber: 5, lockType: 2, lockTime: 10, singleLogin: 1 });
    const saved = await call(s.app, 'PUT', '/api/system/SysConfig', { token: chenjing,
      body: { passwordErrorsNumber: 3, lockTime: 30, sysName: '岐元堂管理平台' } });
    expect(saved.code).toBe(200);
    const again = await call<Record<string, unknown>>(s.app, 'GET', '/api/system/SysConfig', { token: admin });
    expect(again.data).toMatchObject({ passwordErrorsNumber: 3, lockTime: 30, sysName: '岐元堂管理平台' });
  });

  it('gives others the public part only and refuses their changes', async () => {
    for (const account of ['zhangwei', 'liuyang']) {
      const token = await login(s.app, account);
      const read = await call<Record<string, unknown>>(s.app, 'GET', '/api/system/SysConfig', { token });
      expect(read.data).toHaveProperty('passwordLengthMinNumber');
      expect(read.data).not.toHaveProperty('passwordErrorsNumber');
      expect((await call(s.app, 'PUT', '/api/system/SysConfig', { token, body: { sysName: 'x' } })).code).toBe(403);
    }
  });

  it('refuses a change to a holder of the menu without its 编辑 button', async () => {
    const grants = (await call<Record<string, string[]>>(s.app, 'GET', '/api/permission/Authority/Data/role-staff',
      { token: admin })).data!;
    expect((await call(s.app, 'PUT', '/api/permission/Authority/Data/role-staff', { token: admin, body: {
      objectType: 'Role', systemIds: grants.systemIds, module: [...grants.module, 'm-sys-config'], button: grants.button,
      column: grants.column, form: grants.form } })).code).toBe(200);
    const huangli = await login(s.app, 'huangli');
    expect((await call<Record<string, unknown>>(s.app, 'GET', '/api/system/SysConfig', { token: huangli })).data)
      .toHaveProperty('lockType');
    expect((await call(s.app, 'PUT', '/api/system/SysConfig', { token: huangli, body: { sysName: 'x' } })).code).toBe(403);
  });

  it('checks the body with the screen form\'s schema', async () => {
    expect(await call(s.app, 'PUT', '/api/system/SysConfig', { token: admin, body: { lockType: 3 } }))
      .toMatchObject({ code: 400, msg: '参数锁定方式取值必须是账号锁定, 延时登录之一' });
    // The options are named by the form file's labels in the caller's language.
    expect((await call(s.app, 'PUT', '/api/system/SysConfig', { token: admin, body: { lockType: 3 }, lang: 'en' })).msg)
      .toMatch(/Lock type.*Lock the account, Delay sign-in/);
    expect((await call(s.app, 'PUT', '/api/system/SysConfig', { token: admin, body: { lockType: 3 }, lang: 'zh-TW' })).msg)
      .toMatch(/鎖定方式.*賬號鎖定, 延時登錄/);
    expect(await call(s.app, 'PUT', '/api/system/SysConfig', { token: admin, body: {} })).toMatchObject({ code: 400 });
  });
});

describe('third-party sync', () => {
  const calls: ['GET' | 'POST', string][] = [
    ['POST', '/api/system/SysConfig/1/testQyWebChatConnect'], ['POST', '/api/system/SysConfig/2/testDingTalkConnect'],
    ['GET', '/api/system/SynThirdInfo/getSynThirdTotal/1'], ['GET', '/api/system/SynThirdInfo/synAllOrganizeSysToDing?type=2'],
    ['GET', '/api/system/SynThirdInfo/synAllUserSysToDing?type=2'], ['GET', '/api/system/SynThirdInfo/synAllOrganizeSysToQy?type=1'],
    ['GET', '/api/system/SynThirdInfo/synAllUserSysToQy?type=1'],
  ];

  it('answers every call "not configured" in the user\'s language, never a success', async () => {
    for (const [method, url] of calls) {
      const res = await call(s.app, method, url, { token: admin });
      expect(res.code, url).toBe(400);
      expect(res.msg, url).toMatch(/^三方同步未配置：请先在系统配置中填写(钉钉|企业微信)的企业参数$/);
    }
    expect((await call(s.app, 'POST', calls[1][1], { token: admin, lang: 'zh-TW' })).msg)
      .toBe('三方同步未配置：請先在系統配置中填寫釘釘的企業參數');
    expect((await call(s.app, 'POST', calls[0][1], { token: admin, lang: 'en' })).msg)
      .toBe('Third-party sync is not configured: enter the WeCom organisation settings in System settings first');
  });

  it('refuses them to users without 系统配置', async () => {
    // 张伟 (management): every business menu, none of 系统管理.
    const zhangwei = await login(s.app, 'zhangwei');
    for (const [method, url] of calls) expect((await call(s.app, method, url, { token: zhangwei })).code, url).toBe(403);
  });
});
