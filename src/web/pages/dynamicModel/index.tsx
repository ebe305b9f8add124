/**
 * The generated-form page of a type-3 menu, driven by the visualdev Config: the search form (or a keyword box when
 * the list defines no search), the toolbar, the list in one of its five types (plain, left tree, grouped, inline
 * edit, tree table), and the add / edit / detail / delete actions the user's permissions allow. Long lists are drawn
 * virtually so at most a screenful of rows is in the DOM.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type Key } from 'react';
import { Alert, App, Button, Input, Space, Spin, Table } from 'antd';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { hashKey, keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RecordDetailDialog } from '../../../../renderers/detail/RecordDetailDialog';
import { createInitialRecord } from '../../../engine/form/compile';
import { PAGE_SIZE_OPTIONS, type ListColumnSpec } from '../../../engine/list/compile';
import { groupRows, isGroupRow, isVirtual, treeRows, type GroupRow } from '../../../engine/list/rows';
import { queryJsonOf, type SearchValues } from '../../../engine/list/search';
import type { OnlineDevRow } from '../../../engine/types';
import { usePermission } from '../../session/usePermission';
import { batchDelete, deleteRecord, getRecord, listRecords, parseRecord, type ListQuery } from './api';
import { CellOf, dataColumns } from './columns';
import { DraftNotice } from '../../session/DraftNotice';
import { ExportDialog } from './ExportDialog';
import { FormDialog, type FormTarget } from './FormDialog';
import { LeftTree } from './LeftTree';
import { SearchForm } from './SearchForm';
import { superQueryFields } from './superQuery/conditions';
import { SuperQuery } from './superQuery/SuperQuery';
import { Toolbar } from './Toolbar';
import { useInlineEdit } from './useInlineEdit';
import { useModel, type CompiledModel } from './useModel';

export interface DynamicModelProps {
  /** Menu id (permission entries are keyed by it). */
  modelId: string;
  /** visualdev id: the `{modelId}` of the OnlineDev API. */
  moduleId: string;
  title?: string;
}

