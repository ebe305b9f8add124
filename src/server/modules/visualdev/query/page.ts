/**
 * A generated form's List answered by the store: the search and order of where.ts and order.ts, a count for the
 * total and one page of rows, parsed and trimmed to what the user may see. A tree table (type 5) reads the ids
 * and parents of the matching rows (two short columns, not the records) to find the page's top rows, then loads
 * only those rows and their descendants. Nothing is kept between requests: every instance reads the same store.
 */
import { sql, type Compilable, type SqlBool } from 'kysely';
import type { OnlineDevRow } from '../../../../engine/types';
import type { Db } from '../../../db';
import { readRows } from '../../../db/readPool';
import { fieldIndex, pageRecords, toRow, type ListQuery } from '../list';
import { parseRecord, RECORD_COLUMNS, recordsById, type StoredRecord } from '../records';
import { holdsParentId, oneValueField } from './compare';
import { after, keyColumns, keysOfRow, notePosition, startOf, type Start } from './bookmarks';
import { groupsOf, type Group } from './groups';
import { jsonSql, type Cond, type JsonSql, type Sql } from './json';
import { groupFieldOf, numberSegments, orderTerms, textSegments, timeSegments, sortChoice, type Segment,
  type SortChoice } from './order';
import { countColumn, filteredTotal, learntTotal, modelCount, rememberedTotal, type ModelCount } from './totals';
import { parseSuperQueryJson, superQueryCondition } from './superQuery';
import { searchConditions, type SearchInput } from './where';

export interface SqlListInput extends SearchInput {
  modelId: string;
  /** Codes (vModel, `table-field`) whose values rows carry; null = all. The super query may name only these. */
  visible: Set<string> | null;
  /** The searcher, who 当前用户 in a super query's user field stands for. */
  userId?: string;
  /** The model's count and write version when the request read them already (visualdev/guard.ts). */
  state?: ModelCount;
}

