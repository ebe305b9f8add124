/**
 * The super query (superQueryJson, issue 16 item 6) as a table of cases: every operator of every comparison class,
 * sub-table columns, AND and OR, with the keyword and queryJson, values left blank, Chinese text. Each case is
 * answered three ways on the store the suite runs on (SQLite, or PostgreSQL with TEST_DATABASE_URL): by the
 * in-memory list (engine/list/memory.ts, the preview's), checked against the case's own predicate over the records;
 * by the SQL list (query/), which must answer the very same page; and by the List call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, type Insertable } from 'kysely';
import type { ColumnData, FormDefinition } from '../../src/engine/types';
import type { Database } from '../../src/server/db/schema';
import { pageRecords, queryRecords, type ListQuery } from '../../src/server/modules/visualdev/list';
import { syncListIndexes } from '../../src/server/modules/visualdev/query/indexes';
import { isPostgres, jsonSql } from '../../src/server/modules/visualdev/query/json';
import { listPage, type SqlListInput } from '../../src/server/modules/visualdev/query/page';
import { parseSuperQueryJson, superQueryCondition } from '../../src/server/modules/visualdev/query/superQuery';
import { parseRecord, type CachedModel } from '../../src/server/modules/visualdev/records';
import { call, login, startServer, type TestServer } from './helpers';

let s: TestServer;
let admin: string;
let adminId: string;
const MODEL = 'sq-super';

const f = (jnpfKey: string, vModel: string, props: Record<string, unknown> = {}, config: Record<string, unknown> = {}) =>
  ({ __vModel__: vModel, __config__: { jnpfKey, label: `标签${vModel}`, ...config }, ...props });
const opts = [{ id: 'a', fullName: '甲' }, { id: 'b', fullName: '乙' }, { id: 'c', fullName: '丙' }];
const FORM: FormDefinition = { fields: [
  f('comInput', 'name'), f('textarea', 'note'), f('numInput', 'qty'), f('numInput', 'price'), f('date', 'day'),
  f('time', 'at'), f('select', 'grade', { options: opts }), f('select', 'tags', { options: opts, multiple: true }),
  f('checkbox', 'checks', { options: opts }), f('cascader', 'place', { options: [] }), f('switch', 'flag'),
  f('userSelect', 'owner'), f('currDept', 'dept'), f('uploadFz', 'files'),
  f('table', 'items', {}, { children: [f('comInput', 'sku'), f('numInput', 'n'), f('textarea', 'memo'), f('time', 't')] }),
] as never };
const COLUMNS: ColumnData = { type: 1, hasPage: true, pageSize: 20, sort: 'desc', defaultSidx: '', btnsList: [],
  columnBtnsList: [], hasSuperQuery: true, columnList: [{ prop: 'name', label: 'name' }, { prop: 'qty', label: 'qty' }] as never,
  searchList: [{ prop: 'grade', label: 'grade', searchType: 1, searchMultiple: true },
    { prop: 'qty', label: 'qty', searchType: 3 }] as never };

const T0 = Date.UTC(2025, 0, 1);
const DAY = 86_400_000;
const WORDS = ['apple', 'Banana', 'cherry', '当归', '黄芪', 'fig'];
type Data = Record<string, unknown>;

/** 60 records cycling through every shape, empties (missing, null, '', []) included. */
function records(): Data[] {
  return Array.from({ length: 60 }, (_, i) => {
    const pick = <T>(xs: T[], k = 1) => xs[(i * k) % xs.length];
    const r: Data = {
      name: i % 10 === 0 ? '' : `${pick(WORDS)} ${pick(WORDS, 5)}`,
      note: i % 4 === 0 ? null : i % 7 === 3 ? `黄芪当归片 ${pick(WORDS, 5)}` : `Line ${pick(WORDS, 5)}`,
      qty: i % 9 === 0 ? null : (i * 37) % 50, price: i % 6 === 0 ? '' : (i % 4) + 0.5,
      day: i % 8 === 0 ? null : T0 + ((i * 13) % 20) * DAY,
      at: i % 7 === 0 ? '' : `${String(8 + (i % 10)).padStart(2, '0')}:30:00`,
      grade: i % 10 === 0 ? '' : pick(['a', 'b', 'c']), tags: i % 3 === 0 ? [] : [pick(['a', 'b', 'c', 'a']), pick(['c', 'b'], 5)],
      checks: i % 5 === 0 ? [] : [pick(['a', 'b']), 'c'].slice(0, 1 + (i % 2)),
      place: i % 6 === 0 ? [] : ['130000', pick(['130100', '130200', '130300'])],
      flag: i % 4 === 1 ? 1 : 0, owner: i % 4 === 0 ? '' : pick(['u-li', 'u-wang', 'ADMIN']),
      dept: i % 9 === 0 ? '' : pick(['d-1', 'd-2']),
      files: i % 3 === 0 ? [] : [{ name: `f${i}.pdf`, fileId: `f${i}` }],
      items: i % 5 === 4 ? [] : Array.from({ length: 1 + (i % 3) }, (_, j) => ({ sku: (i + j) % 7 === 0 ? '' : `S${(i + j) % 6}`,
        n: (i * (j + 1)) % 13, memo: j % 2 ? '易碎 Fragile' : 'plain', t: `${String(8 + ((i + j) % 9)).padStart(2, '0')}:00:00` })),
    };
    if (i % 13 === 0) delete r.qty; // missing, not only empty
    if (i === 11) r.name = '50% apple';
    if (i === 12) Object.assign(r, { qty: '7', at: 9 }); // numeric text is no number, a number no time
    return r;
  });
}

