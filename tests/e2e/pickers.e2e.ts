// Issue 11 items 6 and 8 in Chromium: every picker of the 字段大全 form (user, user component, role, organisation,
// department, position, group, 省市区) chooses, reopens with its choice, replaces it in single mode, and cancel
// restores the previous selection; organisations that are disabled cannot be chosen.
import { beforeAll, expect, test } from 'vitest';
import type { Locator } from 'playwright-core';
import { clickSettled, signIn } from './browser';
import { browserSuite } from './suite';

const s = browserSuite();

beforeAll(async () => {
  s.page.setDefaultTimeout(30_000);
  await signIn(s.page, s.server.url);
});

const label = (text: string) => new RegExp(`^[*\\s]*${text}[\\s:：]*$`);
const dialog = (title: string) => s.page.locator('.ant-modal:visible')
  .filter({ has: s.page.locator('.ant-modal-title', { hasText: title }) }).last();
const selected = (box: Locator) => box.getByTestId('picker-selected').getByTestId('picked-item');
/**
 * Waits until 已选 lists the last of `texts` (the dialog fills in the field's choice as it opens, and a name may
 * arrive after its id), then expects exactly `texts` there.
 */
async function expectSelected(box: Locator, texts: string[]) {
  await selected(box).filter({ hasText: texts.at(-1) }).first().waitFor();
  expect(await selected(box).allInnerTexts()).toEqual(texts);
}
/** The names the field box shows. */
const boxText = async (combo: Locator) => (await combo.locator('xpath=ancestor::*[contains(@class,"ant-select")][1]').innerText()).trim();

/**
 * Clicks an entry of the dialog's left pane until `text` shows under 已选 (a click may land while the pane still
 * moves); the entry is titled `text` unless told (an organisation or an area shows there as its path of names).
 */
async function choose(box: Locator, text: string, entry = text) {
  const item = box.getByTestId('picker-source').locator('.ant-tree-title, [role=option]').filter({ hasText: entry }).first();
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

async function openForm(panel = '人员') {
  await s.page.goto(`${s.server.url}/purchase/allKinds`);
  await s.page.getByTestId('dm-add').click();
  const form = s.page.getByTestId('dm-form');
  await form.waitFor();
  const header = form.getByRole('button', { name: panel });
  if (await header.getAttribute('aria-expanded') !== 'true') await header.click();
  return form;
}

/** A node of the dialog's left pane by its title. */
const nodeOf = (box: Locator, text: string) => box.getByTestId('picker-source').locator('.ant-tree-treenode')
  .filter({ has: s.page.locator('.ant-tree-title', { hasText: text }) }).first();
/** Opens lazy tree nodes one after the other. */
async function expand(box: Locator, ...path: string[]) {
  for (const text of path) {
    const node = nodeOf(box, text);
    if (!(await node.getAttribute('class'))?.includes('ant-tree-treenode-switcher-open')) await node.locator('.ant-tree-switcher').click();
  }
}

interface PickerCase {
  /** The field's label and the dialog's title. */
  label: string; title: string;
  /** The collapse panel the field sits in (opened when closed). */
  panel?: string;
  /** What the first and the second opening choose (their text under 已选), and how to reach it. */
  first: string; second: string;
  /** The title of the entry that gives a choice (the choice itself unless told). */
  entryOf?: (text: string) => string;
  reach?: (box: Locator, text: string) => Promise<void>;
  /** Checks made on the second opening, before the second choice. */
  refuse?: (box: Locator) => Promise<void>;
}

/**
 * One picker: choose and confirm (the box names it); reopen (已选 holds it), choose another (single mode replaces it)
 * and cancel (the box still names the first); reopen once more and 已选 holds the first again.
 */
async function chooseCancelRestore(c: PickerCase) {
  const form = await openForm(c.panel);
  const combo = form.getByRole('combobox', { name: label(c.label) }).first();
  await combo.click();
  let box = dialog(c.title);
  await c.reach?.(box, c.first);
  await choose(box, c.first, c.entryOf?.(c.first));
  expect(await selected(box).allInnerTexts()).toEqual([c.first]);
  await clickSettled(box.getByRole('button', { name: /确\s*定/ }));
  await box.waitFor({ state: 'hidden' });
  await expect.poll(() => boxText(combo)).toContain(lastName(c.first));

  await combo.click();
  box = dialog(c.title);
  await expectSelected(box, [c.first]);
  await c.refuse?.(box);
  expect(await selected(box).allInnerTexts()).toEqual([c.first]);
  await c.reach?.(box, c.second);
  await choose(box, c.second, c.entryOf?.(c.second));
  expect(await selected(box).allInnerTexts()).toEqual([c.second]);
  await clickSettled(box.getByRole('button', { name: /取\s*消/ }));
  await box.waitFor({ state: 'hidden' });
  expect(await boxText(combo)).toContain(lastName(c.first));
  expect(await boxText(combo)).not.toContain(lastName(c.second));

  await combo.click();
  box = dialog(c.title);
  await expectSelected(box, [c.first]);
  await clickSettled(box.getByRole('button', { name: /取\s*消/ }));
  await box.waitFor({ state: 'hidden' });
}

/** The last name of a path of names ("岐元堂中药材有限公司/采购部" → "采购部"). */
const lastName = (path: string) => path.split('/').at(-1)!;

/** Switches a department on or off with the page's own session (a second sign-in would end it). */
function toggleState(id: string): Promise<{ code: number; msg: string }> {
  return s.page.evaluate(async (url) => {
    const res = await fetch(url, { method: 'PUT', headers: { Authorization: localStorage.getItem('loom_token') ?? '' } });
    return res.json();
  }, `/api/permission/Organize/Department/${id}/Actions/State`);
}

/** Clicks a node that must not be taken: 已选 is unchanged afterwards. */
async function refuseNode(box: Locator, text: string) {
  const before = await selected(box).allInnerTexts();
  await nodeOf(box, text).locator('.ant-tree-title').click();
  expect(await selected(box).allInnerTexts()).toEqual(before);
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
  await clickSettled(box.getByRole('button', { name: /确\s*定/ }));
  await box.waitFor({ state: 'hidden' });
  await expect.poll(() => boxText(combo)).toContain('王芳/wangfang');

  // Search switches to the flat list; a second user replaces the first; cancel drops it.
  await combo.click();
  box = dialog('选择用户');
  await expectSelected(box, ['王芳/wangfang']);
  await box.getByRole('textbox', { name: '关键词' }).fill('周杰');
  await choose(box, '周杰/zhoujie');
  expect(await selected(box).allInnerTexts()).toEqual(['周杰/zhoujie']);
  await clickSettled(box.getByRole('button', { name: /取\s*消/ }));
  await box.waitFor({ state: 'hidden' });
  expect(await boxText(combo)).toContain('王芳/wangfang');
  await combo.click();
  box = dialog('选择用户');
  await expectSelected(box, ['王芳/wangfang']);
  await clickSettled(box.getByRole('button', { name: /取\s*消/ }));
  await box.waitFor({ state: 'hidden' });
}, 180_000);

