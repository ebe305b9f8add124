/**
 * The organisation tree of the user pickers, loaded a level at a time (ImUser/Selector/{organizeId}: sub-
 * organisations, then the organisation's users) and each level a page at a time: an organisation with many members
 * ends in a 加载更多 node that fetches its next page in place. Nodes are keyed by their path, as a user may sit in
 * several departments; a filter box narrows the nodes loaded so far.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { Input, Spin, Tree } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { USER_PAGE_SIZE, usePickerApi, type SelectorNode, type SelectorPage } from './api';
import { filterTree } from './SourceTree';

const STALE_MS = 60_000;
export const imUserKey = (organizeId: string, page = 1) => ['userPicker', 'children', organizeId, page] as const;
/** The last segment of a 加载更多 node's key (never an id: ids hold no NUL). */
const MORE = '\u0000more';

interface TreeNode {
  key: string; title: string; isLeaf: boolean; selectable: boolean; node?: SelectorNode; children?: TreeNode[];
  /** A 加载更多 node: the key of the level it continues. */
  more?: string;
}
/** The children of one tree node loaded so far: pages 1..page of total. */
interface Level { organizeId: string; items: SelectorNode[]; page: number; total: number }

export interface LazyUserTreeProps {
  /** The organisation whose children are the top level ('0' = the whole organisation). */
  rootId: string;
  pickable: (n: SelectorNode) => boolean;
  onPick: (n: SelectorNode) => void;
  /** Children a page (20 unless told). */
  pageSize?: number;
}

export function LazyUserTree({ rootId, pickable, onPick, pageSize = USER_PAGE_SIZE }: LazyUserTreeProps) {
  const { t } = useTranslation('form');
  const qc = useQueryClient();
  const { fetchImUsers } = usePickerApi();
  const fetchPage = useCallback((organizeId: string, page: number): Promise<SelectorPage> => qc.fetchQuery({
    queryKey: [...imUserKey(organizeId, page), pageSize], queryFn: () => fetchImUsers(organizeId, page, pageSize), staleTime: STALE_MS,
  }), [qc, fetchImUsers, pageSize]);
  const roots = useQuery({ queryKey: [...imUserKey(rootId), pageSize], queryFn: () => fetchImUsers(rootId, 1, pageSize), staleTime: STALE_MS });
  /** Levels by the key of their parent node ('' = the top level once it has more than its first page). */
  const [levels, setLevels] = useState<Record<string, Level>>({});
  const busy = useRef(new Set<string>());
  const [expanded, setExpanded] = useState<string[]>([]);
  const [filter, setFilter] = useState('');

  const top = useMemo<Level | undefined>(() => levels[''] ?? (roots.data ? { organizeId: rootId, items: roots.data.list,
    page: 1, total: roots.data.total } : undefined), [levels, roots.data, rootId]);
  const build = useCallback((level: Level, parent: string): TreeNode[] => {
    const nodes: TreeNode[] = level.items.map((n) => {
      const key = `${parent}/${n.id}`;
      const kids = levels[key];
      const isLeaf = n.type === 'user' || n.hasChildren === false;
      return { key, title: String(n.fullName ?? n.id), isLeaf, selectable: pickable(n), node: n,
        children: kids ? build(kids, key) : undefined };
    });
    if (level.items.length < level.total) {
      nodes.push({ key: `${parent}/${MORE}`, title: t('pickers.loadMore'), isLeaf: true, selectable: true, more: parent });
    }
    return nodes;
  }, [levels, pickable, t]);
  const tree = useMemo(() => (top ? filterTree(build(top, ''), filter.trim()) : []), [build, top, filter]);

  const loadData = useCallback(async (node: { key: string | number; node?: SelectorNode }) => {
    const key = String(node.key);
    if (levels[key] || !node.node) return;
    const id = String(node.node.id);
    const first = await fetchPage(id, 1);
    setLevels((prev) => ({ ...prev, [key]: { organizeId: id, items: first.list, page: 1, total: first.total } }));
  }, [fetchPage, levels]);

  const loadMore = useCallback(async (parent: string) => {
    const level = parent === '' ? top : levels[parent];
    if (!level || busy.current.has(parent)) return;
    busy.current.add(parent);
    try {
      const next = await fetchPage(level.organizeId, level.page + 1);
      setLevels((prev) => {
        const now = (parent === '' ? prev[''] : prev[parent]) ?? level;
        if (now.page !== level.page) return prev;
        return { ...prev, [parent]: { ...now, items: [...now.items, ...next.list], page: now.page + 1, total: next.total } };
      });
    } finally {
      busy.current.delete(parent);
    }
  }, [fetchPage, levels, top]);

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
            titleRender={(n) => (n.more !== undefined ? <a data-testid="picker-tree-more">{n.title}</a> : n.title)}
            onSelect={(_keys, info) => {
              if (info.node.more !== undefined) void loadMore(info.node.more);
              else if (info.node.selectable && info.node.node) onPick(info.node.node);
            }}
          />
        )}
      </div>
    </>
  );
}
