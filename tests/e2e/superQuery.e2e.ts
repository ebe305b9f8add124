// Issue 16 item 6 in Chromium against a real server: 高级查询 on the seeded 药材供应商 list narrows it to exactly the
// records that pass two conditions (a number greater than a bound AND a name containing a text), saved as a plan that
// applies the same way after a reload; any-of (OR) lets more records through.
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, test } from 'vitest';
import { signIn, snap } from './browser';
import { browserSuite } from './suite';
import type { Db } from '../../src/server/db';

const s = browserSuite({ height: 900 });
const MODEL = 'vd-supplier';
const tag = `SQ${Date.now()}`;

beforeAll(async () => {
  const db = (s.server.app as unknown as { loom: { db: Db } }).loom.db;
  // Three suppliers of this run; the seeded ones have credit lines of 500000, 320000, 150000, 80000 and 260000.
  const now = Date.now();
  const rows = [['甲', 100], ['乙', 600000], ['丙', 700000]].map(([name, credit], i) => ({
    id: randomUUID().replace(/-/g, ''),
    modelId: MODEL,
    data: JSON.stringify({ comInputField101: `${tag}${name}`, numInputField103: credit, selectField104: '1' }),
    creatorUserId: 'admin',
    creatorTime: now + i,
    lastModifyUserId: null,
    lastModifyTime: null,
  }));
  await db.insertInto('visualdevRecord').values(rows).execute();
  await signIn(s.page, s.server.url);
});

const page = () => s.page;
const table = () => page().getByTestId('dm-table');
const rowCount = () => table().locator('tr.ant-table-row').count();
const dialog = () => page().getByTestId('dm-sq');

/** Picks an option of an antd Select named `label` in the dialog. */
async function pick(label: string, option: string) {
  await dialog().getByLabel(label, { exact: true }).click();
  await page().locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(option, { exact: true }).click();
}

async function openList() {
  await page().goto(`${s.server.url}/purchase/supplier`);
  await table().locator('tr.ant-table-row').first().waitFor();
}

async function names(): Promise<string[]> {
  return (await table().locator('tr.ant-table-row').allInnerTexts()).map((t) => t.split('\t')[0]?.trim() ?? '');
}

test('two conditions narrow the list to the matching rows, a saved plan does the same after a reload, any-of lets more through', async () => {
  await openList();
  const all = await rowCount();

  await page().getByTestId('dm-super-query').click();
  await pick('查询字段 1', '授信额度');
  await pick('条件 1', '大于');
  await dialog().getByLabel('值 1', { exact: true }).fill('300000');
  await dialog().getByLabel('添加条件 1', { exact: true }).click();
  await pick('查询字段 2', '供应商名称');
  await pick('条件 2', '包含');
  await dialog().getByLabel('值 2', { exact: true }).fill(tag);
  await snap(page(), 'superQuery-dialog');
  await page().getByTestId('dm-sq-query').click();

  await expect.poll(rowCount).toBe(2);
  const narrowed = await table().innerText();
  expect(narrowed).toContain(`${tag}乙`);
  expect(narrowed).toContain(`${tag}丙`);
  expect(narrowed).not.toContain(`${tag}甲`);
  await expect.poll(() => page().getByTestId('dm-super-query').getAttribute('data-active')).toBe('2');
  await dialog().waitFor({ state: 'hidden' });
  await snap(page(), 'superQuery-and');

  // Save the two conditions as a plan.
  await page().getByTestId('dm-super-query').click();
  await page().getByTestId('dm-sq-save').click();
  await page().getByLabel('方案名称').fill(`${tag}方案`);
  await page().getByTestId('dm-sq-plan-ok').click();
  await page().getByLabel('方案名称').waitFor({ state: 'detached' });

  // After a reload nothing is in force; choosing the plan applies it.
  await openList();
  await expect.poll(rowCount).toBe(all);
  await page().getByTestId('dm-super-query').click();
  await page().getByTestId('dm-sq-plans').click();
  await page().getByRole('button', { name: `${tag}方案`, exact: true }).click();
  await expect.poll(rowCount).toBe(2);
  expect(await table().innerText()).toContain(`${tag}丙`);

  // Any of the two: the 甲 supplier (name) and the seeded 500000 and 320000 credit lines join.
  await page().getByTestId('dm-super-query').click();
  await pick('匹配逻辑', 'OR(条件中的任意一个匹配)');
  await page().getByTestId('dm-sq-query').click();
  await expect.poll(rowCount).toBe(5);
  const any = await table().innerText();
  expect(any).toContain(`${tag}甲`);
  expect(any).toContain('亳州康源药材有限公司');
  expect((await names()).length).toBe(5);
  await dialog().waitFor({ state: 'hidden' });
  await snap(page(), 'superQuery-or');

  // 重置 lifts the super query.
  await page().getByTestId('dm-super-query').click();
  await page().getByTestId('dm-sq-reset').click();
  await expect.poll(rowCount).toBe(all);
});
