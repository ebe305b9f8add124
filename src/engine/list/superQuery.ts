/**
 * The super query (高级查询) of a generated list, pure: which operators a field offers (from its kind's comparison
 * class), the parse and check of a `superQueryJson` ({matchLogic, conditionJson: [{field, symbol, fieldValue,
 * jnpfKey}]}), and the in-memory answer. The server's SQL (server/modules/visualdev/query/superQuery.ts) builds its
 * conditions from the same parsed tests, so a list answers the same in the store, in the preview and in the dialog.
 *
 * Semantics (docs/api-contract.md, "Super query"):
 * - A positive test on a sub-table column holds when some row's cell passes it; `<>`, `notLike` and `null` are the
 *   negations of `==`, `like` and `notNull` (so `<>` also keeps records whose value is empty: they are not X).
 * - text: `==` equals one of the values (exact), `like` holds the text in any case.
 * - number, date (numbers stored as numbers; booleans as 1/0) and time ("HH:mm:ss" text): `==` and the orders.
 * - set (options, people, relations) and path (cascader, organisation, area): `==` holds one of the values (a path
 *   by its start, a single id anywhere in the path); `like`/`notLike` are taken as `==`/`<>` (包含 = contains).
 * - files, signatures, locations, ranges and whole sub-tables: only 为空 / 不为空.
 * - A condition that needs a value but has none (null, blank text, []) is left out, as a blank search field is.
 */
import type { FieldDef, FormDefinition } from '../types';
import { canonicalKind, isEmptyValue, kindSpec } from '../kinds';
import { replaceCurrentUser } from '../record/currentUser';
import { fieldIndex, type IndexedField } from './fields';

export const SUPER_QUERY_SYMBOLS = ['==', '<>', '>', '>=', '<', '<=', 'like', 'notLike', 'null', 'notNull'] as const;
export type SuperQuerySymbol = (typeof SUPER_QUERY_SYMBOLS)[number];
export type MatchLogic = 'AND' | 'OR';

/** Most conditions one super query (or saved plan) may hold. */
export const MAX_SUPER_QUERY_CONDITIONS = 50;

/** Most values one condition may list (等于 any of them): every one is a bound parameter of the store's query. */
export const MAX_SUPER_QUERY_VALUES = 1000;

/** Operators that compare no value (为空 / 不为空). */
export const VALUELESS: ReadonlySet<SuperQuerySymbol> = new Set(['null', 'notNull']);

/** How the super query compares a field: the kind's comparison class, with times ordered and bulky values only present or not. */
export type SuperQueryClass = 'text' | 'time' | 'number' | 'date' | 'set' | 'path' | 'presence';

const ORDERED: readonly SuperQuerySymbol[] = ['==', '<>', '>', '>=', '<', '<=', 'null', 'notNull'];
const SYMBOLS: Record<SuperQueryClass, readonly SuperQuerySymbol[]> = {
  text: ['==', '<>', 'like', 'notLike', 'null', 'notNull'],
  time: ORDERED,
  number: ORDERED,
  date: ORDERED,
  set: ['==', '<>', 'null', 'notNull'],
  path: ['==', '<>', 'null', 'notNull'],
  presence: ['null', 'notNull'],
};

/** The super query's class of a field (or of a bare kind); null for a kind that stores nothing or is unknown. */
export function superQueryClassOf(kind: string, field?: { readonly [key: string]: unknown }): SuperQueryClass | null {
  const k = canonicalKind(kind);
  const spec = kindSpec(k);
  if (!spec || spec.role === 'container' || spec.role === 'static') return null;
  // Files, drawings, map points, two-ended ranges and rows are only there or not (the kind spec says which).
  if (!spec.valueComparable || field?.range === true) return 'presence';
  if (spec.compare === 'text') return spec.searchRange === 'timeRange' ? 'time' : 'text';
  return spec.compare;
}

/** The operators a field of this kind offers, in the dialog's order; none for a kind that stores nothing. */
export function superQuerySymbolsOf(kind: string, field?: { readonly [key: string]: unknown }): readonly SuperQuerySymbol[] {
  const cls = superQueryClassOf(kind, field);
  return cls ? SYMBOLS[cls] : [];
}