export interface ListPage {
  list: OnlineDevRow[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

/** The model's records matching every condition. */
function matching(db: Db, modelId: string, conds: Cond[]) {
  let q = db.selectFrom('visualdevRecord').where('modelId', '=', modelId);
  for (const c of conds) q = q.where(c);
  return q;
}

/** The rows of a read, off the main thread on SQLite (db/readPool.ts). */
const read = <R>(db: Db, query: Compilable<R>): Promise<R[]> => readRows<R>(db, query.compile());

/** The search's conditions (where.ts) and the super query's, which must hold too. */
function conditions(json: ReturnType<typeof jsonSql>, input: SqlListInput, query: ListQuery): Cond[] {
  const conds = searchConditions(json, input, query);
  const superQuery = parseSuperQueryJson(query.superQueryJson, input.form, { visible: input.visible, userId: input.userId });
  return superQuery ? [...conds, superQueryCondition(json, superQuery)] : conds;
}

/** The parts of a sort an index serves in order (order.ts), or null when the list is sorted whole. */
const sortParts = (json: JsonSql, input: SearchInput, choice: SortChoice) =>
  numberSegments(json, input, choice) ?? textSegments(json, input, choice) ?? timeSegments(input, choice);

/** Conditions and order of a request, once. */
function plan(db: Db, input: SqlListInput, query: ListQuery) {
  const json = jsonSql(db);
  const choice = sortChoice(input, query);
  return { json, choice, conds: conditions(json, input, query), order: orderTerms(json, input, choice),
    segments: sortParts(json, input, choice) };
}

/**
 * `limit` rows from `offset` of a list made of consecutive segments, and the total. A segment is counted only
 * when the page starts beyond its rows (a page it fills, or ends in, tells where the next one starts), so a page
 * of the first segment costs the total's count and one read; the segments after the list's last row are not read.
 * A segment's size, once counted or learnt from a read that reached its end, is remembered with the filtered totals
 * (until the model's next write): a page starting beyond it skips its read (the first segment of a descending number
 * sort, text in a number field, is most often empty: one statement a request instead of two).
 */
async function segmentedPage(db: Db, modelId: string, conds: Cond[], segments: Segment[], offset: number,
  limit: number, known?: ModelCount): Promise<{ total: number; records: StoredRecord[] }> {
  const total = count(db, modelId, conds, known);
  total.catch(() => undefined); // awaited below; a failure of a read first must not leave it unhandled
  const records: StoredRecord[] = [];
  const counting = (s: Segment) => matching(db, modelId, [...conds, s.cond]).select(countColumn);
  let from = offset; // the page's next row, counted from the start of segment i
  for (let i = 0; i < segments.length && records.length < limit; i++) {
    const size = known && i < segments.length - 1 ? await rememberedTotal(modelId, counting(segments[i]), known) : undefined;
    if (size !== undefined && from >= size) {
      from -= size;
      continue;
    }
    const wanted = limit - records.length;
    const rows = await readSegment(db, modelId, conds, segments[i], from, wanted, known);
    records.push(...rows.map(parseRecord));
    // A read from the segment's start that came back short holds all of it.
    if (known && from === 0 && rows.length < wanted) learntTotal(modelId, counting(segments[i]), known, rows.length);
    if (records.length >= limit || i === segments.length - 1) break;
    // Every row to the end of the list is read (a short list, a last page): the later segments are empty.
    if (offset + records.length >= await total) break;
    // This segment ended within the page (its size is from + rows) or before it (count it; a page starting at the
    // segment's first row found it empty).
    from = rows.length || from === 0 ? 0 : from - await count(db, modelId, [...conds, segments[i].cond], known);
  }
  return { total: await total, records };
}

/**
 * `limit` rows from `from` of a segment: a deep start (K rows or more in) reads after the nearest bookmark of the
 * segment's order (query/bookmarks.ts), so it skips fewer than K rows instead of `from`; the same rows either way.
 * A deep page reads its keys too, and one row more before it when it skips any, and leaves bookmarks of the row
 * before it and of its last row.
 */
async function readSegment(db: Db, modelId: string, conds: Cond[], segment: Segment, from: number, limit: number,
  known?: ModelCount) {
  const part = (extra: Cond[]) => matching(db, modelId, [...conds, segment.cond, ...extra]);
  const keyset = segment.keyset;
  const start: Start = keyset ? await startOf(db, { modelId, keyset, matching: part }, from, known) : { conds: [], skip: from };
  const query = part(start.conds).select(RECORD_COLUMNS).orderBy(sql.join(segment.order));
  const { set } = start;
  if (!keyset || !set) return read(db, query.limit(limit).offset(start.skip));
  const before = start.skip > 0 ? 1 : 0;
  const rows = await read(db, query.select(keyColumns(keyset)).limit(limit + before).offset(start.skip - before));
  const leave = (position: number, row: Record<string, unknown> | undefined) => {
    if (row) notePosition(set, position, keysOfRow(keyset, row));
  };
  if (before) leave(from - 1, rows[0]);
  const page = rows.slice(before);
  if (page.length === limit) leave(from + limit - 1, page.at(-1));
  return page;
}

/**
 * `limit` rows from `offset` of a grouped list (query/groups.ts): the groups before the page are skipped by their
 * sizes, and each group the page spans is read in the list's sort parts `sort`.
 */
async function groupedPage(db: Db, modelId: string, conds: Cond[], groups: Group[], sort: Segment[], offset: number,
  limit: number, known?: ModelCount): Promise<StoredRecord[]> {
  const records: StoredRecord[] = [];
  let from = offset;
  for (const group of groups) {
    if (records.length >= limit) break;
    if (from >= group.size) {
      from -= group.size;
      continue;
    }
    const inGroup = [...conds, group.cond];
    // The group's size is known already: reading its parts needs no count of it.
    if (known) learntTotal(modelId, matching(db, modelId, inGroup).select(countColumn), known, group.size);
    records.push(...(await segmentedPage(db, modelId, inGroup, sort, from, limit - records.length, known)).records);
    from = 0;
  }
  return records;
}

/** A grouped list's groups and the sort within each (query/groups.ts), or null when its groups are not read apart. */
async function listGroups(db: Db, input: SqlListInput, planned: ReturnType<typeof plan>, total: Promise<number>) {
  total.catch(() => undefined); // awaited by groupsOf, or by the caller
  const { json, conds, choice } = planned;
  const groups = await groupsOf(db, json, input, (extra) => matching(db, input.modelId, [...conds, ...extra]), total,
    input.state);
  if (!groups) return null;
  // Within a group the list's own sort, in the parts an index serves when it has them.
  const ungrouped = { ...input, columns: { ...input.columns, type: 1 as const } };
  const sort = sortParts(json, ungrouped, choice) ?? [wholeOrder(orderTerms(json, ungrouped, choice))];
  return { groups, sort };
}

/** One part holding the whole list in `order` (sorted whole; no keys to start after). */
const wholeOrder = (order: Sql[]): Segment => ({ cond: sql<SqlBool>`1 = 1`, order });

/** The page of a grouped list, or null when its groups are not read apart. */
async function groupedListPage(db: Db, input: SqlListInput, planned: ReturnType<typeof plan>, offset: number,
  limit: number): Promise<{ total: number; records: StoredRecord[] } | null> {
  if (!groupFieldOf(input)) return null;
  const total = count(db, input.modelId, planned.conds, input.state);
  const grouped = await listGroups(db, input, planned, total);
  if (!grouped) return null;
  return { total: await total,
    records: await groupedPage(db, input.modelId, planned.conds, grouped.groups, grouped.sort, offset, limit, input.state) };
}

/**
 * The rows of `parts` in order, `size` at a time (Export of every matching row): a part with plain keys is walked
 * after the last row's keys, so no batch skips the rows before it (OFFSET), which cost the whole list's length per
 * batch; a part sorted whole is read by OFFSET.
 */
async function* walkParts(db: Db, modelId: string, conds: Cond[], parts: Segment[], size: number):
  AsyncGenerator<StoredRecord[]> {
  for (const part of parts) {
    const { keyset } = part;
    let next: Cond[] = [];
    for (let offset = 0; ; offset += size) {
      const query = matching(db, modelId, [...conds, part.cond, ...next]).select(RECORD_COLUMNS)
        .orderBy(sql.join(part.order));
      const rows = keyset ? await read(db, query.select(keyColumns(keyset)).limit(size))
        : await read(db, query.limit(size).offset(offset));
      if (rows.length) yield rows.map(parseRecord);
      if (rows.length < size) break;
      if (keyset) next = [after(keyset, keysOfRow(keyset, rows.at(-1)!))];
    }
  }
}

/** The matching records in list order, `limit` from `offset`. */
export async function recordsPage(db: Db, input: SqlListInput, query: ListQuery, offset: number, limit: number,
  planned = plan(db, input, query)): Promise<StoredRecord[]> {
  if (planned.segments) return (await segmentedPage(db, input.modelId, planned.conds, planned.segments, offset, limit)).records;
  const grouped = await groupedListPage(db, input, planned, offset, limit);
  if (grouped) return grouped.records;
  const rows = await read(db, matching(db, input.modelId, planned.conds).select(RECORD_COLUMNS)
    .orderBy(sql.join(planned.order)).limit(limit).offset(offset));
  return rows.map(parseRecord);
}

/**
 * How many of the model's records match: the kept count when nothing is searched (query/totals.ts). `known` is the
 * count and version the request read at its start, when it did.
 */
async function count(db: Db, modelId: string, conds: Cond[], known?: ModelCount): Promise<number> {
  if (!conds.length) return (known ?? await modelCount(db, modelId)).records;
  return filteredTotal(db, modelId, matching(db, modelId, conds).select(countColumn), known);
}

/** The parent field a request nests rows by (type 5, or the web's treeParent), or ''. */
function parentFieldOf(input: SqlListInput, query: ListQuery): string {
  const asked = query.treeParent && fieldIndex(input.form).has(query.treeParent) ? query.treeParent : '';
  return asked || (input.columns.type === 5 && typeof input.columns.parentField === 'string' ? input.columns.parentField : '');
}

/** One page of a List request, with the total. */
export async function listPage(db: Db, input: SqlListInput, query: ListQuery): Promise<ListPage> {
  const planned = plan(db, input, query);
  const parentField = parentFieldOf(input, query);
  if (parentField) return treePage(db, input, query, planned, parentField);
  const offset = (query.currentPage - 1) * query.pageSize;
  const parts = planned.segments
    ? await segmentedPage(db, input.modelId, planned.conds, planned.segments, offset, query.pageSize, input.state)
    : await groupedListPage(db, input, planned, offset, query.pageSize);
  if (parts) {
    return { list: parts.records.map((r) => toRow(r, input.visible)),
      pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: parts.total } };
  }
  const [total, records] = await Promise.all([count(db, input.modelId, planned.conds, input.state),
    recordsPage(db, input, query, offset, query.pageSize, planned)]);
  return { list: records.map((r) => toRow(r, input.visible)),
    pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total } };
}

