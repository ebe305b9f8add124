/**
 * CurrentUser is kept built between requests (modules/oauth/currentUserCache.ts), yet a change shows at the user's
 * next request on every instance: two servers share one store (the same SQLite file, or one PostgreSQL database),
 * the user keeps one token throughout, and each change is made through the other server or straight in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CurrentUserData, MenuItem } from '../../src/engine/types';
import { buildApp } from '../../src/server/app';
import { call, login, startServer, type TestServer } from './helpers';

let s: TestServer;
let other: FastifyInstance;
let admin: string;
let staff: string;
beforeAll(async () => {
  s = await startServer({ listen: false });
  // The second instance opens the first one's store (its SQLite file or its PostgreSQL database), seeded already.
  other = await buildApp({ ...s.app.loom.config, seed: false });
  admin = await login(s.app, 'admin');
  staff = await login(s.app, 'liuyang');
});
afterAll(async () => {
  await other?.close();
  await s?.close();
});

const flat = (nodes: MenuItem[]): string[] => nodes.flatMap((n) => [n.id, ...flat(n.children ?? [])]);
async function currentUser(app: FastifyInstance, token = staff) {
  const res = await call<CurrentUserData>(app, 'GET', '/api/oauth/CurrentUser', { token });
  expect(res.code).toBe(200);
  return res.data!;
}
/** Asks both instances twice, so each has the answer kept before the change. */
async function warm() {
  for (const app of [s.app, other, s.app, other]) await currentUser(app);
}

describe('CurrentUser kept between requests', () => {
  it('answers the same document from the cache and from a fresh build, in the request\'s language', async () => {
    const first = await call<CurrentUserData>(s.app, 'GET', '/api/oauth/CurrentUser', { token: staff });
    const again = await call<CurrentUserData>(s.app, 'GET', '/api/oauth/CurrentUser', { token: staff });
    expect(again.text).toBe(first.text);
    const en = await call(s.app, 'GET', '/api/oauth/CurrentUser', { token: staff, lang: 'en' });
    expect(en.msg).not.toBe(first.msg);
    expect(en.data).toEqual(first.data);
  });

  it('shows a grant made on one instance at the next request on both', async () => {
    await warm();
    expect(flat((await currentUser(other)).menuList)).not.toContain('m-supplier');
    const grants = (await call<Record<string, string[]>>(other, 'GET',
      '/api/permission/Authority/Data/role-staff?objectType=Role', { token: admin })).data!;
    const { systemIds, module, button, column, form } = grants;
    const saved = await call(other, 'PUT', '/api/permission/Authority/Data/role-staff', { token: admin,
      body: { objectType: 'Role', systemIds, module: [...module, 'm-supplier'], button, column, form } });
    expect(saved.code).toBe(200);
    for (const app of [s.app, other]) expect(flat((await currentUser(app)).menuList)).toContain('m-supplier');
    expect((await currentUser(s.app)).permissionList.map((p) => p.modelId)).toContain('m-supplier');
  });

  it('shows organisation, position, role, menu and system config changes written straight to the store', async () => {
    const { db } = s.app.loom;
    const changes: [() => Promise<unknown>, (d: CurrentUserData) => unknown, unknown][] = [
      [() => db.updateTable('organize').set({ fullName: '质量部 改' }).where('id', '=', 'dep-quality').execute(),
        (d) => d.userInfo.departmentName, '质量部 改'],
      [() => db.updateTable('position').set({ fullName: '检验员 改' }).where('id', '=', 'pos-inspector').execute(),
        (d) => d.userInfo.positionName, '检验员 改'],
      [() => db.updateTable('role').set({ fullName: '员工 改' }).where('id', '=', 'role-staff').execute(),
        (d) => d.userInfo.roleName, '员工 改'],
      [() => db.updateTable('module').set({ fullName: '首页 改' }).where('id', '=', 'm-home').execute(),
        (d) => flat(d.menuList).length && JSON.stringify(d.menuList).includes('首页 改'), true],
      [() => db.updateTable('sysConfig').set({ configValue: JSON.stringify('改名系统') })
        .where('configKey', '=', 'sysName').execute(), (d) => d.sysConfigInfo.sysName, '改名系统'],
    ];
    for (const [write, read, expected] of changes) {
      await warm();
      expect(read(await currentUser(other))).not.toEqual(expected);
      await write();
      for (const app of [other, s.app]) expect(read(await currentUser(app))).toEqual(expected);
    }
  });

  it('shows the user\'s own settings and a later login at the next request on the other instance', async () => {
    await warm();
    const theme = await call(s.app, 'PUT', '/api/permission/Users/Current/SystemTheme',
      { token: staff, body: { theme: 'plain' } });
    expect(theme.code).toBe(200);
    expect((await currentUser(other)).userInfo.theme).toBe('plain');
    const before = (await currentUser(other)).userInfo;
    // A new login replaces the earlier session (single login): the user goes on with the new token.
    staff = await login(s.app, 'liuyang');
    const after = (await currentUser(other)).userInfo;
    expect(after.prevLoginTime).toBe(before.loginTime);
  });

  it('still ends a revoked session and a disabled user at once on the other instance', async () => {
    const ended = staff;
    await currentUser(other, ended);
    expect((await call(s.app, 'GET', '/api/oauth/Logout', { token: ended })).code).toBe(200);
    expect((await call(other, 'GET', '/api/oauth/CurrentUser', { token: ended })).code).toBe(600);

    staff = await login(s.app, 'liuyang');
    await warm();
    const off = await call(s.app, 'PUT', '/api/permission/Users/user-liuyang/Actions/State',
      { token: admin, body: { enabledMark: 0 } });
    expect(off.code).toBe(200);
    expect((await call(other, 'GET', '/api/oauth/CurrentUser', { token: staff })).code).not.toBe(200);
  });
});
