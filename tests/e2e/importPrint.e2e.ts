// Generated lists end to end: 导入 a filled template into 药材供应商 (a good row stored, a bad row sent back with
// its reason), then 批量打印 a purchase order through a seeded print template.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { signIn, snap } from './browser';
import { browserSuite } from './suite';

const s = browserSuite();

let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'loom-import-'));
});

afterAll(async () => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** An .xlsx with the supplier template's header and the given rows. */
async function supplierSheet(rows: unknown[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(['供应商名称', '联系电话', '授信额度', '供应商等级', '结算方式', '经营品类', '合作日期', '合作中', '地址']);
  rows.forEach((r) => sheet.addRow(r));
  const path = join(dir, 'suppliers.xlsx');
  writeFileSync(path, Buffer.from(await book.xlsx.writeBuffer()));
  return path;
}

test('imports a filled template: the good row is listed, the bad one comes back with its reason', async () => {
  await signIn(s.page, s.server.url);
  await s.page.goto(`${s.server.url}/purchase/supplier`);
  await s.page.getByTestId('dm-table').waitFor();

  const good = `导入供应商${Date.now()}`;
  const file = await supplierSheet([
    [good, '13912345678', 80000, 'A级', '', '', '2026-03-01', '开', '甘肃省定西市岷县'],
    ['', '13912345679', 1000, 'B级', '', '', '', '关', '缺少名称的一行'],
  ]);

  await s.page.getByTestId('dm-import').click();
  const dialog = s.page.getByTestId('import-dialog');
  await dialog.waitFor();
  expect(await s.page.getByTestId('import-next').isDisabled()).toBe(true);
  await dialog.locator('input[type=file]').setInputFiles(file);
  await s.page.waitForFunction(() => !(document.querySelector('[data-testid="import-next"]') as HTMLButtonElement)?.disabled);
  await s.page.getByTestId('import-next').click();

  // Preview: both rows, the option label shown for the stored id.
  await dialog.getByText(good).waitFor();
  await dialog.getByText('缺少名称的一行').waitFor();
  await snap(s.page, 'import-preview');
  await s.page.getByTestId('import-next').click();

  await s.page.getByTestId('import-result').waitFor();
  expect(await s.page.getByTestId('import-snum').textContent()).toContain('1');
  expect(await s.page.getByTestId('import-fnum').textContent()).toContain('1');
  await dialog.getByText('不能为空').first().waitFor(); // the reason of the refused row
  await snap(s.page, 'import-result');
  await s.page.getByTestId('import-close').click();

  // Closing after an import refreshes the list: the imported supplier is there.
  await s.page.getByTestId('dm-table').getByText(good).waitFor();
});

test('批量打印 fills the chosen template with the selected purchase order', async () => {
  await s.page.goto(`${s.server.url}/purchase/order`);
  const table = s.page.getByTestId('dm-table');
  await table.waitFor();
  const row = table.locator('tr', { hasText: '亳州康源药材有限公司' }).first();
  await row.locator('input[type=checkbox]').check();
  await s.page.getByTestId('dm-batch-print').click();

  // Two templates exist for the purchase order: the chooser asks which one.
  const chooser = s.page.getByTestId('template-chooser');
  await chooser.waitFor();
  await s.page.getByText('请选择打印模板').waitFor();
  await chooser.getByTestId('template-option').filter({ hasText: '采购订单' }).first().click();

  const preview = s.page.getByTestId('print-preview');
  await preview.waitFor();
  await s.page.getByText('打印预览').first().waitFor();
  const pages = s.page.getByTestId('print-pages');
  await pages.getByText('亳州康源药材有限公司').first().waitFor();
  await pages.getByText('白芍').first().waitFor(); // a sub-table row repeated in the template's table
  await pages.getByText('牡丹皮').first().waitFor();
  const html = await pages.innerHTML();
  expect(html).not.toMatch(/\{[a-zA-Z]+\}/); // no placeholder left behind
  await snap(s.page, 'print-preview');
});
