/**
 * 权限授权 (issue 11 items 3 and 4): a role's grants read as a tree and saved in one go; the change shows in the
 * role's users' CurrentUser at their next request; unknown items are refused with nothing stored; a role granted
 * 菜单管理 with some of its buttons gets exactly those calls; column settings; the user's own grants; the seed
 * leaves a revoked grant revoked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '../../src/engine/types';
import { seed } from '../../src/server/db/seed';
import { ADMIN_PASSWORD, call, login, startServer, type TestServer } from './helpers';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer({ listen: false });
  admin = await login(s.app, 'admin');
});
afterAll(async () => { await s?.close(); });

interface Grants { systemIds: string[]; module: string[]; button: string[]; column: string[]; form: string[] }
interface Node { id: string; type: string; children: Node[] }

const grantsOf = async (roleId: string) =>
  (await call<Grants & { list: Node[] }>(s.app, 'GET', `/api/permission/Authority/Data/${roleId}?objectType=Role`,
    { token: admin })).data!;
/** What a save sends back of a role's grants (the body refuses keys it does not know, such as the tree). */
async function heldBy(roleId: string): Promise<Grants> {
  const { systemIds, module, button, column, form } = await grantsOf(roleId);
  return { systemIds, module, button, column, form };
}
const save = (roleId: string, body: Partial<Grants>, token = admin) =>
  call(s.app, 'PUT', `/api/permission/Authority/Data/${roleId}`, { token, body: { objectType: 'Role', ...body } });
const flat = (nodes: MenuItem[]): string[] => nodes.flatMap((n) => [n.id, ...flat(n.children ?? [])]);
async function menusOf(account: string) {
  const res = await call<{ menuList: MenuItem[] }>(s.app, 'GET', '/api/oauth/CurrentUser', { token: await login(s.app, account) });
  return flat(res.data!.menuList);
}

