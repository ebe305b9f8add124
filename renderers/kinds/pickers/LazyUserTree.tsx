/**
 * The organisation tree of the user pickers, loaded a level at a time (ImUser/Selector/{organizeId}: sub-
 * organisations and the organisation's users). Nodes are keyed by their path, as a user may sit in several
 * departments; a filter box narrows the nodes loaded so far.
 */
import { useCallback, useMemo, useState } from 'react';
import { Input, Spin, Tree } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePickerApi, type SelectorNode } from './api';
import { filterTree } from './SourceTree';

const STALE_MS = 60_000;
export const imUserKey = (organizeId: string) => ['userPicker', 'children', organizeId] as const;

interface TreeNode { key: string; title: string; isLeaf: boolean; selectable: boolean; node: SelectorNode; children?: TreeNode[] }

export interface LazyUserTreeProps {
  /** The organisation whose children are the top level ('0' = the whole organisation). */
  rootId: string;
  pickable: (n: SelectorNode) => boolean;
  onPick: (n: SelectorNode) => void;
}

export function LazyUserTree({ rootId, pickable, onPick }: LazyUserTreeProps) {
  const { t } = useTranslation('form');
  const qc = useQueryClient();
  const { fetchImUsers } = usePickerApi();
  const roots = useQuery({ queryKey: imUserKey(rootId), queryFn: () => fetchImUsers(rootId), staleTime: STALE_MS });
  const [loaded, setLoaded] = useState<Record<string, SelectorNode[]>>({});
  const [expanded, setExpanded] = useState<string[]>([]);
  const [filter, setFilter] = useState('');
  const build = useCallback((list: SelectorNode[], parent: string): TreeNode[] => list.map((n) => {
    const key = `${parent}/${n.id}`;
    const kids = loaded[key];
    const isLeaf = n.type === 'user' || n.hasChildren === false;
    return { key, title: String(n.fullName ?? n.id), isLeaf, selectable: pickable(n), node: n,
      children: kids ? build(kids, key) : undefined };
  }), [loaded, pickable]);
  const tree = useMemo(() => filterTree(build(roots.data ?? [], ''), filter.trim()), [build, roots.data, filter]);
  const loadData = useCallback(async (node: { key: string | number; node?: SelectorNode }) => {
    const key = String(node.key);
    if (loaded[key] || !node.node) return;
    const id = String(node.node.id);
    const children = await qc.fetchQuery({ queryKey: imUserKey(id), queryFn: () => fetchImUsers(id), staleTime: STALE_MS });
    setLoaded((prev) => ({ ...prev, [key]: children }));
  }, [qc, loaded]);
  return (
    <>
      <Input allowClear aria-label={t('pickers.filterPlaceholder')} placeholder={t('pickers.filterPlaceholder')} value={filter}
        onChange={(e) => setFilter(e.target.value)} style={{ marginBottom: 8 }} />
      <div style={{ overflow: 'auto', flex: 1 }}>
        {roots.isLoading ? <Spin /> : (
          <Tree<TreeNode>
            blockNode
            treeData={tree}
            loadData={loadData as never}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys.map(String))}
            selectedKeys={[]}
            onSelect={(_keys, info) => { if (info.node.selectable) onPick(info.node.node); }}
          />
        )}
      </div>
    </>
  );
}