/** Why a super query is refused: the message key of the refusal (server catalogue) and its parameters. */
export type SuperQueryErrorKey = 'superQueryInvalid' | 'superQueryTooMany' | 'superQueryFieldUnknown'
  | 'superQuerySymbolUnknown' | 'superQuerySymbolInvalid' | 'superQueryValueInvalid';

export class SuperQueryError extends Error {
  constructor(public readonly key: SuperQueryErrorKey, public readonly params: Record<string, string> = {}) {
    super(key);
  }
}

/** One condition as sent and saved. */
export interface SuperQueryCondition {
  field: string;
  symbol: SuperQuerySymbol;
  fieldValue: unknown;
  jnpfKey?: string;
}

/** What a parsed condition asks of a value (before `negate`). */
export type SuperQueryOp =
  /** Not empty (not missing, null, '' or []). */
  | { op: 'filled' }
  /** Some element (any depth of lists) is one of `values`, compared as text. */
  | { op: 'anyOf'; values: string[] }
  /** An id path: a path the stored one starts with, or a single id anywhere in it (queryJson's path match). */
  | { op: 'path'; wanted: unknown }
  /** Some element's text holds `needle` in any case. */
  | { op: 'contains'; needle: string }
  /** A number (stored as a number or boolean) or a text (a scalar, not empty) compared with `value`. */
  | { op: 'compare'; cmp: '=' | '>' | '>=' | '<' | '<='; value: number | string; numeric: boolean };

/** One checked condition: the field it reads (a sub-table column: `table` set), what it asks, and whether negated. */
export type SuperQueryTest = SuperQueryOp & { prop: string; table?: string; field: FieldDef; negate: boolean };

export interface ParsedSuperQuery {
  logic: MatchLogic;
  tests: SuperQueryTest[];
}

export interface SuperQueryScope {
  /** Codes (vModel, `table-field`) the user may see; a condition on another field is refused. null/absent = all. */
  visible?: ReadonlySet<string> | null;
  /** The searcher, who the user pickers' 当前用户 stands for. */
  userId?: string;
}

const isAtom = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const text = (v: unknown) => (typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
const blank = (v: unknown) => isEmptyValue(v) || (typeof v === 'string' && v.trim() === '');
const asNumber = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v
  : typeof v === 'boolean' ? (v ? 1 : 0)
    : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);
/** Every atom of a value (lists flattened, empties dropped); null when something in it is not an atom. */
const atoms = (v: unknown): unknown[] | null => {
  if (Array.isArray(v)) {
    const out: unknown[] = [];
    for (const x of v) {
      const a = atoms(x);
      if (!a) return null;
      out.push(...a);
    }
    return out;
  }
  if (blank(v)) return [];
  return isAtom(v) ? [v] : null;
};

const labelOf = (prop: string, field: FieldDef) => String(field.__config__.label || prop);

/** The JSON value of a `superQueryJson` (text parsed; an object as is); the server parses text with its own guards first. */
function asObject(raw: unknown): Record<string, unknown> | null {
  if (raw === undefined || raw === null || raw === '') return null;
  let v = raw;
  if (typeof raw === 'string') {
    try {
      v = JSON.parse(raw);
    } catch {
      throw new SuperQueryError('superQueryInvalid');
    }
  }
  if (v === null) return null;
  if (typeof v !== 'object' || Array.isArray(v)) throw new SuperQueryError('superQueryInvalid');
  return v as Record<string, unknown>;
}

/** The matchLogic of a query or plan: AND (also when absent) or OR, in any case. */
export function parseMatchLogic(v: unknown): MatchLogic {
  if (v === undefined || v === null || v === '') return 'AND';
  const upper = typeof v === 'string' ? v.toUpperCase() : '';
  if (upper === 'AND' || upper === 'OR') return upper;
  throw new SuperQueryError('superQueryInvalid');
}

/** The conditions of a query or plan: an array, or the JSON text of one (a saved plan keeps it as text). */
export function parseConditionList(v: unknown): unknown[] {
  if (v === undefined || v === null || v === '') return [];
  let list = v;
  if (typeof v === 'string') {
    try {
      list = JSON.parse(v);
    } catch {
      throw new SuperQueryError('superQueryInvalid');
    }
  }
  if (!Array.isArray(list)) throw new SuperQueryError('superQueryInvalid');
  if (list.length > MAX_SUPER_QUERY_CONDITIONS) {
    throw new SuperQueryError('superQueryTooMany', { max: String(MAX_SUPER_QUERY_CONDITIONS) });
  }
  return list;
}

