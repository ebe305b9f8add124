/**
 * OnlineDev List, issue 3: queryJson over every search type, sort (numbers numerically), paging, list types 2
 * (left tree), 3 (grouped) and 5 (tree table), and a 10,000-record form (counts, not time).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Insertable } from 'kysely';
import type { PagedList } from '../../src/engine/types';
import type { Database } from '../../src/server/db/schema';
import { call, login, startServer, type TestServer } from './helpers';

let s: TestServer;
let admin: string;
type Row = Record<string, unknown> & { id: string; children?: Row[] };
const local = (id: string) => id.split(':')[1];

const EDU = '27c38cf2-dc0a-4449-ab87-7eb68f7e425b'; // 行业类别 教育/出国 (has children)
const STUDY = '128ACB5A-3619-4D41-86A6-9CC8CE44F0C9'; // 留学/移民, child of EDU
const TRAIN = '2FD33FE4-D636-4BC0-8A66-984D71387428'; // 职业培训/企业管理, child of EDU
const IT = '27d8cf5a-22e8-4e05-b4d6-5684a564418a'; // 计算机/互联网

const f = (jnpfKey: string, vModel: string, label: string, props: Record<string, unknown> = {}, config = {}) =>
  ({ __vModel__: vModel, __config__: { jnpfKey, label, ...config }, ...props });
const opts = [{ id: 'a', fullName: '甲' }, { id: 'b', fullName: '乙' }, { id: 'c', fullName: '丙' }];
const FIELDS = [
  f('comInput', 'name', '名称'), f('numInput', 'qty', '数量'), f('select', 'grade', '等级', { options: opts }),
  f('select', 'tags', '标签', { options: opts, multiple: true }), f('date', 'day', '日期'),
  f('treeSelect', 'industry', '行业', {}, { dataType: 'dictionary', dictionaryType: 'd59a3cf65f9847dbb08be449e3feae16' }),
  f('comInput', 'parent', '上级'), f('cascader', 'place', '地点', { options: [] }),
];
const col = (prop: string, label: string, jnpfKey: string, extra = {}) => ({ prop, label, jnpfKey, ...extra });
const COLUMNS = {
  type: 1, hasPage: true, pageSize: 20, sort: 'desc', defaultSidx: '', btnsList: [], columnBtnsList: [],
  columnList: [col('name', '名称', 'comInput'), col('qty', '数量', 'numInput')],
  searchList: [col('name', '名称', 'comInput', { searchType: 2 }), col('qty', '数量', 'numInput', { searchType: 3 }),
    col('grade', '等级', 'select', { searchType: 1, searchMultiple: true }),
    col('tags', '标签', 'select', { searchType: 1, searchMultiple: true }), col('day', '日期', 'date', { searchType: 3 }),
    col('industry', '行业', 'treeSelect', { searchType: 1 }), col('place', '地点', 'cascader', { searchType: 1 })],
};
const DAY = 86_400_000;
const T0 = Date.UTC(2025, 0, 1);
const RECORDS: Record<string, unknown>[] = [
  { name: '当归', qty: 9, grade: 'a', tags: ['a', 'b'], day: T0, industry: STUDY, parent: '', place: ['130000', '130100'] },
  { name: '黄芪', qty: 100, grade: 'b', tags: ['c'], day: T0 + DAY, industry: TRAIN, parent: 'r1', place: ['130000', '130200'] },
  { name: '党参', qty: 10, grade: 'a', tags: [], day: T0 + 2 * DAY, industry: IT, parent: 'r1', place: ['110000'] },
  { name: '当归片', qty: 0, grade: 'c', tags: ['b'], day: T0 + 3 * DAY, industry: EDU, parent: 'r2' },
  { name: '甘草', grade: '', tags: ['a'], day: null, industry: '', parent: '' },
];

async function model(id: string, columns: Record<string, unknown>, records = RECORDS) {
  const db = s.app.loom.db;
  await db.insertInto('visualdev').values({ id, fullName: id, enCode: id, category: null, webType: 2, enableFlow: 0,
    formData: JSON.stringify({ fields: FIELDS }), columnData: JSON.stringify({ ...COLUMNS, ...columns }), sortCode: 0,
    enabledMark: 1, creatorTime: T0, lastModifyTime: null }).execute();
  // Record ids are unique across models: `<model>:r1`; a parent reference 'r1' points into the same model.
  const rows: Insertable<Database['visualdevRecord']>[] = records.map((data, i) => ({ id: `${id}:r${i + 1}`, modelId: id,
    data: JSON.stringify({ ...data, parent: data.parent ? `${id}:${data.parent}` : data.parent }), creatorUserId: 'user-admin', creatorTime: T0 + i * 1000, lastModifyUserId: null,
    lastModifyTime: null }));
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('visualdevRecord').values(rows.slice(i, i + 500)).execute();
}

const list = (id: string, body: object) =>
  call<PagedList<Row>>(s.app, 'POST', `/api/visualdev/OnlineDev/${id}/List`, { token: admin, body });
const ids = async (id: string, query: object, extra: object = {}) => {
  const res = await list(id, { currentPage: 1, pageSize: 100, sidx: 'name', sort: 'asc', queryJson: JSON.stringify(query), ...extra });
  expect(res.code, res.msg).toBe(200);
  return res.data!.list.map((r) => local(r.id)).sort();
};

beforeAll(async () => {
  s = await startServer({ listen: false });
  admin = await login(s.app);
  await model('t-plain', {});
  await model('t-tree', { type: 2, treeDataSource: 'dictionary', treeDictionary: 'd59a3cf65f9847dbb08be449e3feae16',
    treeRelation: 'industry', treePropsValue: 'id' });
  await model('t-group', { type: 3, groupField: 'grade' });
  await model('t-treetable', { type: 5, parentField: 'parent' });
});
afterAll(async () => { await s?.close(); });

describe('queryJson', () => {
  it('searchType 2 matches a part of the text, case-insensitively', async () => {
    expect(await ids('t-plain', { name: '当归' })).toEqual(['r1', 'r4']);
  });

  it('searchType 1 matches equal values; an array means any of them; stored arrays match when they intersect', async () => {
    expect(await ids('t-plain', { grade: 'a' })).toEqual(['r1', 'r3']);
    expect(await ids('t-plain', { grade: ['b', 'c'] })).toEqual(['r2', 'r4']);
    expect(await ids('t-plain', { tags: ['b'] })).toEqual(['r1', 'r4']);
    expect(await ids('t-plain', { tags: ['c', 'a'] })).toEqual(['r1', 'r2', 'r5']);
  });

  it('matches a cascader path by its start', async () => {
    expect(await ids('t-plain', { place: ['130000'] })).toEqual(['r1', 'r2']);
    expect(await ids('t-plain', { place: ['130000', '130200'] })).toEqual(['r2']);
  });

  it('searchType 3 keeps values within [a, b] for numbers (0 counts) and ms dates; an open end is unbounded', async () => {
    expect(await ids('t-plain', { qty: [0, 10] })).toEqual(['r1', 'r3', 'r4']);
    expect(await ids('t-plain', { qty: [10, null] })).toEqual(['r2', 'r3']);
    expect(await ids('t-plain', { day: [T0 + DAY, T0 + 2 * DAY] })).toEqual(['r2', 'r3']);
    expect(await ids('t-plain', { day: [null, T0] })).toEqual(['r1']);
  });

  it('combines conditions and ignores empty ones', async () => {
    expect(await ids('t-plain', { name: '当归', grade: ['a'], qty: ['', ''] })).toEqual(['r1']);
    expect(await ids('t-plain', { name: '', grade: [] })).toHaveLength(5);
  });

  it('refuses a range that is not a pair', async () => {
    const res = await list('t-plain', { queryJson: JSON.stringify({ qty: 5 }) });
    expect(res).toMatchObject({ code: 400, msg: '查询条件queryJson不是合法的JSON对象' });
  });
});

describe('sort and paging', () => {
  it('sorts numbers numerically both ways, empty values last', async () => {
    const asc = (await list('t-plain', { sidx: 'qty', sort: 'asc', pageSize: 10 })).data!.list.map((r) => r.qty ?? null);
    expect(asc).toEqual([0, 9, 10, 100, null]);
    const desc = (await list('t-plain', { sidx: 'qty', sort: 'desc', pageSize: 10 })).data!.list.map((r) => r.qty ?? null);
    expect(desc).toEqual([100, 10, 9, 0, null]);
  });

  it('pages the sorted rows', async () => {
    const page = await list('t-plain', { sidx: 'qty', sort: 'asc', currentPage: 2, pageSize: 2 });
    expect(page.data!.list.map((r) => r.qty)).toEqual([10, 100]);
    expect(page.data!.pagination).toEqual({ currentPage: 2, pageSize: 2, total: 5 });
  });
});

describe('list types', () => {
  it('type 2 filters by the chosen tree node and its dictionary descendants', async () => {
    expect(await ids('t-tree', {}, { treeValue: EDU })).toEqual(['r1', 'r2', 'r4']);
    expect(await ids('t-tree', {}, { treeValue: STUDY })).toEqual(['r1']);
    expect(await ids('t-tree', { grade: 'a' }, { treeValue: EDU })).toEqual(['r1']);
    expect(await ids('t-tree', {})).toHaveLength(5);
  });

  it('type 3 answers the rows grouped by the group field, sorted within a group', async () => {
    const res = await list('t-group', { sidx: 'qty', sort: 'desc', pageSize: 10 });
    expect(res.data!.list.map((r) => [r.grade, r.qty ?? null])).toEqual([['a', 10], ['a', 9], ['b', 100], ['c', 0], ['', null]]);
  });

  it('type 5 nests rows under their parent and pages the top level', async () => {
    const res = await list('t-treetable', { sidx: 'name', sort: 'asc', pageSize: 10 });
    expect(res.data!.pagination.total).toBe(2);
    const r1 = res.data!.list.find((r) => local(r.id) === 'r1')!;
    expect(r1.children!.map((c) => local(c.id)).sort()).toEqual(['r2', 'r3']);
    expect(r1.children!.find((c) => local(c.id) === 'r2')!.children!.map((c) => local(c.id))).toEqual(['r4']);
    // A plain list nests too when the page asks with treeParent (as the web does for type 5).
    const asked = await list('t-plain', { sidx: 'name', sort: 'asc', pageSize: 10, treeParent: 'parent' });
    expect(asked.data!.pagination.total).toBe(2);
    const page2 = await list('t-treetable', { sidx: 'name', sort: 'asc', currentPage: 2, pageSize: 1 });
    expect(page2.data!.list).toHaveLength(1);
    expect(page2.data!.pagination.total).toBe(2);
  });
});

describe('10,000 records', () => {
  const N = 10_000;
  beforeAll(async () => {
    const many = Array.from({ length: N }, (_, i) => ({ name: `药材${i}`, qty: i % 1000, grade: ['a', 'b', 'c'][i % 3],
      tags: [['a', 'b', 'c'][i % 3]], day: T0 + (i % 100) * DAY, industry: i % 2 ? STUDY : IT, parent: '' }));
    await model('t-big', {}, many);
  }, 60_000);

  it('filters, sorts and pages them', async () => {
    const res = await list('t-big', { currentPage: 3, pageSize: 50, sidx: 'qty', sort: 'desc',
      queryJson: JSON.stringify({ grade: ['a', 'b'], qty: [100, 899] }) });
    expect(res.code).toBe(200);
    // qty = i % 1000 in [100, 899] → 800 of every 1000; grade a or b → 2 of every 3 (the pattern repeats every 3000).
    const expected = Array.from({ length: N }, (_, i) => i).filter((i) => i % 1000 >= 100 && i % 1000 <= 899 && i % 3 !== 2).length;
    expect(res.data!.pagination.total).toBe(expected);
    expect(res.data!.list).toHaveLength(50);
    const qty = res.data!.list.map((r) => r.qty as number);
    expect(qty).toEqual([...qty].sort((a, b) => b - a));
    expect(qty[0]).toBeLessThanOrEqual(899);
  });

  it('sees a record saved through the API and one written to the store by another instance', async () => {
    const total = async () => (await list('t-big', { pageSize: 1 })).data!.pagination.total;
    expect(await total()).toBe(N);
    const created = await call<{ id: string }>(s.app, 'POST', '/api/visualdev/OnlineDev/t-big', { token: admin,
      body: { data: JSON.stringify({ name: '新药材', qty: 5 }) } });
    expect(created.code).toBe(200);
    expect(await total()).toBe(N + 1);
    // Another server instance writes directly: the cached records must not hide it.
    await s.app.loom.db.updateTable('visualdevRecord').set({ data: JSON.stringify({ name: '改名', qty: 7 }),
      lastModifyTime: Date.now() }).where('id', '=', 't-big:r1').execute();
    const found = await list('t-big', { queryJson: JSON.stringify({ name: '改名' }) });
    expect(found.data!.list.map((r) => r.id)).toEqual(['t-big:r1']);
  });
});
