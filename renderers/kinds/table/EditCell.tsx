/**
 * One editable cell of a sub-table: the column kind's registry input over the form model's cell of its row (by the
 * row's key). It subscribes to its own row, so a keystroke re-renders this cell (and cells of the row whose value
 * the keystroke changed, such as calculate columns) and nothing else.
 */
import { memo, useCallback, useMemo } from 'react';
import type { FormModel } from '../../../src/engine/form/model';
import type { IndexedField } from '../../../src/engine/form/types';
import type { FieldDef } from '../../../src/engine/types';
import { renderView } from '../../registry';
import { useFreshErrors } from '../../form/freshErrors';
import { SubTableRowContext, useRowValue, type SubTableRow } from './rowContext';

const NO_ERRORS: string[] = [];

/** The messages of a cell in the table's error tree (by row position and column). */
export function cellErrors(errors: unknown, index: number, column: string): string[] {
  const rowErrors = (errors as Record<string, Record<string, { __errors?: string[] }>> | undefined)?.[index];
  return rowErrors?.[column]?.__errors ?? NO_ERRORS;
}

export interface EditCellProps {
  id: string;
  column: IndexedField;
  /** The row's key in the model: the cell stays with its row when rows above it are removed. */
  rowKey: number;
  model: FormModel;
  /** vModel of the table and its columns: the row context of fields that read their row. */
  table: string;
  rowColumns: Readonly<Record<string, FieldDef>>;
  disabled?: boolean;
  readonly?: boolean;
  errors: string[];
}

export const EditCell = memo(function EditCell({ id, column, rowKey, model, table, rowColumns, disabled, readonly, errors: raw }: EditCellProps) {
  const row = useMemo<SubTableRow>(() => ({ model, key: rowKey, table, columns: rowColumns }), [model, rowKey, table, rowColumns]);
  const value = useRowValue(row, column.vModel);
  const errors = useFreshErrors(raw, value);
  const onChange = useCallback((v: unknown) => model.setCell(table, rowKey, column.vModel, v), [model, table, rowKey, column.vModel]);
  return (
    <div>
      <SubTableRowContext.Provider value={row}>
        {renderView(column.kind, 'input', { id, field: column.field, value, onChange, disabled, readonly,
          invalid: errors.length > 0, ariaLabel: column.label }, { path: column.path, unknown: column.unknown })}
      </SubTableRowContext.Provider>
      {errors.length > 0 && <div role="alert" style={{ color: '#ff4d4f', fontSize: 12 }}>{errors.join(' ')}</div>}
    </div>
  );
});
