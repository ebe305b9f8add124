/**
 * Bulk import of generated forms: template download, the
 * upload's size and type checks, preview, import of good and bad rows, and the workbook of failed rows. Workbooks
 * are written and read back with exceljs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import dayjs from 'dayjs';
import type { PagedList } from '../../src/engine/types';
import { call, login, startServer, type TestServer } from './helpers';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer({ listen: false });
  admin = await login(s.app);
});
afterAll(async () => { await s?.close(); });

const OD = '/api/visualdev/OnlineDev';
const SUPPLIER = `${OD}/vd-supplier`;
const ORDER = `${OD}/vd-purchase-order`;
const SUPPLIER_HEADER = ['供应商名称', '联系电话', '授信额度', '供应商等级', '结算方式', '经营品类', '合作日期', '合作中', '地址'];
type Row = Record<string, unknown>;
interface Result { snum: number; fnum: number; resultType: number; failResult: (Row & { errorsInfo: string })[] }

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The first sheet of the .xlsx behind a one-shot download URL. */
async function sheetAt(url: string): Promise<ExcelJS.Worksheet> {
  const res = await s.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book.worksheets[0];
}

/** Rows of the first sheet of the .xlsx behind a one-shot download URL. */
async function download(url: string): Promise<unknown[][]> {
  const out: unknown[][] = [];
  (await sheetAt(url)).eachRow((row) => out.push(Array.from((row.values as unknown[]).slice(1), (v) => v ?? null)));
  return out;
}

async function upload(name: string, bytes: Buffer, opts: { token?: string; lang?: string } = {}) {
  const boundary = '----loomImportTest';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const res = await s.app.inject({ method: 'POST', url: `${OD}/Uploader`, payload, headers: {
    'content-type': `multipart/form-data; boundary=${boundary}`, authorization: opts.token ?? admin,
    ...(opts.lang ? { 'accept-language': opts.lang } : {}) } });
  return res.json() as { code: number; msg: string; data?: { name: string } };
}

async function preview(base: string, rows: unknown[][], lang?: string) {
  const up = await upload('供应商.xlsx', await xlsx(rows));
  expect(up.code, up.msg).toBe(200);
  return call<{ dataRow: Row[]; headerRow: Row[] }>(s.app, 'GET',
    `${base}/ImportPreview?fileName=${encodeURIComponent(up.data!.name)}`, { token: admin, lang });
}

describe('TemplateDownload', () => {
  it('gives an .xlsx whose header row holds the importable fields of the supplier', async () => {
    const res = await call<{ url: string; name: string }>(s.app, 'GET', `${SUPPLIER}/TemplateDownload`, { token: admin });
    expect(res.code, res.msg).toBe(200);
    expect(res.data!.name).toMatch(/^药材供应商导入模板_\d{8}\.xlsx$/);
    const sheet = await sheetAt(res.data!.url);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(SUPPLIER_HEADER);
    // Short choice lists are offered as drop-downs in the data rows.
    expect(sheet.getCell('D2').dataValidation).toMatchObject({ type: 'list', formulae: ['"A级,B级,C级"'] });
    expect(sheet.getCell('H1001').dataValidation).toMatchObject({ formulae: ['"开,关"'] });
    expect(String(sheet.getCell('E2').dataValidation?.formulae)).toContain('月结');
  });

  it('names sub-table columns 子表标题-列标题 and leaves out the serial number', async () => {
    const res = await call<{ url: string }>(s.app, 'GET', `${ORDER}/TemplateDownload`, { token: admin });
    expect((await download(res.data!.url))[0]).toEqual(['供应商', '采购日期', '付款方式', '采购明细-药材名称', '采购明细-数量',
      '采购明细-单价', '采购明细-单位', '备注']);
  });

  it('is refused without the 导入 button permission', async () => {
    const buyer = await login(s.app, 'zhoujie');
    expect((await call(s.app, 'GET', `${SUPPLIER}/TemplateDownload`, { token: buyer })).code).toBe(200);
    await s.app.loom.db.deleteFrom('authorize')
      .where('id', '=', 'role-purchase:button:m-supplier:button:btn_upload').execute();
    expect((await call(s.app, 'GET', `${SUPPLIER}/TemplateDownload`, { token: buyer })).code).toBe(403);
    expect((await call(s.app, 'POST', `${SUPPLIER}/ImportData`, { token: buyer,
      body: { list: [{ comInputField101: '越权供应商' }] } })).code).toBe(403);
  });
});

