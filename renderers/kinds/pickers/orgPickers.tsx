/**
 * Organisation-type pickers: comSelect (value: id path, or paths when multiple; title 选择组织),
 * depSelect (选择部门), posSelect (选择岗位), groupSelect (选择分组), roleSelect (选择角色, tabs 组织 / 全局), each
 * an 800px two-pane dialog: the filterable selector tree left, 已选 with 清空列表 right. Only the kind's node types
 * can be picked; cancel keeps the field as it was. Cells and detail views show names through the
 * batching resolver.
 */
import { memo, useCallback, useMemo, useState } from 'react';
import { Tabs } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../../../src/engine/types';
import { useUser } from '../../services';
import { registerField, type FieldInputProps } from '../../registry';
import { useNames } from '../../options/names';
import { SpecTextCell } from '../specText';
import { usePickerApi, type SelectorNode, type SelectorSource } from './api';
import { customRule, pathTo, pickableTypes, pickerTree, selectableIds, type PickerNode } from './restrict';
import { PickerBox } from './PickerBox';
import { SourceTree } from './SourceTree';
import { TransferDialog, useDraft } from './TransferDialog';
import { seedNames, type Picked } from './selection';
import { useDefaultCurrent } from './defaultCurrent';

const SELECTOR_STALE_MS = 5 * 60_000;
const SOURCES: Record<string, SelectorSource> = {
  comSelect: 'organize', depSelect: 'department', posSelect: 'position', roleSelect: 'role', groupSelect: 'group',
};

export const selectorKey = (source: SelectorSource) => ['selector', source] as const;

