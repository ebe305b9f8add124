/**
 * 菜单管理 (issue 11 items 2 and 3): the seeded 系统管理 menu and who holds it, systems, menus of every type and
 * their buttons, columns and form fields: saved, listed as a tree, refused when they would break the tree or reuse a
 * code, and refused to users the grants do not allow.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '../../src/engine/types';
import { call, login, startServer, type TestServer } from './helpers';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer({ listen: false });
  admin = await login(s.app, 'admin');
});
afterAll(async () => { await s?.close(); });

const SYSTEM_CHILDREN = ['m-sys-organize', 'm-sys-position', 'm-sys-role', 'm-sys-group', 'm-sys-user', 'm-sys-menu',
  'm-sys-authorize', 'm-sys-config', 'm-sys-dictionary', 'm-sys-billRule', 'm-sys-area', 'm-sys-printDev',
  'm-sys-messageTemplate', 'm-sys-notice', 'm-sys-dataInterface'];

async function menusOf(token: string) {
  const res = await call<{ menuList: MenuItem[]; permissionList: { modelId: string; button: { enCode: string }[] }[] }>(
    s.app, 'GET', '/api/oauth/CurrentUser', { token });
  return res.data!;
}

/** Gives a demo user the role 系统管理员 (as 用户管理 would). */
async function makeSysadmin(userId: string) {
  await s.app.loom.db.insertInto('userRelation').values({ id: `${userId}:Role:role-sysadmin`, userId,
    objectType: 'Role', objectId: 'role-sysadmin', sortCode: 9 }).execute();
}

describe('the seeded 系统管理 menu', () => {
  it('shows the administrator 系统管理 with its screens, each with the standard buttons', async () => {
    const data = await menusOf(admin);
    const system = data.menuList.find((m) => m.id === 'm-system')!;
    expect(system).toMatchObject({ fullName: '系统管理', enCode: 'system', type: 1 });
    expect(system.children!.map((c) => c.id)).toEqual(SYSTEM_CHILDREN);
    expect(system.children!.map((c) => c.urlAddress)).toEqual(['permission/organize', 'permission/position',
      'permission/role', 'permission/group', 'permission/user', 'system/menu', 'permission/authorize', 'system/sysConfig',
      'system/dictionary', 'system/billRule', 'system/area', 'system/printDev', 'system/messageTemplate',
      'system/notice', 'system/dataInterface']);
    const user = data.permissionList.find((p) => p.modelId === 'm-sys-user')!;
    expect(user.button.map((b) => b.enCode)).toEqual(expect.arrayContaining(['btn_add', 'btn_edit', 'btn_remove', 'btn_detail',
      'btn_download', 'btn_upload']));
  });

  it('gives 系统管理 to a holder of the role 系统管理员 but not to management (张伟) nor to staff', async () => {
    await makeSysadmin('user-chenjing');
    const chenjing = await menusOf(await login(s.app, 'chenjing'));
    expect(chenjing.menuList.find((m) => m.id === 'm-system')!.children!.map((c) => c.id)).toEqual(SYSTEM_CHILDREN);
    expect(chenjing.permissionList.find((p) => p.modelId === 'm-sys-authorize')!.button.map((b) => b.enCode))
      .toContain('btn_authorize');
    // A code a screen document names (用户管理's 重置密码) is a button of its menu, granted to 系统管理员.
    expect(chenjing.permissionList.find((p) => p.modelId === 'm-sys-user')!.button.map((b) => b.enCode))
      .toContain('btn_resetPassword');
    const zhangwei = await menusOf(await login(s.app, 'zhangwei'));
    expect(zhangwei.menuList.map((m) => m.id)).toEqual(['m-home', 'm-purchase', 'm-basic', 'm-links']);
    expect(zhangwei.permissionList.map((p) => p.modelId).filter((id) => id.startsWith('m-sys'))).toEqual([]);
    const liuyang = await menusOf(await login(s.app, 'liuyang'));
    expect(liuyang.menuList.map((m) => m.id)).not.toContain('m-system');
  });

  it('refuses 菜单管理 calls to management and staff, and answers them for a 系统管理员 holder', async () => {
    for (const account of ['zhangwei', 'liuyang']) {
      const token = await login(s.app, account);
      expect((await call(s.app, 'GET', '/api/system/Menu?systemId=sys-main', { token })).code).toBe(403);
      expect((await call(s.app, 'POST', '/api/system/System', { token, body: { fullName: 'x', enCode: 'x' } })).code)
        .toBe(403);
    }
    const chenjing = await login(s.app, 'chenjing');
    expect((await call(s.app, 'GET', '/api/system/Menu?systemId=sys-main', { token: chenjing })).code).toBe(200);
  });
});

