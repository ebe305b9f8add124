/**
 * address (v5: areaSelect): the province/city/district dialog (title 省市区, 800px, panes of 360):
 * a lazy tree over `GET /api/system/Area/{parentId}` ('-1' = provinces) left, 已选 right. `level` (default 2) is the
 * deepest level a value reaches: 0 province, 1 city, 2 district, 3 street; only nodes at that depth (or real leaves)
 * can be picked, and a multiple picker ignores a path it already holds. The value is the id path, an
 * array of paths when multiple; cells show the names through the batching resolver (GetAreaByIds).
 */
import { memo, useCallback, useMemo, useState } from 'react';
import { Spin, Tree } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../../../src/engine/types';
import { registerField, type FieldInputProps, type FieldViewProps } from '../../registry';
import { areaKey, useNames } from '../../options/names';
import { usePickerApi, type AreaNode } from './api';
import { PickerBox } from './PickerBox';
import { TransferDialog, useDraft } from './TransferDialog';
import { seedNames, type Picked } from './selection';
import { specText } from '../specText';

const AREA_STALE_MS = 30 * 60_000;
export const areaChildrenKey = (parentId: string) => ['area', 'children', parentId] as const;

/** The deepest level a value of this field reaches (0 province … 3 street); 2 by default. */
export function areaLevel(field: FieldDef): number {
  const level = Number(field.level);
  return Number.isInteger(level) && level >= 0 && level <= 3 ? level : 2;
}

/** Paths of an address value (one path, or several when multiple). */
export function areaPaths(value: unknown): string[][] {
  if (!Array.isArray(value) || value.length === 0) return [];
  return Array.isArray(value[0]) ? (value as unknown[][]).map((p) => p.map(String)) : [value.map(String)];
}

interface AreaTreeNode { key: string; title: string; isLeaf: boolean; path: string[]; names: string[]; children?: AreaTreeNode[] }

/** The dialog's lazy tree: provinces first, each level asked for when its parent opens. */
function AreaTree({ level, onPick }: { level: number; onPick: (n: AreaTreeNode) => void }) {
  const qc = useQueryClient();
  const { fetchAreas } = usePickerApi();
  const provinces = useQuery({ queryKey: areaChildrenKey('-1'), queryFn: () => fetchAreas('-1'), staleTime: AREA_STALE_MS });
  const [loaded, setLoaded] = useState<Record<string, AreaNode[]>>({});
  const build = useCallback((list: AreaNode[], path: string[], names: string[]): AreaTreeNode[] => list.map((a) => {
    const here = [...path, String(a.id)];
    const named = [...names, String(a.fullName)];
    const key = areaKey(here);
    const kids = loaded[key];
    // Only the field's level (or a real leaf) can be chosen, and nothing opens below it.
    const isLeaf = here.length > level || a.isLeaf === true;
    return { key, title: String(a.fullName), isLeaf, path: here, names: named,
      children: kids && !isLeaf ? build(kids, here, named) : undefined };
  }), [loaded, level]);
  const tree = useMemo(() => build(provinces.data ?? [], [], []), [build, provinces.data]);
  const loadData = useCallback(async (node: AreaTreeNode) => {
    const parent = node.path[node.path.length - 1];
    const list = await qc.fetchQuery({ queryKey: areaChildrenKey(parent), queryFn: () => fetchAreas(parent), staleTime: AREA_STALE_MS });
    setLoaded((prev) => ({ ...prev, [node.key]: list }));
  }, [qc, fetchAreas]);
  if (provinces.isLoading) return <Spin />;
  return (
    <div style={{ overflow: 'auto', flex: 1 }}>
      <Tree<AreaTreeNode> blockNode treeData={tree} loadData={loadData as never} selectedKeys={[]}
        onSelect={(_keys, info) => { if (info.node.isLeaf) onPick(info.node); }} />
    </div>
  );
}

export const AddressInput = memo(function AddressInput(p: FieldInputProps) {
  const { field, onChange } = p;
  const { t } = useTranslation('form');
  const level = areaLevel(field);
  const multiple = field.multiple === true;
  const [open, setOpen] = useState(false);
  const qc = useQueryClient();
  const paths = areaPaths(p.value);
  const { names, loading } = useNames('area', paths.map(areaKey));
  const picked = useMemo<Picked[]>(() => paths.map((path, i) => ({ id: areaKey(path), fullName: names[i] || path.join('/'), path,
    pending: loading })), [paths, names, loading]);
  const draft = useDraft(open, picked, multiple);
  const pathOf = (item: Picked) => (Array.isArray(item.path) ? (item.path as string[]) : item.id.split('\u0001'));
  return (
    <>
      <PickerBox p={p} field={field} multiple={multiple} items={picked.map((i) => ({ value: i.id, label: i.fullName }))}
        onOpen={() => setOpen(true)}
        onValues={(left) => {
          const kept = picked.filter((i) => left.includes(i.id)).map(pathOf);
          onChange(multiple ? kept : kept[0] ?? []);
        }} />
      <TransferDialog open={open} title={t('pickers.area')} paneWidth={360} draft={draft} onCancel={() => setOpen(false)}
        onOk={(items) => {
          setOpen(false);
          seedNames(qc, 'area', items.map((i) => [i.id, i.fullName]));
          const chosen = items.map(pathOf);
          onChange(multiple ? chosen : chosen[0] ?? []);
        }}>
        <AreaTree level={level} onPick={(n) => draft.add({ id: n.key, fullName: n.names.join('/'), path: n.path })} />
      </TransferDialog>
    </>
  );
});

/** The spec's text: each path's area names joined by '/', several paths by ','. */
export function AddressCell({ field, value }: FieldViewProps) {
  return <span>{specText(field, value)}</span>;
}

registerField({ kind: 'address', aliases: ['areaSelect'], input: AddressInput, cell: AddressCell });
