/**
 * The sub-table (`table` kind): an antd Table whose first column is the row number with a delete icon (asks for
 * confirmation), then one column per child field edited with that child's registry input, an add-row button
 * labelled from `actionText` (default 添加) that adds a blank row, or with addType 1 opens the selection dialog and
 * adds a row per picked item, an optional summary row (合计), and calculate columns recomputed with their row.
 * Long tables are virtualised so a 500-row table mounts only the rows in view.
 */
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { App, Button, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { createRow } from '../../../src/engine/form/compile';
import type { FormModel } from '../../../src/engine/form/model';
import type { IndexedField } from '../../../src/engine/form/types';
import { renderView, type FieldInputProps, type FieldViewProps } from '../../registry';
import { DataSelectDialog } from '../pickers/DataSelectDialog';
import { columnOptionsOf } from '../pickers/SelectDialog';
import { rowFromPicked, sumColumn, summaryOf } from './summary';
import { SubTableRowContext } from './rowContext';
import { useAllRows, useEditedRows, useRowKeys, useShownRows } from './rowsModel';
import { cellErrors, EditCell } from './EditCell';
import { useRowColumns, useSubTable } from './columns';

type Row = Record<string, unknown>;
interface Line { key: number; row: Row }

export { useSubTable };

const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);

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

/**
 * The table's lines: their row key only. A line keeps its object while its row keeps its position under the same
 * columns, and the columns' shouldCellUpdate compares lines by identity: rc-table renders every visible cell again
 * whenever the table renders (its render mark), and without this an added row ran every visible cell's render (row
 * number, delete icon, the EditCell element) again. Rows moved up by a delete get new lines (their numbers and
 * position-held errors change), as do all rows when the columns change (errors, locks, virtual widths).
 */
function useLines(keys: readonly number[], columns: unknown): { key: number }[] {
  const last = useRef<{ columns: unknown; lines: { key: number }[] }>({ columns: null, lines: [] });
  return useMemo(() => {
    const before = last.current.columns === columns ? last.current.lines : [];
    const lines = keys.map((key, i) => (before[i]?.key === key ? before[i] : { key }));
    last.current = { columns, lines };
    return lines;
  }, [keys, columns]);
}

/** A cell is drawn again only for a new line (see useLines). */
const newLine = (line: { key: number }, before: { key: number }) => line !== before;

export const SubTableInput = memo(function SubTableInput(p: FieldInputProps) {
  const { t } = useTranslation('form');
  const { modal } = App.useApp();
  const table = useSubTable(p.field);
  const name = table.vModel;
  // The rows live in the form model: each cell reads and writes its own cell by its row's key, so a keystroke
  // re-renders that cell only; this component re-renders when rows come or go.
  const model = useEditedRows(name, p.field, p.value, p.onChange);
  const keys = useRowKeys(model, name);
  const locked = p.disabled || p.readonly || p.field.disabled === true;

  const addRow = useCallback(() => model.addRows(name, [createRow(table)]), [model, name, table]);

  const conf = (p.field.addTableConf ?? {}) as Record<string, unknown>;
  const viaDialog = Number(p.field.addType) === 1 && typeof conf.interfaceId === 'string' && conf.interfaceId !== '';
  const [picking, setPicking] = useState(false);
  const addPicked = useCallback((picked: Row[]) => {
    setPicking(false);
    if (!picked.length) return;
    model.addRows(name, picked.map((item) => rowFromPicked(item, conf.relationOptions, createRow(table))));
  }, [conf.relationOptions, model, name, table]);

  const removeRow = useCallback((rowKey: number) => {
    modal.confirm({
      title: t('tip'),
      content: t('deleteConfirm'),
      okText: t('confirm'),
      cancelText: t('cancel'),
      onOk: () => model.removeRow(name, rowKey),
    });
  }, [modal, t, model, name]);

  const visible = useMemo(() => table.columns.filter((c) => c.visible), [table]);
  const rowColumns = useRowColumns(table);
  // The cells' messages come as a new tree after each refused submit; the same messages keep the columns.
  const errorsSeen = useRef(p.errors);
  if (errorsSeen.current !== p.errors && JSON.stringify(errorsSeen.current) !== JSON.stringify(p.errors)) errorsSeen.current = p.errors;
  const errors = errorsSeen.current;
  const virtual = keys.length > subTableSettings.virtualFrom;
  // Stable columns: they change with the errors, the locks and the row count, never with a keystroke.
  const columns = useMemo<TableColumnsType<{ key: number }>>(() => [
    {
      key: '__index',
      title: t('index'),
      width: 70,
      align: 'center',
      shouldCellUpdate: newLine,
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
      shouldCellUpdate: newLine,
      // The id follows the row's key, not its position, so rows moved up by a delete keep their cells as they are.
      render: (_: unknown, line: { key: number }, index: number) => (
        <EditCell id={`${p.id}_${line.key}_${column.vModel}`} column={column} rowKey={line.key}
          model={model} table={name} rowColumns={rowColumns} disabled={p.disabled} readonly={p.readonly}
          errors={cellErrors(errors, index, column.vModel)} />
      ),
    })),
  ], [t, locked, removeRow, visible, p.id, model, name, rowColumns, p.disabled, p.readonly, errors, virtual]);
  const lines = useLines(keys, columns);
  const tableErrors = (p.errors as { __errors?: string[] } | undefined)?.__errors ?? [];
  const summary = useMemo(() => summaryOf(p.field), [p.field]);
  // The table element is kept while its props are: antd's Table re-renders every visible cell whenever it renders
  // (it bumps rc-table's render mark each time), so a keystroke must not render it; cells and the summary row read
  // the rows from the model instead.
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
      summary={summary.show ? () => <ModelSummaryRow model={model} name={name} columns={visible} summary={summary} /> : undefined}
    />
  ), [columns, lines, virtual, scrollX, summary, model, name, visible]);

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

/** The summary row of the editable table, following the rows as they are edited. */
function ModelSummaryRow({ model, name, ...rest }: { model: FormModel; name: string; columns: IndexedField[]; summary: ReturnType<typeof summaryOf> }) {
  return <SummaryRow rows={rowsOf(useAllRows(model, name))} {...rest} />;
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
  const model = useShownRows(table.vModel, value);
  const keys = model.rowKeys(table.vModel);
  const rowColumns = useRowColumns(table);
  const columns: TableColumnsType<Line> = [
    { key: '__index', title: t('index'), width: 60, align: 'center', render: (_, line) => line.key + 1 },
    ...table.columns.filter((c) => c.visible).map((column) => ({
      key: column.vModel,
      title: column.label,
      render: (_: unknown, line: Line) => {
        return (
          <SubTableRowContext.Provider value={{ model, key: keys[line.key], table: table.vModel, columns: rowColumns }}>
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
