/**
 * The list's search as SQL conditions over the stored JSON: queryJson (searchType 1 equal or "any of", 2 fuzzy,
 * 3 range [a, b]; a path kind matches by prefix), the left tree's node, the keyword box, and the fields the user
 * may search (others are ignored, as in the form). The same answers as the in-memory matcher (list.ts).
 */
import { sql, type SqlBool } from 'kysely';
import type { ColumnData, FieldDef } from '../../../../engine/types';
import { isEmptyValue } from '../../../../engine/record/validate';
import { ApiError } from '../../../http/envelope';
import { escapeLike } from '../../../db/like';
import { fieldIndex, parseQuery, type ListQuery } from '../list';
import { compareClass, comparesAsNumber, isKeywordKind, isScalarField } from './compare';
import type { Cond, JsonSql, Sql } from './json';

export interface SearchInput {
  form: Parameters<typeof fieldIndex>[0];
  columns: ColumnData;
  /** Codes the user may search and sort by (form permission); null = all. */
  searchable?: Set<string> | null;
  /** Type 2: the values a row's tree relation field may hold (the node and its descendants). */
  treeValues?: Set<string> | null;
}

export type Def = { field: FieldDef; table?: string };

const flat = (v: unknown): unknown[] => (Array.isArray(v) ? v.flatMap(flat) : isEmptyValue(v) ? [] : [v]);
const text = (v: unknown) => (typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
const asNumber = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v
  : typeof v === 'boolean' ? (v ? 1 : 0)
    : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);
export const or = (conds: Cond[]): Cond => (conds.length === 1 ? conds[0] : sql`(${sql.join(conds, sql` or `)})`);
export const and = (conds: Cond[]): Cond => (conds.length === 1 ? conds[0] : sql`(${sql.join(conds, sql` and `)})`);
/** A character lower-casing can neither change nor produce: no two cases, and no combining mark (İ lowers to i + one). */
const caseless = (c: string) => c.toLowerCase() === c.toUpperCase() && !/\p{M}/u.test(c);
/**
 * Whether the store's LIKE finds the needle where a full lower-casing of the value would. PostgreSQL's LIKE is
 * case-sensitive: only a needle of caseless characters (Chinese, digits, punctuation) is found as well without
 * lower-casing, since lower-casing a value keeps every such character and makes none. SQLite's LIKE also folds
 * ASCII letters, except i and k (İ and the Kelvin sign lower-case to them).
 */
const likeFoldsEnough = (json: JsonSql, needle: string) => [...needle].every((c) => caseless(c)
  || (!json.pg && c.toLowerCase() !== c.toUpperCase() && c < '\u0080' && !/[ik]/i.test(c)));
/**
 * The value holds the needle, in any case. When LIKE's own folding is enough the value is compared as it is:
 * lower() costs a call per row (on SQLite into JavaScript; on PostgreSQL ~0.6 µs a value, a third of a 1% keyword
 * search's checks at 100,000 records). Indexes narrow a top-level field's search before this comparison (narrowed
 * below, json.ts textHolding); this decides.
 */
const like = (json: JsonSql, value: Sql, needle: string): Cond => {
  const pattern = `%${escapeLike(needle.toLowerCase())}%`;
  if (likeFoldsEnough(json, needle)) return sql`${value} like ${pattern} escape '\\'`;
  return sql`lower(${value}) like ${pattern} escape '\\'`;
};
const FALSE: Cond = sql`1 = 0`;

/**
 * The texts a value may be stored as, for an indexed comparison of one scalar field: SQLite compares numbers
 * and text apart, so a wanted '3' is also asked as 3; PostgreSQL reads booleans as 'true'/'false'.
 */
function scalarAnyOf(json: JsonSql, prop: string, wanted: string[]): Cond {
  const binds: unknown[] = [];
  for (const w of wanted) {
    binds.push(w);
    const n = asNumber(w);
    if (!json.pg && n !== null && String(n) === w) binds.push(n);
    if (json.pg && (w === '1' || w === '0')) binds.push(w === '1' ? 'true' : 'false');
  }
  return sql`${json.scalar(prop)} in (${sql.join(binds)})`;
}

