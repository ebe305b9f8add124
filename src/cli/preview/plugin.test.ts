// Node-side code: the preview's Vite plugin and its fixture API.
import { EventEmitter } from 'node:events';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFixtureApi, PREVIEW_ID } from './fixtureApi';
import { PREVIEW_ENTRY, previewMiddleware, watchDefinitionFiles } from './plugin';

const base = `/api/visualdev/OnlineDev/${PREVIEW_ID}`;
const NOW = new Date('2026-03-05T10:00:00Z').getTime();
let dir = '';
let formFile = '';

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'loom-preview-test-'));
  formFile = join(dir, 'po.json');
  copyFileSync('fixtures/forms/purchase-order.json', formFile);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

type Obj = Record<string, unknown>;
const api = (listPath?: string) => createFixtureApi({ formPath: formFile, listPath, now: () => NOW });
const record = (extra: Obj = {}) => ({
  data: JSON.stringify({ comInputField102: '同仁堂', dateField103: NOW, tableField105: [{ comInputField106: '当归', numInputField107: 2 }], ...extra }),
});

describe('fixture API', () => {
  it('answers Config from the files, re-reading them on every request', async () => {
    const a = api();
    const first = await a.handle({ method: 'GET', url: `${base}/Config?n=1` });
    expect(first.code).toBe(200);
    const data = first.data as { formData: string; columnData: string; fullName: string; previewProblems: string[] };
    expect(JSON.parse(data.formData).fields[1].__config__.label).toBe('供应商');
    expect(JSON.parse(data.columnData).columnList.map((c: Obj) => c.prop)).toContain('comInputField102');
    expect(data.fullName).toBe('po');
    expect(data.previewProblems).toEqual([]);

    writeFileSync(formFile, readFileSync(formFile, 'utf8').replace('"label": "供应商"', '"label": "供货单位"'));
    const second = (await a.handle({ method: 'GET', url: `${base}/Config` })).data as { formData: string };
    expect(JSON.parse(second.formData).fields[1].__config__.label).toBe('供货单位');
  });

  it('lists the problems of a broken definition and refuses a file that is not JSON', async () => {
    const broken = JSON.parse(readFileSync(formFile, 'utf8'));
    broken.formData.fields[0].__config__.jnpfKey = 'sparkle';
    writeFileSync(formFile, JSON.stringify(broken));
    const data = (await api().handle({ method: 'GET', url: `${base}/Config`, language: 'en' })).data as { previewProblems: string[] };
    expect(data.previewProblems).toEqual(['$.fields[0].__config__.jnpfKey: unknown field kind "sparkle"']);
    // The banner speaks the page's language.
    const zh = (await api().handle({ method: 'GET', url: `${base}/Config`, language: 'zh-CN' })).data as { previewProblems: string[] };
    expect(zh.previewProblems).toEqual(['$.fields[0].__config__.jnpfKey: 未知的控件类型“sparkle”']);

    writeFileSync(formFile, '{ not json');
    const refused = await api().handle({ method: 'GET', url: `${base}/Config` });
    expect(refused.code).toBe(400);
    expect(refused.msg).toContain('not valid JSON');
  });

  it('makes a list definition when the form file has none, and a list file wins over the form file', async () => {
    const { formData } = JSON.parse(readFileSync(formFile, 'utf8'));
    writeFileSync(formFile, JSON.stringify(formData));
    const made = JSON.parse(((await api().handle({ method: 'GET', url: `${base}/Config` })).data as { columnData: string }).columnData);
    expect(made.columnList.map((c: Obj) => c.prop)).toEqual(
      ['billRuleField101', 'comInputField102', 'dateField103', 'selectField104', 'textareaField110']);
    expect(made.columnBtnsList.map((b: Obj) => b.value)).toEqual(['edit', 'remove', 'detail']);

    const listFile = join(dir, 'list.json');
    writeFileSync(listFile, JSON.stringify({ columnData: { ...made, columnList: made.columnList.slice(0, 1) } }));
    const given = JSON.parse(((await api(listFile).handle({ method: 'GET', url: `${base}/Config` })).data as { columnData: string }).columnData);
    expect(given.columnList.map((c: Obj) => c.prop)).toEqual(['billRuleField101']);
  });

  it('creates, lists, reads, updates and deletes records in memory, filling system fields as the server does', async () => {
    const a = api();
    const created = await a.handle({ method: 'POST', url: base, body: record(), language: 'zh-CN' });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const id = (created.data as { id: string }).id;
    await a.handle({ method: 'POST', url: base, body: record({ comInputField102: '九州通' }) });

    const all = await a.handle({ method: 'POST', url: `${base}/List`, body: { currentPage: 1, pageSize: 20 } });
    expect((all.data as { pagination: Obj }).pagination.total).toBe(2);
    const found = await a.handle({ method: 'POST', url: `${base}/List`, body: { currentPage: 1, pageSize: 20, keyword: '同仁' } });
    const rows = (found.data as { list: Obj[] }).list;
    expect(rows.map((r) => r.comInputField102)).toEqual(['同仁堂']);
    // The serial number comes from the rule cgdj of fixtures/reference (prefix, date, 8 digits).
    expect(rows[0].billRuleField101).toBe('cgdj2026030500000001');

    const read = await a.handle({ method: 'GET', url: `${base}/${id}` });
    expect(JSON.parse((read.data as { data: string }).data).tableField105[0].comInputField106).toBe('当归');

    const updated = await a.handle({ method: 'PUT', url: `${base}/${id}`, body: record({ comInputField102: '同仁堂药业' }), language: 'en' });
    expect(updated.code).toBe(200);
    const after = JSON.parse(((await a.handle({ method: 'GET', url: `${base}/${id}` })).data as { data: string }).data);
    expect(after.comInputField102).toBe('同仁堂药业');
    expect(after.billRuleField101).toBe('cgdj2026030500000001');

    expect((await a.handle({ method: 'DELETE', url: `${base}/${id}` })).code).toBe(200);
    expect(a.records()).toHaveLength(1);
    expect((await a.handle({ method: 'GET', url: `${base}/${id}` })).code).toBe(404);
    await a.handle({ method: 'POST', url: `/api/visualdev/OnlineDev/batchDelete/${PREVIEW_ID}`, body: { ids: a.records().map((r) => r.id) } });
    expect(a.records()).toHaveLength(0);
  });

  it('answers the super query (高级查询) of the list, and refuses a field the form does not have', async () => {
    const a = api();
    await a.handle({ method: 'POST', url: base, body: record() });
    await a.handle({ method: 'POST', url: base, body: record({ comInputField102: '九州通' }) });
    const superQueryJson = (matchLogic: string, value: string, field = 'comInputField102') => JSON.stringify({ matchLogic,
      conditionJson: [{ field, symbol: 'like', fieldValue: value, jnpfKey: 'comInput' }] });
    const found = await a.handle({ method: 'POST', url: `${base}/List`,
      body: { currentPage: 1, pageSize: 20, superQueryJson: superQueryJson('AND', '九州') } });
    expect((found.data as { list: Obj[] }).list.map((r) => r.comInputField102)).toEqual(['九州通']);
    const refused = await a.handle({ method: 'POST', url: `${base}/List`, language: 'zh-CN',
      body: { currentPage: 1, pageSize: 20, superQueryJson: superQueryJson('AND', '九州', 'nope') } });
    expect(refused.code).toBe(400);
    expect(refused.msg).toBeTruthy();
  });

  it('refuses an invalid record with the server message in the request language and stores nothing', async () => {
    const a = api();
    const refused = await a.handle({ method: 'POST', url: base, body: record({ comInputField102: '' }), language: 'zh-CN' });
    expect(refused).toEqual({ code: 400, msg: '供应商不能为空' });
    expect(a.records()).toHaveLength(0);
  });

  it('answers dictionary selectors from fixtures/reference, flat or as a tree', async () => {
    const a = api();
    const sex = await a.handle({ method: 'GET', url: '/api/system/DictionaryData/963255a34ea64a2584c5d1ba269c1fe6/Data/Selector' });
    expect((sex.data as { list: Obj[] }).list.map((e) => e.fullName).sort()).toEqual(['保密', '女', '男'].sort());
    const byCode = await a.handle({ method: 'GET', url: '/api/system/DictionaryData/IndustryType/Data/Selector' });
    const tree = (byCode.data as { list: { children?: unknown[] }[] }).list;
    expect(tree.length).toBeGreaterThan(0);
    expect(tree.length).toBeLessThan(118);
    expect(tree.some((n) => (n.children?.length ?? 0) > 0)).toBe(true);
    expect((await a.handle({ method: 'GET', url: '/api/system/DictionaryData/nope/Data/Selector' })).code).toBe(404);
  });

  it('answers everything else with an empty 200 envelope', async () => {
    const a = api();
    expect(await a.handle({ method: 'GET', url: '/api/permission/Role/Selector' }))
      .toMatchObject({ code: 200, data: { list: [] } });
    expect(await a.handle({ method: 'POST', url: '/api/system/DataInterface/x/Actions/Preview' })).toMatchObject({ code: 200, data: [] });
    expect(await a.handle({ method: 'GET', url: '/api/oauth/whatever' })).toEqual({ code: 200, msg: 'Success' });
  });
});

