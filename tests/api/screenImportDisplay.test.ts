/**
 * A screen's import preview reads as the workbook did (issue 11, users import): the ids 用户管理's ImportPreview
 * converts the typed names to, drawn the way schemas/screens/permission/user.screen.json's api.import.display
 * declares (an organisation kind by the names call its registry cell makes, a user kind by the users call, options
 * and switch texts from the declaration), give back exactly the texts typed in the sheet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import userScreen from '../../schemas/screens/permission/user.screen.json';
import { call, login, startServer, type TestServer } from './helpers';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer({ listen: false });
  admin = await login(s.app);
});
afterAll(async () => { await s?.close(); });

type Row = Record<string, unknown>;
interface Shown { kind: string; multiple?: boolean; options?: { id: unknown; fullName: string }[]; activeTxt?: string;
  inactiveTxt?: string; 'active-value'?: unknown }
const { import: calls } = userScreen.api;
const display = calls.display as Record<string, Shown>;
const ORGANIZE_KINDS = new Set(['depSelect', 'posSelect', 'roleSelect', 'groupSelect', 'organizeSelect', 'comSelect']);

async function upload(rows: unknown[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const r of rows) sheet.addRow(r);
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  const boundary = '----loomScreenImport';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.xlsx"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  const res = await s.app.inject({ method: calls.upload.method as 'POST', url: calls.upload.url,
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: admin } });
  return (res.json() as { data: { name: string } }).data.name;
}

/** A converted value as the column's declared display draws it. */
async function shown(column: string, value: unknown): Promise<string> {
  const d = display[column];
  const ids = (Array.isArray(value) ? value : [value]).map(String);
  if (ORGANIZE_KINDS.has(d.kind)) {
    const res = await call<{ list: { id: string; fullName: string }[] }>(s.app, 'POST', '/api/permission/Organize/getNames',
      { token: admin, body: { ids } });
    return ids.map((id) => res.data!.list.find((n) => n.id === id)?.fullName ?? id).join(',');
  }
  if (d.kind === 'userSelect') {
    const res = await call<{ list: { id: string; fullName: string }[] }>(s.app, 'POST', '/api/permission/Users/getUserList',
      { token: admin, body: { userId: ids } });
    return ids.map((id) => res.data!.list.find((n) => n.id === id)?.fullName ?? id).join(',');
  }
  if (d.kind === 'select') return d.options!.find((o) => o.id === value)?.fullName ?? String(value);
  if (d.kind === 'switch') return value === d['active-value'] ? d.activeTxt! : d.inactiveTxt!;
  throw new Error(`no reading of ${d.kind} in this test`);
}

describe('用户管理 import preview display', () => {
  it('gives back the texts typed in the workbook for every declared column', async () => {
    const typed: Row = { account: 'disp1', realName: '显示一', gender: '女', organizeId: '采购部', managerId: '李娜/lina',
      positionIds: '采购员,质检员', roleIds: '采购人员', enabledMark: '禁用' };
    const headers = (await call<{ dataRow: Row[]; headerRow: { id: string; fullName: string }[] }>(s.app, 'GET',
      `${calls.preview.url}?fileName=${encodeURIComponent(await upload([['账户'], ['x']]))}`, { token: admin })).data!.headerRow;
    const name = await upload([headers.map((h) => h.fullName), headers.map((h) => typed[h.id] ?? '')]);
    const preview = await call<{ dataRow: Row[] }>(s.app, calls.preview.method as 'GET',
      `${calls.preview.url}?fileName=${encodeURIComponent(name)}`, { token: admin });
    expect(preview.code, preview.msg).toBe(200);
    const row = preview.data!.dataRow[0];
    const declared = Object.keys(typed).filter((c) => display[c]);
    expect(declared.sort()).toEqual(['enabledMark', 'gender', 'managerId', 'organizeId', 'positionIds', 'roleIds']);
    for (const column of declared) {
      expect(row[column], column).not.toEqual(typed[column]); // converted: an id, a number
      expect(await shown(column, row[column]), column).toBe(typed[column]);
    }
  });

  it('serves the document with its import display (the checker accepts it)', async () => {
    const res = await call(s.app, 'GET', '/api/system/Screen?path=permission/user', { token: admin });
    expect(res.code, res.msg).toBe(200);
    expect((res.data as { api: { import: { display: unknown } } }).api.import.display).toEqual(display);
  });
});