const rowsOf = (d: Data) => (Array.isArray(d.items) ? d.items as Data[] : []);
const text = (v: unknown) => String(v ?? '');
const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const num = (v: unknown) => (typeof v === 'number' ? v : null);
const has = (v: unknown, x: string) => (Array.isArray(v) ? v.map(String).includes(x) : text(v) === x);
const holds = (v: unknown, needle: string) => text(v).toLowerCase().includes(needle.toLowerCase());

type Cond = { field: string; symbol: string; fieldValue?: unknown };
interface Case {
  name: string;
  conds: Cond[];
  logic?: 'AND' | 'OR' | 'or';
  /** Which records the case should find, written independently of both implementations. */
  want: (d: Data) => boolean;
  /** The case finds nothing, or everything, on purpose. */
  none?: boolean;
  all?: boolean;
  query?: Partial<ListQuery>;
}
const c = (field: string, symbol: string, fieldValue?: unknown): Cond => ({ field, symbol, fieldValue });

const CASES: Case[] = [
  // text
  { name: 'text ==', conds: [c('name', '==', 'cherry 黄芪')], want: (d) => d.name === 'cherry 黄芪' },
  { name: 'text == is exact (case)', conds: [c('name', '==', 'banana fig')], want: () => false, none: true },
  { name: 'text == any of', conds: [c('name', '==', ['Banana fig', '当归 当归'])], want: (d) => ['Banana fig', '当归 当归'].includes(d.name as string) },
  { name: 'text <> keeps empty values', conds: [c('name', '<>', '当归 当归')], want: (d) => d.name !== '当归 当归' },
  { name: 'text like, any case', conds: [c('name', 'like', 'BANANA')], want: (d) => holds(d.name, 'banana') },
  { name: 'text like, Chinese, two characters', conds: [c('note', 'like', '当归')], want: (d) => holds(d.note, '当归') },
  { name: 'text like, Chinese, three characters (full-text index)', conds: [c('note', 'like', '黄芪当')], want: (d) => holds(d.note, '黄芪当') },
  { name: 'text like, % is a character', conds: [c('name', 'like', '50%')], want: (d) => holds(d.name, '50%') },
  { name: 'text notLike', conds: [c('note', 'notLike', 'line')], want: (d) => !holds(d.note, 'line') },
  { name: 'text null', conds: [c('note', 'null')], want: (d) => empty(d.note) },
  { name: 'text notNull', conds: [c('name', 'notNull', 'ignored')], want: (d) => !empty(d.name) },
  // number
  { name: 'number ==', conds: [c('qty', '==', 11)], want: (d) => d.qty === 11 },
  { name: 'number == as text', conds: [c('price', '==', '2.5')], want: (d) => d.price === 2.5 },
  { name: 'number <> keeps empty values', conds: [c('qty', '<>', 11)], want: (d) => d.qty !== 11 },
  { name: 'number >', conds: [c('qty', '>', 30)], want: (d) => (num(d.qty) ?? -Infinity) > 30 },
  { name: 'number >= 0 (0 is a value)', conds: [c('qty', '>=', 0)], want: (d) => num(d.qty) !== null },
  { name: 'number <', conds: [c('qty', '<', 12)], want: (d) => (num(d.qty) ?? Infinity) < 12 },
  { name: 'number <=', conds: [c('price', '<=', 1.5)], want: (d) => (num(d.price) ?? Infinity) <= 1.5 },
  { name: 'number null (missing, null or \'\')', conds: [c('qty', 'null')], want: (d) => empty(d.qty) },
  { name: 'number notNull', conds: [c('price', 'notNull')], want: (d) => !empty(d.price) },
  // date, time, switch
  { name: 'date ==', conds: [c('day', '==', T0 + 13 * DAY)], want: (d) => d.day === T0 + 13 * DAY },
  { name: 'date >=', conds: [c('day', '>=', T0 + 10 * DAY)], want: (d) => (num(d.day) ?? -Infinity) >= T0 + 10 * DAY },
  { name: 'date <', conds: [c('day', '<', T0 + 5 * DAY)], want: (d) => (num(d.day) ?? Infinity) < T0 + 5 * DAY },
  { name: 'date null', conds: [c('day', 'null')], want: (d) => empty(d.day) },
  { name: 'time >', conds: [c('at', '>', '12:30:00')], want: (d) => !empty(d.at) && (d.at as string) > '12:30:00' },
  { name: 'time <=', conds: [c('at', '<=', '10:30:00')], want: (d) => !empty(d.at) && (d.at as string) <= '10:30:00' },
  { name: 'time ==', conds: [c('at', '==', '09:30:00')], want: (d) => d.at === '09:30:00' },
  { name: 'switch == 1', conds: [c('flag', '==', 1)], want: (d) => d.flag === 1 },
  { name: 'switch <> 1', conds: [c('flag', '<>', '1')], want: (d) => d.flag !== 1 },
  // sets
  { name: 'select ==', conds: [c('grade', '==', 'b')], want: (d) => d.grade === 'b' },
  { name: 'select == any of', conds: [c('grade', '==', ['a', 'c'])], want: (d) => ['a', 'c'].includes(d.grade as string) },
  { name: 'select <>', conds: [c('grade', '<>', 'b')], want: (d) => d.grade !== 'b' },
  { name: 'select like = contains', conds: [c('grade', 'like', 'c')], want: (d) => d.grade === 'c' },
  { name: 'select null', conds: [c('grade', 'null')], want: (d) => empty(d.grade) },
  { name: 'multiple select == contains', conds: [c('tags', '==', 'b')], want: (d) => has(d.tags, 'b') },
  { name: 'multiple select == any of', conds: [c('tags', '==', ['a', 'x'])], want: (d) => has(d.tags, 'a') },
  { name: 'multiple select notLike', conds: [c('tags', 'notLike', 'c')], want: (d) => !has(d.tags, 'c') },
  { name: 'checkbox <>', conds: [c('checks', '<>', ['a'])], want: (d) => !has(d.checks, 'a') },
  { name: 'checkbox notNull', conds: [c('checks', 'notNull')], want: (d) => !empty(d.checks) },
  { name: 'currDept (set) ==', conds: [c('dept', '==', 'd-2')], want: (d) => d.dept === 'd-2' },
  { name: 'userSelect, 当前用户 is the searcher', conds: [c('owner', '==', 'currentUser')], want: (d) => d.owner === 'ADMIN' },
  // paths
  { name: 'cascader == an id in the path', conds: [c('place', '==', '130200')], want: (d) => has(d.place, '130200') },
  { name: 'cascader == a path start', conds: [c('place', '==', ['130000'])], want: (d) => has(d.place, '130000') },
  { name: 'cascader == a full path', conds: [c('place', '==', ['130000', '130100'])], want: (d) => has(d.place, '130100') },
  { name: 'cascader <>', conds: [c('place', '<>', '130300')], want: (d) => !has(d.place, '130300') },
  { name: 'cascader null', conds: [c('place', 'null')], want: (d) => empty(d.place) },
  // presence only
  { name: 'files null', conds: [c('files', 'null')], want: (d) => empty(d.files) },
  { name: 'files notNull', conds: [c('files', 'notNull')], want: (d) => !empty(d.files) },
  { name: 'sub-table itself notNull', conds: [c('items', 'notNull')], want: (d) => rowsOf(d).length > 0 },
  // sub-table columns: some row passes; the negations mean no row does
  { name: 'sub-table ==', conds: [c('items-sku', '==', 'S3')], want: (d) => rowsOf(d).some((r) => r.sku === 'S3') },
  { name: 'sub-table <>', conds: [c('items-sku', '<>', 'S3')], want: (d) => !rowsOf(d).some((r) => r.sku === 'S3') },
  { name: 'sub-table number >', conds: [c('items-n', '>', 10)], want: (d) => rowsOf(d).some((r) => (r.n as number) > 10) },
  { name: 'sub-table number <=', conds: [c('items-n', '<=', 1)], want: (d) => rowsOf(d).some((r) => (r.n as number) <= 1) },
  { name: 'sub-table like, Chinese', conds: [c('items-memo', 'like', '易碎')], want: (d) => rowsOf(d).some((r) => holds(r.memo, '易碎')) },
  { name: 'sub-table notLike', conds: [c('items-memo', 'notLike', 'fragile')], want: (d) => !rowsOf(d).some((r) => holds(r.memo, 'fragile')) },
  { name: 'sub-table null', conds: [c('items-sku', 'null')], want: (d) => !rowsOf(d).some((r) => !empty(r.sku)) },
  { name: 'sub-table notNull', conds: [c('items-sku', 'notNull')], want: (d) => rowsOf(d).some((r) => !empty(r.sku)) },
  { name: 'sub-table time <', conds: [c('items-t', '<', '10:00:00')], want: (d) => rowsOf(d).some((r) => (r.t as string) < '10:00:00') },
  // AND, OR, combinations
  { name: 'AND of two', conds: [c('qty', '>', 10), c('grade', '==', 'a')], want: (d) => (num(d.qty) ?? 0) > 10 && d.grade === 'a' },
  { name: 'OR of two', logic: 'OR', conds: [c('qty', '>', 45), c('grade', '==', 'a')], want: (d) => (num(d.qty) ?? 0) > 45 || d.grade === 'a' },
  { name: 'or in lower case', logic: 'or', conds: [c('name', 'like', '当归'), c('note', 'like', '当归')], want: (d) => holds(d.name, '当归') || holds(d.note, '当归') },
  { name: 'OR of a negation and a sub-table', logic: 'OR', conds: [c('name', 'notLike', 'a'), c('items-n', '==', 12)],
    want: (d) => !holds(d.name, 'a') || rowsOf(d).some((r) => r.n === 12) },
  { name: 'with the keyword (AND)', conds: [c('qty', '<', 25)], query: { keyword: 'apple' },
    want: (d) => (num(d.qty) ?? Infinity) < 25 && (holds(d.name, 'apple') || holds(d.note, 'apple')) },
  { name: 'OR with queryJson (AND between them)', logic: 'OR', conds: [c('flag', '==', 1), c('tags', '==', 'a')],
    query: { queryJson: JSON.stringify({ grade: ['b', 'c'] }) },
    want: (d) => ['b', 'c'].includes(d.grade as string) && (d.flag === 1 || has(d.tags, 'a')) },
  { name: 'blank values are left out', conds: [c('name', '==', ''), c('qty', '>', null), c('tags', '==', []), c('grade', '==', 'c')],
    want: (d) => d.grade === 'c' },
  { name: 'only blank values: no filter', logic: 'OR', conds: [c('name', 'like', '  '), c('day', '<', '')], want: () => true, all: true },
  { name: 'no conditions: no filter', conds: [], want: () => true, all: true },
];

