/**
 * The user pickers' system variable 当前用户 (`currentUser`): a record is stored with the person who saves it in
 * its place, in form fields and sub-table rows, on create and on update; a list search for it finds the searcher's
 * own records. Never stored as the placeholder.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedList } from '../../src/engine/types';
import { call, login, startServer, type TestServer } from './helpers';
import { allKindsRecord } from './records';

let s: TestServer;
let admin: string;
let manager: string;
const ALL = '/api/visualdev/OnlineDev/vd-all-kinds';

beforeAll(async () => {
  s = await startServer({ listen: false });
  admin = await login(s.app);
  manager = await login(s.app, 'zhangwei');
  // A user column in the 明细 sub-table, many users a row.
  const base = await call<{ formData: string; columnData: string; fullName: string; enCode: string }>(s.app, 'GET',
    '/api/visualdev/Base/vd-all-kinds', { token: admin });
  const form = JSON.parse(base.data!.formData);
  const table = form.fields.find((f: { __config__: { jnpfKey: string } }) => f.__config__.jnpfKey === 'table');
  table.__config__.children.push({ __vModel__: 'buyerField900', multiple: true, selectType: 'all', hasSys: true,
    __config__: { jnpfKey: 'userSelect', label: '经手人', tag: 'user-select', required: false, defaultValue: [] } });
  const put = await call(s.app, 'PUT', '/api/visualdev/Base/vd-all-kinds', { token: admin,
    body: { ...base.data, formData: JSON.stringify(form) } });
  expect(put.code, put.msg).toBe(200);
});
afterAll(async () => { await s?.close(); });

const stored = async (id: string) =>
  JSON.parse((await call<{ data: string }>(s.app, 'GET', `${ALL}/${id}`, { token: admin })).data!.data) as Record<string, unknown>;
const create = async (token: string, extra: Record<string, unknown>) => {
  const res = await call<{ id: string }>(s.app, 'POST', ALL, { token, body: { data: JSON.stringify(allKindsRecord(extra)) } });
  expect(res.code, res.msg).toBe(200);
  return res.data!.id;
};
const row = (buyer: unknown) => [{ comInputField137: '枸杞子', numInputField138: 5, numInputField139: 61.25,
  selectField140: '2', dateField141: 1735689600000, buyerField900: buyer }];

describe('当前用户 stored as the person who saves', () => {
  it('replaces it in the user field, the user component and a sub-table row on create, per caller', async () => {
    const mine = await stored(await create(admin, { userSelectField131: 'currentUser', usersSelectField134: 'currentUser--user',
      tableField136: row(['currentUser', 'user-lina']) }));
    expect(mine.userSelectField131).toBe('user-admin');
    expect(mine.usersSelectField134).toBe('user-admin--user');
    expect((mine.tableField136 as Record<string, unknown>[])[0].buyerField900).toEqual(['user-admin', 'user-lina']);

    const theirs = await stored(await create(manager, { userSelectField131: 'currentUser', tableField136: row(['user-zhangwei', 'currentUser']) }));
    expect(theirs.userSelectField131).toBe('user-zhangwei');
    expect((theirs.tableField136 as Record<string, unknown>[])[0].buyerField900).toEqual(['user-zhangwei']);
  });

  it('replaces it on update with the person who edits', async () => {
    const id = await create(admin, { userSelectField131: 'user-lina' });
    const res = await call(s.app, 'PUT', `${ALL}/${id}`, { token: manager,
      body: { data: JSON.stringify(allKindsRecord({ userSelectField131: 'currentUser' })) } });
    expect(res.code, res.msg).toBe(200);
    expect((await stored(id)).userSelectField131).toBe('user-zhangwei');
  });

  it('leaves other kinds alone: a text field may say currentUser', async () => {
    const got = await stored(await create(admin, { comInputField102: 'currentUser' }));
    expect(got.comInputField102).toBe('currentUser');
  });
});

describe('当前用户 in a list search', () => {
  const search = async (token: string, query: Record<string, unknown>) => {
    const res = await call<PagedList<Record<string, unknown>>>(s.app, 'POST', `${ALL}/List`, { token,
      body: { currentPage: 1, pageSize: 100, queryJson: JSON.stringify(query) } });
    expect(res.code, res.msg).toBe(200);
    return res.data!.list;
  };

  it('finds the searcher\'s records: the user field, a sub-table column and the creator', async () => {
    await create(admin, { userSelectField131: 'user-admin', comInputField102: 'mine-owner' });
    await create(manager, { userSelectField131: 'user-zhangwei', comInputField102: 'theirs-owner' });
    const owners = (list: Record<string, unknown>[]) => [...new Set(list.map((r) => r.userSelectField131))];
    expect(owners(await search(admin, { userSelectField131: 'currentUser' }))).toEqual(['user-admin']);
    expect(owners(await search(manager, { userSelectField131: 'currentUser' }))).toEqual(['user-zhangwei']);
    expect(owners(await search(manager, { userSelectField131: ['currentUser', 'user-admin'] })).sort())
      .toEqual(['user-admin', 'user-zhangwei']);
    const created = await search(manager, { createUserField152: 'currentUser' });
    expect(created.length).toBeGreaterThan(0);
    expect(created.every((r) => r.creatorUserId === 'user-zhangwei')).toBe(true);
    const rows = await search(admin, { 'tableField136-buyerField900': 'currentUser' });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => (r.tableField136 as Record<string, unknown>[]).some((l) =>
      (l.buyerField900 as string[] | undefined)?.includes('user-admin')))).toBe(true);
  });
});
