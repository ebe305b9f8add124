// Issue 14 items 6 and 8 in Chromium: on 打印模板 the administrator writes a template in the Tiptap editor (text,
// the supplier placeholder from the fields panel, a sub-table row from 插入子表行, centred heading), previews it
// against a purchase order before saving, saves it, copies it, exports the copy, deletes it and imports it back
// unchanged, deletes it again; then the purchase order form is pointed at the template in 功能设计's JSON editor
// (saved and released) and 打印 in a record's detail view prints the record's values through it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { signIn, snap } from './browser';
import { browserSuite } from './suite';
import { redesignAndRelease } from './webDesignSteps';
import type { Db } from '../../src/server/db';

const s = browserSuite();
const MODEL = 'vd-purchase-order';
const stamp = Date.now().toString(36);
const NAME = `编辑器模板${stamp}`;
const CODE = `editorPrint${stamp}`;

let db: Db;

beforeAll(async () => {
  s.page.setDefaultTimeout(15_000);
  db = (s.server.app as unknown as { loom: { db: Db } }).loom.db;
  await signIn(s.page, s.server.url);
});

const spaced = (text: string) => new RegExp(`(^|\\s)${[...text].join('\\s*')}\\s*$`);
const drawer = (page: Page, title: string) => page.locator('.ant-drawer-section:visible')
  .filter({ has: page.locator('.ant-drawer-title', { hasText: new RegExp(`^${title}$`) }) }).last();
const rowIn = (scope: Page | Locator, text: string) => scope.locator('tbody tr[data-row-key]').filter({ hasText: text });

async function confirmPrompt(page: Page, text: string | RegExp) {
  const box = page.locator('.ant-modal-confirm:visible').filter({ hasText: text }).last();
  await box.waitFor();
  await box.getByRole('button', { name: spaced('确定') }).click();
  await box.waitFor({ state: 'hidden' });
}