function ids(list: { id: string }[]) {
  return list.map((r) => r.id);
}

beforeAll(async () => {
  s = await startServer({ listen: false });
  admin = await login(s.app);
  const db = s.app.loom.db;
  adminId = (await db.selectFrom('users').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow()).id;
  await db.insertInto('visualdev').values({ id: MODEL, fullName: MODEL, enCode: MODEL, category: null, webType: 2, enableFlow: 0,
    formData: JSON.stringify(FORM), columnData: JSON.stringify(COLUMNS), sortCode: 0, enabledMark: 1, creatorTime: T0,
    lastModifyTime: null }).execute();
  const rows: Insertable<Database['visualdevRecord']>[] = records().map((data, i) => ({
    id: `${MODEL}-r${String(i + 1).padStart(3, '0')}`, modelId: MODEL,
    data: JSON.stringify({ ...data, owner: data.owner === 'ADMIN' ? adminId : data.owner }),
    creatorUserId: null, creatorTime: T0 + i * 1000, lastModifyUserId: null, lastModifyTime: null }));
  await db.insertInto('visualdevRecord').values(rows).execute();
}, 120_000);
afterAll(async () => { await s?.close(); });

const inputOf = (extra: Partial<SqlListInput> = {}): SqlListInput => ({ modelId: MODEL, form: FORM, columns: COLUMNS,
  visible: null, searchable: null, treeValues: null, userId: adminId, ...extra });

