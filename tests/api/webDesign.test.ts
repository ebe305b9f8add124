/**
 * 功能设计 (issue 14 item 7): the Base calls of the generated functions. The paged list by keyword and category,
 * create and edit checked by the definition checker (problems answered at their JSON paths, nothing stored), copy,
 * delete, Selector, FormDataFields, and release: a type-3 menu under the chosen directory with the function's
 * buttons, which a role granted through 权限授权 then uses — its user creates a record and lists it.
 */
import { describe, expect, it } from 'vitest';
import type { TestServer } from './helpers';
import { adminServer, requester } from './adminSuite';

let s: TestServer;
let admin: string;
let staff: string;
adminServer((x) => ({ s, admin, staff } = x));

const B = '/api/visualdev/Base';
const req = requester(() => s);

interface Row { id: string; fullName: string; enCode: string; category: string; state: number; menuId: string | null }
type Page = { list: Row[]; pagination: { total: number } };

const formData = (kind = 'comInput') => JSON.stringify({ fields: [
  { __config__: { jnpfKey: kind, label: '药材名称', required: true }, __vModel__: 'herbName' },
  { __config__: { jnpfKey: 'numInput', label: '数量' }, __vModel__: 'qty' },
] });
const columnData = JSON.stringify({ type: 1, hasPage: true, pageSize: 20, btnsList: [{ value: 'add', label: '新增' }],
  columnBtnsList: [{ value: 'edit', label: '编辑' }, { value: 'remove', label: '删除' }], searchList: [],
  columnList: [{ prop: 'herbName', label: '药材名称', jnpfKey: 'comInput' }, { prop: 'qty', label: '数量', jnpfKey: 'numInput' }] });
const design = (over: Record<string, unknown> = {}) => ({ fullName: '药材入库', enCode: 'herbStock', category: '仓储',
  formData: formData(), columnData, ...over });