describe('preview middleware', () => {
  let server: Server;
  let url = '';
  const passed: string[] = [];

  beforeEach(async () => {
    passed.length = 0;
    const handler = previewMiddleware(api());
    server = createServer((req, res) => handler(req, res, () => {
      passed.push(req.url ?? '');
      res.end('vite');
    }));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const address = server.address();
    url = `http://127.0.0.1:${address && typeof address === 'object' ? address.port : 0}`;
  });
  afterEach(() => new Promise<void>((done) => server.close(() => done())));

  it('hands / to Vite as the preview page and other assets unchanged', async () => {
    await fetch(`${url}/?x=1`);
    await fetch(`${url}/src/web/preview/main.tsx`);
    expect(passed).toEqual([`${PREVIEW_ENTRY}?x=1`, '/src/web/preview/main.tsx']);
  });

  it('answers API calls with JSON envelopes, reading JSON bodies', async () => {
    const res = await fetch(`${url}${base}`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'en' }, body: JSON.stringify(record()),
    });
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ code: 200, msg: 'Created' });
    const list = await (await fetch(`${url}${base}/List`, { method: 'POST', body: '{"currentPage":1,"pageSize":5}' })).json();
    expect(list.data.pagination).toEqual({ currentPage: 1, pageSize: 5, total: 1 });
    expect(passed).toEqual([]);
  });
});

describe('watchDefinitionFiles', () => {
  it('reloads the pages when a watched file changes or is replaced, not for other files', () => {
    const watcher = Object.assign(new EventEmitter(), { add: vi.fn() });
    const send = vi.fn();
    const told: string[] = [];
    watchDefinitionFiles({ watcher, ws: { send } } as never, [formFile], (f) => told.push(f));
    expect(watcher.add).toHaveBeenCalledWith([formFile]);
    watcher.emit('change', join(dir, 'other.json'));
    expect(send).not.toHaveBeenCalled();
    watcher.emit('change', formFile);
    watcher.emit('add', formFile);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenCalledWith({ type: 'full-reload', path: '*' });
    expect(told).toEqual([formFile, formFile]);
  });
});