/** The in-memory answer over every record of the model (the preview's rules). */
async function inMemory(input: SqlListInput, query: ListQuery) {
  const rows = await s.app.loom.db.selectFrom('visualdevRecord').select(['id', 'data', 'creatorTime', 'creatorUserId',
    'lastModifyTime']).where('modelId', '=', MODEL).execute();
  const recs = rows.map(parseRecord).sort((a, b) => a.creatorTime - b.creatorTime || (a.id < b.id ? -1 : 1));
  const cached: CachedModel = { records: recs, byId: new Map(recs.map((r) => [r.id, r])), sorted: new Map() };
  const full = { ...input, cached };
  return { all: queryRecords(full, { ...query, currentPage: 1, pageSize: 1000 }), page: pageRecords(full, queryRecords(full, query), query) };
}

/** The ids the case's own predicate finds, newest first (the list's default order). */
function expectedIds(want: Case['want'], query: Partial<ListQuery>) {
  const kw = query.keyword?.toLowerCase();
  const searched = query.queryJson ? JSON.parse(query.queryJson as string) as { grade: string[] } : null;
  return records().map((d, i) => ({ d: { ...d }, id: `${MODEL}-r${String(i + 1).padStart(3, '0')}` }))
    .filter(({ d }) => want(d) && (!kw || holds(d.name, kw) || holds(d.note, kw))
      && (!searched || searched.grade.includes(d.grade as string)))
    .map((x) => x.id).reverse();
}

