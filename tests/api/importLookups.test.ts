/**
 * The import finds the stored value of every kind that names something elsewhere (the server's lookups, asked by
 * the kind specs): people and organisations by name, the user component's "id--type", organisation and area paths
 * of names, a popup's data-interface row and a related record by their display text. 字段大全 (vd-all-kinds) holds
 * one field of each; the names are the seeded ones (fixtures/).
 */
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { adminServer } from './adminSuite';
import { call, type TestServer } from './helpers';
import { multipart } from './multipart';

let s: TestServer;
let admin: string;
adminServer((signedIn) => ({ s, admin } = signedIn));

const OD = '/api/visualdev/OnlineDev';
const AK = `${OD}/vd-all-kinds`;

/** The template's header row. */
async function templateHeader(): Promise<string[]> {
  const res = await call<{ url: string }>(s.app, 'GET', `${AK}/TemplateDownload`, { token: admin });
  expect(res.code, res.msg).toBe(200);
  const file = await s.app.inject({ method: 'GET', url: res.data!.url });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  return (book.worksheets[0].getRow(1).values as unknown[]).slice(1).map(String);
}

/** The preview of one data row whose cells are given by header. */
async function previewOf(cells: Record<string, string>): Promise<Record<string, unknown>> {
  const header = await templateHeader();
  for (const h of Object.keys(cells)) expect(header, h).toContain(h);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(header);
  sheet.addRow(header.map((h) => cells[h] ?? null));
  const { payload, headers } = multipart({ name: '字段大全.xlsx', data: Buffer.from(await book.xlsx.writeBuffer()) });
  const up = await s.app.inject({ method: 'POST', url: `${OD}/Uploader`, payload, headers: { ...headers, authorization: admin } });
  const { name } = (up.json() as { data: { name: string } }).data;
  const res = await call<{ dataRow: Record<string, unknown>[] }>(s.app, 'GET',
    `${AK}/ImportPreview?fileName=${encodeURIComponent(name)}`, { token: admin });
  expect(res.code, res.msg).toBe(200);
  return res.data!.dataRow[0];
}

describe('import of the kinds that name something elsewhere', () => {
  it('turns the names into the ids each kind stores', async () => {
    const row = await previewOf({
      部门: '仓储部', 负责人: '刘洋', 所属组织: '岐元堂中药材有限公司/质检部', 用户组件: '销售部', 产地区域: '河北省/唐山市',
      下拉表格: '党参', 药材: '三七', 供应商: '安国祁州药业有限公司',
    });
    expect(row).toMatchObject({
      depSelectField129: 'dep-warehouse', userSelectField131: 'user-liuyang', comSelectField128: ['org-hq', 'dep-quality'],
      usersSelectField134: 'dep-sales--department', addressField143: ['130000', '130200'],
      popupTableSelectField145: 'herb-02', popupSelectField150: 'herb-04', relationFormField148: 'rec-supplier-2',
    });
  });

  it('keeps a user component\'s "id--type" only when the id is of that type', async () => {
    expect(await previewOf({ 用户组件: 'org-hq--company' })).toMatchObject({ usersSelectField134: 'org-hq--company' });
    expect(await previewOf({ 用户组件: 'user-liuyang' })).toMatchObject({ usersSelectField134: 'user-liuyang--user' });
    // A department written as a company is not found: the cell stays as typed, for the row to be refused.
    expect(await previewOf({ 用户组件: 'dep-sales--company' })).toMatchObject({ usersSelectField134: 'dep-sales--company' });
  });
});
