/**
 * Organisation-type pickers (simple pickers; the two-pane dialogs come with the organisation issue): comSelect
 * (value: id path, or paths when multiple), depSelect, posSelect, roleSelect, groupSelect (id, or ids). An antd
 * TreeSelect over the selector tree with keyword search; only the kind's node types can be picked (spec 001 §4).
 * Cells and detail views show names through the batching resolver.
 */
import { memo, useCallback, useMemo } from 'react';
import { TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { FieldDef } from '../../../src/engine/types';
import { useSession } from '../../../src/web/session/store';
import { registerField, type FieldInputProps, type FieldViewProps } from '../../registry';
import { useNames } from '../../options/names';
import { fetchSelector, type SelectorSource } from './api';
import { customRule, pathTo, pickableTypes, pickerTree, selectableIds } from './restrict';
import { useDefaultCurrent } from './defaultCurrent';

const SELECTOR_STALE_MS = 5 * 60_000;
const SOURCES: Record<string, SelectorSource> = {
  comSelect: 'organize', depSelect: 'department', posSelect: 'position', roleSelect: 'role', groupSelect: 'group',
};

export const selectorKey = (source: SelectorSource) => ['selector', source] as const;

/** The selector tree of a source, fetched once and shared. */
export function useSelector(source: SelectorSource, enabled = true) {
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
  const { userInfo } = useSession();
  if (field.__config__?.defaultCurrent !== true || !userInfo) return '';
  if (kind === 'depSelect') return userInfo.departmentId || userInfo.organizeId || '';
  if (kind === 'comSelect') return userInfo.organizeId || '';
  if (kind === 'posSelect') return userInfo.positionId || userInfo.positionIds?.[0]?.id || '';
  return '';
}

function orgPicker(kind: string) {
  const source = SOURCES[kind];
  const OrgPickerInput = memo(function OrgPickerInput(p: FieldInputProps) {
    const { field, onChange } = p;
    const multiple = field.multiple === true;
    const { data: raw, isLoading } = useSelector(source);
    const tree = useMemo(() => pickerTree(raw ?? [], pickableTypes(kind, multiple), customRule(kind, field)),
      [raw, multiple, field]);
    const allowed = useMemo(() => selectableIds(tree), [tree]);
    // comSelect stores paths; the tree works with the last id of each.
    const ids = kind === 'comSelect' ? paths(p.value).map((path) => path[path.length - 1]) : storedIds(p.value);
    const toStored = useCallback((picked: string[]) => {
      const ok = picked.filter((id) => allowed.has(id));
      if (kind === 'comSelect') {
        const asPaths = ok.map((id) => pathTo(raw ?? [], id));
        return multiple ? asPaths : asPaths[0] ?? [];
      }
      return multiple ? ok : ok[0] ?? null;
    }, [allowed, raw, multiple]);
    // defaultCurrent: an empty field of a new record starts with the user's own organisation (department, position)
    // as soon as the tree is known, once (defaultCurrent.ts).
    const current = useCurrentDefault(kind, field);
    const fillCurrent = useCallback(() => {
      if (allowed.has(current)) onChange(toStored([current]));
    }, [allowed, current, onChange, toStored]);
    useDefaultCurrent({ enabled: !!current && !p.readonly && !p.disabled, id: p.id, empty: isEmpty(p.value), ready: !!raw, apply: fillCurrent });
    return (
      <TreeSelect
        id={p.id}
        aria-label={p.ariaLabel}
        style={{ width: '100%' }}
        treeData={tree as never}
        value={(multiple ? ids : ids[0]) as never}
        multiple={multiple}
        loading={isLoading}
        showSearch={{ treeNodeFilterProp: 'title' }}
        treeDefaultExpandAll
        allowClear={field.clearable !== false}
        placeholder={typeof field.placeholder === 'string' ? field.placeholder : undefined}
        disabled={p.disabled || p.readonly || field.disabled === true}
        status={p.invalid ? 'error' : undefined}
        onChange={(v: unknown) => onChange(toStored(v === undefined || v === null ? [] : Array.isArray(v) ? v.map(String) : [String(v)]))}
      />
    );
  });
  OrgPickerInput.displayName = `${kind}Input`;
  return OrgPickerInput;
}

/** Names of organisation-type values: a path's names joined by '/', several values by commas. */
export function OrgNamesCell({ field, value }: FieldViewProps) {
  const kind = String(field.__config__?.jnpfKey ?? '');
  const ids = storedIds(value);
  const { names } = useNames('organize', ids);
  const byId = new Map(ids.map((id, i) => [id, names[i] || '']));
  const text = kind === 'comSelect' || kind === 'organizeSelect'
    ? paths(value).map((path) => path.map((id) => byId.get(id) ?? id).join('/')).join(', ')
    : ids.map((id) => byId.get(id) ?? id).join(', ');
  return <span>{text}</span>;
}

for (const kind of Object.keys(SOURCES)) registerField({ kind, input: orgPicker(kind), cell: OrgNamesCell });