const queryOf = (k: Case, page: Partial<ListQuery> = {}): ListQuery => ({ currentPage: 1, pageSize: 20, ...k.query, ...page,
  superQueryJson: JSON.stringify({ matchLogic: k.logic ?? 'AND', conditionJson: k.conds.map((x) => ({ ...x, jnpfKey: 'x' })) }) });

describe('the super query answers the same in memory, in SQL and through the List call', () => {
  it.each(CASES)('$name', async (k) => {
    const input = inputOf();
    const query = queryOf(k);
    const memory = await inMemory(input, query);
    const want = expectedIds(k.want, k.query ?? {});
    if (!k.none) expect(want.length, 'a case that finds nothing proves little').toBeGreaterThan(0);
    if (!k.all) expect(want.length, 'a case that finds everything proves little').toBeLessThan(60);
    expect(ids(memory.all)).toEqual(want);
    expect(await listPage(s.app.loom.db, input, query)).toEqual(memory.page);
    // A later page too, so the total and the offset agree.
    const page2 = queryOf(k, { currentPage: 2, pageSize: 7 });
    expect(await listPage(s.app.loom.db, input, page2)).toEqual((await inMemory(input, page2)).page);
    const res = await call(s.app, 'POST', `/api/visualdev/OnlineDev/${MODEL}/List`, { token: admin, body: query });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toEqual(memory.page);
  });

  it('takes superQueryJson as an object too, and in Export', async () => {
    const superQueryJson = { matchLogic: 'AND', conditionJson: [c('grade', '==', 'b')] };
    const res = await call<{ pagination: { total: number } }>(s.app, 'POST', `/api/visualdev/OnlineDev/${MODEL}/List`,
      { token: admin, body: { currentPage: 1, pageSize: 5, superQueryJson } });
    expect(res.data!.pagination.total).toBe(expectedIds((d) => d.grade === 'b', {}).length);
    const exported = await call(s.app, 'POST', `/api/visualdev/OnlineDev/${MODEL}/Actions/Export`,
      { token: admin, body: { dataType: 1, superQueryJson: { conditionJson: [c('ghost', '==', 1)] } } });
    expect(exported).toMatchObject({ code: 400, msg: '高级查询字段ghost不存在或无权查询' });
  });
});