test('a template written in the editor prints a purchase order from its detail view', async () => {
  const page = s.page;
  await page.goto(`${s.server.url}/system/printDev`);
  await rowIn(page, 'purchaseOrderPrint').waitFor({ timeout: 30_000 });

  await page.getByRole('button', { name: spaced('新建') }).click();
  const form = drawer(page, '打印模板');
  await form.waitFor();
  await form.getByLabel('模板名称').fill(NAME);
  await form.getByLabel('模板编码').fill(CODE);
  await form.getByLabel('模板分类').fill('测试');
  await form.getByLabel('所属表单').click();
  await page.locator('.ant-select-tree-node-content-wrapper', { hasText: /^采购订单$/ }).click();

  // The fields of the chosen form appear beside the editor.
  const panel = form.getByRole('region', { name: '字段' });
  await panel.locator('[data-field="headTable.comInputField102"]').waitFor();
  const editor = form.locator('.ProseMirror');
  await editor.click();
  await page.keyboard.type('采购单');
  await form.getByRole('button', { name: '居中' }).click();
  await page.keyboard.press('Enter');
  await page.keyboard.type('供应商：');
  await panel.locator('[data-field="headTable.comInputField102"]').click();
  await page.keyboard.press('Enter');
  await panel.locator('[data-field-group="tableField105"]').getByRole('button', { name: '插入子表行' }).click();
  await editor.locator('table span[data-tag="tableField105.comInputField106"]').waitFor();
  await editor.locator('span[data-tag="headTable.comInputField102"]').waitFor();
  await snap(page, 'print-template-editor');

  // Preview against a record before anything is saved.
  await form.getByLabel('预览数据').click();
  await page.locator('.ant-select-item-option', { hasText: '亳州康源药材有限公司' }).first().click();
  await form.getByRole('button', { name: /预\s*览/ }).click();
  const pages = page.getByTestId('print-pages');
  await pages.getByText('供应商：亳州康源药材有限公司').waitFor();
  await pages.getByText('白芍').waitFor();
  await page.locator('.ant-modal:visible').filter({ hasText: '打印预览' }).locator('.ant-modal-close').click();
  await pages.waitFor({ state: 'detached' });

  await form.getByRole('button', { name: spaced('确定') }).click();
  await form.waitFor({ state: 'hidden' });
  await rowIn(page, CODE).waitFor();
  const saved = await db.selectFrom('printTemplate').selectAll().where('enCode', '=', CODE).executeTakeFirstOrThrow();
  expect(saved).toMatchObject({ fullName: NAME, modelId: MODEL, type: 2, category: '测试' });
  expect(saved.printTemplate).toContain('<p style="text-align: center;">采购单</p>');
  expect(saved.printTemplate).toMatch(/data-tag="headTable.comInputField102">\{comInputField102\}<\/span>/);

  // Copy it and delete the copy, from the row buttons.
  await rowIn(page, CODE).getByRole('button', { name: spaced('复制') }).click();
  await confirmPrompt(page, '您确定要复制该模板, 是否继续？');
  const copy = rowIn(page, `${CODE}_copy`);
  await copy.waitFor();
  const copied = await db.selectFrom('printTemplate').selectAll().where('enCode', '=', `${CODE}_copy`).executeTakeFirstOrThrow();
  expect(copied.printTemplate).toBe(saved.printTemplate);

  // Export the copy, delete it, import the file: it is back as it was; then deleted for good.
  const downloading = page.waitForEvent('download');
  await copy.getByRole('button', { name: spaced('导出') }).click();
  // Kept under the name the browser saves it as: the import button accepts .bpd and .json only.
  const download = await downloading;
  const file = join(mkdtempSync(join(tmpdir(), 'loom-bpd-')), download.suggestedFilename());
  await download.saveAs(file);
  expect(file).toMatch(/\.bpd$/);
  const deleteCopy = async () => {
    await copy.getByRole('button', { name: spaced('删除') }).click();
    await confirmPrompt(page, '此操作将永久删除该数据, 是否继续？');
    await copy.waitFor({ state: 'detached' });
  };
  await deleteCopy();
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: spaced('导入') }).click();
  await (await choosing).setFiles(file);
  await copy.waitFor();
  const back = await db.selectFrom('printTemplate').selectAll().where('enCode', '=', `${CODE}_copy`).executeTakeFirstOrThrow();
  expect({ ...back, creatorTime: 0 }).toEqual({ ...copied, creatorTime: 0 });
  await deleteCopy();

  // The purchase order form prints through this template only (its printId), set in 功能设计's JSON editor, saved and
  // released again.
  const model = await db.selectFrom('visualdev').select('formData').where('id', '=', MODEL).executeTakeFirstOrThrow();
  await redesignAndRelease(page, s.server.url, 'purchaseOrder', model.formData,
    (formData) => ({ ...formData, hasPrintBtn: true, printId: [saved.id] }));
  const redesigned = await db.selectFrom('visualdev').select('formData').where('id', '=', MODEL).executeTakeFirstOrThrow();
  expect(JSON.parse(redesigned.formData)).toMatchObject({ hasPrintBtn: true, printId: [saved.id] });

  await page.goto(`${s.server.url}/purchase/order`);
  const table = page.getByTestId('dm-table');
  await table.waitFor();
  await table.locator('tr.ant-table-row', { hasText: '亳州康源药材有限公司' }).first().getByTestId('dm-row-detail').click();
  const detail = page.getByTestId('dm-detail');
  await detail.waitFor();
  await page.getByTestId('dm-detail-print').click();
  await pages.getByText('供应商：亳州康源药材有限公司').waitFor();
  await pages.getByText('白芍').waitFor();
  await pages.getByText('牡丹皮').waitFor();
  await pages.getByText('采购单').waitFor();
  // The sub-table row printed once per row of the record, under the labels' row.
  expect(await pages.locator('table tr').count()).toBe(3);
  expect(await pages.innerHTML()).not.toMatch(/\{[a-zA-Z]+\}/);
  await snap(page, 'print-template-detail-print');
});
