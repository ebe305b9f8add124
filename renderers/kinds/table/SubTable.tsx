/**
 * The sub-table (`table` kind): an antd Table whose first column is the row number with a delete icon (asks for
 * confirmation), then one column per child field edited with that child's registry input, an add-row button
 * labelled from `actionText` (default 添加) that adds a blank row, or with addType 1 opens the selection dialog and
 * adds a row per picked item, an optional summary row (合计), and calculate columns recomputed with their row.
 * Long tables are virtualised so a 500-row table mounts only the rows in view.
 */
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { App, Button, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { createRow } from '../../../src/engine/form/compile';
import { buildCalcGraph, computeRow, type CalcGraph } from '../../../src/engine/form/calc';
import type { IndexedField } from '../../../src/engine/form/types';
import type { FieldDef } from '../../../src/engine/types';
import { renderView, type FieldInputProps, type FieldViewProps } from '../../registry';
import { useFreshErrors } from '../../form/freshErrors';
import { useFormValues } from '../../form/values';
import { DataSelectDialog } from '../pickers/DataSelectDialog';
import { columnOptionsOf } from '../pickers/SelectDialog';
import { rowFromPicked, sumColumn, summaryOf } from './summary';
import { useLines, useRowStore, useRows, type RowStore } from './rowStore';
import { SubTableRowContext, useRowValue, type SubTableRow } from './rowContext';
import { useRowColumns, useSubTable } from './columns';

type Row = Record<string, unknown>;
interface Line { key: number; row: Row }

export { useSubTable };

const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);

/** The calculation graph of one sub-table (its calculate columns). */
function useRowCalcs(field: FieldDef): { graph: CalcGraph; table: string } {
  return useMemo(() => {
    const table = field.__vModel__ || 'table';
    return { graph: buildCalcGraph([{ ...field, __vModel__: table }]), table };
  }, [field]);
}

/** Past `virtualFrom` rows the table renders only the rows in view (tests without layout may raise it). */
export const subTableSettings = { virtualFrom: 50 };
const VIRTUAL_HEIGHT = 480;
const DEFAULT_COLUMN_WIDTH = 180;
const INDEX_WIDTH = 70;

/** A column's width: its columnWidth; a virtual table needs every width, so others get a default there. */
const widthOf = (column: IndexedField, virtual = false): number | undefined => {
  const w = column.field.__config__.columnWidth;
  return typeof w === 'number' && w > 0 ? w : virtual ? DEFAULT_COLUMN_WIDTH : undefined;
};
/** The total width of a virtual table (antd wants a number for scroll.x there). */
const tableWidth = (columns: IndexedField[]) => columns.reduce((sum, c) => sum + widthOf(c, true)!, INDEX_WIDTH);

const NO_ERRORS: string[] = [];

function cellErrors(errors: unknown, index: number, column: string): string[] {
  const rowErrors = (errors as Record<string, Record<string, { __errors?: string[] }>> | undefined)?.[index];
  return rowErrors?.[column]?.__errors ?? NO_ERRORS;
}

interface CellProps {
  id: string;
  column: IndexedField;
  /** The row's key in the store: the cell stays with its row when rows above it are removed. */
  rowKey: number;
  store: RowStore;
  /** vModel of the table and its columns: the row context of fields that read their row. */
  table: string;
  rowColumns: Readonly<Record<string, FieldDef>>;
  onCell: (rowKey: number, column: string, value: unknown) => void;
  disabled?: boolean;
  readonly?: boolean;
  errors: string[];
}

