/**
 * The super query's refusals through the List call (each in zh-CN, zh-TW and en), the fields a user may not see
 * (form and column permission on 采购订单: the purchaser 王芳 lacks 备注 and 付款方式), and the saved plans
 * (/api/system/AdvancedQuery): a user's own only, the list's grant, plans checked like the List's superQueryJson.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedList } from '../../src/engine/types';
import { MAX_PLANS } from '../../src/server/modules/advancedQuery';
import { call, login, startServer, type TestServer } from './helpers';

let s: TestServer;
let admin: string;
let buyer: string;
let staff: string;
const MODEL = 'vd-purchase-order';
const LIST = `/api/visualdev/OnlineDev/${MODEL}/List`;
const PLANS = '/api/system/AdvancedQuery';
type Row = Record<string, unknown> & { id: string };
interface Plan { id: string; fullName: string; matchLogic: string; conditionJson: string; moduleId: string }

const sq = (conditionJson: unknown, matchLogic = 'AND') => JSON.stringify({ matchLogic, conditionJson });
const cond = (field: string, symbol: string, fieldValue: unknown = null) => ({ field, symbol, fieldValue, jnpfKey: '' });
const list = (token: string, superQueryJson: unknown, lang?: string) =>
  call<PagedList<Row>>(s.app, 'POST', LIST, { token, lang, body: { currentPage: 1, pageSize: 50, superQueryJson } });

beforeAll(async () => {
  s = await startServer({ listen: false });
  admin = await login(s.app);
  buyer = await login(s.app, 'wangfang');
  staff = await login(s.app, 'liuyang');
  const base = await call<Record<string, string>>(s.app, 'GET', `/api/visualdev/Base/${MODEL}`, { token: admin });
  const columns = { ...JSON.parse(base.data!.columnData), useFormPermission: true, useColumnPermission: true };
  const put = await call(s.app, 'PUT', `/api/visualdev/Base/${MODEL}`, { token: admin,
    body: { ...base.data, columnData: JSON.stringify(columns) } });
  expect(put.code, put.msg).toBe(200);
});
afterAll(async () => { await s?.close(); });

describe('the List refuses a super query it cannot answer, in the user\'s language', () => {
  const CASES: [string, unknown, [string, string, string]][] = [
    ['text that is not JSON', '{"matchLogic": "AND", "conditionJson": [', ['高级查询条件superQueryJson格式不正确',
      '高級查詢條件superQueryJson格式不正確', 'superQueryJson is not a valid super query']],
    ['a matchLogic other than AND or OR', sq([], 'XOR'), ['高级查询条件superQueryJson格式不正确',
      '高級查詢條件superQueryJson格式不正確', 'superQueryJson is not a valid super query']],
    ['a field not in the form', sq([cond('ghostField', '==', 'x')]), ['高级查询字段ghostField不存在或无权查询',
      '高級查詢欄位ghostField不存在或無權查詢', 'Super query field ghostField does not exist or may not be searched']],
    ['an unknown operator', sq([cond('comInputField102', '=~', 'x')]), ['高级查询不支持运算符=~',
      '高級查詢不支援運算子=~', 'The super query has no operator =~']],
    ['an order on text', sq([cond('comInputField102', '>', '亳州')]), ['供应商不支持运算符>',
      '供应商不支援運算子>', '供应商 cannot be compared with >']],
    ['a number that is not one', sq([cond('tableField105-numInputField107', '>=', '很多')]), ['数量的查询值不正确',
      '数量的查詢值不正確', 'The value searched in 数量 is not valid']],
    ['51 conditions', sq(Array.from({ length: 51 }, () => cond('comInputField102', 'notNull'))), ['高级查询条件最多50个',
      '高級查詢條件最多50個', 'A super query holds at most 50 conditions']],
  ];
  it.each(CASES)('%s', async (_name, superQueryJson, [zhCN, zhTW, en]) => {
    for (const [lang, msg] of [['zh-CN', zhCN], ['zh-TW', zhTW], ['en', en]]) {
      expect(await list(admin, superQueryJson, lang)).toMatchObject({ code: 400, msg });
    }
  });

  it('reads conditionJson given as JSON text with the same guards, and bounds the values of one condition', async () => {
    const asText = await list(admin, { matchLogic: 'AND', conditionJson: JSON.stringify([cond('comInputField102', 'like', '枸杞')]) });
    expect(asText.data!.list.map((r) => r.id)).toEqual(['rec-order-3']);
    const nul = JSON.stringify({ matchLogic: 'AND', conditionJson: JSON.stringify([cond('comInputField102', '==', 'a\u0000')]) });
    expect(await list(admin, nul)).toMatchObject({ code: 400, msg: '请求内容不能包含空字符（NUL）' });
    expect(await list(admin, { conditionJson: '[[[' })).toMatchObject({ code: 400, msg: '高级查询条件superQueryJson格式不正确' });
    const many = sq([cond('selectField104', '==', Array.from({ length: 1001 }, (_, i) => String(i)))]);
    expect(await list(admin, many)).toMatchObject({ code: 400, msg: '付款方式的查询值不正确' });
  });

  it('narrows the seeded orders, and answers the same for the object form', async () => {
    const res = await list(admin, sq([cond('comInputField102', 'like', '枸杞')]));
    expect(res.code, res.msg).toBe(200);
    expect(res.data!.list.map((r) => r.id)).toEqual(['rec-order-3']);
    const asObject = await list(admin, { matchLogic: 'AND', conditionJson: [cond('comInputField102', 'like', '枸杞')] });
    expect(asObject.data).toEqual(res.data);
  });
});

describe('a field the user may not see cannot be filtered by', () => {
  it('refuses a hidden form field (备注) with the words of a missing one, which the administrator may use', async () => {
    const byNote = sq([cond('textareaField110', '==', '整件包装')]);
    expect((await list(admin, byNote)).data!.list.map((r) => r.id)).toEqual(['rec-order-3']);
    expect(await list(buyer, byNote)).toMatchObject({ code: 400, msg: '高级查询字段textareaField110不存在或无权查询' });
    // Not even 为空, which would tell which orders have one.
    expect((await list(buyer, sq([cond('textareaField110', 'null')]))).code).toBe(400);
  });

  it('refuses a hidden column (付款方式) and a hidden sub-table column', async () => {
    expect((await list(buyer, sq([cond('selectField104', '==', '3')]))).code).toBe(400);
    expect((await list(buyer, sq([cond('tableField105-numInputField108', '>', 1)]))).code).toBe(400);
    expect((await list(admin, sq([cond('selectField104', '==', '3')]))).code).toBe(200);
    // A field the purchaser does see still works for them.
    const res = await list(buyer, sq([cond('comInputField102', 'like', '枸杞')]));
    expect(res.data!.list.map((r) => r.id)).toEqual(['rec-order-3']);
  });
});

describe('saved plans', () => {
  const plan = (fullName: string, conditions: unknown[] = [cond('comInputField102', 'like', '枸杞')], matchLogic = 'OR') =>
    ({ fullName, matchLogic, conditionJson: JSON.stringify(conditions), moduleId: MODEL });
  const plansOf = (token: string, moduleId = MODEL) => call<Plan[]>(s.app, 'GET', `${PLANS}/${moduleId}/List`, { token });

  it('keeps a user\'s plans for that user only: others neither see, change nor delete them', async () => {
    const saved = await call<string>(s.app, 'POST', PLANS, { token: buyer, body: plan('枸杞订单') });
    expect(saved).toMatchObject({ code: 200, msg: '新建成功' });
    const id = saved.data!;
    await call(s.app, 'POST', PLANS, { token: admin, body: plan('管理员的方案') });
    const mine = await plansOf(buyer);
    expect(mine.data).toEqual([{ id, fullName: '枸杞订单', matchLogic: 'OR', moduleId: MODEL,
      conditionJson: JSON.stringify([cond('comInputField102', 'like', '枸杞')]) }]);
    expect((await plansOf(admin)).data!.map((p) => p.fullName)).toEqual(['管理员的方案']);
    // The plan's conditions, sent back as the List's superQueryJson, narrow the list.
    const p = mine.data![0];
    const res = await list(buyer, { matchLogic: p.matchLogic, conditionJson: JSON.parse(p.conditionJson) });
    expect(res.data!.list.map((r) => r.id)).toEqual(['rec-order-3']);

    expect(await call(s.app, 'PUT', `${PLANS}/${id}`, { token: admin, body: plan('改掉') })).toMatchObject({ code: 404 });
    expect(await call(s.app, 'DELETE', `${PLANS}/${id}`, { token: admin })).toMatchObject({ code: 404 });
    expect((await plansOf(buyer)).data!.map((x) => x.fullName)).toEqual(['枸杞订单']);

    const edited = await call(s.app, 'PUT', `${PLANS}/${id}`, { token: buyer, body: plan('枸杞或亳州', [
      cond('comInputField102', 'like', '枸杞'), cond('comInputField102', 'like', '亳州')]) });
    expect(edited).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await plansOf(buyer)).data!.map((x) => [x.fullName, JSON.parse(x.conditionJson).length])).toEqual([['枸杞或亳州', 2]]);
    expect(await call(s.app, 'DELETE', `${PLANS}/${id}`, { token: buyer })).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await plansOf(buyer)).data).toEqual([]);
  });

  it('needs the right to open the model\'s list', async () => {
    expect((await plansOf(staff, 'vd-supplier')).code).toBe(403);
    expect((await call(s.app, 'POST', PLANS, { token: staff,
      body: { ...plan('x', [cond('comInputField101', 'notNull')]), moduleId: 'vd-supplier' } })).code).toBe(403);
    expect((await plansOf(admin, 'vd-no-such-model')).code).toBe(404);
  });

  it('checks a plan as the List checks superQueryJson, and its name as other names are', async () => {
    const refusal = async (body: unknown, lang?: string) =>
      (await call(s.app, 'POST', PLANS, { token: buyer, body, lang })).msg;
    expect(await refusal(plan('备注方案', [cond('textareaField110', '==', 'x')]))).toBe('高级查询字段textareaField110不存在或无权查询');
    expect(await refusal(plan('错的', [cond('comInputField102', '<', 'x')]))).toBe('供应商不支持运算符<');
    expect(await refusal({ ...plan('坏的'), conditionJson: '[{' })).toBe('高级查询条件superQueryJson格式不正确');
    expect(await refusal(plan('多的', Array.from({ length: 51 }, () => cond('comInputField102', 'null')))))
      .toBe('高级查询条件最多50个');
    expect(await refusal(plan('空的', []))).toBe('请至少添加一个查询条件');
    expect(await refusal(plan('   '))).toBe('请输入方案名称');
    expect(await refusal(plan('名'.repeat(51)))).toBe('方案名称最多为50个字符！');
    expect(await refusal(plan('名'.repeat(51)), 'zh-TW')).toBe('方案名稱最多為50個字元！');
    expect(await refusal(plan('名'.repeat(51)), 'en')).toBe('The plan name may be at most 50 characters');
    expect(await refusal({ ...plan('x'), matchLogic: 'XOR' })).toBe('高级查询条件superQueryJson格式不正确');
    const fifty = await call(s.app, 'POST', PLANS, { token: buyer, body: plan('名'.repeat(50)) });
    expect(fifty.code, fifty.msg).toBe(200);
    expect((await plansOf(buyer)).data!.map((p) => p.fullName)).toEqual(['名'.repeat(50)]);
  });

  it('keeps at most MAX_PLANS plans of one user for one list, and says so in the user\'s language', async () => {
    const kept = (await plansOf(admin)).data!.length;
    for (let i = kept; i < MAX_PLANS; i++) {
      const r = await call(s.app, 'POST', PLANS, { token: admin, body: plan(`方案${i}`) });
      expect(r.code, r.msg).toBe(200);
    }
    const over = await call(s.app, 'POST', PLANS, { token: admin, body: plan('再多一个') });
    expect(over).toMatchObject({ code: 400, msg: `每个列表最多保存${MAX_PLANS}个方案，请先删除不用的方案` });
    const overEn = await call(s.app, 'POST', PLANS, { token: admin, lang: 'en', body: plan('one more') });
    expect(overEn.msg).toBe(`A list keeps at most ${MAX_PLANS} plans; delete one you no longer use first`);
    // Another user's count is their own.
    expect((await call(s.app, 'POST', PLANS, { token: buyer, body: plan('王芳的方案') })).code).toBe(200);
    const first = (await plansOf(admin)).data![0];
    expect((await call(s.app, 'DELETE', `${PLANS}/${first.id}`, { token: admin })).code).toBe(200);
    expect((await call(s.app, 'POST', PLANS, { token: admin, body: plan('再多一个') })).code).toBe(200);
  });
});
