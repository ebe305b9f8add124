// Issue 14 items 1, 2 and 8 in Chromium: on 数据字典 the administrator creates a category in the category drawer
// (opened from the tree's menu) and an entry of it saved disabled (a red 禁用 tag), exports the category, deletes
// entry and category, imports the exported file through the upload button (after a wrong file is refused by the
// pre-upload check) and finds both back as they were, then deletes them; on 单据规则 the rule
// dialog's example follows every change of prefix, date format, digit and start number before the rule is saved.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
const KIND = { name: `测试分类${stamp}`, code: `e2eKind${stamp}` };
const ENTRY = { name: `测试字典值${stamp}`, code: `e2eEntry${stamp}` };

/** A button's name: antd spaces the two characters of a two-character label (确 定); an icon adds its own name. */
const spaced = (text: string) => new RegExp(`(^|\\s)${[...text].join('\\s*')}\\s*$`);
/** The topmost open dialog (or drawer) with exactly this title (字典分类 is not 字典分类管理). */
const dialog = (page: Page, title: string) => page.locator('.ant-modal:visible, .ant-drawer-section:visible')
  .filter({ has: page.locator('.ant-modal-title, .ant-drawer-title', { hasText: new RegExp(`^${title}$`) }) }).last();
const rowIn = (scope: Page | Locator, text: string) => scope.locator('tbody tr[data-row-key]').filter({ hasText: text });

/** Answers the confirmation (提示) that opened, and waits for it to go. */
async function confirmPrompt(page: Page, text: string | RegExp) {
  const box = page.locator('.ant-modal-confirm:visible').filter({ hasText: text }).last();
  await box.waitFor();
  await box.getByRole('button', { name: spaced('确定') }).click();
  await box.waitFor({ state: 'hidden' });
}

async function save(form: Locator) {
  await form.getByRole('button', { name: spaced('确定') }).click();
  await form.waitFor({ state: 'hidden' });
}

async function openCategoryDrawer(page: Page) {
  await page.getByRole('button', { name: '更多操作' }).click();
  await page.getByRole('menuitem', { name: '分类管理' }).click();
  const drawer = dialog(page, '字典分类管理');
  await drawer.waitFor();
  return drawer;
}

async function closeDrawer(page: Page, drawer: Locator) {
  await drawer.locator('.ant-drawer-close').click();
  await drawer.waitFor({ state: 'hidden' });
}

async function chooseCategory(page: Page) {
  const tree = page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: '字典分类' }) });
  await tree.getByPlaceholder('输入关键字进行过滤').fill(KIND.name);
  await tree.locator('.ant-tree-title', { hasText: KIND.name }).click();
}