/** What a condition's operator and value ask of a field of class `cls`; null when it has no value to compare. */
function opOf(cls: SuperQueryClass, symbol: SuperQuerySymbol, value: unknown, bad: () => SuperQueryError)
  : { op: SuperQueryOp; negate: boolean } | null {
  if (symbol === 'null' || symbol === 'notNull') return { op: { op: 'filled' }, negate: symbol === 'null' };
  const negate = symbol === '<>' || symbol === 'notLike';
  if (cls === 'set' || cls === 'path') {
    const all = atoms(value);
    if (!all || all.length > MAX_SUPER_QUERY_VALUES) throw bad();
    if (!all.length) return null;
    if (cls === 'set') return { op: { op: 'anyOf', values: [...new Set(all.map(text))] }, negate };
    return { op: { op: 'path', wanted: value }, negate };
  }
  if (cls === 'text') {
    if (symbol === 'like' || symbol === 'notLike') {
      if (blank(value)) return null;
      if (!isAtom(value)) throw bad();
      return { op: { op: 'contains', needle: text(value).trim() }, negate };
    }
    const all = atoms(value);
    if (!all || all.length > MAX_SUPER_QUERY_VALUES) throw bad();
    return all.length ? { op: { op: 'anyOf', values: [...new Set(all.map(text))] }, negate } : null;
  }
  // number, date, time: one value, compared in order
  if (blank(value)) return null;
  const cmp = symbol === '==' || symbol === '<>' ? '=' : symbol as '>' | '>=' | '<' | '<=';
  if (cls === 'time') {
    if (typeof value !== 'string') throw bad();
    return { op: { op: 'compare', cmp, value, numeric: false }, negate };
  }
  const n = Array.isArray(value) ? null : asNumber(value);
  if (n === null) throw bad();
  return { op: { op: 'compare', cmp, value: n, numeric: true }, negate };
}

/**
 * Checks a super query against the form and the user's scope and answers its tests, or null when it asks nothing
 * (absent, empty, or every condition without a value). Throws SuperQueryError for what is refused: text that is
 * not a JSON object, a wrong matchLogic or conditionJson, more than 50 conditions, a field that is not in the form
 * or that the user cannot see (one message for both, so a hidden field's existence does not show), an unknown
 * operator, an operator the field's kind does not take, a value of the wrong type.
 */
export function parseSuperQuery(raw: unknown, form: Pick<FormDefinition, 'fields'> | Map<string, IndexedField>,
  scope: SuperQueryScope = {}): ParsedSuperQuery | null {
  const obj = asObject(raw);
  if (!obj) return null;
  const logic = parseMatchLogic(obj.matchLogic);
  const list = parseConditionList(obj.conditionJson);
  const index = form instanceof Map ? form : fieldIndex(form);
  const tests: SuperQueryTest[] = [];
  for (const c of list) {
    if (!c || typeof c !== 'object' || Array.isArray(c)) throw new SuperQueryError('superQueryInvalid');
    const { field: prop, symbol, fieldValue } = c as Record<string, unknown>;
    if (typeof prop !== 'string' || !prop || typeof symbol !== 'string') throw new SuperQueryError('superQueryInvalid');
    const def = index.get(prop);
    if (!def || (scope.visible && !scope.visible.has(prop))) {
      throw new SuperQueryError('superQueryFieldUnknown', { field: prop.slice(0, 100) });
    }
    if (!(SUPER_QUERY_SYMBOLS as readonly string[]).includes(symbol)) {
      throw new SuperQueryError('superQuerySymbolUnknown', { symbol: symbol.slice(0, 20) });
    }
    const kind = canonicalKind(def.field.__config__.jnpfKey);
    const cls = superQueryClassOf(kind, def.field);
    const sym = symbol as SuperQuerySymbol;
    // Sets and paths take 包含 / 不包含 as 等于 / 不等于 (the original's dialog offered them for options).
    const taken = cls && (SYMBOLS[cls].includes(sym) || ((cls === 'set' || cls === 'path') && (sym === 'like' || sym === 'notLike')));
    if (!cls || !taken) {
      throw new SuperQueryError('superQuerySymbolInvalid', { field: labelOf(prop, def.field), symbol: sym });
    }
    const value = scope.userId ? replaceCurrentUser(kind, fieldValue, scope.userId) : fieldValue;
    const bad = () => new SuperQueryError('superQueryValueInvalid', { field: labelOf(prop, def.field) });
    const asked = opOf(cls, sym, value, bad);
    if (asked) tests.push({ ...asked.op, prop, table: def.table, field: def.field, negate: asked.negate });
  }
  return tests.length ? { logic, tests } : null;
}

