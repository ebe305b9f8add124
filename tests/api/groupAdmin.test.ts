/**
 * 分组管理 (issue 11 items 3 and 7): permission groups listed, created, read, edited, disabled and deleted as the
 * administrator, 403 for an ordinary user, duplicate codes and deleting a group with members refused.
 */
import { describe, expect, it } from 'vitest';
import { call, type TestServer } from './helpers';
import { adminServer, requester } from './adminSuite';

interface Group { id: string; fullName: string; enCode: string; type: string; enabledMark: number;
  children?: Group[] }
type Page = { list: Group[]; pagination: { total: number } };

let s: TestServer;
let admin: string;
let staff: string;
adminServer((x) => ({ s, admin, staff } = x));

const req = requester<Page>(() => s);

describe('group administration', () => {
  it('lists groups paged, by keyword and by type', async () => {
    const all = await req(admin, 'GET', '/api/permission/Group?pageSize=2');
    expect(all.data!.pagination.total).toBe(4);
    expect(all.data!.list.length).toBe(2);
    const found = await req(admin, 'GET', `/api/permission/Group?keyword=${encodeURIComponent('质量')}`);
    expect(found.data!.list.map((g) => g.id)).toEqual(['group-quality-review']);
    const projects = await req(admin, 'GET', `/api/permission/Group?type=${encodeURIComponent('项目分组')}`);
    expect(projects.data!.list.map((g) => g.id).sort()).toEqual(['group-gap-project', 'group-stocktake-2023']);
  });

  it('creates, reads, edits, disables and deletes a group', async () => {
    const created = await req<{ id: string }>(admin, 'POST', '/api/permission/Group', { fullName: '年度审计小组',
      enCode: 'audit', type: '项目分组', description: '财务年度审计' });
    expect(created.code, created.msg).toBe(200);
    const id = created.data!.id;
    expect((await req<Group>(admin, 'GET', `/api/permission/Group/${id}`)).data).toMatchObject({
      fullName: '年度审计小组', enCode: 'audit', type: '项目分组', enabledMark: 1 });
    expect((await req(admin, 'PUT', `/api/permission/Group/${id}`, { fullName: '审计小组', enCode: 'audit',
      type: '业务分组' })).code).toBe(200);
    const picker = await req<{ list: Group[] }>(staff, 'GET', '/api/permission/Group/Selector');
    const business = picker.data!.list.find((c) => c.id === '业务分组')!;
    expect(business.children!.map((g) => g.fullName)).toContain('审计小组');
    expect((await req(admin, 'PUT', `/api/permission/Group/${id}/Actions/State`)).code).toBe(200);
    expect((await req<Group>(admin, 'GET', `/api/permission/Group/${id}`)).data!.enabledMark).toBe(0);
    expect((await req(admin, 'DELETE', `/api/permission/Group/${id}`)).code).toBe(200);
    expect((await req(admin, 'GET', `/api/permission/Group/${id}`)).code).toBe(404);
  });

  it('refuses duplicate codes and names and deleting a group with members', async () => {
    expect(await req(admin, 'POST', '/api/permission/Group', { fullName: '新分组', enCode: 'herbBuying',
      type: '业务分组' })).toMatchObject({ code: 400, msg: '分组编码不能重复' });
    expect(await req(admin, 'PUT', '/api/permission/Group/group-gap-project', { fullName: '质量评审小组',
      enCode: 'gapProject', type: '项目分组' })).toMatchObject({ code: 400, msg: '分组名称不能重复' });
    expect(await req(admin, 'DELETE', '/api/permission/Group/group-herb-buying'))
      .toMatchObject({ code: 400, msg: '该分组下还有用户，不能删除' });
    const en = await call(s.app, 'DELETE', '/api/permission/Group/group-herb-buying', { token: admin, lang: 'en' });
    expect(en.msg).toBe('This group still has members and cannot be deleted');
    expect((await req<Group>(admin, 'GET', '/api/permission/Group/group-gap-project')).data!.fullName)
      .toBe('GAP基地认证项目组');
  });

  it('answers 403 to an ordinary user on the administration calls', async () => {
    const codes = [
      (await req(staff, 'GET', '/api/permission/Group')).code,
      (await req(staff, 'GET', '/api/permission/Group/group-herb-buying')).code,
      (await req(staff, 'POST', '/api/permission/Group', { fullName: 'x', enCode: 'x', type: 'x' })).code,
      (await req(staff, 'PUT', '/api/permission/Group/group-herb-buying', { fullName: 'x', enCode: 'x', type: 'x' })).code,
      (await req(staff, 'PUT', '/api/permission/Group/group-herb-buying/Actions/State')).code,
      (await req(staff, 'DELETE', '/api/permission/Group/group-stocktake-2023')).code,
    ];
    expect(codes).toEqual([403, 403, 403, 403, 403, 403]);
    expect((await req<Group>(admin, 'GET', '/api/permission/Group/group-herb-buying')).data).toMatchObject({
      fullName: '道地药材采购小组', enabledMark: 1 });
  });
});
