/**
 * The list's order as SQL: by any top-level field (numbers and numeric text numerically, before other text),
 * empty values last in either direction (oldest first among them), ties by creation time then id; a grouped list
 * (type 3) orders by its group field first. Text sorts by code point on both stores.
 */
import { sql, type SqlBool } from 'kysely';
import { ApiError } from '../../../http/envelope';
import { fieldIndex, type ListQuery } from '../list';
import { comparesAsNumber, oneValueField } from './compare';
import type { Keyset } from './bookmarks';
import type { Cond, JsonSql, Sql } from './json';
import type { SearchInput } from './where';

const BUILT_IN = new Set(['id', 'creatorTime', 'creatorUserId']);

export interface SortChoice {
  /** The field sorted by (a built-in or a top-level field the user may search). */
  sidx: string;
  desc: boolean;
  /** Whether the field's kind compares as a number (numbers, dates, switches). */
  numeric: boolean;
}

/** The sort a request asks for: an unknown field is refused, a field the user may not see sorts by creation. */
export function sortChoice(input: SearchInput, query: Pick<ListQuery, 'sidx' | 'sort'>): SortChoice {
  const { columns, searchable } = input;
  const index = fieldIndex(input.form);
  let sidx = query.sidx || columns.defaultSidx || 'creatorTime';
  if (!BUILT_IN.has(sidx) && (!index.has(sidx) || index.get(sidx)!.table)) {
    throw new ApiError(400, 'sortFieldUnknown', { field: sidx });
  }
  if (!BUILT_IN.has(sidx) && searchable && !searchable.has(sidx)) sidx = 'creatorTime';
  const numeric = BUILT_IN.has(sidx) ? sidx === 'creatorTime' : comparesAsNumber(index.get(sidx)!.field);
  return { sidx, desc: (query.sort || columns.sort || 'desc') !== 'asc', numeric };
}

/** The field a grouped list (type 3) groups by, or '' for a list of any other type. */
export function groupFieldOf(input: SearchInput): string {
  const { columns } = input;
  return columns.type === 3 && typeof columns.groupField === 'string' ? columns.groupField : '';
}

/** Sort keys; `num` undefined for a value that never reads as a number. */
export interface Keys { empty: Sql; num?: Sql; txt: Sql }

/** The sort keys of a field's value: whether it is empty, its number (or NULL), its text (non-numbers only). */
export function keysOf(json: JsonSql, prop: string, numeric: boolean): Keys {
  if (prop === 'creatorUserId') {
    return { empty: sql`(creator_user_id is null or creator_user_id = '')`,
      txt: json.pg ? sql`creator_user_id collate "C"` : sql`creator_user_id` };
  }
  const num = numeric ? json.number(prop)
    : sql`(case when ${json.numericText(prop)} then cast(trim(${json.text(prop)}) as ${sql.raw(json.pg ? 'numeric' : 'real')}) end)`;
  const text = json.pg ? sql`${json.text(prop)} collate "C"` : json.text(prop);
  return { empty: json.empty(prop), num, txt: text };
}

/** Terms of one key in a direction: non-empty values first, numbers before text. */
function keyTerms(k: Keys, dir: 'asc' | 'desc'): Sql[] {
  const d = sql.raw(dir);
  const empty = sql`(case when ${k.empty} then 1 else 0 end) asc`;
  if (!k.num) return [empty, sql`${k.txt} ${d}`];
  return [empty, sql`(case when ${k.num} is null then 1 else 0 end) ${d}`,
    sql`${k.num} ${d}`, sql`(case when ${k.num} is null then ${k.txt} end) ${d}`];
}

/** ORDER BY terms of a list request. */
export function orderTerms(json: JsonSql, input: SearchInput, choice: SortChoice): Sql[] {
  const d = sql.raw(choice.desc ? 'desc' : 'asc');
  const terms: Sql[] = [];
  const group = groupFieldOf(input);
  const groupDef = group ? fieldIndex(input.form).get(group) : undefined;
  if (groupDef && !groupDef.table) terms.push(...keyTerms(keysOf(json, group, comparesAsNumber(groupDef.field)), 'asc'));
  if (choice.sidx === 'creatorTime' || choice.sidx === 'id') {
    if (choice.sidx === 'creatorTime') terms.push(sql`creator_time ${d}`);
    return [...terms, sql`id ${d}`];
  }
  const keys = keysOf(json, choice.sidx, choice.numeric);
  terms.push(...keyTerms(keys, choice.desc ? 'desc' : 'asc'));
  // Descending reverses the non-empty values only: the empty ones keep their oldest-first order.
  if (choice.desc) terms.push(sql`(case when ${keys.empty} then creator_time end) asc`,
    sql`(case when ${keys.empty} then id end) asc`);
  return [...terms, sql`creator_time ${d}`, sql`id ${d}`];
}

