/**
 * Steps on 功能设计 (在线开发 > 功能设计) shared by the e2e tests that point a generated form at something made on
 * another screen (a data interface, a print template): the administrator opens the function's definition in the
 * JSON editor, replaces the formData text with the changed definition, saves it, and releases the function again
 * under its menu directory, as an administrator without file access would.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

const spaced = (text: string) => new RegExp(`(^|\\s)${[...text].join('\\s*')}\\s*$`);
const dialog = (page: Page, title: string) => page.locator('.ant-modal:visible, .ant-drawer-section:visible')
  .filter({ has: page.locator('.ant-modal-title, .ant-drawer-title', { hasText: new RegExp(`^${title}$`) }) }).last();
const rowIn = (scope: Page | Locator, text: string) => scope.locator('tbody tr[data-row-key]').filter({ hasText: text });

/** Replaces the text of a CodeMirror editor as a user would: select all, then insert the new text. */
export async function typeInto(page: Page, editor: Locator, text: string) {
  await editor.locator('.cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
}

/**
 * On 功能设计: edits the function of code `enCode`, its formData becoming `change(stored formData)`, saves it with
 * no problem left, and releases it under `directory` (a menu directory's name). `stored` is the definition as the
 * editor opened it (the test reads the text it pastes from the same store the editor loaded it from).
 */
export async function redesignAndRelease(page: Page, baseUrl: string, enCode: string, stored: string,
  change: (formData: Record<string, unknown>) => Record<string, unknown>, directory = '业务管理') {
  await page.goto(`${baseUrl}/onlineDev/webDesign`);
  const row = rowIn(page, enCode);
  await row.waitFor({ timeout: 30_000 });
  await row.getByRole('button', { name: spaced('编辑') }).click();
  const drawer = dialog(page, '功能设计');
  await drawer.waitFor();
  const form = drawer.getByTestId('definition-formData');
  const first = (JSON.parse(stored) as { fields?: { __vModel__?: string }[] }).fields?.find((f) => f.__vModel__)?.__vModel__ ?? 'fields';
  await expect.poll(() => form.locator('.cm-content').textContent(), { timeout: 15_000 }).toContain(first);
  await typeInto(page, form, JSON.stringify(change(JSON.parse(stored) as Record<string, unknown>), null, 2));
  await expect.poll(() => drawer.getByTestId('definition-problems-formData').textContent(), { timeout: 15_000 })
    .toContain('没有发现问题');
  await drawer.getByRole('button', { name: spaced('确定') }).click();
  await drawer.waitFor({ state: 'hidden' });

  await releaseUnder(page, row, directory);
  await page.locator('.ant-message-notice').filter({ hasText: /发布成功/ }).first().waitFor();
}

/** 发布 on a 功能设计 row: the release dialog, the directory chosen in its menu tree, confirmed. */
export async function releaseUnder(page: Page, row: Locator, directory: string) {
  await row.getByRole('button', { name: spaced('发布') }).click();
  const release = dialog(page, '发布');
  await release.waitFor();
  await release.locator('.ant-select').click();
  await page.locator('.ant-select-tree-node-content-wrapper', { hasText: new RegExp(`^${directory}$`) }).click();
  await release.getByRole('button', { name: spaced('确定') }).click();
  await release.waitFor({ state: 'hidden' });
}
