/**
 * One section of a screen (the screen itself, or one of its tabs): search, toolbar, the optional tree beside the
 * table, the table (flat, paged, or a tree table) with its row buttons, and the forms its buttons open. Buttons show
 * only to users granted their codes on the screen's menu.
 */
import { useEffect, useRef, useState, type Key } from 'react';
import { Button, Space, Table, Tooltip, type TableColumnsType } from 'antd';
import {
  ColumnHeightOutlined, DownloadOutlined, PlusOutlined, ReloadOutlined, UploadOutlined, VerticalAlignMiddleOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  buttonShowsOn, grantedButtons, localise, rowsOf, totalOf, type ScreenSection as Section, type ServedScreen,
} from '../../engine/screen';
import { everyRowHasChildren, pageLazy, pageTools, toggleConfirm, treeCapabilities, type ScreenLink } from '../../engine/screen/capabilities';
import { callScreen } from './api';
import { renderCell } from './cells';
import { useScreenT } from './i18n';
import { ScreenDrawer } from './ScreenDrawer';
import { SearchBar } from './SearchBar';
import { SideTree } from './SideTree';
import { useActions } from './useActions';
import { ScreenUploadButton } from './ScreenUpload';

type Row = Record<string, unknown>;

export interface ScreenSectionProps {
  doc: ServedScreen;
  section: Section;
  /** Button codes granted on the screen's menu; null when everything is (administrators). */
  granted: ReadonlySet<string> | null;
  /** Values the screen is opened with (a dynamic-dictionary menu's category): sent with the list call, defaults of new rows. */
  context?: Row;
}

/** The icon a document names, else the action's own (create +, import ↑, export ↓). */
function toolbarIcon(b: { action: string; icon?: string }) {
  const icon = b.icon ?? ({ create: 'plus', import: 'upload', export: 'download' } as Record<string, string>)[b.action];
  if (icon === 'plus') return <PlusOutlined />;
  if (icon === 'upload') return <UploadOutlined />;
  if (icon === 'download') return <DownloadOutlined />;
  return undefined;
}

