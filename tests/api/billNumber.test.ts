/** Serial numbers reserved per user for an open form, and the rule picker. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './helpers';
import { useReservedNumber, takeBillNumber } from '../../src/server/modules/billRule/reservation';

let s: TestServer;
let lina: string;
let wangfang: string;
/** Rules no form of lina's or wangfang's uses (pay_no: 字段大全; xiaoshou: none) are reserved by the administrator. */
let admin: string;
beforeAll(async () => {
  s = await startServer({ listen: false });
  admin = await login(s.app);
  lina = await login(s.app, 'lina');
  wangfang = await login(s.app, 'wangfang');
});
afterAll(async () => { await s?.close(); });

const number = async (token: string, enCode = 'cgdj') => {
  const res = await call<string>(s.app, 'GET', `/api/system/BillRule/BillNumber/${enCode}`, { token });
  expect(res.code, res.msg).toBe(200);
  return res.data!;
};
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
};

describe('GET /api/system/BillRule/BillNumber/{enCode}', () => {
  it('reserves one number per user and rule: reopening the form shows the same number', async () => {
    const first = await number(lina);
    expect(first).toMatch(new RegExp(`^cgdj${today()}\\d{8}$`));
    expect(await number(lina)).toBe(first);
    const other = await number(wangfang);
    expect(other).not.toBe(first);
    expect(await number(wangfang)).toBe(other);
    expect(await number(admin, 'pay_no')).toMatch(new RegExp(`^PAY${today()}\\d{5}$`));
  });

  it('refuses an unknown rule', async () => {
    expect(await call(s.app, 'GET', '/api/system/BillRule/BillNumber/nope', { token: admin }))
      .toMatchObject({ code: 400, msg: '单据规则nope不存在' });
  });

  it('is consumed once by a save, after which a new number is reserved', async () => {
    const reserved = await number(admin, 'xiaoshou');
    const user = await s.app.loom.db.selectFrom('users').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow();
    expect(await useReservedNumber(s.app.loom.db, user.id, 'xiaoshou')).toBe(reserved);
    expect(await useReservedNumber(s.app.loom.db, user.id, 'xiaoshou')).toBeNull();
    const next = await number(admin, 'xiaoshou');
    expect(next).not.toBe(reserved);
    // takeBillNumber: the reservation when held, otherwise a fresh number.
    await s.app.loom.db.transaction().execute(async (trx) => {
      expect(await takeBillNumber(trx, user.id, 'xiaoshou', new Date(), false)).toBe(next);
      const fresh = await takeBillNumber(trx, user.id, 'xiaoshou', new Date(), false);
      expect(fresh).not.toBe(next);
    });
  });

  it('gives a saved purchase order the number its author saw, then reserves the next one', async () => {
    const shown = await number(lina);
    const res = await call<{ id: string }>(s.app, 'POST', '/api/visualdev/OnlineDev/vd-purchase-order', { token: lina,
      body: { data: JSON.stringify({ comInputField102: '亳州康源药材有限公司', dateField103: Date.now(), selectField104: '1',
        tableField105: [{ comInputField106: '当归', numInputField107: 10, numInputField108: 68, selectField109: '1' }] }) } });
    expect(res.code, res.msg).toBe(200);
    const saved = await call<{ data: string }>(s.app, 'GET', `/api/visualdev/OnlineDev/vd-purchase-order/${res.data!.id}`,
      { token: lina });
    expect(JSON.parse(saved.data!.data).billRuleField101).toBe(shown);
    const next = await number(lina);
    expect(next).not.toBe(shown);
  });
});

describe('GET /api/system/BillRule/Selector', () => {
  it('pages enabled rules with the picker columns and searches name and code', async () => {
    const res = await call<{ list: Record<string, unknown>[]; pagination: { total: number } }>(s.app, 'GET',
      '/api/system/BillRule/Selector?currentPage=1&pageSize=5', { token: lina });
    expect(res.data!.list).toHaveLength(5);
    expect(Object.keys(res.data!.list[0])).toEqual(expect.arrayContaining(['id', 'fullName', 'enCode', 'startNumber']));
    const total = res.data!.pagination.total;
    await s.app.loom.db.updateTable('billRule').set({ enabledMark: 0 }).where('enCode', '=', 'pay_no').execute();
    const after = await call<{ pagination: { total: number } }>(s.app, 'GET', '/api/system/BillRule/Selector', { token: lina });
    expect(after.data!.pagination.total).toBe(total - 1);
    const hit = await call<{ list: { enCode: string }[] }>(s.app, 'GET', '/api/system/BillRule/Selector?keyword=CGDJ',
      { token: lina });
    expect(hit.data!.list.map((r) => r.enCode)).toEqual(['cgdj']);
    const sorted = await call<{ list: { enCode: string }[] }>(s.app, 'GET',
      '/api/system/BillRule/Selector?sidx=enCode&sort=asc&pageSize=1000', { token: lina });
    const codes = sorted.data!.list.map((r) => r.enCode);
    expect(codes).toEqual([...codes].sort());
  });

  it('refuses bad paging and unknown sort fields', async () => {
    expect(await call(s.app, 'GET', '/api/system/BillRule/Selector?pageSize=abc', { token: lina }))
      .toMatchObject({ code: 400, msg: '参数pageSize类型错误，应为整数' });
    expect((await call(s.app, 'GET', '/api/system/BillRule/Selector?sidx=passwordHash', { token: lina })).code).toBe(400);
  });
});