const firstText = (v: unknown): string => {
  const flat = (x: unknown): unknown[] => (Array.isArray(x) ? x.flatMap(flat)
    : x === undefined || x === null || x === '' ? [] : [x]);
  const p = flat(v)[0];
  return p === undefined ? '' : typeof p === 'boolean' ? (p ? '1' : '0') : String(p);
};

/**
 * A tree table's page when nothing is searched and the parent field holds one id as text: the store finds the page's
 * top rows (those whose parent is no other record of the model) in the list's order, and their descendants by a
 * recursive read through the parent field's index (query/indexes.ts), instead of every record's id and parent being
 * read to find them (~0.5 s at 100,000 records). Null otherwise.
 */
async function treePageByParents(db: Db, input: SqlListInput, query: ListQuery, planned: ReturnType<typeof plan>,
  parentField: string): Promise<ListPage | null> {
  const parent = oneValueField(fieldIndex(input.form), parentField);
  if (planned.conds.length || !parent || !holdsParentId(parent)) return null;
  const { json } = planned;
  const { modelId } = input;
  // A record whose parent is another record of the model is a child; every other record is a top row. Checked per
  // row as the page is walked in its order (a primary-key probe each): made into an anti-join, PostgreSQL would read
  // and sort every record, estimating that almost none is a top row; OFFSET 0 keeps it a per-row check.
  const topRow = sql<SqlBool>`not exists (select 1 from visualdev_record p where p.model_id = ${modelId}
    and p.id = ${json.textOf('visualdev_record', parentField)} and p.id <> visualdev_record.id
    ${json.pg ? sql`offset 0` : sql``})`;
  const { total, records: tops } = await segmentedPage(db, modelId, [topRow], planned.segments ?? [wholeOrder(planned.order)],
    (query.currentPage - 1) * query.pageSize, query.pageSize, input.state);
  const pagination = { currentPage: query.currentPage, pageSize: query.pageSize, total };
  if (!tops.length) return { list: [], pagination };
  // The page's top rows and every record below them, once each (a cycle of parents ends where it began), each found
  // by its id or by its parent's (d before the records, so SQLite probes the parent index rather than scans). The ids
  // are the model's already: no model condition, which SQLite would answer by walking the model's index.
  const below = sql<SqlBool>`id in (with recursive d(id) as (
      select id from visualdev_record where id in (${sql.join(tops.map((r) => r.id))})
      union
      select r.id from d cross join visualdev_record r
      where ${json.textOf('r', parentField)} = d.id and r.model_id = ${modelId} and r.id <> d.id)
    select id from d)`;
  const ordered = (await read(db, db.selectFrom('visualdevRecord').where(below).select(RECORD_COLUMNS)
    .orderBy(sql.join(planned.order)))).map(parseRecord);
  const nested = pageRecords({ form: input.form, columns: input.columns, visible: input.visible },
    ordered, { ...query, currentPage: 1, treeParent: parentField });
  return { list: nested.list, pagination };
}

