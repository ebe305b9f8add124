/**
 * Keywords are text (issue 10, item 7): LIKE's wildcards in a keyword match themselves (src/server/db/like.ts), and
 * NUL, which PostgreSQL refuses in text, is refused with a 400 envelope wherever a request carries it
 * (src/server/http/input.ts). Run on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from '../api/helpers';

let s: TestServer;
let token: string;
type Area = { id: string; fullName: string };

beforeAll(async () => {
  s = await startServer({ listen: false });
  token = await login(s.app, 'liuyang');
  // Provinces whose names carry LIKE's special characters, beside the 34 real ones.
  await s.app.loom.db.insertInto('area').values([
    { id: '990000', parentId: '-1', fullName: '测试100%区', enCode: '990000', level: 1, sortCode: 990, enabledMark: 1 },
    { id: '990001', parentId: '-1', fullName: '测试_下划线区', enCode: '990001', level: 1, sortCode: 991, enabledMark: 1 },
    { id: '990002', parentId: '-1', fullName: '测试\\反斜线区', enCode: '990002', level: 1, sortCode: 992, enabledMark: 1 },
  ]).execute();
});
afterAll(async () => { await s?.close(); });

const provinces = async (keyword: string) => {
  const res = await call<{ list: Area[] }>(s.app, 'GET', `/api/system/Area/-1?keyword=${encodeURIComponent(keyword)}`,
    { token });
  expect(res.code, res.msg).toBe(200);
  return res.data!.list.map((a) => a.fullName);
};

describe('LIKE wildcards in a keyword', () => {
  it('match only themselves', async () => {
    expect((await provinces('')).length).toBeGreaterThan(30);
    expect(await provinces('%')).toEqual(['测试100%区']);
    expect(await provinces('_')).toEqual(['测试_下划线区']);
    expect(await provinces('\\')).toEqual(['测试\\反斜线区']);
    expect(await provinces('0%')).toEqual(['测试100%区']);
    expect(await provinces('%%')).toEqual([]);
    expect(await provinces('浙江')).toEqual(['浙江省']);
  });

  it('match a prefix of a code as text too', async () => {
    // enCode matches by prefix: "99" finds the three test provinces, "9_" none (no code has an underscore).
    expect(await provinces('99')).toEqual(['测试100%区', '测试_下划线区', '测试\\反斜线区']);
    expect(await provinces('9_')).toEqual([]);
  });

  it('match the login log as text', async () => {
    const log = (keyword: string) => call<{ list: unknown[] }>(s.app, 'GET',
      `/api/permission/Users/Current/SystemLog?keyword=${encodeURIComponent(keyword)}`, { token });
    const all = await log('');
    expect(all.data!.list.length).toBeGreaterThan(0);
    expect((await log('%')).data!.list).toEqual([]);
    expect((await log('_')).data!.list).toEqual([]);
  });
});

describe('NUL in a request', () => {
  it('answers a 400 envelope, in queries, path parameters and bodies', async () => {
    const tries: [('GET' | 'POST' | 'PUT'), string, unknown?][] = [
      ['GET', '/api/system/Area/-1?keyword=%00'],
      ['GET', '/api/system/Area/-1?keyword=a%00b'],
      ['GET', '/api/system/DictionaryType?keyword=%00'],
      ['GET', '/api/permission/Users/Current/SystemLog?keyword=%00'],
      ['GET', '/api/system/Area/%00'],
      ['GET', '/api/visualdev/OnlineDev/vd-supplier%00/Config'],
      ['POST', '/api/permission/Users/ImUser/Selector/0', { keyword: '\u0000' }],
      ['POST', '/api/visualdev/OnlineDev/vd-supplier/List', { keyword: 'x\u0000', currentPage: 1, pageSize: 20 }],
      ['POST', '/api/system/Area/GetAreaByIds', { idsList: [['110000\u0000']] }],
    ];
    for (const [method, url, body] of tries) {
      const res = await call(s.app, method, url, { token, body });
      expect(res.status, url).toBe(200);
      expect(res.code, `${url}: ${res.msg}`).toBe(400);
      expect(res.msg).toBeTruthy();
    }
    // And the server is still there.
    expect((await provinces('浙江'))).toEqual(['浙江省']);
  });
});
