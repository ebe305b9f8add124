/**
 * The super query (superQueryJson) as one SQL condition: the tests the engine parsed (engine/list/superQuery.ts, the
 * same that answer in memory) spelled with where.ts's building blocks, so an equality, a fuzzy text or a number
 * order reads through the same expression and trigram indexes as the search form's queryJson. A negated test
 * (<>, notLike, 为空) is NOT of its positive, with NULL read as false (a record without the value is "not X").
 */
import { sql } from 'kysely';
import {
  parseSuperQuery, SuperQueryError, type ParsedSuperQuery, type SuperQueryScope, type SuperQueryTest,
} from '../../../../engine/list/superQuery';
import type { FormDefinition } from '../../../../engine/types';
import { ApiError } from '../../../http/envelope';
import { parseJsonObject, parseJsonValue } from '../../../http/json';
import { fieldIndex, type ListQuery } from '../list';
import type { Cond, JsonSql, Sql } from './json';
import { and, anyOf, fuzzy, or, pathMatch } from './where';

/** A field name as SQLite's JSON path member, quotes and backslashes escaped (as json.ts spells it). */
const sqlitePath = (k: string) => `$."${k.replace(/["\\]/g, (c) => `\\${c}`)}"`;
const pgMember = (k: string) => `."${k.replace(/["\\]/g, (c) => `\\${c}`)}"`;

/**
 * A client's superQueryJson checked against the form and what the user may see: text is parsed with the server's
 * guards (depth, NUL, prototype keys), then by the engine; a refusal is a 400 in the caller's language.
 */
export function parseSuperQueryJson(raw: ListQuery['superQueryJson'], form: Pick<FormDefinition, 'fields'> | ReturnType<typeof fieldIndex>,
  scope: SuperQueryScope): ParsedSuperQuery | null {
  let value = typeof raw === 'string' && raw !== '' ? parseJsonObject(raw, 'superQueryInvalid') : raw;
  // conditionJson may itself be JSON text (as a saved plan keeps it): read with the same guards.
  if (value && typeof value === 'object' && typeof value.conditionJson === 'string' && value.conditionJson !== '') {
    value = { ...value, conditionJson: parseJsonValue(value.conditionJson, { invalid: 'superQueryInvalid' }) };
  }
  try {
    return parseSuperQuery(value, form, scope);
  } catch (e) {
    if (e instanceof SuperQueryError) throw new ApiError(400, e.key, e.params);
    throw e;
  }
}

/** Some sub-table row's cell is not empty (missing, null, '' or []). */
function cellFilled(json: JsonSql, table: string, column: string): Cond {
  if (json.pg) {
    return sql<never>`exists (select 1 from jsonb_path_query(doc, ${sql.lit(`strict $${pgMember(table)}[*]${pgMember(column)}`)}::jsonpath,
      '{}', true) v where v not in ('null'::jsonb, '""'::jsonb, '[]'::jsonb))`;
  }
  const cell = sql`json_extract(r.value, ${sql.lit(sqlitePath(column))})`;
  return sql<never>`exists (select 1 from json_each(visualdev_record.data, ${sql.lit(sqlitePath(table))}) r
    where r.type = 'object' and coalesce(${cell}, '') <> ''
      and not (json_type(r.value, ${sql.lit(sqlitePath(column))}) = 'array' and ${cell} = '[]'))`;
}

/** The stored text of a top-level field, when it is text (not a number, a list or an object) and not empty. */
function topString(json: JsonSql, prop: string, pred: (v: Sql) => Cond): Cond {
  if (json.pg) {
    // Code-point order, as the list sorts text (docs/api-contract.md).
    return sql<never>`(jsonb_typeof(doc -> ${sql.lit(prop)}) = 'string' and ${json.text(prop)} <> ''
      and ${pred(sql`${json.text(prop)} collate "C"`)})`;
  }
  // json_extract gives the text itself, so the field's expression index serves the comparison.
  return sql<never>`(json_type(data, ${sql.lit(sqlitePath(prop))}) = 'text' and ${json.scalar(prop)} <> ''
    and ${pred(json.scalar(prop))})`;
}

/** Some sub-table row's cell is text (not empty) passing `pred`. */
function cellString(json: JsonSql, table: string, column: string, pred: (v: Sql) => Cond): Cond {
  if (json.pg) {
    return sql<never>`exists (select 1 from jsonb_path_query(doc, ${sql.lit(`strict $${pgMember(table)}[*]${pgMember(column)}`)}::jsonpath,
      '{}', true) v where jsonb_typeof(v) = 'string' and (v #>> '{}') <> '' and ${pred(sql`(v #>> '{}') collate "C"`)})`;
  }
  const cell = sql`json_extract(r.value, ${sql.lit(sqlitePath(column))})`;
  return sql<never>`exists (select 1 from json_each(visualdev_record.data, ${sql.lit(sqlitePath(table))}) r
    where r.type = 'object' and json_type(r.value, ${sql.lit(sqlitePath(column))}) = 'text' and ${cell} <> ''
      and ${pred(cell)})`;
}

const OPERATOR = { '=': sql`=`, '>': sql`>`, '>=': sql`>=`, '<': sql`<`, '<=': sql`<=` } as const;

/** What one test asks of a record, before its negation. */
function positive(json: JsonSql, t: SuperQueryTest): Cond {
  const def = { field: t.field, table: t.table };
  const column = t.table ? t.prop.slice(t.table.length + 1) : t.prop;
  switch (t.op) {
    case 'filled':
      return t.table ? cellFilled(json, t.table, column) : sql<never>`not ${json.empty(t.prop)}`;
    case 'anyOf':
      return anyOf(json, t.prop, def, t.values);
    case 'contains':
      return fuzzy(json, t.prop, def, t.needle);
    case 'path':
      return pathMatch(json, t.prop, def, t.wanted);
    default: {
      const op = OPERATOR[t.cmp];
      const holds = (v: Sql) => sql<never>`${v} ${op} ${t.value}`;
      if (!t.numeric) return t.table ? cellString(json, t.table, column, holds) : topString(json, t.prop, holds);
      if (t.table) return json.anyCell(t.table, column, true, holds);
      // As a number range is spelled (where.ts): SQLite keeps its own types and sorts numbers before text, so
      // "< ''" keeps numbers (and booleans, as 1/0) and one index on the plain expression serves the comparison.
      return json.pg ? holds(json.number(t.prop)) : and([holds(json.scalar(t.prop)), sql<never>`${json.scalar(t.prop)} < ''`]);
    }
  }
}

/** One test as a condition: NOT of its positive for <>, notLike and 为空 (a NULL there reads as false). */
function condition(json: JsonSql, t: SuperQueryTest): Cond {
  const c = positive(json, t);
  return t.negate ? sql<never>`not coalesce(${c}, false)` : c;
}

/** The super query as one condition: every test (AND) or any (OR). */
export function superQueryCondition(json: JsonSql, q: ParsedSuperQuery): Cond {
  const conds = q.tests.map((t) => condition(json, t));
  return q.logic === 'OR' ? or(conds) : and(conds);
}
