/**
 * One access rule for a form's records, whatever the door (issue 10 item 1): an ordinary staff member with no grant
 * on 药材供应商 or 采购订单 reads none of their records through List, get, DataChange, Export, print data,
 * FieldDataSelect, the data interfaces or an import preview, logs no print and reserves no serial number of them,
 * and reads no one's mobile phone; a user granted the forms still reads what the grants give, through the same
 * doors; a form a user may use still lends its relation popup and its data-interface popup the fields it shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { call, login, startServer, type TestServer } from '../api/helpers';

type Row = Record<string, unknown>;
interface Page { list: Row[]; pagination: { total: number } }

let s: TestServer;
let admin: string;
let zhangwei: string;
let wangfang: string;
let liuyang: string;
beforeAll(async () => {
  s = await startServer({ listen: false });
  [admin, zhangwei, wangfang, liuyang] = await Promise.all([login(s.app), login(s.app, 'zhangwei'),
    login(s.app, 'wangfang'), login(s.app, 'liuyang')]);
});
afterAll(async () => { await s?.close(); });

const OD = '/api/visualdev/OnlineDev';
const DI = '/api/system/DataInterface';
const get = <T = unknown>(token: string, url: string) => call<T>(s.app, 'GET', url, { token });
const post = <T = unknown>(token: string, url: string, body: unknown = {}) => call<T>(s.app, 'POST', url, { token, body });
const fieldDataSelect = (token: string, q: Record<string, string>) =>
  get<Page>(token, `/api/visualdev/Base/vd-supplier/FieldDataSelect?${new URLSearchParams(q)}`);

/** Every door that yields records of a form, answered for one user: the codes (and row counts where 200). */
async function doors(token: string, model: string, record: string) {
  return {
    list: (await post<Page>(token, `${OD}/${model}/List`, { currentPage: 1, pageSize: 20 })).code,
    get: (await get(token, `${OD}/${model}/${record}`)).code,
    dataChange: (await get(token, `${OD}/${model}/${record}/DataChange`)).code,
    export: (await post(token, `${OD}/${model}/Actions/Export`, { currentPage: 1, pageSize: 20, dataType: 1 })).code,
  };
}

/** The rows of a data interface through each of its three actions. */
async function interfaceRows(token: string, id: string, ids: string[], relationField: string) {
  const preview = await post<Row[]>(token, `${DI}/${id}/Actions/Preview`);
  const list = await post<Page>(token, `${DI}/${id}/Action/List`, { relationField, pageSize: 1000 });
  const info = await post<Row[]>(token, `${DI}/${id}/Action/InfoByIds`, { ids, propsValue: 'id', relationField });
  for (const r of [preview, list, info]) expect(r.code, r.msg).toBe(200);
  return { preview: preview.data!, list: list.data!.list, total: list.data!.pagination.total, info: info.data! };
}

