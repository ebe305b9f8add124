// Issue 14 items 7 and 8 in Chromium: on 功能设计 the administrator creates a generated function in the JSON
// editor, sees the checker's marker on a field of an unknown kind (and its path in the problem list), fixes it while
// the preview draws the form (a save before the fix is refused by the server and keeps every typed character),
// chooses the serial-number field's rule with the rule picker (its code written into the JSON), previews and
// downloads its code (the definition package) and imports the package back under another code,
// saves, releases it under 业务管理, copies it and deletes the copy (the released one refuses deletion); 刘洋's role is granted the new menu through
// 权限授权's call, and he opens the function from his menu, adds a record and finds it in the list.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { call, login } from '../api/helpers';
import { clickSettled, signIn } from './browser';
import { browserSuite } from './suite';
import { releaseUnder, typeInto } from './webDesignSteps';

const s = browserSuite();

beforeAll(async () => {
  s.page.setDefaultTimeout(15_000);
  await signIn(s.page, s.server.url);
});

const stamp = Date.now().toString(36);
const FN = { name: `药材入库${stamp}`, code: `herbStock${stamp}` };

const spaced = (text: string) => new RegExp(`(^|\\s)${[...text].join('\\s*')}\\s*$`);
const dialog = (page: Page, title: string) => page.locator('.ant-modal:visible, .ant-drawer-section:visible')
  .filter({ has: page.locator('.ant-modal-title, .ant-drawer-title', { hasText: new RegExp(`^${title}$`) }) }).last();
const rowIn = (scope: Page | Locator, text: string) => scope.locator('tbody tr[data-row-key]').filter({ hasText: text });

const formData = (kind: string) => JSON.stringify({ fields: [
  { __config__: { jnpfKey: 'comInput', label: '药材名称', required: true, span: 24 }, __vModel__: 'herbName' },
  { __config__: { jnpfKey: kind, label: '入库数量', span: 24 }, __vModel__: 'qty' },
  { __config__: { jnpfKey: 'billRule', label: '入库单号', span: 24, rule: '', ruleName: '' }, __vModel__: 'stockNo', readonly: true },
] }, null, 2);
const columnData = JSON.stringify({ type: 1, hasPage: true, pageSize: 20, btnsList: [{ value: 'add', label: '新增' }],
  columnBtnsList: [{ value: 'edit', label: '编辑' }, { value: 'remove', label: '删除' }], searchList: [],
  columnList: [{ prop: 'herbName', label: '药材名称', jnpfKey: 'comInput' }, { prop: 'qty', label: '入库数量', jnpfKey: 'numInput' }] },
null, 2);

/** Answers the confirmation (提示) that opened, and waits for it to go. */
async function confirmPrompt(page: Page, text: string) {
  const box = page.locator('.ant-modal-confirm:visible').filter({ hasText: text }).last();
  await box.waitFor();
  await box.getByRole('button', { name: spaced('确定') }).click();
  await box.waitFor({ state: 'hidden' });
}

