/**
 * The left pane of the organisation, department, position, group and role dialogs: a filter box above the picker
 * tree. Only selectable nodes (right type, not disabled, allowed by a custom rule: restrict.ts) answer a click;
 * filtering keeps the nodes whose name holds the text, with their ancestors and everything below them.
 */
import { useMemo, useState } from 'react';
import { Input, Spin, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PickerNode } from './restrict';

/** A picker node keyed by its path, so one item under two parents (a role of two organisations) stays two nodes. */
interface KeyedNode extends PickerNode { node: PickerNode; children?: KeyedNode[] }

function keyed(nodes: PickerNode[], parent = ''): KeyedNode[] {
  return nodes.map((n) => {
    const key = `${parent}/${n.value}`;
    return { ...n, key, node: n, children: n.children ? keyed(n.children, key) : undefined };
  });
}

/** The nodes whose title holds `keyword`, with their ancestors and subtrees. */
export function filterTree<T extends { title: string; children?: T[] }>(nodes: T[], keyword: string): T[] {
  if (!keyword) return nodes;
  const out: T[] = [];
  for (const n of nodes) {
    if (n.title.toLowerCase().includes(keyword.toLowerCase())) { out.push(n); continue; }
    const children = filterTree(n.children ?? [], keyword);
    if (children.length) out.push({ ...n, children });
  }
  return out;
}

export interface SourceTreeProps {
  tree: PickerNode[];
  loading?: boolean;
  onPick: (node: PickerNode) => void;
}

export function SourceTree({ tree, loading, onPick }: SourceTreeProps) {
  const { t } = useTranslation('form');
  const [keyword, setKeyword] = useState('');
  const shown = useMemo(() => filterTree(keyed(tree), keyword.trim()), [tree, keyword]);
  return (
    <>
      <Input allowClear aria-label={t('keyword')} placeholder={t('pickers.filterPlaceholder')} value={keyword}
        onChange={(e) => setKeyword(e.target.value)} style={{ marginBottom: 8 }} />
      <div style={{ overflow: 'auto', flex: 1 }}>
        {loading ? <Spin /> : (
          <Tree<KeyedNode>
            key={keyword.trim()}
            blockNode
            defaultExpandAll
            treeData={shown}
            selectedKeys={[]}
            onSelect={(_keys, info) => { if (info.node.selectable) onPick(info.node.node); }}
          />
        )}
      </div>
    </>
  );
}