/** Some stored element (or a sub-table row's) is one of `wanted`. */
export function anyOf(json: JsonSql, prop: string, def: Def, wanted: string[]): Cond {
  if (!wanted.length) return FALSE;
  if (!def.table && isScalarField(def.field)) return scalarAnyOf(json, prop, wanted);
  const column = def.table ? prop.slice(def.table.length + 1) : prop;
  return json.anyAtom(column, def.table, (atom) => sql`${atom} in (${sql.join(wanted)})`);
}

/**
 * A path kind (cascader, organisation, area): a wanted path matches a stored path it begins; a single id matches
 * a path that contains it. A stored value is one path or a list of paths (multiple).
 */
export function pathMatch(json: JsonSql, prop: string, def: Def, wanted: unknown): Cond {
  const column = def.table ? prop.slice(def.table.length + 1) : prop;
  if (!Array.isArray(wanted)) return json.anyAtom(column, def.table, (atom) => sql`${atom} = ${text(wanted)}`);
  const paths = (wanted.every(Array.isArray) ? wanted : [wanted]) as unknown[][];
  // Each stored path is an array of ids: whole stored value (one path) or each of its elements (many paths).
  const starts = (stored: Sql, p: unknown[]) => and(p.map((x, i) => json.pg
    ? sql<never>`(${stored} ->> ${sql.lit(i)}) = ${text(x)}` : sql<never>`cast(json_extract(${stored}, ${`$[${i}]`}) as text) = ${text(x)}`));
  const matches = (stored: Sql) => or(paths.filter((p) => p.length).map((p) => starts(stored, p)));
  if (!paths.some((p) => p.length)) return FALSE;
  if (json.pg) {
    const base = def.table ? `strict $."${def.table}"[*]."${column}"` : `strict $."${column}"`;
    const one = sql`exists (select 1 from jsonb_path_query(doc, ${sql.lit(base)}::jsonpath, '{}', true) s
      where jsonb_typeof(s) = 'array' and (${matches(sql`s`)}
        or exists (select 1 from jsonb_array_elements(s) e where jsonb_typeof(e) = 'array' and ${matches(sql`e`)})))`;
    return one as Cond;
  }
  const from = def.table
    ? sql`json_each(visualdev_record.data, ${sql.lit(`$."${def.table}"`)}) r,
        json_each(case when r.type = 'object' then r.value else '{}' end) s`
    : sql`json_each(visualdev_record.data) s`;
  const key = def.table ? column : prop;
  return sql`exists (select 1 from ${from} where s.key = ${key} and s.type = 'array' and (${matches(sql`s.value`)}
    or exists (select 1 from json_each(s.value) e where e.type = 'array' and ${matches(sql`e.value`)})))` as Cond;
}

/** A range [lo, hi] (either end may be empty) over non-list values: numbers numerically, else as text. */
function range(json: JsonSql, prop: string, def: Def, wanted: unknown): Cond | null {
  if (!Array.isArray(wanted) || wanted.length !== 2) throw new ApiError(400, 'queryJsonInvalid');
  const [lo, hi] = wanted.map((w) => (isEmptyValue(w) ? null : w));
  if (lo === null && hi === null) return null;
  const numeric = comparesAsNumber(def.field) && [lo, hi].every((w) => w === null || asNumber(w) !== null);
  const bound = (w: unknown) => (numeric ? asNumber(w) : text(w));
  const within = (v: Sql) => {
    const ends: Cond[] = [];
    if (lo !== null) ends.push(sql`${v} >= ${bound(lo)}`);
    if (hi !== null) ends.push(sql`${v} <= ${bound(hi)}`);
    return and(ends);
  };
  if (def.table) return json.anyCell(def.table, prop.slice(def.table.length + 1), numeric, within);
  if (numeric && !json.pg) {
    // json_extract keeps SQLite's own types, and every number sorts before every text: "< ''" keeps numbers only,
    // so one index on the plain expression serves open and closed ranges.
    return and([within(json.scalar(prop)), sql`${json.scalar(prop)} < ''`]);
  }
  if (numeric) return within(json.number(prop));
  return and([within(json.pg ? sql`${json.text(prop)} collate "C"` : json.text(prop)),
    sql`not ${json.empty(prop)}`, json.pg ? sql`jsonb_typeof(doc -> ${sql.lit(prop)}) <> 'array'`
      : sql`json_type(data, ${sql.lit(`$."${prop}"`)}) <> 'array'`]);
}

