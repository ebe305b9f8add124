/**
 * SQL over a record's stored JSON (visualdev_record.data, a text column on both stores; PostgreSQL reads its
 * parsed copy, the generated jsonb column doc): SQLite's JSON functions and PostgreSQL's jsonb operators behind one small vocabulary, so the list query is written once. Field names
 * come from the form definition, never from the request: they are written into the SQL as quoted literals (an
 * expression index only serves a query that spells the same expression), every searched value is a bound
 * parameter.
 */
import { PostgresAdapter, sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../../db';
import { escapeLike } from '../../../db/like';

export type Sql = RawBuilder<unknown>;
export type Cond = RawBuilder<SqlBool>;

/** Whether the store is PostgreSQL (else SQLite). */
export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** A field name as SQLite's JSON path member (`$."name"`), quotes and backslashes escaped. */
const sqlitePath = (...keys: string[]) => `$${keys.map((k) => `."${k.replace(/["\\]/g, (c) => `\\${c}`)}"`).join('')}`;
/** A field name as a jsonpath member (PostgreSQL). */
const pgMember = (k: string) => `."${k.replace(/["\\]/g, (c) => `\\${c}`)}"`;

/**
 * The stored values a search compares, one store's spelling. `top` fields are read straight from the record;
 * a sub-table column (`table` given) is read in every row of the sub-table.
 */
export interface JsonSql {
  pg: boolean;
  /** The value at a top-level field as the store compares it (SQLite: native value; PostgreSQL: text). */
  scalar(prop: string): Sql;
  /** The value as text (numbers as their digits), for LIKE and text ranges. */
  text(prop: string): Sql;
  /** text() of the record the statement names `record` (a table or alias): a subquery's reference to another record. */
  textOf(record: string, prop: string): Sql;
  /** The value when it is a number (booleans as 1/0), else NULL. */
  number(prop: string): Sql;
  /** The value as JSON text (to read it back in JavaScript). */
  json(prop: string): Sql;
  /** Whether the value is empty: missing, null, '' or []. */
  empty(prop: string): Cond;
  /** Whether the value is text that reads as a number (numeric text sorts as its number). */
  numericText(prop: string): Cond;
  /** Some scalar under the field (any depth of arrays; in any sub-table row) satisfies `pred` on its text. */
  anyAtom(prop: string, table: string | undefined, pred: (atom: Sql) => Cond): Cond;
  /** Some sub-table row's (non-list) value of the column satisfies `pred` (number when numeric, else text). */
  anyCell(table: string, column: string, numeric: boolean, pred: (value: Sql) => Cond): Cond;
  /**
   * A condition only the records holding `needle` (lower-cased) in some top-level text value pass, answered by an
   * index of each record's text values (SQLite: the FTS5 trigram index of migration 0022; PostgreSQL: record_text
   * of migration 0027, by trigrams, or by pairs for a two-character needle), to put before the exact comparison of
   * the searched fields; null when no index serves it: a single character, and two on SQLite (those are scanned).
   */
  textHolding(needle: string): Cond | null;
}

/** Trigram indexes look text up by runs of three characters. */
export const TRIGRAM = 3;

const sqliteJson: JsonSql = {
  pg: false,
  scalar: (p) => sql`json_extract(data, ${sql.lit(sqlitePath(p))})`,
  text: (p) => sql`cast(json_extract(data, ${sql.lit(sqlitePath(p))}) as text)`,
  textOf: (record, p) => sql`cast(json_extract(${sql.ref(`${record}.data`)}, ${sql.lit(sqlitePath(p))}) as text)`,
  number: (p) => sql`(case when json_type(data, ${sql.lit(sqlitePath(p))}) in ('integer', 'real', 'true', 'false')
    then json_extract(data, ${sql.lit(sqlitePath(p))}) end)`,
  json: (p) => sql`json_quote(json_extract(data, ${sql.lit(sqlitePath(p))}))`,
  empty: (p) => sql<SqlBool>`(coalesce(json_extract(data, ${sql.lit(sqlitePath(p))}), '') = ''
    or json_extract(data, ${sql.lit(sqlitePath(p))}) = '[]' and json_type(data, ${sql.lit(sqlitePath(p))}) = 'array')`,
  // SQLite has no regular expressions: digits with at most a sign, a point and an exponent's letters.
  numericText: (p) => {
    const t = sql`trim(json_extract(data, ${sql.lit(sqlitePath(p))}))`;
    return sql<SqlBool>`(json_type(data, ${sql.lit(sqlitePath(p))}) = 'text' and ${t} glob '*[0-9]*'
      and ${t} not glob '*[^0-9.eE+-]*' and ${t} not glob '?*[+-]*[+-]*')`;
  },
  anyAtom: (p, table, pred) => (table
    ? sql<SqlBool>`exists (select 1 from json_each(visualdev_record.data, ${sql.lit(sqlitePath(table))}) r,
        json_tree(case when r.type = 'object' then r.value else '{}' end, ${sql.lit(sqlitePath(p))}) t
        where t.type not in ('object', 'array', 'null') and ${pred(sql`cast(t.atom as text)`)})`
    : sql<SqlBool>`exists (select 1 from json_tree(visualdev_record.data, ${sql.lit(sqlitePath(p))}) t
        where t.type not in ('object', 'array', 'null') and ${pred(sql`cast(t.atom as text)`)})`),
  anyCell: (table, column, numeric, pred) => {
    const v = sql`json_extract(case when r.type = 'object' then r.value end, ${sql.lit(sqlitePath(column))})`;
    const typed = numeric
      ? sql`(case when json_type(case when r.type = 'object' then r.value end, ${sql.lit(sqlitePath(column))})
          in ('integer', 'real', 'true', 'false') then ${v} end)`
      : sql`(case when json_type(case when r.type = 'object' then r.value end, ${sql.lit(sqlitePath(column))})
          not in ('object', 'array', 'null') then cast(${v} as text) end)`;
    return sql<SqlBool>`exists (select 1 from json_each(visualdev_record.data, ${sql.lit(sqlitePath(table))}) r
      where ${pred(typed)})`;
  },
  // The needle as one FTS5 phrase (its quotes doubled): with trigrams, a phrase matches where it is a substring.
  textHolding: (needle) => ([...needle].length < TRIGRAM ? null
    : sql<SqlBool>`visualdev_record.rowid in (select rowid from visualdev_record_text
        where visualdev_record_text match ${`"${needle.replace(/"/g, '""')}"`})`),
};

