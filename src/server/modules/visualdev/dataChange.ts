/**
 * The DataChange answer: a record's display texts, except that a field holding one number keeps it as a number (an
 * empty one as null, never absent). The original product's own client draws those fields with number components
 * that format the value themselves, and shows NaN when handed a formatted string or nothing.
 */
import type { FieldDef } from '../../../engine/types';
import { canonicalKind, isEmptyValue, kindSpec } from '../../../engine/kinds';
import { valueFields } from '../../../engine/record/validate';
import { fieldVisible, type Granted } from '../../../engine/record/permission';

type Data = Record<string, unknown>;

const asNumber = (v: unknown): number | null => {
  if (isEmptyValue(v)) return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
};

/**
 * `texts` (from DisplayContext.record) with the numeric fields of `form` set from the stored `data`; fields the user's
 * form grants hide (`granted`) stay out.
 */
export function dataChangeAnswer(form: { fields: FieldDef[] }, data: Data, texts: Data, granted: Granted,
  table?: string): Data {
  const out: Data = { ...texts };
  for (const f of valueFields(form.fields)) {
    const key = f.__vModel__ as string;
    if (!fieldVisible(f, granted, table)) continue;
    if (canonicalKind(f.__config__.jnpfKey) === 'table') {
      const rows = Array.isArray(data[key]) ? data[key] as Data[] : [];
      const shown = Array.isArray(texts[key]) ? texts[key] as Data[] : [];
      const columns = { fields: [...valueFields(f.__config__.children)] };
      out[key] = rows.map((row, i) => dataChangeAnswer(columns, row ?? {}, shown[i] ?? {}, granted, key));
      continue;
    }
    if (kindSpec(f.__config__.jnpfKey)?.numeric(f)) out[key] = asNumber(data[key]);
  }
  return out;
}

