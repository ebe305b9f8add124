/**
 * The List answered in SQL (query/) gives the same rows, order and totals as the in-memory rules of list.ts over
 * the same records: a table of cases (every searchType, searchMultiple, keyword, the left tree, every sort kind,
 * grouping, tree tables, paging, form permission), each run through both and compared whole, on the store the
 * suite runs on (SQLite, or PostgreSQL with TEST_DATABASE_URL). Also counts the queries one List costs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Insertable } from 'kysely';
import type { ColumnData, FormDefinition } from '../../src/engine/types';
import type { Database } from '../../src/server/db/schema';
import { pageRecords, queryRecords, type ListQuery } from '../../src/server/modules/visualdev/list';
import { setBookmarkSpacing } from '../../src/server/modules/visualdev/query/bookmarks';
import { listPage, recordBatches, type SqlListInput } from '../../src/server/modules/visualdev/query/page';
import { parseRecord, type CachedModel } from '../../src/server/modules/visualdev/records';
import { call, login, startServer, type TestServer } from './helpers';
import { storeStatements } from './statements';

let s: TestServer;
let admin: string;

const f = (jnpfKey: string, vModel: string, props: Record<string, unknown> = {}, config: Record<string, unknown> = {}) =>
  ({ __vModel__: vModel, __config__: { jnpfKey, label: vModel, ...config }, ...props });
const opts = [{ id: 'a', fullName: '甲' }, { id: 'b', fullName: '乙' }, { id: 'c', fullName: '丙' }];
const FORM: FormDefinition = { fields: [
  f('comInput', 'name'), f('comInput', 'code'), f('textarea', 'note'), f('numInput', 'qty'), f('numInput', 'price'),
  f('date', 'day'), f('time', 'at'), f('select', 'grade', { options: opts }),
  f('select', 'tags', { options: opts, multiple: true }), f('checkbox', 'checks', { options: opts }),
  f('cascader', 'place', { options: [] }), f('cascader', 'places', { options: [], multiple: true }),
  f('switch', 'flag'), f('treeSelect', 'industry', { options: [] }), f('comInput', 'parent'),
  // Kinds the specs class as sets, whose stored value is one id (compared as one value in SQL).
  f('relationForm', 'rel', { modelId: 'x', relationField: 'name' }), f('popupSelect', 'pop'),
  f('createUser', 'maker'), f('currDept', 'dept'),
  f('table', 'items', {}, { children: [f('comInput', 'sku'), f('numInput', 'n'), f('textarea', 'memo')] }),
] as never };
const col = (prop: string, searchType?: number, extra = {}) => ({ prop, label: prop, jnpfKey: '', searchType, ...extra });
const SEARCH = [col('name', 2), col('code', 1), col('qty', 3), col('price', 1), col('day', 3), col('at', 3),
  col('grade', 1, { searchMultiple: true }), col('tags', 1, { searchMultiple: true }), col('checks', 1),
  col('place', 1), col('places', 1), col('flag', 1), col('industry', 1), col('items-sku', 1), col('items-n', 3),
  col('items-memo', 2), col('note', 2), col('rel', 1), col('pop', 1, { searchMultiple: true }), col('maker', 1),
  col('dept', 1)];
const COLUMNS: ColumnData = { type: 1, hasPage: true, pageSize: 20, sort: 'desc', defaultSidx: '', btnsList: [],
  columnBtnsList: [], columnList: [col('name'), col('qty'), col('day')] as never, searchList: SEARCH as never };

const T0 = Date.UTC(2025, 0, 1);
const DAY = 86_400_000;
const WORDS = ['apple', 'banana', 'cherry', 'date', 'elder', 'fig', 'grape'];
const CODES = ['2', '10', '1', 'abc', '', ' 7 ', 'x1', '10'];

/** 90 records whose values cycle through every shape, empties included, with repeated values (ties). */
function records(): Record<string, unknown>[] {
  return Array.from({ length: 90 }, (_, i) => {
    const pick = <T>(xs: T[], k = 1) => xs[(i * k) % xs.length];
    const r: Record<string, unknown> = {
      name: i % 11 === 0 ? '' : `${pick(WORDS)} ${pick(WORDS, 3)}${i % 5 === 0 ? ' 当归' : ''}`,
      code: pick(CODES, 7), note: i % 4 === 0 ? null : i % 7 === 3 ? `黄芪当归片 ${pick(WORDS, 5)}` : `line ${pick(WORDS, 5)} NOTE`,
      qty: i % 9 === 0 ? null : (i * 37) % 50, price: i % 6 === 0 ? '' : (i % 4) + 0.5,
      day: i % 8 === 0 ? null : T0 + ((i * 13) % 20) * DAY, at: i % 7 === 0 ? '' : `${String(8 + (i % 10)).padStart(2, '0')}:30:00`,
      grade: i % 10 === 0 ? '' : pick(['a', 'b', 'c']), tags: i % 3 === 0 ? [] : [pick(['a', 'b', 'c']), pick(['c', 'b'], 5)],
      checks: i % 5 === 0 ? [] : [pick(['a', 'b']), 'c'].slice(0, 1 + (i % 2)),
      place: i % 6 === 0 ? [] : ['130000', pick(['130100', '130200', '130300'])],
      places: i % 4 === 0 ? [] : [['110000'], ['130000', pick(['130100', '130200'])]].slice(i % 2),
      flag: i % 3 === 0 ? 1 : 0, industry: i % 7 === 0 ? '' : pick(['edu', 'study', 'train', 'it']),
      parent: i % 3 === 0 || i < 3 ? '' : `r${String((i % 9) + 1).padStart(3, '0')}`,
      rel: i % 6 === 0 ? '' : pick(['rec-1', 'rec-2', 'rec-3'], 5), pop: i % 5 === 0 ? null : pick(['p1', 'p2', '10']),
      maker: pick(['u-admin', 'u-li', 'u-wang'], 7), dept: i % 9 === 0 ? '' : pick(['d-1', 'd-2']),
      items: i % 5 === 4 ? [] : Array.from({ length: 1 + (i % 3) }, (_, j) => ({ sku: `S${(i + j) % 6}`,
        n: (i * (j + 1)) % 13, memo: j % 2 ? 'Fragile box' : 'plain' })),
    };
    if (i % 13 === 0) delete r.qty; // missing, not only empty
    if (i === 46) r.name = '50% apple';
    if (i === 47) r.name = 'say "hi" to Ünal';
    return r;
  });
}