describe('Authority Data', () => {
  it('answers every system, menu and item as one tree with what the role holds', async () => {
    const data = await grantsOf('role-purchase');
    expect(data.list.map((n) => [n.id, n.type])).toEqual([['sys-main', 'system'], ['sys-trace', 'system']]);
    const purchase = data.list[0].children.find((n) => n.id === 'm-purchase')!;
    const supplier = purchase.children.find((n) => n.id === 'm-supplier')!;
    expect(new Set(supplier.children.map((n) => n.type))).toEqual(new Set(['button', 'column', 'form']));
    expect(data.systemIds).toEqual(['sys-main']);
    expect(data.module).toEqual(expect.arrayContaining(['m-home', 'm-supplier', 'm-order']));
    expect(data.button).toContain('m-supplier:button:btn_add');
    expect(data.button).not.toContain('m-supplier:button:btn_remove');
    expect(data.column).not.toContain('m-order:column:selectField104');
  });

  it('shows a new grant in the user\'s next CurrentUser, with the directory above it, and takes it away again', async () => {
    expect(await menusOf('liuyang')).not.toContain('m-supplier');
    const before = await heldBy('role-staff');
    expect((await save('role-staff', { ...before, module: [...before.module, 'm-supplier'] })).code).toBe(200);
    const after = await menusOf('liuyang');
    expect(after).toEqual(expect.arrayContaining(['m-purchase', 'm-supplier']));
    expect((await grantsOf('role-staff')).module).toEqual(expect.arrayContaining(['m-purchase', 'm-supplier']));
    expect((await save('role-staff', before)).code).toBe(200);
    expect(await menusOf('liuyang')).not.toContain('m-supplier');
  });

  it('takes a disabled menu out of CurrentUser at the next request, and gives it back when enabled', async () => {
    expect(await menusOf('liuyang')).toContain('m-report');
    expect((await call(s.app, 'PUT', '/api/system/Menu/m-report/Actions/State', { token: admin })).code).toBe(200);
    expect(await menusOf('liuyang')).not.toContain('m-report');
    expect((await call(s.app, 'PUT', '/api/system/Menu/m-report/Actions/State', { token: admin })).code).toBe(200);
    expect(await menusOf('liuyang')).toContain('m-report');
  });

  it('takes a role\'s menus away from its users when the role loses them', async () => {
    expect(await menusOf('zhoujie')).toContain('m-order');
    const before = await heldBy('role-purchase');
    expect((await save('role-purchase', { module: ['m-home'] })).code).toBe(200);
    expect(await menusOf('zhoujie')).toEqual(['m-home']);
    expect((await save('role-purchase', before)).code).toBe(200);
    expect(await menusOf('zhoujie')).toContain('m-order');
  });

  it('drops a directory and a system left with nothing granted below them; a page stays granted without buttons', async () => {
    const before = await heldBy('role-staff');
    // The tree's unticking of 药品查询 and 质量追溯平台, the last of 外部链接: the directory goes with them.
    const res = await save('role-staff', { ...before,
      module: before.module.filter((m) => m !== 'm-link-pharmacopoeia' && m !== 'm-link-trace') });
    expect(res.code).toBe(200);
    const after = await heldBy('role-staff');
    expect(after.module).not.toContain('m-links');
    expect(after.module).toEqual(expect.arrayContaining(['m-home', 'm-report', 'm-basic']));
    expect(await menusOf('liuyang')).not.toContain('m-links');
    // A system whose menus are all ungranted goes too; a directory sent alone with nothing below it is not stored.
    expect((await save('role-staff', { systemIds: ['sys-main', 'sys-trace'], module: ['m-purchase', 'm-home'] })).code)
      .toBe(200);
    expect(await heldBy('role-staff')).toMatchObject({ systemIds: ['sys-main'], module: ['m-home'] });
    // A button brings its page, the page its directory and system; the page keeps no button it was not given.
    expect((await save('role-staff', { button: ['m-supplier:button:btn_add'] })).code).toBe(200);
    const granted = await heldBy('role-staff');
    expect(new Set(granted.module)).toEqual(new Set(['m-supplier', 'm-purchase']));
    expect(granted).toMatchObject({ systemIds: ['sys-main'], button: ['m-supplier:button:btn_add'] });
    expect((await save('role-staff', { module: ['m-supplier'] })).code).toBe(200);
    expect(await heldBy('role-staff')).toMatchObject({ systemIds: ['sys-main'], button: [] });
    expect(new Set((await heldBy('role-staff')).module)).toEqual(new Set(['m-supplier', 'm-purchase']));
    // The tree marks what is held only through its children.
    const tree = (await grantsOf('role-staff')).list as (Node & { container: boolean })[];
    const main = tree.find((n) => n.id === 'sys-main')!;
    const purchase = main.children.find((n) => n.id === 'm-purchase') as Node & { container: boolean };
    const supplier = purchase.children.find((n) => n.id === 'm-supplier') as Node & { container: boolean };
    expect([main.container, purchase.container, supplier.container]).toEqual([true, true, false]);
    expect((await save('role-staff', before)).code).toBe(200);
  });

  it('refuses an item that does not exist and stores nothing of that save', async () => {
    const before = await heldBy('role-staff');
    const res = await save('role-staff', { module: ['m-supplier'], button: ['no-such-button'] });
    expect(res).toMatchObject({ code: 400, msg: '授权项button中有不存在的数据：no-such-button' });
    expect(await heldBy('role-staff')).toEqual(before);
    expect((await save('no-such-role', { module: [] })).code).toBe(404);
    expect((await call(s.app, 'PUT', '/api/permission/Authority/Data/role-staff', { token: admin,
      body: { objectType: 'User', module: [] } })).code).toBe(400);
  });

  it('gives a role granted 菜单管理 with only 编辑 exactly that: edit yes, add and 权限授权 no', async () => {
    await s.app.loom.db.insertInto('userRelation').values({ id: 'user-yangmin:Role:role-trace', userId: 'user-yangmin',
      objectType: 'Role', objectId: 'role-trace', sortCode: 5 }).execute();
    const trace = await heldBy('role-trace');
    expect((await save('role-trace', { ...trace, module: [...trace.module, 'm-sys-menu'],
      button: [...trace.button, 'm-sys-menu:button:btn_edit'] })).code).toBe(200);
    const menus = await menusOf('yangmin');
    expect(menus).toEqual(expect.arrayContaining(['m-system', 'm-sys-menu']));
    expect(menus).not.toContain('m-sys-user');
    const yangmin = await login(s.app, 'yangmin'); // single sign-in: the token menusOf used is replaced now
    const menu = await call<Record<string, unknown>>(s.app, 'GET', '/api/system/Menu/m-report', { token: yangmin });
    expect(menu.code).toBe(200);
    const body = { systemId: 'sys-main', parentId: 'm-basic', type: 5, fullName: '采购报表', enCode: 'basicData.purchaseReport',
      urlAddress: 'basicData/purchaseReport', sortCode: 3 };
    expect((await call(s.app, 'PUT', '/api/system/Menu/m-report', { token: yangmin, body })).code).toBe(200);
    expect((await call(s.app, 'POST', '/api/system/Menu', { token: yangmin,
      body: { ...body, enCode: 'another.report' } })).code).toBe(403);
    expect((await save('role-trace', { module: ['m-sys-authorize'] }, yangmin)).code).toBe(403);
    expect((await call(s.app, 'GET', '/api/permission/Authority/Data/role-trace', { token: yangmin })).code).toBe(403);
  });
});

