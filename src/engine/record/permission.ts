/**
 * Form permission applied to records (issue 3 item 4): a field is visible when its code (vModel, or
 * `table-field` for a sub-table column) is granted; relation attributes are visible only with their relation.
 * Pure, so the server enforces exactly what the web hides.
 */
import type { FieldDef, FormDefinition } from '../types';
import { canonicalKind } from '../form/kinds';
import { kindSpec } from '../kinds';
import { storedFields, valueFields } from './validate';

/** Granted codes; `null` means every code (administrators, or the form does not use form permission). */
export type Granted = ReadonlySet<string> | null;

/** Whether a top-level (or in-row, with `table`) field is visible under `granted`. */
export function fieldVisible(field: FieldDef, granted: Granted, table?: string): boolean {
  if (!granted) return true;
  const code = (name: string) => (table ? `${table}-${name}` : name);
  if (!granted.has(code(field.__vModel__ as string))) return false;
  if (kindSpec(field.__config__.jnpfKey)?.attributeOf) {
    const relation = field.relationField;
    return typeof relation !== 'string' || !relation || granted.has(code(relation));
  }
  return true;
}

/** The vModels (and `table-field` codes) a user may see in this form. */
export function visibleCodes(form: FormDefinition, granted: Granted): Set<string> {
  const out = new Set<string>();
  for (const f of valueFields(form.fields)) {
    if (!fieldVisible(f, granted)) continue;
    const key = f.__vModel__ as string;
    out.add(key);
    if (canonicalKind(f.__config__.jnpfKey) !== 'table') continue;
    for (const c of valueFields(f.__config__.children)) {
      if (fieldVisible(c, granted, key)) out.add(`${key}-${c.__vModel__}`);
    }
  }
  return out;
}

function copyField(out: Record<string, unknown>, from: Record<string, unknown>, key: string) {
  if (key in from) out[key] = from[key];
  if (`${key}_id` in from) out[`${key}_id`] = from[`${key}_id`];
}

/** The record as a user may read it: only visible fields (and visible columns of visible sub-tables). */
export function readableRecord(form: FormDefinition, record: Record<string, unknown>, granted: Granted):
  Record<string, unknown> {
  if (!granted) return record;
  const out: Record<string, unknown> = {};
  for (const f of valueFields(form.fields)) {
    const key = f.__vModel__ as string;
    if (!fieldVisible(f, granted)) continue;
    if (canonicalKind(f.__config__.jnpfKey) !== 'table' || !Array.isArray(record[key])) {
      copyField(out, record, key);
      continue;
    }
    const columns = [...valueFields(f.__config__.children)].filter((c) => fieldVisible(c, granted, key));
    out[key] = (record[key] as Record<string, unknown>[]).map((row) => {
      const r: Record<string, unknown> = {};
      for (const c of columns) copyField(r, row ?? {}, c.__vModel__ as string);
      return r;
    });
  }
  return out;
}

/**
 * What a write stores: the incoming values of visible fields, the stored values of hidden ones (nothing for them
 * on create). Hidden columns of a visible sub-table keep the stored cell of the same row index.
 */
export function mergeWritable(form: FormDefinition, incoming: Record<string, unknown>,
  stored: Record<string, unknown> | null, granted: Granted): Record<string, unknown> {
  if (!granted) return incoming;
  const before = stored ?? {};
  const out: Record<string, unknown> = {};
  for (const f of storedFields(form.fields)) {
    const key = f.__vModel__ as string;
    if (!fieldVisible(f, granted)) {
      copyField(out, before, key);
      continue;
    }
    copyField(out, incoming, key);
    if (canonicalKind(f.__config__.jnpfKey) !== 'table' || !Array.isArray(incoming[key])) continue;
    const hidden = [...storedFields(f.__config__.children)].filter((c) => !fieldVisible(c, granted, key));
    if (!hidden.length) continue;
    const oldRows = Array.isArray(before[key]) ? (before[key] as Record<string, unknown>[]) : [];
    out[key] = (incoming[key] as Record<string, unknown>[]).map((row, i) => {
      const r: Record<string, unknown> = { ...row };
      for (const c of hidden) {
        const col = c.__vModel__ as string;
        delete r[col];
        delete r[`${col}_id`];
        copyField(r, oldRows[i] ?? {}, col);
      }
      return r;
    });
  }
  return out;
}
