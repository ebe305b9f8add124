/**
 * 单据规则 (issue 14 item 2): the paged list by keyword and category, create with the example the engine computes,
 * read, edit, state, export, the spec's refusals (start number all zeros or not digits, digit not a positive
 * integer, duplicates, missing fields), deletion refused for a rule a form uses or one that issued numbers, and
 * 200 concurrent BillNumber calls giving 200 distinct consecutive numbers.
 */
import { describe, expect, it } from 'vitest';
import { ruleExample } from '../../src/engine/billRule/example';
import { issueFor } from './billNumberLoad';
import type { TestServer } from './helpers';
import { adminServer, requester } from './adminSuite';

interface Rule { id: string; fullName: string; enCode: string; category: string; example: string; enabledMark: number;
  digit: number; startNumber: string }
type Page = { list: Rule[]; pagination: { total: number } };

let s: TestServer;
let admin: string;
let staff: string;
adminServer((x) => ({ s, admin, staff } = x));

const B = '/api/system/BillRule';
const req = requester(() => s);
const rule = (over: Record<string, unknown> = {}) => ({ fullName: '测试单据', enCode: 'testBill', category: 'businessTypepurchase',
  prefix: 'TB', dateFormat: 'yyyyMM', digit: 4, startNumber: '1', sortCode: 1, ...over });

