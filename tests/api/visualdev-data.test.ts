/**
 * Generated forms, issue 3: DataChange display texts, batchDelete, Export (.xlsx read back with exceljs),
 * FieldDataSelect, the Base definition (admin only, refused when invalid) and a filled 字段大全 record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { PagedList } from '../../src/engine/types';
import { call, login, startServer, type TestServer } from './helpers';
import { allKindsRecord } from './records';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer({ listen: false });
  admin = await login(s.app);
});
afterAll(async () => { await s?.close(); });

const SUPPLIER = '/api/visualdev/OnlineDev/vd-supplier';
const ALL = '/api/visualdev/OnlineDev/vd-all-kinds';
type Row = Record<string, unknown> & { id: string };
const texts = async (base: string, id: string, token = admin, lang?: string) => {
  const res = await call<{ id: string; data: string }>(s.app, 'GET', `${base}/${id}/DataChange`, { token, lang });
  expect(res.code).toBe(200);
  return JSON.parse(res.data!.data) as Record<string, unknown>;
};


describe('字段大全 (vd-all-kinds)', () => {
  it('accepts a record filling every kind and fills the system fields and the serial number', async () => {
    const res = await call<{ id: string }>(s.app, 'POST', ALL, { token: admin,
      body: { data: JSON.stringify(allKindsRecord({ createUserField152: 'forged' })) } });
    expect(res).toMatchObject({ code: 200, msg: '新建成功' });
    const got = JSON.parse((await call<{ data: string }>(s.app, 'GET', `${ALL}/${res.data!.id}`, { token: admin })).data!.data);
    expect(got).toMatchObject({ ...allKindsRecord(), createUserField152: 'user-admin', currOrganizeField156: 'dep-it',
      currPositionField157: 'pos-it' });
    expect(got.billRuleField147).toMatch(/^PAY\d{8}/);
    expect(got.createTimeField153).toBeGreaterThan(1_700_000_000_000);
  });

  it('stores the serial number reserved for the user when the form was opened', async () => {
    const reserved = await call<string>(s.app, 'GET', '/api/system/BillRule/BillNumber/pay_no', { token: admin });
    expect(reserved.code).toBe(200);
    const res = await call<{ id: string }>(s.app, 'POST', ALL, { token: admin, body: { data: JSON.stringify(allKindsRecord()) } });
    const got = JSON.parse((await call<{ data: string }>(s.app, 'GET', `${ALL}/${res.data!.id}`, { token: admin })).data!.data);
    expect(got.billRuleField147).toBe(reserved.data);
  });

  it('refuses wrongly shaped values per kind with the field named', async () => {
    const bad = async (patch: Record<string, unknown>, lang = 'zh-CN') =>
      (await call(s.app, 'POST', ALL, { token: admin, lang, body: { data: JSON.stringify(allKindsRecord(patch)) } })).msg;
    expect(await bad({ cascaderField112: 'hc-fruit' })).toBe('药材品类格式不正确，应为ID路径数组');
    expect(await bad({ usersSelectField134: 'dep-sales' })).toBe('用户组件格式不正确，应为"ID--类型"');
    expect(await bad({ uploadFzField116: ['检验报告.pdf'] })).toBe('附件格式不正确，应为文件对象数组');
    expect(await bad({ addressField143: [['130000']] }, 'en')).toBe('"产地区域" must be an array of ids (path)');
    expect(await bad({ tableField136: [{ comInputField137: '', numInputField138: 1 }] })).toBe('明细第1行：药材不能为空');
  });

  it('stores the calculation worked out from the record, not the figure the client sent', async () => {
    const res = await call<{ id: string }>(s.app, 'POST', ALL, { token: admin,
      body: { data: JSON.stringify(allKindsRecord({ numInputField104: 4, numInputField105: 10.25, calculateField106: 999999 })) } });
    expect(res.code).toBe(200);
    const got = JSON.parse((await call<{ data: string }>(s.app, 'GET', `${ALL}/${res.data!.id}`, { token: admin })).data!.data);
    expect(got.calculateField106).toBe(41); // 数量 × 单价
  });

  it('does not store a calculate field with isStorage 1', async () => {
    // Switch the form's calculation to display-only through the Base definition, then save.
    const base = await call<{ formData: string; columnData: string; fullName: string; enCode: string }>(s.app, 'GET',
      '/api/visualdev/Base/vd-all-kinds', { token: admin });
    const form = JSON.parse(base.data!.formData);
    const row = form.fields.find((f: { __config__: { jnpfKey: string } }) => f.__config__.jnpfKey === 'row');
    row.__config__.children[2].__config__.isStorage = 1;
    expect((await call(s.app, 'PUT', '/api/visualdev/Base/vd-all-kinds', { token: admin, body: { ...base.data,
      formData: JSON.stringify(form) } })).code).toBe(200);
    const res = await call<{ id: string }>(s.app, 'POST', ALL, { token: admin, body: { data: JSON.stringify(allKindsRecord()) } });
    const got = JSON.parse((await call<{ data: string }>(s.app, 'GET', `${ALL}/${res.data!.id}`, { token: admin })).data!.data);
    expect(got).not.toHaveProperty('calculateField106');
    expect(got.numInputField104).toBe(3);
    row.__config__.children[2].__config__.isStorage = 2;
    expect((await call(s.app, 'PUT', '/api/visualdev/Base/vd-all-kinds', { token: admin, body: { ...base.data,
      formData: JSON.stringify(form) } })).code).toBe(200);
  });
});

describe('DataChange', () => {
  // Fields holding one number keep it as a number (the original client's number components format it themselves).
  it('answers display texts of every kind of the seeded 字段大全 record', async () => {
    const t = await texts(ALL, 'rec-all-1');
    expect(t).toMatchObject({
      comInputField102: '岷县当归样品', numInputField105: 68.5, calculateField106: 822, switchField108: '开',
      radioField109: '月结', checkboxField110: '道地,有机', selectField111: '一等', cascaderField112: '根及根茎类/根类',
      dateField113: '2024-09-01', timeField114: '09:30:00', comSelectField128: '岐元堂中药材有限公司/采购部',
      depSelectField129: '质检部', posSelectField130: '采购员', userSelectField131: '王芳/wangfang', roleSelectField132: '采购人员',
      groupSelectField133: '道地药材采购小组', usersSelectField134: '周杰/zhoujie', treeSelectField142: '留学/移民',
      addressField143: '河北省/石家庄市', popupTableSelectField145: '黄芪', relationFormField148: '亳州康源药材有限公司',
      relationFormField148_id: 'rec-supplier-1', popupSelectField150: '当归', popupAttrField151: '甘肃岷县',
      createUserField152: '李娜/lina', currOrganizeField156: '采购部', currPositionField157: '采购经理',
    });
    expect(t.tableField136).toEqual([
      { comInputField137: '当归', numInputField138: 10, numInputField139: 68.5, selectField140: '千克', dateField141: '2024-09-01' },
      { comInputField137: '黄芪', numInputField138: 2, numInputField139: 45, selectField140: '千克', dateField141: '2024-09-02' },
    ]);
    expect(t.createTimeField153).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('answers the field\'s own switch texts, static and dictionary labels of the supplier', async () => {
    const t = await texts(SUPPLIER, 'rec-supplier-4', admin, 'en');
    expect(t).toMatchObject({ switchField108: '关', selectField104: 'C级', checkboxField106: '果实种子类',
      dateField107: '2024-01-01', numInputField103: 80000, radioField105: '季度结算' });
  });

  it('answers 404 for an unknown record', async () => {
    expect((await call(s.app, 'GET', `${SUPPLIER}/nope/DataChange`, { token: admin })).code).toBe(404);
  });
});

describe('batchDelete', () => {
  it('deletes the listed records of the model only, and refuses an empty list', async () => {
    const ids: string[] = [];
    for (const n of ['批删甲', '批删乙']) {
      ids.push((await call<{ id: string }>(s.app, 'POST', SUPPLIER, { token: admin,
        body: { data: JSON.stringify({ comInputField101: n }) } })).data!.id);
    }
    const total = async () => (await call<PagedList<Row>>(s.app, 'POST', `${SUPPLIER}/List`, { token: admin,
      body: { pageSize: 100 } })).data!.pagination.total;
    const before = await total();
    const res = await call(s.app, 'POST', '/api/visualdev/OnlineDev/batchDelete/vd-supplier', { token: admin,
      body: { ids: [...ids, 'rec-order-1'] } });
    expect(res).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await total()).toBe(before - 2);
    // rec-order-1 belongs to another model and stays.
    expect((await call(s.app, 'GET', '/api/visualdev/OnlineDev/vd-purchase-order/rec-order-1', { token: admin })).code).toBe(200);
    const empty = await call(s.app, 'POST', '/api/visualdev/OnlineDev/batchDelete/vd-supplier', { token: admin, body: { ids: [] } });
    expect(empty).toMatchObject({ code: 400, msg: '请选择要删除的数据' });
  });

  it('is refused to a purchaser, whose role lacks btn_remove on 药材供应商', async () => {
    const buyer = await login(s.app, 'zhoujie');
    const res = await call(s.app, 'POST', '/api/visualdev/OnlineDev/batchDelete/vd-supplier', { token: buyer,
      body: { ids: ['rec-supplier-5'] } });
    expect(res.code).toBe(403);
    expect((await call(s.app, 'GET', `${SUPPLIER}/rec-supplier-5`, { token: admin })).code).toBe(200);
  });
});

/** Downloads an export through its one-shot URL and reads it back with exceljs. */
async function readExport(url: string) {
  const file = await s.app.inject({ method: 'GET', url });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-disposition']).toContain('.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow((r) => rows.push((r.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return { rows, again: await s.app.inject({ method: 'GET', url }) };
}

describe('Actions/Export', () => {
  it('exports the filtered rows with column labels and display texts; the URL works once', async () => {
    const res = await call<{ name: string; url: string }>(s.app, 'POST', `${SUPPLIER}/Actions/Export`, { token: admin,
      body: { currentPage: 1, pageSize: 20, sidx: 'numInputField103', sort: 'desc', dataType: 1,
        queryJson: JSON.stringify({ selectField104: ['1', '2'] }),
        selectKey: ['comInputField101', 'selectField104', 'radioField105', 'switchField108', 'dateField107'] } });
    expect(res.code).toBe(200);
    expect(res.data!.name).toMatch(/^药材供应商_\d{8}\.xlsx$/);
    const { rows, again } = await readExport(res.data!.url);
    expect(rows[0]).toEqual(['供应商名称', '供应商等级', '结算方式', '合作日期', '合作中']); // columnList order
    expect(rows.slice(1).map((r) => r[0])).toEqual(['亳州康源药材有限公司', '安国祁州药业有限公司', '长白山人参专业合作社',
      '文山三七种植合作社']);
    expect(rows[1]).toEqual(['亳州康源药材有限公司', 'A级', '月结', '2023-01-01', '开']);
    expect(JSON.parse(again.body).code).toBe(400); // one-shot
  });

  it('exports only the current page with dataType 0, and sub-table cells one line per row', async () => {
    const res = await call<{ name: string; url: string }>(s.app, 'POST', '/api/visualdev/OnlineDev/vd-purchase-order/Actions/Export',
      { token: admin, body: { currentPage: 1, pageSize: 1, sidx: 'dateField103', sort: 'asc', dataType: 0 } });
    const { rows } = await readExport(res.data!.url);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('采购明细-药材名称');
    expect(rows[1]).toContain('白芍\n牡丹皮');
  });
});

describe('FieldDataSelect', () => {
  const url = (q: Record<string, string>) => `/api/visualdev/Base/vd-supplier/FieldDataSelect?${new URLSearchParams(q)}`;

  it('lists records with the relation field and column options, filtered by keyword and paged', async () => {
    const res = await call<PagedList<Row>>(s.app, 'GET', url({ relationField: 'comInputField101',
      columnOptions: 'comInputField102,selectField104', keyword: '药', currentPage: '1', pageSize: '20' }), { token: admin });
    expect(res.code).toBe(200);
    const names = res.data!.list.map((r) => r.comInputField101);
    expect(names).toEqual(expect.arrayContaining(['亳州康源药材有限公司', '安国祁州药业有限公司']));
    expect(names.every((n) => String(n).includes('药'))).toBe(true);
    expect(res.data!.list.find((r) => r.id === 'rec-supplier-2')).toEqual({ id: 'rec-supplier-2',
      comInputField101: '安国祁州药业有限公司', comInputField102: '13912345602', selectField104: 'B级' });
    const page = await call<PagedList<Row>>(s.app, 'GET', url({ relationField: 'comInputField101', currentPage: '2',
      pageSize: '2' }), { token: admin });
    expect(page.data!.list).toHaveLength(2);
    expect(page.data!.pagination).toMatchObject({ currentPage: 2, pageSize: 2 });
  });

  it('refuses a user who may use neither the form nor a form whose relation shows it', async () => {
    // huangli has no 药材供应商 menu, and 字段大全 (whose relation shows these fields) is not among his menus either;
    // tests/security/recordAccess.test.ts lends him 字段大全 and reads the fields it shows.
    const staff = await login(s.app, 'huangli');
    const shown = await call<PagedList<Row>>(s.app, 'GET', url({ relationField: 'comInputField101',
      columnOptions: 'comInputField102' }), { token: staff });
    expect(shown.code).toBe(403);
    const more = await call(s.app, 'GET', url({ relationField: 'comInputField101', columnOptions: 'numInputField103' }),
      { token: staff });
    expect(more.code).toBe(403);
    expect((await call(s.app, 'GET', url({ relationField: 'nope' }), { token: admin })).msg).toBe('关联字段nope不存在');
  });
});

describe('Base definition', () => {
  it('answers the definition to administrators only', async () => {
    const res = await call<{ formData: string; columnData: string }>(s.app, 'GET', '/api/visualdev/Base/vd-supplier', { token: admin });
    expect(res.code).toBe(200);
    expect(JSON.parse(res.data!.formData).fields.length).toBeGreaterThan(5);
    const buyer = await login(s.app, 'wangfang');
    expect((await call(s.app, 'GET', '/api/visualdev/Base/vd-supplier', { token: buyer })).code).toBe(403);
    expect((await call(s.app, 'PUT', '/api/visualdev/Base/vd-supplier', { token: buyer, body: { fullName: 'x', enCode: 'x',
      formData: res.data!.formData, columnData: res.data!.columnData } })).code).toBe(403);
  });

  it('refuses an invalid definition with every problem and its JSON path, and keeps the stored one', async () => {
    const base = await call<{ fullName: string; enCode: string; formData: string; columnData: string }>(s.app, 'GET',
      '/api/visualdev/Base/vd-supplier', { token: admin });
    const form = JSON.parse(base.data!.formData);
    form.fields[0].__config__.jnpfKey = 'noSuchKind';
    form.fields[2].__vModel__ = form.fields[1].__vModel__;
    const res = await call<{ problems: { path: string; message: string }[] }>(s.app, 'PUT', '/api/visualdev/Base/vd-supplier',
      { token: admin, body: { ...base.data, formData: JSON.stringify(form) } });
    expect(res.code).toBe(400);
    const paths = res.data!.problems.map((p) => p.path);
    expect(paths).toContain('$.fields[0].__config__.jnpfKey');
    expect(paths.some((p) => p.startsWith('$.fields[2]'))).toBe(true);
    expect(res.msg).toContain('$.fields[0].__config__.jnpfKey');
    const notJson = await call(s.app, 'PUT', '/api/visualdev/Base/vd-supplier', { token: admin,
      body: { ...base.data, columnData: '{oops' } });
    expect(notJson.code).toBe(400);
    const after = await call<{ formData: string }>(s.app, 'GET', '/api/visualdev/Base/vd-supplier', { token: admin });
    expect(after.data!.formData).toBe(base.data!.formData);
  });
});
