/**
 * 数据接口 administration (issue 14 item 4): the list by keyword and category, the category tree, one interface as
 * its kind's form edits it, create, edit, state, copy, delete (refused while a form names it), export and import
 * back unchanged, GetParam, GetFields, getList, the call log with durations; a table interface over a form's
 * records paged and searched by the store with the same answers as reading every row.
 */
import { describe, expect, it } from 'vitest';
import type { TestServer } from './helpers';
import { adminServer, importFile, requester } from './adminSuite';

type Row = Record<string, unknown>;
type Page = { list: Row[]; pagination: { currentPage: number; pageSize: number; total: number } };

let s: TestServer;
let admin: string;
let staff: string;
adminServer((x) => ({ s, admin, staff } = x));

const B = '/api/system/DataInterface';
const req = requester(() => s);

const upload = (bytes: Buffer, token = admin) => importFile(s, `${B}/Action/Import`, token, bytes, 'x.bdi');

const staticBody = (over: Row = {}) => ({ fullName: '包装规格', enCode: 'packSpec', category: '测试分类', type: 'static',
  fields: [{ field: 'id', label: '编号' }, { field: 'fullName', label: '名称' }],
  dataJson: JSON.stringify([{ id: 'p1', fullName: '袋装' }, { id: 'p2', fullName: '盒装' }]), sortCode: 50,
  enabledMark: 1, description: '包装', ...over });

