/**
 * The selection dialog shared by popupSelect, relationForm and the sub-table's "add via a selection
 * dialog": a dialog or drawer (default title 选择数据, 800px) with keyword search, 查询/重置, a refresh icon, a table
 * with a radio (or checkbox) column, an index column and the configured columns, optional paging, cancel and
 * confirm. Opening resets keyword and page and loads the list; clicking a row picks it; confirm needs a pick.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { App, Button, Drawer, Input, Modal, Space, Table, Tooltip } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Page, Row } from './api';

/** A configured column: `value` is the row key, `label` the header. */
export interface ColumnOption { value: string; label: string }

export interface SelectDialogProps {
  open: boolean;
  title?: string;
  width?: string | number;
  popupType?: string;
  columnOptions: ColumnOption[];
  /** Key of a row's identity (propsValue, or 'id' for records). */
  rowKey: string;
  hasPage: boolean;
  pageSize: number;
  multiple: boolean;
  /** Cache identity of the source (anything that changes what fetchPage answers). */
  sourceKey: unknown[];
  fetchPage: (keyword: string, currentPage: number, pageSize: number) => Promise<Page>;
  onConfirm: (rows: Row[]) => void;
  onCancel: () => void;
}

/** Without paging the whole list comes at once, as one page of 10000. */
const ALL = 10000;

export const columnOptionsOf = (v: unknown): ColumnOption[] =>
  Array.isArray(v) ? (v as ColumnOption[]).filter((c) => c && typeof c.value === 'string' && c.value) : [];

export function SelectDialog(p: SelectDialogProps) {
  const { t } = useTranslation('form');
  const { message } = App.useApp();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Row[]>([]);
  // Every opening starts over: keyword, page and pick reset, the list is loaded again.
  const [opening, setOpening] = useState(0);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (p.open && !wasOpen.current) {
      setTyped(''); setKeyword(''); setPage(1); setPicked([]); setOpening((n) => n + 1);
    }
    wasOpen.current = p.open;
  }, [p.open]);
  const size = p.hasPage ? p.pageSize || 20 : ALL;
  const query = useQuery({
    queryKey: ['selectDialog', ...p.sourceKey, keyword, page, size, opening],
    queryFn: () => p.fetchPage(keyword, page, size),
    enabled: p.open && opening > 0,
    staleTime: 0,
    // The rows stay while the next page or keyword loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
  const key = (row: Row) => String(row[p.rowKey] ?? row.id ?? '');
  const toggle = (row: Row) => {
    if (!p.multiple) return setPicked([row]);
    setPicked((prev) => (prev.some((r) => key(r) === key(row)) ? prev.filter((r) => key(r) !== key(row)) : [...prev, row]));
  };
  const columns = useMemo(() => [
    { title: t('index'), key: '__index', width: 60, align: 'center' as const,
      render: (_: unknown, __: Row, i: number) => (p.hasPage ? (page - 1) * size : 0) + i + 1 },
    ...p.columnOptions.map((c) => ({ title: c.label, dataIndex: c.value, key: c.value,
      render: (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v)) })),
  ], [p.columnOptions, p.hasPage, page, size, t]);
  const search = () => { setKeyword(typed.trim()); setPage(1); };
  const reset = () => { setTyped(''); setKeyword(''); setPage(1); };
  const confirm = () => {
    if (!picked.length) {
      void message.warning(t('pickers.pickOne'));
      return;
    }
    p.onConfirm(picked);
  };
  const body: ReactNode = (
    <div data-testid="select-dialog">
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Space>
          <Input aria-label={t('keyword')} placeholder={t('keywordPlaceholder')} value={typed} allowClear
            onChange={(e) => setTyped(e.target.value)} onPressEnter={search} style={{ width: 220 }} />
          <Button type="primary" onClick={search}>{t('search')}</Button>
          <Button onClick={reset}>{t('reset')}</Button>
        </Space>
        <Tooltip title={t('pickers.refresh')}>
          <Button type="text" aria-label={t('pickers.refresh')} icon={<ReloadOutlined />} onClick={() => void query.refetch()} />
        </Tooltip>
      </Space>
      <Table<Row>
        size="small"
        rowKey={key}
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        rowSelection={{
          type: p.multiple ? 'checkbox' : 'radio',
          selectedRowKeys: picked.map(key),
          onChange: (_keys, rows) => setPicked(p.multiple ? rows : rows.slice(-1)),
        }}
        onRow={(row) => ({ onClick: () => toggle(row), style: { cursor: 'pointer' } })}
        pagination={p.hasPage ? {
          current: page, pageSize: size, total: query.data?.total ?? 0, showSizeChanger: false,
          showTotal: (total) => t('pageTotal', { total }), onChange: setPage,
        } : false}
      />
    </div>
  );
  const footer = (
    <Space>
      <Button onClick={p.onCancel}>{t('cancel')}</Button>
      <Button type="primary" onClick={confirm}>{t('confirm')}</Button>
    </Space>
  );
  const title = p.title || t('pickers.selectData');
  const width = p.width || '800px';
  if (p.popupType === 'drawer') {
    return (
      <Drawer open={p.open} title={title} size={width} onClose={p.onCancel} footer={footer} destroyOnHidden>
        {body}
      </Drawer>
    );
  }
  return (
    <Modal open={p.open} title={title} width={width} onCancel={p.onCancel} footer={footer} destroyOnHidden centered>
      {body}
    </Modal>
  );
}
