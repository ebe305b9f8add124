// "Adding a screen" (README): a screen document that exists nowhere in the code, written into the screens folder,
// and a type-2 menu item with its address; the administrator signs in, opens the menu and sees the screen draw its
// rows. No code change, no rebuild: the server reads the folder at each request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startServer, type TestServer } from '../api/helpers';
import { launchBrowser, signIn } from './browser';
import { webDist } from './suite';

const label = (zh: string, tw: string, en: string) => ({ 'zh-CN': zh, 'zh-TW': tw, en });

/** A screen of the seeded data interfaces: a paged list with a keyword search. */
const DOCUMENT = {
  $schema: '../../screen.schema.json',
  title: label('接口一览', '介面一覽', 'Interfaces at a glance'),
  api: { list: { method: 'GET', url: '/api/system/DataInterface', paged: true } },
  page: { template: 'table', rowKey: 'id' },
  search: [{ field: 'keyword', label: label('关键词', '關鍵詞', 'Keyword') }],
  columns: [
    { field: 'fullName', label: label('名称', '名稱', 'Name') },
    { field: 'enCode', label: label('编码', '編碼', 'Code') },
    { field: 'enabledMark', label: label('状态', '狀態', 'Status'), kind: 'status' },
  ],
};

let server: TestServer;
let browser: Browser;
let page: Page;
let dir = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'loom-e2e-screens-'));
  cpSync('schemas/screens', dir, { recursive: true });
  mkdirSync(join(dir, 'demo'), { recursive: true });
  writeFileSync(join(dir, 'demo', 'interfaces.screen.json'), JSON.stringify(DOCUMENT, null, 2));
  server = await startServer({ serveWeb: true, distDir: webDist(), captcha: false, screensDir: dir });
  // The menu item: type 2, its address naming the document. The administrator holds every menu.
  await server.app.loom.db.insertInto('module').values({
    id: 'm-e2e-interfaces', parentId: '-1', systemId: 'sys-main', fullName: '接口一览', enCode: 'demo.interfaces',
    icon: 'TableOutlined', type: 2, urlAddress: 'demo/interfaces', linkTarget: '_self', category: 'Web',
    propertyJson: '{}', sortCode: 999, enabledMark: 1, hidden: 0, description: null,
  }).execute();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('adding a screen', () => {
  it('a new screen document and a menu item make a screen that draws its rows', async () => {
    const interfaces = JSON.parse(readFileSync('fixtures/data-interfaces.json', 'utf8')) as { fullName: string }[];
    await signIn(page, server.url);
    await page.getByRole('menuitem', { name: /接口一览/ }).click();
    await page.waitForURL(/\/demo\/interfaces$/);
    const rows = page.locator('tbody tr[data-row-key]');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(interfaces.length);
    expect(await rows.first().textContent()).toContain(interfaces[0].fullName);
    // The search of the document reaches the list call.
    await page.getByLabel('关键词').fill(interfaces[1].fullName);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(interfaces[1].fullName);
  });

  it('the screen shows to the users of a role it is granted to, and to nobody else', async () => {
    // Granted to 普通员工 (role-staff: 刘洋), not to 采购 (王芳).
    await server.app.loom.db.insertInto('authorize').values({
      id: 'auth-e2e-interfaces', itemType: 'module', itemId: 'm-e2e-interfaces', objectType: 'Role', objectId: 'role-staff',
    }).execute();
    const staff = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    const other = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    try {
      await signIn(staff, server.url, 'liuyang', '123456');
      await staff.getByRole('menuitem', { name: /接口一览/ }).click();
      await staff.locator('tbody tr[data-row-key]').first().waitFor();
      expect(await staff.locator('tbody tr[data-row-key]').count()).toBeGreaterThan(0);
      await signIn(other, server.url, 'wangfang', '123456');
      expect(await other.getByRole('menuitem', { name: /接口一览/ }).count()).toBe(0);
    } finally {
      await staff.close();
      await other.close();
    }
  });

  it('an address without a document still says the page is missing', async () => {
    await server.app.loom.db.insertInto('module').values({
      id: 'm-e2e-nothing', parentId: '-1', systemId: 'sys-main', fullName: '无页之菜单', enCode: 'demo.nothing',
      icon: null, type: 2, urlAddress: 'demo/nothing', linkTarget: '_self', category: 'Web',
      propertyJson: '{}', sortCode: 1000, enabledMark: 1, hidden: 0, description: null,
    }).execute();
    await page.goto(`${server.url}/demo/nothing`);
    await page.getByText('demo/nothing').first().waitFor();
    expect(await page.locator('tbody tr[data-row-key]').count()).toBe(0);
  });
});
