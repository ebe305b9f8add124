/**
 * The generated-form list: keyword, queryJson search (searchType 1 equal, 2 fuzzy, 3 range [a, b]), sort by a
 * stored value, paging. Works on parsed records so SQLite and PostgreSQL answer alike.
 */
import type { ColumnData, FormDefinition, ListColumn, OnlineDevRow } from '../../../engine/types';
import { isEmptyValue, valueFields } from '../../../engine/record/validate';
import { ApiError } from '../../http/envelope';

export interface StoredRecord {
  id: string;
  data: Record<string, unknown>;
  creatorTime: number;
  creatorUserId: string | null;
}

export interface ListQuery {
  currentPage: number;
  pageSize: number;
  sort?: string;
  sidx?: string;
  keyword?: string;
  queryJson?: string | Record<string, unknown>;
}

const TEXT_KEYS = new Set(['comInput', 'textarea', 'billRule']);
const BUILT_IN = new Set(['id', 'creatorTime', 'creatorUserId']);

function parseQuery(q: ListQuery['queryJson']): Record<string, unknown> {
  if (q === undefined || q === null || q === '') return {};
  if (typeof q === 'object') return q;
  try {
    const v = JSON.parse(q);
    if (v && typeof v === 'object' && !Array.isArray(v)) return v;
  } catch { /* fall through */ }
  throw new ApiError(400, 'queryJsonInvalid');
}

const asNumber = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' &&
  !Number.isNaN(Number(v)) ? Number(v) : null);

function compare(a: unknown, b: unknown): number {
  const na = asNumber(a);
  const nb = asNumber(b);
  if (na !== null && nb !== null) return na - nb;
  return String(a).localeCompare(String(b), 'zh-CN');
}

function matches(stored: unknown, wanted: unknown, searchType: number): boolean {
  if (searchType === 2) {
    return !isEmptyValue(stored) && String(stored).toLowerCase().includes(String(wanted).toLowerCase());
  }
  if (searchType === 3) {
    if (!Array.isArray(wanted)) return true;
    const [lo, hi] = wanted;
    if (isEmptyValue(stored)) return false;
    if (!isEmptyValue(lo) && compare(stored, lo) < 0) return false;
    if (!isEmptyValue(hi) && compare(stored, hi) > 0) return false;
    return true;
  }
  const wants = Array.isArray(wanted) ? wanted.map(String) : [String(wanted)];
  const has = Array.isArray(stored) ? stored.map(String) : isEmptyValue(stored) ? [] : [String(stored)];
  return has.some((h) => wants.includes(h));
}

/** Filters, sorts and pages records; answers the rows of the requested page and the total. */
export function listRecords(records: StoredRecord[], form: FormDefinition, columns: ColumnData, query: ListQuery) {
  const fields = [...valueFields(form.fields)];
  const known = new Set(fields.map((f) => f.__vModel__ as string));
  const textFields = fields.filter((f) => TEXT_KEYS.has(f.__config__.jnpfKey)).map((f) => f.__vModel__ as string);
  const searchBy = new Map<string, ListColumn>((columns.searchList ?? []).map((s) => [s.prop, s]));

  const filters: [string, unknown, number][] = [];
  for (const [key, value] of Object.entries(parseQuery(query.queryJson))) {
    if (isEmptyValue(value)) continue;
    const search = searchBy.get(key);
    if (search) filters.push([key, value, Number(search.searchType ?? 1)]);
    else if (known.has(key)) filters.push([key, value, 1]); // e.g. the left tree of a type-2 list
  }
  const keyword = query.keyword?.trim().toLowerCase();

  let rows: OnlineDevRow[] = records.map((r) => ({ ...r.data, id: r.id, creatorTime: r.creatorTime,
    creatorUserId: r.creatorUserId }));
  rows = rows.filter((row) => filters.every(([k, v, t]) => matches(row[k], v, t)) &&
    (!keyword || textFields.some((f) => typeof row[f] === 'string' && (row[f] as string).toLowerCase().includes(keyword))));

  const sidx = query.sidx || columns.defaultSidx || 'creatorTime';
  if (!known.has(sidx) && !BUILT_IN.has(sidx)) throw new ApiError(400, 'sortFieldUnknown', { field: sidx });
  const dir = (query.sort || columns.sort || 'desc') === 'asc' ? 1 : -1;
  rows.sort((a, b) => {
    const ea = isEmptyValue(a[sidx]);
    const eb = isEmptyValue(b[sidx]);
    if (ea || eb) return ea === eb ? 0 : ea ? 1 : -1; // empty values last either way
    return dir * compare(a[sidx], b[sidx]) || dir * (a.creatorTime as number - (b.creatorTime as number));
  });

  const start = (query.currentPage - 1) * query.pageSize;
  return {
    list: rows.slice(start, start + query.pageSize),
    pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: rows.length },
  };
}
