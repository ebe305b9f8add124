/**
 * Permissions of generated forms enforced on the server (issue 3 item 4). The purchaser role
 * (王芳, 周杰) lacks on 采购订单: form fields 备注 and 采购明细-单价, the column 付款方式 and the button 导出
 * (fixtures/menus.json). The administrator turns the order's permission switches on through the Base definition.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedList } from '../../src/engine/types';
import { call, login, startServer, type TestServer } from './helpers';

let s: TestServer;
let admin: string;
let buyer: string;
const ORDER = '/api/visualdev/OnlineDev/vd-purchase-order';
type Row = Record<string, unknown> & { id: string };
type Rec = Record<string, unknown> & { tableField105: Record<string, unknown>[] };

const read = async (id: string, token: string) =>
  JSON.parse((await call<{ data: string }>(s.app, 'GET', `${ORDER}/${id}`, { token })).data!.data) as Rec;

beforeAll(async () => {
  s = await startServer({ listen: false });
  admin = await login(s.app);
  buyer = await login(s.app, 'wangfang');
  const base = await call<Record<string, string>>(s.app, 'GET', '/api/visualdev/Base/vd-purchase-order', { token: admin });
  const columns = { ...JSON.parse(base.data!.columnData), useFormPermission: true, useColumnPermission: true,
    useBtnPermission: true };
  const put = await call(s.app, 'PUT', '/api/visualdev/Base/vd-purchase-order', { token: admin,
    body: { ...base.data, columnData: JSON.stringify(columns) } });
  expect(put.code, put.msg).toBe(200);
});
afterAll(async () => { await s?.close(); });

describe('form permission', () => {
  it('answers a record without the fields the user may not see', async () => {
    const mine = await read('rec-order-1', buyer);
    expect(mine.comInputField102).toBe('亳州康源药材有限公司');
    expect(mine).not.toHaveProperty('textareaField110');
    expect(mine.tableField105).toEqual([{ comInputField106: '白芍', numInputField107: 200, selectField109: '1' },
      { comInputField106: '牡丹皮', numInputField107: 120, selectField109: '1' }]);
    expect((await read('rec-order-1', admin)).textareaField110).toBe('春季备货');
  });

  it('leaves hidden fields out of DataChange too', async () => {
    const res = await call<{ data: string }>(s.app, 'GET', `${ORDER}/rec-order-1/DataChange`, { token: buyer });
    const t = JSON.parse(res.data!.data);
    expect(t).not.toHaveProperty('textareaField110');
    expect(t.tableField105[0]).toEqual({ comInputField106: '白芍', numInputField107: 200, selectField109: '千克' });
  });

  it('keeps the stored values of hidden fields on update, row by row', async () => {
    const res = await call(s.app, 'PUT', `${ORDER}/rec-order-1`, { token: buyer, body: { id: 'rec-order-1',
      data: JSON.stringify({ comInputField102: '新供应商', dateField103: 1735689600000, selectField104: '1',
        textareaField110: '篡改的备注', tableField105: [
          { comInputField106: '白芍', numInputField107: 210, numInputField108: 1, selectField109: '1' },
          { comInputField106: '牡丹皮', numInputField107: 130, numInputField108: 1, selectField109: '1' },
          { comInputField106: '新药材', numInputField107: 5, numInputField108: 1 }] }) } });
    expect(res).toMatchObject({ code: 200, msg: '更新成功' });
    const stored = await read('rec-order-1', admin);
    expect(stored.comInputField102).toBe('新供应商');
    expect(stored.textareaField110).toBe('春季备货');
    expect(stored.tableField105.map((r) => [r.comInputField106, r.numInputField107, r.numInputField108]))
      .toEqual([['白芍', 210, 38.5], ['牡丹皮', 130, 52], ['新药材', 5, undefined]]);
  });

  it('stores nothing for hidden fields on create', async () => {
    const res = await call<{ id: string }>(s.app, 'POST', ORDER, { token: buyer, body: { data: JSON.stringify({
      comInputField102: '权限测试', dateField103: 1735689600000, textareaField110: '不应保存',
      tableField105: [{ comInputField106: '甘草', numInputField107: 1, numInputField108: 99 }] }) } });
    expect(res.code, res.msg).toBe(200);
    const stored = await read(res.data!.id, admin);
    expect(stored).not.toHaveProperty('textareaField110');
    expect(stored.tableField105).toEqual([{ comInputField106: '甘草', numInputField107: 1 }]);
  });
});

describe('column permission', () => {
  const list = (token: string, body: object = {}) =>
    call<PagedList<Row>>(s.app, 'POST', `${ORDER}/List`, { token, body: { pageSize: 50, ...body } });

  it('answers List rows with only the permitted columns', async () => {
    const mine = (await list(buyer)).data!.list.find((r) => r.id === 'rec-order-3')!;
    expect(mine).not.toHaveProperty('selectField104');
    expect(mine).not.toHaveProperty('textareaField110');
    expect(mine).toMatchObject({ comInputField102: '宁夏中宁枸杞贸易公司', dateField103: 1740787200000 });
    expect((mine.tableField105 as object[])[0]).toEqual({ comInputField106: '枸杞子', numInputField107: 2 });
    const full = (await list(admin)).data!.list.find((r) => r.id === 'rec-order-3')!;
    expect(full).toMatchObject({ selectField104: '3', textareaField110: '整件包装' });
  });

  it('does not let a user search by a field hidden from them', async () => {
    const q = JSON.stringify({ textareaField110: '整件包装' });
    expect((await list(admin, { queryJson: q })).data!.list.map((r) => r.id)).toEqual(['rec-order-3']);
    expect((await list(buyer, { queryJson: q })).data!.pagination.total).toBeGreaterThan(1);
  });
});

describe('button permission', () => {
  it('refuses export without btn_download and lets the manager export every column', async () => {
    const body = { currentPage: 1, pageSize: 20, dataType: 1 };
    expect((await call(s.app, 'POST', `${ORDER}/Actions/Export`, { token: buyer, body })).code).toBe(403);
    const manager = await login(s.app, 'zhangwei');
    const res = await call<{ url: string }>(s.app, 'POST', `${ORDER}/Actions/Export`, { token: manager, body });
    expect(res.code).toBe(200);
  });

  it('gates create, update and delete by btn_add, btn_edit and btn_remove', async () => {
    // Take btn_edit away from the purchaser role, then try to update.
    const db = s.app.loom.db;
    await db.deleteFrom('authorize').where('id', '=', 'role-purchase:button:m-order:button:btn_edit').execute();
    const res = await call(s.app, 'PUT', `${ORDER}/rec-order-2`, { token: buyer,
      body: { id: 'rec-order-2', data: JSON.stringify({ comInputField102: 'x', dateField103: 1 }) } });
    expect(res).toMatchObject({ code: 403 });
    expect((await read('rec-order-2', admin)).comInputField102).toBe('文山三七种植合作社');
    expect((await call(s.app, 'DELETE', `${ORDER}/rec-order-2`, { token: buyer })).code).toBe(200);
    const staff = await login(s.app, 'huangli');
    expect((await call(s.app, 'POST', ORDER, { token: staff, body: { data: '{}' } })).code).toBe(403);
  });
});
