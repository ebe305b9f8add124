/**
 * The row a sub-table cell belongs to. Fields that read other fields (relationFormAttr / popupAttr) look here first:
 * inside a row their `relationField` names a column of the same row, so each row shows the attribute of its own
 * relation. The value is read from the form model by the row's key, one row's readers at a time, like the cells.
 */
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { FormModel } from '../../../src/engine/form/model';
import type { FieldDef } from '../../../src/engine/types';

export interface SubTableRow {
  /** The model holding the table (the form's, or the table's own outside a form). */
  model: FormModel;
  /** The row's key in the model (it stays with the row when rows above it are removed). */
  key: number;
  /** vModel of the sub-table. */
  table: string;
  /** The row's columns by vModel. */
  columns: Readonly<Record<string, FieldDef>>;
}

export const SubTableRowContext = createContext<SubTableRow | null>(null);

/** The surrounding sub-table row, or null outside one. */
export function useSubTableRow(): SubTableRow | null {
  return useContext(SubTableRowContext);
}

const NO_SUBSCRIBE = () => () => {};

/** The value of one column of the row; undefined without a row or a column. Re-renders only when it changes. */
export function useRowValue(row: SubTableRow | null, column: string | undefined): unknown {
  const subscribe = useCallback((listener: () => void) => row!.model.watchRow(row!.table, row!.key, listener), [row]);
  const get = useCallback(() => (row && column ? row.model.cell(row.table, row.key, column) : undefined), [row, column]);
  return useSyncExternalStore(row && column ? subscribe : NO_SUBSCRIBE, get, get);
}
