/**
 * The generated-form list's rules over records held in memory: keyword, queryJson over every searchList entry
 * (searchType 1 equal, 2 fuzzy, 3 range [a, b]; searchMultiple = any of an array; arrays intersect), the left-tree
 * filter of type 2, the super query (superQuery.ts), sort by any field (numbers numerically), grouping (type 3), tree
 * table (type 5), paging. The
 * server answers the same rules in SQL and tests its SQL against these (tests/api/visualdev-list-sql.test.ts); the
 * file preview, which has no store, answers with these.
 */
import type { ColumnData, FormDefinition, OnlineDevRow } from '../types';
import { canonicalKind } from '../form/kinds';
import { kindSpec } from '../kinds';
import { isEmptyValue } from '../record/validate';
import { fieldIndex } from './fields';
import { parseSuperQuery, pathMatcher, SuperQueryError, superQueryMatcher, type SuperQueryErrorKey } from './superQuery';

export { fieldIndex } from './fields';

/** A generated form's stored record. */
export interface StoredRecord {
  id: string;
  data: Record<string, unknown>;
  creatorTime: number;
  creatorUserId: string | null;
  lastModifyTime: number | null;
}

/** Records held in memory, with the orders built on first use. */
export interface CachedModel {
  /** Free-form version label. */
  stamp?: string;
  records: StoredRecord[];
  byId: Map<string, StoredRecord>;
  /** Ascending orders by sort key, built on first use. */
  sorted: Map<string, StoredRecord[]>;
}

export interface ListQuery {
  currentPage: number;
  pageSize: number;
  sort?: string;
  sidx?: string;
  keyword?: string;
  menuId?: string;
  queryJson?: string | Record<string, unknown>;
  superQueryJson?: string | Record<string, unknown>;
  /** Type 2: the chosen node of the left tree. */
  treeValue?: string | number;
  /** Tree table: the field holding the parent record id (the web sends columnData.parentField). */
  treeParent?: string;
}

export interface ListInput {
  form: FormDefinition;
  columns: ColumnData;
  cached: CachedModel;
  /** Codes (vModel, `table-field`) whose values rows carry (column and form permission); null = all. */
  visible: Set<string> | null;
  /** Codes the user may search and sort by (form permission); null = all. Other fields are ignored in queries. */
  searchable?: Set<string> | null;
  /** Type 2: the values a row's tree relation field may hold (the node and, for dictionary trees, descendants). */
  treeValues?: Set<string> | null;
  /** The searcher, who 当前用户 in a super query's user field stands for. */
  userId?: string;
}

/** A list request the rules refuse: the message key (and its parameters) of the refusal, worded by the caller. */
export class ListRuleError extends Error {
  constructor(public readonly key: 'queryJsonInvalid' | 'sortFieldUnknown' | SuperQueryErrorKey, public readonly params: Record<string, string> = {}) {
    super(key);
  }
}

/**
 * A queryJson as an object: an object as is, JSON text parsed, nothing as {}. A caller reading text a client sent
 * parses it first with its own guards (depth, NUL, prototype keys); this one only refuses what is not an object.
 */
export function parseQueryJson(q: ListQuery['queryJson']): Record<string, unknown> {
  if (q === undefined || q === null || q === '') return {};
  if (typeof q === 'object' && !Array.isArray(q)) return q;
  if (typeof q === 'string') {
    let v: unknown;
    try {
      v = JSON.parse(q);
    } catch {
      throw new ListRuleError('queryJsonInvalid');
    }
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  }
  throw new ListRuleError('queryJsonInvalid');
}

const isKeyword = (kind: string) => kindSpec(kind)?.keyword === true;
/** Sorted as numbers: numbers, dates (ms timestamps) and switches. */
const isNumeric = (kind: string) => ['number', 'date'].includes(kindSpec(kind)?.compare ?? '');
const BUILT_IN = new Set(['id', 'creatorTime', 'creatorUserId']);
const collator = new Intl.Collator('zh-CN', { numeric: true });

const asNumber = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v
  : typeof v === 'boolean' ? (v ? 1 : 0)
    : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);

/** The stored values under a prop: one value, or one per sub-table row. */
function valuesAt(data: Record<string, unknown>, prop: string, table?: string): unknown[] {
  if (!table) return [data[prop]];
  const rows = data[table];
  const col = prop.slice(table.length + 1);
  return Array.isArray(rows) ? rows.map((r) => (r as Record<string, unknown>)?.[col]) : [];
}

const flat = (v: unknown): unknown[] => (Array.isArray(v) ? v.flatMap(flat) : isEmptyValue(v) ? [] : [v]);
const text = (v: unknown) => (typeof v === 'boolean' ? (v ? '1' : '0') : String(v));

type Matcher = (value: unknown) => boolean;