// The record's JSON as PostgreSQL keeps it parsed (a generated column of data, migration 0021).
const doc = sql`doc`;
const member = (p: string) => sql`(${doc} -> ${sql.lit(p)})`;
const memberText = (p: string) => sql`(${doc} ->> ${sql.lit(p)})`;

const pgJson: JsonSql = {
  pg: true,
  scalar: memberText,
  text: memberText,
  textOf: (record, p) => sql`(${sql.ref(`${record}.doc`)} ->> ${sql.lit(p)})`,
  // float8, the type JSON numbers have in the browser and the engine: compares as they do, and a fixed-width key
  // sorts and is compared a good deal cheaper than numeric (read straight from the jsonb, not through its text).
  number: (p) => sql`(case jsonb_typeof(${member(p)}) when 'number' then (${member(p)})::float8
    when 'boolean' then (case when ${member(p)} = 'true'::jsonb then 1 else 0 end) end)`,
  json: (p) => sql`(${member(p)})::text`,
  empty: (p) => sql<SqlBool>`(${member(p)} is null or ${member(p)} in ('null'::jsonb, '""'::jsonb, '[]'::jsonb))`,
  numericText: (p) => sql<SqlBool>`(jsonb_typeof(${member(p)}) = 'string'
    and ${memberText(p)} ~ '^\\s*[-+]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?\\s*$')`,
  // strict + silent: a missing member or a non-array sub-table yields nothing instead of an error.
  anyAtom: (p, table, pred) => {
    const path = `strict $${table ? `${pgMember(table)}[*]` : ''}${pgMember(p)}.**`;
    return sql<SqlBool>`exists (select 1 from jsonb_path_query(${doc}, ${sql.lit(path)}::jsonpath, '{}', true) v
      where jsonb_typeof(v) not in ('object', 'array', 'null') and ${pred(sql`(v #>> '{}')`)})`;
  },
  anyCell: (table, column, numeric, pred) => {
    const path = `strict $${pgMember(table)}[*]${pgMember(column)}`;
    const typed = numeric
      ? sql`(case jsonb_typeof(v) when 'number' then v::float8
          when 'boolean' then (case when v = 'true'::jsonb then 1 else 0 end) end)`
      : sql`(case when jsonb_typeof(v) not in ('object', 'array', 'null') then (v #>> '{}') end)`;
    return sql<SqlBool>`exists (select 1 from jsonb_path_query(${doc}, ${sql.lit(path)}::jsonpath, '{}', true) v
      where ${pred(typed)})`;
  },
  textHolding: (needle) => {
    const length = [...needle].length;
    if (length < 2) return null;
    if (length >= TRIGRAM) return sql<SqlBool>`record_text like ${`%${escapeLike(needle)}%`} escape '\\'`;
    // strpos, which no trigram index answers (a trigram index asked for two characters returns every row), decides,
    // spelled `<> 0` so the planner takes it for true on most rows and the pairs' statistics alone estimate; the pairs,
    // computed only for the rows strpos kept (their function is costly, 0027), let it look the needle up.
    return sql<SqlBool>`(strpos(record_text, ${needle}) <> 0 and loom_bigrams(record_text) @> array[${needle}]::text[])`;
  },
};

/** The JSON vocabulary of the store behind `db`. */
export function jsonSql(db: Db): JsonSql {
  return isPostgres(db) ? pgJson : sqliteJson;
}