/** One editable cell; memoised so typing in one cell re-renders that cell only. */
const Cell = memo(function Cell({ id, column, rowKey, store, table, rowColumns, onCell, disabled, readonly, errors: raw }: CellProps) {
  const row = useMemo<SubTableRow>(() => ({ store, key: rowKey, table, columns: rowColumns }), [store, rowKey, table, rowColumns]);
  const value = useRowValue(row, column.vModel);
  const errors = useFreshErrors(raw, value);
  const onChange = useCallback((v: unknown) => onCell(rowKey, column.vModel, v), [onCell, rowKey, column.vModel]);
  return (
    <div>
      <SubTableRowContext.Provider value={row}>
        {renderView(column.kind, 'input', { id, field: column.field, value, onChange, disabled, readonly,
          invalid: errors.length > 0, ariaLabel: column.label }, { path: column.path, unknown: column.unknown })}
      </SubTableRowContext.Provider>
      {errors.length > 0 && <div role="alert" style={{ color: '#ff4d4f', fontSize: 12 }}>{errors.join(' ')}</div>}
    </div>
  );
}, (a, b) => a.store === b.store && a.onCell === b.onCell && a.rowKey === b.rowKey && a.id === b.id && a.column === b.column &&
  a.table === b.table && a.rowColumns === b.rowColumns &&
  a.disabled === b.disabled && a.readonly === b.readonly && a.errors === b.errors);