/** A tree table's page: the top rows of the page (rows whose parent does not match) and all their descendants. */
async function treePage(db: Db, input: SqlListInput, query: ListQuery,
  planned: ReturnType<typeof plan>, parentField: string): Promise<ListPage> {
  const byParents = await treePageByParents(db, input, query, planned, parentField);
  if (byParents) return byParents;
  const links = await read(db, matching(db, input.modelId, planned.conds)
    .select(['id', planned.json.json(parentField).as('parent')]).orderBy(sql.join(planned.order)));
  const parentOf = new Map(links.map((l) => [l.id, firstText(l.parent === null ? null : JSON.parse(String(l.parent)))]));
  const children = new Map<string, string[]>();
  const top: string[] = [];
  for (const { id } of links) {
    const p = parentOf.get(id)!;
    if (p && p !== id && parentOf.has(p)) children.set(p, [...(children.get(p) ?? []), id]);
    else top.push(id);
  }
  const start = (query.currentPage - 1) * query.pageSize;
  const wanted = new Set<string>();
  const stack = top.slice(start, start + query.pageSize);
  while (stack.length) {
    const id = stack.pop()!;
    if (wanted.has(id)) continue;
    wanted.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  const byId = await recordsById(db, input.modelId, wanted);
  // In list order, so the nesting below keeps the order of the whole list.
  const ordered = links.map((l) => byId.get(l.id)).filter((r): r is StoredRecord => !!r);
  const nested = pageRecords({ form: input.form, columns: input.columns, visible: input.visible },
    ordered, { ...query, currentPage: 1, treeParent: parentField });
  return { list: nested.list, pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: top.length } };
}

/** Every matching record in list order, a batch at a time (Export of all rows): memory holds one batch. */
export async function* recordBatches(db: Db, input: SqlListInput, query: ListQuery, size = 1000): AsyncGenerator<StoredRecord[]> {
  const planned = plan(db, input, query);
  const { conds } = planned;
  if (planned.segments) {
    yield* walkParts(db, input.modelId, conds, planned.segments, size);
    return;
  }
  const grouped = groupFieldOf(input) ? await listGroups(db, input, planned, count(db, input.modelId, conds, input.state))
    : null;
  if (!grouped) {
    yield* walkParts(db, input.modelId, conds, [wholeOrder(planned.order)], size);
    return;
  }
  for (const group of grouped.groups) yield* walkParts(db, input.modelId, [...conds, group.cond], grouped.sort, size);
}

/** A model's records newest first (ties by id), `limit` from `offset`, and how many there are. */
export async function newestRecords(db: Db, modelId: string, offset: number, limit: number): Promise<StoredRecord[]> {
  const rows = await db.selectFrom('visualdevRecord').select(RECORD_COLUMNS).where('modelId', '=', modelId)
    .orderBy('creatorTime', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
  return rows.map(parseRecord);
}

/** How many records a model has. */
export function countRecords(db: Db, modelId: string): Promise<number> {
  return count(db, modelId, []);
}
