/**
 * Users in and out of workbooks (/api/permission/Users ExportExcel, TemplateDownload, ImportPreview, ImportData,
 * ExportExceptionData; docs/api-contract.md "Users"): the generated forms' import wizard, fed the user form.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { call, login, loginRequest, startServer, type TestServer } from './helpers';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer({ listen: false });
  admin = await login(s.app);
});
afterAll(async () => { await s?.close(); });

const U = '/api/permission/Users';
const HEADER = ['账户', '姓名', '性别', '所属组织', '直属主管', '岗位', '角色', '分组', '手机', '邮箱', '状态', '排序', '说明'];
type Row = Record<string, unknown>;

async function rowsAt(url: string): Promise<unknown[][]> {
  const res = await s.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  book.worksheets[0].eachRow((row) => out.push(Array.from((row.values as unknown[]).slice(1), (v) => v ?? null)));
  return out;
}

async function upload(rows: unknown[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const r of rows) sheet.addRow(r);
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  const boundary = '----loomUsersTest';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.xlsx"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  const res = await s.app.inject({ method: 'POST', url: '/api/visualdev/OnlineDev/Uploader',
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: admin } });
  const body = res.json() as { code: number; data: { name: string } };
  expect(body.code).toBe(200);
  return body.data.name;
}

describe('users through workbooks', () => {
  it('exports the listed users with the texts the import reads back', async () => {
    const res = await call<{ url: string; name: string }>(s.app, 'GET', `${U}/ExportExcel?organizeId=dep-purchase`,
      { token: admin });
    expect(res.code, res.msg).toBe(200);
    const rows = await rowsAt(res.data!.url);
    expect(rows[0]).toEqual(HEADER);
    const lina = rows.find((r) => r[0] === 'lina')!;
    expect(lina.slice(0, 4)).toEqual(['lina', '李娜', '女', '采购部']);
    expect(String(lina[6])).toContain(',');
    expect(rows).toHaveLength(4);
  });

  it('gives the template, previews a sheet and imports the good rows, answering the others with reasons', async () => {
    const tpl = await call<{ url: string }>(s.app, 'GET', `${U}/TemplateDownload`, { token: admin });
    expect((await rowsAt(tpl.data!.url))[0]).toEqual(HEADER);
    const name = await upload([HEADER,
      ['imp1', '导入一', '男', '采购部', '李娜/lina', '采购员', '采购人员', '', '13911112222', '', '启用', 3, ''],
      ['imp2', '导入二', '女', '销售部', '', '', '', '', '', '', '禁用', '', ''],
      ['lina', '重复', '', '采购部', '', '', '', '', '', '', '', '', ''],
      ['imp3', '坏部门', '', '不存在的部门', '', '', '', '', '', '', '', '', ''],
      ['imp2', '表内重复', '', '销售部', '', '', '', '', '', '', '', '', ''],
    ]);
    const preview = await call<{ dataRow: Row[]; headerRow: Row[] }>(s.app, 'GET',
      `${U}/ImportPreview?fileName=${encodeURIComponent(name)}`, { token: admin });
    expect(preview.code, preview.msg).toBe(200);
    expect(preview.data!.dataRow[0]).toMatchObject({ account: 'imp1', gender: 1, organizeId: 'dep-purchase',
      managerId: 'user-lina', positionIds: ['pos-buyer'], enabledMark: 1, sortCode: 3 });
    const res = await call<{ snum: number; fnum: number; failResult: (Row & { errorsInfo: string })[] }>(s.app, 'POST',
      `${U}/ImportData`, { token: admin, body: { list: preview.data!.dataRow } });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ snum: 2, fnum: 3 });
    expect(res.data!.failResult.map((r) => r.errorsInfo)).toEqual(['账户已存在',
      expect.stringContaining('所属组织'), '账户已存在']);
    const list = await call<{ list: Row[] }>(s.app, 'GET', `${U}?keyword=imp`, { token: admin });
    expect(list.data!.list.map((u) => u.account).sort()).toEqual(['imp1', 'imp2']);
    expect(list.data!.list.find((u) => u.account === 'imp2')).toMatchObject({ enabledMark: 0, organizeId: 'dep-sales' });
    expect(await loginRequest(s.app, 'imp1', '123456')).toMatchObject({ code: 200 });

    const failed = await call<{ url: string }>(s.app, 'POST', `${U}/ExportExceptionData`, { token: admin,
      body: { list: res.data!.failResult } });
    const rows = await rowsAt(failed.data!.url);
    // The generated forms' name of the call answers the same workbook (the import wizard calls it).
    const alias = await call<{ url: string }>(s.app, 'POST', `${U}/ImportExceptionData`, { token: admin,
      body: { list: res.data!.failResult } });
    expect(await rowsAt(alias.data!.url)).toEqual(rows);
    expect(rows[0]).toEqual([...HEADER, '异常原因']);
    expect(rows[1].slice(0, 2)).toEqual(['lina', '重复']);
    expect(rows[1].at(-1)).toBe('账户已存在');
  });

  it('is refused to an ordinary user', async () => {
    const staff = await login(s.app, 'liuyang');
    for (const [method, url, body] of [['GET', `${U}/ExportExcel`], ['GET', `${U}/TemplateDownload`],
      ['GET', `${U}/ImportPreview?fileName=x.xlsx`], ['POST', `${U}/ImportData`, { list: [{ account: 'x' }] }],
      ['POST', `${U}/ExportExceptionData`, { list: [{ account: 'x' }] }],
      ['POST', `${U}/ImportExceptionData`, { list: [{ account: 'x' }] }]] as const) {
      expect((await call(s.app, method, url, { token: staff, body })).code, url).toBe(403);
    }
  });
});
