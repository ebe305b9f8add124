/** Province/city/district data for the address field (GB/T 2260 codes from fixtures/areas.json). */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './helpers';

interface AreaNode { id: string; fullName: string; isLeaf: boolean; children?: AreaNode[] }

let s: TestServer;
let token: string;
beforeAll(async () => { s = await startServer({ listen: false }); token = await login(s.app, 'wangfang'); });
afterAll(async () => { await s?.close(); });

const children = async (id: string, query = '') => {
  const res = await call<{ list: AreaNode[] }>(s.app, 'GET', `/api/system/Area/${id}${query}`, { token });
  expect(res.code, res.msg).toBe(200);
  return res.data!.list;
};

describe('area fixture', () => {
  const tree = JSON.parse(readFileSync('fixtures/areas.json', 'utf8')) as AreaNode[];
  const all = (nodes: AreaNode[], depth = 1): [AreaNode, number][] =>
    nodes.flatMap((n) => [[n, depth] as [AreaNode, number], ...all(n.children ?? [], depth + 1)]);

  it('holds the 34 provincial-level divisions and real six-digit codes under their parents', () => {
    expect(tree).toHaveLength(34);
    for (const [n, depth] of all(tree)) {
      expect(n.id).toMatch(/^[1-8]\d{5}$/);
      if (depth === 1) expect(n.id.slice(2)).toBe('0000');
      if (depth === 2) expect(n.id.slice(4)).toBe('00');
      for (const c of n.children ?? []) expect(c.id.slice(0, depth * 2)).toBe(n.id.slice(0, depth * 2));
    }
    const withCities = tree.filter((p) => p.children?.length);
    expect(withCities.length).toBeGreaterThanOrEqual(5);
    expect(all(tree).filter(([n, d]) => d === 2 && n.children?.length).length).toBeGreaterThanOrEqual(6);
  });
});

describe('GET /api/system/Area/{parentId}', () => {
  it('answers the provinces for -1, marking those without seeded cities as leaves', async () => {
    const provinces = await children('-1');
    expect(provinces).toHaveLength(34);
    expect(provinces.find((p) => p.id === '340000')).toMatchObject({ fullName: '安徽省', isLeaf: false });
    expect(provinces.find((p) => p.id === '110000')).toMatchObject({ fullName: '北京市', isLeaf: true });
    expect(provinces.find((p) => p.id === '640000')!.fullName).toBe('宁夏回族自治区');
  });

  it('walks down to districts, which are leaves', async () => {
    const cities = await children('340000');
    expect(cities.find((c) => c.id === '341600')).toMatchObject({ fullName: '亳州市', isLeaf: false });
    expect(cities.find((c) => c.id === '340800')).toMatchObject({ fullName: '安庆市', isLeaf: true });
    const districts = await children('341600');
    expect(districts.map((d) => d.fullName)).toEqual(['谯城区', '涡阳县', '蒙城县', '利辛县']);
    expect(districts.every((d) => d.isLeaf)).toBe(true);
    expect((await children('532600')).map((d) => d.fullName)).toContain('文山市');
    expect((await children('621100')).map((d) => d.fullName)).toContain('岷县');
    expect(await children('341602')).toEqual([]);
  });

  it('filters children by keyword', async () => {
    expect((await children('-1', '?keyword=' + encodeURIComponent('自治区'))).map((p) => p.id))
      .toEqual(['150000', '450000', '540000', '640000', '650000']);
    // A LIKE wildcard is text (issue 10): no city of Yunnan has a '%' in its name.
    expect((await children('530000', '?keyword=' + encodeURIComponent('%'))).length).toBe(0);
  });
});

describe('POST /api/system/Area/GetAreaByIds', () => {
  it('answers names path for path', async () => {
    const res = await call<string[][]>(s.app, 'POST', '/api/system/Area/GetAreaByIds', { token,
      body: { idsList: [['340000', '341600', '341602'], ['620000', '621100', '621126'], ['510000'], []] } });
    expect(res.data).toEqual([['安徽省', '亳州市', '谯城区'], ['甘肃省', '定西市', '岷县'], ['四川省'], []]);
  });

  it('refuses a body without idsList', async () => {
    expect(await call(s.app, 'POST', '/api/system/Area/GetAreaByIds', { token, body: { ids: [] } }))
      .toMatchObject({ code: 400, msg: '参数idsList不能为空' });
    expect(await call(s.app, 'POST', '/api/system/Area/GetAreaByIds', { token, body: { idsList: [{ a: 1 }] }, lang: 'en' }))
      .toMatchObject({ code: 400, msg: '"idsList.0" must be a list' });
  });
});
