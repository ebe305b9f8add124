/**
 * 3.1-era documents on the server (fixtures/legacy31, in the shapes the original's 3.1 designer saved): tab and
 * collapse items without a kind, `{label, prop}` list columns with no type and no buttons, searchList entries with
 * no searchType. The function is accepted on save and kept as written; records are saved and validated through the
 * completed form (tab items found by their place), and the List searches, sorts and answers display text by the
 * kinds taken from the form.
 */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PagedList } from '../../src/engine/types';
import { adminServer } from './adminSuite';
import { call, type TestServer } from './helpers';

let s: TestServer;
let admin: string;
adminServer((signedIn) => ({ s, admin } = signedIn));

const read = (file: string) => JSON.parse(readFileSync(resolve('fixtures/legacy31', file), 'utf8')) as
  { fullName: string; formData: unknown; columnData: unknown };

/** Saves the document as a function, as the JSON editor sends it; answers its records' base address. */
async function saveFunction(file: string, enCode: string) {
  const doc = read(file);
  const formData = JSON.stringify(doc.formData);
  const columnData = JSON.stringify(doc.columnData);
  const created = await call<{ id: string }>(s.app, 'POST', '/api/visualdev/Base', { token: admin,
    body: { fullName: doc.fullName, enCode, category: '测试', formData, columnData } });
  expect(created.code, created.msg).toBe(200);
  const id = created.data!.id;
  const stored = await call<{ formData: string; columnData: string }>(s.app, 'GET', `/api/visualdev/Base/${id}`, { token: admin });
  expect(stored.code, stored.msg).toBe(200);
  // Kept as written: the JSON editor shows the 3.1 document back unchanged.
  expect(JSON.parse(stored.data!.formData)).toEqual(doc.formData);
  expect(JSON.parse(stored.data!.columnData)).toEqual(doc.columnData);
  return `/api/visualdev/OnlineDev/${id}`;
}

/** A List answered as the original's client reads it: display text in row[prop]. */
const shown = (base: string, body: Record<string, unknown> = {}) => call<PagedList<Record<string, unknown>>>(s.app, 'POST',
  `${base}/List`, { token: admin, headers: { 'x-loom-values': 'display' }, body: { currentPage: 1, pageSize: 20, ...body } });

describe('3.1-era documents on the server', () => {
  it('a collapse of items without a kind, a dicSelect and a timeRange: saved, validated and listed as text', async () => {
    const base = await saveFunction('visit-log.json', 'legacy31Visits');
    const MALE = '84ff10b322d74ac3a653e3176724f909';
    const record = { visitor: '张三', gender: MALE, visitDay: Date.UTC(2024, 4, 20, 8), visitTime: ['09:00:00', '10:30:00'], deposit: 500 };
    const saved = await call(s.app, 'POST', base, { token: admin, body: { data: JSON.stringify(record) } });
    expect(saved.code, saved.msg).toBe(200);

    // The fields inside the kindless collapse items are the form's: required and dictionary rules hold there too.
    const noName = await call(s.app, 'POST', base, { token: admin, body: { data: JSON.stringify({ ...record, visitor: '' }) } });
    expect(noName.code).toBe(400);
    expect(noName.msg).toContain('来访人姓名');
    const badGender = await call(s.app, 'POST', base, { token: admin, body: { data: JSON.stringify({ ...record, gender: 'x' }) } });
    expect(badGender.code).toBe(400);
    expect(badGender.msg).toContain('来访人性别');

    // The import template offers the dicSelect's dictionary entries as a drop-down, as it does a select's options.
    const template = await call<{ url: string }>(s.app, 'GET', `${base}/TemplateDownload`, { token: admin });
    expect(template.code, template.msg).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await s.app.inject({ method: 'GET', url: template.data!.url })).rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['来访人姓名', '来访人性别', '来访日期', '来访时段', '押金']);
    expect(sheet.getCell('B2').dataValidation).toMatchObject({ type: 'list' });
    expect(String(sheet.getCell('B2').dataValidation?.formulae)).toContain('男');
    expect(sheet.getCell('A2').dataValidation?.type).toBeUndefined();

    const list = await shown(base);
    expect(list.code, list.msg).toBe(200);
    expect(list.data!.list).toHaveLength(1);
    expect(list.data!.list[0]).toMatchObject({ visitor: '张三', gender: '男', visitDay: '2024-05-20',
      visitTime: '09:00:00 至 10:30:00', deposit: '500' });
  });

  it('tabs and a collapse nested three deep, {label, prop} columns: searched with the completed searchType', async () => {
    const base = await saveFunction('material-request.json', 'legacy31Materials');
    // The list's indexes are made from the completed definition: the amount column (a field inside a kindless tab
    // item) is sorted by number and gets its index.
    const pg = Boolean(process.env.TEST_DATABASE_URL);
    const defs = pg
      ? await sql<{ def: string }>`select indexdef as def from pg_indexes where indexname like 'vdrx_%'`.execute(s.app.loom.db)
      : await sql<{ def: string }>`select sql as def from sqlite_master where type = 'index' and name like 'vdrx_%'`
        .execute(s.app.loom.db);
    expect(defs.rows.some((r) => r.def.includes('amount'))).toBe(true);
    // Its search field has no searchType: completed, it searches part of the text (the record text index answers it),
    // so no equality index is made for it.
    expect(defs.rows.filter((r) => /["']title["']/.test(r.def))).toEqual([]);
    const records = [
      { title: '劳保手套申领', amount: 1234567.5, pickupCode: 's3cret', category: 'businessTypepurchase',
        period: [Date.UTC(2024, 0, 1, 8), Date.UTC(2024, 0, 31, 8)], shift: ['08:00:00', '17:30:00'],
        site: JSON.stringify({ fullAddress: '四川省成都市武侯区', lat: 30.6, lng: 104.0 }), remark: '按季度领用' },
      { title: '打印纸申领', amount: 80, category: 'businessTypesales' },
    ];
    for (const r of records) {
      const saved = await call(s.app, 'POST', base, { token: admin, body: { data: JSON.stringify(r) } });
      expect(saved.code, saved.msg).toBe(200);
    }
    // The search field's searchType is absent: comInput searches part of the text, as the 3.4.7 designer writes it.
    const found = await shown(base, { queryJson: JSON.stringify({ title: '手套' }) });
    expect(found.code, found.msg).toBe(200);
    expect(found.data!.list.map((r) => r.title)).toEqual(['劳保手套申领']);
    expect(found.data!.list[0]).toMatchObject({ amount: '1,234,567.5', pickupCode: '******', category: '采购',
      period: '2024-01-01 至 2024-01-31', shift: '08:00:00 至 17:30:00', site: '四川省成都市武侯区' });
    // currDept inside a tab item without a kind is still a system field: filled by the server, never by the client.
    expect(found.data!.list[0].applyDept).toBe('信息部');
    expect((await shown(base)).data!.pagination.total).toBe(2);
  });
});