test('the role picker chooses on the 全局 tab, cancel restores, and confirming nothing clears', async () => {
  const form = await openForm();
  const combo = form.getByRole('combobox', { name: label('角色') });
  await combo.click();
  let box = dialog('选择角色');
  await box.getByRole('tab', { name: '组织' }).waitFor();
  await box.getByRole('tab', { name: '全局' }).click();
  await choose(box, '采购人员');
  await clickSettled(box.getByRole('button', { name: /确\s*定/ }));
  await box.waitFor({ state: 'hidden' });
  await expect.poll(() => boxText(combo)).toContain('采购人员');

  await combo.click();
  box = dialog('选择角色');
  await expectSelected(box, ['采购人员']);
  await clickSettled(box.getByRole('button', { name: /清空列表/ }));
  expect(await selected(box).count()).toBe(0);
  await clickSettled(box.getByRole('button', { name: /取\s*消/ }));
  await box.waitFor({ state: 'hidden' });
  expect(await boxText(combo)).toContain('采购人员');

  await combo.click();
  box = dialog('选择角色');
  await expectSelected(box, ['采购人员']);
  await clickSettled(box.getByRole('button', { name: /清空列表/ }));
  await clickSettled(box.getByRole('button', { name: /确\s*定/ }));
  await box.waitFor({ state: 'hidden' });
  await expect.poll(() => boxText(combo)).not.toContain('采购人员');
}, 180_000);

test('the organisation picker chooses, replaces, restores, and never offers a disabled organisation', async () => {
  // The administrator disables 财务部: it is no longer offered (the picker trees carry enabled organisations only).
  const state = await toggleState('dep-finance');
  expect(state.code, state.msg).toBe(200);
  try {
    await chooseCancelRestore({ label: '所属组织', title: '选择组织', panel: '组织', first: '岐元堂中药材有限公司/采购部',
      second: '岐元堂中药材有限公司/仓储部', entryOf: lastName,
      refuse: async (box) => {
        await nodeOf(box, '质检部').waitFor();
        expect(await box.getByTestId('picker-source').locator('.ant-tree-title', { hasText: '财务部' }).count()).toBe(0);
      } });
  } finally {
    expect((await toggleState('dep-finance')).code).toBe(200);
  }
}, 180_000);

test('the department picker chooses, replaces and restores; the company (flagged disabled there) cannot be chosen', async () => {
  await chooseCancelRestore({ label: '部门', title: '选择部门', panel: '组织', first: '采购部', second: '质检部',
    refuse: (box) => refuseNode(box, '岐元堂中药材有限公司') });
}, 180_000);

test('the position picker chooses, replaces and restores; an organisation is no position', async () => {
  await chooseCancelRestore({ label: '岗位', title: '选择岗位', panel: '组织', first: '采购员', second: '质检员',
    refuse: (box) => refuseNode(box, '质检部') });
}, 180_000);

test('the group picker chooses, replaces and restores', async () => {
  await chooseCancelRestore({ label: '分组', title: '选择分组', first: '道地药材采购小组', second: '质量评审小组' });
}, 180_000);

test('the user component (id--type) chooses, replaces and restores; single mode takes users only', async () => {
  await chooseCancelRestore({ label: '用户组件', title: '选择用户', first: '王芳/wangfang', second: '周杰/zhoujie',
    reach: async (box, text) => {
      if (text === '王芳/wangfang') await expand(box, '岐元堂中药材有限公司', '采购部');
      else await box.getByRole('textbox', { name: '关键词' }).fill('周杰');
    },
    refuse: async (box) => {
      await expand(box, '岐元堂中药材有限公司');
      await refuseNode(box, '采购部');
    } });
}, 180_000);

test('the 省市区 picker chooses a district, replaces and restores; a province is not a choice at level 2', async () => {
  await chooseCancelRestore({ label: '产地区域', title: '省市区', first: '云南省/昆明市/五华区', second: '甘肃省/兰州市/城关区',
    entryOf: lastName,
    reach: async (box, text) => {
      const [province, city, district] = text.split('/');
      await expand(box, province, city);
      await nodeOf(box, district).waitFor();
    },
    refuse: (box) => refuseNode(box, '河北省') });
}, 180_000);
