// Issue 15 in Chromium with two people at once: the administrator writes and releases a notice on 公告管理 and
// 张伟's bell rises at once (pushed, never polled); he opens it from the message drawer; the two chat in real time (text, then an
// image) with the chat icon blinking for the one not looking; a second login of 张伟 elsewhere logs the first out.
import { beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { openChatWith, signIn } from './browser';
import { browserSuite } from './suite';

const s = browserSuite({ page: false });
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cf'
  + 'c0f01f0005000201a1d8e4f50000000049454e44ae426082', 'hex');

let admin: Page;
let zhang: Page;
const contexts: BrowserContext[] = [];

async function person(account: string, password: string) {
  const ctx = await s.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
  contexts.push(ctx);
  const page = await ctx.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (e) => console.error(`${account} page error: ${e.stack ?? e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') console.error(`${account} console: ${m.text()}`); });
  await signIn(page, s.server.url, account, password);
  return page;
}

beforeAll(async () => {
  admin = await person('admin', 'admin123');
  zhang = await person('zhangwei', '123456');
});

const spaced = (text: string) => new RegExp(`(^|\\s)${[...text].join('\\s*')}\\s*$`);
const badge = (page: Page) => page.getByTestId('notice-badge').locator('xpath=..');
/** The bell's number (antd draws no badge at 0). */
const count = async (page: Page) => {
  const n = badge(page).locator('.ant-scroll-number');
  return (await n.count()) ? Number(await n.getAttribute('title')) : 0;
};

async function confirmPrompt(page: Page, text: string | RegExp) {
  const box = page.locator('.ant-modal-confirm:visible').filter({ hasText: text }).last();
  await box.waitFor();
  await box.getByRole('button', { name: spaced('确定') }).click();
  await box.waitFor({ state: 'hidden' });
}

test('a released notice raises an online user\'s badge at once (pushed, not polled), and opens from the drawer', async () => {
  const title = `仓库盘点通知${Date.now().toString(36)}`;
  await admin.goto(`${s.server.url}/system/notice`);
  await admin.getByRole('button', { name: spaced('新建') }).click();
  const form = admin.locator('.ant-modal:visible').last();
  await form.getByLabel('标题').fill(title);
  await form.getByRole('button', { name: spaced('确定') }).click();
  await form.waitFor({ state: 'hidden' });
  const row = admin.locator('tbody tr[data-row-key]').filter({ hasText: title });
  await row.waitFor();

  await expect.poll(() => zhang.evaluate(() => document.readyState)).toBe('complete');
  const before = await count(zhang);
  // The bell rises from the socket's push: his page asks the server nothing meanwhile (no polling), however long a
  // loaded machine takes to carry the push.
  const asked: string[] = [];
  const onRequest = (r: Request) => { if (new URL(r.url()).pathname.startsWith('/api/')) asked.push(r.url()); };
  zhang.on('request', onRequest);
  await row.getByRole('button', { name: spaced('发布') }).click();
  await confirmPrompt(admin, '发布后公告将立即送达接收人');
  await expect.poll(() => count(zhang), { timeout: 10_000, interval: 50 }).toBe(before + 1);
  zhang.off('request', onRequest);
  expect(asked).toEqual([]);

  await zhang.getByTestId('notice-badge').click();
  const drawer = zhang.getByTestId('message-drawer');
  const item = drawer.getByTestId('message-item').filter({ hasText: title });
  await item.click();
  const dialog = zhang.locator('.ant-modal:visible').filter({ hasText: title });
  await expect.poll(() => dialog.getByTestId('message-meta').textContent()).toContain('管理员/admin');
  await dialog.locator('.ant-modal-close').click();
  await expect.poll(() => count(zhang)).toBe(before);
  await drawer.locator('.ant-drawer-close').click();
});

test('公告管理 edits a draft and deletes it after confirmation', async () => {
  const title = `消防检查${Date.now().toString(36)}`;
  await admin.goto(`${s.server.url}/system/notice`);
  await admin.getByRole('button', { name: spaced('新建') }).click();
  let form = admin.locator('.ant-modal:visible').last();
  await form.getByLabel('标题').fill(title);
  await form.getByRole('button', { name: spaced('确定') }).click();
  await form.waitFor({ state: 'hidden' });
  const row = (text: string) => admin.locator('tbody tr[data-row-key]').filter({ hasText: text });
  await row(title).getByRole('button', { name: spaced('编辑') }).click();
  form = admin.locator('.ant-modal:visible').last();
  await expect.poll(() => form.getByLabel('标题').inputValue()).toBe(title);
  await form.getByLabel('标题').fill(`${title}（改期）`);
  await form.getByRole('button', { name: spaced('确定') }).click();
  await form.waitFor({ state: 'hidden' });
  await row(`${title}（改期）`).waitFor();

  await row(title).getByRole('button', { name: spaced('删除') }).click();
  await confirmPrompt(admin, '此操作将永久删除该数据');
  await expect.poll(() => row(title).count()).toBe(0);
  await admin.reload();
  await admin.locator('tbody tr[data-row-key]').first().waitFor();
  expect(await row(title).count()).toBe(0);
});

test('two people chat in real time: text and an image, the chat icon blinking for the one not looking', async () => {
  const adminWin = await openChatWith(admin, '张伟');
  await adminWin.getByTestId('chat-input').fill('   ');
  await adminWin.getByTestId('chat-input').press('Enter');
  await adminWin.getByTestId('chat-input').fill('  盘点明天开始  ');
  await adminWin.getByTestId('chat-input').press('Enter');
  await adminWin.getByTestId('chat-record').filter({ hasText: '盘点明天开始' }).waitFor();
  // Only the trimmed text went; the empty one was not sent.
  expect(await adminWin.getByTestId('chat-record').count()).toBe(1);

  await expect.poll(() => zhang.getByTestId('chat-icon').getAttribute('data-blink')).toBe('true');
  await zhang.getByTestId('chat-icon').click();
  const conv = zhang.getByTestId('chat-conversation').filter({ hasText: '管理员' });
  await expect.poll(() => conv.locator('.ant-badge-count').textContent()).toBe('1');
  await conv.click();
  const zhangWin = zhang.locator('.ant-modal:visible').filter({ has: zhang.getByTestId('chat-records') });
  await zhangWin.getByTestId('chat-record').filter({ hasText: '盘点明天开始' }).waitFor();
  await expect.poll(() => zhang.getByTestId('chat-icon').getAttribute('data-blink')).toBe('false');

  await zhangWin.getByTestId('chat-input').fill('收到');
  await zhangWin.getByTestId('chat-send').click();
  await adminWin.getByTestId('chat-record').filter({ hasText: '收到' }).waitFor();

  await adminWin.locator('input[type=file]').setInputFiles({ name: '样品.png', mimeType: 'image/png', buffer: PNG });
  const img = zhangWin.getByTestId('chat-image').locator('img').or(zhangWin.locator('img[data-testid="chat-image"]')).first();
  await img.waitFor();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(1);
});

test('a second login of the same account logs the first out (single login)', async () => {
  const elsewhere = await person('zhangwei', '123456');
  await expect.poll(() => zhang.url(), { timeout: 10_000 }).toContain('/login');
  await elsewhere.getByTestId('page-home').waitFor();
});
