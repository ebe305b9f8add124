/**
 * User administration (/api/permission/Users, docs/api-contract.md "Users"): the 用户管理 screen's calls, its
 * refusals (duplicate account, the last administrator, one's own account) and what they do to sessions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5 } from '../../src/server/modules/oauth/password';
import { call, login, loginRequest, startServer, type TestServer } from './helpers';

interface Page<T> { list: T[]; pagination: { currentPage: number; pageSize: number; total: number } }
interface Row { id: string; account: string; realName: string; organizeId: string; organize: string; enabledMark: number }

let s: TestServer;
let admin: string;
let staff: string;
beforeAll(async () => {
  s = await startServer({ listen: false });
  admin = await login(s.app, 'admin');
  staff = await login(s.app, 'liuyang');
});
afterAll(async () => { await s?.close(); });

const U = '/api/permission/Users';
const newUser = (account: string, extra: Record<string, unknown> = {}) => ({
  account, realName: `测试${account}`, gender: 1, organizeId: 'dep-purchase', positionIds: ['pos-buyer'],
  roleIds: ['role-purchase'], groupIds: ['group-herb-buying'], mobilePhone: '13900000000', email: `${account}@x.example`,
  enabledMark: 1, sortCode: 5, description: '说明', ...extra });

async function create(account: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await call<{ id: string }>(s.app, 'POST', U, { token: admin, body: newUser(account, extra) });
  expect(res.code, res.msg).toBe(200);
  return res.data!.id;
}

describe('user administration CRUD', () => {
  it('lists users paged, by keyword and by the organisation tree (sub-organisations included)', async () => {
    const all = await call<Page<Row>>(s.app, 'GET', `${U}?currentPage=1&pageSize=3`, { token: admin });
    expect(all.code).toBe(200);
    expect(all.data!.list).toHaveLength(3);
    expect(all.data!.pagination).toMatchObject({ currentPage: 1, pageSize: 3 });
    expect(all.data!.pagination.total).toBeGreaterThanOrEqual(10);
    const buyers = await call<Page<Row>>(s.app, 'GET', `${U}?organizeId=dep-purchase&pageSize=50`, { token: admin });
    expect(buyers.data!.list.map((u) => u.account).sort()).toEqual(expect.arrayContaining(['lina', 'wangfang', 'zhoujie']));
    expect(buyers.data!.list.every((u) => u.organizeId === 'dep-purchase')).toBe(true);
    const company = await call<Page<Row>>(s.app, 'GET', `${U}?organizeId=org-hq&pageSize=50`, { token: admin });
    expect(company.data!.pagination.total).toBe(all.data!.pagination.total);
    const hit = await call<Page<Row>>(s.app, 'GET', `${U}?keyword=ZHOU`, { token: admin });
    expect(hit.data!.list.map((u) => u.account)).toEqual(['zhoujie']);
    expect(hit.data!.list[0].organize).toBe('岐元堂中药材有限公司/采购部');
  });

  it('creates a user with positions, roles and groups, who signs in with the initial password', async () => {
    const id = await create('newbuyer');
    const got = await call<Record<string, unknown>>(s.app, 'GET', `${U}/${id}`, { token: admin });
    expect(got.data).toMatchObject({ account: 'newbuyer', realName: '测试newbuyer', organizeId: 'dep-purchase',
      positionIds: ['pos-buyer'], roleIds: ['role-purchase'], groupIds: ['group-herb-buying'], enabledMark: 1,
      isAdministrator: 0, description: '说明' });
    expect(await loginRequest(s.app, 'newbuyer', '123456')).toMatchObject({ code: 200 });
  });

  it('updates a user and replaces their relations', async () => {
    const id = await create('editme');
    const res = await call(s.app, 'PUT', `${U}/${id}`, { token: admin,
      body: newUser('editme2', { realName: '改名', roleIds: ['role-staff', 'role-trace'], positionIds: [], groupIds: [] }) });
    expect(res.code, res.msg).toBe(200);
    const got = await call<Record<string, unknown>>(s.app, 'GET', `${U}/${id}`, { token: admin });
    expect(got.data).toMatchObject({ account: 'editme2', realName: '改名', roleIds: ['role-staff', 'role-trace'],
      positionIds: [], groupIds: [] });
  });

  it('refuses a duplicate account, ignoring case, and saves nothing', async () => {
    const before = await call<Page<Row>>(s.app, 'GET', U, { token: admin });
    for (const account of ['lina', 'LiNa']) {
      const res = await call(s.app, 'POST', U, { token: admin, body: newUser(account) });
      expect(res).toMatchObject({ code: 400, msg: '账户已存在' });
    }
    const en = await call(s.app, 'POST', U, { token: admin, body: newUser('lina'), lang: 'en' });
    expect(en.msg).toBe('The account already exists');
    const id = await create('renameclash');
    expect(await call(s.app, 'PUT', `${U}/${id}`, { token: admin, body: newUser('wangfang') }))
      .toMatchObject({ code: 400, msg: '账户已存在' });
    const after = await call<Page<Row>>(s.app, 'GET', U, { token: admin });
    expect(after.data!.pagination.total).toBe(before.data!.pagination.total + 1);
  });

  it('refuses unknown organisations, roles and bad fields, and saves nothing half', async () => {
    expect(await call(s.app, 'POST', U, { token: admin, body: newUser('x1', { organizeId: 'nope' }) }))
      .toMatchObject({ code: 400, msg: '所属组织不存在或已禁用' });
    expect(await call(s.app, 'POST', U, { token: admin, body: newUser('x1', { roleIds: ['role-staff', 'nope'] }) }))
      .toMatchObject({ code: 400, msg: '角色不存在' });
    expect((await call(s.app, 'POST', U, { token: admin, body: newUser('x1', { mobilePhone: '123' }) })).code).toBe(400);
    expect((await call(s.app, 'POST', U, { token: admin, body: { account: 'x1' } })).code).toBe(400);
    // The form has no isAdministrator: a body that tries to appoint one is refused, not quietly trimmed.
    expect(await call(s.app, 'POST', U, { token: admin, body: newUser('x1', { isAdministrator: 1 }) }))
      .toMatchObject({ code: 400 });
    const hit = await call<Page<Row>>(s.app, 'GET', `${U}?keyword=x1`, { token: admin });
    expect(hit.data!.list).toEqual([]);
  });

  it('deletes a user with their relations', async () => {
    const id = await create('deleteme');
    expect(await call(s.app, 'DELETE', `${U}/${id}`, { token: admin })).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await call(s.app, 'GET', `${U}/${id}`, { token: admin })).code).toBe(404);
    expect((await call(s.app, 'DELETE', `${U}/${id}`, { token: admin })).code).toBe(404);
    const cond = await call<Page<{ id: string }>>(s.app, 'POST', `${U}/UserCondition`, { token: admin,
      body: { roleIds: ['role-purchase'] } });
    expect(cond.data!.list.map((u) => u.id)).not.toContain(id);
  });

  it('is refused (403) to an ordinary user on every administration call', async () => {
    const calls: [('GET' | 'POST' | 'PUT' | 'DELETE'), string, unknown?][] = [
      ['GET', U], ['GET', `${U}/user-lina`], ['POST', U, newUser('sneaky')], ['PUT', `${U}/user-lina`, newUser('lina')],
      ['DELETE', `${U}/user-lina`], ['POST', `${U}/user-lina/Actions/ResetPassword`, { password: md5('x1y2z3') }],
      ['PUT', `${U}/user-lina/Actions/State`, { enabledMark: 0 }], ['PUT', `${U}/user-lina/Actions/unlock`],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(s.app, method, url, { token: staff, body });
      expect(res.code, `${method} ${url}`).toBe(403);
    }
    expect(await loginRequest(s.app, 'lina', '123456')).toMatchObject({ code: 200 });
  });
});

describe('sessions, passwords and the last administrator', () => {
  it('applies a change of roles at the user\'s next request, on the same session', async () => {
    const id = await create('promoted', { roleIds: ['role-staff'], positionIds: [], groupIds: [] });
    const token = await login(s.app, 'promoted');
    expect((await call(s.app, 'GET', U, { token })).code).toBe(403);
    const body = newUser('promoted', { roleIds: ['role-sysadmin'], positionIds: [], groupIds: [] });
    expect((await call(s.app, 'PUT', `${U}/${id}`, { token: admin, body })).code).toBe(200);
    expect((await call(s.app, 'GET', U, { token })).code).toBe(200);
    expect((await call(s.app, 'PUT', `${U}/${id}`, { token: admin, body: { ...body, roleIds: ['role-staff'] } })).code)
      .toBe(200);
    expect((await call(s.app, 'GET', U, { token })).code).toBe(403);
  });

  it('ends a disabled user\'s sessions at once and keeps them ended after re-enabling', async () => {
    const id = await create('disableme');
    const token = await login(s.app, 'disableme');
    expect((await call(s.app, 'GET', '/api/oauth/CurrentUser', { token })).code).toBe(200);
    const off = await call(s.app, 'PUT', `${U}/${id}/Actions/State`, { token: admin, body: { enabledMark: 0 } });
    expect(off).toMatchObject({ code: 200, msg: '禁用成功' });
    expect((await call(s.app, 'GET', '/api/oauth/CurrentUser', { token })).code).toBe(600);
    expect((await loginRequest(s.app, 'disableme', '123456')).code).not.toBe(200);
    expect(await call(s.app, 'PUT', `${U}/${id}/Actions/State`, { token: admin })).toMatchObject({ code: 200, msg: '启用成功' });
    expect((await call(s.app, 'GET', '/api/oauth/CurrentUser', { token })).code).toBe(600);
    expect(await loginRequest(s.app, 'disableme', '123456')).toMatchObject({ code: 200 });
  });

  it('ends the sessions of a user disabled through the edit form and of a deleted user', async () => {
    const a = await create('formdisable');
    const ta = await login(s.app, 'formdisable');
    expect((await call(s.app, 'PUT', `${U}/${a}`, { token: admin, body: newUser('formdisable', { enabledMark: 0 }) })).code)
      .toBe(200);
    expect((await call(s.app, 'GET', '/api/oauth/CurrentUser', { token: ta })).code).toBe(600);
    const b = await create('deletedsession');
    const tb = await login(s.app, 'deletedsession');
    expect((await call(s.app, 'DELETE', `${U}/${b}`, { token: admin })).code).toBe(200);
    expect([600, 602]).toContain((await call(s.app, 'GET', '/api/oauth/CurrentUser', { token: tb })).code);
  });

  it('resets a password: the old one stops working and, by policy, the user must change it', async () => {
    const id = await create('resetme');
    const token = await login(s.app, 'resetme');
    // The user changed the initial password once, so no change is forced any more.
    const changed = await call(s.app, 'POST', '/api/permission/Users/Current/Actions/ModifyPassword', { token,
      body: { oldPassword: md5('123456'), password: md5('abc123'), code: '', timestamp: '' } });
    expect(changed.code, changed.msg).toBe(200);
    expect((await call(s.app, 'PUT', '/api/system/SysConfig', { token: admin,
      body: { mandatoryModificationOfInitialPassword: 1 } })).code).toBe(200);
    const mine = await login(s.app, 'resetme', 'abc123');
    const before = await call<{ show: boolean }>(s.app, 'POST', '/api/oauth/updatePasswordMessage', { token: mine });
    expect(before.data!.show).toBe(false);

    expect(await call(s.app, 'POST', `${U}/${id}/Actions/ResetPassword`, { token: admin,
      body: { password: md5('xyz789'), validatePassword: md5('other1') } })).toMatchObject({ code: 400, msg: '两次密码输入不一致' });
    expect(await call(s.app, 'POST', `${U}/${id}/Actions/ResetPassword`, { token: admin,
      body: { password: md5('xyz789'), validatePassword: md5('xyz789') } })).toMatchObject({ code: 200, msg: '重置密码成功' });
    expect((await call(s.app, 'GET', '/api/oauth/CurrentUser', { token: mine })).code).toBe(600);
    expect((await loginRequest(s.app, 'resetme', 'abc123')).code).not.toBe(200);
    const fresh = await login(s.app, 'resetme', 'xyz789');
    const after = await call<{ show: boolean }>(s.app, 'POST', '/api/oauth/updatePasswordMessage', { token: fresh });
    expect(after.data!.show).toBe(true);
    const info = await call<{ userInfo: { changePasswordDate: number | null } }>(s.app, 'GET', '/api/oauth/CurrentUser',
      { token: fresh });
    expect(info.data!.userInfo.changePasswordDate).toBeNull();
    await call(s.app, 'PUT', '/api/system/SysConfig', { token: admin, body: { mandatoryModificationOfInitialPassword: 0 } });
  });

  it('never lets the last administrator be deleted or disabled, not even by themself', async () => {
    for (const lang of ['zh-CN', 'en']) {
      const del = await call(s.app, 'DELETE', `${U}/user-admin`, { token: admin, lang });
      expect(del.code).toBe(400);
    }
    expect(await call(s.app, 'PUT', `${U}/user-admin/Actions/State`, { token: admin, body: { enabledMark: 0 } }))
      .toMatchObject({ code: 400, msg: '不能禁用自己的账户' });
    const form = { account: 'admin', realName: '管理员', organizeId: 'dep-it', enabledMark: 0 };
    expect((await call(s.app, 'PUT', `${U}/user-admin`, { token: admin, body: form })).code).toBe(400);
    expect((await call(s.app, 'GET', '/api/oauth/CurrentUser', { token: admin })).code).toBe(200);
  });
});

describe('the administrator list and the last administrator', () => {
  it('lets a holder of the 系统管理员 role manage users but not touch an administrator\'s account', async () => {
    await create('sysop', { roleIds: ['role-sysadmin'], positionIds: [], groupIds: [] });
    const sysop = await login(s.app, 'sysop');
    const other = await create('managed');
    expect((await call(s.app, 'GET', U, { token: sysop })).code).toBe(200);
    expect((await call(s.app, 'POST', `${U}/${other}/Actions/ResetPassword`, { token: sysop,
      body: { password: md5('abc123') } })).code).toBe(200);
    const refused = '只有管理员可以修改管理员的账户';
    const form = { account: 'admin', realName: '管理员', organizeId: 'dep-it', enabledMark: 0 };
    for (const [method, url, body] of [['DELETE', `${U}/user-admin`], ['PUT', `${U}/user-admin`, form],
      ['PUT', `${U}/user-admin/Actions/State`, { enabledMark: 0 }], ['PUT', `${U}/user-admin/Actions/unlock`],
      ['POST', `${U}/user-admin/Actions/ResetPassword`, { password: md5('taken1') }]] as const) {
      expect(await call(s.app, method, url, { token: sysop, body }), `${method} ${url}`)
        .toMatchObject({ code: 403, msg: refused });
    }
    // Only an administrator appoints administrators, even with the 系统配置 menu.
    expect((await call(s.app, 'GET', '/api/system/SysConfig/getAdminList', { token: sysop })).code).toBe(200);
    expect((await call(s.app, 'PUT', '/api/system/SysConfig/setAdminList', { token: sysop,
      body: { adminIds: ['user-admin', 'user-sysop'] } })).code).toBe(403);
    expect((await call(s.app, 'GET', '/api/oauth/CurrentUser', { token: admin })).code).toBe(200);
    expect(await loginRequest(s.app, 'admin', 'admin123')).toMatchObject({ code: 200 });
    admin = await login(s.app, 'admin');
  });

  it('reads and sets the administrator list, never empty and never a disabled user', async () => {
    const list = async () => (await call<{ list: { id: string; fullName: string }[] }>(s.app, 'GET',
      '/api/system/SysConfig/getAdminList', { token: admin })).data!.list;
    expect(await list()).toEqual([expect.objectContaining({ id: 'user-admin', fullName: '管理员/admin' })]);
    const set = (adminIds: string[]) => call(s.app, 'PUT', '/api/system/SysConfig/setAdminList', { token: admin,
      body: { adminIds } });
    expect(await set([])).toMatchObject({ code: 400, msg: '管理员列表不能为空' });
    expect((await set(['user-zhaolei'])).code).toBe(400);
    expect((await set(['nobody'])).code).toBe(400);
    expect(await list()).toHaveLength(1);
    expect((await set(['user-admin', 'user-zhangwei'])).code).toBe(200);
    expect((await list()).map((u) => u.id).sort()).toEqual(['user-admin', 'user-zhangwei']);
    // With two administrators one may be disabled; the other then is the last.
    const zhang = await login(s.app, 'zhangwei');
    expect((await call(s.app, 'GET', U, { token: zhang })).code).toBe(200);
    expect((await call(s.app, 'PUT', `${U}/user-zhangwei/Actions/State`, { token: admin, body: { enabledMark: 0 } })).code)
      .toBe(200);
    expect((await call(s.app, 'GET', U, { token: zhang })).code).toBe(600);
    expect((await call(s.app, 'PUT', `${U}/user-zhangwei/Actions/State`, { token: admin, body: { enabledMark: 1 } })).code)
      .toBe(200);
    expect((await set(['user-admin'])).code).toBe(200);
    expect((await list()).map((u) => u.id)).toEqual(['user-admin']);
    expect((await call(s.app, 'GET', U, { token: await login(s.app, 'zhangwei') })).code).toBe(403);
  });

  it('leaves one enabled administrator when two administrators disable each other at once', async () => {
    const set = (adminIds: string[]) => call(s.app, 'PUT', '/api/system/SysConfig/setAdminList', { token: admin,
      body: { adminIds } });
    expect((await set(['user-admin', 'user-huangli'])).code).toBe(200);
    const huang = await login(s.app, 'huangli');
    const [a, b] = await Promise.all([
      call(s.app, 'PUT', `${U}/user-huangli/Actions/State`, { token: admin, body: { enabledMark: 0 } }),
      call(s.app, 'PUT', `${U}/user-admin/Actions/State`, { token: huang, body: { enabledMark: 0 } }),
    ]);
    expect([a.code, b.code].filter((c) => c === 200)).toHaveLength(1);
    const admins = await s.app.inject({ method: 'GET', url: U + '?pageSize=100',
      headers: { authorization: a.code === 200 ? admin : huang } });
    const rows = (admins.json() as { data: Page<Row & { isAdministrator: number }> }).data.list;
    expect(rows.filter((u) => u.isAdministrator === 1 && u.enabledMark === 1)).toHaveLength(1);
    // Put things back for the tests after this one.
    const keeper = a.code === 200 ? admin : huang;
    await call(s.app, 'PUT', `${U}/${a.code === 200 ? 'user-huangli' : 'user-admin'}/Actions/State`, { token: keeper,
      body: { enabledMark: 1 } });
    admin = await login(s.app, 'admin');
    expect((await set(['user-admin'])).code).toBe(200);
  });
});

describe('reads for pickers, contacts and subordinates', () => {
  type Node = { id: string; fullName: string; type: string; organize?: string; hasChildren?: boolean; children?: Node[] };
  const ids = (p: { list: { id: string }[] }) => p.list.map((u) => u.id).sort();

  it('answers every enabled user (All) and the organisation tree with its members (Selector)', async () => {
    const all = await call<{ list: Node[] }>(s.app, 'GET', `${U}/All`, { token: staff });
    expect(all.data!.list.map((u) => u.id)).toContain('user-lina');
    expect(all.data!.list.map((u) => u.id)).not.toContain('user-zhaolei');
    const tree = await call<{ list: Node[] }>(s.app, 'GET', `${U}/Selector`, { token: staff });
    const purchase = tree.data!.list[0].children!.find((n) => n.id === 'dep-purchase')!;
    expect(purchase.children!.filter((n) => n.type === 'user').map((n) => n.fullName))
      .toEqual(expect.arrayContaining(['李娜/lina', '王芳/wangfang', '周杰/zhoujie']));
  });

  it('answers contacts paged, without the caller (ImUser)', async () => {
    const res = await call<Page<Node>>(s.app, 'GET', `${U}/ImUser?keyword=li&currentPage=1&pageSize=50`, { token: staff });
    expect(res.data!.list.map((u) => u.id)).toEqual(expect.arrayContaining(['user-lina']));
    expect(res.data!.list.map((u) => u.id)).not.toContain('user-liuyang');
    expect(res.data!.pagination).toMatchObject({ currentPage: 1, pageSize: 50 });
  });

  it('answers the members of the caller\'s organisation, of a position, of a role within an organisation', async () => {
    const buyer = await login(s.app, 'wangfang');
    const org = await call<Page<Node>>(s.app, 'GET', `${U}/getOrganization`, { token: buyer });
    expect(ids(org.data!)).toEqual(expect.arrayContaining(['user-lina', 'user-wangfang', 'user-zhoujie']));
    expect(org.data!.list.every((u) => u.organize === '岐元堂中药材有限公司/采购部')).toBe(true);
    const pos = await call<Page<Node>>(s.app, 'GET', `${U}/GetUsersByPositionId?positionId=pos-buyer`, { token: buyer });
    expect(ids(pos.data!)).toEqual(expect.arrayContaining(['user-wangfang', 'user-zhoujie']));
    expect(ids(pos.data!)).not.toContain('user-lina');
    const role = await call<Page<Node>>(s.app, 'GET', `${U}/GetUsersByRoleOrgId?roleId=role-staff&organizeId=dep-sales`,
      { token: buyer });
    expect(ids(role.data!)).toEqual(['user-yangmin']);
    expect((await call(s.app, 'GET', `${U}/GetUsersByPositionId`, { token: buyer })).code).toBe(400);
  });

  it('lists an organisation\'s users (GetListByAuthorize) and expands a usersSelect value (getSelectedUserList)', async () => {
    const byOrg = await call<Page<Node>>(s.app, 'POST', `${U}/GetListByAuthorize/dep-purchase`, { token: staff,
      body: { keyword: '' } });
    expect(ids(byOrg.data!)).toEqual(expect.arrayContaining(['user-lina', 'user-wangfang', 'user-zhoujie']));
    const sel = await call<Page<Node>>(s.app, 'POST', `${U}/getSelectedUserList`, { token: staff,
      body: { userId: ['dep-sales--department', 'role-manager--role', 'user-admin--user'], pageSize: 100 } });
    expect(ids(sel.data!)).toEqual(['user-admin', 'user-yangmin', 'user-zhangwei']);
    expect((await call(s.app, 'POST', `${U}/getSelectedUserList`, { token: staff, body: { userId: ['x--nope'] } })).code)
      .toBe(400);
  });

  it('answers the current user as default only when a custom condition admits them', async () => {
    const yes = await call<{ userId: string }>(s.app, 'POST', `${U}/getDefaultCurrentValueUserId`, { token: staff,
      body: { roleIds: ['role-staff'] } });
    expect(yes.data).toEqual({ userId: 'user-liuyang' });
    const no = await call<{ userId: string }>(s.app, 'POST', `${U}/getDefaultCurrentValueUserId`, { token: staff,
      body: { roleIds: ['role-trace'], departIds: ['dep-sales'] } });
    expect(no.data).toEqual({ userId: '' });
  });

  it('answers subordinates through the manager chain, and only the caller\'s own', async () => {
    const first = await create('sub1', { managerId: 'user-liuyang' });
    const second = await create('sub2', { managerId: first });
    const mine = await call<Page<Node>>(s.app, 'POST', `${U}/getSubordinates`, { token: staff, body: {} });
    expect(ids(mine.data!)).toEqual([first]);
    const top = await call<{ list: Node[] }>(s.app, 'GET', `${U}/Current/Subordinate/0`, { token: staff });
    expect(top.data!.list).toEqual([expect.objectContaining({ id: first, hasChildren: true })]);
    const below = await call<{ list: Node[] }>(s.app, 'GET', `${U}/Current/Subordinate/${first}`, { token: staff });
    expect(below.data!.list.map((u) => u.id)).toEqual([second]);
    expect((await call(s.app, 'GET', `${U}/Current/Subordinate/user-admin`, { token: staff })).code).toBe(403);
    expect(await call(s.app, 'PUT', `${U}/${first}`, { token: admin, body: newUser('sub1', { managerId: first }) }))
      .toMatchObject({ code: 400, msg: '直属主管不能是自己' });
  });
});