test('a dictionary category and a disabled entry are created, exported, deleted, imported back unchanged and deleted', async () => {
  const page = s.page;
  await page.goto(`${s.server.url}/system/dictionary`);
  // The first category is chosen on load: its entries are listed without a click.
  await expect.poll(() => page.locator('.ant-tree-treenode-selected, .ant-tree-node-selected').count(), { timeout: 30_000 })
    .toBeGreaterThan(0);

  // The category drawer (700 px) from the tree's menu: a new category.
  let drawer = await openCategoryDrawer(page);
  await drawer.getByRole('button', { name: spaced('新建') }).click();
  let form = dialog(page, '字典分类');
  await form.waitFor();
  await form.getByLabel('名称').fill(KIND.name);
  await form.getByLabel('编码').fill(KIND.code);
  await save(form);
  await rowIn(drawer, KIND.code).waitFor();
  await closeDrawer(page, drawer);

  // An entry of it, saved disabled: its status is a red 禁用 tag (spec 001 2.1), with no switch in the table.
  await chooseCategory(page);
  await page.getByRole('button', { name: spaced('新建') }).click();
  form = dialog(page, '字典');
  await form.waitFor();
  await form.getByLabel('名称').fill(ENTRY.name);
  await form.getByLabel('编码').fill(ENTRY.code);
  await form.getByRole('switch').click();
  await save(form);
  const entry = rowIn(page, ENTRY.code);
  await entry.waitFor();
  const disabledTag = entry.locator('.ant-tag', { hasText: '禁用' });
  await disabledTag.waitFor();
  expect(await disabledTag.getAttribute('class')).toMatch(/error/);
  expect(await entry.getByRole('switch').count()).toBe(0);

  // Export the category from the drawer (a .bdd file).
  drawer = await openCategoryDrawer(page);
  const downloading = page.waitForEvent('download');
  await rowIn(drawer, KIND.code).getByRole('button', { name: spaced('导出') }).click();
  await confirmPrompt(page, '您确定要导出该字典分类');
  // Kept under the name the browser saves it as: the import button accepts .bdd and .json only.
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.bdd$/);
  const folder = mkdtempSync(join(tmpdir(), 'loom-bdd-'));
  const file = join(folder, download.suggestedFilename());
  await download.saveAs(file);
  await closeDrawer(page, drawer);

  // Delete the entry, then the category.
  await entry.getByRole('button', { name: spaced('删除') }).click();
  await confirmPrompt(page, '此操作将永久删除该数据');
  await entry.waitFor({ state: 'detached' });
  drawer = await openCategoryDrawer(page);
  await rowIn(drawer, KIND.code).getByRole('button', { name: spaced('删除') }).click();
  await confirmPrompt(page, '确定删除');
  await rowIn(drawer, KIND.code).waitFor({ state: 'detached' });

  // Import through the drawer's upload button: a file that is not an exported dictionary is refused before it is
  // sent, with its pre-upload check's message; the exported file brings the category back, and its entry, still
  // disabled.
  const wrong = join(folder, 'wrong.bdd');
  writeFileSync(wrong, JSON.stringify({ id: 'x', fullName: 'not a dictionary' }));
  let choosing = page.waitForEvent('filechooser');
  await drawer.getByRole('button', { name: spaced('导入') }).click();
  await (await choosing).setFiles(wrong);
  await page.locator('.ant-message-notice', { hasText: '请选择导出的数据字典文件' }).waitFor();
  choosing = page.waitForEvent('filechooser');
  await drawer.getByRole('button', { name: spaced('导入') }).click();
  await (await choosing).setFiles(file);
  await rowIn(drawer, KIND.code).waitFor();
  await closeDrawer(page, drawer);
  await chooseCategory(page);
  await entry.waitFor();
  await entry.locator('.ant-tag', { hasText: '禁用' }).waitFor();

  // And both deleted for good.
  await entry.getByRole('button', { name: spaced('删除') }).click();
  await confirmPrompt(page, '此操作将永久删除该数据');
  await entry.waitFor({ state: 'detached' });
  drawer = await openCategoryDrawer(page);
  await rowIn(drawer, KIND.code).getByRole('button', { name: spaced('删除') }).click();
  await confirmPrompt(page, '确定删除');
  await rowIn(drawer, KIND.code).waitFor({ state: 'detached' });
}, 300_000);

test("the rule dialog's example follows prefix, date format, digit and start number", async () => {
  const page = s.page;
  await page.goto(`${s.server.url}/system/billRule`);
  await rowIn(page, 'cgdj').first().waitFor();
  await page.locator('.ant-tree-node-content-wrapper').filter({ hasText: /^采购$/ }).click();
  await expect.poll(() => page.locator('.ant-tree-node-selected').count(), { timeout: 5_000 }).toBe(1);
  await page.getByRole('button', { name: spaced('新建') }).click();
  const form = dialog(page, '新建');
  await form.waitFor();
  const example = form.locator('#root_example');
  const d = new Date();
  const today = `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
  await expect.poll(() => example.inputValue(), { timeout: 5_000 }).toBe(`${today}0001`);
  await form.locator('#root_prefix').fill('E2E');
  await expect.poll(() => example.inputValue(), { timeout: 5_000 }).toBe(`E2E${today}0001`);
  await form.locator('#root_digit').fill('6');
  await expect.poll(() => example.inputValue(), { timeout: 5_000 }).toBe(`E2E${today}000001`);
  await form.locator('#root_startNumber').fill('25');
  await expect.poll(() => example.inputValue(), { timeout: 5_000 }).toBe(`E2E${today}000025`);
  // The start number itself is padded to the digit count as it is typed.
  expect(await form.locator('#root_startNumber').inputValue()).toBe('000025');
  await form.locator('#root_dateFormat').click({ force: true });
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^yyyy$/ }).click();
  await expect.poll(() => example.inputValue(), { timeout: 5_000 }).toBe(`E2E${today.slice(0, 4)}000025`);

  await form.locator('#root_fullName').fill(`端到端单据${stamp}`);
  await form.locator('#root_enCode').fill(`e2eRule${stamp}`);
  await save(form);
  await rowIn(page, `e2eRule${stamp}`).filter({ hasText: `E2E${today.slice(0, 4)}000025` }).waitFor();
}, 180_000);