/**
 * A part of the list in its own order: the rows matching `cond`, ordered by `order`; `keyset` when that order is
 * plain keys in one direction, which a deep page starts after (query/bookmarks.ts).
 */
export interface Segment { cond: Cond; order: Sql[]; keyset?: Keyset }

/** A part ordered by `key`, then creation time and id, all in the sort's direction: a keyset a deep page starts after. */
function keyedPart(cond: Cond, key: Sql, desc: boolean): Segment {
  const d = sql.raw(desc ? 'desc' : 'asc');
  return { cond, order: [sql`${key} ${d}`, sql`creator_time ${d}`, sql`id ${d}`],
    keyset: { keys: [key, sql`creator_time`, sql`id`], desc } };
}

/** The empty values' part: oldest first in either direction. */
const oldestFirst = (cond: Cond): Segment => ({ cond, order: [sql`creator_time asc`, sql`id asc`],
  keyset: { keys: [sql`creator_time`, sql`id`], desc: false } });

/**
 * A sort by a one-value number or date field without grouping, as consecutive parts each an index can serve in
 * order: the numbers, the other non-empty values (text, which sorts after numbers ascending and before them
 * descending), then the empty values oldest first. The same order as orderTerms; null for any other sort.
 */
export function numberSegments(json: JsonSql, input: SearchInput, choice: SortChoice): Segment[] | null {
  // A grouped list's order starts with the group field, which no part here serves (query/groups.ts).
  if (groupFieldOf(input) || !choice.numeric || !oneValueField(fieldIndex(input.form), choice.sidx)) return null;
  const d = sql.raw(choice.desc ? 'desc' : 'asc');
  const prop = choice.sidx;
  const key = json.pg ? json.number(prop) : json.scalar(prop);
  // SQLite keeps JSON's own types in json_extract and orders NULL < numbers < text: each part is one index range.
  const numbers = keyedPart(json.pg ? sql`${key} is not null` : sql`(${key} is not null and ${key} < '')`, key,
    choice.desc);
  const empties = oldestFirst(sql`(${json.scalar(prop)} is null or ${json.scalar(prop)} = '')`);
  const others: Segment = { cond: json.pg ? sql`(${key} is null and ${json.scalar(prop)} <> '')` : sql`${key} > ''`,
    order: [...keyTerms(keysOf(json, prop, true), choice.desc ? 'desc' : 'asc'), sql`creator_time ${d}`, sql`id ${d}`] };
  return choice.desc ? [others, numbers, empties] : [numbers, others, empties];
}

/**
 * A sort by a one-value field of any other kind (text, a choice's code, a picker's id) without grouping, as
 * consecutive parts each an index of the list's sortable columns serves in order (query/indexes.ts): the values that
 * read as numbers, by number; the other non-empty values, by text (code point); the empty values oldest first, as the
 * in-memory rule keeps them. Descending puts the text first, as orderTerms does. Null for any other sort.
 */
export function textSegments(json: JsonSql, input: SearchInput, choice: SortChoice): Segment[] | null {
  if (groupFieldOf(input) || choice.numeric || BUILT_IN.has(choice.sidx)
    || !oneValueField(fieldIndex(input.form), choice.sidx)) return null;
  const k = keysOf(json, choice.sidx, false);
  const numbers = keyedPart(sql`${k.num} is not null`, k.num!, choice.desc);
  // Every non-empty text is greater than '': spelled so an index walk starts past the empty ones.
  const texts = keyedPart(sql`(${k.txt} > '' and ${k.num} is null and not ${k.empty})`, k.txt, choice.desc);
  const empties = oldestFirst(sql<SqlBool>`${k.empty}`);
  return choice.desc ? [texts, numbers, empties] : [numbers, texts, empties];
}

/**
 * A sort by creation time or id without grouping as one part whose order is plain keys (creation time and id, or
 * id), so a deep page starts after a bookmark too (query/bookmarks.ts); null for any other sort.
 */
export function timeSegments(input: SearchInput, choice: SortChoice): Segment[] | null {
  if (groupFieldOf(input) || (choice.sidx !== 'creatorTime' && choice.sidx !== 'id')) return null;
  const keys = choice.sidx === 'creatorTime' ? [sql`creator_time`, sql`id`] : [sql`id`];
  const d = sql.raw(choice.desc ? 'desc' : 'asc');
  return [{ cond: sql<SqlBool>`1 = 1`, order: keys.map((k) => sql`${k} ${d}`), keyset: { keys, desc: choice.desc } }];
}
