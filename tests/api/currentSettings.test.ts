/** Current user: layout, language and system saved on the server, password change, SysConfig and the forced-change check. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUserData } from '../../src/engine/types';
import { md5 } from '../../src/server/modules/oauth/password';
import { call, DEMO_PASSWORD, login, loginRequest, startServer, type TestServer } from './helpers';
import { solveCaptcha } from './captchaSolver';

const CURRENT = '/api/permission/Users/Current';
let s: TestServer;
beforeAll(async () => {
  // Captcha on for this server, as in production; login's own captcha and single login are switched off in the
  // settings so one user can hold two sessions.
  s = await startServer({ listen: false, captcha: true });
  const set = (configKey: string, v: unknown) => s.app.loom.db.updateTable('sysConfig')
    .set({ configValue: JSON.stringify(v) }).where('configKey', '=', configKey).execute();
  await set('enableVerificationCode', 0);
  await set('singleLogin', 0);
});
afterAll(async () => { await s?.close(); });

const me = async (token: string) => (await call<CurrentUserData>(s.app, 'GET', '/api/oauth/CurrentUser', { token }));

/** The browser's captcha cookie: the server keys each code with it (and the timestamp). */
let cookie = '';

/** Fetches the password dialog's captcha as the browser does and reads the remembered code from the store. */
async function captcha(key: string) {
  const solved = await solveCaptcha(s.app, { timestamp: key, cookie, url: (ts) => `/api/file/ImageCode/${ts}` });
  cookie = solved.cookie;
  return solved.code;
}

describe('SystemTheme and SystemLanguage', () => {
  it('saves the layout and answers it at the next login and in CurrentUser', async () => {
    const token = await login(s.app, 'liuyang');
    expect((await call(s.app, 'PUT', `${CURRENT}/SystemTheme`, { token, body: { theme: 'functional' } })).code).toBe(200);
    const again = await loginRequest(s.app, 'liuyang', DEMO_PASSWORD);
    expect((again.data as { theme: string }).theme).toBe('functional');
    expect((await me(token)).data!.userInfo.theme).toBe('functional');
  });

  it('refuses an unknown layout naming the field, in the request language', async () => {
    const token = await login(s.app, 'liuyang');
    const res = await call(s.app, 'PUT', `${CURRENT}/SystemTheme`, { token, body: { theme: 'dark' }, lang: 'en' });
    expect(res.code).toBe(400);
    expect(res.msg).toContain('theme');
    expect(res.msg).toContain('classic');
    const zh = await call(s.app, 'PUT', `${CURRENT}/SystemTheme`, { token, body: {} });
    expect(zh).toMatchObject({ code: 400, msg: '参数theme不能为空' });
  });

  it('normalises the original language codes and answers in the chosen language', async () => {
    const token = await login(s.app, 'huangli');
    const tw = await call(s.app, 'PUT', `${CURRENT}/SystemLanguage`, { token, body: { language: 'zhtw' } });
    expect(tw).toMatchObject({ code: 200, msg: '切換成功', data: { language: 'zh-TW' } });
    const next = await login(s.app, 'huangli');
    expect((await me(next)).data!.userInfo.language).toBe('zh-TW');
    const en = await call(s.app, 'PUT', `${CURRENT}/SystemLanguage`, { token: next, body: { language: 'en' } });
    expect(en.msg).toBe('Switch Language Success');
    expect((await call(s.app, 'PUT', `${CURRENT}/SystemLanguage`, { token: next, body: { language: 'zh' } })).msg)
      .toBe('切换成功');
    expect((await me(next)).data!.userInfo.language).toBe('zh-CN');
    const bad = await call(s.app, 'PUT', `${CURRENT}/SystemLanguage`, { token: next, body: { language: 'fr' } });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('language');
  });
});

describe('major (switch system)', () => {
  it('moves a user of two systems to the other one: menus and currentSystem follow', async () => {
    const token = await login(s.app, 'lina');
    const before = (await me(token)).data!;
    expect(before.userInfo.systemIds.map((x) => [x.id, x.currentSystem])).toEqual([['sys-main', true], ['sys-trace', false]]);
    const res = await call(s.app, 'PUT', `${CURRENT}/major`, { token, body: { majorId: 'sys-trace', majorType: 'System' } });
    expect(res.code).toBe(200);
    const after = (await me(token)).data!;
    expect(after.userInfo.systemIds.find((x) => x.currentSystem)!.id).toBe('sys-trace');
    const trace = after.routerList.find((r) => r.id === 'sys-trace')!;
    expect(after.menuList.map((m) => m.id)).toEqual(trace.children!.map((m) => m.id));
    expect(after.menuList.map((m) => m.id)).not.toEqual(before.menuList.map((m) => m.id));
  });

  it('refuses a system the user does not belong to and a wrong majorType', async () => {
    const token = await login(s.app, 'wangfang');
    const res = await call(s.app, 'PUT', `${CURRENT}/major`, { token, body: { majorId: 'sys-trace', majorType: 'System' } });
    expect(res).toMatchObject({ code: 400, msg: '您不属于该系统，无法切换' });
    expect((await me(token)).data!.userInfo.systemIds.find((x) => x.currentSystem)!.id).toBe('sys-main');
    const type = await call(s.app, 'PUT', `${CURRENT}/major`, { token, body: { majorId: 'sys-main', majorType: 'Org' } });
    expect(type.code).toBe(400);
    expect(type.msg).toContain('majorType');
  });
});