/** A predicate for one searched value, by searchType and the field's kind. */
function matcher(kind: string, wanted: unknown, searchType: number): Matcher | null {
  if (isEmptyValue(wanted)) return null;
  if (searchType === 2) {
    const needle = String(wanted).toLowerCase();
    return (v) => flat(v).some((x) => text(x).toLowerCase().includes(needle));
  }
  if (searchType === 3) {
    if (!Array.isArray(wanted) || wanted.length !== 2) throw new ListRuleError('queryJsonInvalid');
    const [lo, hi] = wanted.map((w) => (isEmptyValue(w) ? null : w));
    if (lo === null && hi === null) return null;
    const cmp = (a: unknown, b: unknown) => {
      const na = asNumber(a);
      const nb = asNumber(b);
      return na !== null && nb !== null ? na - nb : collator.compare(String(a), String(b));
    };
    return (v) => !isEmptyValue(v) && !Array.isArray(v) && (lo === null || cmp(v, lo) >= 0) &&
      (hi === null || cmp(v, hi) <= 0);
  }
  if (kindSpec(kind)?.compare === 'path') {
    // A wanted path matches a stored path it starts; a single id matches a path that contains it.
    return pathMatcher(wanted);
  }
  const wants = new Set(flat(wanted).map(text));
  return (v) => flat(v).some((x) => wants.has(text(x)));
}

/** Lower-cased text fields of a record joined by a newline, memoised per record (records are immutable). */
const haystacks = new WeakMap<StoredRecord, { sig: string; text: string }>();
function haystack(r: StoredRecord, fields: string[], sig: string): string {
  const hit = haystacks.get(r);
  if (hit && hit.sig === sig) return hit.text;
  const text = fields.map((f) => (typeof r.data[f] === 'string' ? (r.data[f] as string).toLowerCase() : '')).join('\n');
  haystacks.set(r, { sig, text });
  return text;
}

/** Sort key of a value: a number for numeric kinds and numeric text, else text; null when empty. */
function sortKey(v: unknown, numeric: boolean): number | string | null {
  if (isEmptyValue(v)) return null;
  const n = asNumber(v);
  if (n !== null && (numeric || typeof v === 'string')) return n;
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x))).join(',');
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

function compareKeys(a: number | string | null, b: number | string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return collator.compare(a, b);
}

/** Records in ascending order of `sidx` (empty values last; ties by creatorTime, then id), memoised per field. */
function ascending(cached: CachedModel, sidx: string, numeric: boolean): StoredRecord[] {
  const hit = cached.sorted.get(sidx);
  if (hit) return hit;
  const keyed = cached.records.map((r) => ({ r, k: sortKey(BUILT_IN.has(sidx)
    ? (r as unknown as Record<string, unknown>)[sidx] : r.data[sidx], numeric) }));
  keyed.sort((a, b) => compareKeys(a.k, b.k) || a.r.creatorTime - b.r.creatorTime || (a.r.id < b.r.id ? -1 : 1));
  const order = keyed.map((x) => x.r);
  cached.sorted.set(sidx, order);
  return order;
}

/** Orders the records by sidx and direction; empty values stay last either way. */
function ordered(cached: CachedModel, sidx: string, numeric: boolean, desc: boolean): StoredRecord[] {
  const asc = ascending(cached, sidx, numeric);
  if (!desc) return asc;
  const empty = (r: StoredRecord) => isEmptyValue(BUILT_IN.has(sidx)
    ? (r as unknown as Record<string, unknown>)[sidx] : r.data[sidx]);
  let cut = asc.length;
  while (cut > 0 && empty(asc[cut - 1])) cut--;
  return [...asc.slice(0, cut).reverse(), ...asc.slice(cut)];
}

/** The super query's matcher (only fields the user sees may be named), or null when it asks nothing. */
function superQueryOf(input: ListInput, query: ListQuery, index: ReturnType<typeof fieldIndex>) {
  try {
    const parsed = parseSuperQuery(query.superQueryJson, index, { visible: input.visible, userId: input.userId });
    return parsed ? superQueryMatcher(parsed) : null;
  } catch (e) {
    if (e instanceof SuperQueryError) throw new ListRuleError(e.key, e.params);
    throw e;
  }
}

