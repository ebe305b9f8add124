/**
 * One section of a screen (the screen itself, or one of its tabs): search, toolbar, the optional tree beside the
 * table, the table (flat, paged, or a tree table) with its row buttons, and the forms its buttons open. Buttons show
 * only to users granted their codes on the screen's menu.
 */
import { useState } from 'react';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  buttonShowsOn, grantedButtons, localise, rowsOf, totalOf, type ScreenSection as Section, type ServedScreen,
} from '../../engine/screen';
import { callScreen } from './api';
import { renderCell } from './cells';
import { useScreenT } from './i18n';
import { SearchBar } from './SearchBar';
import { SideTree } from './SideTree';
import { useActions } from './useActions';

type Row = Record<string, unknown>;

export interface ScreenSectionProps {
  doc: ServedScreen;
  section: Section;
  /** Button codes granted on the screen's menu; null when everything is (administrators). */
  granted: ReadonlySet<string> | null;
}

/** The icon a document names, else the action's own (create +, import ↑, export ↓). */
function toolbarIcon(b: { action: string; icon?: string }) {
  const icon = b.icon ?? ({ create: 'plus', import: 'upload', export: 'download' } as Record<string, string>)[b.action];
  if (icon === 'plus') return <PlusOutlined />;
  if (icon === 'upload') return <UploadOutlined />;
  if (icon === 'download') return <DownloadOutlined />;
  return undefined;
}

export function ScreenSectionView({ doc, section, granted }: ScreenSectionProps) {
  const { t, lang } = useScreenT();
  const page = section.page;
  const api = section.api ?? {};
  const tree = page.template === 'treeBesideTable' ? page.tree : undefined;
  const rowKey = page.rowKey ?? 'id';
  const [search, setSearch] = useState<Row>({});
  const [node, setNode] = useState<string | undefined>();
  const [paging, setPaging] = useState({ currentPage: 1, pageSize: page.pageSize ?? 20 });
  const [version, setVersion] = useState(0);
  const list = api.list;
  const params: Row = { ...search, ...(tree && node ? { [tree.param]: node } : {}), ...(list?.paged ? paging : {}) };
  const query = useQuery({
    queryKey: ['screenList', list?.url, params, version],
    queryFn: async () => {
      const { data } = await callScreen(list!, params, list!.method === 'GET' || list!.method === 'DELETE' ? { params } : { body: params });
      const rows = rowsOf(data, list!.listKey) as Row[];
      return { rows, total: totalOf(data, rows) };
    },
    enabled: !!list,
  });
  const reload = () => setVersion((v) => v + 1);
  const { trigger, dialog } = useActions(doc, section, reload);
  const toolbar = grantedButtons(section.toolbar, granted);
  const rowButtons = grantedButtons(section.rowButtons, granted);
  // The context row of toolbar buttons: the chosen tree node, so a new row can default to it.
  const context: Row = tree && node ? { [tree.param]: node } : {};
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
        toggle: canToggle ? (r) => trigger({ action: 'state', label: c.label }, r) : undefined,
      }),
    };
  });
  if (rowButtons.length) {
    columns.push({
      key: '__actions', title: t('actions'), fixed: 'right', width: Math.max(80, rowButtons.length * 64),
      render: (_v: unknown, row: Row) => (
        <Space size={0} wrap>
          {rowButtons.filter((b) => buttonShowsOn(b, row)).map((b) => (
            <Button key={b.action + (b.form ?? '')} type="link" size="small" danger={b.danger} onClick={() => trigger(b, row)}>
              {localise(b.label, lang)}
            </Button>
          ))}
        </Space>
      ),
    });
  }

  const table = (
    <Table<Row>
      key={page.template === 'treeTable' && page.expandAll ? `t${query.data?.rows.length ?? 0}` : 'table'}
      rowKey={rowKey}
      size="middle"
      loading={query.isFetching}
      columns={columns}
      dataSource={query.data?.rows ?? []}
      scroll={{ x: 'max-content' }}
      expandable={page.template === 'treeTable'
        ? { childrenColumnName: page.childrenKey ?? 'children', defaultExpandAllRows: page.expandAll }
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
        <SideTree tree={tree} selected={node} onSelect={(v) => { setNode(v); setPaging((p) => ({ ...p, currentPage: 1 })); }} />
      )}
      <div style={{ flex: 1, minWidth: 0 }}>
        <SearchBar fields={section.search ?? []} onSearch={(v) => { setSearch(v); setPaging((p) => ({ ...p, currentPage: 1 })); }} />
        {toolbar.length > 0 && (
          <Space style={{ marginBottom: 12 }}>
            {toolbar.map((b) => (
              <Button key={b.action + (b.form ?? '')} type={b.action === 'create' ? 'primary' : 'default'} danger={b.danger}
                icon={toolbarIcon(b)} onClick={() => trigger(b, context, filters)}>
                {localise(b.label, lang)}
              </Button>
            ))}
          </Space>
        )}
        {table}
      </div>
      {dialog}
    </div>
  );
}