async function addModel(id: string, columns: Partial<ColumnData>) {
  const db = s.app.loom.db;
  await db.insertInto('visualdev').values({ id, fullName: id, enCode: id, category: null, webType: 2, enableFlow: 0,
    formData: JSON.stringify(FORM), columnData: JSON.stringify({ ...COLUMNS, ...columns }), sortCode: 0,
    enabledMark: 1, creatorTime: T0, lastModifyTime: null }).execute();
  // Every third record shares its creation time with the one before: ties are broken by id.
  const rows: Insertable<Database['visualdevRecord']>[] = records().map((data, i) => ({ id: `${id}-r${String(i + 1).padStart(3, '0')}`,
    modelId: id, data: JSON.stringify({ ...data, parent: data.parent ? `${id}-${data.parent}` : '' }),
    creatorUserId: i % 4 === 0 ? null : `user-${i % 3}`, creatorTime: T0 + Math.floor(i / 3) * 2000 + (i % 3 === 2 ? 0 : i % 3),
    lastModifyUserId: null, lastModifyTime: null }));
  await db.insertInto('visualdevRecord').values(rows).execute();
}

/** The in-memory answer: every record of the model parsed and ordered as the old per-process cache held them. */
async function inMemory(input: SqlListInput, query: ListQuery) {
  const rows = await s.app.loom.db.selectFrom('visualdevRecord').select(['id', 'data', 'creatorTime', 'creatorUserId',
    'lastModifyTime']).where('modelId', '=', input.modelId).execute();
  const recs = rows.map(parseRecord).sort((a, b) => a.creatorTime - b.creatorTime || (a.id < b.id ? -1 : 1));
  const cached: CachedModel = { records: recs, byId: new Map(recs.map((r) => [r.id, r])), sorted: new Map() };
  const full = { ...input, cached };
  return pageRecords(full, queryRecords(full, query), query);
}

