/**
 * The tree beside a table (treeBesideTable): its nodes from the tree call; choosing one filters the table. With
 * `selectFirst` the first node is chosen once loaded; with `menu` a menu beside the title refreshes the tree,
 * expands or collapses every node and offers the tree's actions (another screen in a drawer).
 */
import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Dropdown, Input, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { MoreOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { localise, rowsOf, type ScreenTree } from '../../engine/screen';
import { treeCapabilities, type ScreenLink } from '../../engine/screen/capabilities';
import { callScreen } from './api';
import { useScreenT } from './i18n';

type Node = Record<string, unknown>;

function toData(nodes: Node[], tree: ScreenTree, filter: string): DataNode[] {
  const valueKey = tree.valueKey ?? 'id';
  const labelKey = tree.labelKey ?? 'fullName';
  const childrenKey = tree.childrenKey ?? 'children';
  const out: DataNode[] = [];
  for (const n of nodes) {
    const kids = Array.isArray(n[childrenKey]) ? toData(n[childrenKey] as Node[], tree, filter) : [];
    const title = String(n[labelKey] ?? '');
    if (filter && !title.toLowerCase().includes(filter.toLowerCase()) && !kids.length) continue;
    out.push({ key: String(n[valueKey]), title, children: kids.length ? kids : undefined });
  }
  return out;
}

const keysOf = (nodes: DataNode[]): string[] => nodes.flatMap((n) => [String(n.key), ...keysOf(n.children ?? [])]);

export interface SideTreeProps {
  tree: ScreenTree;
  selected: string | undefined;
  onSelect: (value: string | undefined) => void;
  /** A tree action chosen from the menu. */
  onAction?: (link: ScreenLink) => void;
  /** Button codes granted on the screen's menu; null when everything is. */
  granted?: ReadonlySet<string> | null;
  /** Changes when the tree must load again (a drawer that changed its nodes closed). */
  version?: number;
}

export function SideTree({ tree, selected, onSelect, onAction, granted = null, version = 0 }: SideTreeProps) {
  const { t, lang } = useScreenT();
  const caps = treeCapabilities(tree);
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const query = useQuery({
    queryKey: ['screenTree', tree.api.url, tree.api.query, version],
    queryFn: async () => rowsOf((await callScreen(tree.api, {})).data, tree.api.listKey) as Node[],
  });
  const data = useMemo(() => toData(query.data ?? [], tree, filter), [query.data, tree, filter]);
  const all = useMemo(() => keysOf(data), [data]);
  const first = data[0]?.key;
  useEffect(() => {
    if (caps.selectFirst && selected === undefined && first !== undefined) onSelect(String(first));
  }, [caps.selectFirst, selected, first, onSelect]);
  const actions = (caps.actions ?? []).filter((a) => !a.permission || granted === null || granted.has(a.permission));
  const menu = caps.menu ? (
    <Dropdown trigger={['click']} menu={{
      items: [
        { key: 'refresh', label: t('refreshData') },
        { key: 'expand', label: t('expandAll') },
        { key: 'collapse', label: t('collapseAll') },
        ...actions.map((a, i) => ({ key: `action-${i}`, label: localise(a.label, lang) })),
      ],
      onClick: ({ key }) => {
        if (key === 'refresh') void query.refetch();
        else if (key === 'expand') setExpanded(all);
        else if (key === 'collapse') setExpanded([]);
        else onAction?.(actions[Number(key.slice('action-'.length))]);
      },
    }}>
      <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('treeMenu')} />
    </Dropdown>
  ) : undefined;
  return (
    <Card size="small" title={tree.title ? localise(tree.title, lang) : undefined} extra={menu} style={{ width: 260, flex: 'none' }}>
      {tree.search && <Input.Search allowClear placeholder={t('treeFilter')} onChange={(e) => setFilter(e.target.value)} style={{ marginBottom: 8 }} />}
      {query.isLoading ? <Spin /> : (
        <Tree treeData={data} blockNode selectedKeys={selected ? [selected] : []}
          {...(expanded === null || filter ? { defaultExpandAll: true } : { expandedKeys: expanded, onExpand: (keys) => setExpanded(keys.map(String)) })}
          onSelect={(keys) => onSelect(keys.length ? String(keys[0]) : undefined)} />
      )}
    </Card>
  );
}
