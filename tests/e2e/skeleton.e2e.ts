// Issue 2 end to end: log in, open a generated form from the menu, save a record with a sub-table row,
// find it again after a reload, delete it, log out.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, snap } from './browser';
import { startServer, type TestServer } from '../api/helpers';

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer({ serveWeb: true, captcha: false });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function login(p: Page) {
  await p.goto(`${server.url}/`);
  await p.waitForURL(/\/login/);
  await p.getByTestId('login-account').fill('admin');
  await p.getByTestId('login-password').fill('admin123');
  await p.getByTestId('login-submit').click();
  await p.getByTestId('page-home').waitFor();
}

test('admin saves a purchase order with a sub-table row and finds it after a reload', async () => {
  await login(page);
  expect(new URL(page.url()).pathname).toBe('/home');

  // Open the generated form with a sub-table from the side menu.
  const menu = page.getByTestId('side-menu');
  await menu.getByText('业务管理').click();
  await menu.getByText('采购订单').click();
  await page.getByTestId('dm-table').waitFor();
  const listPath = new URL(page.url()).pathname;

  const supplier = `E2E供应商${Date.now()}`;
  await page.getByTestId('dm-add').click();
  const form = page.getByTestId('dm-form');
  await form.waitFor();

  // Saving without the required field keeps the dialog open and names the field.
  await page.getByTestId('dm-submit').click();
  await form.getByText('不能为空').first().waitFor();

  await form.getByLabel('供应商').fill(supplier);
  const date = form.getByLabel('采购日期');
  await date.click();
  await date.fill('2026-11-20');
  await date.press('Enter');
  await form.getByTestId('subtable-add').click();
  const row = form.locator('tr.ant-table-row').first();
  await row.getByLabel('药材名称').fill('当归');
  await row.getByLabel('数量').fill('12');
  await snap(page, 'skeleton-form-filled');
  await page.getByTestId('dm-submit').click();
  await form.waitFor({ state: 'hidden' });

  const table = page.getByTestId('dm-table');
  await table.getByText(supplier).waitFor();

  // Reload: the record comes from the database, the route from the menu.
  await page.reload();
  await page.getByTestId('dm-table').waitFor();
  expect(new URL(page.url()).pathname).toBe(listPath);
  await page.getByTestId('dm-table').getByText(supplier).waitFor();

  // The saved sub-table row is there when the record is opened again.
  const savedRow = page.getByTestId('dm-table').locator('tr', { hasText: supplier });
  await savedRow.getByTestId('dm-row-edit').click();
  const firstCell = page.getByTestId('dm-form').locator('tbody input').first();
  await firstCell.waitFor();
  expect(await firstCell.inputValue()).toBe('当归');
  await page.getByTestId('dm-cancel').click();

  // Delete asks first, then the record is gone.
  await savedRow.getByTestId('dm-row-remove').click();
  await page.getByText('此操作将永久删除该数据, 是否继续？').waitFor();
  await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
  await page.getByTestId('dm-table').getByText(supplier).waitFor({ state: 'detached' });
  await snap(page, 'skeleton-after-delete');

  // Log out after the confirmation.
  await page.getByTestId('user-dropdown').click();
  await page.getByTestId('logout').click();
  await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
  await page.waitForURL(/\/login/);
  const token = await page.evaluate(() => Object.keys(localStorage).filter((k) => /token/i.test(k) && localStorage.getItem(k)));
  expect(token).toEqual([]);
});
