/**
 * The rows of an import as a table (preview and failed rows): one column per header, a sub-table as a column group
 * whose cells list one value per sub-table row, and optionally a 删除 column (rows, and sub-table rows in the
 * preview) and the 异常原因 column. Converted values are drawn by the field kind's registry cell;
 * a value the server could not convert is shown as sent, in the error colour.
 */
import type { ReactNode } from 'react';
import { Button, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { getField } from '../../../../../renderers';
import type { ImportHeader } from '../../../../engine/import/columns';
import type { IndexedField } from '../../../../engine/form/types';
import { expectedKind, matchesKind } from '../../../../engine/record/values';

/** A row of the table: the record plus a client key. */
export type ImportRow = Record<string, unknown> & { __key: string };
type SubRow = Record<string, unknown>;

export interface ImportTableProps {
  headers: ImportHeader[];
  rows: ImportRow[];
  /** Field index of the compiled form (`vModel`, `table-field`); without it values show as text. */
  index?: Record<string, IndexedField>;
  onRemove?: (key: string) => void;
  onRemoveSub?: (key: string, table: string, at: number) => void;
  /** Show the errorsInfo column. */
  reason?: boolean;
  testId?: string;
}

const PAGE_SIZE = 20;
const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length);

/** One value: the kind's cell when the value has the kind's shape, else the text as sent. */
export function ImportValue({ entry, value }: { entry?: IndexedField; value: unknown }) {
  if (empty(value)) return null;
  if (entry) {
    const kind = expectedKind(entry.field);
    const renderer = getField(entry.kind);
    if (renderer && (!kind || matchesKind(kind, value, entry.field))) {
      const Cell = renderer.cell;
      return <Cell field={entry.field} value={value} />;
    }
  }
  return <Typography.Text type={entry ? 'danger' : undefined}>{Array.isArray(value) ? value.join(',') : String(value)}</Typography.Text>;
}

function stacked(rows: unknown, draw: (row: SubRow, at: number) => ReactNode) {
  if (!Array.isArray(rows)) return null;
  return (
    <div>
      {rows.map((r, i) => (
        <div key={i} style={{ minHeight: 22, ...(i ? { borderTop: '1px solid rgba(5,5,5,0.06)' } : {}) }}>
          {draw((r ?? {}) as SubRow, i)}
        </div>
      ))}
    </div>
  );
}

export function ImportTable({ headers, rows, index, onRemove, onRemoveSub, reason, testId }: ImportTableProps) {
  const { t } = useTranslation('form');
  const columns: TableColumnsType<ImportRow> = [{
    key: '__no', title: t('import.rowNo'), width: 60, align: 'center',
    render: (_: unknown, row: ImportRow) => rows.indexOf(row) + 1, // numbered across pages
  }];
  for (const h of headers) {
    if (!h.children) {
      columns.push({ key: h.id, title: h.fullName, dataIndex: h.id,
        render: (v: unknown) => <ImportValue entry={index?.[h.id]} value={v} /> });
      continue;
    }
    const children: TableColumnsType<ImportRow> = h.children.map((c) => ({
      key: `${h.id}-${c.id}`, title: c.fullName,
      render: (_: unknown, row: ImportRow) =>
        stacked(row[h.id], (sub) => <ImportValue entry={index?.[`${h.id}-${c.id}`]} value={sub[c.id]} />),
    }));
    if (onRemoveSub) {
      children.push({ key: `${h.id}-delete`, title: t('import.action'), width: 70,
        render: (_: unknown, row: ImportRow) => stacked(row[h.id], (_sub, at) => (
          <Button type="link" size="small" danger style={{ padding: 0, height: 22 }} data-testid="import-remove-sub"
            onClick={() => onRemoveSub(row.__key, h.id, at)}>{t('import.remove')}</Button>
        )) });
    }
    columns.push({ key: h.id, title: h.fullName, children });
  }
  if (reason) {
    columns.push({ key: 'errorsInfo', title: t('import.reason'), dataIndex: 'errorsInfo', fixed: 'right', width: 260,
      render: (v: unknown) => <Typography.Text type="danger">{String(v ?? '')}</Typography.Text> });
  }
  if (onRemove) {
    columns.push({ key: '__action', title: t('import.action'), fixed: 'right', width: 70,
      render: (_: unknown, row: ImportRow) => (
        <Button type="link" size="small" danger data-testid="import-remove" onClick={() => onRemove(row.__key)}>{t('import.remove')}</Button>
      ) });
  }
  return (
    <div data-testid={testId}>
      <Table<ImportRow> rowKey="__key" size="small" bordered columns={columns} dataSource={rows}
        scroll={{ x: 'max-content', y: 420 }} pagination={rows.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false} />
    </div>
  );
}
