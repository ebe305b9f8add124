/** The fields a list query can name: every value field by its vModel, and each sub-table column as `table-field`. */
import type { FieldDef, FormDefinition } from '../types';
import { canonicalKind } from '../form/kinds';
import { valueFields } from '../record/validate';

/** A field a list query names, and the sub-table holding it (a column's prop is `table-field`). */
export interface IndexedField { field: FieldDef; table?: string }

/** Field definitions by prop: vModel, or `table-field` for a sub-table column. */
export function fieldIndex(form: Pick<FormDefinition, 'fields'>): Map<string, IndexedField> {
  const index = new Map<string, IndexedField>();
  for (const f of valueFields(form.fields)) {
    const key = f.__vModel__ as string;
    index.set(key, { field: f });
    if (canonicalKind(f.__config__.jnpfKey) !== 'table') continue;
    for (const c of valueFields(f.__config__.children)) index.set(`${key}-${c.__vModel__}`, { field: c, table: key });
  }
  return index;
}