describe('Uploader', () => {
  it('keeps an .xlsx and answers its stored name', async () => {
    const res = await upload('供应商.xlsx', await xlsx([SUPPLIER_HEADER]));
    expect(res).toMatchObject({ code: 200 });
    expect(res.data!.name).toMatch(/^\d{8}_[0-9a-f]{32}\.xlsx$/);
  });

  it('refuses other types and files of 500KB or more, in the user language', async () => {
    expect(await upload('notes.txt', Buffer.from('hello'))).toMatchObject({ code: 400, msg: '请选择.xls,.xlsx类型的文件' });
    const big = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(500 * 1024)]);
    expect(await upload('big.xlsx', big)).toMatchObject({ code: 400, msg: '文件大小不能超过500KB' });
    expect(await upload('big.xlsx', big, { lang: 'en' })).toMatchObject({ code: 400, msg: 'File size cannot exceed 500KB' });
    expect(await upload('big.xlsx', big, { lang: 'zh-TW' })).toMatchObject({ code: 400, msg: '文件大小不能超過500KB' });
  });

  it('answers a JSON body with a 400, never a 500', async () => {
    const res = await call(s.app, 'POST', `${OD}/Uploader`, { token: admin, body: { file: 'x' } });
    expect(res.code).toBe(400);
  });
});

describe('ImportPreview', () => {
  it('reads the rows and converts labels to ids, dates to timestamps and texts to numbers', async () => {
    const res = await preview(SUPPLIER, [SUPPLIER_HEADER,
      ['亳州新源药业', 13912345678, '1,200.5', 'B级', '月结', '根茎类,花叶类', '2024-03-01', '开', '安徽亳州'],
      ['安国药材行', null, null, 'C级', null, null, new Date(Date.UTC(2024, 4, 6)), '关', null]]);
    expect(res.code, res.msg).toBe(200);
    expect(res.data!.headerRow.map((h) => h.fullName)).toEqual(SUPPLIER_HEADER);
    expect(res.data!.headerRow[3]).toEqual({ id: 'selectField104', fullName: '供应商等级', jnpfKey: 'select' });
    const [a, b] = res.data!.dataRow;
    expect(a).toMatchObject({ comInputField101: '亳州新源药业', comInputField102: '13912345678', numInputField103: 1200.5,
      selectField104: '2', checkboxField106: ['1', '2'], dateField107: dayjs('2024-03-01').valueOf(), switchField108: 1,
      textareaField109: '安徽亳州' });
    expect(a.radioField105).toBe('3722d977cbb54806abe2fed651547d01');
    expect(b).toEqual({ comInputField101: '安国药材行', selectField104: '3', dateField107: dayjs('2024-05-06').valueOf(),
      switchField108: 0 });
  });

  it("says 'import data is empty' when the sheet has no rows, and refuses a changed header", async () => {
    expect(await preview(SUPPLIER, [SUPPLIER_HEADER])).toMatchObject({ code: 400, msg: '导入数据为空' });
    expect(await preview(SUPPLIER, [SUPPLIER_HEADER], 'en')).toMatchObject({ code: 400, msg: 'Import data is empty' });
    const changed = await preview(SUPPLIER, [['供应商', '电话'], ['a', 'b']]);
    expect(changed).toMatchObject({ code: 400, msg: '表头“供应商”与模板不一致，模板中的表头名称不可更改' });
  });

  it('refuses a file name that is not an upload of this user', async () => {
    const res = await call(s.app, 'GET', `${SUPPLIER}/ImportPreview?fileName=20240101_${'0'.repeat(32)}.xlsx`, { token: admin });
    expect(res).toMatchObject({ code: 400, msg: '上传的文件不存在，请重新上传' });
    expect((await call(s.app, 'GET', `${SUPPLIER}/ImportPreview?fileName=../../etc/passwd`, { token: admin })).code).toBe(400);
  });
});

