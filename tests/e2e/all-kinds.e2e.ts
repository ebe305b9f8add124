// Issue 3 proof in Chromium: fill and save the seeded 字段大全 form, which holds one field of every kind, then
// find the values again in the list and in its detail view.
import { beforeAll, expect, test } from 'vitest';
import { writeFileSync, mkdirSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import { clickUntil, signIn, snap } from './browser';
import { browserSuite } from './suite';

const s = browserSuite();

beforeAll(async () => {
  s.page.setDefaultTimeout(15_000);
  await signIn(s.page, s.server.url);
});

/** The accessible name of a form field: its label, with the required star and the colon around it. */
const label = (text: string) => new RegExp(`^[*\\s]*${text}[\\s:：]*$`);

/** The topmost open dialog (or drawer) with this title. */
const dialog = (title: string) => s.page.locator('.ant-modal:visible, .ant-drawer-content:visible')
  .filter({ has: s.page.locator('.ant-modal-title, .ant-drawer-title', { hasText: title }) }).last();

const dropdown = () => s.page.locator('.ant-select-dropdown:visible, .ant-cascader-dropdown:visible');

/**
 * Waits until no dropdown is open, so the next one found is the one just opened: a closing dropdown stays visible
 * (and takes no clicks) while it animates out, and would otherwise be searched first.
 */
async function noDropdown() {
  await expect.poll(() => dropdown().count(), { timeout: 5_000 }).toBe(0);
}

/** Opens an antd Select / TreeSelect and picks the option or tree node with this text. */
async function pick(combo: Locator, text: string, search = false) {
  await noDropdown();
  await combo.click();
  if (search) await combo.pressSequentially(text);
  const option = dropdown().locator('.ant-select-item-option, .ant-select-tree-title', { hasText: text }).first();
  // Taken when the dropdown closed (single choice) or the entry shows as chosen (multiple choice).
  await clickUntil(option, async () => (await dropdown().count()) === 0
    || (await dropdown().locator('.ant-select-item-option-selected, .ant-select-tree-node-selected, .ant-select-tree-checkbox-checked').count()) > 0);
}

/** Opens an antd Cascader and walks the path: each entry opens the next column, the last one closes the menu. */
async function pickPath(combo: Locator, path: string[]) {
  await noDropdown();
  await combo.click();
  const item = (text: string) => dropdown().locator('.ant-cascader-menu-item', { hasText: text }).first();
  for (const [i, text] of path.entries()) {
    const next = path[i + 1];
    await clickUntil(item(text), async () => (next === undefined ? (await dropdown().count()) === 0 : item(next).isVisible()));
  }
}

/**
 * Chooses with a picker dialog: opens it from the field box, optionally switches to a tab, types the
 * text into the dialog's first search box, clicks the tree node or list entry, checks it is listed under 已选 and
 * confirms.
 */
async function pickInDialog(combo: Locator, title: string, text: string, opts: { tab?: string } = {}) {
  await combo.click();
  const box = dialog(title);
  await box.waitFor();
  if (opts.tab) await box.getByRole('tab', { name: opts.tab }).click();
  await box.getByTestId('picker-source').locator('input').first().fill(text);
  const item = box.getByTestId('picker-source').locator('.ant-tree-title, [role=option]').filter({ hasText: text }).first();
  const chosen = box.getByTestId('picker-selected').getByTestId('picked-item').filter({ hasText: text });
  await clickUntil(item, async () => (await chosen.count()) > 0);
  await box.getByRole('button', { name: /确\s*定/ }).click();
  await box.waitFor({ state: 'hidden' });
}

/** Chooses an area in the 省市区 dialog: opens each level on the way and clicks the last one. */
async function pickArea(combo: Locator, path: string[]) {
  await combo.click();
  const box = dialog('省市区');
  await box.waitFor();
  const node = (text: string) => box.getByTestId('picker-source').locator('.ant-tree-treenode').filter({
    has: s.page.locator('.ant-tree-title', { hasText: text }) }).first();
  for (const text of path.slice(0, -1)) {
    await node(text).locator('.ant-tree-switcher').click();
  }
  const last = path[path.length - 1];
  const chosen = box.getByTestId('picker-selected').getByTestId('picked-item').filter({ hasText: last });
  await clickUntil(node(last).locator('.ant-tree-title'), async () => (await chosen.count()) > 0);
  await box.getByRole('button', { name: /确\s*定/ }).click();
  await box.waitFor({ state: 'hidden' });
}

async function typeAndEnter(input: Locator, value: string) {
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

/** Picks the first row of a selection dialog or popover whose table shows `text`, then confirms. */
async function pickRow(container: Locator, text: string) {
  const row = container.locator('.ant-table-row', { hasText: text }).first();
  await clickUntil(row, async () => (await row.getAttribute('class'))?.includes('ant-table-row-selected') ?? false);
  await container.getByRole('button', { name: /确\s*定/ }).click();
}

test('every kind is filled, saved, listed and shown in the detail view', async () => {
  try {
    await fillSaveAndView();
  } catch (err) {
    await snap(s.page, 'all-kinds-failure');
    throw err;
  }
}, 180_000);

async function fillSaveAndView() {
  await s.page.goto(`${s.server.url}/purchase/allKinds`);
  await s.page.getByTestId('dm-add').click();
  const form = s.page.getByTestId('dm-form');
  await form.waitFor();
  const name = `全字段记录${Date.now()}`;

  // Inputs and numbers; the calculated amount follows them.
  await form.getByLabel(label('名称')).fill(name);
  await form.getByLabel(label('说明')).fill('第一行\n第二行');
  await form.getByRole('spinbutton', { name: label('数量') }).fill('3');
  await form.getByRole('spinbutton', { name: label('单价') }).fill('12.5');
  await expect.poll(() => form.getByRole('textbox', { name: label('金额') }).inputValue()).toBe('37.50');

  // Choices from a dictionary, static options and a data interface; dates and times.
  await form.getByRole('switch', { name: label('启用') }).click();
  await form.getByRole('radiogroup', { name: label('结算方式') }).getByRole('radio', { name: '月结' }).check();
  await form.getByRole('group', { name: label('特性') }).getByRole('checkbox', { name: '道地' }).check();
  await pick(form.getByRole('combobox', { name: label('等级') }), '一等');
  await pickPath(form.getByRole('combobox', { name: label('药材品类') }), ['根及根茎类', '根类']);
  await typeAndEnter(form.getByLabel(label('采收日期')), '2026-10-01');
  await typeAndEnter(form.getByLabel(label('到货时间')), '09:30:00');

  // Uploads (tab 上传), then colour, rate, slider and rich text (tab 其他).
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/质检报告#1.txt', '合格');
  await form.getByRole('group', { name: label('附件') }).locator('input[type=file]').setInputFiles('test-results/质检报告#1.txt');
  await form.getByText('质检报告1.txt').waitFor();
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await form.getByRole('group', { name: label('图片') }).locator('input[type=file]').setInputFiles({ name: '当归.png', mimeType: 'image/png', buffer: png });
  await form.locator('img[src*="/api/file/Image/"]').first().waitFor();
  await form.getByRole('tab', { name: '其他' }).click();
  await form.locator('.ant-rate-star').nth(3).click();
  const slider = form.getByRole('slider').first();
  await slider.focus();
  for (let i = 0; i < 12; i++) await slider.press('ArrowRight');
  const editor = form.locator('[contenteditable=true]').first();
  await editor.click();
  await editor.pressSequentially('检验合格');

  // Organisation and people pickers (collapse panels 组织 and 人员).
  await pickInDialog(form.getByRole('combobox', { name: label('所属组织') }), '选择组织', '岐元堂中药材有限公司');
  await pickInDialog(form.getByRole('combobox', { name: label('部门') }), '选择部门', '采购部');
  await pickInDialog(form.getByRole('combobox', { name: label('岗位') }), '选择岗位', '采购员');
  await form.getByRole('button', { name: '人员' }).click();
  await pickInDialog(form.getByRole('combobox', { name: label('负责人') }), '选择用户', '王芳');
  await pickInDialog(form.getByRole('combobox', { name: label('角色') }), '选择角色', '采购人员', { tab: '全局' });
  await pickInDialog(form.getByRole('combobox', { name: label('分组') }), '选择分组', '道地药材采购小组');
  await pickInDialog(form.getByRole('combobox', { name: label('用户组件') }), '选择用户', '李娜');

  // Sub-table: one row, with the required cells.
  await form.getByTestId('subtable-add').click();
  const line = form.getByRole('group', { name: label('明细') }).locator('.ant-table-row').first();
  await line.getByLabel(label('药材')).fill('黄芪');
  await line.getByLabel(label('数量')).fill('20');

  // Dictionary tree, area, popups, relation form.
  // A long dictionary tree (virtual list): take its first entry.
  await noDropdown();
  await form.getByRole('combobox', { name: label('行业类别') }).click();
  const industry = dropdown().locator('.ant-select-tree-title').first();
  const industryName = (await industry.innerText()).trim();
  await industry.click();
  await pickArea(form.getByRole('combobox', { name: label('产地区域') }), ['安徽省', '亳州市', '谯城区']);
  await form.getByRole('textbox', { name: label('下拉表格') }).click();
  await pickRow(s.page.locator('.ant-popover:visible'), '当归');
  await form.getByRole('combobox', { name: label('药材名称补全') }).pressSequentially('三');
  await s.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '三七' }).first().click();
  await form.getByRole('textbox', { name: label('供应商') }).click();
  await pickRow(dialog('选择数据'), '亳州');
  // The sub-table's 药材 column comes first in the page; the popup select is the last 药材.
  await form.getByRole('textbox', { name: label('药材') }).last().click();
  await pickRow(dialog('选择数据'), '当归');
  await expect.poll(() => form.getByRole('textbox', { name: label('药材产地') }).inputValue()).toContain('甘肃');
  await snap(s.page, 'all-kinds-filled');

  await s.page.getByTestId('dm-submit').click();
  await form.waitFor({ state: 'hidden' });

  // The list shows the display texts of the saved record.
  const row = s.page.getByTestId('dm-table').locator('.ant-table-row', { hasText: name });
  await row.waitFor();
  const rowText = await row.innerText();
  for (const text of ['37.50', '月结', '道地', '根及根茎类/根类', '2026-10-01', '王芳', '黄芪']) expect(rowText).toContain(text);

  // The detail view shows every kind read-only.
  await row.getByTestId('dm-row-detail').click();
  const detail = dialog('详情');
  await detail.waitFor();
  await detail.getByText(name).waitFor();
  // Panes behind a tab or a closed collapse panel are not on screen: read the page, then open them and read again.
  let detailText = await detail.innerText();
  await detail.getByRole('tab', { name: '其他' }).click();
  await detail.getByRole('button', { name: '人员' }).click();
  await detail.getByText('道地药材采购小组').waitFor();
  detailText += await detail.innerText();
  writeFileSync('test-results/all-kinds-detail.txt', detailText);
  for (const text of ['37.50', '叁拾柒元伍角', '月结', '道地', '2026-10-01', '09:30:00', '质检报告1.txt', '检验合格',
    '采购部', '采购员', '王芳', '采购人员', '道地药材采购小组', '李娜', '黄芪', industryName, '谯城区', '当归', '三七', '甘肃', '管理员/admin', '信息部', '系统管理员']) {
    expect(detailText, `detail shows ${text}`).toContain(text);
  }
  expect(await detail.locator('[data-field-error]').count()).toBe(0);
  await snap(s.page, 'all-kinds-detail');
}
