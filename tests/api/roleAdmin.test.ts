/**
 * 角色管理 (issue 11 items 3 and 7): global and organisation roles created, read, edited, disabled and deleted as the
 * administrator, 403 for an ordinary user, duplicate codes and deleting a held role refused (nothing half-saved),
 * a deleted role's organisation bindings gone with it, and the picker calls SelectorByPermission and getListByOrgIds.
 */
import { describe, expect, it } from 'vitest';
import { call, type TestServer } from './helpers';
import { adminServer, requester } from './adminSuite';

interface Role { id: string; fullName: string; enCode: string; globalMark: number; enabledMark: number;
  organizeInfo?: string; organizeIdsTree?: string[][]; children?: Role[] }
type Page = { list: Role[]; pagination: { total: number } };

let s: TestServer;
let admin: string;
let staff: string;
adminServer((x) => ({ s, admin, staff } = x));

const req = requester<Page>(() => s);
const names = async (query = '') =>
  (await req(admin, 'GET', `/api/permission/Role?pageSize=1000${query}`)).data!.list.map((r) => r.fullName);

describe('role administration', () => {
  it('lists every role, the global ones, or those of one organisation', async () => {
    expect(await names()).toEqual(expect.arrayContaining(['管理层', '普通员工', '采购组长', '质检组长']));
    const global = await names('&organizeId=1');
    expect(global).toContain('管理层');
    expect(global).not.toContain('采购组长');
    expect(await names('&organizeId=dep-purchase')).toEqual(['采购组长']);
    expect((await names('&globalMark=0')).sort()).toEqual(['质检组长', '采购组长'].sort());
    expect(await names('&globalMark=1')).toEqual(global);
    const page = await req(admin, 'GET', '/api/permission/Role?organizeId=dep-purchase');
    expect(page.data!.list[0].organizeInfo).toBe('岐元堂中药材有限公司/采购部');
  });

  it('creates an organisation role, reads it back, makes it global, disables and deletes it', async () => {
    const created = await req<{ id: string }>(admin, 'POST', '/api/permission/Role', { fullName: '仓储组长',
      enCode: 'storeLead', globalMark: 0, organizeIdsTree: [['org-hq', 'dep-warehouse'], ['org-hq', 'dep-sales']] });
    expect(created.code, created.msg).toBe(200);
    const id = created.data!.id;
    const info = await req<Role>(admin, 'GET', `/api/permission/Role/${id}`);
    expect(info.data).toMatchObject({ fullName: '仓储组长', globalMark: 0,
      organizeIdsTree: [['org-hq', 'dep-warehouse'], ['org-hq', 'dep-sales']] });
    expect(await names('&organizeId=dep-warehouse')).toEqual(['仓储组长']);

    expect((await req(admin, 'PUT', `/api/permission/Role/${id}`, { fullName: '仓储主管', enCode: 'storeLead',
      globalMark: 1 })).code).toBe(200);
    expect(await names('&organizeId=dep-warehouse')).toEqual([]);
    expect(await names('&organizeId=1')).toContain('仓储主管');

    expect((await req(admin, 'PUT', `/api/permission/Role/${id}/Actions/State`)).code).toBe(200);
    expect((await req<Role>(admin, 'GET', `/api/permission/Role/${id}`)).data!.enabledMark).toBe(0);
    expect((await req(admin, 'DELETE', `/api/permission/Role/${id}`)).code).toBe(200);
    expect((await req(admin, 'GET', `/api/permission/Role/${id}`)).code).toBe(404);
  });

  it('refuses duplicate codes and names, and an organisation role without an organisation; nothing is stored', async () => {
    expect(await req(admin, 'POST', '/api/permission/Role', { fullName: '新角色', enCode: 'staff', globalMark: 1 }))
      .toMatchObject({ code: 400, msg: '角色编码不能重复' });
    expect(await req(admin, 'POST', '/api/permission/Role', { fullName: '普通员工', enCode: 'staff2', globalMark: 1 }))
      .toMatchObject({ code: 400, msg: '角色名称不能重复' });
    expect(await req(admin, 'POST', '/api/permission/Role', { fullName: '无组织', enCode: 'noOrg', globalMark: 0 }))
      .toMatchObject({ code: 400, msg: '组织角色请选择所属组织' });
    expect(await req(admin, 'POST', '/api/permission/Role', { fullName: '坏组织', enCode: 'badOrg', globalMark: 0,
      organizeIdsTree: [['org-hq', 'nowhere']] })).toMatchObject({ code: 400, msg: '所属组织不存在' });
    const all = await names();
    expect(all.filter((n) => ['新角色', '无组织', '坏组织'].includes(n))).toEqual([]);
  });

  it('refuses deleting a role users hold; a role nobody holds goes with its bindings', async () => {
    expect(await req(admin, 'DELETE', '/api/permission/Role/role-staff'))
      .toMatchObject({ code: 400, msg: '该角色下还有用户，不能删除' });
    const en = await call(s.app, 'DELETE', '/api/permission/Role/role-staff', { token: admin, lang: 'en' });
    expect(en.msg).toBe('Users still hold this role, so it cannot be deleted');
    expect((await req(admin, 'GET', '/api/permission/Role/role-staff')).code).toBe(200);
    // 刘洋 (role-staff) still sees his menus: the refused delete took no grant away.
    const menus = await call<{ menuList: unknown[] }>(s.app, 'GET', '/api/oauth/CurrentUser', { token: staff });
    expect(menus.data!.menuList.length).toBeGreaterThan(0);

    const lone = await req<{ id: string }>(admin, 'POST', '/api/permission/Role', { fullName: '临时角色', enCode: 'temp',
      globalMark: 0, organizeIdsTree: [['org-hq', 'dep-finance']] });
    expect(JSON.stringify((await req(staff, 'GET', '/api/permission/Role/Selector')).data)).toContain(lone.data!.id);
    expect((await req(admin, 'DELETE', `/api/permission/Role/${lone.data!.id}`)).code).toBe(200);
    // Gone from the picker with its organisation binding (财务部 has no other role, so its group is gone too).
    const picker = await req<{ list: Role[] }>(staff, 'GET', '/api/permission/Role/Selector');
    expect(picker.data!.list.some((n) => n.id === 'dep-finance')).toBe(false);
  });

  it('answers 403 to an ordinary user on the administration calls', async () => {
    const codes = [
      (await req(staff, 'GET', '/api/permission/Role')).code,
      (await req(staff, 'GET', '/api/permission/Role/role-staff')).code,
      (await req(staff, 'POST', '/api/permission/Role', { fullName: '自封', enCode: 'self', globalMark: 1 })).code,
      (await req(staff, 'PUT', '/api/permission/Role/role-staff', { fullName: '普通员工', enCode: 'staff', globalMark: 1 })).code,
      (await req(staff, 'PUT', '/api/permission/Role/role-manager/Actions/State')).code,
      (await req(staff, 'DELETE', '/api/permission/Role/role-purchase-lead')).code,
    ];
    expect(codes).toEqual([403, 403, 403, 403, 403, 403]);
    expect((await req<Role>(admin, 'GET', '/api/permission/Role/role-manager')).data!.enabledMark).toBe(1);
  });

  it('limits SelectorByPermission to the caller\'s organisations and answers roles by organisation', async () => {
    const mine = await req<{ list: Role[] }>(staff, 'GET', '/api/permission/Role/SelectorByPermission');
    // 刘洋 (质检部) sees the global roles and the roles of 质检部, not those of 采购部.
    expect(mine.data!.list.map((n) => n.id)).toEqual(['1', 'dep-quality']);
    const all = await req<{ list: Role[] }>(admin, 'GET', '/api/permission/Role/SelectorByPermission');
    expect(all.data!.list.map((n) => n.id)).toEqual(expect.arrayContaining(['1', 'dep-purchase']));
    const byOrg = await req<{ list: Role[] }>(staff, 'POST', '/api/permission/Role/getListByOrgIds',
      { organizeIds: ['dep-purchase'] });
    expect(byOrg.data!.list.map((n) => [n.id, n.children!.map((c) => c.id)]))
      .toEqual([['dep-purchase', ['role-purchase-lead']]]);
  });
});