export const SubTableInput = memo(function SubTableInput(p: FieldInputProps) {
  const { t } = useTranslation('form');
  const { modal } = App.useApp();
  const table = useSubTable(p.field);
  // The rows live in a store (see rowStore.ts): cells rendered in this pass read these rows, cells that did not
  // render are told after the commit.
  const store = useRowStore();
  const rows = store.take(p.value);
  useLayoutEffect(() => store.notify());
  const { onChange } = p;
  const locked = p.disabled || p.readonly || p.field.disabled === true;
  const values = useFormValues();
  const { graph, table: tableName } = useRowCalcs(p.field);
  const hasCalcs = (graph.rows[tableName]?.length ?? 0) > 0;
  // Calculate columns read their row (`table.field`) and, rarely, the form: recomputed with every edit of the row.
  const withCalcs = useCallback((row: Row) => (hasCalcs ? computeRow(graph, tableName, row, values?.snapshot() ?? {}) : row),
    [hasCalcs, graph, tableName, values]);

  const onCell = useCallback((rowKey: number, column: string, value: unknown) => {
    const index = store.indexOf(rowKey);
    if (index < 0) return;
    const next = store.rows.slice();
    next[index] = withCalcs({ ...next[index], [column]: value });
    // The edited cell re-renders from the store in this event's commit.
    store.set(next);
    onChange(next);
  }, [onChange, withCalcs, store]);

  const addRow = useCallback(() => onChange(store.append([withCalcs(createRow(table))])), [onChange, table, withCalcs, store]);

  // Rows from the record, or form fields the row calculations read, may leave calculated cells stale: redo them.
  const outerNames = graph.rowOuter[tableName] ?? [];
  const outerKey = outerNames.map((n) => JSON.stringify(values?.get(n) ?? null)).join('|');
  const [outerSeen, setOuterSeen] = useState<string | null>(null);
  useEffect(() => {
    if (!hasCalcs || outerSeen === outerKey) return;
    setOuterSeen(outerKey);
    const next = store.rows.map(withCalcs);
    if (next.some((row, i) => row !== store.rows[i])) onChange(next);
  }, [hasCalcs, outerKey, outerSeen, withCalcs, onChange, store]);
  useOuterValues(values, outerNames);

  const conf = (p.field.addTableConf ?? {}) as Record<string, unknown>;
  const viaDialog = Number(p.field.addType) === 1 && typeof conf.interfaceId === 'string' && conf.interfaceId !== '';
  const [picking, setPicking] = useState(false);
  const addPicked = useCallback((picked: Row[]) => {
    setPicking(false);
    if (!picked.length) return;
    const added = picked.map((item) => withCalcs(rowFromPicked(item, conf.relationOptions, createRow(table))));
    onChange(store.append(added));
  }, [conf.relationOptions, onChange, table, withCalcs, store]);

  const removeRow = useCallback((rowKey: number) => {
    modal.confirm({
      title: t('tip'),
      content: t('deleteConfirm'),
      okText: t('confirm'),
      cancelText: t('cancel'),
      onOk: () => {
        const index = store.indexOf(rowKey);
        if (index >= 0) onChange(store.remove(index));
      },
    });
  }, [modal, onChange, t, store]);

  const visible = useMemo(() => table.columns.filter((c) => c.visible), [table]);
  const rowColumns = useRowColumns(table);
  // rjsf hands a new (usually empty) error object on every change; the same errors keep the columns.
  const errorsSeen = useRef(p.errors);
  if (errorsSeen.current !== p.errors && JSON.stringify(errorsSeen.current) !== JSON.stringify(p.errors)) errorsSeen.current = p.errors;
  const errors = errorsSeen.current;
  const virtual = rows.length > subTableSettings.virtualFrom;
  // Stable columns: they change with the errors, the locks and the row count, never with a keystroke.
  const columns = useMemo<TableColumnsType<{ key: number }>>(() => [
    {
      key: '__index',
      title: t('index'),
      width: 70,
      align: 'center',
      render: (_, line, index) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {index + 1}
          {!locked && (
            <DeleteOutlined data-testid="subtable-row-remove" aria-label={t('remove')} role="button"
              style={{ marginLeft: 8, color: '#ff4d4f', cursor: 'pointer' }} onClick={() => removeRow(line.key)} />
          )}
        </span>
      ),
    },
    ...visible.map((column) => ({
      key: column.vModel,
      title: (
        <span>
          {column.required && <span style={{ color: '#ff4d4f', marginRight: 4 }}>*</span>}
          {column.label}
        </span>
      ),
      width: widthOf(column, virtual),
      // The id follows the row's key, not its position, so rows moved up by a delete keep their cells as they are.
      render: (_: unknown, line: { key: number }, index: number) => (
        <Cell id={`${p.id}_${line.key}_${column.vModel}`} column={column} rowKey={line.key}
          store={store} table={table.vModel} rowColumns={rowColumns} onCell={onCell} disabled={p.disabled} readonly={p.readonly}
          errors={cellErrors(errors, index, column.vModel)} />
      ),
    })),
  ], [t, locked, removeRow, visible, p.id, store, table.vModel, rowColumns, onCell, p.disabled, p.readonly, errors, virtual]);
  const lines = useLines(store.keys);
  const tableErrors = (p.errors as { __errors?: string[] } | undefined)?.__errors ?? [];
  const summary = useMemo(() => summaryOf(p.field), [p.field]);
  // The table element is kept while its props are: antd's Table re-renders every visible cell whenever it renders
  // (it bumps rc-table's render mark each time), so a keystroke must not render it; cells and the summary row read
  // the rows from the store instead.
  const scrollX = virtual ? tableWidth(visible) : 0;
  const tableElement = useMemo(() => (
    <Table<{ key: number }>
      size="small"
      bordered
      pagination={false}
      columns={columns}
      dataSource={lines}
      rowKey="key"
      virtual={virtual}
      scroll={scrollX ? { x: scrollX, y: VIRTUAL_HEIGHT } : { x: 'max-content' }}
      summary={summary.show ? () => <StoreSummaryRow store={store} columns={visible} summary={summary} /> : undefined}
    />
  ), [columns, lines, virtual, scrollX, summary, store, visible]);

  return (
    <div id={p.id} role="group" aria-label={table.label} data-testid="subtable">
      {p.field.__config__.showTitle !== false && table.label && (
        <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>{table.label}</Typography.Text>
      )}
      {tableElement}
      {tableErrors.length > 0 && <div role="alert" style={{ color: '#ff4d4f', fontSize: 12 }}>{tableErrors.join(' ')}</div>}
      {!locked && (
        <Button type="link" icon={<PlusOutlined />} onClick={viaDialog ? () => setPicking(true) : addRow}
          data-testid="subtable-add">
          {typeof p.field.actionText === 'string' && p.field.actionText ? p.field.actionText : t('addRow')}
        </Button>
      )}
      {viaDialog && picking && (
        <DataSelectDialog
          open
          title={typeof conf.popupTitle === 'string' && conf.popupTitle ? conf.popupTitle : undefined}
          width={typeof conf.popupWidth === 'string' || typeof conf.popupWidth === 'number' ? conf.popupWidth : undefined}
          popupType={typeof conf.popupType === 'string' ? conf.popupType : undefined}
          interfaceId={String(conf.interfaceId)}
          columnOptions={columnOptionsOf(conf.columnOptions)}
          propsValue={typeof conf.propsValue === 'string' ? conf.propsValue : 'id'}
          relationField={typeof conf.relationField === 'string' ? conf.relationField : 'fullName'}
          hasPage={conf.hasPage !== false}
          pageSize={typeof conf.pageSize === 'number' && conf.pageSize > 0 ? conf.pageSize : 20}
          multiple
          templateJson={conf.templateJson}
          onConfirm={addPicked}
          onCancel={() => setPicking(false)}
        />
      )}
    </div>
  );
});