describe('the super query reads through the list\'s indexes', () => {
  /** The store's plan of the records a super query selects (PostgreSQL told to avoid a scan where it can). */
  async function planOf(conditionJson: Cond[], anyModel = false): Promise<string> {
    const db = s.app.loom.db;
    const parsed = parseSuperQueryJson(JSON.stringify({ conditionJson }), FORM, {})!;
    const q = db.selectFrom('visualdevRecord').select('id').where('modelId', anyModel ? '<>' : '=', anyModel ? '' : MODEL)
      .where(superQueryCondition(jsonSql(db), parsed)).compile();
    if (!isPostgres(db)) {
      const res = await db.executeQuery(CompiledQuery.raw(`explain query plan ${q.sql}`, [...q.parameters]));
      return JSON.stringify(res.rows);
    }
    return db.transaction().execute(async (trx) => {
      await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
      const res = await trx.executeQuery(CompiledQuery.raw(`explain ${q.sql}`, [...q.parameters]));
      return JSON.stringify(res.rows);
    });
  }

  it('uses the expression indexes of searched fields and the text index of keyword fields', async () => {
    const db = s.app.loom.db;
    const pg = isPostgres(db);
    await syncListIndexes(db);
    // Enough rows of the model (after the table of cases) that reading all of them is not the cheaper plan.
    const filler = Array.from({ length: 4000 }, (_, i) => ({ id: `${MODEL}-f${i}`, modelId: MODEL, creatorUserId: null,
      data: JSON.stringify({ name: `filler ${i}`, grade: 'z', qty: -1 }), creatorTime: T0 - i, lastModifyUserId: null,
      lastModifyTime: null }));
    for (let i = 0; i < filler.length; i += 500) await db.insertInto('visualdevRecord').values(filler.slice(i, i + 500)).execute();
    await db.executeQuery(CompiledQuery.raw(pg ? 'analyze visualdev_record' : 'analyze'));
    expect(await planOf([c('grade', '==', 'b')])).toMatch(pg ? /vdrx_s_\w+.*doc ->> 'grade'/ : /vdrx_s_\w+ \(model_id=\? AND <expr>=\?\)/);
    expect(await planOf([c('qty', '>', 30)])).toMatch(pg ? /vdrx_n_\w+.*doc -> 'qty'/ : /vdrx_s_\w+ \(model_id=\? AND <expr>>\?/);
    // PostgreSQL weighs the record text's trigram index against the model's index by cost; alone, the condition shows
    // it is spelled as the trigram index's expression (PostgreSQL would scan otherwise).
    expect(await planOf([c('name', 'like', 'apple')], pg)).toMatch(pg ? /visualdev_record_text_trigrams/ : /visualdev_record_text/);
    // A field no definition searches has no index of its own.
    expect(await planOf([c('note', '==', 'x')])).not.toMatch(pg ? /Index Cond[^"]*'note'/ : /AND <expr>/);
  });
});