interface Case { name: string; model?: string; query: Partial<ListQuery>; input?: Partial<SqlListInput>; none?: boolean }

const q = (o: Record<string, unknown>) => JSON.stringify(o);
const CASES: Case[] = [
  { name: 'no search, default order', query: {} },
  { name: 'fuzzy text', query: { queryJson: q({ name: 'an' }) } },
  { name: 'fuzzy text, Chinese', query: { queryJson: q({ name: '当归' }) } },
  { name: 'fuzzy, any case', query: { queryJson: q({ note: 'note' }) } },
  { name: 'fuzzy LIKE wildcards are text', query: { queryJson: q({ name: '%' }) } },
  { name: 'equal text', query: { queryJson: q({ code: '10' }) } },
  { name: 'equal numeric text vs number', query: { queryJson: q({ price: 1.5 }) } },
  { name: 'equal number as text', query: { queryJson: q({ price: '2.5' }) } },
  { name: 'number range', query: { queryJson: q({ qty: [10, 30] }) } },
  { name: 'number range, 0 counts, open end', query: { queryJson: q({ qty: [0, null] }) } },
  { name: 'number range, open start', query: { queryJson: q({ qty: ['', 12] }) } },
  { name: 'date range', query: { queryJson: q({ day: [T0 + 3 * DAY, T0 + 9 * DAY] }) } },
  { name: 'time range (text)', query: { queryJson: q({ at: ['09:00:00', '12:30:00'] }) } },
  { name: 'empty range ignored', query: { queryJson: q({ qty: [null, ''] }) } },
  { name: 'searchMultiple single field', query: { queryJson: q({ grade: ['a', 'c'] }) } },
  { name: 'single value on single field', query: { queryJson: q({ grade: 'b' }) } },
  { name: 'multiple select intersects', query: { queryJson: q({ tags: ['b'] }) } },
  { name: 'multiple select any of', query: { queryJson: q({ tags: ['a', 'c'] }) } },
  { name: 'checkbox', query: { queryJson: q({ checks: ['c'] }) } },
  { name: 'switch on', query: { queryJson: q({ flag: 1 }) } },
  { name: 'switch off as boolean', query: { queryJson: q({ flag: false }) } },
  { name: 'cascader by id', query: { queryJson: q({ place: '130200' }) } },
  { name: 'cascader by path start', query: { queryJson: q({ place: ['130000'] }) } },
  { name: 'cascader by full path', query: { queryJson: q({ place: ['130000', '130100'] }) } },
  { name: 'cascader multiple by path', query: { queryJson: q({ places: ['130000', '130200'] }) } },
  { name: 'cascader multiple, several paths', query: { queryJson: q({ places: [['110000'], ['130000', '130100']] }) } },
  { name: 'sub-table equal', query: { queryJson: q({ 'items-sku': 'S3' }) } },
  { name: 'sub-table range', query: { queryJson: q({ 'items-n': [3, 5] }) } },
  { name: 'sub-table fuzzy', query: { queryJson: q({ 'items-memo': 'fragile' }) } },
  { name: 'unknown field ignored', query: { queryJson: q({ nothing: 'x' }) } },
  { name: 'relationForm (set) equal', query: { queryJson: q({ rel: 'rec-2' }) } },
  { name: 'popupSelect (set) any of', query: { queryJson: q({ pop: ['p1', '10'] }) } },
  { name: 'createUser (set) equal', query: { queryJson: q({ maker: 'u-li' }) } },
  { name: 'currDept (set) as a list of one', query: { queryJson: q({ dept: ['d-2'] }) } },
  { name: 'sort relationForm (set, text order)', query: { sidx: 'rel', sort: 'desc' } },
  { name: 'keyword', query: { keyword: 'cherry' } },
  { name: 'keyword in a textarea', query: { keyword: 'Fig note' } },
  { name: 'keyword and search', query: { keyword: 'a', queryJson: q({ grade: ['a'], qty: [5, 45] }) } },
  // Three characters or more are looked up in the full-text index (SQLite) or the trigram indexes (PostgreSQL);
  // one or two, which a trigram index cannot look up, are scanned: the answers are the same.
  { name: 'keyword, Chinese, three characters', query: { keyword: '芪当归' } },
  { name: 'keyword, Chinese, two characters (scanned)', query: { keyword: '当归' } },
  { name: 'keyword, one character (scanned)', query: { keyword: 'g' } },
  { name: 'keyword in capitals', query: { keyword: 'CHERRY' } },
  { name: 'keyword with quotes', query: { keyword: '"hi" to' } },
  { name: 'keyword with a non-ASCII capital', query: { keyword: 'Ünal' } },
  { name: 'keyword across two fields finds nothing of either', query: { keyword: '片 date' }, none: true },
  { name: 'fuzzy text, three Chinese characters', query: { queryJson: q({ note: '当归片' }) } },
  { name: 'sort creatorTime asc', query: { sidx: 'creatorTime', sort: 'asc' } },
  { name: 'sort id desc', query: { sidx: 'id', sort: 'desc' } },
  { name: 'sort creatorUserId', query: { sidx: 'creatorUserId', sort: 'asc' } },
  { name: 'sort creatorUserId desc', query: { sidx: 'creatorUserId', sort: 'desc' } },
  { name: 'sort text asc', query: { sidx: 'name', sort: 'asc' } },
  { name: 'sort text desc', query: { sidx: 'name', sort: 'desc' } },
  { name: 'sort numeric text', query: { sidx: 'code', sort: 'asc' } },
  { name: 'sort numeric text desc', query: { sidx: 'code', sort: 'desc' } },
  { name: 'sort number asc', query: { sidx: 'qty', sort: 'asc' } },
  { name: 'sort number desc', query: { sidx: 'qty', sort: 'desc' } },
  { name: 'sort number with empty text', query: { sidx: 'price', sort: 'desc' } },
  { name: 'sort date', query: { sidx: 'day', sort: 'asc' } },
  { name: 'sort switch', query: { sidx: 'flag', sort: 'desc' } },
  { name: 'sort select', query: { sidx: 'grade', sort: 'asc' } },
  { name: 'page 2', query: { sidx: 'qty', sort: 'asc', currentPage: 2, pageSize: 7 } },
  { name: 'last page, partly filled', query: { sidx: 'qty', sort: 'desc', currentPage: 13, pageSize: 7 } },
  { name: 'page past the end', query: { currentPage: 40, pageSize: 7 } },
  { name: 'date asc, a page across the dates and the empty values', query: { sidx: 'day', sort: 'asc', currentPage: 12, pageSize: 7 } },
  { name: 'date asc, a page of the empty values', query: { sidx: 'day', sort: 'asc', currentPage: 13, pageSize: 7 } },
  { name: 'hidden field neither searches nor sorts', query: { sidx: 'qty', queryJson: q({ qty: [0, 3], name: 'e' }) },
    input: { searchable: new Set(['name', 'day']), visible: new Set(['name', 'day']) } },
  { name: 'visible sub-table columns only', query: { queryJson: q({ 'items-sku': 'S1' }) },
    input: { visible: new Set(['name', 'items-sku']) } },
  { name: 'left tree node', model: 'sq-tree', query: {}, input: { treeValues: new Set(['study', 'train']) } },
  { name: 'left tree node and search', model: 'sq-tree', query: { queryJson: q({ grade: ['a'] }) },
    input: { treeValues: new Set(['it']) } },
  { name: 'grouped, sorted in a group', model: 'sq-group', query: { sidx: 'qty', sort: 'desc', pageSize: 100 } },
  { name: 'grouped, default order, page 2', model: 'sq-group', query: { currentPage: 2, pageSize: 9 } },
  { name: 'tree table', model: 'sq-treetable', query: { sidx: 'name', sort: 'asc', pageSize: 100 } },
  { name: 'tree table, page 2', model: 'sq-treetable', query: { currentPage: 2, pageSize: 4 } },
  { name: 'tree table, searched', model: 'sq-treetable', query: { queryJson: q({ grade: ['a', 'b'] }), pageSize: 5 } },
  { name: 'treeParent asked by a plain list', query: { treeParent: 'parent', pageSize: 6 } },
];

