/**
 * The generated-form page of a type-3 menu: the list (keyword search, paging, registry cells) and the add / edit /
 * detail / delete actions allowed by the user's permissions, all driven by the visualdev Config.
 */
import { useCallback, useMemo, useState } from 'react';
import { Alert, App, Button, Input, Space, Spin, Table } from 'antd';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createInitialRecord } from '../../../engine/form/compile';
import { PAGE_SIZE_OPTIONS } from '../../../engine/list/compile';
import type { OnlineDevRow } from '../../../engine/types';
import { usePermission } from '../../session/usePermission';
import { deleteRecord, getRecord, listRecords, parseRecord } from './api';
import { dataColumns } from './columns';
import { DetailDialog } from './DetailDialog';
import { DraftNotice } from './DraftNotice';
import { FormDialog, type FormTarget } from './FormDialog';
import { useModel, type CompiledModel } from './useModel';

export interface DynamicModelProps {
  /** Menu id (permission entries are keyed by it). */
  modelId: string;
  /** visualdev id: the `{modelId}` of the OnlineDev API. */
  moduleId: string;
  title?: string;
}

export default function DynamicModel({ modelId, moduleId, title }: DynamicModelProps) {
  const { t } = useTranslation('form');
  const { entry } = usePermission(modelId);
  const { model, error, loading, loadError } = useModel(moduleId, entry);
  if (loading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (error || loadError || !model) {
    const msg = error ?? (loadError instanceof Error ? loadError.message : t('loadFailed'));
    return <Alert type="error" showIcon title={title} description={t('configFailed', { msg })} />;
  }
  return <ModelList key={moduleId} model={model} modelId={modelId} moduleId={moduleId} />;
}

interface ModelListProps {
  model: CompiledModel;
  modelId: string;
  moduleId: string;
}

function ModelList({ model, modelId, moduleId }: ModelListProps) {
  const { t } = useTranslation('form');
  const { modal, message } = App.useApp();
  const { list, form } = model;
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ currentPage: 1, pageSize: list.pageSize });
  const [sorting, setSorting] = useState({ sidx: list.defaultSidx, sort: list.sort });
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [detail, setDetail] = useState<Record<string, unknown> | null>(null);

  const query = { ...page, ...sorting, keyword: keyword || undefined, menuId: modelId };
  const rows = useQuery({
    queryKey: ['visualdev', 'list', moduleId, query],
    queryFn: () => listRecords(moduleId, list.hasPage ? query : { ...query, currentPage: 1, pageSize: 10000 }),
    placeholderData: keepPreviousData,
  });
  const refresh = useCallback(() => void rows.refetch(), [rows]);

  const openEdit = useCallback(async (id: string) => {
    try {
      setFormTarget({ id, record: { ...parseRecord(await getRecord(moduleId, id)) } });
    } catch {
      // shown by the request layer
    }
  }, [moduleId]);
  const openDetail = useCallback(async (id: string) => {
    try {
      setDetail(parseRecord(await getRecord(moduleId, id)));
    } catch {
      // shown by the request layer
    }
  }, [moduleId]);
  const remove = useCallback((id: string) => {
    modal.confirm({
      title: t('tip'),
      content: t('deleteConfirm'),
      okText: t('confirm'),
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          const res = await deleteRecord(moduleId, id);
          if (res.msg) message.success(res.msg, 1.5);
          refresh();
        } catch {
          // shown by the request layer
        }
      },
    });
  }, [modal, message, moduleId, refresh, t]);

  const columns = useMemo(() => {
    const has = (value: string) => list.rowButtons.some((b) => b.value === value);
    const cols: TableColumnsType<OnlineDevRow> = dataColumns(list.columns);
    if (list.rowButtons.length > 0) {
      cols.push({
        key: '__actions',
        title: t('action'),
        fixed: 'right',
        width: 60 * list.rowButtons.length + 20,
        render: (_: unknown, row: OnlineDevRow) => (
          <Space size={0}>
            {has('edit') && <Button type="link" size="small" data-testid="dm-row-edit" onClick={() => openEdit(row.id)}>{t('edit')}</Button>}
            {has('remove') && <Button type="link" size="small" danger data-testid="dm-row-remove" onClick={() => remove(row.id)}>{t('remove')}</Button>}
            {has('detail') && <Button type="link" size="small" data-testid="dm-row-detail" onClick={() => openDetail(row.id)}>{t('detail')}</Button>}
          </Space>
        ),
      });
    }
    return cols;
  }, [list, t, openEdit, openDetail, remove]);

  const pagination: TablePaginationConfig | false = list.hasPage ? {
    current: page.currentPage,
    pageSize: page.pageSize,
    total: rows.data?.data?.pagination?.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    showQuickJumper: true,
    showTotal: (total) => t('pageTotal', { total }),
  } : false;

  const onTableChange = (p: TablePaginationConfig, _f: unknown, sorter: SorterResult<OnlineDevRow> | SorterResult<OnlineDevRow>[]) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const size = p.pageSize ?? page.pageSize;
    setPage({ currentPage: size !== page.pageSize ? 1 : p.current ?? 1, pageSize: size });
    setSorting(s?.order ? { sidx: String(s.columnKey ?? ''), sort: s.order === 'ascend' ? 'asc' : 'desc' } : { sidx: list.defaultSidx, sort: list.sort });
  };

  const search = () => {
    setKeyword(draft.trim());
    setPage((p) => ({ ...p, currentPage: 1 }));
  };
  const reset = () => {
    setDraft('');
    setKeyword('');
    setPage((p) => ({ ...p, currentPage: 1 }));
  };

  return (
    <div style={{ padding: 12 }}>
      <DraftNotice moduleId={moduleId} onRestore={(d) => setFormTarget({ id: d.id, record: d.record })} />
      <Space style={{ marginBottom: 12 }} wrap>
        <Input data-testid="dm-search-input" aria-label={t('keyword')} placeholder={t('keywordPlaceholder')} value={draft}
          onChange={(e) => setDraft(e.target.value)} onPressEnter={search} allowClear style={{ width: 240 }} />
        <Button type="primary" icon={<SearchOutlined />} data-testid="dm-search" onClick={search}>{t('search')}</Button>
        <Button icon={<ReloadOutlined />} data-testid="dm-reset" onClick={reset}>{t('reset')}</Button>
      </Space>
      <div style={{ marginBottom: 12 }}>
        {list.buttons.some((b) => b.value === 'add') && (
          <Button type="primary" icon={<PlusOutlined />} data-testid="dm-add"
            onClick={() => setFormTarget({ record: createInitialRecord(form) })}>
            {t('add')}
          </Button>
        )}
      </div>
      <div data-testid="dm-table">
      <Table<OnlineDevRow>
        rowKey="id"
        size="middle"
        bordered
        loading={rows.isFetching}
        columns={columns}
        dataSource={rows.data?.data?.list ?? []}
        pagination={pagination}
        onChange={onTableChange}
        scroll={{ x: 'max-content' }}
      />
      </div>
      <FormDialog moduleId={moduleId} compiled={form} target={formTarget} onClose={() => setFormTarget(null)}
        onSaved={() => { setFormTarget(null); refresh(); }} />
      <DetailDialog compiled={form} record={detail} onClose={() => setDetail(null)} />
    </div>
  );
}
