/** The tree beside a table (treeBesideTable): its nodes from the tree call; choosing one filters the table. */
import { useMemo, useState } from 'react';
import { Card, Input, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useQuery } from '@tanstack/react-query';
import { localise, rowsOf, type ScreenTree } from '../../engine/screen';
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

export function SideTree({ tree, selected, onSelect }: { tree: ScreenTree; selected: string | undefined; onSelect: (value: string | undefined) => void }) {
  const { t, lang } = useScreenT();
  const [filter, setFilter] = useState('');
  const query = useQuery({
    queryKey: ['screenTree', tree.api.url, tree.api.query],
    queryFn: async () => rowsOf((await callScreen(tree.api, {})).data, tree.api.listKey) as Node[],
  });
  const data = useMemo(() => toData(query.data ?? [], tree, filter), [query.data, tree, filter]);
  return (
    <Card size="small" title={tree.title ? localise(tree.title, lang) : undefined} style={{ width: 260, flex: 'none' }}>
      {tree.search && <Input.Search allowClear placeholder={t('treeFilter')} onChange={(e) => setFilter(e.target.value)} style={{ marginBottom: 8 }} />}
      {query.isLoading ? <Spin /> : (
        <Tree treeData={data} defaultExpandAll blockNode selectedKeys={selected ? [selected] : []}
          onSelect={(keys) => onSelect(keys.length ? String(keys[0]) : undefined)} />
      )}
    </Card>
  );
}