describe('the signed-in user\'s own grants', () => {
  it('answers 刘洋 his menus and their items, and nothing of 系统管理', async () => {
    const res = await call<{ module: { id: string; children: { id: string }[] }[]; button: { id: string }[];
      column: unknown[]; form: unknown[] }>(s.app, 'GET', '/api/permission/Users/Current/Authorize',
      { token: await login(s.app, 'liuyang') });
    expect(res.code).toBe(200);
    expect(res.data!.module.map((s) => s.id)).toEqual(['sys-main']);
    expect(res.data!.module[0].children.map((m) => m.id)).toEqual(['m-home', 'm-basic', 'm-links']);
    expect(res.data!.button.map((m) => m.id).filter((id) => id.startsWith('m-sys'))).toEqual([]);
  });
});

describe('column settings', () => {
  it('stores a menu\'s column settings for its users; refuses bad lists and users without the menu', async () => {
    const empty = await call<unknown[]>(s.app, 'GET', '/api/permission/Authority/GetColumnsByModuleId/m-order', { token: admin });
    expect(empty).toMatchObject({ code: 200, data: [] });
    const fieldList = JSON.stringify([{ field: 'selectField104', visible: false }]);
    expect((await call(s.app, 'PUT', '/api/permission/Authority/SetColumnsByModuleId', { token: admin,
      body: { moduleId: 'm-order', fieldList } })).code).toBe(200);
    const wangfang = await login(s.app, 'wangfang');
    expect((await call(s.app, 'GET', '/api/permission/Authority/GetColumnsByModuleId/m-order', { token: wangfang })).data)
      .toEqual([{ field: 'selectField104', visible: false }]);
    const liuyang = await login(s.app, 'liuyang');
    expect((await call(s.app, 'GET', '/api/permission/Authority/GetColumnsByModuleId/m-order', { token: liuyang })).code)
      .toBe(403);
    expect((await call(s.app, 'PUT', '/api/permission/Authority/SetColumnsByModuleId/m-order', { token: wangfang,
      body: { fieldList } })).code).toBe(403);
    expect(await call(s.app, 'PUT', '/api/permission/Authority/SetColumnsByModuleId/m-order', { token: admin,
      body: { fieldList: '{"a":1}' } })).toMatchObject({ code: 400, msg: '参数fieldList必须是JSON数组字符串' });
    expect((await call(s.app, 'GET', '/api/permission/Authority/GetColumnsByModuleId/nope', { token: admin })).code).toBe(404);
  });
});

describe('the seed on a later start', () => {
  it('leaves a grant the administrator revoked revoked', async () => {
    const sysadmin = await heldBy('role-sysadmin');
    expect(sysadmin.module).toContain('m-sys-config');
    // As the tree unticks a page: with its items (a granted item would bring its page back).
    const mine = (ids: string[]) => ids.filter((id) => !id.startsWith('m-sys-config:'));
    const revoked = { ...sysadmin, module: sysadmin.module.filter((m) => m !== 'm-sys-config'),
      button: mine(sysadmin.button), column: mine(sysadmin.column), form: mine(sysadmin.form) };
    expect((await save('role-sysadmin', revoked)).code).toBe(200);
    await seed(s.app.loom.db, { adminPassword: ADMIN_PASSWORD, bcryptRounds: 4 });
    expect((await grantsOf('role-sysadmin')).module).not.toContain('m-sys-config');
    expect((await grantsOf('role-manager')).module).not.toContain('m-system');
  });
});