describe('功能设计', () => {
  let id = '';
  it('creates a function, reads it back and finds it by keyword and category', async () => {
    const created = await req<{ id: string }>(admin, 'POST', B, design());
    expect(created.code, created.msg).toBe(200);
    id = created.data!.id;
    expect((await req(admin, 'GET', `${B}/${id}`)).data).toMatchObject({ fullName: '药材入库', enCode: 'herbStock',
      category: '仓储', webType: 2, formData: formData(), columnData });
    const found = await req<Page>(admin, 'GET', `${B}?keyword=HERBSTOCK&category=${encodeURIComponent('仓储')}`);
    expect(found.data!.list.map((r) => r.id)).toEqual([id]);
    expect(found.data!.list[0]).toMatchObject({ state: 0, menuId: null });
    expect((await req<Page>(admin, 'GET', `${B}?category=${encodeURIComponent('采购')}`)).data!.list).toEqual([]);
    const all = await req<Page>(admin, 'GET', `${B}?pageSize=2`);
    expect(all.data!.list).toHaveLength(2);
    expect(all.data!.pagination.total).toBe(4);
  });

  it('refuses a definition the checker finds wrong, naming the JSON path, and stores nothing', async () => {
    const res = await req<{ problems: { source: string; path: string }[] }>(admin, 'POST', B,
      design({ enCode: 'broken', formData: formData('noSuchKind') }));
    expect(res.code).toBe(400);
    expect(res.data!.problems).toContainEqual(expect.objectContaining({ source: 'formData', path: '$.fields[0].__config__.jnpfKey' }));
    expect(res.msg).toContain('$.fields[0].__config__.jnpfKey');
    expect((await req<Page>(admin, 'GET', `${B}?keyword=broken`)).data!.list).toEqual([]);
    const edit = await req(admin, 'PUT', `${B}/${id}`, design({ columnData: '{"columnList": [' }), 'en');
    expect(edit.code).toBe(400);
    expect(edit.msg).toContain('columnData');
    expect((await req<{ columnData: string }>(admin, 'GET', `${B}/${id}`)).data!.columnData).toBe(columnData);
  });

  it('refuses a taken code, a bad code and missing fields in the user language', async () => {
    expect(await req(admin, 'POST', B, design({ enCode: 'HerbStock' }))).toMatchObject({ code: 400, msg: '功能编码已存在' });
    expect(await req(admin, 'POST', B, design({ enCode: 'herbSupplier' }), 'en'))
      .toMatchObject({ code: 400, msg: 'The function code is already in use' });
    expect((await req(admin, 'POST', B, design({ enCode: '1 bad' }))).code).toBe(400);
    const missing = await req(admin, 'POST', B, { fullName: 'x', enCode: 'x' });
    expect(missing.code).toBe(400);
    expect(missing.msg).toContain('表单设计');
  });

  it('edits a function, copies it under a free name and code, and lists its fields', async () => {
    expect((await req(admin, 'PUT', `${B}/${id}`, { id, ...design({ fullName: '药材入库单' }) })).code).toBe(200);
    const copy = await req<{ id: string }>(admin, 'POST', `${B}/${id}/Actions/Copy`);
    expect(copy.code, copy.msg).toBe(200);
    const copied = await req<{ fullName: string; enCode: string; formData: string }>(admin, 'GET', `${B}/${copy.data!.id}`);
    expect(copied.data).toMatchObject({ fullName: '药材入库单.副本', enCode: 'herbStock_copy', formData: formData() });
    const again = await req<{ id: string }>(admin, 'POST', `${B}/${id}/Actions/Copy`);
    expect((await req(admin, 'GET', `${B}/${again.data!.id}`)).data).toMatchObject({ enCode: 'herbStock_copy2' });
    expect((await req<{ list: unknown[] }>(admin, 'GET', `${B}/${id}/FormDataFields`)).data!.list).toEqual([
      { vmodel: 'herbName', label: '药材名称', jnpfKey: 'comInput' }, { vmodel: 'qty', label: '数量', jnpfKey: 'numInput' }]);
    const selector = await req<{ list: { fullName: string; children: { id: string }[] }[] }>(admin, 'GET', `${B}/Selector`);
    expect(selector.data!.list.find((g) => g.fullName === '仓储')!.children.map((c) => c.id)).toContain(copy.data!.id);
    expect((await req(admin, 'DELETE', `${B}/${again.data!.id}`)).code).toBe(200);
    expect((await req(admin, 'GET', `${B}/${again.data!.id}`)).code).toBe(404);
  });

  it('releases to a menu that a role granted through 权限授权 uses, and moves that menu on a second release', async () => {
    const parents = await req<{ list: { id: string }[] }>(admin, 'GET', `${B}/MenuParents`);
    expect(parents.data!.list.map((p) => p.id)).toEqual(expect.arrayContaining(['m-purchase', 'm-basic']));
    expect((await req(admin, 'POST', `${B}/${id}/Actions/Release`, { pcModuleParentId: 'm-supplier' })))
      .toMatchObject({ code: 400, msg: '上级菜单不存在或不能放置功能' });
    const released = await req<{ menuId: string }>(admin, 'POST', `${B}/${id}/Actions/Release`, { pcModuleParentId: 'm-purchase' });
    expect(released).toMatchObject({ code: 200, msg: '发布成功' });
    const menuId = released.data!.menuId;
    const menu = await req<{ type: number; parentId: string; propertyJson: string; fullName: string }>(admin, 'GET',
      `/api/system/Menu/${menuId}`);
    expect(menu.data).toMatchObject({ type: 3, parentId: 'm-purchase', fullName: '药材入库单' });
    expect(JSON.parse(menu.data!.propertyJson)).toMatchObject({ moduleId: id });
    expect((await req<Page>(admin, 'GET', `${B}?keyword=herbStock`)).data!.list.find((r) => r.id === id))
      .toMatchObject({ state: 1, menuId });
    // A released function is not deleted from under its menu.
    expect(await req(admin, 'DELETE', `${B}/${id}`)).toMatchObject({ code: 400, msg: '该功能已发布到菜单，请先删除菜单“药材入库单”' });

    // 刘洋 (staff) cannot use it until his role is granted the menu and its buttons.
    const ONLINE = `/api/visualdev/OnlineDev/${id}`;
    expect((await req(staff, 'POST', ONLINE, { data: JSON.stringify({ herbName: '当归', qty: 3 }) })).code).toBe(403);
    const grants = (await req<{ systemIds: string[]; module: string[]; button: string[]; column: string[]; form: string[];
      list: { id: string; children?: unknown[] }[] }>(admin, 'GET', '/api/permission/Authority/Data/role-staff?objectType=Role')).data!;
    const buttons = (await s.app.loom.db.selectFrom('moduleButton').select(['id', 'enCode']).where('moduleId', '=', menuId).execute());
    expect(buttons.map((b) => b.enCode)).toEqual(expect.arrayContaining(['btn_add', 'btn_edit', 'btn_remove', 'btn_detail']));
    const saved = await req(admin, 'PUT', '/api/permission/Authority/Data/role-staff', { objectType: 'Role',
      systemIds: grants.systemIds, module: [...grants.module, 'm-purchase', menuId],
      button: [...grants.button, ...buttons.map((b) => b.id)], column: grants.column, form: grants.form });
    expect(saved.code, saved.msg).toBe(200);
    const me = await req<{ menuList: { id: string; children?: { id: string; urlAddress: string }[] }[] }>(staff, 'GET',
      '/api/oauth/CurrentUser');
    const item = me.data!.menuList.find((m) => m.id === 'm-purchase')!.children!.find((c) => c.id === menuId);
    expect(item).toMatchObject({ urlAddress: 'purchase/herbStock' });
    const createdRecord = await req(staff, 'POST', ONLINE, { data: JSON.stringify({ herbName: '当归', qty: 3 }) });
    expect(createdRecord.code, createdRecord.msg).toBe(200);
    const list = await req<{ list: Record<string, unknown>[] }>(staff, 'POST', `${ONLINE}/List`,
      { currentPage: 1, pageSize: 20, sort: 'desc', sidx: '', menuId });
    expect(list.data!.list).toEqual([expect.objectContaining({ herbName: '当归', qty: 3 })]);

    // A second release moves (and renames) the same menu rather than adding one.
    expect((await req(admin, 'PUT', `${B}/${id}`, design({ fullName: '药材入库登记' }))).code).toBe(200);
    const moved = await req<{ menuId: string }>(admin, 'POST', `${B}/${id}/Actions/Release`, { pcModuleParentId: 'm-basic' });
    expect(moved.data!.menuId).toBe(menuId);
    expect((await req(admin, 'GET', `/api/system/Menu/${menuId}`)).data).toMatchObject({ parentId: 'm-basic', fullName: '药材入库登记' });
    const rows = await s.app.loom.db.selectFrom('module').select('id').where('propertyJson', 'like', `%${id}%`).execute();
    expect(rows).toHaveLength(1);
  });

  it('answers only administrators', async () => {
    for (const [method, url] of [['GET', B], ['POST', B], ['GET', `${B}/Selector`], ['POST', `${B}/${id}/Actions/Copy`],
      ['POST', `${B}/${id}/Actions/Release`], ['DELETE', `${B}/${id}`], ['GET', `${B}/MenuParents`]] as const) {
      expect(await req(staff, method, url, method === 'POST' ? {} : undefined), `${method} ${url}`)
        .toMatchObject({ code: 403, msg: '只有管理员可以修改表单设计' });
    }
  });
});
