/**
 * The user component's department tab (POST /api/permission/Users/UsersSelector/{organizeId}
 * "department children by parent id with paging and keyword"): an organisation's children a page at a time, and a
 * keyword search over organisations and users that pages the same way. Any signed-in user; enabled rows only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './helpers';

interface Node { id: string; fullName: string; type: string; hasChildren: boolean; organize?: string; disabled?: boolean }
interface Page { list: Node[]; pagination: { currentPage: number; pageSize: number; total: number } }

let s: TestServer;
let staff: string;
beforeAll(async () => {
  s = await startServer({ listen: false });
  staff = await login(s.app, 'liuyang');
});
afterAll(async () => { await s?.close(); });

const URL = '/api/permission/Users/UsersSelector';
async function page(organizeId: string, body: Record<string, unknown>) {
  const res = await call<Page>(s.app, 'POST', `${URL}/${organizeId}`, { token: staff, body });
  expect(res.code, res.msg).toBe(200);
  return res.data!;
}

/** Every page until one comes back shorter than the page size, as the picker's scroll does; answers the pages. */
async function allPages(organizeId: string, body: Record<string, unknown>, pageSize: number) {
  const pages: Node[][] = [];
  for (let currentPage = 1; currentPage < 50; currentPage++) {
    const { list } = await page(organizeId, { ...body, currentPage, pageSize });
    pages.push(list);
    if (list.length < pageSize) break;
  }
  return pages;
}

describe('children of an organisation', () => {
  it('pages the company\'s departments in tree order, each saying whether it has children', async () => {
    const pages = await allPages('org-hq', {}, 3);
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    const all = pages.flat();
    expect(all.map((n) => n.fullName)).toEqual(['总经办', '采购部', '质检部', '仓储部', '销售部', '财务部', '信息部']);
    expect(all.every((n) => n.type === 'department')).toBe(true);
    // 财务部's only member (赵磊) is disabled: nothing to open there.
    expect(all.filter((n) => !n.hasChildren).map((n) => n.fullName)).toEqual(['财务部']);
    const first = await page('org-hq', { currentPage: 1, pageSize: 3 });
    expect(first.pagination).toEqual({ currentPage: 1, pageSize: 3, total: 7 });
  });

  it('lists a department\'s enabled members after its sub-departments; the top is "0"', async () => {
    const purchase = (await page('dep-purchase', {})).list;
    expect(purchase.map((n) => n.fullName)).toEqual(['李娜/lina', '王芳/wangfang', '周杰/zhoujie']);
    expect(purchase.every((n) => n.type === 'user' && n.organize === '岐元堂中药材有限公司/采购部')).toBe(true);
    expect((await page('dep-finance', {})).list.map((n) => n.fullName)).not.toContain('赵磊/zhaolei');
    expect((await page('0', {})).list.map((n) => n.id)).toEqual(['org-hq']);
  });
});

describe('keyword search', () => {
  it('finds organisations first, then users by name or account, a page at a time', async () => {
    const pages = await allPages('0', { keyword: '部' }, 5);
    expect(pages.map((p) => p.length)).toEqual([5, 1]);
    expect(pages.flat().every((n) => n.type === 'department')).toBe(true);
    const found = (await page('0', { keyword: 'LI' })).list;
    expect(found.map((n) => n.fullName)).toEqual(['李娜/lina', '刘洋/liuyang', '黄丽/huangli']);
    const mixed = (await page('0', { keyword: '采购' })).list;
    expect(mixed.map((n) => n.fullName)).toEqual(['采购部']);
  });

  it('offers neither disabled users nor disabled departments', async () => {
    expect((await page('0', { keyword: 'zhaolei' })).list).toEqual([]);
    await s.app.loom.db.updateTable('organize').set({ enabledMark: 0 }).where('id', '=', 'dep-sales').execute();
    try {
      expect((await page('0', { keyword: '销售' })).list).toEqual([]);
      expect((await page('org-hq', {})).list.map((n) => n.id)).not.toContain('dep-sales');
    } finally {
      await s.app.loom.db.updateTable('organize').set({ enabledMark: 1 }).where('id', '=', 'dep-sales').execute();
    }
  });

  it('refuses malformed paging with a 400, and strangers with a token error', async () => {
    for (const body of [{ pageSize: 0 }, { currentPage: 'x' }, { keyword: 'a'.repeat(101) }, { currentPage: 1.5 }]) {
      const res = await call(s.app, 'POST', `${URL}/0`, { token: staff, body });
      expect(res.code, JSON.stringify(body)).toBe(400);
    }
    const anonymous = await call(s.app, 'POST', `${URL}/0`, { body: {} });
    expect([600, 601, 602]).toContain(anonymous.code);
  });
});
