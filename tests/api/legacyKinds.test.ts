/**
 * Legacy kinds of saved 3.x documents on the server: a function holding currDept, dicSelect, JNPFAmount, PsdInput,
 * dateRange and timeRange is accepted; a saved record gets the creator's department in currDept (kept on edit),
 * a dicSelect value outside its dictionary category is refused, and the display texts come from the kind specs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './helpers';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer({ listen: false });
  admin = await login(s.app);
});
afterAll(async () => { await s?.close(); });

/** The dictionary category 结算方式 of the seed (月结 is one of its entries). */
const PAY = '1143c18426014419a35aa1fa97685c9c';
const MONTHLY = '3722d977cbb54806abe2fed651547d01';

const field = (jnpfKey: string, vModel: string, label: string, cfg: Record<string, unknown> = {}) =>
  ({ __vModel__: vModel, __config__: { jnpfKey, label, ...cfg } });
const formData = JSON.stringify({ fields: [
  field('comInput', 'name', '名称', { required: true }),
  field('currDept', 'dept', '所属部门'),
  field('dicSelect', 'pay', '结算方式', { dictionaryType: PAY }),
  field('JNPFAmount', 'amount', '金额'),
  field('PsdInput', 'secret', '口令'),
  field('dateRange', 'period', '账期'),
  field('timeRange', 'hours', '营业时间'),
] });
const columnData = JSON.stringify({ columnList: [{ prop: 'name', label: '名称', jnpfKey: 'comInput' },
  { prop: 'dept', label: '所属部门', jnpfKey: 'currDept' }, { prop: 'pay', label: '结算方式', jnpfKey: 'dicSelect' }] });

describe('legacy kinds on the server', () => {
  let base = '';
  it('accepts the definition, fills currDept on create and keeps it on edit', async () => {
    const created = await call<{ id: string }>(s.app, 'POST', '/api/visualdev/Base', { token: admin,
      body: { fullName: '旧版字段', enCode: 'legacyKinds', category: '测试', formData, columnData } });
    expect(created.code, created.msg).toBe(200);
    base = `/api/visualdev/OnlineDev/${created.data!.id}`;
    const record = { name: '甲', dept: 'forged', pay: MONTHLY, amount: 1234567.5, secret: 's3cret',
      period: [1704067200000, 1706659200000], hours: ['08:00:00', '17:30:00'] };
    const saved = await call<{ id: string }>(s.app, 'POST', base, { token: admin, body: { data: JSON.stringify(record) } });
    expect(saved.code, saved.msg).toBe(200);
    const id = saved.data!.id;
    const got = JSON.parse((await call<{ data: string }>(s.app, 'GET', `${base}/${id}`, { token: admin })).data!.data);
    expect(got).toMatchObject({ ...record, dept: 'dep-it' });

    const edited = await call(s.app, 'PUT', `${base}/${id}`, { token: admin,
      body: { id, data: JSON.stringify({ ...record, name: '乙', dept: 'dep-sales' }) } });
    expect(edited.code, edited.msg).toBe(200);
    const again = JSON.parse((await call<{ data: string }>(s.app, 'GET', `${base}/${id}`, { token: admin })).data!.data);
    expect(again).toMatchObject({ name: '乙', dept: 'dep-it' });

    const texts = await call<{ data: string }>(s.app, 'GET', `${base}/${id}/DataChange`, { token: admin });
    const t = JSON.parse(texts.data!.data) as Record<string, unknown>;
    expect(t.pay).toBe('月结');
    expect(t.secret).toBe('******');
    expect(t.dept).toBe('信息部');
    expect(t.hours).toBe('08:00:00 至 17:30:00');
  });

  it('refuses a dicSelect value that is not an entry of its category, in the user language', async () => {
    const res = await call(s.app, 'POST', base, { token: admin, lang: 'en',
      body: { data: JSON.stringify({ name: '丙', pay: 'not-an-entry' }) } });
    expect(res.code).toBe(400);
    expect(res.msg).toContain('结算方式');
  });
});