describe('data interface administration', () => {
  let id = '';
  it('creates a static interface, reads it as its form edits it, lists it by keyword and category', async () => {
    const created = await req<{ id: string }>(admin, 'POST', B, staticBody());
    expect(created.code, created.msg).toBe(200);
    id = created.data!.id;
    const got = await req<Row>(admin, 'GET', `${B}/${id}`);
    expect(got.data).toMatchObject({ fullName: '包装规格', enCode: 'packSpec', category: '测试分类', type: 'static',
      sortCode: 50, enabledMark: 1, description: '包装', fields: staticBody().fields });
    expect(JSON.parse(got.data!.dataJson as string)).toEqual([{ id: 'p1', fullName: '袋装' }, { id: 'p2', fullName: '盒装' }]);
    const byCategory = await req<Page>(admin, 'GET', `${B}?category=${encodeURIComponent('测试分类')}`);
    expect(byCategory.data!.list.map((r) => r.id)).toEqual([id]);
    const byKeyword = await req<Page>(admin, 'GET', `${B}?keyword=PACKSPEC`);
    expect(byKeyword.data!.list.map((r) => r.id)).toEqual([id]);
    const paged = await req<Page>(admin, 'GET', `${B}?pageSize=2&currentPage=2`);
    expect(paged.data!.pagination).toEqual({ currentPage: 2, pageSize: 2, total: 6 });
    const tree = await req<{ list: { id: string; fullName: string; children: Row[] }[] }>(admin, 'GET', `${B}/Categories`);
    expect(tree.data!.list[0]).toMatchObject({ id: '0', fullName: '全部' });
    expect((await req<Page>(admin, 'GET', `${B}?category=0`)).data!.pagination.total).toBe(6);
    expect(tree.data!.list[0].children.map((c) => c.id)).toEqual(['基础数据', '测试分类', '药材数据']);
    const options = await req<Row[]>(staff, 'POST', `${B}/${id}/Actions/Preview`, {});
    expect(options.data).toEqual([{ id: 'p1', fullName: '袋装' }, { id: 'p2', fullName: '盒装' }]);
  });

  it('refuses a duplicate code or name, bad static data and a body of no kind, in the user\'s language', async () => {
    expect(await req(admin, 'POST', B, staticBody({ fullName: '别的' }))).toMatchObject({ code: 400, msg: '接口编码已存在' });
    expect(await req(admin, 'POST', B, staticBody({ enCode: 'other' }), 'en'))
      .toMatchObject({ code: 400, msg: 'An interface of this name already exists' });
    expect(await req(admin, 'POST', B, staticBody({ enCode: 'o2', fullName: 'o2', dataJson: '{"a":1}' })))
      .toMatchObject({ code: 400, msg: '静态数据必须是JSON数组' });
    expect(await req(admin, 'POST', B, staticBody({ enCode: 'o3', fullName: 'o3', dataJson: '[1, 2' })))
      .toMatchObject({ code: 400, msg: '静态数据必须是JSON数组' });
    const missing = await req(admin, 'POST', B, { type: 'static', enCode: 'o4' });
    expect(missing.code).toBe(400);
    expect(missing.msg).toContain('接口名称');
  });

  it('edits and toggles it; a disabled interface answers no options', async () => {
    const edit = await req(admin, 'PUT', `${B}/${id}`, staticBody({ fullName: '包装', dataJson: '[{"id":"p3","fullName":"瓶装"}]' }));
    expect(edit.code, edit.msg).toBe(200);
    expect((await req<Row[]>(staff, 'POST', `${B}/${id}/Actions/Preview`, {})).data).toEqual([{ id: 'p3', fullName: '瓶装' }]);
    expect((await req(admin, 'PUT', `${B}/${id}/Actions/State`)).code).toBe(200);
    expect((await req<Row>(admin, 'GET', `${B}/${id}`)).data!.enabledMark).toBe(0);
    expect(await req(staff, 'POST', `${B}/${id}/Actions/Preview`, {})).toMatchObject({ code: 404, msg: '数据接口不存在或已停用' });
    expect((await req<{ list: Row[] }>(staff, 'GET', `${B}/getList`)).data!.list.map((r) => r.id)).not.toContain(id);
    await req(admin, 'PUT', `${B}/${id}/Actions/State`);
    expect((await req<{ list: Row[] }>(staff, 'GET', `${B}/getList`)).data!.list.map((r) => r.id)).toContain(id);
  });

  it('copies it under a new name and code, the definition kept', async () => {
    const copy = await req<{ id: string }>(admin, 'POST', `${B}/${id}/Actions/Copy`);
    expect(copy.code, copy.msg).toBe(200);
    const got = (await req<Row>(admin, 'GET', `${B}/${copy.data!.id}`)).data!;
    expect(got.fullName).toMatch(/^包装\.副本\d{5}$/);
    expect(got.enCode).toMatch(/^packSpec_\d{5}$/);
    expect(got.dataJson).toBe((await req<Row>(admin, 'GET', `${B}/${id}`)).data!.dataJson);
    expect((await req(admin, 'DELETE', `${B}/${copy.data!.id}`)).code).toBe(200);
    expect((await req(admin, 'GET', `${B}/${copy.data!.id}`)).code).toBe(404);
  });

  it('exports it as a file that imports back unchanged, and refuses importing it twice or a file of nothing', async () => {
    const before = await s.app.loom.db.selectFrom('dataInterface').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const exported = await req<{ name: string; url: string }>(admin, 'GET', `${B}/${id}/Action/Export`);
    expect(exported.code, exported.msg).toBe(200);
    expect(exported.data!.name).toMatch(/^包装_\d{8}\.bdi$/);
    const bytes = (await s.app.inject({ method: 'GET', url: exported.data!.url })).rawPayload;
    expect(await upload(bytes)).toMatchObject({ code: 400, msg: '数据接口包装已存在' });
    expect((await req(admin, 'DELETE', `${B}/${id}`)).code).toBe(200);
    expect(await upload(bytes)).toMatchObject({ code: 200, msg: '导入成功' });
    const after = await s.app.loom.db.selectFrom('dataInterface').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect(await upload(Buffer.from('{"id": 1}'))).toMatchObject({ code: 400, msg: '导入文件格式不正确' });
    expect((await upload(bytes, staff)).code).toBe(403);
  });

  it('answers its parameters and fields', async () => {
    const param = await req<{ paramList: Row[] }>(admin, 'GET', `${B}/GetParam/di-herb-catalog`);
    expect(param.data!.paramList.map((p) => p.field)).toContain('categoryId');
    const fields = await req<Row[]>(admin, 'POST', `${B}/di-supplier-directory/Actions/GetFields`);
    expect(fields.data).toEqual([{ field: 'id', label: '编号' }, { field: 'fullName', label: '供应商名称' },
      { field: 'phone', label: '联系电话' }, { field: 'address', label: '地址' }, { field: 'grade', label: '供应商等级' }]);
  });

  it('refuses deleting an interface a generated form names', async () => {
    const user = await s.app.loom.db.selectFrom('visualdev').select('fullName').where('formData', 'like', '%"di-herb-catalog"%')
      .executeTakeFirst();
    expect(user, 'a seeded form names di-herb-catalog').toBeTruthy();
    expect(await req(admin, 'DELETE', `${B}/di-herb-catalog`))
      .toMatchObject({ code: 400, msg: `该数据接口已被表单${user!.fullName}使用，不能删除` });
  });

  it('keeps the administration to the 数据接口 menu', async () => {
    for (const [method, url] of [['GET', `${B}/${id}`], ['POST', B], ['PUT', `${B}/${id}`], ['DELETE', `${B}/${id}`],
      ['PUT', `${B}/${id}/Actions/State`], ['POST', `${B}/${id}/Actions/Copy`], ['GET', `${B}/${id}/Action/Export`],
      ['GET', `${B}/GetParam/${id}`], ['POST', `${B}/${id}/Actions/GetFields`], ['GET', `/api/system/DataInterfaceLog/${id}`],
      ['GET', `${B}/Categories`]] as const) {
      expect((await req(staff, method, url, method === 'POST' || method === 'PUT' ? staticBody() : undefined)).code,
        `${method} ${url}`).toBe(403);
    }
  });
});

