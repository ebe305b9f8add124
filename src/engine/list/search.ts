/**
 * The list's search form as data: which input a search field uses and the `queryJson` the List call receives
 * (searchType 1 equal, 2 fuzzy, 3 range `[a, b]`; searchMultiple sends an array, matched as "any of").
 */
import { kindSpec, type SearchInputShape } from '../kinds';
import type { SearchFieldSpec } from './compile';

export type SearchValues = Record<string, unknown>;

export type { SearchInputShape } from '../kinds';

/** The shape of a search field's input. */
export function searchShapeOf(spec: Pick<SearchFieldSpec, 'kind' | 'searchType'>): SearchInputShape {
  if (spec.searchType !== 3) return 'single';
  return kindSpec(spec.kind)?.searchRange ?? 'single';
}

/**
 * The registry kind whose input enters a search value for this field (fuzzy search always types text; a read-only
 * or server-filled kind borrows an editable kind's input).
 */
export function searchInputKind(spec: Pick<SearchFieldSpec, 'kind' | 'searchType'>): string {
  if (spec.searchType === 2) return 'comInput';
  return kindSpec(spec.kind)?.searchInput ?? spec.kind;
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A range end as sent: numbers and dates stay numbers, blank ends become null (0 counts as a value). */
function rangeEnd(v: unknown): unknown {
  return isBlank(v) ? null : typeof v === 'string' ? v.trim() : v;
}

/**
 * The queryJson object of the search form's values: blank entries are left out, a range with both ends blank is
 * left out, fuzzy text is trimmed, multiple choices are always arrays.
 */
export function buildQuery(fields: SearchFieldSpec[], values: SearchValues): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const spec of fields) {
    const value = values[spec.prop];
    if (spec.searchType === 3 && searchShapeOf(spec) !== 'single') {
      if (!Array.isArray(value)) continue;
      const range = [rangeEnd(value[0]), rangeEnd(value[1])];
      if (range[0] === null && range[1] === null) continue;
      query[spec.prop] = range;
      continue;
    }
    if (Array.isArray(value)) {
      const items = value.filter((v) => !isBlank(v));
      if (items.length) query[spec.prop] = items;
      continue;
    }
    if (isBlank(value)) continue;
    const single = typeof value === 'string' ? value.trim() : value;
    query[spec.prop] = spec.multiple ? [single] : single;
  }
  return query;
}

/** queryJson as the List call sends it: a JSON string, or undefined when nothing is searched. */
export function queryJsonOf(fields: SearchFieldSpec[], values: SearchValues): string | undefined {
  const query = buildQuery(fields, values);
  return Object.keys(query).length ? JSON.stringify(query) : undefined;
}

/** The field definition a search input is drawn with: multiple for searchMultiple, never disabled or read-only. */
export function searchFieldDef<T extends { [key: string]: unknown; __config__: { jnpfKey: string } }>(
  spec: Pick<SearchFieldSpec, 'kind' | 'searchType' | 'multiple' | 'label'> & { field: T },
): T {
  const kind = searchInputKind(spec);
  const field: T = { ...spec.field, disabled: false, readonly: false, __config__: { ...spec.field.__config__, jnpfKey: kind } };
  if (spec.multiple) (field as Record<string, unknown>).multiple = true;
  if (kind !== spec.kind) {
    // The stand-in's own hints apply, not the original's (a serial number's 系统自动生成 is no search hint).
    delete (field as Record<string, unknown>).thousands;
    delete (field as Record<string, unknown>).placeholder;
  }
  return field;
}
