/**
 * What a call declaring `result` answers, shown in a dialog as a table (a preview's rows, the fields an interface
 * returns, a log): the document's columns when it gives them, else one column per property of the rows. A paged
 * GET call pages in the dialog, asking the server for each page.
 */
import { useEffect, useMemo, useState } from 'react';
import { Button, Modal, Table, type TableColumnsType } from 'antd';
import { localise, type Message, type ScreenColumn } from '../../engine/screen';
import { renderCell } from './cells';
import { useScreenT } from './i18n';

type Row = Record<string, unknown>;

/** The `result` of a call (screen.schema.json). */
export interface ScreenResult { title?: Message; columns?: ScreenColumn[]; width?: number }

export interface ResultPage { rows: Row[]; total?: number }

/** The rows of an answer: data itself when an array, else data.list (a paged answer also gives the total). */
export function resultRows(data: unknown): ResultPage {
  if (Array.isArray(data)) return { rows: data as Row[] };
  const d = (data ?? {}) as { list?: unknown; pagination?: { total?: number } };
  return { rows: Array.isArray(d.list) ? (d.list as Row[]) : [], total: d.pagination?.total };
}

const text = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

export function ResultDialog({ title, result, first, fetchPage, onClose }: {
  title: string;
  result: ScreenResult;
  /** The answer already received (a form's submit). */
  first?: ResultPage;
  /** Paged calls: loads one page. */
  fetchPage?: (currentPage: number, pageSize: number) => Promise<ResultPage>;
  onClose: () => void;
}) {
  const { t, lang } = useScreenT();
  const [page, setPage] = useState<ResultPage>(first ?? { rows: [] });
  const [paging, setPaging] = useState({ currentPage: 1, pageSize: 10 });
  const [loading, setLoading] = useState(Boolean(fetchPage));

  useEffect(() => {
    if (!fetchPage) return;
    let live = true;
    setLoading(true);
    fetchPage(paging.currentPage, paging.pageSize).then((p) => { if (live) setPage(p); }, () => undefined)
      .finally(() => { if (live) setLoading(false); });
    return () => { live = false; };
  }, [fetchPage, paging]);

  const columns = useMemo<TableColumnsType<Row>>(() => {
    if (result.columns?.length) {
      return result.columns.map((c) => ({ key: c.field, title: localise(c.label, lang), width: c.width, align: c.align,
        render: (_: unknown, row: Row) => renderCell(c, row, { lang, t }) }));
    }
    const keys = [...new Set(page.rows.flatMap((r) => Object.keys(r).filter((k) => k !== 'children')))];
    return keys.map((k) => ({ key: k, title: k, dataIndex: k, render: (v: unknown) => text(v) }));
  }, [result.columns, page.rows, lang, t]);

  return (
    <Modal open title={title} width={result.width ?? 800} onCancel={onClose} mask={{ closable: false }}
      footer={<Button type="primary" onClick={onClose}>{t('ok')}</Button>}>
      <Table<Row> size="small" rowKey={(r) => String(r.id ?? JSON.stringify(r))} loading={loading} columns={columns}
        dataSource={page.rows} scroll={{ x: 'max-content' }} expandable={{ childrenColumnName: '__none' }}
        pagination={fetchPage ? { current: paging.currentPage, pageSize: paging.pageSize, total: page.total ?? 0,
          showTotal: (total) => t('total', { total }), onChange: (currentPage, pageSize) => setPaging({ currentPage, pageSize }) }
          : { pageSize: 10, hideOnSinglePage: true }} />
    </Modal>
  );
}
