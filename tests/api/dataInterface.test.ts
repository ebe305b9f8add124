/** Data interfaces: option sources for selects, cascaders, popup selects, auto-complete and the sub-table dialog. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './helpers';

type Row = Record<string, unknown> & { children?: Row[] };

let s: TestServer;
let token: string;
beforeAll(async () => { s = await startServer({ listen: false }); token = await login(s.app, 'wangfang'); });
afterAll(async () => { await s?.close(); });

const post = <T>(url: string, body: unknown, lang?: string) => call<T>(s.app, 'POST', url, { token, body, lang });

describe('listing', () => {
  it('pages the interfaces and filters by keyword', async () => {
    const res = await call<{ list: Row[]; pagination: unknown }>(s.app, 'GET', '/api/system/DataInterface?pageSize=2', { token });
    expect(res.data!.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 5 });
    expect(res.data!.list[0]).toMatchObject({ id: 'di-herb-category', fullName: '药材品类', type: 'static', enabledMark: 1 });
    const hit = await call<{ list: Row[] }>(s.app, 'GET', `/api/system/DataInterface?keyword=${encodeURIComponent('供应商')}`, { token });
    expect(hit.data!.list.map((r) => r.id)).toEqual(['di-supplier-directory']);
  });

  it('answers a selector tree by category', async () => {
    const res = await call<{ list: Row[] }>(s.app, 'GET', '/api/system/DataInterface/Selector', { token });
    expect(res.data!.list.map((c) => [c.fullName, (c.children as Row[]).map((i) => i.id)])).toEqual([
      ['药材数据', ['di-herb-category', 'di-herb-catalog', 'di-supplier-directory']],
      ['基础数据', ['di-measure-unit', 'di-staff']],
    ]);
  });
});

describe('Preview (options)', () => {
  it('answers a static tree with children for cascader and treeSelect', async () => {
    const res = await post<Row[]>('/api/system/DataInterface/di-herb-category/Actions/Preview', {});
    expect(res.data!.map((r) => r.fullName)).toEqual(['根及根茎类', '果实种子类', '花叶类', '全草类', '皮类', '菌藻类', '动物类']);
    expect(res.data![0].children!.map((c) => c.id)).toEqual(['hc-root-main', 'hc-rhizome']);
  });

  it('filters rows by paramList equality, ignoring empty parameters', async () => {
    const all = await post<Row[]>('/api/system/DataInterface/di-herb-catalog/Actions/Preview', { paramList: [] });
    expect(all.data).toHaveLength(30);
    const fungi = await post<Row[]>('/api/system/DataInterface/di-herb-catalog/Actions/Preview',
      { paramList: [{ field: 'categoryId', defaultValue: 'hc-fungus' }, { field: 'origin', defaultValue: '' }] });
    expect(fungi.data!.map((r) => r.fullName)).toEqual(['茯苓', '灵芝']);
    const byPrice = await post<Row[]>('/api/system/DataInterface/di-herb-catalog/Actions/Preview',
      { paramList: [{ field: 'price', defaultValue: 68 }] });
    expect(byPrice.data!.map((r) => r.fullName)).toEqual(['当归']);
  });

  it('refuses a parameter naming a field the interface does not have', async () => {
    expect(await post('/api/system/DataInterface/di-herb-catalog/Actions/Preview',
      { paramList: [{ field: 'password', defaultValue: 'x' }] }))
      .toMatchObject({ code: 400, msg: '参数paramList.0.field不合法：数据接口没有字段password' });
  });

  it('reads the supplier records through the table interface with its fixed columns only', async () => {
    const res = await post<Row[]>('/api/system/DataInterface/di-supplier-directory/Actions/Preview', {});
    expect(res.data![0]).toEqual({ id: 'rec-supplier-1', fullName: '亳州康源药材有限公司', phone: '13912345601',
      address: '安徽省亳州市谯城区中药材专业市场12号', grade: '1' });
    const staff = await post<Row[]>('/api/system/DataInterface/di-staff/Actions/Preview', {});
    expect(staff.data!.map((r) => r.account)).not.toContain('zhaolei');
    expect(Object.keys(staff.data![0]).sort()).toEqual(['account', 'fullName', 'id', 'mobilePhone', 'organizeId']);
  });

  it('answers 404 for an unknown or disabled interface', async () => {
    expect(await post('/api/system/DataInterface/nope/Actions/Preview', {}))
      .toMatchObject({ code: 404, msg: '数据接口不存在或已停用' });
    await s.app.loom.db.updateTable('dataInterface').set({ enabledMark: 0 }).where('id', '=', 'di-measure-unit').execute();
    try {
      expect((await post('/api/system/DataInterface/di-measure-unit/Actions/Preview', {}, 'en')))
        .toMatchObject({ code: 404, msg: 'The data interface does not exist or is disabled' });
    } finally {
      await s.app.loom.db.updateTable('dataInterface').set({ enabledMark: 1 }).where('id', '=', 'di-measure-unit').execute();
    }
  });
});

describe('Action/List (popup select, popup table select, auto-complete, sub-table dialog)', () => {
  const url = '/api/system/DataInterface/di-herb-catalog/Action/List';
  it('pages the rows', async () => {
    const res = await post<{ list: Row[]; pagination: unknown }>(url, { currentPage: 2, pageSize: 20, relationField: 'fullName' });
    expect(res.data!.pagination).toEqual({ currentPage: 2, pageSize: 20, total: 30 });
    expect(res.data!.list).toHaveLength(10);
  });

  it('matches the keyword in the relation field and the listed columns', async () => {
    const byName = await post<{ list: Row[] }>(url, { keyword: '当归', relationField: 'fullName' });
    expect(byName.data!.list).toEqual([{ id: 'herb-01', fullName: '当归', enCode: 'DG', origin: '甘肃岷县',
      spec: '全归统货', price: 68, unit: 'kg', categoryId: 'hc-root-main' }]);
    const byOrigin = await post<{ list: Row[] }>(url, { keyword: '亳州', relationField: 'fullName', columnOptions: 'origin,spec' });
    expect(byOrigin.data!.list.map((r) => r.fullName)).toEqual(['白芍', '菊花']);
    const notListed = await post<{ list: Row[] }>(url, { keyword: '亳州', relationField: 'fullName' });
    expect(notListed.data!.list).toEqual([]);
  });

  it('flattens a tree and applies paramList', async () => {
    const res = await post<{ list: Row[] }>('/api/system/DataInterface/di-herb-category/Action/List',
      { keyword: '类', paramList: [{ field: 'parentId', defaultValue: 'hc-fruit' }] });
    expect(res.data!.list.map((r) => r.id)).toEqual(['hc-fruit-fruit', 'hc-fruit-seed']);
    expect(res.data!.list[0].children).toBeUndefined();
  });

  it('refuses columns the interface does not have and malformed paging', async () => {
    expect(await post(url, { relationField: 'secret' }))
      .toMatchObject({ code: 400, msg: '参数relationField不合法：数据接口没有字段secret' });
    expect(await post(url, { pageSize: 0 })).toMatchObject({ code: 400, msg: '参数pageSize不能小于1' });
  });
});

describe('Action/InfoByIds', () => {
  it('answers the rows of the given values in the order asked', async () => {
    const res = await post<Row[]>('/api/system/DataInterface/di-herb-catalog/Action/InfoByIds',
      { ids: ['herb-04', 'nope', 'herb-01'], propsValue: 'id', relationField: 'fullName' });
    expect(res.data!.map((r) => r.fullName)).toEqual(['三七', '当归']);
    const byCode = await post<Row[]>('/api/system/DataInterface/di-herb-catalog/Action/InfoByIds',
      { ids: ['GQZ'], propsValue: 'enCode' });
    expect(byCode.data!.map((r) => r.origin)).toEqual(['宁夏中宁']);
    const nested = await post<Row[]>('/api/system/DataInterface/di-herb-category/Action/InfoByIds', { ids: ['hc-rhizome'] });
    expect(nested.data).toEqual([{ id: 'hc-rhizome', fullName: '根茎类', enCode: 'rhizome', parentId: 'hc-root' }]);
  });

  it('needs ids', async () => {
    expect(await post('/api/system/DataInterface/di-herb-catalog/Action/InfoByIds', { propsValue: 'id' }))
      .toMatchObject({ code: 400, msg: '参数ids不能为空' });
  });
});