/** Some stored element's text (or a sub-table row's) holds `needle` in any case (fuzzy search). */
export function fuzzy(json: JsonSql, prop: string, def: Def, needle: string): Cond {
  if (!def.table && isScalarField(def.field)) return narrowed(json, needle, like(json, json.text(prop), needle));
  return json.anyAtom(def.table ? prop.slice(def.table.length + 1) : prop, def.table, (atom) => like(json, atom, needle));
}

/** One queryJson entry as a condition; null when it searches nothing. */
function entry(json: JsonSql, prop: string, def: Def, wanted: unknown, searchType: number): Cond | null {
  if (isEmptyValue(wanted)) return null;
  if (searchType === 2) return fuzzy(json, prop, def, String(wanted));
  if (searchType === 3) return range(json, prop, def, wanted);
  if (compareClass(def.field.__config__.jnpfKey) === 'path') return pathMatch(json, prop, def, wanted);
  return anyOf(json, prop, def, [...new Set(flat(wanted).map(text))]);
}

/** The conditions of a list request (every one must hold). */
export function searchConditions(json: JsonSql, input: SearchInput, query: Pick<ListQuery, 'queryJson' | 'keyword'>): Cond[] {
  const { columns, searchable } = input;
  const index = fieldIndex(input.form);
  const allowed = (prop: string) => !searchable || searchable.has(prop);
  const searchBy = new Map((columns.searchList ?? []).map((s) => [s.prop, s]));
  const out: Cond[] = [];
  for (const [prop, wanted] of Object.entries(parseQuery(query.queryJson))) {
    const def = index.get(prop);
    if (!def || !allowed(prop)) continue; // unknown or hidden fields are not searchable
    const c = entry(json, prop, def, wanted, Number(searchBy.get(prop)?.searchType ?? 1));
    if (c) out.push(c);
  }
  if (input.treeValues && typeof columns.treeRelation === 'string' && columns.treeRelation) {
    const prop = columns.treeRelation;
    const def = index.get(prop);
    const wanted = [...input.treeValues];
    // A tree relation that names no field still reads the record's own member of that name.
    out.push(def ? anyOf(json, prop, def, wanted)
      : json.anyAtom(prop, undefined, (atom) => sql`${atom} in (${sql.join(wanted.length ? wanted : [''])})`));
  }
  const keyword = query.keyword?.trim();
  if (keyword) {
    const fields = [...index].filter(([p, d]) => !d.table && isKeywordKind(d.field.__config__.jnpfKey) && allowed(p))
      .map(([p]) => p);
    out.push(fields.length ? narrowed(json, keyword, or(fields.map((p) => keywordMatch(json, p, keyword)))) : FALSE);
  }
  return out;
}

/** `cond` (a search for `needle` in text fields) behind the full-text index when the store has one for it. */
function narrowed(json: JsonSql, needle: string, cond: Cond): Cond {
  // Lower-cased as the comparison lowers it, so whatever it finds the index holds (the index folds case itself).
  const index = json.textHolding(needle.toLowerCase());
  if (!index) return cond;
  // PostgreSQL estimates each condition apart and multiplies: the exact comparison, true on nearly every row the
  // index finds, would divide the estimate of the index's condition (from its column's statistics) by a hundred, and
  // a frequent needle would be looked up (tens of thousands of rows read and sorted) instead of found by walking the
  // list's order until the page is full. Spelled as a comparison the planner estimates true on almost every row.
  return and([index, json.pg ? sql<SqlBool>`(case when ${cond} then 1 else 0 end) <> 0` : cond]);
}

/** The keyword in one text field (text values only, as the keyword box reads them). */
export function keywordMatch(json: JsonSql, prop: string, keyword: string): Cond {
  return like(json, json.pg ? sql`${json.text(prop)}` : json.scalar(prop), keyword);
}