describe('ModifyPassword', () => {
  const url = `${CURRENT}/Actions/ModifyPassword`;

  it('checks captcha and old password, refuses the same password, then ends only the other sessions', async () => {
    const here = await login(s.app, 'zhoujie');
    const elsewhere = await login(s.app, 'zhoujie');
    const body = (extra: Record<string, string>) => ({ oldPassword: md5(DEMO_PASSWORD), password: md5('Newpass1!'),
      timestamp: 'pw1', code: '', ...extra });

    expect(await call(s.app, 'POST', url, { token: here, headers: { cookie }, body: body({}) })).toMatchObject({ code: 400, msg: '验证码不能为空' });
    await captcha('pw1');
    expect(await call(s.app, 'POST', url, { token: here, headers: { cookie }, body: body({ code: 'zzzz' }) }))
      .toMatchObject({ code: 400, msg: '验证码错误' });
    expect(await call(s.app, 'POST', url, { token: here, headers: { cookie }, body: body({ oldPassword: '', code: 'x' }), lang: 'en' }))
      .toMatchObject({ code: 400, msg: 'Old password cannot be empty' });
    expect(await call(s.app, 'POST', url, { token: here, headers: { cookie }, body: body({ password: '', code: 'x' }), lang: 'zh-TW' }))
      .toMatchObject({ code: 400, msg: '新密碼不能為空' });
    const notMd5 = await call(s.app, 'POST', url, { token: here, headers: { cookie }, body: body({ password: 'plain' }) });
    expect(notMd5.code).toBe(400);
    expect(notMd5.msg).toContain('password');

    const wrongOld = await call(s.app, 'POST', url, { token: here, headers: { cookie },
      body: body({ oldPassword: md5('nope'), code: await captcha('pw2'), timestamp: 'pw2' }) });
    expect(wrongOld).toMatchObject({ code: 400, msg: '旧密码错误，请重新输入' });
    const same = await call(s.app, 'POST', url, { token: here, headers: { cookie },
      body: body({ password: md5(DEMO_PASSWORD).toUpperCase(), code: await captcha('pw3'), timestamp: 'pw3' }) });
    expect(same).toMatchObject({ code: 400, msg: '新密码不能与旧密码相同' });
    // Nothing of the above changed the password or ended a session.
    expect((await me(elsewhere)).code).toBe(200);

    const done = await call(s.app, 'POST', url, { token: here, headers: { cookie }, body: body({ code: await captcha('pw4'), timestamp: 'pw4' }) });
    expect(done.code).toBe(200);
    expect((await me(elsewhere)).code).toBe(600);
    const mine = await me(here);
    expect(mine.code).toBe(200);
    expect(mine.data!.userInfo.changePasswordDate).toBeGreaterThan(Date.now() - 60_000);
    expect((await loginRequest(s.app, 'zhoujie', DEMO_PASSWORD)).code).toBe(400);
    expect((await loginRequest(s.app, 'zhoujie', 'Newpass1!')).code).toBe(200);
  });
});

describe('SysConfig and updatePasswordMessage', () => {
  it('gives every user the password policy and only administrators the rest', async () => {
    const user = await call<Record<string, unknown>>(s.app, 'GET', '/api/system/SysConfig', { token: await login(s.app, 'yangmin') });
    expect(user.data).toMatchObject({ passwordStrengthLimit: 0, passwordLengthMinNumber: 6, containsNumbers: 1,
      mandatoryModificationOfInitialPassword: 0, sysName: 'Loom' });
    expect(user.data).not.toHaveProperty('singleLogin');
    expect(user.data).not.toHaveProperty('passwordErrorsNumber');
    const admin = await call<Record<string, unknown>>(s.app, 'GET', '/api/system/SysConfig', { token: await login(s.app, 'admin') });
    expect(admin.data).toMatchObject({ singleLogin: 0, passwordErrorsNumber: 5, passwordLengthMinNumber: 6 });
    expect((await call(s.app, 'GET', '/api/system/SysConfig')).code).toBe(602);
  });

  it('asks for the forced change only when never changed and the setting is 1', async () => {
    const token = await login(s.app, 'chenjing');
    const ask = async () => (await call<{ show: boolean }>(s.app, 'POST', '/api/oauth/updatePasswordMessage', { token })).data!.show;
    expect(await ask()).toBe(false);
    await s.app.loom.db.updateTable('sysConfig').set({ configValue: '1' })
      .where('configKey', '=', 'mandatoryModificationOfInitialPassword').execute();
    expect(await ask()).toBe(true);
    const code = await captcha('pw5');
    const res = await call(s.app, 'POST', `${CURRENT}/Actions/ModifyPassword`, { token, headers: { cookie }, body: {
      oldPassword: md5(DEMO_PASSWORD), password: md5('Another1'), code, timestamp: 'pw5' } });
    expect(res.code).toBe(200);
    expect(await ask()).toBe(false);
  });
});
