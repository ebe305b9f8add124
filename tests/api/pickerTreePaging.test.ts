/**
 * The user picker's lazy organisation tree loads an organisation's children a page at a time when it names a page
 * (ImUser/Selector/{organizeId} with currentPage / pageSize): sub-organisations, then members, in the same order as
 * the whole answer, with the total. A body naming no page still gets every child, as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './helpers';

let s: TestServer;
let buyer: string;
beforeAll(async () => {
  s = await startServer({ listen: false });
  buyer = await login(s.app, 'wangfang');
});
afterAll(async () => { await s?.close(); });

interface Node { id: string; type: string }
interface Answer { list: Node[]; pagination?: { currentPage: number; pageSize: number; total: number } }
const children = async (organizeId: string, body: Record<string, unknown>, lang?: string) => {
  const res = await call<Answer>(s.app, 'POST', `/api/permission/Users/ImUser/Selector/${organizeId}`, { token: buyer, body, lang });
  return res;
};

describe('ImUser/Selector children, paged', () => {
  it.each(['org-hq', 'dep-purchase'])('the pages of %s put together are the whole answer', async (organizeId) => {
    const whole = await children(organizeId, {});
    expect(whole.code).toBe(200);
    expect(whole.data!.pagination).toBeUndefined();
    const all = whole.data!.list.map((n) => `${n.type}:${n.id}`);
    expect(all.length).toBeGreaterThan(2); // more than one page of 2
    const got: string[] = [];
    for (let page = 1; page <= all.length + 1; page++) {
      const res = await children(organizeId, { currentPage: page, pageSize: 2 });
      expect(res.code).toBe(200);
      expect(res.data!.pagination).toEqual({ currentPage: page, pageSize: 2, total: all.length });
      expect(res.data!.list.length).toBeLessThanOrEqual(2);
      if (!res.data!.list.length) break;
      got.push(...res.data!.list.map((n) => `${n.type}:${n.id}`));
    }
    expect(got).toEqual(all);
  });

  it('a page size alone starts at the first page; a bad page is refused in the caller\'s language', async () => {
    const whole = (await children('dep-purchase', {})).data!.list;
    const first = await children('dep-purchase', { pageSize: 1 });
    expect(first.data!.list).toEqual(whole.slice(0, 1));
    expect(first.data!.pagination).toEqual({ currentPage: 1, pageSize: 1, total: whole.length });
    const bad = await children('dep-purchase', { currentPage: 0, pageSize: 20 }, 'en');
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('currentPage');
  });
});
