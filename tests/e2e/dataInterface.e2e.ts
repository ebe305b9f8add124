// Issue 14 items 4 and 8 in Chromium: on 数据接口 the administrator writes a SQL interface (its statement and a
// parameter in the parameters table), previews it with a parameter value and reads the fields it returns and its
// call log; a generated form's select is then pointed at that interface in 功能设计's JSON editor (saved and released),
// takes its options from it, and a record saved with one of them shows the option's name in the list.
import { beforeAll, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { clickSettled, clickUntil, signIn } from './browser';
import { browserSuite } from './suite';
import { redesignAndRelease } from './webDesignSteps';

const s = browserSuite();

beforeAll(async () => {
  s.page.setDefaultTimeout(15_000);
  await signIn(s.page, s.server.url);
});

const stamp = Date.now().toString(36);
const NAME = `省份接口${stamp}`;
const CODE = `e2eProvinces${stamp}`;
const SQL = 'SELECT id, full_name AS "fullName" FROM area WHERE parent_id = :parentId ORDER BY id';

/** A button's name: antd spaces the two characters of a two-character label (确 定). */
const spaced = (text: string) => new RegExp(`(^|\\s)${[...text].join('\\s*')}\\s*$`);
/** The accessible name of a form field: its label, with the required star and the colon around it. */
const label = (text: string) => new RegExp(`^[*\\s]*${text}[\\s:：]*$`);
/** The topmost open dialog with exactly this title. */
const dialog = (page: Page, title: string) => page.locator('.ant-modal:visible')
  .filter({ has: page.locator('.ant-modal-title', { hasText: new RegExp(`^${title}$`) }) }).last();
const rowIn = (scope: Page | Locator, text: string) => scope.locator('tbody tr[data-row-key]').filter({ hasText: text });
const dropdown = (page: Page) => page.locator('.ant-select-dropdown:visible');

test('a SQL data interface made in the screen is previewed and feeds a generated form\'s select', async () => {
  const page = s.page;
  await page.goto(`${s.server.url}/system/dataInterface`);
  await rowIn(page, '药材品类').waitFor({ timeout: 30_000 });

  // The SQL dialog: statement and one parameter with its default.
  await page.getByRole('button', { name: spaced('新建SQL接口') }).click();
  const form = dialog(page, 'SQL数据接口');
  await form.waitFor();
  await form.getByLabel(label('接口名称')).fill(NAME);
  await form.getByLabel(label('接口编码')).fill(CODE);
  await form.getByLabel(label('接口分类')).fill('地区数据');
  await form.getByLabel(label('SQL语句')).fill(SQL);
  await form.locator('button[title="添加一行"]').click();
  await form.getByLabel(label('参数名')).fill('parentId');
  await form.getByLabel(label('默认值')).fill('-1');
  await clickSettled(form.getByRole('button', { name: spaced('确定') }));
  await form.waitFor({ state: 'hidden' });
  const row = rowIn(page, CODE);
  await row.waitFor();
  await expect.poll(() => row.innerText()).toContain('SQL语句');

  // Preview with a parameter value: Anhui's cities.
  await row.getByRole('button', { name: spaced('预览') }).click();
  const params = dialog(page, '预览参数');
  await params.waitFor();
  await expect.poll(() => params.getByLabel(label('参数值')).inputValue()).toBe('-1');
  await params.getByLabel(label('参数值')).fill('340000');
  await clickSettled(params.getByRole('button', { name: spaced('确定') }));
  const preview = dialog(page, '预览数据');
  await preview.waitFor();
  await preview.getByText('合肥市').waitFor();
  expect(await preview.getByText('北京市').count()).toBe(0);
  await clickSettled(preview.getByRole('button', { name: spaced('确定') }));
  await preview.waitFor({ state: 'hidden' });
  await clickSettled(params.getByRole('button', { name: spaced('取消') }));
  await params.waitFor({ state: 'hidden' });

  // The fields it returns, and the call log with the preview in it.
  await row.getByRole('button', { name: spaced('字段') }).click();
  const fields = dialog(page, '返回字段');
  await fields.getByRole('cell', { name: 'fullName' }).first().waitFor();
  await clickSettled(fields.getByRole('button', { name: spaced('确定') }));
  await fields.waitFor({ state: 'hidden' });
  await row.getByRole('button', { name: spaced('日志') }).click();
  const log = dialog(page, '调用日志');
  await log.locator('tr.ant-table-row', { hasText: 'Preview' }).first().waitFor();
  await expect.poll(() => log.locator('tr.ant-table-row').first().innerText()).toContain('成功');
  await clickSettled(log.getByRole('button', { name: spaced('确定') }));
  await log.waitFor({ state: 'hidden' });

  // The supplier form's 供应商等级 select takes its options from the new interface: the administrator changes the
  // field in 功能设计's JSON editor (the stored definition, as the editor opened it, with the select pointed at the
  // interface), saves and releases it again.
  const db = s.server.app.loom.db;
  const made = await db.selectFrom('dataInterface').select(['id', 'type']).where('enCode', '=', CODE).executeTakeFirstOrThrow();
  expect(made.type).toBe('sql');
  const model = await db.selectFrom('visualdev').select('formData').where('id', '=', 'vd-supplier').executeTakeFirstOrThrow();
  await redesignAndRelease(page, s.server.url, 'herbSupplier', model.formData, (formData) => {
    const select = (formData.fields as Record<string, unknown>[]).find((f) => f.__vModel__ === 'selectField104')!;
    Object.assign(select.__config__ as object, { dataType: 'dynamic', propsUrl: made.id, propsName: NAME });
    select.options = [];
    return formData;
  });
  const redesigned = await db.selectFrom('visualdev').select('formData').where('id', '=', 'vd-supplier').executeTakeFirstOrThrow();
  expect(redesigned.formData).toContain(`"propsUrl": "${made.id}"`);

  // A new supplier picks 河北省 from those options; the list shows the name.
  const supplier = `数据接口供应商${stamp}`;
  await page.goto(`${s.server.url}/purchase/supplier`);
  await page.getByTestId('dm-add').click();
  const record = page.getByTestId('dm-form');
  await record.waitFor();
  await record.getByLabel(label('供应商名称')).fill(supplier);
  await clickSettled(record.getByRole('combobox', { name: label('供应商等级') }));
  const option = dropdown(page).locator('.ant-select-item-option', { hasText: '河北省' }).first();
  await clickUntil(option, async () => (await dropdown(page).count()) === 0);
  await clickSettled(page.getByTestId('dm-submit'));
  await record.waitFor({ state: 'hidden' });
  const saved2 = page.getByTestId('dm-table').locator('tr.ant-table-row', { hasText: supplier });
  await saved2.waitFor();
  await expect.poll(() => saved2.innerText()).toContain('河北省');
  const stored = await db.selectFrom('visualdevRecord').select('data').where('modelId', '=', 'vd-supplier')
    .where('data', 'like', `%${supplier}%`).executeTakeFirstOrThrow();
  expect(JSON.parse(stored.data).selectField104).toBe('130000');
}, 180_000);