async function upload(token: string, rows: unknown[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const r of rows) sheet.addRow(r);
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  const boundary = '----loomRecordAccess';
  const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; ` +
    'filename="suppliers.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n'), bytes,
  Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const res = await s.app.inject({ method: 'POST', url: `${OD}/Uploader`, payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: token } });
  const body = res.json() as { code: number; data?: { name: string } };
  expect(body.code).toBe(200);
  return body.data!.name;
}

describe('an ordinary staff member with no grant on the forms', () => {
  it('reads no supplier and no purchase order through List, get, DataChange or Export', async () => {
    const refused = { list: 403, get: 403, dataChange: 403, export: 403 };
    expect(await doors(liuyang, 'vd-supplier', 'rec-supplier-1')).toEqual(refused);
    expect(await doors(liuyang, 'vd-purchase-order', 'rec-order-1')).toEqual(refused);
  });

  it('prints no purchase order and logs no print of its template', async () => {
    expect((await get(liuyang, '/api/system/printDev/Data?id=pt-purchase-order&formId=rec-order-1')).code).toBe(403);
    expect((await get(liuyang, '/api/system/printDev/BatchData?id=pt-purchase-receipt&formIds=rec-order-1,rec-order-2'))
      .code).toBe(403);
    const log = await post(liuyang, '/api/system/printLog/save', { printTitle: '采购订单', printNum: 1,
      printId: 'pt-purchase-order' });
    expect(log.code).toBe(403);
    const logs = await s.app.loom.db.selectFrom('printLog').select('userId').where('userId', '=', 'user-liuyang').execute();
    expect(logs).toHaveLength(0);
  });

  it('sees no supplier field in a relation popup: the only form showing them (字段大全) is not one of theirs', async () => {
    expect((await fieldDataSelect(liuyang, { relationField: 'comInputField101' })).code).toBe(403);
    expect((await fieldDataSelect(liuyang, { relationField: 'comInputField101', columnOptions: 'comInputField102' }))
      .code).toBe(403);
  });

  it('gets no supplier row through any action of the supplier directory interface', async () => {
    const rows = await interfaceRows(liuyang, 'di-supplier-directory', ['rec-supplier-1', 'rec-supplier-2'], 'fullName');
    expect(rows).toEqual({ preview: [], list: [], total: 0, info: [] });
    const byPhone = await post<Row[]>(liuyang, `${DI}/di-supplier-directory/Actions/Preview`,
      { paramList: [{ field: 'phone', defaultValue: '13912345601' }] });
    expect(byPhone.data).toEqual([]);
  });

  it('gets names and accounts but no mobile phone through the staff interface', async () => {
    const ids = ['user-zhangwei', 'user-wangfang'];
    const rows = await interfaceRows(liuyang, 'di-staff', ids, 'fullName');
    expect(rows.preview.length).toBeGreaterThan(5);
    expect(rows.info.map((r) => r.account)).toEqual(['zhangwei', 'wangfang']);
    for (const r of [...rows.preview, ...rows.list, ...rows.info]) expect(r.mobilePhone).toBeNull();
    // Nor can a search or a parameter find who owns a number.
    const mobile = (await post<Row[]>(admin, `${DI}/di-staff/Actions/Preview`)).data!
      .map((r) => r.mobilePhone).find((m) => typeof m === 'string' && m)!;
    expect(mobile).toBeTruthy();
    const search = await post<Page>(liuyang, `${DI}/di-staff/Action/List`,
      { keyword: String(mobile), relationField: 'fullName', columnOptions: 'mobilePhone' });
    expect(search.data!.list).toEqual([]);
    const param = await post<Row[]>(liuyang, `${DI}/di-staff/Actions/Preview`,
      { paramList: [{ field: 'mobilePhone', defaultValue: mobile }] });
    expect(param.data).toEqual([]);
  });

  it('previews no import into a form they cannot use, and nobody previews another user\'s upload', async () => {
    const name = await upload(liuyang, [['供应商名称', '联系电话'], ['某药材公司', '13900000000']]);
    expect((await get(liuyang, `${OD}/vd-supplier/ImportPreview?fileName=${name}`)).code).toBe(403);
    const other = await get(wangfang, `${OD}/vd-supplier/ImportPreview?fileName=${name}`);
    expect(other.code).toBe(400);
    const own = await upload(wangfang, [['供应商名称', '联系电话'], ['某药材公司', '13900000000']]);
    const mine = await get<{ dataRow: Row[] }>(wangfang, `${OD}/vd-supplier/ImportPreview?fileName=${own}`);
    expect(mine.code, mine.msg).toBe(200);
    expect(mine.data!.dataRow).toEqual([expect.objectContaining({ comInputField101: '某药材公司' })]);
  });

  it('reserves no serial number of a rule only forms they cannot use name', async () => {
    expect((await get(liuyang, '/api/system/BillRule/BillNumber/cgdj')).code).toBe(403);
    expect((await get(liuyang, '/api/system/BillRule/BillNumber/nope')).code).toBe(403);
  });
});

describe('a user granted the forms, through the same doors', () => {
  it('reads suppliers and purchase orders through List, get, DataChange and Export', async () => {
    const granted = { list: 200, get: 200, dataChange: 200, export: 200 };
    // The supplier list shows no 导出 button, so no one but an administrator exports it.
    expect(await doors(zhangwei, 'vd-supplier', 'rec-supplier-1')).toEqual({ ...granted, export: 403 });
    expect(await doors(zhangwei, 'vd-purchase-order', 'rec-order-1')).toEqual(granted);
    const list = await post<Page>(zhangwei, `${OD}/vd-supplier/List`, { currentPage: 1, pageSize: 20 });
    expect(list.data!.pagination.total).toBeGreaterThan(1);
  });

  it('prints, logs the print, and opens the relation popup of suppliers', async () => {
    expect((await get(zhangwei, '/api/system/printDev/Data?id=pt-purchase-order&formId=rec-order-1')).code).toBe(200);
    expect((await post(zhangwei, '/api/system/printLog/save', { printTitle: '采购订单', printNum: 1,
      printId: 'pt-purchase-order' })).code).toBe(200);
    const popup = await fieldDataSelect(zhangwei, { relationField: 'comInputField101', columnOptions: 'numInputField103' });
    expect(popup.code).toBe(200);
    expect(popup.data!.list.find((r) => r.id === 'rec-supplier-1')).toMatchObject({ comInputField101: '亳州康源药材有限公司' });
  });

  it('reads the supplier directory interface, and staff without their mobile phones (administrators only)', async () => {
    const rows = await interfaceRows(zhangwei, 'di-supplier-directory', ['rec-supplier-1'], 'fullName');
    expect(rows.info).toEqual([{ id: 'rec-supplier-1', fullName: '亳州康源药材有限公司', phone: '13912345601',
      address: '安徽省亳州市谯城区中药材专业市场12号', grade: '1' }]);
    expect(rows.total).toBe(rows.preview.length);
    const staff = await interfaceRows(zhangwei, 'di-staff', ['user-wangfang'], 'fullName');
    expect(staff.info[0]).toMatchObject({ account: 'wangfang', mobilePhone: null });
    const byAdmin = await post<Row[]>(admin, `${DI}/di-staff/Action/InfoByIds`, { ids: ['user-wangfang'] });
    expect(byAdmin.data![0].mobilePhone).toEqual(expect.any(String));
  });

  it('reserves numbers of the rules their forms use', async () => {
    expect((await get(wangfang, '/api/system/BillRule/BillNumber/cgdj')).code).toBe(200);
    expect((await get(wangfang, '/api/system/BillRule/BillNumber/pay_no')).code).toBe(403); // 字段大全 is not theirs
    expect((await get(zhangwei, '/api/system/BillRule/BillNumber/pay_no')).code).toBe(200);
    expect((await get(admin, '/api/system/BillRule/BillNumber/xiaoshou')).code).toBe(200);
  });
});

describe('fields a form the user may use shows', () => {
  // huangli (ordinary staff) is given 字段大全 alone: its relationForm shows 供应商名称 and 联系电话 of suppliers.
  beforeAll(async () => {
    const db = s.app.loom.db;
    await db.insertInto('role').values({ id: 'role-kinds', fullName: '字段大全使用者', enCode: 'kindsUser', type: null,
      globalMark: 0, sortCode: 99, enabledMark: 1, description: null, creatorTime: Date.now() }).execute();
    await db.insertInto('userRelation').values({ id: 'ur-huangli-kinds', userId: 'user-huangli', objectType: 'Role',
      objectId: 'role-kinds', sortCode: 9 }).execute();
    await db.insertInto('authorize').values(['system:sys-main', 'module:m-all-kinds'].map((k) => {
      const [itemType, itemId] = k.split(':');
      return { id: `role-kinds:${k}`, itemType, itemId, objectType: 'Role', objectId: 'role-kinds' };
    })).execute();
  });

  it('opens the relation popup with the fields the relation shows, and no other', async () => {
    const huangli = await login(s.app, 'huangli');
    expect(await doors(huangli, 'vd-supplier', 'rec-supplier-1'))
      .toEqual({ list: 403, get: 403, dataChange: 403, export: 403 });
    const shown = await fieldDataSelect(huangli, { relationField: 'comInputField101', columnOptions: 'comInputField102' });
    expect(shown.code).toBe(200);
    expect(shown.data!.list.find((r) => r.id === 'rec-supplier-2')).toEqual({ id: 'rec-supplier-2',
      comInputField101: '安国祁州药业有限公司', comInputField102: '13912345602' });
    expect((await fieldDataSelect(huangli, { relationField: 'comInputField101', columnOptions: 'numInputField103' }))
      .code).toBe(403);
    expect((await get(huangli, '/api/system/BillRule/BillNumber/pay_no')).code).toBe(200);
  });

  it('reads through a data interface only the columns a popup of that form shows', async () => {
    const db = s.app.loom.db;
    const model = await db.selectFrom('visualdev').select('formData').where('id', '=', 'vd-all-kinds').executeTakeFirstOrThrow();
    const form = JSON.parse(model.formData) as { fields: Row[] };
    const popup = form.fields.find((f) => f.__vModel__ === 'popupSelectField150')!;
    Object.assign(popup, { interfaceId: 'di-supplier-directory', propsValue: 'id', relationField: 'fullName',
      columnOptions: [{ value: 'fullName', label: '供应商名称' }, { value: 'grade', label: '等级' }] });
    await db.updateTable('visualdev').set({ formData: JSON.stringify(form) }).where('id', '=', 'vd-all-kinds').execute();
    const huangli = await login(s.app, 'huangli');
    const rows = await interfaceRows(huangli, 'di-supplier-directory', ['rec-supplier-1'], 'fullName');
    expect(rows.info).toEqual([{ id: 'rec-supplier-1', fullName: '亳州康源药材有限公司', phone: null, address: null,
      grade: '1' }]);
    expect(rows.total).toBeGreaterThan(1);
    expect(rows.list.every((r) => r.phone === null && typeof r.fullName === 'string')).toBe(true);
    // liuyang, who may not use 字段大全, still gets nothing.
    expect((await interfaceRows(liuyang, 'di-supplier-directory', ['rec-supplier-1'], 'fullName')).total).toBe(0);
  });
});

describe('form permission narrows the fields every door answers', () => {
  it('answers null for an interface column over a supplier field the user\'s menu does not grant', async () => {
    const db = s.app.loom.db;
    const model = await db.selectFrom('visualdev').select('columnData').where('id', '=', 'vd-supplier').executeTakeFirstOrThrow();
    await db.updateTable('visualdev').set({ columnData: JSON.stringify({ ...JSON.parse(model.columnData),
      useFormPermission: true }) }).where('id', '=', 'vd-supplier').execute();
    await db.deleteFrom('authorize').where('objectId', '=', 'role-purchase').where('itemType', '=', 'form')
      .where('itemId', '=', 'm-supplier:form:comInputField102').execute();
    const rows = await interfaceRows(wangfang, 'di-supplier-directory', ['rec-supplier-1'], 'fullName');
    expect(rows.info).toEqual([{ id: 'rec-supplier-1', fullName: '亳州康源药材有限公司', phone: null,
      address: '安徽省亳州市谯城区中药材专业市场12号', grade: '1' }]);
    const got = await get<{ data: string }>(wangfang, `${OD}/vd-supplier/rec-supplier-1`);
    expect(JSON.parse(got.data!.data)).not.toHaveProperty('comInputField102');
    expect((await fieldDataSelect(wangfang, { relationField: 'comInputField101', columnOptions: 'comInputField102' }))
      .code).toBe(403);
    expect((await fieldDataSelect(wangfang, { relationField: 'comInputField101' })).code).toBe(200);
  });
});