const MODELS: Record<string, Partial<ColumnData>> = {
  'sq-plain': {},
  'sq-tree': { type: 2, treeRelation: 'industry', treeDataSource: 'dictionary' },
  'sq-group': { type: 3, groupField: 'grade' },
  // Grouped by a number field (empty and missing values, ties) and by text that reads as numbers ('10' twice, ' 7 ').
  'sq-group-qty': { type: 3, groupField: 'qty' },
  'sq-group-code': { type: 3, groupField: 'code' },
  'sq-treetable': { type: 5, parentField: 'parent' },
  'sq-deep': {},
};

beforeAll(async () => {
  s = await startServer({ listen: false });
  admin = await login(s.app);
  for (const [id, columns] of Object.entries(MODELS)) await addModel(id, columns);
}, 120_000);
afterAll(async () => { await s?.close(); });

function inputOf(c: Case): SqlListInput {
  const modelId = c.model ?? 'sq-plain';
  return { modelId, form: FORM, columns: { ...COLUMNS, ...MODELS[modelId] } as ColumnData, visible: null,
    searchable: null, treeValues: null, ...c.input };
}

describe('the SQL list answers as the in-memory list', () => {
  it.each(CASES)('$name', async (c) => {
    const query: ListQuery = { currentPage: 1, pageSize: 20, ...c.query };
    const input = inputOf(c);
    const expected = await inMemory(input, query);
    if (c.none) expect(expected.pagination.total).toBe(0);
    else expect(expected.pagination.total, 'a case that finds nothing proves little').toBeGreaterThan(0);
    expect(await listPage(s.app.loom.db, input, query)).toEqual(expected);
  });

  it('answers the List call the same way (the route reads through the SQL path)', async () => {
    // Twice: the second time the sizes of a sort's parts are remembered (query/page.ts), and pages skip them.
    for (const c of [...CASES, ...CASES].filter((x) => !x.input)) {
      const query: ListQuery = { currentPage: 1, pageSize: 20, ...c.query };
      const res = await call(s.app, 'POST', `/api/visualdev/OnlineDev/${c.model ?? 'sq-plain'}/List`, { token: admin, body: query });
      expect(res.code, c.name).toBe(200);
      expect(res.data, c.name).toEqual(await inMemory(inputOf(c), query));
    }
  });

  it('refuses an unknown sort field and a range that is not a pair, as the in-memory list does', async () => {
    await expect(listPage(s.app.loom.db, inputOf({ name: '', query: {} }), { currentPage: 1, pageSize: 5, sidx: 'nope' }))
      .rejects.toMatchObject({ code: 400 });
    await expect(listPage(s.app.loom.db, inputOf({ name: '', query: {} }),
      { currentPage: 1, pageSize: 5, queryJson: q({ qty: 5 }) })).rejects.toMatchObject({ code: 400 });
  });
});

