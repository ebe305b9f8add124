/**
 * The sub-table (`table` kind): an antd Table whose first column is the row number with a delete icon (asks for
 * confirmation), then one column per child field edited with that child's registry input, an add-row button
 * labelled from `actionText` (default 添加) and an optional summary row (合计).
 */
import { memo, useCallback, useMemo, useRef } from 'react';
import { App, Button, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { compileForm, createRow } from '../../../src/engine/form/compile';
import type { IndexedField, SubTable } from '../../../src/engine/form/types';
import type { FieldDef } from '../../../src/engine/types';
import { getField, type FieldInputProps, type FieldViewProps } from '../../registry';
import { UnknownField } from '../../UnknownField';
import { useFreshErrors } from '../../form/freshErrors';
import { sumColumn } from './summary';

type Row = Record<string, unknown>;
interface Line { key: number; row: Row }

/** The sub-table's columns, compiled from the field alone (cheap; memoised per field object). */
export function useSubTable(field: FieldDef): SubTable {
  return useMemo(() => {
    const vModel = field.__vModel__ || 'table';
    const compiled = compileForm({ fields: [{ ...field, __vModel__: vModel }] }, { isKnown: (k) => !!getField(k) });
    return compiled.subTables[vModel];
  }, [field]);
}

const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);

const NO_ERRORS: string[] = [];

function cellErrors(errors: unknown, index: number, column: string): string[] {
  const rowErrors = (errors as Record<string, Record<string, { __errors?: string[] }>> | undefined)?.[index];
  return rowErrors?.[column]?.__errors ?? NO_ERRORS;
}

interface CellProps {
  id: string;
  column: IndexedField;
  index: number;
  value: unknown;
  onCell: (index: number, column: string, value: unknown) => void;
  disabled?: boolean;
  readonly?: boolean;
  errors: string[];
}

/** One editable cell; memoised so typing in one cell re-renders that cell only. */
const Cell = memo(function Cell({ id, column, index, value, onCell, disabled, readonly, errors: raw }: CellProps) {
  const renderer = getField(column.kind);
  const errors = useFreshErrors(raw, value);
  const onChange = useCallback((v: unknown) => onCell(index, column.vModel, v), [onCell, index, column.vModel]);
  if (!renderer || column.unknown) return <UnknownField kind={column.kind} path={column.path} />;
  const Input = renderer.input;
  return (
    <div>
      <Input id={id} field={column.field} value={value} onChange={onChange} disabled={disabled} readonly={readonly}
        invalid={errors.length > 0} ariaLabel={column.label} />
      {errors.length > 0 && <div role="alert" style={{ color: '#ff4d4f', fontSize: 12 }}>{errors.join(' ')}</div>}
    </div>
  );
}, (a, b) => a.value === b.value && a.onCell === b.onCell && a.index === b.index && a.column === b.column &&
  a.disabled === b.disabled && a.readonly === b.readonly && a.errors === b.errors);

export const SubTableInput = memo(function SubTableInput(p: FieldInputProps) {
  const { t } = useTranslation('form');
  const { modal } = App.useApp();
  const table = useSubTable(p.field);
  const rows = rowsOf(p.value);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const { onChange } = p;
  const locked = p.disabled || p.readonly || p.field.disabled === true;

  const onCell = useCallback((index: number, column: string, value: unknown) => {
    const next = rowsRef.current.slice();
    next[index] = { ...next[index], [column]: value };
    onChange(next);
  }, [onChange]);

  const addRow = useCallback(() => onChange([...rowsRef.current, createRow(table)]), [onChange, table]);

  const removeRow = useCallback((index: number) => {
    modal.confirm({
      title: t('tip'),
      content: t('deleteConfirm'),
      okText: t('confirm'),
      cancelText: t('cancel'),
      onOk: () => onChange(rowsRef.current.filter((_, i) => i !== index)),
    });
  }, [modal, onChange, t]);

  const visible = table.columns.filter((c) => c.visible);
  const columns: TableColumnsType<Line> = [
    {
      key: '__index',
      title: t('index'),
      width: 70,
      align: 'center',
      render: (_, line) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {line.key + 1}
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
      width: typeof column.field.__config__.columnWidth === 'number' ? column.field.__config__.columnWidth : undefined,
      render: (_: unknown, line: Line) => (
        <Cell id={`${p.id}_${line.key}_${column.vModel}`} column={column} index={line.key}
          value={line.row?.[column.vModel]} onCell={onCell} disabled={p.disabled} readonly={p.readonly}
          errors={cellErrors(p.errors, line.key, column.vModel)} />
      ),
    })),
  ];
  const lines: Line[] = rows.map((row, key) => ({ key, row }));
  const tableErrors = (p.errors as { __errors?: string[] } | undefined)?.__errors ?? [];
  const summaryFields = Array.isArray(p.field.summaryField) ? (p.field.summaryField as string[]) : [];
  const showSummary = p.field['show-summary'] === true && summaryFields.length > 0;

  return (
    <div id={p.id} role="group" aria-label={table.label} data-testid="subtable">
      {p.field.__config__.showTitle !== false && table.label && (
        <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>{table.label}</Typography.Text>
      )}
      <Table<Line>
        size="small"
        bordered
        pagination={false}
        columns={columns}
        dataSource={lines}
        rowKey="key"
        scroll={{ x: 'max-content' }}
        summary={showSummary ? () => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>{t('total')}</Table.Summary.Cell>
            {visible.map((c, i) => (
              <Table.Summary.Cell key={c.vModel} index={i + 1}>
                {summaryFields.includes(c.vModel) ? sumColumn(rows, c.vModel) : ''}
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        ) : undefined}
      />
      {tableErrors.length > 0 && <div role="alert" style={{ color: '#ff4d4f', fontSize: 12 }}>{tableErrors.join(' ')}</div>}
      {!locked && (
        <Button type="link" icon={<PlusOutlined />} onClick={addRow} data-testid="subtable-add">
          {typeof p.field.actionText === 'string' && p.field.actionText ? p.field.actionText : t('addRow')}
        </Button>
      )}
    </div>
  );
});

/** Read-only sub-table: the rows with each column's registry cell. */
export function SubTableDetail({ field, value }: FieldViewProps) {
  const { t } = useTranslation('form');
  const table = useSubTable(field);
  const rows = rowsOf(value);
  const columns: TableColumnsType<Line> = [
    { key: '__index', title: t('index'), width: 60, align: 'center', render: (_, line) => line.key + 1 },
    ...table.columns.filter((c) => c.visible).map((column) => ({
      key: column.vModel,
      title: column.label,
      render: (_: unknown, line: Line) => {
        const renderer = getField(column.kind);
        if (!renderer || column.unknown) return <UnknownField kind={column.kind} path={column.path} />;
        const View = renderer.cell;
        return <View field={column.field} value={line.row?.[column.vModel]} />;
      },
    })),
  ];
  return (
    <Table<Line> size="small" bordered pagination={false} columns={columns} rowKey="key"
      dataSource={rows.map((row, key) => ({ key, row }))} />
  );
}

/** In a list cell a sub-table shows how many rows it holds. */
export function SubTableCell({ value }: FieldViewProps) {
  const { t } = useTranslation('form');
  return <span>{t('rows', { count: rowsOf(value).length })}</span>;
}