describe('serial-number rule administration', () => {
  let id = '';
  it('creates a rule storing the example the dialog shows, lists, reads and edits it', async () => {
    const created = await req<{ id: string }>(admin, 'POST', B, rule());
    expect(created.code, created.msg).toBe(200);
    id = created.data!.id;
    const got = await req<Rule>(admin, 'GET', `${B}/${id}`);
    expect(got.data).toMatchObject({ enCode: 'testBill', category: 'businessTypepurchase', enabledMark: 1,
      example: ruleExample({ prefix: 'TB', dateFormat: 'yyyyMM', digit: 4, startNumber: '1' }) });
    expect(got.data!.example).toMatch(/^TB\d{6}0001$/);
    const list = await req<Page>(admin, 'GET', `${B}?keyword=testbill&categoryId=businessTypepurchase`);
    expect(list.data!.list.map((r) => r.id)).toEqual([id]);
    const other = await req<Page>(admin, 'GET', `${B}?categoryId=businessTypesales`);
    expect(other.data!.list.map((r) => r.id)).not.toContain(id);
    const all = await req<Page>(admin, 'GET', `${B}?pageSize=5`);
    expect(all.data!.list).toHaveLength(5);
    expect(all.data!.pagination.total).toBeGreaterThan(60);
    const edit = await req(admin, 'PUT', `${B}/${id}`, rule({ digit: 6, startNumber: '25', dateFormat: 'no' }));
    expect(edit.code, edit.msg).toBe(200);
    expect((await req<Rule>(admin, 'GET', `${B}/${id}`)).data!.example).toBe('TB000025');
  });

  it('refuses what the rule dialog refuses, with the spec wording', async () => {
    const zeros = await req(admin, 'POST', B, rule({ enCode: 'z1', fullName: 'z1', startNumber: '000' }));
    expect([zeros.code, zeros.msg]).toEqual([400, '起始值不能为000']);
    const letters = await req(admin, 'POST', B, rule({ enCode: 'z2', fullName: 'z2', startNumber: '1a' }));
    expect(letters.code).toBe(400);
    for (const digit of [0, 10, 1.5, '3']) {
      const bad = await req(admin, 'POST', B, rule({ enCode: 'z3', fullName: 'z3', digit }));
      expect(bad.code, String(digit)).toBe(400);
    }
    for (const field of ['fullName', 'enCode', 'category', 'prefix', 'dateFormat', 'digit', 'startNumber']) {
      const body: Record<string, unknown> = rule({ enCode: 'z4', fullName: 'z4' });
      delete body[field];
      const res = await req(admin, 'POST', B, body);
      expect(res.code, field).toBe(400);
    }
    const format = await req(admin, 'POST', B, rule({ enCode: 'z5', fullName: 'z5', dateFormat: 'dd' }));
    expect(format.code).toBe(400);
    const long = await req(admin, 'POST', B, rule({ enCode: 'z6', fullName: '名'.repeat(51) }));
    expect([long.code, long.msg]).toEqual([400, '业务名称最多为50个字符！']);
    const longCode = await req(admin, 'POST', B, rule({ enCode: 'c'.repeat(51), fullName: 'z6' }), 'zh-TW');
    expect([longCode.code, longCode.msg]).toEqual([400, '業務編碼最多為50個字元！']);
    const noCategory = await req(admin, 'POST', B, { ...rule({ enCode: 'z8', fullName: 'z8' }), category: undefined }, 'en');
    expect([noCategory.code, noCategory.msg]).toEqual([400, 'Please select the business category']);
    const digits = await req(admin, 'POST', B, rule({ enCode: 'z9', fullName: 'z9', digit: 0 }));
    expect([digits.code, digits.msg]).toEqual([400, '只能输入正整数']);
    const dup = await req(admin, 'POST', B, rule({ fullName: '另一个' }));
    expect([dup.code, dup.msg]).toEqual([400, '业务编码已存在']);
    const dupName = await req(admin, 'POST', B, rule({ enCode: 'z7' }), 'en');
    expect([dupName.code, dupName.msg]).toEqual([400, 'A rule of this business name already exists']);
  });

  it('toggles the state, exports the rule and refuses ordinary users', async () => {
    expect((await req(admin, 'PUT', `${B}/${id}/Actions/State`)).code).toBe(200);
    expect((await req<Rule>(admin, 'GET', `${B}/${id}`)).data!.enabledMark).toBe(0);
    expect((await req(admin, 'PUT', `${B}/${id}/Actions/State`)).code).toBe(200);
    const exported = await req<{ name: string; url: string }>(admin, 'GET', `${B}/${id}/Action/Export`);
    expect(exported.code, exported.msg).toBe(200);
    const file = await s.app.inject({ method: 'GET', url: exported.data!.url });
    expect(JSON.parse(file.body)).toMatchObject({ id, enCode: 'testBill', prefix: 'TB' });
    for (const [method, url] of [['GET', B], ['GET', `${B}/${id}`], ['POST', B], ['PUT', `${B}/${id}`],
      ['DELETE', `${B}/${id}`], ['PUT', `${B}/${id}/Actions/State`], ['GET', `${B}/${id}/Action/Export`]] as const) {
      const res = await req(staff, method, url, method === 'POST' || method === 'PUT' ? rule() : undefined);
      expect(res.code, `${method} ${url}`).toBe(403);
    }
  });

  it('refuses deleting a rule a form uses or one that issued numbers, and deletes an unused one', async () => {
    const used = (await req<Page>(admin, 'GET', `${B}?keyword=cgdj`)).data!.list.find((r) => r.enCode === 'cgdj')!;
    const inUse = await req(admin, 'DELETE', `${B}/${used.id}`);
    expect(inUse.code).toBe(400);
    expect(inUse.msg).toMatch(/^该单据规则已被表单.+使用，不能删除$/);
    const rename = await req(admin, 'PUT', `${B}/${used.id}`, { ...rule({ enCode: 'cgdj2', fullName: used.fullName }) });
    expect(rename.code).toBe(400);
    const gone = await req(admin, 'DELETE', `${B}/${id}`);
    expect([gone.code, gone.msg]).toEqual([200, '删除成功']);
    const issued = await req<{ id: string }>(admin, 'POST', B, rule({ enCode: 'issuedOnce', fullName: '已发号' }));
    // An administrator may reserve a number of any rule.
    expect((await req(admin, 'GET', `${B}/BillNumber/issuedOnce`)).code).toBe(200);
    const refused = await req(admin, 'DELETE', `${B}/${issued.data!.id}`);
    expect([refused.code, refused.msg]).toEqual([400, '单据已经被使用，不允许被删除']);
  });
});

describe('BillNumber under load', () => {
  it('gives 200 concurrent callers 200 distinct consecutive numbers', async () => {
    const created = await req<{ id: string }>(admin, 'POST', B, rule({ enCode: 'load200', fullName: '并发', prefix: 'LD',
      dateFormat: 'no', digit: 5, startNumber: '1' }));
    expect(created.code, created.msg).toBe(200);
    // Reservations are per user: each call is a different user's, so each issues a number.
    const users = Array.from({ length: 200 }, (_, i) => `u${i}`);
    const numbers = await issueFor(s, 'load200', users);
    expect(new Set(numbers).size).toBe(200);
    const counters = numbers.map((n) => Number(n.slice(2))).sort((a, b) => a - b);
    expect(counters).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });
});
