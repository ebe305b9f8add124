// Issue 11 item 6 in Chromium: the user picker and the role picker of the 字段大全 form choose, cancel and restore.
import { beforeAll, expect, test } from 'vitest';
import type { Locator } from 'playwright-core';
import { signIn } from './browser';
import { browserSuite } from './suite';

const s = browserSuite();

beforeAll(async () => {
  s.page.setDefaultTimeout(15_000);
  await signIn(s.page, s.server.url);
});

const label = (text: string) => new RegExp(`^[*\\s]*${text}[\\s:：]*$`);
const dialog = (title: string) => s.page.locator('.ant-modal:visible')
  .filter({ has: s.page.locator('.ant-modal-title', { hasText: title }) }).last();
const selected = (box: Locator) => box.getByTestId('picker-selected').getByTestId('picked-item');
/** The names the field box shows. */
const boxText = async (combo: Locator) => (await combo.locator('xpath=ancestor::*[contains(@class,"ant-select")][1]').innerText()).trim();

/** Clicks an entry of the dialog's left pane until it shows under 已选 (a click may land while the pane still moves). */
async function choose(box: Locator, text: string) {
  const item = box.getByTestId('picker-source').locator('.ant-tree-title, [role=option]').filter({ hasText: text }).first();
  for (let attempt = 0; ; attempt++) {
    await item.click();
    try {
      await expect.poll(() => selected(box).filter({ hasText: text }).count(), { timeout: 2_000 }).toBe(1);
      return;
    } catch (err) {
      if (attempt >= 3) throw err;
    }
  }
}

async function openForm() {
  await s.page.goto(`${s.server.url}/purchase/allKinds`);
  await s.page.getByTestId('dm-add').click();
  const form = s.page.getByTestId('dm-form');
  await form.waitFor();
  await form.getByRole('button', { name: '人员' }).click();
  return form;
}

test('the user picker chooses, replaces in single mode, and cancel restores the choice', async () => {
  const form = await openForm();
  const combo = form.getByRole('combobox', { name: label('负责人') });
  await combo.click();
  let box = dialog('选择用户');
  for (const tab of ['全部数据', '当前组织', '我的下属']) await box.getByRole('tab', { name: tab }).waitFor();
  // The lazy organisation tree: open the company and the purchasing department, take 王芳.
  const node = (text: string) => box.getByTestId('picker-source').locator('.ant-tree-treenode')
    .filter({ has: s.page.locator('.ant-tree-title', { hasText: text }) }).first();
  await node('岐元堂中药材有限公司').locator('.ant-tree-switcher').click();
  await node('采购部').locator('.ant-tree-switcher').click();
  await choose(box, '王芳/wangfang');
  await box.getByRole('button', { name: /确\s*定/ }).click();
  await box.waitFor({ state: 'hidden' });
  await expect.poll(() => boxText(combo)).toContain('王芳/wangfang');

  // Search switches to the flat list; a second user replaces the first; cancel drops it.
  await combo.click();
  box = dialog('选择用户');
  await expect.poll(() => selected(box).allInnerTexts()).toEqual(['王芳/wangfang']);
  await box.getByRole('textbox', { name: '关键词' }).fill('周杰');
  await choose(box, '周杰/zhoujie');
  expect(await selected(box).allInnerTexts()).toEqual(['周杰/zhoujie']);
  await box.getByRole('button', { name: /取\s*消/ }).click();
  await box.waitFor({ state: 'hidden' });
  expect(await boxText(combo)).toContain('王芳/wangfang');
  await combo.click();
  box = dialog('选择用户');
  await expect.poll(() => selected(box).allInnerTexts()).toEqual(['王芳/wangfang']);
  await box.getByRole('button', { name: /取\s*消/ }).click();
  await box.waitFor({ state: 'hidden' });
}, 120_000);

test('the role picker chooses on the 全局 tab, cancel restores, and confirming nothing clears', async () => {
  const form = await openForm();
  const combo = form.getByRole('combobox', { name: label('角色') });
  await combo.click();
  let box = dialog('选择角色');
  await box.getByRole('tab', { name: '组织' }).waitFor();
  await box.getByRole('tab', { name: '全局' }).click();
  await choose(box, '采购人员');
  await box.getByRole('button', { name: /确\s*定/ }).click();
  await box.waitFor({ state: 'hidden' });
  await expect.poll(() => boxText(combo)).toContain('采购人员');

  await combo.click();
  box = dialog('选择角色');
  await expect.poll(() => selected(box).allInnerTexts()).toEqual(['采购人员']);
  await box.getByRole('button', { name: /清空列表/ }).click();
  expect(await selected(box).count()).toBe(0);
  await box.getByRole('button', { name: /取\s*消/ }).click();
  await box.waitFor({ state: 'hidden' });
  expect(await boxText(combo)).toContain('采购人员');

  await combo.click();
  box = dialog('选择角色');
  await expect.poll(() => selected(box).allInnerTexts()).toEqual(['采购人员']);
  await box.getByRole('button', { name: /清空列表/ }).click();
  await box.getByRole('button', { name: /确\s*定/ }).click();
  await box.waitFor({ state: 'hidden' });
  await expect.poll(() => boxText(combo)).not.toContain('采购人员');
}, 120_000);