test('a generated function made in the JSON editor is released and used by a user granted its menu', async () => {
  const page = s.page;
  await page.goto(`${s.server.url}/onlineDev/webDesign`);
  await rowIn(page, 'herbSupplier').waitFor({ timeout: 30_000 });

  await page.getByRole('button', { name: spaced('新建') }).click();
  const drawer = dialog(page, '功能设计');
  await drawer.waitFor();
  await drawer.getByLabel('功能名称').fill(FN.name);
  await drawer.getByLabel('功能编码').fill(FN.code);
  await drawer.getByLabel('功能分类').fill('仓储');

  // A field of a kind that does not exist: marked in the text while typing, listed with its JSON path.
  const form = drawer.getByTestId('definition-formData');
  await form.locator('.cm-content').waitFor();
  await typeInto(page, form, formData('numInputt'));
  await expect.poll(() => form.locator('.cm-lintRange-error').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  expect(await form.locator('.cm-lintRange-error').first().textContent()).toBe('"numInputt"');
  const problems = drawer.getByTestId('definition-problems-formData');
  await expect.poll(() => problems.textContent()).toContain('$.fields[1].__config__.jnpfKey');
  // Saved anyway: the server's checker refuses it with the path, and nothing typed is lost.
  await drawer.getByRole('button', { name: spaced('确定') }).click();
  await page.locator('.ant-message-notice', { hasText: '$.fields[1].__config__.jnpfKey' }).waitFor();
  expect(await drawer.isVisible()).toBe(true);
  expect(await form.locator('.cm-content').textContent()).toContain('numInputt');
  expect(await drawer.getByLabel('功能名称').inputValue()).toBe(FN.name);
  // Fixed: the marker goes, and the preview draws both fields with the form renderers.
  await typeInto(page, form, formData('numInput'));
  await expect.poll(() => form.locator('.cm-lintRange-error').count(), { timeout: 10_000 }).toBe(0);
  await expect.poll(() => problems.textContent()).toContain('没有发现问题');
  const preview = drawer.getByTestId('definition-preview-formData');
  await expect.poll(() => preview.textContent(), { timeout: 10_000 }).toContain('入库数量');

  // The serial-number field's rule is chosen with the rule picker: its code is written into the JSON.
  const rules = drawer.getByTestId('definition-billRules');
  const stockNo = rules.locator('li[data-field="stockNo"]');
  expect(await stockNo.textContent()).toContain('未选择规则');
  await stockNo.getByRole('button', { name: '选择规则' }).click();
  const picker = dialog(page, '单据规则');
  await picker.waitFor();
  const search = picker.getByLabel('请输入关键词查询');
  await search.fill('pay_no');
  await search.press('Enter');
  await picker.locator('tbody tr', { hasText: '付款流水号' }).click();
  await picker.getByRole('button', { name: spaced('确定') }).click();
  await picker.waitFor({ state: 'hidden' });
  await expect.poll(() => form.locator('.cm-content').textContent()).toMatch(/"rule": "pay_no",\s*"ruleName": "付款流水号"/);
  await expect.poll(() => stockNo.textContent()).toContain('pay_no 付款流水号');
  await expect.poll(() => problems.textContent()).toContain('没有发现问题');

  const list = drawer.getByTestId('definition-columnData');
  await typeInto(page, list, columnData);
  await expect.poll(() => drawer.getByTestId('definition-problems-columnData').textContent(), { timeout: 10_000 })
    .toContain('没有发现问题');
  await expect.poll(() => drawer.getByTestId('definition-preview-columnData').locator('th').allTextContents())
    .toEqual(expect.arrayContaining(['药材名称', '入库数量']));

  await drawer.getByRole('button', { name: spaced('确定') }).click();
  await drawer.waitFor({ state: 'hidden' });
  const row = rowIn(page, FN.code);
  await row.waitFor();
  expect(await row.textContent()).toContain('未发布');
  const stored = await s.server.app.loom.db.selectFrom('visualdev').select('formData').where('enCode', '=', FN.code)
    .executeTakeFirstOrThrow();
  expect(JSON.parse(stored.formData).fields[2].__config__).toMatchObject({ rule: 'pay_no', ruleName: '付款流水号' });

  // 编辑 opens the stored definition in the editors, checked again: no problems.
  await row.getByRole('button', { name: spaced('编辑') }).click();
  const edit = dialog(page, '功能设计');
  await edit.waitFor();
  await expect.poll(() => edit.getByTestId('definition-formData').locator('.cm-content').textContent()).toContain('"herbName"');
  await expect.poll(() => edit.getByTestId('definition-problems-columnData').textContent(), { timeout: 10_000 })
    .toContain('没有发现问题');
  await clickSettled(edit.getByRole('button', { name: spaced('取消') }));
  await edit.waitFor({ state: 'hidden' });

  // Release under 业务管理.
  await releaseUnder(page, row, '业务管理');
  await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('已发布');

  // Code generation: the package's files previewed, the package downloaded, and imported back under another code.
  await row.getByRole('button', { name: '预览代码' }).click();
  const code = dialog(page, '代码预览');
  await code.getByRole('cell', { name: `${FN.code}.vdp` }).waitFor();
  await code.getByRole('cell', { name: 'formData.json' }).waitFor();
  await clickSettled(code.getByRole('button', { name: spaced('确定') }));
  await code.waitFor({ state: 'hidden' });
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: '下载代码' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${FN.name}_\\d{8}\\.vdp$`));
  const pkg = JSON.parse(readFileSync((await download.path())!, 'utf8')) as Record<string, unknown>;
  expect(pkg).toMatchObject({ format: 'loom.function.v1', enCode: FN.code, fullName: FN.name });
  expect(JSON.parse(pkg.formData as string).fields[2].__config__.rule).toBe('pay_no');
  const file = join(mkdtempSync(join(tmpdir(), 'loom-vdp-')), 'function.vdp');
  writeFileSync(file, JSON.stringify({ ...pkg, enCode: `herbImport${stamp}`, fullName: `${FN.name}导入` }));
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: spaced('导入') }).click();
  await (await choosing).setFiles(file);
  const imported = rowIn(page, `herbImport${stamp}`);
  await imported.waitFor();
  expect(await imported.textContent()).toContain('未发布');

  // A copy (not released) under a free code, then deleted; the released function itself refuses deletion.
  await row.getByRole('button', { name: spaced('复制') }).click();
  await confirmPrompt(page, '您确定要复制该功能');
  const copy = rowIn(page, `${FN.code}_copy`);
  await copy.waitFor();
  expect(await copy.textContent()).toContain(`${FN.name}.副本`);
  await copy.getByRole('button', { name: spaced('删除') }).click();
  await confirmPrompt(page, '此操作将永久删除该数据');
  await copy.waitFor({ state: 'detached' });
  await row.getByRole('button', { name: spaced('删除') }).click();
  await confirmPrompt(page, '此操作将永久删除该数据');
  await page.locator('.ant-message-notice', { hasText: '该功能已发布到菜单' }).waitFor();
  expect(await row.count()).toBe(1);

  // 刘洋's role (staff) is granted the menu and its buttons, as 权限授权 saves them.
  const admin = await login(s.server.app);
  const found = await call<{ list: { id: string; menuId: string }[] }>(s.server.app, 'GET',
    `/api/visualdev/Base?keyword=${FN.code}`, { token: admin });
  const menuId = found.data!.list[0].menuId;
  const held = (await call<{ systemIds: string[]; module: string[]; button: string[]; column: string[]; form: string[] }>(
    s.server.app, 'GET', '/api/permission/Authority/Data/role-staff?objectType=Role', { token: admin })).data!;
  const buttons = await s.server.app.loom.db.selectFrom('moduleButton').select('id').where('moduleId', '=', menuId).execute();
  const saved = await call(s.server.app, 'PUT', '/api/permission/Authority/Data/role-staff', { token: admin, body: {
    objectType: 'Role', systemIds: held.systemIds, module: [...held.module, 'm-purchase', menuId],
    button: [...held.button, ...buttons.map((b) => b.id)], column: held.column, form: held.form } });
  expect(saved.code, saved.msg).toBe(200);

  // 刘洋 opens it from his menu, adds a record and sees it listed.
  const context = await s.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
  const user = await context.newPage();
  user.setDefaultTimeout(15_000);
  await signIn(user, s.server.url, 'liuyang', '123456');
  await user.getByRole('menuitem', { name: /业务管理/ }).first().click();
  await user.getByRole('menuitem', { name: FN.name }).click();
  await user.getByTestId('dm-add').click();
  await user.getByLabel('药材名称').fill('岷县当归');
  await user.getByLabel('入库数量').fill('12');
  await user.getByTestId('dm-submit').click();
  await expect.poll(() => rowIn(user, '岷县当归').count(), { timeout: 15_000 }).toBe(1);
  expect(await rowIn(user, '岷县当归').textContent()).toContain('12');
  // The record got its number from the chosen rule.
  const record = await s.server.app.loom.db.selectFrom('visualdevRecord').select('data')
    .where('data', 'like', '%岷县当归%').executeTakeFirstOrThrow();
  expect(String(JSON.parse(record.data).stockNo)).not.toBe('');
  await context.close();
}, 180_000);
