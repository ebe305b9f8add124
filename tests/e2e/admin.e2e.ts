// Issue 11 item 8 in Chromium: the administrator sets up a department (组织管理), a role (角色管理) granted one business
// menu with two of its buttons (权限授权) and a user of that department holding that role (用户管理); the new user then
// signs in with the initial password and sees exactly what was granted, and what was not granted is refused when
// asked for by URL, in the app and on the API.
import { beforeAll, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { clickUntil, signIn } from './browser';
import { browserSuite } from './suite';

const s = browserSuite();

beforeAll(async () => {
  s.page.setDefaultTimeout(15_000);
  await signIn(s.page, s.server.url);
});

const stamp = Date.now().toString(36);
const DEPARTMENT = { name: `质检部${stamp}`, code: `qc_${stamp}` };
const ROLE = { name: `质检员${stamp}`, code: `qc_role_${stamp}` };
const USER = { account: `qc_${stamp}`, name: `孙质检${stamp.slice(-3)}` };

/** The accessible name of a form field: its label, with the required star and the colon around it. */
const label = (text: string) => new RegExp(`^[*\\s]*${text}[\\s:：]*$`);
/**
 * A button's name: antd puts a space between the two characters of a two-character label (确 定), and an icon
 * before it adds its own name (plus 新 建).
 */
const spaced = (text: string) => new RegExp(`(^|\\s)${[...text].join('\\s*')}\\s*$`);

/** The topmost open dialog (or drawer) with this title. */
const dialog = (page: Page, title: string) => page.locator('.ant-modal:visible, .ant-drawer-section:visible')
  .filter({ has: page.locator('.ant-modal-title, .ant-drawer-title', { hasText: title }) }).last();

/** Chooses with a picker dialog: filters its source by the text, clicks the entry, sees it under 已选, confirms. */
async function pickInDialog(page: Page, combo: Locator, title: string, text: string, opts: { tab?: string } = {}) {
  await combo.click();
  const box = dialog(page, title);
  await box.waitFor();
  if (opts.tab) await box.getByRole('tab', { name: opts.tab }).click();
  await box.getByTestId('picker-source').locator('input').first().fill(text);
  const item = box.getByTestId('picker-source').locator('.ant-tree-title, [role=option]').filter({ hasText: text }).first();
  const chosen = box.getByTestId('picker-selected').getByTestId('picked-item').filter({ hasText: text });
  await clickUntil(item, async () => (await chosen.count()) > 0);
  await box.getByRole('button', { name: spaced('确定') }).click();
  await box.waitFor({ state: 'hidden' });
}

/** Saves a screen's form dialog and waits for it to close. */
async function confirm(page: Page, form: Locator) {
  await form.getByRole('button', { name: spaced('确定') }).click();
  await form.waitFor({ state: 'hidden' });
}

/** A call made from the page with the page's own session, as the app's request layer makes it. */
async function api(page: Page, method: string, url: string, body?: unknown): Promise<{ code: number; msg: string; data?: unknown }> {
  return page.evaluate(async ({ method, url, body }) => {
    const res = await fetch(url, {
      method,
      headers: { Authorization: localStorage.getItem('loom_token') ?? '', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return res.json();
  }, { method, url, body });
}

type Node = { id: string; fullName: string; enCode: string; type: string; children?: Node[] };

const row = (page: Page, text: string) => page.locator('tbody tr[data-row-key]').filter({ hasText: text });

test('the administrator sets up a department, a role with one menu and two buttons, and a user; the user sees only that', async () => {
  const page = s.page;

  // The administrator's menu has 系统管理 (the same query finds nothing for the new user below).
  expect(await page.getByRole('menuitem', { name: /系统管理/ }).count()).toBe(1);

  // 组织管理: a department under the company.
  await page.goto(`${s.server.url}/permission/organize`);
  await page.getByRole('button', { name: '新建部门' }).click();
  let form = dialog(page, '部门');
  await form.waitFor();
  await pickInDialog(page, form.getByRole('combobox', { name: label('所属组织') }), '选择组织', '岐元堂中药材有限公司');
  await form.getByLabel(label('部门名称')).fill(DEPARTMENT.name);
  await form.getByLabel(label('部门编码')).fill(DEPARTMENT.code);
  await confirm(page, form);
  await row(page, DEPARTMENT.name).waitFor();
  expect(await row(page, DEPARTMENT.name).textContent()).toContain('部门');

  // 角色管理: a global role.
  await page.goto(`${s.server.url}/permission/role`);
  await page.getByRole('button', { name: spaced('新建') }).click();
  form = dialog(page, '角色');
  await form.waitFor();
  await form.getByLabel(label('角色名称')).fill(ROLE.name);
  await form.getByLabel(label('角色编码')).fill(ROLE.code);
  await confirm(page, form);
  await row(page, ROLE.name).waitFor();

  // 权限授权: 药材供应商 with 新增 (btn_add) and 编辑 (btn_edit), not 删除 or 详情, ticked in the drawer's checkable tree
  // (found with its search box); ticking a button brings its menu and the menu's ancestors with it.
  await page.goto(`${s.server.url}/permission/authorize`);
  await row(page, ROLE.name).waitFor();
  await row(page, ROLE.name).getByRole('button', { name: '权限授权' }).click();
  const drawer = dialog(page, '权限授权');
  await drawer.waitFor();
  const treeNode = (title: string) => drawer.locator('.ant-tree-treenode')
    .filter({ has: page.locator('.ant-tree-title').getByText(title, { exact: true }) });
  const box = (title: string) => treeNode(title).locator('.ant-tree-checkbox');
  const ticked = async (title: string) => (await box(title).getAttribute('class'))?.includes('ant-tree-checkbox-checked') ?? false;
  await drawer.getByLabel('输入关键字进行过滤').fill('药材供应商');
  await expect.poll(() => treeNode('采购订单').count()).toBe(0);
  expect(await treeNode('药材供应商').count()).toBe(1);
  expect(await ticked('药材供应商')).toBe(false);
  for (const name of ['新增', '编辑']) {
    await box(name).click();
    await expect.poll(() => ticked(name)).toBe(true);
  }
  expect(await ticked('药材供应商')).toBe(true);
  // 业务管理 is a directory: held through 药材供应商 alone, so half-ticked, not ticked.
  expect(await box('业务管理').getAttribute('class')).toContain('ant-tree-checkbox-indeterminate');
  expect(await ticked('删除')).toBe(false);
  expect(await ticked('详情')).toBe(false);
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/permission/Authority/Data/'));
  await confirm(page, drawer);
  const granted = await saved;
  expect((await granted.json()).code).toBe(200);
  const roleId = decodeURIComponent(new URL(granted.url()).pathname.split('/').pop()!);

  // 用户管理: a user in the new department holding the new role.
  await page.goto(`${s.server.url}/permission/user`);
  await page.getByRole('button', { name: spaced('新建') }).click();
  form = dialog(page, '用户');
  await form.waitFor();
  await form.getByLabel(label('账户')).fill(USER.account);
  await form.getByLabel(label('姓名')).fill(USER.name);
  await pickInDialog(page, form.getByRole('combobox', { name: label('所属组织') }), '选择组织', DEPARTMENT.name);
  await pickInDialog(page, form.getByRole('combobox', { name: label('角色') }), '选择角色', ROLE.name, { tab: '全局' });
  await confirm(page, form);
  await page.getByLabel('关键词').fill(USER.account);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await row(page, USER.account).waitFor();
  expect(await row(page, USER.account).textContent()).toContain(DEPARTMENT.name);

  // The new user signs in with the initial password, in a browser context of their own.
  const user = await s.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
  user.setDefaultTimeout(15_000);
  try {
    await signIn(user, s.server.url, USER.account, '123456');
    // The menu: 业务管理 holds 药材供应商 alone; no 系统管理, no other business menu.
    await user.getByRole('menuitem', { name: /业务管理/ }).click();
    const supplierItem = user.getByRole('menuitem', { name: /药材供应商/ });
    await supplierItem.waitFor();
    for (const name of ['系统管理', '基础资料', '外部链接', '采购订单', '字段大全', '组织管理', '用户管理', '权限授权']) {
      expect(await user.getByRole('menuitem', { name: new RegExp(name) }).count(), name).toBe(0);
    }
    // The list: 新增 and 编辑 granted, 删除, 详情 and 导入 not.
    await supplierItem.click();
    await user.waitForURL(/\/purchase\/supplier$/);
    await user.getByTestId('dm-row-edit').first().waitFor();
    expect(await user.getByTestId('dm-add').count()).toBe(1);
    expect(await user.getByTestId('dm-row-edit').count()).toBeGreaterThan(0);
    expect(await user.getByTestId('dm-row-remove').count()).toBe(0);
    expect(await user.getByTestId('dm-row-detail').count()).toBe(0);
    expect(await user.getByRole('button', { name: /导\s*入/ }).count()).toBe(0);

    // By URL: 用户管理 is no route of theirs (the app answers 404) and its list call is refused.
    await user.goto(`${s.server.url}/permission/user`);
    await user.waitForURL(/\/404$/);
    expect(await user.locator('tbody tr[data-row-key]').count()).toBe(0);
    const users = await api(user, 'GET', '/api/permission/Users?currentPage=1&pageSize=20');
    expect(users.code).toBe(403);
    expect(users.data ?? null).toBeNull();
    const grants = await api(user, 'GET', `/api/permission/Authority/Data/${roleId}?objectType=Role`);
    expect(grants.code).toBe(403);
    expect(grants.data ?? null).toBeNull();
    // An ungranted form's records (采购订单) are refused; the granted one's answer.
    const orders = await api(user, 'POST', '/api/visualdev/OnlineDev/vd-purchase-order/List', { currentPage: 1, pageSize: 20 });
    expect(orders.code).toBe(403);
    expect(orders.data ?? null).toBeNull();
    const suppliers = await api(user, 'POST', '/api/visualdev/OnlineDev/vd-supplier/List', { currentPage: 1, pageSize: 20 });
    expect(suppliers.code, suppliers.msg).toBe(200);
    // The user's own grants, as the server reads them: one system, 业务管理 > 药材供应商, and the two buttons.
    const own = await api(user, 'GET', '/api/permission/Users/Current/Authorize');
    expect(own.code).toBe(200);
    const held = own.data as { module: Node[]; button: Node[] };
    const names = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.fullName, ...names(n.children ?? [])]);
    expect(held.module.map((m) => m.enCode)).toEqual(['main']);
    expect(names(held.module[0].children ?? [])).toEqual(['业务管理', '药材供应商']);
    expect(held.button.flatMap((m) => (m.children ?? []).map((b) => b.enCode)).sort()).toEqual(['btn_add', 'btn_edit']);
  } finally {
    await user.close();
  }
}, 180_000);
