import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColumnData, FormDefinition, OnlineDevConfig, PagedList } from '../../src/engine/types';
import { call, login, startServer, type TestServer } from './helpers';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer({ listen: false });
  admin = await login(s.app);
});
afterAll(async () => { await s?.close(); });

const SUPPLIER = '/api/visualdev/OnlineDev/vd-supplier';
const ORDER = '/api/visualdev/OnlineDev/vd-purchase-order';
type Row = Record<string, unknown> & { id: string };
const list = (base: string, body: object, token = admin, lang?: string) =>
  call<PagedList<Row>>(s.app, 'POST', `${base}/List`, { token, body, lang });
const count = async (base: string) => (await list(base, { currentPage: 1, pageSize: 10000 })).data!.pagination.total;

const order = (rows: object[], extra: object = {}) => ({ comInputField102: '亳州康源药材有限公司', dateField103: 1735689600000,
  selectField104: '2', tableField105: rows, textareaField110: '测试', ...extra });

describe('OnlineDev Config', () => {
  it('answers formData and columnData as JSON strings', async () => {
    const res = await call<OnlineDevConfig>(s.app, 'GET', `${ORDER}/Config`, { token: admin });
    expect(res.code).toBe(200);
    const form = JSON.parse(res.data!.formData) as FormDefinition;
    const columns = JSON.parse(res.data!.columnData) as ColumnData;
    const table = form.fields.find((f) => f.__vModel__ === 'tableField105')!;
    expect(table.__config__.jnpfKey).toBe('table');
    expect(table.__config__.children!.map((c) => c.__config__.jnpfKey)).toEqual(['comInput', 'numInput', 'numInput', 'select']);
    expect(form.fields[0].__config__).toMatchObject({ jnpfKey: 'billRule', rule: 'cgdj' });
    expect(columns.searchList.map((x) => x.searchType)).toEqual([2, 2, 3, 1]);
    expect(res.data).toMatchObject({ id: 'vd-purchase-order', fullName: '采购订单', enableFlow: 0 });
  });

  it('answers 404 for an unknown model', async () => {
    expect((await call(s.app, 'GET', '/api/visualdev/OnlineDev/nope/Config', { token: admin })).code).toBe(404);
  });
});

describe('OnlineDev records', () => {
  it('creates an order with sub-table rows, fills the bill number and system fields, reads, updates, deletes', async () => {
    const before = await count(ORDER);
    const rows = [{ comInputField106: '白芍', numInputField107: 10, numInputField108: 38.5, selectField109: '1' },
      { comInputField106: '黄芪', numInputField107: 3, numInputField108: 26, selectField109: '2' }];
    const created = await call<{ id: string }>(s.app, 'POST', ORDER,
      { token: admin, body: { data: JSON.stringify(order(rows, { billRuleField101: 'FORGED', unknownKey: 1 })) } });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.data!.id;

    const got = await call<{ id: string; data: string }>(s.app, 'GET', `${ORDER}/${id}`, { token: admin });
    const record = JSON.parse(got.data!.data);
    expect(record.tableField105).toEqual(rows);
    expect(record.billRuleField101).toMatch(/^cgdj\d{8}\d{8}$/);
    expect(record).not.toHaveProperty('unknownKey');

    // The next order takes the next number.
    const second = await call<{ id: string }>(s.app, 'POST', ORDER, { token: admin, body: { data: JSON.stringify(order(rows)) } });
    const secondNo = JSON.parse((await call<{ data: string }>(s.app, 'GET', `${ORDER}/${second.data!.id}`, { token: admin }))
      .data!.data).billRuleField101 as string;
    expect(Number(secondNo.slice(-8))).toBe(Number(record.billRuleField101.slice(-8)) + 1);
    expect(await count(ORDER)).toBe(before + 2);

    const updated = await call(s.app, 'PUT', `${ORDER}/${id}`, { token: admin,
      body: { id, data: JSON.stringify(order([rows[0]], { billRuleField101: 'CHANGED', comInputField102: '新供应商' })) } });
    expect(updated).toMatchObject({ code: 200, msg: '更新成功' });
    const after = JSON.parse((await call<{ data: string }>(s.app, 'GET', `${ORDER}/${id}`, { token: admin })).data!.data);
    expect(after.tableField105).toHaveLength(1);
    expect(after.comInputField102).toBe('新供应商');
    expect(after.billRuleField101).toBe(record.billRuleField101); // the number is kept

    expect(await call(s.app, 'DELETE', `${ORDER}/${id}`, { token: admin })).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await call(s.app, 'GET', `${ORDER}/${id}`, { token: admin })).code).toBe(404);
    expect(await count(ORDER)).toBe(before + 1);
  });

  it('fills createUser and createTime of the supplier form on the server', async () => {
    const token = await login(s.app, 'wangfang');
    const res = await call<{ id: string }>(s.app, 'POST', SUPPLIER, { token, body: { data: JSON.stringify({
      comInputField101: '测试供应商', createUserField110: 'user-admin', createTimeField111: 1 }) } });
    expect(res.code).toBe(200);
    const rec = JSON.parse((await call<{ data: string }>(s.app, 'GET', `${SUPPLIER}/${res.data!.id}`, { token })).data!.data);
    expect(rec.createUserField110).toBe('user-wangfang');
    expect(rec.createTimeField111).toBeGreaterThan(1_600_000_000_000);
    expect((await call(s.app, 'DELETE', `${SUPPLIER}/${res.data!.id}`, { token: admin })).code).toBe(200);
  });

  it('refuses invalid records with 400 in the request language and stores nothing', async () => {
    const before = await count(ORDER);
    const missing = await call(s.app, 'POST', ORDER, { token: admin, body: { data: JSON.stringify(order([], { comInputField102: '' })) } });
    expect(missing).toMatchObject({ code: 400, msg: '供应商不能为空' });
    const missingEn = await call(s.app, 'POST', ORDER, { token: admin, lang: 'en',
      body: { data: JSON.stringify(order([], { comInputField102: '' })) } });
    expect(missingEn).toMatchObject({ code: 400, msg: '"供应商" is required' });

    const badRow = await call(s.app, 'POST', ORDER, { token: admin,
      body: { data: JSON.stringify(order([{ comInputField106: '白芍', numInputField107: 'ten' }])) } });
    expect(badRow).toMatchObject({ code: 400, msg: '采购明细第1行：数量格式不正确，应为数字' });
    const badRowEn = await call(s.app, 'POST', ORDER, { token: admin, lang: 'en',
      body: { data: JSON.stringify(order([{ comInputField106: '', numInputField107: 1 }])) } });
    expect(badRowEn.msg).toBe('采购明细 row 1: "药材名称" is required');

    const pattern = await call(s.app, 'POST', SUPPLIER, { token: admin,
      body: { data: JSON.stringify({ comInputField101: '甲', comInputField102: '12345' }) } });
    expect(pattern).toMatchObject({ code: 400, msg: '请正确输入您的手机号' });

    const notJson = await call(s.app, 'POST', ORDER, { token: admin, body: { data: '{oops' } });
    expect(notJson.code).toBe(400);
    expect(notJson.msg).toContain('data');
    expect(await count(ORDER)).toBe(before);
  });

  it('refuses an update that breaks the rules and keeps the stored record', async () => {
    const id = 'rec-supplier-1';
    const original = (await call<{ data: string }>(s.app, 'GET', `${SUPPLIER}/${id}`, { token: admin })).data!.data;
    const res = await call(s.app, 'PUT', `${SUPPLIER}/${id}`, { token: admin,
      body: { id, data: JSON.stringify({ comInputField101: null }) } });
    expect(res).toMatchObject({ code: 400, msg: '供应商名称不能为空' });
    expect((await call<{ data: string }>(s.app, 'GET', `${SUPPLIER}/${id}`, { token: admin })).data!.data).toBe(original);
  });
});