describe('the call log', () => {
  it('logs each call with its caller, duration and outcome, newest first', async () => {
    await req(staff, 'POST', `${B}/di-measure-unit/Actions/Preview`, {});
    await req(staff, 'POST', `${B}/di-measure-unit/Action/List`, { currentPage: 1, pageSize: 5 });
    await req(staff, 'POST', `${B}/di-measure-unit/Actions/Preview`, { paramList: [{ field: 'nope', defaultValue: 'x' }] });
    // A call of no interface is no call to log.
    await req(staff, 'POST', `${B}/no-such-interface/Actions/Preview`, {});
    expect((await req<Page>(admin, 'GET', '/api/system/DataInterfaceLog/no-such-interface')).data!.pagination.total).toBe(0);
    const log = await req<Page>(admin, 'GET', `/api/system/DataInterfaceLog/di-measure-unit?pageSize=2`);
    expect(log.code, log.msg).toBe(200);
    expect(log.data!.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 3 });
    const [last, second] = log.data!.list;
    expect(last).toMatchObject({ action: 'Preview', success: 0, message: '参数paramList.0.field不合法：数据接口没有字段nope' });
    expect(second).toMatchObject({ action: 'List', success: 1, message: null });
    expect(String(last.userName)).toContain('liuyang');
    for (const r of log.data!.list) {
      expect(typeof r.duration).toBe('number');
      expect(r.duration as number).toBeGreaterThanOrEqual(0);
      expect(r.invokeTime as number).toBeGreaterThan(Date.now() - 60_000);
    }
  });
});

describe('a table interface over a form\'s records', () => {
  it('pages, searches and filters in the store with the answers of reading every row', async () => {
    const url = `${B}/di-supplier-directory`;
    const all = (await req<Row[]>(admin, 'POST', `${url}/Actions/Preview`, {})).data!;
    expect(all.length).toBeGreaterThan(3);
    const page2 = await req<Page>(admin, 'POST', `${url}/Action/List`, { currentPage: 2, pageSize: 2 });
    expect(page2.data!.pagination).toEqual({ currentPage: 2, pageSize: 2, total: all.length });
    expect(page2.data!.list).toEqual(all.slice(2, 4));
    const keyword = '药业';
    const hits = await req<Page>(admin, 'POST', `${url}/Action/List`, { keyword, currentPage: 1, pageSize: 50,
      relationField: 'fullName' });
    const expected = all.filter((r) => String(r.fullName).includes(keyword));
    expect(expected.length).toBeGreaterThan(0);
    expect(hits.data!.list).toEqual(expected);
    const grade = String(all[0].grade);
    const byGrade = await req<Page>(admin, 'POST', `${url}/Action/List`, { currentPage: 1, pageSize: 50,
      paramList: [{ field: 'grade', defaultValue: grade }] });
    expect(byGrade.data!.list).toEqual(all.filter((r) => String(r.grade) === grade));
    const byId = await req<Page>(admin, 'POST', `${url}/Action/List`, { currentPage: 1, pageSize: 5,
      paramList: [{ field: 'id', defaultValue: all[1].id as string }] });
    expect(byId.data!.list).toEqual([all[1]]);
  });

  it('looks up chosen rows by id or by another column in the store, in the order asked', async () => {
    const url = `${B}/di-supplier-directory`;
    const all = (await req<Row[]>(admin, 'POST', `${url}/Actions/Preview`, {})).data!;
    const byIds = await req<Row[]>(admin, 'POST', `${url}/Action/InfoByIds`, { ids: [all[2].id, 'nope', all[0].id] });
    expect(byIds.data).toEqual([all[2], all[0]]);
    const byName = await req<Row[]>(admin, 'POST', `${url}/Action/InfoByIds`, { propsValue: 'fullName',
      ids: [all[1].fullName, all[3].fullName] });
    expect(byName.data).toEqual([all[1], all[3]]);
    const otherGrade = String(all[0].grade) === '1' ? '2' : '1';
    const filtered = await req<Row[]>(admin, 'POST', `${url}/Action/InfoByIds`, { ids: [all[0].id],
      paramList: [{ field: 'grade', defaultValue: otherGrade }] });
    expect(filtered.data).toEqual([]);
    expect(await req(admin, 'POST', `${url}/Action/InfoByIds`, { ids: ['x'], propsValue: 'password' }))
      .toMatchObject({ code: 400, msg: '参数propsValue不合法：数据接口没有字段password' });
  });
});
