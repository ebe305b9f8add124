// Issue 14 item 5 in Chromium: on 消息模板 the administrator creates a template in the dialog, copies it (the copy
// arrives disabled), switches the copy on with the spec's confirmation, deletes both, and finds no delete button on a
// shipped system template.
import { beforeAll, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { signIn } from './browser';
import { browserSuite } from './suite';

const s = browserSuite();

beforeAll(async () => {
  s.page.setDefaultTimeout(15_000);
  await signIn(s.page, s.server.url);
});

const stamp = Date.now().toString(36);
const TEMPLATE = { name: `到货通知${stamp}`, code: `DH${stamp}` };

/** A button's name: antd spaces the two characters of a two-character label (确 定); an icon adds its own name. */
const spaced = (text: string) => new RegExp(`(^|\\s)${[...text].join('\\s*')}\\s*$`);
/** The row whose cell reads exactly `text` (a copy's code starts with its original's). */
const rowWithCell = (page: Page, text: string | RegExp) => page.locator('tbody tr[data-row-key]')
  .filter({ has: page.getByRole('cell', { name: text, exact: true }) });

async function confirmPrompt(page: Page, text: string | RegExp) {
  const box = page.locator('.ant-modal-confirm:visible').filter({ hasText: text }).last();
  await box.waitFor();
  await box.getByRole('button', { name: spaced('确定') }).click();
  await box.waitFor({ state: 'hidden' });
}

const switchOf = (row: Locator) => row.getByRole('switch');

test('a message template is created, copied, the copy switched on, and both deleted', async () => {
  const page = s.page;
  await page.goto(`${s.server.url}/system/messageTemplate`);
  const system = rowWithCell(page, 'XTLC001');
  await system.waitFor({ timeout: 30_000 });
  await expect.poll(() => system.textContent()).toContain('系统模板');
  // A shipped system template can be edited and copied, not deleted.
  expect(await system.getByRole('button', { name: spaced('删除') }).count()).toBe(0);
  expect(await system.getByRole('button', { name: spaced('复制') }).count()).toBe(1);

  // Create: the dialog starts on 系统 / 站内信, so name, code, title and body are all it needs.
  await page.getByRole('button', { name: spaced('新建') }).click();
  const form = page.locator('.ant-modal:visible').filter({ has: page.locator('.ant-modal-title', { hasText: /^消息模板$/ }) });
  await form.waitFor();
  await form.getByLabel('模板名称').fill(TEMPLATE.name);
  await form.getByLabel('模板编码').fill(TEMPLATE.code);
  await form.getByLabel('消息标题').fill('{supplierName}的货已到');
  await form.getByLabel('消息内容').fill('订单{billNo}已到库');
  await form.getByRole('button', { name: spaced('确定') }).click();
  await form.waitFor({ state: 'hidden' });
  const created = rowWithCell(page, TEMPLATE.code);
  await created.waitFor();
  expect(await created.textContent()).toContain('自定义模板');
  expect(await switchOf(created).getAttribute('aria-checked')).toBe('true');

  // Copy: confirmed, then a disabled custom copy named after the original.
  await created.getByRole('button', { name: spaced('复制') }).click();
  await confirmPrompt(page, '您确定要复制该模板');
  const copy = rowWithCell(page, new RegExp(`^${TEMPLATE.code}[0-9a-f]{5}$`));
  await copy.waitFor();
  expect(await copy.textContent()).toContain(`${TEMPLATE.name}.副本`);
  expect(await switchOf(copy).getAttribute('aria-checked')).toBe('false');

  // Switch the copy on, with the spec's confirmation.
  await switchOf(copy).click();
  await confirmPrompt(page, '您确定要开启当前数据吗');
  await expect.poll(() => switchOf(copy).getAttribute('aria-checked'), { timeout: 5_000 }).toBe('true');

  // Delete the copy, then the original.
  for (const row of [copy, created]) {
    await row.getByRole('button', { name: spaced('删除') }).click();
    await confirmPrompt(page, '此操作将永久删除该数据');
    await row.waitFor({ state: 'detached' });
  }
  await system.waitFor();
});
