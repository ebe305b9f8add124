/**
 * Select values outside their options are refused on save (issue 10, item 7): static options from the field,
 * dictionary options from the dictionary's entries, data-interface options from the interface's rows (when the
 * field passes no parameters). The refusal names the field in the caller's language.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from '../api/helpers';

let s: TestServer;
let admin: string;
const records = JSON.parse(readFileSync('fixtures/records.json', 'utf8')) as
  Record<string, { id: string; data: Record<string, unknown> }[]>;
const supplier = records['vd-supplier'][0].data;
const SUPPLIER = '/api/visualdev/OnlineDev/vd-supplier';

beforeAll(async () => {
  s = await startServer({ listen: false });
  admin = await login(s.app);
});
afterAll(async () => { await s?.close(); });

const create = (url: string, data: Record<string, unknown>, lang?: string) =>
  call<{ id: string }>(s.app, 'POST', url, { token: admin, lang, body: { data: JSON.stringify(data) } });

/** Changes fields of a stored record through PUT, as the form would (read, change, send back). */
async function update(modelId: string, id: string, change: Record<string, unknown>) {
  const url = `/api/visualdev/OnlineDev/${modelId}/${id}`;
  const got = await call<{ data: string }>(s.app, 'GET', url, { token: admin });
  expect(got.code, got.msg).toBe(200);
  const data = JSON.stringify({ ...JSON.parse(got.data!.data), ...change });
  return call(s.app, 'PUT', url, { token: admin, body: { id, data } });
}

describe('option values on save', () => {
  it('refuses a static select or checkbox value outside the options, naming the field', async () => {
    expect(await create(SUPPLIER, { ...supplier, selectField104: '9' }))
      .toMatchObject({ code: 400, msg: '供应商等级的值不在可选项中' });
    expect(await create(SUPPLIER, { ...supplier, checkboxField106: ['1', 'x'] }, 'en'))
      .toMatchObject({ code: 400, msg: '"经营品类" must be one of its options' });
    expect(await create(SUPPLIER, { ...supplier, selectField104: '3', checkboxField106: ['4'] }))
      .toMatchObject({ code: 200 });
  });

  it('refuses a dictionary value that is not an entry of the dictionary', async () => {
    expect(await create(SUPPLIER, { ...supplier, radioField105: 'not-an-entry' }))
      .toMatchObject({ code: 400, msg: '结算方式的值不在可选项中' });
  });

  it('refuses a sub-table cell outside its options, with the row', async () => {
    const res = await update('vd-purchase-order', 'rec-order-1', { tableField105: [
      { comInputField106: '白芍', numInputField107: 200, numInputField108: 38.5, selectField109: '千克' }] });
    expect(res).toMatchObject({ code: 400 });
    expect(res.msg).toContain('单位的值不在可选项中');
  });

  it('refuses a data-interface cascader path and a tree-dictionary node that do not exist', async () => {
    expect(await update('vd-all-kinds', 'rec-all-1', { cascaderField112: ['hc-root', 'no-such-node'] }))
      .toMatchObject({ code: 400, msg: '药材品类的值不在可选项中' });
    expect(await update('vd-all-kinds', 'rec-all-1', { treeSelectField142: 'no-such-industry' }))
      .toMatchObject({ code: 400, msg: '行业类别的值不在可选项中' });
    // The stored values themselves are fine.
    expect(await update('vd-all-kinds', 'rec-all-1', {})).toMatchObject({ code: 200 });
  });
});