describe('systems', () => {
  it('creates, lists, edits and deletes a system; refuses a taken code and the main system', async () => {
    const created = await call<{ id: string }>(s.app, 'POST', '/api/system/System', { token: admin,
      body: { fullName: '仓储系统', enCode: 'warehouse', icon: 'InboxOutlined', sortCode: 5 } });
    expect(created.code).toBe(200);
    const id = created.data!.id;
    const list = await call<{ list: { id: string; enabledMark: number; isMain: boolean }[] }>(s.app, 'GET',
      '/api/system/System?keyword=仓储', { token: admin });
    expect(list.data!.list).toEqual([expect.objectContaining({ id, enabledMark: 1, isMain: false })]);

    const dup = await call(s.app, 'POST', '/api/system/System', { token: admin, body: { fullName: '另一个', enCode: 'MAIN' } });
    expect(dup).toMatchObject({ code: 400, msg: '编码已存在' });
    expect((await call(s.app, 'POST', '/api/system/System', { token: admin, lang: 'en',
      body: { fullName: 'x', enCode: 'trace' } })).msg).toBe('The code is already taken');

    expect((await call(s.app, 'PUT', `/api/system/System/${id}`, { token: admin,
      body: { fullName: '仓储平台', enCode: 'warehouse', enabledMark: 0 } })).code).toBe(200);
    expect((await call<{ fullName: string; enabledMark: number }>(s.app, 'GET', `/api/system/System/${id}`, { token: admin }))
      .data).toMatchObject({ fullName: '仓储平台', enabledMark: 0 });

    expect(await call(s.app, 'DELETE', '/api/system/System/sys-main', { token: admin }))
      .toMatchObject({ code: 400, msg: '主系统不能删除或禁用' });
    expect((await call(s.app, 'PUT', '/api/system/System/sys-main/Actions/State', { token: admin })).code).toBe(400);
    expect(await call(s.app, 'DELETE', '/api/system/System/sys-trace', { token: admin }))
      .toMatchObject({ code: 400, msg: '该系统下有菜单，不能删除' });
    expect((await call(s.app, 'DELETE', `/api/system/System/${id}`, { token: admin })).code).toBe(200);
    expect((await call(s.app, 'GET', `/api/system/System/${id}`, { token: admin })).code).toBe(404);
  });
});

