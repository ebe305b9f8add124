/** POST /api/permission/Users/UserCondition: the users a custom user picker may offer (docs/api-contract.md). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './helpers';

interface Item { id: string; fullName: string; realName: string; account: string; organize: string; type: string }
interface Answer { list: Item[]; pagination: { currentPage: number; pageSize: number; total: number } }

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startServer({ listen: false });
  token = await login(s.app, 'wangfang');
});
afterAll(async () => { await s?.close(); });

const URL = '/api/permission/Users/UserCondition';
async function users(body: unknown): Promise<Answer> {
  const res = await call<Answer>(s.app, 'POST', URL, { token, body });
  expect(res.code, res.msg).toBe(200);
  return res.data!;
}
const ids = (a: Answer) => a.list.map((u) => u.id).sort();

describe('UserCondition', () => {
  it('answers the users of any given position, role or group, with the fields the picker shows', async () => {
    expect(ids(await users({ positionIds: ['pos-buyer'] }))).toEqual(['user-wangfang', 'user-zhoujie']);
    expect(ids(await users({ roleIds: ['role-trace'] }))).toEqual(['user-lina']);
    expect(ids(await users({ groupIds: ['group-quality-review'] })))
      .toEqual(['user-huangli', 'user-liuyang', 'user-zhangwei']);
    const any = await users({ positionIds: ['pos-gm'], roleIds: ['role-trace'], groupIds: ['group-herb-buying'],
      userIds: ['user-admin'], departIds: ['dep-sales'] });
    expect(ids(any)).toEqual(['user-admin', 'user-lina', 'user-wangfang', 'user-yangmin', 'user-zhangwei',
      'user-zhoujie']);
    expect(any.pagination.total).toBe(6);
    expect(any.list.find((u) => u.id === 'user-lina')).toMatchObject({ fullName: '李娜/lina', account: 'lina',
      organize: '岐元堂中药材有限公司/采购部', type: 'user' });
  });

  it('leaves out disabled users and the members of a disabled group', async () => {
    // 赵磊 (zhaolei) is disabled; the 2023 stocktake group is disabled, so 陈静 counts only through other sets.
    expect(ids(await users({ roleIds: ['role-staff'] }))).not.toContain('user-zhaolei');
    expect(ids(await users({ groupIds: ['group-stocktake-2023'] }))).toEqual([]);
    expect(ids(await users({ userIds: ['user-zhaolei'] }))).toEqual([]);
  });

  it('pages and narrows by keyword', async () => {
    const body = { roleIds: ['role-staff', 'role-purchase'] };
    const all = await users(body);
    const first = await users({ ...body, currentPage: 1, pageSize: 2 });
    const second = await users({ ...body, currentPage: 2, pageSize: 2 });
    expect(first.list).toHaveLength(2);
    expect(first.pagination).toEqual({ currentPage: 1, pageSize: 2, total: all.list.length });
    expect([...first.list, ...second.list].map((u) => u.id)).toEqual(all.list.slice(0, 4).map((u) => u.id));
    expect(ids(await users({ ...body, keyword: 'ZHOU' }))).toEqual(['user-zhoujie']);
    expect(ids(await users({ ...body, keyword: '黄' }))).toEqual(['user-huangli']);
  });

  it('answers nobody when no set is given', async () => {
    expect(await users({})).toEqual({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } });
  });

  it('refuses bad bodies with a 400 in the user\'s language', async () => {
    expect(await call(s.app, 'POST', URL, { token, body: { roleIds: { id: 'role-staff' } } }))
      .toMatchObject({ code: 400, msg: '参数roleIds类型错误，应为数组' });
    expect(await call(s.app, 'POST', URL, { token, body: { roleIds: ['r'], pageSize: 5000 }, lang: 'en' }))
      .toMatchObject({ code: 400, msg: '"pageSize" must be at most 1000' });
    expect(await call(s.app, 'POST', URL, { token, body: { positionId: ['pos-gm'] }, lang: 'zh-TW' }))
      .toMatchObject({ code: 400, msg: '參數positionId不合法' });
    expect((await call(s.app, 'POST', URL, { body: { userIds: ['user-admin'] } })).code).toBe(602);
  });
});