/** The values under a prop of a record: the one value, or one per sub-table row. */
function valuesAt(data: Record<string, unknown>, test: SuperQueryTest): unknown[] {
  if (!test.table) return [data[test.prop]];
  const rows = data[test.table];
  const col = test.prop.slice(test.table.length + 1);
  return Array.isArray(rows) ? rows.map((r) => (r && typeof r === 'object' ? (r as Record<string, unknown>)[col] : undefined)) : [];
}

const flat = (v: unknown): unknown[] => (Array.isArray(v) ? v.flatMap(flat) : isEmptyValue(v) ? [] : [v]);

/**
 * Whether a stored path value (one path, or a list of paths) matches what a path search wants: a wanted path that
 * it starts with, or a single wanted id anywhere in it. Shared with queryJson's equal search of path kinds.
 */
export function pathMatcher(wanted: unknown): (stored: unknown) => boolean {
  const single = !Array.isArray(wanted);
  const paths: unknown[][] = Array.isArray(wanted)
    ? (wanted.every(Array.isArray) ? wanted as unknown[][] : [wanted]) : [[wanted]];
  return (v) => {
    if (!Array.isArray(v) || !v.length) return false;
    const stored = (v.every(Array.isArray) ? v : [v]) as unknown[][];
    return stored.some((s) => paths.some((p) => (single ? s.map(text).includes(text(p[0]))
      : p.length > 0 && p.length <= s.length && p.every((x, i) => text(x) === text(s[i])))));
  };
}

/** A value's number as the store compares it (numbers, and booleans as 1/0); null otherwise. */
const storedNumber = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v
  : typeof v === 'boolean' ? (v ? 1 : 0) : null);
/** A value's text for an ordered text comparison (times): non-empty text only, as the SQL reads it; null otherwise. */
const storedText = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function compares(cmp: '=' | '>' | '>=' | '<' | '<=', a: number | string, b: number | string): boolean {
  switch (cmp) {
    case '=': return a === b;
    case '>': return a > b;
    case '>=': return a >= b;
    case '<': return a < b;
    default: return a <= b;
  }
}

/** Whether one stored value passes a test's operator (before its negation). */
function passes(test: SuperQueryTest, v: unknown): boolean {
  switch (test.op) {
    case 'filled': return !isEmptyValue(v);
    case 'anyOf': return flat(v).some((x) => test.values.includes(text(x)));
    case 'contains': {
      const needle = test.needle.toLowerCase();
      return flat(v).some((x) => text(x).toLowerCase().includes(needle));
    }
    case 'path': return pathMatcher(test.wanted)(v);
    default: {
      const got = test.numeric ? storedNumber(v) : storedText(v);
      return got !== null && compares(test.cmp, got, test.value);
    }
  }
}

/** Whether a record's data passes one test. */
export function passesTest(test: SuperQueryTest, data: Record<string, unknown>): boolean {
  const hit = valuesAt(data, test).some((v) => passes(test, v));
  return test.negate ? !hit : hit;
}

/** The in-memory answer of a parsed super query: whether a record's data passes it (all tests, or any for OR). */
export function superQueryMatcher(q: ParsedSuperQuery): (data: Record<string, unknown>) => boolean {
  return q.logic === 'OR' ? (data) => q.tests.some((t) => passesTest(t, data))
    : (data) => q.tests.every((t) => passesTest(t, data));
}

/** `superQueryJson` as the List call sends it; undefined when there is no condition. */
export function superQueryJsonOf(matchLogic: MatchLogic, conditions: readonly SuperQueryCondition[]): string | undefined {
  return conditions.length ? JSON.stringify({ matchLogic, conditionJson: conditions }) : undefined;
}
