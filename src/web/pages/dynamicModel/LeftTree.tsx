/**
 * The left tree of a type-2 list (treeTitle): nodes from a dictionary category, the organisation tree or a data
 * interface, read through treePropsValue / treePropsLabel / treePropsChildren, under an 全部 root. Clicking a node
 * filters the list by treeRelation; 全部 clears the filter. A data interface gets the parameters of treeTemplateJson;
 * a list has no form whose fields they could be bound to (relationField), so each sends its defaultValue.
 */
import { useMemo } from 'react';
import { Spin, Tree, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListTreeSpec } from '../../../engine/list/compile';
import { toTreeNodes, type TreeNode } from '../../../engine/list/rows';
import { paramListOf } from '../../../../renderers/options/params';
import { fetchTreeNodes } from './api';

/** Key of the 全部 root; never a node value. */
const ALL = '__all__';

export interface LeftTreeProps {
  tree: ListTreeSpec;
  /** The selected node's value, or null for 全部. */
  value: string | null;
  onSelect: (value: string | null) => void;
}

export function LeftTree({ tree, value, onSelect }: LeftTreeProps) {
  const { t } = useTranslation('form');
  const params = useMemo(() => paramListOf(tree.templateJson), [tree.templateJson]);
  const nodes = useQuery({
    queryKey: ['visualdev', 'listTree', tree.dataSource, tree.sourceId, JSON.stringify(params)],
    queryFn: () => fetchTreeNodes(tree.dataSource, tree.sourceId, params),
    staleTime: 60_000,
  });
  const treeData = useMemo((): TreeNode[] => [{
    key: ALL,
    title: t('list.all'),
    children: toTreeNodes(nodes.data, { value: tree.propsValue, label: tree.propsLabel, children: tree.propsChildren }),
  }], [nodes.data, tree, t]);
  return (
    <div data-testid="dm-tree" style={{ width: 220, flex: 'none', borderRight: '1px solid rgba(5,5,5,0.06)', paddingRight: 8 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>{tree.title}</Typography.Title>
      {nodes.isLoading ? <Spin /> : (
        <Tree<TreeNode>
          blockNode
          defaultExpandAll
          treeData={treeData}
          selectedKeys={[value ?? ALL]}
          onSelect={(keys) => {
            const key = keys[0];
            // Clicking the selected node again deselects it: that means back to everything.
            onSelect(key === undefined || key === ALL ? null : String(key));
          }}
        />
      )}
    </div>
  );
}