/** Filters and orders the records of a list request (no paging). */
export function queryRecords(input: ListInput, query: ListQuery): StoredRecord[] {
  const { form, columns, cached, searchable } = input;
  const index = fieldIndex(form);
  const allowed = (prop: string) => !searchable || searchable.has(prop);
  const searchBy = new Map((columns.searchList ?? []).map((s) => [s.prop, s]));

  const tests: ((r: StoredRecord) => boolean)[] = [];
  for (const [prop, wanted] of Object.entries(parseQueryJson(query.queryJson))) {
    const def = index.get(prop);
    if (!def || !allowed(prop)) continue; // unknown or hidden fields are not searchable
    const search = searchBy.get(prop);
    const kind = canonicalKind(def.field.__config__.jnpfKey);
    const m = matcher(kind, wanted, Number(search?.searchType ?? 1));
    if (m) tests.push((r) => valuesAt(r.data, prop, def.table).some(m));
  }
  if (input.treeValues && typeof columns.treeRelation === 'string' && columns.treeRelation) {
    const prop = columns.treeRelation;
    const def = index.get(prop);
    const values = input.treeValues;
    tests.push((r) => valuesAt(r.data, prop, def?.table).some((v) => flat(v).some((x) => values.has(text(x)))));
  }
  const keyword = query.keyword?.trim().toLowerCase();
  if (keyword) {
    const textFields = [...index].filter(([p, d]) => !d.table && isKeyword(d.field.__config__.jnpfKey)
      && allowed(p)).map(([p]) => p);
    const sig = textFields.join(',');
    tests.push((r) => haystack(r, textFields, sig).includes(keyword));
  }
  const superQuery = superQueryOf(input, query, index);
  if (superQuery) tests.push((r) => superQuery(r.data));

  let sidx = query.sidx || columns.defaultSidx || 'creatorTime';
  if (!BUILT_IN.has(sidx) && (!index.has(sidx) || index.get(sidx)!.table)) {
    throw new ListRuleError('sortFieldUnknown', { field: sidx });
  }
  if (!BUILT_IN.has(sidx) && !allowed(sidx)) sidx = 'creatorTime';
  const numeric = BUILT_IN.has(sidx) ? sidx === 'creatorTime'
    : isNumeric(index.get(sidx)!.field.__config__.jnpfKey);
  const desc = (query.sort || columns.sort || 'desc') !== 'asc';
  let rows = ordered(cached, sidx, numeric, desc).filter((r) => tests.every((t) => t(r)));

  const group = columns.type === 3 && typeof columns.groupField === 'string' ? columns.groupField : '';
  if (group && index.has(group)) {
    const numericGroup = isNumeric(index.get(group)!.field.__config__.jnpfKey);
    const keys = new Map(rows.map((r) => [r, sortKey(r.data[group], numericGroup)]));
    rows = [...rows].sort((a, b) => compareKeys(keys.get(a)!, keys.get(b)!)); // stable: sidx order within a group
  }
  return rows;
}

/** A record as a list row, trimmed to the visible codes (sub-tables keep their visible columns). */
export function toRow(r: StoredRecord, visible: Set<string> | null): OnlineDevRow {
  const row: OnlineDevRow = { id: r.id, creatorTime: r.creatorTime, creatorUserId: r.creatorUserId };
  for (const [k, v] of Object.entries(r.data)) {
    if (!visible) { row[k] = v; continue; }
    const base = k.endsWith('_id') ? k.slice(0, -3) : k;
    if (visible.has(base)) { row[k] = v; continue; }
    if (!Array.isArray(v)) continue;
    const cols = [...visible].filter((c) => c.startsWith(`${k}-`)).map((c) => c.slice(k.length + 1));
    if (!cols.length) continue;
    row[k] = v.map((cell) => Object.fromEntries(cols.flatMap((c) => {
      const x = cell as Record<string, unknown>;
      return [[c, x?.[c]], ...(`${c}_id` in (x ?? {}) ? [[`${c}_id`, x[`${c}_id`]]] : [])];
    })));
  }
  return row;
}

/** Pages a filtered list; type 5 (tree table) nests rows under their parentField and pages the top level. */
export function pageRecords(input: Pick<ListInput, 'form' | 'columns' | 'visible'>, rows: StoredRecord[], query: ListQuery) {
  const { columns, visible } = input;
  const start = (query.currentPage - 1) * query.pageSize;
  const asked = query.treeParent && fieldIndex(input.form).has(query.treeParent) ? query.treeParent : '';
  const parentField = asked || (columns.type === 5 && typeof columns.parentField === 'string' ? columns.parentField : '');
  const pagination = (total: number) => ({ currentPage: query.currentPage, pageSize: query.pageSize, total });
  if (!parentField) {
    return { list: rows.slice(start, start + query.pageSize).map((r) => toRow(r, visible)), pagination: pagination(rows.length) };
  }
  const present = new Set(rows.map((r) => r.id));
  const parentOf = (r: StoredRecord) => {
    const p = flat(r.data[parentField])[0];
    return p === undefined ? '' : text(p);
  };
  const children = new Map<string, StoredRecord[]>();
  const top: StoredRecord[] = [];
  for (const r of rows) {
    const p = parentOf(r);
    if (p && p !== r.id && present.has(p)) {
      if (!children.has(p)) children.set(p, []);
      children.get(p)!.push(r);
    } else top.push(r);
  }
  const seen = new Set<string>();
  const nest = (r: StoredRecord): OnlineDevRow => {
    seen.add(r.id);
    const row = toRow(r, visible);
    const kids = (children.get(r.id) ?? []).filter((k) => !seen.has(k.id));
    if (kids.length) row.children = kids.map(nest);
    return row;
  };
  return { list: top.slice(start, start + query.pageSize).map(nest), pagination: pagination(top.length) };
}