/** Without paging the list asks for this many rows. */
const ALL_ROWS = 10000;
/** Height of the scrolling body of a virtual table. */
const VIRTUAL_HEIGHT = 600;
const DEFAULT_COLUMN_WIDTH = 150;

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
  const [search, setSearch] = useState<SearchValues>({});
  const [treeValue, setTreeValue] = useState<string | null>(null);
  const [page, setPage] = useState({ currentPage: 1, pageSize: list.pageSize });
  const [sorting, setSorting] = useState({ sidx: list.defaultSidx, sort: list.sort });
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [selected, setSelected] = useState<Key[]>([]);
  const [exporting, setExporting] = useState(false);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  // The super query in force: its superQueryJson and how many conditions it has (the button's badge).
  const [superQuery, setSuperQuery] = useState<{ json?: string; count: number }>({ count: 0 });
  const { hasSuperQuery, useColumnPermission } = model.columnData;
  const superFields = useMemo(() => (hasSuperQuery === false ? []
    : superQueryFields(form, useColumnPermission ? new Set(list.columns.map((c) => c.prop)) : null)),
  [hasSuperQuery, useColumnPermission, form, list.columns]);

  const query: ListQuery = {
    ...(list.hasPage ? page : { currentPage: 1, pageSize: ALL_ROWS }),
    ...sorting,
    keyword: keyword || undefined,
    menuId: modelId,
    queryJson: queryJsonOf(list.searchFields, search),
    ...(list.tree && treeValue !== null ? { treeValue } : {}),
    ...(list.parentField ? { treeParent: list.parentField } : {}),
    ...(superQuery.json ? { superQueryJson: superQuery.json } : {}),
  };
  const listKey = (q: ListQuery) => ['visualdev', 'list', moduleId, q];
  // A super query is run before it is put in force (a refused one must change nothing); the answer it fetched is
  // the list's until the list asks for something else, so applying costs one List call, not two.
  const prefetched = useRef<string | null>(null);
  const rows = useQuery({
    queryKey: listKey(query),
    queryFn: () => listRecords(moduleId, query),
    placeholderData: keepPreviousData,
    staleTime: (q) => (q.queryHash === prefetched.current ? Infinity : 0),
  });
  const queryHash = hashKey(listKey(query));
  useEffect(() => {
    if (prefetched.current !== queryHash) prefetched.current = null;
  }, [queryHash]);
  const queryClient = useQueryClient();
  const refresh = useCallback(() => void rows.refetch(), [rows]);
  const firstPage = () => {
    setPage((p) => ({ ...p, currentPage: 1 }));
    setSelected([]);
  };
  const applySuperQuery = async (json: string | undefined, count: number) => {
    const next: ListQuery = { ...query, currentPage: 1 };
    if (json) next.superQueryJson = json; else delete next.superQueryJson;
    const key = listKey(next);
    await queryClient.fetchQuery({ queryKey: key, queryFn: () => listRecords(moduleId, next) });
    prefetched.current = hashKey(key);
    setSuperQuery({ json, count });
    firstPage();
  };
  const inline = useInlineEdit(moduleId, form, list.columns, refresh);

  const openEdit = useCallback(async (id: string) => {
    try {
      setFormTarget({ id, record: { ...parseRecord(await getRecord(moduleId, id)) } });
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
  const removeSelected = () => {
    const ids = selected.map(String);
    if (!ids.length) {
      message.warning(t('list.selectFirst'));
      return;
    }
    modal.confirm({
      title: t('tip'),
      content: t('list.batchRemoveConfirm'),
      okText: t('confirm'),
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          const res = await batchDelete(moduleId, ids);
          if (res.msg) message.success(res.msg, 1.5);
          setSelected([]);
          refresh();
        } catch {
          // shown by the request layer
        }
      },
    });
  };

  const raw = rows.data?.data?.list;
  const dataSource = useMemo((): OnlineDevRow[] => {
    const items = Array.isArray(raw) ? raw : [];
    if (list.type === 3 && list.groupField) return groupRows(items, list.groupField) as unknown as OnlineDevRow[];
    if (list.type === 5) return treeRows(items);
    return items;
  }, [raw, list.type, list.groupField]);

  const groupSpec = useMemo((): ListColumnSpec | undefined => {
    if (!list.groupField) return undefined;
    const column = list.columns.find((c) => c.prop === list.groupField);
    const entry = form.index[list.groupField];
    return column ?? (entry && { prop: entry.key, label: entry.label, kind: entry.kind, field: entry.field, align: 'left',
      sortable: false, unknown: false });
  }, [list, form]);

  const has = (value: string) => list.rowButtons.some((b) => b.value === value);
  const { editingId, editCell, save, cancel, start, saving } = inline;
  const columns = useMemo(() => {
    const hasActions = list.rowButtons.length > 0;
    const group = list.type === 3 && list.groupField ? {
      span: list.columns.length + (hasActions ? 1 : 0),
      render: (row: OnlineDevRow) => {
        const g = row as unknown as GroupRow;
        return (
          <strong data-testid="dm-group">
            {groupSpec ? <CellOf spec={groupSpec} value={g.groupValue} /> : String(g.groupValue ?? '')}
            <span style={{ marginLeft: 8, fontWeight: 'normal' }}>({t('list.groupCount', { count: g.children.length })})</span>
          </strong>
        );
      },
    } : undefined;
    const cols: TableColumnsType<OnlineDevRow> = dataColumns(list.columns, {
      thousands: list.thousandsFields, group, editCell: list.type === 4 ? editCell : undefined,
    });
    if (hasActions) {
      cols.push({
        key: '__actions',
        title: t('action'),
        fixed: 'right',
        width: 60 * list.rowButtons.length + 20,
        onCell: group ? (row) => (isGroupRow(row) ? { colSpan: 0 } : {}) : undefined,
        render: (_: unknown, row: OnlineDevRow) => {
          if (isGroupRow(row)) return null;
          if (list.type === 4 && row.id === editingId) {
            return (
              <Space size={0}>
                <Button type="link" size="small" data-testid="dm-row-save" loading={saving} onClick={() => void save()}>{t('list.save')}</Button>
                <Button type="link" size="small" data-testid="dm-row-cancel" onClick={cancel}>{t('list.cancel')}</Button>
              </Space>
            );
          }
          return (
            <Space size={0}>
              {has('edit') && (
                <Button type="link" size="small" data-testid="dm-row-edit"
                  onClick={() => void (list.type === 4 ? start(row.id) : openEdit(row.id))}>{t('edit')}</Button>
              )}
              {has('remove') && <Button type="link" size="small" danger data-testid="dm-row-remove" onClick={() => remove(row.id)}>{t('remove')}</Button>}
              {has('detail') && <Button type="link" size="small" data-testid="dm-row-detail" onClick={() => setDetailId(row.id)}>{t('detail')}</Button>}
            </Space>
          );
        },
      });
    }
    return cols;
  }, [list, t, openEdit, remove, editingId, editCell, save, cancel, start, saving, groupSpec]);

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

  const searchKeyword = () => {
    setKeyword(draft.trim());
    firstPage();
  };
  const resetKeyword = () => {
    setDraft('');
    setKeyword('');
    firstPage();
  };

  const selectable = list.buttons.some((b) => b.value === 'batchRemove' || b.value === 'batchPrint');
  const virtual = list.type !== 3 && list.type !== 5 && isVirtual(dataSource.length);
  const groupKeys = list.type === 3 ? dataSource.map((r) => r.id) : [];
  const scrollX = list.columns.reduce((sum, c) => sum + (c.width ?? DEFAULT_COLUMN_WIDTH), 0) +
    (list.rowButtons.length ? 60 * list.rowButtons.length + 20 : 0) + (selectable ? 48 : 0);

  const table = (
    <div data-testid="dm-table" data-virtual={virtual ? 'true' : undefined}>
      <Table<OnlineDevRow>
        rowKey="id"
        size="middle"
        bordered
        loading={rows.isFetching}
        columns={columns}
        dataSource={dataSource}
        pagination={pagination}
        onChange={onTableChange}
        virtual={virtual}
        scroll={virtual ? { x: scrollX, y: VIRTUAL_HEIGHT } : { x: 'max-content' }}
        rowSelection={selectable ? {
          columnWidth: 48,
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.filter((k) => !String(k).startsWith('__group:'))),
          getCheckboxProps: (row) => (isGroupRow(row) ? { disabled: true, style: { display: 'none' } } : {}),
        } : undefined}
        expandable={list.type === 3 ? {
          expandedRowKeys: groupKeys.filter((k) => !collapsed.has(k)),
          onExpand: (open, row) => setCollapsed((c) => {
            const next = new Set(c);
            if (open) next.delete(row.id); else next.add(row.id);
            return next;
          }),
        } : undefined}
      />
    </div>
  );

  return (
    <div style={{ padding: 12, display: 'flex', gap: 12 }}>
      {list.tree && <LeftTree tree={list.tree} value={treeValue} onSelect={(v) => { setTreeValue(v); firstPage(); }} />}
      <div style={{ flex: 1, minWidth: 0 }}>
        <DraftNotice formKey={moduleId} onRestore={(d) => setFormTarget({ id: d.id, record: d.record, fromDraft: true })} />
        {list.searchFields.length > 0 ? (
          <SearchForm fields={list.searchFields} onSearch={(v) => { setSearch(v); firstPage(); }} />
        ) : (
          <Space style={{ marginBottom: 12 }} wrap>
            <Input data-testid="dm-search-input" aria-label={t('keyword')} placeholder={t('keywordPlaceholder')} value={draft}
              onChange={(e) => setDraft(e.target.value)} onPressEnter={searchKeyword} allowClear style={{ width: 240 }} />
            <Button type="primary" icon={<SearchOutlined />} data-testid="dm-search" onClick={searchKeyword}>{t('search')}</Button>
            <Button icon={<ReloadOutlined />} data-testid="dm-reset" onClick={resetKeyword}>{t('reset')}</Button>
          </Space>
        )}
        <Toolbar buttons={list.buttons} onAdd={() => setFormTarget({ record: createInitialRecord(form) })}
          onExport={() => setExporting(true)} onBatchRemove={removeSelected}
          selectedIds={selected.map(String)} printIds={list.printIds}
          moduleId={moduleId} onImported={refresh}
          extra={superFields.length > 0 && (
            <SuperQuery moduleId={moduleId} fields={superFields} active={superQuery.count} onApply={applySuperQuery} />
          )} />
        {table}
      </div>
      <FormDialog moduleId={moduleId} compiled={form} target={formTarget} onClose={() => setFormTarget(null)}
        onSaved={() => { setFormTarget(null); refresh(); }} />
      {detailId !== null && (
        <RecordDetailDialog modelId={moduleId} id={detailId} formCodes={model.formCodes} onClose={() => setDetailId(null)} />
      )}
      <ExportDialog moduleId={moduleId} open={exporting} columns={list.columns} query={query} onClose={() => setExporting(false)} />
    </div>
  );
}
