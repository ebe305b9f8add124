/**
 * 组织管理 (issue 11 items 3 and 7): companies and departments as one tree, their create, edit, state and delete as
 * the administrator, 403 for an ordinary user, refusals of duplicate codes and of deleting an organisation something
 * still hangs on, and the authorised selectors for a user who is not an administrator.
 */
import { describe, expect, it } from 'vitest';
import { call, type TestServer } from './helpers';
import { adminServer } from './adminSuite';

interface Node { id: string; parentId: string; fullName: string; enCode?: string; type: string; enabledMark?: number;
  disabled?: boolean; organize?: string; children?: Node[] }

let s: TestServer;
let admin: string;
let staff: string;
adminServer((x) => ({ s, admin, staff } = x));

const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
const as = (token: string) => ({
  get: (url: string) => call<Record<string, unknown>>(s.app, 'GET', url, { token }),
  post: (url: string, body: unknown) => call<{ id: string }>(s.app, 'POST', url, { token, body }),
  put: (url: string, body?: unknown) => call(s.app, 'PUT', url, { token, body }),
  del: (url: string) => call(s.app, 'DELETE', url, { token }),
});
const tree = async () => flat(((await as(admin).get('/api/permission/Organize')).data as { list: Node[] }).list);

describe('organisation administration', () => {
  it('creates a company and a department under it, edits, disables and deletes them', async () => {
    const a = as(admin);
    const company = await a.post('/api/permission/Organize', { parentId: 'org-hq', fullName: '陇西分公司',
      enCode: 'QYT-LX' });
    expect(company.code, company.msg).toBe(200);
    const dep = await a.post('/api/permission/Organize/Department', { parentId: company.data!.id,
      fullName: '陇西采购部', enCode: 'QYT-LX-CG', sortCode: 3 });
    expect(dep.code, dep.msg).toBe(200);

    let nodes = await tree();
    const node = nodes.find((n) => n.id === company.data!.id)!;
    expect(node).toMatchObject({ type: 'company', parentId: 'org-hq', fullName: '陇西分公司' });
    expect(node.children!.map((c) => [c.fullName, c.type])).toEqual([['陇西采购部', 'department']]);

    const info = await a.get(`/api/permission/Organize/Department/${dep.data!.id}`);
    expect(info.data).toMatchObject({ fullName: '陇西采购部', enCode: 'QYT-LX-CG', sortCode: 3,
      organizeIdTree: ['org-hq', company.data!.id] });

    // The tree table edits a department through /Organize/{id} too, keeping it a department.
    expect((await a.put(`/api/permission/Organize/${dep.data!.id}`, { parentId: company.data!.id,
      fullName: '陇西采购科', enCode: 'QYT-LX-CG' })).code).toBe(200);
    expect((await a.put(`/api/permission/Organize/${dep.data!.id}/Actions/State`)).code).toBe(200);
    nodes = await tree();
    expect(nodes.find((n) => n.id === dep.data!.id)).toMatchObject({ fullName: '陇西采购科', type: 'department',
      enabledMark: 0 });
    // A disabled department leaves the pickers' tree.
    const picker = flat(((await a.get('/api/permission/Organize/Tree')).data as { list: Node[] }).list);
    expect(picker.some((n) => n.id === dep.data!.id)).toBe(false);

    expect((await a.del(`/api/permission/Organize/Department/${dep.data!.id}`)).code).toBe(200);
    expect((await a.del(`/api/permission/Organize/${company.data!.id}`)).code).toBe(200);
    expect((await tree()).some((n) => n.id === company.data!.id || n.id === dep.data!.id)).toBe(false);
  });

  it('finds organisations by keyword with their parents', async () => {
    const res = await as(admin).get(`/api/permission/Organize?keyword=${encodeURIComponent('采购')}`);
    const list = (res.data as { list: Node[] }).list;
    expect(list.map((n) => n.id)).toEqual(['org-hq']);
    expect(list[0].children!.map((n) => n.id)).toEqual(['dep-purchase']);
  });

  it('refuses a duplicate code, a duplicate name under the same parent and a parent below itself', async () => {
    const a = as(admin);
    const dup = await a.post('/api/permission/Organize/Department', { parentId: 'org-hq', fullName: '新部门',
      enCode: 'QYT-CGB' });
    expect(dup).toMatchObject({ code: 400, msg: '部门编码不能重复' });
    const en = await call(s.app, 'POST', '/api/permission/Organize/Department', { token: admin, lang: 'en',
      body: { parentId: 'org-hq', fullName: '采购部', enCode: 'NEW-1' } });
    expect(en).toMatchObject({ code: 400, msg: 'Another department under the same parent already has this name' });
    const company = await a.post('/api/permission/Organize', { parentId: 'dep-it', fullName: '信息公司', enCode: 'NEW-2' });
    expect(company).toMatchObject({ code: 400, msg: '公司的上级只能是公司' });
    const loop = await a.put('/api/permission/Organize/org-hq', { parentId: 'org-hq', fullName: '岐元堂中药材有限公司',
      enCode: 'QYT' });
    expect(loop).toMatchObject({ code: 400, msg: '上级组织不能是自己或自己的下级' });
    // The body is checked with the dialog's own form file: the refusal names the field by its title.
    const missing = await a.post('/api/permission/Organize', { parentId: 'org-hq', enCode: 'NEW-3' });
    expect(missing.code).toBe(400);
    expect(missing.msg).toContain('公司名称');
    // Nothing of the refused saves was stored.
    expect((await tree()).filter((n) => n.fullName === '新部门' || n.enCode === 'NEW-1').length).toBe(0);
  });

  it('stores one of several concurrent saves of the same new code', async () => {
    const saves = await Promise.all([1, 2, 3, 4, 5].map((n) => as(admin).post('/api/permission/Organize/Department',
      { parentId: 'org-hq', fullName: `并发部门${n}`, enCode: 'QYT-BF' })));
    expect(saves.filter((r) => r.code === 200).length).toBe(1);
    expect(saves.filter((r) => r.code === 400 && r.msg === '部门编码不能重复').length).toBe(4);
    expect((await tree()).filter((n) => n.enCode === 'QYT-BF').length).toBe(1);
  });

  it('refuses deleting an organisation with children, members or positions', async () => {
    const a = as(admin);
    expect(await a.del('/api/permission/Organize/org-hq')).toMatchObject({ code: 400,
      msg: '该组织下还有下级组织或部门，不能删除' });
    expect(await a.del('/api/permission/Organize/Department/dep-purchase')).toMatchObject({ code: 400,
      msg: '该组织下还有用户，不能删除' });
    const empty = await a.post('/api/permission/Organize/Department', { parentId: 'org-hq', fullName: '研发部',
      enCode: 'QYT-YF' });
    const pos = await a.post('/api/permission/Position', { organizeId: empty.data!.id, fullName: '研究员', enCode: 'YJY' });
    expect(pos.code, pos.msg).toBe(200);
    expect(await a.del(`/api/permission/Organize/${empty.data!.id}`)).toMatchObject({ code: 400,
      msg: '该组织下还有岗位，不能删除' });
    const zhTW = await call(s.app, 'DELETE', '/api/permission/Organize/org-hq', { token: admin, lang: 'zh-TW' });
    expect(zhTW.msg).toBe('該組織下還有下級組織或部門，不能刪除');
    expect((await tree()).some((n) => n.id === 'dep-purchase')).toBe(true);
  });

  it('answers 403 to an ordinary user on every administration call, and leaves the data alone', async () => {
    const u = as(staff);
    const results = [
      await u.get('/api/permission/Organize'),
      await u.get('/api/permission/Organize/dep-it'),
      await u.post('/api/permission/Organize', { parentId: 'org-hq', fullName: '偷建公司', enCode: 'X1' }),
      await u.post('/api/permission/Organize/Department', { parentId: 'org-hq', fullName: '偷建部门', enCode: 'X2' }),
      await u.put('/api/permission/Organize/dep-it', { parentId: 'org-hq', fullName: '改名', enCode: 'QYT-XX' }),
      await u.put('/api/permission/Organize/dep-it/Actions/State'),
      await u.del('/api/permission/Organize/dep-sales'),
    ];
    expect(results.map((r) => r.code)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    const nodes = await tree();
    expect(nodes.find((n) => n.id === 'dep-it')).toMatchObject({ fullName: '信息部', enabledMark: 1 });
    expect(nodes.some((n) => n.fullName.startsWith('偷建'))).toBe(false);
  });

  it('limits SelectorByAuth to the caller\'s own organisation and below; administrators see all', async () => {
    const mine = flat(((await as(staff).get('/api/permission/Organize/Department/SelectorByAuth/0')).data as
      { list: Node[] }).list);
    // 刘洋 belongs to 质检部: only it is offered, not the company nor the other departments.
    expect(mine.map((n) => [n.id, n.type])).toEqual([['dep-quality', 'department']]);
    const all = flat(((await as(admin).get('/api/permission/Organize/Department/SelectorByAuth/0')).data as
      { list: Node[] }).list);
    expect(all.map((n) => n.id)).toEqual(expect.arrayContaining(['org-hq', 'dep-purchase', 'dep-it']));
    // The node being edited is left out with what is below it.
    const editing = flat(((await as(admin).get('/api/permission/Organize/Department/SelectorByAuth/org-hq')).data as
      { list: Node[] }).list);
    expect(editing).toEqual([]);
    const companies = flat(((await as(staff).get('/api/permission/Organize/SelectorByAuth/0')).data as
      { list: Node[] }).list);
    expect(companies).toEqual([]);
    const adminCompanies = flat(((await as(admin).get('/api/permission/Organize/SelectorByAuth/0')).data as
      { list: Node[] }).list);
    expect(adminCompanies.map((n) => n.id)).toEqual(['org-hq']);
  });

  it('answers OrganizeCondition with the listed organisations and what is below them', async () => {
    const res = await as(staff).post('/api/permission/Organize/OrganizeCondition', { departIds: ['dep-purchase'] });
    const nodes = flat((res.data as unknown as { list: Node[] }).list);
    expect(nodes.map((n) => n.id)).toEqual(['dep-purchase']);
    expect(nodes[0].organize).toBe('岐元堂中药材有限公司/采购部');
  });
});