export function ScreenSectionView({ doc, section, granted, context: opened }: ScreenSectionProps) {
  const { t, lang } = useScreenT();
  const page = section.page;
  const api = section.api ?? {};
  const tree = page.template === 'treeBesideTable' ? page.tree : undefined;
  const rowKey = page.rowKey ?? 'id';
  const [search, setSearch] = useState<Row>({});
  const [node, setNode] = useState<string | undefined>();
  const [paging, setPaging] = useState({ currentPage: 1, pageSize: page.pageSize ?? 20 });
  const [version, setVersion] = useState(0);
  const [treeVersion, setTreeVersion] = useState(0);
  const [searchKey, setSearchKey] = useState(0);
  const [link, setLink] = useState<ScreenLink | null>(null);
  const [expandedRows, setExpandedRows] = useState<readonly Key[] | null>(null);
  const list = api.list;
  const lazy = pageLazy(page);
  const params: Row = { ...opened, ...(lazy ? { [lazy.param]: lazy.root } : {}), ...search, ...(tree && node ? { [tree.param]: node } : {}), ...(list?.paged ? paging : {}) };
  // A list of a tree node waits for the node when the tree chooses its first one itself.
  const waiting = !!tree && treeCapabilities(tree).selectFirst === true && !node;
  const query = useQuery({
    queryKey: ['screenList', list?.url, params, version],
    queryFn: async () => {
      const { data } = await callScreen(list!, params, list!.method === 'GET' || list!.method === 'DELETE' ? { params } : { body: params });
      const rows = rowsOf(data, list!.listKey) as Row[];
      return { rows, total: totalOf(data, rows) };
    },
    enabled: !!list && !waiting,
  });
  const reload = () => setVersion((v) => v + 1);
  // Lazy tree table: the children loaded so far, by parent key, loaded again when the list is.
  const [kids, setKids] = useState<Record<string, Row[]>>({});
  const loadKids = async (key: string) => {
    const p = { ...params, [lazy!.param]: key };
    const { data } = await callScreen(list!, p, { params: p });
    setKids((old) => ({ ...old, [key]: rowsOf(data, list!.listKey) as Row[] }));
  };
  const loaded = useRef(kids);
  loaded.current = kids;
  useEffect(() => {
    if (lazy && version > 0) for (const key of Object.keys(loaded.current)) void loadKids(key).catch(() => undefined);
  }, [version]);
  const { trigger, uploadCallOf, uploaded, dialog } = useActions(doc, section, reload);
  const toolbar = grantedButtons(section.toolbar, granted);
  const rowButtons = grantedButtons(section.rowButtons, granted);
  // The context row of toolbar buttons: the chosen tree node, so a new row can default to it.
  const context: Row = { ...opened, ...(tree && node ? { [tree.param]: node } : {}) };
  // What the list is filtered by (search and tree, not paging): what export sends.
  const filters: Row = { ...search, ...context };

  const columns: TableColumnsType<Row> = (section.columns ?? []).map((c) => {
    const canToggle = !!c.toggle && !!api.state && (granted === null || granted.has(c.toggle));
    return {
      key: c.field,
      dataIndex: c.field.split('.'),
      title: localise(c.label, lang),
      width: c.width,
      align: c.align,
      fixed: c.fixed,
      ellipsis: c.ellipsis,
      render: (_v: unknown, row: Row) => renderCell(c, row, {
        lang, t: (k) => t(k),
        toggle: canToggle ? (r) => {
          const on = !(r[c.field] === 1 || r[c.field] === true);
          trigger({ action: 'state', label: c.label, confirm: toggleConfirm(c, on) }, r);
        } : undefined,
      }),
    };
  });
  if (rowButtons.length) {
    columns.push({
      key: '__actions', title: t('actions'), fixed: 'right', width: Math.max(80, rowButtons.length * 64),
      render: (_v: unknown, row: Row) => (
        <Space size={0} wrap>
          {rowButtons.filter((b) => buttonShowsOn(b, row)).map((b) => {
            const upload = uploadCallOf(b);
            return upload ? (
              <ScreenUploadButton key={b.action} button={b} call={upload} row={row} lang={lang}
                look={{ type: 'link', size: 'small', danger: b.danger, icon: null }} onUploaded={(msg) => uploaded(b, msg)} />
            ) : (
              <Button key={b.action + (b.form ?? '')} type="link" size="small" danger={b.danger} onClick={() => trigger(b, row)}>
                {localise(b.label, lang)}
              </Button>
            );
          })}
        </Space>
      ),
    });
  }

  const childrenKey = page.childrenKey ?? 'children';
  const attach = (items: Row[]): Row[] => items.map((r) => {
    const own = kids[String(r[rowKey])];
    return { ...r, [childrenKey]: own ? attach(own) : (r.isLeaf === true || r.isLeaf === 1 ? undefined : []) };
  });
  const rows = lazy ? attach(query.data?.rows ?? []) : query.data?.rows ?? [];
  // Expand/collapse all only when every row has children (otherwise there is nothing to open on some rows).
  const canExpand = pageTools(page) && everyRowHasChildren(rows, childrenKey);
  const allKeys = (items: Row[]): Key[] => items.flatMap((r) => [r[rowKey] as Key,
    ...allKeys(Array.isArray(r[childrenKey]) ? r[childrenKey] as Row[] : [])]);
  const tools = pageTools(page) ? (
    <Space size={4} style={{ marginLeft: 'auto' }}>
      {canExpand && (
        <>
          <Tooltip title={t('expandAll')}><Button type="text" icon={<ColumnHeightOutlined />} aria-label={t('expandAll')} onClick={() => setExpandedRows(allKeys(rows))} /></Tooltip>
          <Tooltip title={t('collapseAll')}><Button type="text" icon={<VerticalAlignMiddleOutlined />} aria-label={t('collapseAll')} onClick={() => setExpandedRows([])} /></Tooltip>
        </>
      )}
      <Tooltip title={t('refresh')}><Button type="text" icon={<ReloadOutlined />} aria-label={t('refresh')} onClick={reload} /></Tooltip>
    </Space>
  ) : null;
  const treeRows = page.template === 'treeTable' || rows.some((r) => Array.isArray(r[childrenKey]) && (r[childrenKey] as Row[]).length > 0);

  const table = (
    <Table<Row>
      key={page.template === 'treeTable' && page.expandAll ? `t${query.data?.rows.length ?? 0}` : 'table'}
      rowKey={rowKey}
      size="middle"
      loading={query.isFetching}
      columns={columns}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      expandable={page.template === 'treeTable' || (pageTools(page) && treeRows)
        ? { childrenColumnName: childrenKey, defaultExpandAllRows: page.expandAll,
          ...(expandedRows ? { expandedRowKeys: expandedRows, onExpandedRowsChange: (keys) => setExpandedRows(keys) } : {}),
          ...(lazy ? { onExpand: (open: boolean, r: Row) => { if (open && !kids[String(r[rowKey])]) void loadKids(String(r[rowKey])).catch(() => undefined); } } : {}) }
        : { childrenColumnName: '__none' }}
      pagination={list?.paged ? {
        current: paging.currentPage, pageSize: paging.pageSize, total: query.data?.total ?? 0, showSizeChanger: true,
        showTotal: (total) => t('total', { total }),
        onChange: (currentPage, pageSize) => setPaging({ currentPage, pageSize }),
      } : false}
    />
  );

  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
      {tree && (
        <SideTree tree={tree} selected={node} granted={granted} version={treeVersion} onAction={setLink}
          onSelect={(v) => {
            setNode(v);
            setPaging((p) => ({ ...p, currentPage: 1 }));
            setExpandedRows(null);
            if (treeCapabilities(tree).resetSearch) { setSearch({}); setSearchKey((k) => k + 1); }
          }} />
      )}
      <div style={{ flex: 1, minWidth: 0 }}>
        <SearchBar key={searchKey} fields={section.search ?? []} onSearch={(v) => { setSearch(v); setPaging((p) => ({ ...p, currentPage: 1 })); }} />
        {(toolbar.length > 0 || tools) && (
          <Space style={{ marginBottom: 12, width: '100%' }}>
            {toolbar.map((b) => {
              const upload = uploadCallOf(b);
              return upload ? (
                <ScreenUploadButton key={b.action} button={b} call={upload} row={context} lang={lang}
                  look={{ danger: b.danger, icon: toolbarIcon(b) ?? <UploadOutlined /> }} onUploaded={(msg) => uploaded(b, msg)} />
              ) : (
                <Button key={b.action + (b.form ?? '')} type={b.action === 'create' ? 'primary' : 'default'} danger={b.danger}
                  icon={toolbarIcon(b)} onClick={() => trigger(b, context, filters)}>
                  {localise(b.label, lang)}
                </Button>
              );
            })}
            {tools}
          </Space>
        )}
        {table}
      </div>
      {dialog}
      {link && (
        <ScreenDrawer link={link} granted={granted} onClose={() => { setLink(null); setTreeVersion((v) => v + 1); reload(); }} />
      )}
    </div>
  );
}
