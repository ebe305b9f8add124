// Generated lists end to end: 导入 a filled template into 药材供应商 (a good row stored, a bad row sent back with
// its reason), then 批量打印 a purchase order through a seeded print template.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signIn, snap } from './browser';
import { startServer, type TestServer } from '../api/helpers';

let server: TestServer;
let browser: Browser;
let page: Page;
let dir: string;

beforeAll(async () => {
  server = await startServer({ serveWeb: true, captcha: false });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
  dir = mkdtempSync(join(tmpdir(), 'loom-import-'));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
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
  await signIn(page, server.url);
  await page.goto(`${server.url}/purchase/supplier`);
  await page.getByTestId('dm-table').waitFor();

  const good = `导入供应商${Date.now()}`;
  const file = await supplierSheet([
    [good, '13912345678', 80000, 'A级', '', '', '2026-03-01', '开', '甘肃省定西市岷县'],
    ['', '13912345679', 1000, 'B级', '', '', '', '关', '缺少名称的一行'],
  ]);

  await page.getByTestId('dm-import').click();
  const dialog = page.getByTestId('import-dialog');
  await dialog.waitFor();
  expect(await page.getByTestId('import-next').isDisabled()).toBe(true);
  await dialog.locator('input[type=file]').setInputFiles(file);
  await page.waitForFunction(() => !(document.querySelector('[data-testid="import-next"]') as HTMLButtonElement)?.disabled);
  await page.getByTestId('import-next').click();

  // Preview: both rows, the option label shown for the stored id.
  await dialog.getByText(good).waitFor();
  await dialog.getByText('缺少名称的一行').waitFor();
  await snap(page, 'import-preview');
  await page.getByTestId('import-next').click();

  await page.getByTestId('import-result').waitFor();
  expect(await page.getByTestId('import-snum').textContent()).toContain('1');
  expect(await page.getByTestId('import-fnum').textContent()).toContain('1');
  await dialog.getByText('不能为空').first().waitFor(); // the reason of the refused row
  await snap(page, 'import-result');
  await page.getByTestId('import-close').click();

  // Closing after an import refreshes the list: the imported supplier is there.
  await page.getByTestId('dm-table').getByText(good).waitFor();
});

test('批量打印 fills the chosen template with the selected purchase order', async () => {
  await page.goto(`${server.url}/purchase/order`);
  const table = page.getByTestId('dm-table');
  await table.waitFor();
  const row = table.locator('tr', { hasText: '亳州康源药材有限公司' }).first();
  await row.locator('input[type=checkbox]').check();
  await page.getByTestId('dm-batch-print').click();

  // Two templates exist for the purchase order: the chooser asks which one.
  const chooser = page.getByTestId('template-chooser');
  await chooser.waitFor();
  await page.getByText('请选择打印模板').waitFor();
  await chooser.getByTestId('template-option').filter({ hasText: '采购订单' }).first().click();

  const preview = page.getByTestId('print-preview');
  await preview.waitFor();
  await page.getByText('打印预览').first().waitFor();
  const pages = page.getByTestId('print-pages');
  await pages.getByText('亳州康源药材有限公司').first().waitFor();
  await pages.getByText('白芍').first().waitFor(); // a sub-table row repeated in the template's table
  await pages.getByText('牡丹皮').first().waitFor();
  const html = await pages.innerHTML();
  expect(html).not.toMatch(/\{[a-zA-Z]+\}/); // no placeholder left behind
  await snap(page, 'print-preview');
});
