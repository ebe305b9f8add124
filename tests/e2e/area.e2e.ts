// Issue 14 item 3 in Chromium: 行政区划 is a lazy tree table from the root '-1' (provinces first, a province's cities
// only once it is opened); the administrator creates an area and a sub-area under it, edits the sub-area, disables it
// with the spec's confirmation, and deletes both.
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
const AREA = { name: `测试区${stamp}`, code: `E2E${stamp}` };
const SUB = { name: `测试街道${stamp}`, code: `E2E${stamp}1` };

/** A button's name: antd spaces the two characters of a two-character label (确 定); an icon adds its own name. */
const spaced = (text: string) => new RegExp(`(^|\\s)${[...text].join('\\s*')}\\s*$`);
/** The row whose cell reads exactly `text` (a code: the name cell also holds the expand button). */
const rowWithCell = (page: Page, text: string) => page.locator('tbody tr[data-row-key]')
  .filter({ has: page.getByRole('cell', { name: text, exact: true }) });
const areaDialog = (page: Page) => page.locator('.ant-modal:visible')
  .filter({ has: page.locator('.ant-modal-title', { hasText: /^行政区划$/ }) });

async function confirmPrompt(page: Page, text: string | RegExp) {
  const box = page.locator('.ant-modal-confirm:visible').filter({ hasText: text }).last();
  await box.waitFor();
  await box.getByRole('button', { name: spaced('确定') }).click();
  await box.waitFor({ state: 'hidden' });
}

async function fillAndSave(page: Page, values: { name?: string; code?: string }) {
  const form = areaDialog(page);
  await form.waitFor();
  if (values.name !== undefined) await form.getByLabel('区域名称').fill(values.name);
  if (values.code !== undefined) await form.getByLabel('区域编码').fill(values.code);
  await form.getByRole('button', { name: spaced('确定') }).click();
  await form.waitFor({ state: 'hidden' });
}

const expand = (row: Locator) => row.locator('.ant-table-row-expand-icon').click();

test('the area tree loads lazily from the root, and an area and its sub-area are created, edited, toggled and deleted', async () => {
  const page = s.page;
  const listed: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/api/system/Area/')) listed.push(new URL(r.url()).pathname); });
  await page.goto(`${s.server.url}/system/area`);

  // Provinces from the root '-1'; a province's cities are not there until it is opened.
  const anhui = rowWithCell(page, '340000'); // 安徽省
  await anhui.waitFor({ timeout: 30_000 });
  expect(listed).toContain('/api/system/Area/-1');
  expect(await anhui.textContent()).toContain('安徽省');
  expect(await rowWithCell(page, '340100').count()).toBe(0); // 合肥市
  await expand(anhui);
  await rowWithCell(page, '340100').waitFor();
  expect(listed).toContain('/api/system/Area/340000');

  // A new top-level area, then a sub-area from its row.
  await page.getByRole('button', { name: spaced('新建') }).first().click();
  await fillAndSave(page, AREA);
  const area = rowWithCell(page, AREA.code);
  await area.waitFor();
  await area.getByRole('button', { name: spaced('新建下级') }).click();
  await fillAndSave(page, SUB);
  await expand(area);
  const sub = rowWithCell(page, SUB.code);
  await sub.waitFor();
  expect(await sub.textContent()).toContain(SUB.name);

  // Edit the sub-area's name.
  await sub.getByRole('button', { name: spaced('编辑') }).click();
  await expect.poll(() => areaDialog(page).getByLabel('区域名称').inputValue()).toBe(SUB.name);
  await fillAndSave(page, { name: `${SUB.name}改` });
  await expect.poll(() => sub.textContent()).toContain(`${SUB.name}改`);

  // Disable it, with the spec's confirmation.
  expect(await sub.getByRole('switch').getAttribute('aria-checked')).toBe('true');
  await sub.getByRole('switch').click();
  await confirmPrompt(page, '您确定要禁用当前数据吗');
  await expect.poll(() => sub.getByRole('switch').getAttribute('aria-checked'), { timeout: 5_000 }).toBe('false');

  // Delete the sub-area, then the area.
  for (const row of [sub, area]) {
    await row.getByRole('button', { name: spaced('删除') }).click();
    await confirmPrompt(page, '此操作将永久删除该数据');
    await row.waitFor({ state: 'detached' });
  }
  await anhui.waitFor();
});