describe('Export of every matching row: the list\'s order, a batch at a time', () => {
  // Tree tables export flat rows (no nesting), which the in-memory page does not list.
  const flat = CASES.filter((c) => c.model !== 'sq-treetable' && !c.query.treeParent);
  const grouped: Case[] = [
    { name: 'grouped by a number, by date asc', model: 'sq-group-qty', query: { sidx: 'day', sort: 'asc' } },
    { name: 'grouped by numeric text, by a multiple choice', model: 'sq-group-code', query: { sidx: 'tags', sort: 'desc' } },
  ];
  it.each([...flat, ...grouped])('$name', async (c) => {
    const query: ListQuery = { currentPage: 1, pageSize: 20, ...c.query };
    const expected = await inMemory(inputOf(c), { ...query, currentPage: 1, pageSize: 1000 });
    const ids: string[] = [];
    // Batches of 4: parts walked after their last row's keys cross ties on the sort value and part boundaries.
    for await (const batch of recordBatches(s.app.loom.db, inputOf(c), query, 4)) ids.push(...batch.map((r) => r.id));
    expect(ids).toEqual(expected.list.map((r) => r.id));
  });

  it('walks a sort\'s parts after each batch\'s last row, skipping no row', async () => {
    const c: Case = { name: '', query: { sidx: 'qty', sort: 'desc' } };
    const seen = await storeStatements(s.app.loom.db, async () => {
      for await (const batch of recordBatches(s.app.loom.db, inputOf(c), { currentPage: 1, pageSize: 20, ...c.query }, 4)) {
        expect(batch.length).toBeGreaterThan(0);
      }
    });
    const reads = seen.filter((st) => /^select "id"/.test(st.sql));
    expect(reads.length).toBeGreaterThan(90 / 4);
    // Only the part of text in a number field, a mixed order without plain keys, is read by OFFSET: from its start.
    expect(reads.filter((st) => /offset/i.test(st.sql)).map((st) => Number(st.parameters.at(-1)))).toEqual([0]);
  });
});