/** Re-renders the sub-table when a form field its row calculations read changes (nothing when there is none). */
function useOuterValues(values: ReturnType<typeof useFormValues>, names: string[]) {
  const [, bump] = useState(0);
  const key = names.join('|');
  useEffect(() => {
    if (!values || !key) return undefined;
    let last = key.split('|').map((n) => values.get(n));
    return values.subscribe(() => {
      const now = key.split('|').map((n) => values.get(n));
      if (now.some((v, i) => !Object.is(v, last[i]))) {
        last = now;
        bump((x) => x + 1);
      }
    });
  }, [values, key]);
}

/** The summary row of the editable table, following the rows as they are edited. */
function StoreSummaryRow({ store, ...rest }: { store: RowStore; columns: IndexedField[]; summary: ReturnType<typeof summaryOf> }) {
  return <SummaryRow rows={useRows(store)} {...rest} />;
}

function SummaryRow({ rows, columns, summary }: { rows: Row[]; columns: IndexedField[]; summary: ReturnType<typeof summaryOf> }) {
  const { t } = useTranslation('form');
  return (
    <Table.Summary.Row>
      <Table.Summary.Cell index={0}>{t('total')}</Table.Summary.Cell>
      {columns.map((c, i) => (
        <Table.Summary.Cell key={c.vModel} index={i + 1}>
          {summary.fields.includes(c.vModel) ? sumColumn(rows, c.vModel, summary.thousands.includes(c.vModel)) : ''}
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
}

/** Read-only sub-table: the rows with each column's registry cell. */
export function SubTableDetail({ field, value }: FieldViewProps) {
  const { t } = useTranslation('form');
  const table = useSubTable(field);
  const rows = rowsOf(value);
  // Cells that read their row (relation attributes) find it through the row context, as in the editable table.
  const store = useRowStore();
  store.take(rows);
  const rowColumns = useRowColumns(table);
  const columns: TableColumnsType<Line> = [
    { key: '__index', title: t('index'), width: 60, align: 'center', render: (_, line) => line.key + 1 },
    ...table.columns.filter((c) => c.visible).map((column) => ({
      key: column.vModel,
      title: column.label,
      render: (_: unknown, line: Line) => {
        return (
          <SubTableRowContext.Provider value={{ store, key: store.keys[line.key], table: table.vModel, columns: rowColumns }}>
            {renderView(column.kind, 'cell', { field: column.field, value: line.row?.[column.vModel] },
              { path: column.path, unknown: column.unknown })}
          </SubTableRowContext.Provider>
        );
      },
    })),
  ];
  const summary = summaryOf(field);
  const visible = table.columns.filter((c) => c.visible);
  const virtual = rows.length > subTableSettings.virtualFrom;
  return (
    <Table<Line> size="small" bordered pagination={false} columns={columns} rowKey="key"
      dataSource={rows.map((row, key) => ({ key, row }))} virtual={virtual}
      scroll={virtual ? { x: tableWidth(visible), y: VIRTUAL_HEIGHT } : undefined}
      summary={summary.show ? () => <SummaryRow rows={rows} columns={visible} summary={summary} /> : undefined} />
  );
}

/** In a list cell a sub-table shows how many rows it holds. */
export function SubTableCell({ value }: FieldViewProps) {
  const { t } = useTranslation('form');
  return <span>{t('rows', { count: rowsOf(value).length })}</span>;
}
