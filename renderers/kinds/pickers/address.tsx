/**
 * address (v5: areaSelect): province/city/district picker over `GET /api/system/Area/{parentId}` ('-1' =
 * provinces), loaded a level at a time. `level` (default 2) is the deepest level a value reaches: 0 province,
 * 1 city, 2 district, 3 street; only nodes at that depth (or real leaves) can be picked (spec 001 §4). The value is
 * the id path, an array of paths when multiple; cells show the names through the batching resolver (GetAreaByIds).
 */
import { memo, useCallback, useMemo, useState } from 'react';
import { Cascader } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldDef } from '../../../src/engine/types';
import { registerField, type FieldInputProps, type FieldViewProps } from '../../registry';
import { areaKey, useNames } from '../../options/names';
import { fetchAreas, type AreaNode } from './api';

const AREA_STALE_MS = 30 * 60_000;
export const areaChildrenKey = (parentId: string) => ['area', 'children', parentId] as const;

/** The deepest level a value of this field reaches (0 province … 3 street); 2 by default. */
export function areaLevel(field: FieldDef): number {
  const level = Number(field.level);
  return Number.isInteger(level) && level >= 0 && level <= 3 ? level : 2;
}

interface AreaOption { value: string; label: string; isLeaf: boolean; children?: AreaOption[] }

const toOptions = (list: AreaNode[], depth: number, level: number): AreaOption[] =>
  list.map((a) => ({ value: String(a.id), label: String(a.fullName), isLeaf: depth >= level || a.isLeaf === true }));

/** Paths of an address value (one path, or several when multiple). */
export function areaPaths(value: unknown): string[][] {
  if (!Array.isArray(value) || value.length === 0) return [];
  return Array.isArray(value[0]) ? (value as unknown[][]).map((p) => p.map(String)) : [value.map(String)];
}

function useAreaNames(value: unknown): string[] {
  const paths = areaPaths(value);
  return useNames('area', paths.map(areaKey)).names;
}

/** Replaces the children of the option at `path`. */
function withChildren(options: AreaOption[], path: string[], children: AreaOption[]): AreaOption[] {
  if (!path.length) return children;
  return options.map((o) => (o.value === path[0] ? { ...o, children: withChildren(o.children ?? [], path.slice(1), children) } : o));
}

export const AddressInput = memo(function AddressInput(p: FieldInputProps) {
  const { field, onChange } = p;
  const level = areaLevel(field);
  const multiple = field.multiple === true;
  const qc = useQueryClient();
  const provinces = useQuery({ queryKey: areaChildrenKey('-1'), queryFn: () => fetchAreas('-1'), staleTime: AREA_STALE_MS });
  // Children loaded so far, kept beside the provinces (antd mutates nothing; we rebuild the tree).
  const [loaded, setLoaded] = useState<{ path: string[]; children: AreaOption[] }[]>([]);
  const options = useMemo(() => {
    let tree = toOptions(provinces.data ?? [], 0, level);
    for (const l of loaded) tree = withChildren(tree, l.path, l.children);
    return tree;
  }, [provinces.data, loaded, level]);
  const loadData = useCallback(async (selected: AreaOption[]) => {
    const path = selected.map((o) => o.value);
    const parent = path[path.length - 1];
    const list = await qc.fetchQuery({ queryKey: areaChildrenKey(parent), queryFn: () => fetchAreas(parent), staleTime: AREA_STALE_MS });
    setLoaded((prev) => [...prev, { path, children: toOptions(list, path.length, level) }]);
  }, [qc, level]);
  const paths = areaPaths(p.value);
  const names = useAreaNames(p.value);
  const nameByKey = new Map(paths.map((path, i) => [areaKey(path), names[i]]));
  const displayRender = (labels: string[]) => nameByKey.get(areaKey(labels)) || labels.join('/');
  const common = {
    id: p.id,
    'aria-label': p.ariaLabel,
    style: { width: '100%' },
    options,
    loadData: loadData as never,
    loading: provinces.isLoading,
    allowClear: field.clearable !== false,
    showSearch: false,
    placeholder: typeof field.placeholder === 'string' ? field.placeholder : undefined,
    disabled: p.disabled || p.readonly || field.disabled === true,
    status: p.invalid ? ('error' as const) : undefined,
    displayRender,
  };
  // Only paths that reach the field's level (or a real leaf) are values; duplicates are dropped.
  const complete = (path: unknown[]) => path.length === level + 1 || path.length > 0 && findOption(options, path.map(String))?.isLeaf === true;
  return multiple ? (
    <Cascader {...common} multiple showCheckedStrategy={Cascader.SHOW_CHILD} value={paths}
      onChange={(v) => {
        const seen = new Set<string>();
        onChange((Array.isArray(v) ? (v as unknown[][]) : []).filter(complete).map((x) => x.map(String))
          .filter((x) => !seen.has(areaKey(x)) && !!seen.add(areaKey(x))));
      }} />
  ) : (
    <Cascader {...common} value={paths[0]}
      onChange={(v) => onChange(Array.isArray(v) && complete(v) ? v.map(String) : [])} />
  );
});

function findOption(options: AreaOption[], path: string[]): AreaOption | undefined {
  let level: AreaOption[] | undefined = options;
  let hit: AreaOption | undefined;
  for (const id of path) {
    hit = level?.find((o) => o.value === id);
    level = hit?.children;
  }
  return hit;
}

export function AddressCell({ value }: FieldViewProps) {
  const names = useAreaNames(value);
  return <span>{names.filter(Boolean).join(', ')}</span>;
}

registerField({ kind: 'address', aliases: ['areaSelect'], input: AddressInput, cell: AddressCell });