describe('menus', () => {
  const body = (extra: Record<string, unknown>) => ({ systemId: 'sys-main', parentId: 'm-system', type: 2,
    fullName: '日志管理', enCode: 'system.log', urlAddress: 'system/log', ...extra });

  it('adds a menu under 系统管理 that the tree then shows, and the administrator sees at once', async () => {
    const created = await call<{ id: string }>(s.app, 'POST', '/api/system/Menu', { token: admin, body: body({}) });
    expect(created.code).toBe(200);
    const tree = await call<{ list: { id: string; children: { id: string; enCode: string }[] }[] }>(s.app, 'GET',
      '/api/system/Menu?systemId=sys-main', { token: admin });
    const system = tree.data!.list.find((m) => m.id === 'm-system')!;
    expect(system.children.map((c) => c.enCode)).toContain('system.log');
    const found = await call<{ list: { id: string; children: { id: string }[] }[] }>(s.app, 'GET',
      '/api/system/Menu?systemId=sys-main&keyword=日志', { token: admin });
    expect(found.data!.list.map((m) => m.id)).toEqual(['m-system']);
    expect(found.data!.list[0].children.map((c) => c.id)).toEqual([created.data!.id]);
    const mine = await menusOf(admin);
    expect(mine.menuList.find((m) => m.id === 'm-system')!.children!.map((c) => c.id)).toContain(created.data!.id);
    await call(s.app, 'DELETE', `/api/system/Menu/${created.data!.id}`, { token: admin });
  });

  it('refuses a taken code, a parent in another system, a parent under itself and bad properties', async () => {
    expect(await call(s.app, 'POST', '/api/system/Menu', { token: admin, body: body({ enCode: 'permission.user' }) }))
      .toMatchObject({ code: 400, msg: '编码已存在' });
    expect(await call(s.app, 'POST', '/api/system/Menu', { token: admin, body: body({ parentId: 'm-trace-board' }) }))
      .toMatchObject({ code: 400, msg: '上级菜单不存在或不属于该系统' });
    expect(await call(s.app, 'PUT', '/api/system/Menu/m-system', { token: admin, body: body({ parentId: 'm-sys-user',
      fullName: '系统管理', enCode: 'system', type: 1 }) })).toMatchObject({ code: 400, msg: '上级菜单不能是自己或自己的下级' });
    expect(await call(s.app, 'POST', '/api/system/Menu', { token: admin, body: body({ propertyJson: '[1]' }) }))
      .toMatchObject({ code: 400, msg: '扩展属性propertyJson必须是JSON对象' });
    expect((await call(s.app, 'POST', '/api/system/Menu', { token: admin, body: body({ type: 9 }) })).code).toBe(400);
    expect((await call(s.app, 'POST', '/api/system/Menu', { token: admin, body: body({ systemId: 'nope' }) })).code).toBe(400);
    expect(await call(s.app, 'DELETE', '/api/system/Menu/m-system', { token: admin }))
      .toMatchObject({ code: 400, msg: '该菜单下有子菜单，不能删除' });
    expect((await call(s.app, 'GET', '/api/system/Menu/m-system', { token: admin })).code).toBe(200);
  });

  it('moves the sub-menus with a directory that changes system', async () => {
    const dir = await call<{ id: string }>(s.app, 'POST', '/api/system/Menu', { token: admin,
      body: body({ parentId: '-1', type: 1, fullName: '目录', enCode: 'dir.move' }) });
    const leaf = await call<{ id: string }>(s.app, 'POST', '/api/system/Menu', { token: admin,
      body: body({ parentId: dir.data!.id, fullName: '页面', enCode: 'dir.move.page' }) });
    expect((await call(s.app, 'PUT', `/api/system/Menu/${dir.data!.id}`, { token: admin,
      body: body({ systemId: 'sys-trace', parentId: '-1', type: 1, fullName: '目录', enCode: 'dir.move' }) })).code).toBe(200);
    const moved = await call<{ systemId: string }>(s.app, 'GET', `/api/system/Menu/${leaf.data!.id}`, { token: admin });
    expect(moved.data!.systemId).toBe('sys-trace');
  });

  it('offers every system with its menus to pickers', async () => {
    const res = await call<{ list: { id: string; type: number; children: { id: string }[] }[] }>(s.app, 'GET',
      '/api/system/Menu/Selector', { token: admin });
    expect(res.data!.list.map((n) => [n.id, n.type])).toEqual([['sys-main', 0], ['sys-trace', 0]]);
    expect(res.data!.list[0].children.map((c) => c.id)).toContain('m-system');
  });
});