describe('ImportData and ImportExceptionData', () => {
  it('stores the good rows, answers the bad ones with their reasons, and exports them with 异常原因', async () => {
    const good = { comInputField101: '导入测试甲', comInputField102: '13800000001', selectField104: 'A级', dateField107: '2024-06-01' };
    const list = [
      good,
      { comInputField102: '13800000002', selectField104: '1' },
      { comInputField101: '导入测试乙', comInputField102: '12345' },
      { comInputField101: '导入测试丙', selectField104: 'D级', numInputField103: '很多' },
      { comInputField101: '导入测试丁', checkboxField106: ['1', '5'], switchField108: 1, createUserField110: 'forged' },
    ];
    const res = await call<Result>(s.app, 'POST', `${SUPPLIER}/ImportData`, { token: admin, body: { list } });
    expect(res.code, res.msg).toBe(200);
    expect(res.msg).toBe('导入完成，3条数据导入失败');
    expect(res.data).toMatchObject({ snum: 2, fnum: 3, resultType: 1 });
    expect(res.data!.failResult.map((r) => r.errorsInfo)).toEqual([
      '供应商名称不能为空',
      '请正确输入您的手机号',
      '授信额度的值“很多”不是有效的数字；供应商等级的值“D级”不在可选范围内',
    ]);
    expect(res.data!.failResult[1]).toMatchObject({ comInputField101: '导入测试乙', comInputField102: '12345' });

    const page = await call<PagedList<Row>>(s.app, 'POST', `${SUPPLIER}/List`, { token: admin, body: { currentPage: 1, pageSize: 100 } });
    const names = page.data!.list.map((r) => r.comInputField101);
    expect(names).toEqual(expect.arrayContaining(['导入测试甲', '导入测试丁']));
    expect(names).not.toContain('导入测试乙');
    const stored = page.data!.list.find((r) => r.comInputField101 === '导入测试甲')!;
    expect(stored).toMatchObject({ selectField104: '1', dateField107: dayjs('2024-06-01').valueOf() });
    const got = JSON.parse((await call<{ data: string }>(s.app, 'GET', `${SUPPLIER}/${stored.id}`, { token: admin })).data!.data);
    expect(got.createUserField110).toBe('user-admin');
    expect(got.createTimeField111).toBeGreaterThan(1_700_000_000_000);

    const exported = await call<{ url: string; name: string }>(s.app, 'POST', `${SUPPLIER}/ImportExceptionData`,
      { token: admin, body: { list: res.data!.failResult } });
    expect(exported.code, exported.msg).toBe(200);
    const rows = await download(exported.data!.url);
    expect(rows[0]).toEqual([...SUPPLIER_HEADER, '异常原因']);
    expect(rows).toHaveLength(4);
    expect(rows[1][3]).toBe('A级');
    expect(rows[3][3]).toBe('D级');
    expect(rows[3][9]).toBe('授信额度的值“很多”不是有效的数字；供应商等级的值“D级”不在可选范围内');
  });

  it('fills the serial number and keeps sub-table rows of an order', async () => {
    const up = await upload('订单.xlsx', await xlsx([
      ['供应商', '采购日期', '付款方式', '采购明细-药材名称', '采购明细-数量', '采购明细-单价', '采购明细-单位', '备注'],
      ['导入订单供应商', '2024-07-01', '转账', '黄芪', 10, 55.5, '千克', '导入'],
      [null, null, null, '当归', 3, null, '吨', null],
      ['缺日期供应商', null, null, '甘草', '两', null, null, null],
    ]));
    const pre = await call<{ dataRow: Row[] }>(s.app, 'GET', `${ORDER}/ImportPreview?fileName=${up.data!.name}`, { token: admin });
    expect(pre.data!.dataRow).toHaveLength(2);
    const res = await call<Result>(s.app, 'POST', `${ORDER}/ImportData`, { token: admin, body: { list: pre.data!.dataRow } });
    expect(res.data).toMatchObject({ snum: 1, fnum: 1, resultType: 1 });
    expect(res.data!.failResult[0].errorsInfo).toBe('采购明细第1行：数量的值“两”不是有效的数字；采购日期不能为空');
    const page = await call<PagedList<Row>>(s.app, 'POST', `${ORDER}/List`, { token: admin, body: { currentPage: 1, pageSize: 100 } });
    const row = page.data!.list.find((r) => r.comInputField102 === '导入订单供应商')!;
    const got = JSON.parse((await call<{ data: string }>(s.app, 'GET', `${ORDER}/${row.id}`, { token: admin })).data!.data);
    expect(got.billRuleField101).toMatch(/^\S+\d/);
    expect(got.tableField105).toEqual([
      { comInputField106: '黄芪', numInputField107: 10, numInputField108: 55.5, selectField109: '1' },
      { comInputField106: '当归', numInputField107: 3, selectField109: '2' }]);

    const exported = await call<{ url: string }>(s.app, 'POST', `${ORDER}/ImportExceptionData`,
      { token: admin, body: { list: res.data!.failResult } });
    const rows = await download(exported.data!.url);
    expect(rows[1].slice(0, 5)).toEqual(['缺日期供应商', null, null, '甘草', '两']);
  });

  it("answers 'import data is empty' and schema errors with 400", async () => {
    expect(await call(s.app, 'POST', `${SUPPLIER}/ImportData`, { token: admin, body: { list: [] } }))
      .toMatchObject({ code: 400, msg: '导入数据为空' });
    expect((await call(s.app, 'POST', `${SUPPLIER}/ImportData`, { token: admin, body: {} })).code).toBe(400);
    expect((await call(s.app, 'POST', `${SUPPLIER}/ImportData`, { token: admin, body: { list: 'x' } })).code).toBe(400);
    expect((await call(s.app, 'POST', `${SUPPLIER}/ImportExceptionData`, { token: admin, body: { list: [1] } })).code).toBe(400);
    expect((await call(s.app, 'GET', `${SUPPLIER}/ImportPreview`, { token: admin })).code).toBe(400);
  });
});