/** The statements (SQL and parameters) the store runs while `fn` runs, through Kysely or SQLite's reader threads. */
const statements = (fn: () => Promise<unknown>) => storeStatements(s.app.loom.db, fn);

describe('deep pages start after bookmarks (query/bookmarks.ts), with the same rows', () => {
  // A bookmark every 5 rows, so pages of 7 of 90 records cross several; 1,000 in service.
  const K = 5;
  beforeAll(() => setBookmarkSpacing(K));
  afterAll(() => setBookmarkSpacing(1000));
  const list = (model: string, query: ListQuery) =>
    call<{ list: { id: string }[] }>(s.app, 'POST', `/api/visualdev/OnlineDev/${model}/List`, { token: admin, body: query });
  const DEEP: Case[] = [
    { name: 'number asc', query: { sidx: 'qty', sort: 'asc' } },
    { name: 'number desc', query: { sidx: 'qty', sort: 'desc' } },
    { name: 'number with empty text desc (three parts)', query: { sidx: 'price', sort: 'desc' } },
    { name: 'number with empty text asc', query: { sidx: 'price', sort: 'asc' } },
    { name: 'date asc', query: { sidx: 'day', sort: 'asc' } },
    { name: 'date desc', query: { sidx: 'day', sort: 'desc' } },
    { name: 'switch desc (ties on two values)', query: { sidx: 'flag', sort: 'desc' } },
    { name: 'number desc, searched', query: { sidx: 'qty', sort: 'desc', queryJson: q({ grade: ['a', 'b'] }) } },
    { name: 'date asc, range and keyword', query: { sidx: 'day', sort: 'asc', keyword: 'a', queryJson: q({ qty: [0, 40] }) } },
    { name: 'default order (creation time desc, ties by id)', query: {} },
    { name: 'creation time asc, searched', query: { sidx: 'creatorTime', sort: 'asc', queryJson: q({ flag: 0 }) } },
    { name: 'id desc', query: { sidx: 'id', sort: 'desc' } },
    { name: 'text asc (ties, empty values last)', query: { sidx: 'name', sort: 'asc' } },
    { name: 'text desc', query: { sidx: 'name', sort: 'desc' } },
    { name: 'numeric text asc (numbers, text, empty values)', query: { sidx: 'code', sort: 'asc' } },
    { name: 'numeric text desc (text, numbers, empty values)', query: { sidx: 'code', sort: 'desc' } },
    { name: 'a choice\'s code desc, searched', query: { sidx: 'grade', sort: 'desc', queryJson: q({ qty: [0, 40] }) } },
  ];

  it.each(DEEP)('$name: every page, forwards then backwards', async (c) => {
    const pages = Array.from({ length: 14 }, (_, i) => i + 1);
    for (const currentPage of [...pages, ...pages.reverse()]) {
      const query: ListQuery = { currentPage, pageSize: 7, ...c.query };
      const res = await list('sq-plain', query);
      expect(res.code, res.msg).toBe(200);
      expect(res.data, `page ${currentPage}`).toEqual(await inMemory(inputOf(c), query));
    }
  });

  const GROUPED: Case[] = [
    { name: 'grouped by a choice, default order', model: 'sq-group', query: {} },
    { name: 'grouped by a choice, by number desc', model: 'sq-group', query: { sidx: 'qty', sort: 'desc' } },
    { name: 'grouped by a choice, by text asc, searched', model: 'sq-group',
      query: { sidx: 'name', sort: 'asc', queryJson: q({ flag: 0 }) } },
    { name: 'grouped by a number, by date asc', model: 'sq-group-qty', query: { sidx: 'day', sort: 'asc' } },
    { name: 'grouped by a number, keyword', model: 'sq-group-qty', query: { keyword: 'a' } },
    { name: 'grouped by numeric text, by a multiple choice (sorted whole in a group)', model: 'sq-group-code',
      query: { sidx: 'tags', sort: 'desc' } },
    { name: 'grouped by numeric text, by creation time asc', model: 'sq-group-code', query: { sidx: 'creatorTime', sort: 'asc' } },
  ];

  it.each(GROUPED)('$name: every page, forwards then backwards', async (c) => {
    const pages = Array.from({ length: 14 }, (_, i) => i + 1);
    for (const currentPage of [...pages, ...pages.reverse()]) {
      const query: ListQuery = { currentPage, pageSize: 7, ...c.query };
      const res = await list(c.model!, query);
      expect(res.code, res.msg).toBe(200);
      expect(res.data, `page ${currentPage}`).toEqual(await inMemory(inputOf(c), query));
    }
  });

  const TREES: Case[] = [
    { name: 'tree table, default order', model: 'sq-treetable', query: {} },
    { name: 'tree table, by text asc', model: 'sq-treetable', query: { sidx: 'name', sort: 'asc' } },
    { name: 'tree table, by number desc', model: 'sq-treetable', query: { sidx: 'qty', sort: 'desc' } },
    { name: 'treeParent asked by a plain list, by date', query: { treeParent: 'parent', sidx: 'day', sort: 'asc' } },
  ];

  it.each(TREES)('$name: every page of top rows with their descendants', async (c) => {
    const pages = Array.from({ length: 12 }, (_, i) => i + 1);
    for (const currentPage of [...pages, ...pages.reverse()]) {
      const query: ListQuery = { currentPage, pageSize: 4, ...c.query };
      const res = await list(c.model ?? 'sq-plain', query);
      expect(res.code, res.msg).toBe(200);
      expect(res.data, `page ${currentPage}`).toEqual(await inMemory(inputOf(c), query));
    }
  });

  it('an unsearched tree table page reads its top rows and their descendants, not every record\'s parent', async () => {
    const query: ListQuery = { currentPage: 3, pageSize: 4, sidx: 'qty', sort: 'asc' };
    const seen = await statements(() => list('sq-treetable', query));
    expect(seen.some((st) => /with recursive/i.test(st.sql))).toBe(true);
    expect(seen.some((st) => /as "parent"/.test(st.sql))).toBe(false);
    // Searched, the parents of the matching records decide which rows are top rows: every one is read.
    const searched = await statements(() => list('sq-treetable', { ...query, queryJson: q({ flag: 0 }) }));
    expect(searched.some((st) => /as "parent"/.test(st.sql))).toBe(true);
  });

  it('a grouped list reads its group values once, then only the groups a page spans', async () => {
    // A search no other case asks, so its group values are not remembered yet.
    const query: ListQuery = { currentPage: 3, pageSize: 7, sidx: 'day', sort: 'asc', queryJson: q({ flag: 1 }) };
    const first = await statements(() => list('sq-group-qty', { ...query, currentPage: 1 }));
    expect(first.filter((st) => /group by/i.test(st.sql))).toHaveLength(1); // the group values and sizes
    const seen = await statements(() => list('sq-group-qty', query));
    const reads = seen.filter((st) => /^select "id"/.test(st.sql));
    // Rows 15-21, a few groups, each read in its date parts ordered by the date alone (sorting the whole list would
    // order by the group field first); the group values are remembered.
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(read.sql.slice(read.sql.search(/order by/i))).not.toMatch(/qty/);
    expect(seen.some((st) => /group by/i.test(st.sql))).toBe(false);
  });

  it('a page starting after a bookmark that ties with the next rows on the sort value', async () => {
    const query: ListQuery = { currentPage: 1, pageSize: 200, sidx: 'qty', sort: 'asc' };
    const all = (await inMemory(inputOf({ name: '', query }), query)).list;
    const ties = [1, 2, 3, 4, 5, 6, 7, 8].filter((m) => all[m * K - 1].qty === all[m * K].qty);
    expect(ties.length, 'the records tie across some bookmark').toBeGreaterThan(0);
    for (const m of ties) {
      // A page starting one row before the tie and one starting at it.
      for (const [currentPage, pageSize] of [[m * K, 1], [m * K + 1, 1], [m, K]]) {
        const page = { ...query, currentPage, pageSize };
        expect((await list('sq-plain', page)).data).toEqual(await inMemory(inputOf({ name: '', query }), page));
      }
    }
  });

  it('a remembered deep page skips fewer than K rows: one statement besides the model\'s state', async () => {
    const query: ListQuery = { currentPage: 10, pageSize: 7, sidx: 'qty', sort: 'desc' }; // rows 63 to 69
    await list('sq-plain', query); // learns the bookmarks (and the sizes of the parts)
    const sent = await statements(() => list('sq-plain', query));
    const pages = sent.filter((x) => /\boffset\b/i.test(x.sql));
    expect(sent.length).toBe(pages.length + 1);
    expect(pages).toHaveLength(1);
    expect(Number(pages[0].parameters.at(-1))).toBeLessThan(K);
  });

  it('a deep page leaves bookmarks: asked again it skips no row, nor does the page after it', async () => {
    setBookmarkSpacing(K); // forgets every bookmark
    const ask = (currentPage: number) => ({ currentPage, pageSize: 7, sidx: 'day', sort: 'asc' }) as ListQuery;
    const input = inputOf({ name: '', query: ask(1) });
    // Page 9 (rows 56 to 62) starts one row after the bookmark at row 54: it reads row 55 too.
    const first = await statements(() => list('sq-plain', ask(9)));
    expect(first.filter((x) => /"data"/.test(x.sql)).map((x) => x.parameters.slice(-2).map(Number))).toEqual([[8, 0]]);
    for (const page of [9, 10]) {
      let res: Awaited<ReturnType<typeof list>> | undefined;
      const sent = await statements(async () => { res = await list('sq-plain', ask(page)); });
      expect(res!.data, `page ${page}`).toEqual(await inMemory(input, ask(page)));
      const reads = sent.filter((x) => /"data"/.test(x.sql));
      expect(reads.map((x) => x.parameters.slice(-2).map(Number)), `page ${page}: 7 rows from the first`).toEqual([[7, 0]]);
      expect(sent.filter((x) => /as "k0"/.test(x.sql) && !/"data"/.test(x.sql)), 'no bookmark learnt').toHaveLength(0);
    }
  });

  it('deep pages asked together learn their bookmarks once', async () => {
    const query: ListQuery = { currentPage: 11, pageSize: 7, sidx: 'day', sort: 'desc' };
    // A learning statement reads keys alone; the page reads its records' data and keys.
    const learning = (sent: { sql: string }[]) => sent.filter((x) => /as "k0"/.test(x.sql) && !/"data"/.test(x.sql)).length;
    setBookmarkSpacing(K); // forgets every bookmark
    const alone = learning(await statements(() => list('sq-plain', query)));
    expect(alone, 'one statement per bookmark up to the page').toBeGreaterThan(1);
    setBookmarkSpacing(K);
    expect(learning(await statements(() => Promise.all([1, 2, 3].map(() => list('sq-plain', query)))))).toBe(alone);
  });

  it('a write between two requests is seen by the next one', async () => {
    const db = s.app.loom.db;
    const query: ListQuery = { currentPage: 6, pageSize: 7, sidx: 'qty', sort: 'asc' };
    const input = inputOf({ name: '', model: 'sq-deep', query });
    const page = async () => {
      const res = await list('sq-deep', query);
      expect(res.data).toEqual(await inMemory(input, query));
      return res.data!.list.map((r) => r.id);
    };
    const before = await page();
    // A record sorting first moves every later row one place on.
    await db.insertInto('visualdevRecord').values({ id: 'sq-deep-first', modelId: 'sq-deep',
      data: JSON.stringify({ qty: -1 }), creatorUserId: null, creatorTime: T0, lastModifyUserId: null,
      lastModifyTime: null }).execute();
    const after = await page();
    expect(after.slice(1)).toEqual(before.slice(0, -1));
    // Changing a sort value (an update) moves the rows back.
    await db.updateTable('visualdevRecord').set({ data: JSON.stringify({ qty: 99 }) }).where('id', '=', 'sq-deep-first')
      .execute();
    expect(await page()).toEqual(before);
    await db.deleteFrom('visualdevRecord').where('id', '=', before[0]).execute();
    expect((await page())[0]).toBe(before[1]);
  });
});