describe('buttons, columns and form fields of a menu', () => {
  it('adds, lists, edits and deletes a button; a code is unique within its menu', async () => {
    const created = await call<{ id: string }>(s.app, 'POST', '/api/system/ModuleButton', { token: admin,
      body: { moduleId: 'm-sys-user', fullName: '导出', enCode: 'btn_export', sortCode: 9 } });
    expect(created.code).toBe(200);
    const list = await call<{ list: { enCode: string }[] }>(s.app, 'GET', '/api/system/ModuleButton?moduleId=m-sys-user',
      { token: admin });
    expect(list.data!.list.map((b) => b.enCode)).toEqual(expect.arrayContaining(['btn_add', 'btn_export']));
    expect(await call(s.app, 'POST', '/api/system/ModuleButton', { token: admin,
      body: { moduleId: 'm-sys-user', fullName: '再导出', enCode: 'btn_export' } })).toMatchObject({ code: 400, msg: '编码已存在' });
    expect((await call(s.app, 'POST', '/api/system/ModuleButton', { token: admin,
      body: { moduleId: 'm-sys-role', fullName: '导出', enCode: 'btn_export' } })).code).toBe(200);
    expect((await call(s.app, 'PUT', `/api/system/ModuleButton/${created.data!.id}`, { token: admin,
      body: { moduleId: 'm-sys-user', fullName: '导出用户', enCode: 'btn_export' } })).code).toBe(200);
    expect((await call<{ fullName: string }>(s.app, 'GET', `/api/system/ModuleButton/${created.data!.id}`, { token: admin }))
      .data!.fullName).toBe('导出用户');
    expect((await call(s.app, 'DELETE', `/api/system/ModuleButton/${created.data!.id}`, { token: admin })).code).toBe(200);
    expect((await call(s.app, 'GET', `/api/system/ModuleButton/${created.data!.id}`, { token: admin })).code).toBe(404);
  });

  it('lists the columns and form fields the seed took from a generated form', async () => {
    const columns = await call<{ list: { enCode: string }[] }>(s.app, 'GET', '/api/system/ModuleColumn?moduleId=m-order',
      { token: admin });
    expect(columns.data!.list.map((c) => c.enCode)).toContain('selectField104');
    const fields = await call<{ list: { enCode: string }[] }>(s.app, 'GET', '/api/system/ModuleForm?moduleId=m-order',
      { token: admin });
    expect(fields.data!.list.map((c) => c.enCode)).toContain('tableField105-numInputField108');
    expect((await call(s.app, 'POST', '/api/system/ModuleColumn', { token: admin,
      body: { moduleId: 'no-such-menu', fullName: 'x', enCode: 'x' } })).code).toBe(400);
  });

  it('deletes a menu with its items and every grant of them', async () => {
    const menu = await call<{ id: string }>(s.app, 'POST', '/api/system/Menu', { token: admin, body: { systemId: 'sys-main',
      parentId: '-1', type: 2, fullName: '临时', enCode: 'temp.page', urlAddress: 'temp/page' } });
    const button = await call<{ id: string }>(s.app, 'POST', '/api/system/ModuleButton', { token: admin,
      body: { moduleId: menu.data!.id, fullName: '新增', enCode: 'btn_add' } });
    const grant = await call(s.app, 'PUT', '/api/permission/Authority/Data/role-staff', { token: admin, body: {
      objectType: 'Role', module: ['m-home', menu.data!.id], button: [button.data!.id] } });
    expect(grant.code).toBe(200);
    expect((await call(s.app, 'DELETE', `/api/system/Menu/${menu.data!.id}`, { token: admin })).code).toBe(200);
    const left = await s.app.loom.db.selectFrom('authorize').select('itemId')
      .where('itemId', 'in', [menu.data!.id, button.data!.id]).execute();
    expect(left).toEqual([]);
    expect(await s.app.loom.db.selectFrom('moduleButton').select('id').where('moduleId', '=', menu.data!.id).execute())
      .toEqual([]);
  });

  it('fills a form menu\'s missing columns and form fields from its form, once, and refuses other menus', async () => {
    const column = await s.app.loom.db.selectFrom('moduleColumn').select('id').where('moduleId', '=', 'm-supplier')
      .orderBy('sortCode').executeTakeFirstOrThrow();
    expect((await call(s.app, 'DELETE', `/api/system/ModuleColumn/${column.id}`, { token: admin })).code).toBe(200);
    const first = await call(s.app, 'POST', '/api/system/Menu/m-supplier/Actions/SyncParts', { token: admin });
    expect(first).toMatchObject({ code: 200, data: { button: 0, column: 1, form: 0 } });
    expect((await call(s.app, 'POST', '/api/system/Menu/m-supplier/Actions/SyncParts', { token: admin })).data)
      .toEqual({ button: 0, column: 0, form: 0 });
    expect(await call(s.app, 'POST', '/api/system/Menu/m-home/Actions/SyncParts', { token: admin }))
      .toMatchObject({ code: 400, msg: '该菜单不是功能表单菜单，或其表单不存在' });
  });
});