/** The selector tree of a source, fetched once and shared. */
export function useSelector(source: SelectorSource, enabled = true) {
  const { fetchSelector } = usePickerApi();
  return useQuery({ queryKey: selectorKey(source), queryFn: () => fetchSelector(source), staleTime: SELECTOR_STALE_MS, enabled });
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** Ids a stored value refers to (paths flattened for comSelect). */
export function storedIds(value: unknown): string[] {
  if (isEmpty(value)) return [];
  const flat = Array.isArray(value) ? value.flat(2) : [value];
  return flat.filter((v) => v !== null && v !== undefined && v !== '').map(String);
}

/** comSelect values as a list of paths (a single path, or several when multiple). */
function paths(value: unknown): string[][] {
  if (!Array.isArray(value) || value.length === 0) return [];
  return Array.isArray(value[0]) ? (value as unknown[][]).map((p) => p.map(String)) : [value.map(String)];
}

/** The session's default for `defaultCurrent` (organisation, department or position of the current user). */
function useCurrentDefault(kind: string, field: FieldDef): string {
  const userInfo = useUser();
  if (field.__config__?.defaultCurrent !== true || !userInfo) return '';
  if (kind === 'depSelect') return userInfo.departmentId || userInfo.organizeId || '';
  if (kind === 'comSelect') return userInfo.organizeId || '';
  if (kind === 'posSelect') return userInfo.positionId || userInfo.positionIds?.[0]?.id || '';
  return '';
}

const TITLES: Record<string, string> = {
  comSelect: 'pickers.selectOrganize', depSelect: 'pickers.selectDepartment', posSelect: 'pickers.selectPosition',
  roleSelect: 'pickers.selectRole', groupSelect: 'pickers.selectGroup',
};

/** The role picker's two tabs: 全局 is the root '1' of the role tree, 组织 every other root. */
const GLOBAL_ROOT = '1';

function orgPicker(kind: string) {
  const source = SOURCES[kind];
  const OrgPickerInput = memo(function OrgPickerInput(p: FieldInputProps) {
    const { field, onChange } = p;
    const { t } = useTranslation('form');
    const multiple = field.multiple === true;
    const [open, setOpen] = useState(false);
    const qc = useQueryClient();
    // The tree is asked for when the dialog first opens, or at once when defaultCurrent needs it.
    const current = useCurrentDefault(kind, field);
    const [wanted, setWanted] = useState(false);
    const { data: raw, isLoading } = useSelector(source, wanted || open || !!current);
    const tree = useMemo(() => pickerTree(raw ?? [], pickableTypes(kind, multiple), customRule(kind, field)),
      [raw, multiple, field]);
    const allowed = useMemo(() => selectableIds(tree), [tree]);
    // comSelect stores paths; the dialog works with the last id of each.
    const ids = kind === 'comSelect' ? paths(p.value).map((path) => path[path.length - 1]) : storedIds(p.value);
    const { names, loading } = useNames('organize', kind === 'comSelect' ? storedIds(p.value) : ids);
    const labels = useMemo(() => {
      if (kind !== 'comSelect') return ids.map((id, i) => names[i] || id);
      const all = storedIds(p.value);
      const byId = new Map(all.map((id, i) => [id, names[i] || id]));
      return paths(p.value).map((path) => path.map((id) => byId.get(id) ?? id).join('/'));
    }, [ids, names, p.value]);
    const picked = useMemo<Picked[]>(() => ids.map((id, i) => ({ id, fullName: labels[i] ?? id, pending: loading })),
      [ids, labels, loading]);
    const draft = useDraft(open, picked, multiple);
    const toStored = useCallback((chosen: string[], tree: SelectorNode[]) => {
      if (kind === 'comSelect') {
        const asPaths = chosen.map((id) => pathTo(tree, id));
        return multiple ? asPaths : asPaths[0] ?? [];
      }
      return multiple ? chosen : chosen[0] ?? null;
    }, [multiple]);
    // defaultCurrent: an empty field of a new record starts with the user's own organisation (department, position)
    // as soon as the tree is known, once (defaultCurrent.ts).
    const fillCurrent = useCallback(() => {
      if (allowed.has(current)) onChange(toStored([current], raw ?? []));
    }, [allowed, current, onChange, toStored, raw]);
    useDefaultCurrent({ enabled: !!current && !p.readonly && !p.disabled, id: p.id, empty: isEmpty(p.value), ready: !!raw, apply: fillCurrent });
    const [tab, setTab] = useState<'organize' | 'global'>('organize');
    const tabTree = kind !== 'roleSelect' ? tree
      : tab === 'global' ? (tree.find((n) => n.value === GLOBAL_ROOT)?.children ?? []) : tree.filter((n) => n.value !== GLOBAL_ROOT);
    const onPick = (n: PickerNode) => draft.add({ id: n.value, fullName: kind === 'comSelect' ? pathName(raw ?? [], n.value) : n.title, type: n.type });
    const pane = <SourceTree tree={tabTree} loading={isLoading} onPick={onPick} />;
    return (
      <>
        <PickerBox p={p} field={field} multiple={multiple} items={ids.map((id, i) => ({ value: id, label: labels[i] ?? id }))}
          onOpen={() => { setWanted(true); setOpen(true); }}
          onValues={(left) => {
            if (kind !== 'comSelect') return onChange(multiple ? left : left[0] ?? null);
            const kept = paths(p.value).filter((path) => left.includes(path[path.length - 1]));
            onChange(multiple ? kept : kept[0] ?? []);
          }} />
        <TransferDialog open={open} title={t(TITLES[kind])} draft={draft} onCancel={() => setOpen(false)}
          onOk={(items) => {
            setOpen(false);
            seedNames(qc, 'organize', nodeNames(raw ?? []).filter(([id]) => items.some((i) => pathTo(raw ?? [], i.id).includes(id))));
            onChange(toStored(items.map((i) => i.id), raw ?? []));
          }}>
          {kind === 'roleSelect' ? (
            <>
              <Tabs size="small" activeKey={tab} onChange={(k) => setTab(k as 'organize' | 'global')}
                items={[{ key: 'organize', label: t('pickers.organizeTab') }, { key: 'global', label: t('pickers.global') }]} />
              {pane}
            </>
          ) : pane}
        </TransferDialog>
      </>
    );
  });
  OrgPickerInput.displayName = `${kind}Input`;
  return OrgPickerInput;
}

/** Every node of a selector tree as [id, name]. */
function nodeNames(tree: SelectorNode[]): [string, string][] {
  const out: [string, string][] = [];
  const walk = (nodes: SelectorNode[]) => nodes.forEach((n) => { out.push([String(n.id), String(n.fullName)]); walk(n.children ?? []); });
  walk(tree);
  return out;
}

/** The names along the path to an organisation, joined by '/' (what a comSelect value reads as). */
function pathName(tree: SelectorNode[], id: string): string {
  const names = new Map(nodeNames(tree));
  return pathTo(tree, id).map((x) => names.get(x) ?? x).join('/');
}

for (const kind of Object.keys(SOURCES)) registerField({ kind, input: orgPicker(kind), cell: SpecTextCell });