describe('OnlineDev List', () => {
  it('pages with pagination and carries id, creatorTime and creatorUserId', async () => {
    const res = await list(SUPPLIER, { currentPage: 2, pageSize: 2, sort: 'asc', sidx: 'numInputField103' });
    expect(res.data!.pagination).toEqual({ currentPage: 2, pageSize: 2, total: 5 });
    // Credit limits ascending: 80000, 150000 | 260000, 320000 | 500000.
    expect(res.data!.list.map((r) => r.numInputField103)).toEqual([260000, 320000]);
    expect(res.data!.list[0]).toMatchObject({ id: 'rec-supplier-5', creatorUserId: 'user-zhoujie' });
    expect(typeof res.data!.list[0].creatorTime).toBe('number');
  });

  it('uses pageSize 20 by default', async () => {
    expect((await list(SUPPLIER, {})).data!.pagination).toMatchObject({ currentPage: 1, pageSize: 20 });
  });

  it('filters by keyword over text fields', async () => {
    const res = await list(SUPPLIER, { currentPage: 1, pageSize: 20, keyword: '枸杞' });
    expect(res.data!.list.map((r) => r.id)).toEqual(['rec-supplier-4']);
  });

  it('filters by queryJson: fuzzy, equality (also multiple) and range', async () => {
    const ids = async (q: object) =>
      (await list(SUPPLIER, { currentPage: 1, pageSize: 20, sidx: 'comInputField101', sort: 'asc',
        queryJson: JSON.stringify(q) })).data!.list.map((r) => r.id).sort();
    expect(await ids({ comInputField101: '药业' })).toEqual(['rec-supplier-2']);
    expect(await ids({ selectField104: '1' })).toEqual(['rec-supplier-1', 'rec-supplier-3']);
    expect(await ids({ selectField104: ['1', '3'] })).toEqual(['rec-supplier-1', 'rec-supplier-3', 'rec-supplier-4']);
    expect(await ids({ dateField107: [1685577600000, 1704067200000] })).toEqual(['rec-supplier-2', 'rec-supplier-3', 'rec-supplier-4']);
    expect(await ids({ dateField107: [1704067200000, null] })).toEqual(['rec-supplier-4', 'rec-supplier-5']);
    expect(await ids({ selectField104: '' })).toHaveLength(5);
  });

  it('refuses an unknown sort field and a broken queryJson, naming them', async () => {
    expect((await list(SUPPLIER, { sidx: 'nope' })).msg).toBe('排序字段nope不存在');
    expect((await list(SUPPLIER, { queryJson: '{' }, admin, 'en')).msg).toBe('queryJson is not a valid JSON object');
  });
});

describe('OnlineDev permissions', () => {
  it('lets a purchaser add but not remove suppliers, and keeps staff out of the forms', async () => {
    const buyer = await login(s.app, 'zhoujie');
    expect((await list(SUPPLIER, {}, buyer)).code).toBe(200);
    const del = await call(s.app, 'DELETE', `${SUPPLIER}/rec-supplier-5`, { token: buyer });
    expect(del).toMatchObject({ code: 403, msg: '您的权限不足，请联系管理员' });
    expect((await call(s.app, 'GET', `${SUPPLIER}/rec-supplier-5`, { token: admin })).code).toBe(200);

    const staff = await login(s.app, 'huangli');
    expect((await call(s.app, 'GET', `${SUPPLIER}/Config`, { token: staff })).code).toBe(403);
    expect((await list(ORDER, {}, staff)).code).toBe(403);
  });
});
