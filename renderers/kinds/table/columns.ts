/**
 * The columns of a sub-table, compiled from its field alone (cheap; memoised per field object), with the
 * display-only relation attribute columns the compiler leaves out.
 */
import { useMemo } from 'react';
import { compileForm, isShownOnPc } from '../../../src/engine/form/compile';
import { valueSchemaOf } from '../../../src/engine/form/kinds';
import { kindSpec } from '../../../src/engine/kinds';
import type { IndexedField, SubTable } from '../../../src/engine/form/types';
import type { FieldDef } from '../../../src/engine/types';
import { getField } from '../../registry';

/** The sub-table's columns, compiled from the field alone (cheap; memoised per field object). */
export function useSubTable(field: FieldDef): SubTable {
  return useMemo(() => {
    const vModel = field.__vModel__ || 'table';
    // The registry decides, as in compileForWeb: kinds registered beyond the engine's catalogue keep their columns.
    const compiled = compileForm({ fields: [{ ...field, __vModel__: vModel }] }, {
      isKnown: (k) => !!getField(k),
      valueSchema: (k, f) => getField(k)?.value(f) ?? valueSchemaOf(k, f),
    });
    return withDisplayColumns(compiled.subTables[vModel], field);
  }, [field]);
}

/** Relation attributes: they show a field of the record their relation picked. */
const isAttribute = (kind: unknown) => !!kindSpec(String(kind))?.attributeOf;

/**
 * The compiler keeps value columns only; a relation attribute that is shown but not stored (isStorage 1, the default)
 * still has a column in the designer's table, showing the attribute of its row's relation: put those back in order.
 */
function withDisplayColumns(table: SubTable | undefined, field: FieldDef): SubTable {
  const base: SubTable = table ?? { vModel: field.__vModel__ || 'table', label: '', actionText: '', columns: [], rowDefaults: {} };
  const children = Array.isArray(field.__config__?.children) ? (field.__config__.children as FieldDef[]) : [];
  if (!children.some((c) => isAttribute(c?.__config__?.jnpfKey))) return base;
  const columns: IndexedField[] = [];
  children.forEach((child, j) => {
    const compiled = base.columns.find((c) => c.field === child);
    if (compiled) columns.push(compiled);
    else if (child && isAttribute(child.__config__?.jnpfKey)) {
      const vModel = child.__vModel__ || `__display${j}`;
      columns.push({
        vModel, key: `${base.vModel}-${vModel}`, label: String(child.__config__?.label ?? ''), kind: String(child.__config__.jnpfKey),
        path: `${base.vModel}.__config__.children[${j}]`, required: false, field: child, parent: base.vModel, visible: isShownOnPc(child),
      });
    }
  });
  return { ...base, columns };
}

/** The row's columns by vModel, for fields that read their row (rowContext.ts). */
export function useRowColumns(table: SubTable): Readonly<Record<string, FieldDef>> {
  return useMemo(() => Object.fromEntries(table.columns.map((c) => [c.vModel, c.field])), [table]);
}

