/**
 * User pickers (simple pickers for now): userSelect stores a user id (ids when multiple); usersSelect stores
 * "id--type" (an array when multiple). A lazy organisation tree (departments open on demand), a keyword search
 * that switches to a flat list of matching users, and `selectType: custom` limiting the choices to the allowed
 * users (userSelect: any of ableUserIds and the users of ableDepIds / ablePosIds / ableRoleIds / ableGroupIds, asked
 * of the server through UserCondition, searched there too) or, for usersSelect, to `ableIds`. defaultCurrent fills the current
 * user. Names come from the batching resolver so the chosen users show before their branch is opened.
 */
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { TreeSelect } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldDef } from '../../../src/engine/types';
import { useSession } from '../../../src/web/session/store';
import { registerField, type FieldInputProps, type FieldViewProps } from '../../registry';
import { useNames } from '../../options/names';
import { fetchImUsers, fetchSelectedNames, fetchUserCondition, type SelectorNode, type UserCondition } from './api';
import { pickableTypes } from './restrict';
import { storedIds } from './orgPickers';
import { useDefaultCurrent } from './defaultCurrent';

const STALE_MS = 60_000;
const SEARCH_DELAY_MS = 300;
const SEP = '--';

/** A node in antd's simple tree mode: `id`/`pId` are tree keys (a user may sit under several departments). */
interface Node { value: string; title: string; key: string; id: string; pId?: string; orgId: string; selectable: boolean; isLeaf: boolean }

/** The stored form of a picked node: a user id, or "id--type" for the user component. */
const storedOf = (kind: string, n: SelectorNode) => (kind === 'usersSelect' ? `${n.id}${SEP}${n.type ?? 'user'}` : String(n.id));

function toNodes(kind: string, list: SelectorNode[], types: ReadonlySet<string>, parent?: string): Node[] {
  return list.map((n) => {
    const isUser = n.type === 'user';
    return {
      orgId: String(n.id), id: `${parent ?? ''}/${n.id}`, pId: parent, key: `${parent ?? ''}/${n.id}`, value: storedOf(kind, n), title: String(n.fullName ?? n.id),
      selectable: types.has(String(n.type ?? '')) && n.disabled !== true,
      isLeaf: isUser || n.hasChildren === false,
    };
  });
}

/** The fixed choices of a custom picker, or null when the whole organisation is open. */
async function customChoices(kind: string, field: FieldDef): Promise<SelectorNode[] | null> {
  if (field.selectType !== 'custom') return null;
  const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);
  if (kind === 'usersSelect') {
    const items = await fetchSelectedNames(list(field.ableIds));
    return items.map((i) => {
      const [id, type] = String(i.id).split(SEP);
      return { id, type: type || i.type || 'user', fullName: i.fullName };
    });
  }
  // A userSelect with any able* list asks UserCondition (see conditionOf); one with none offers nobody.
  return [];
}

const idsOf = (v: unknown) => (Array.isArray(v) ? v.map(String).filter(Boolean) : []);

/** The server-side condition of a custom userSelect, or null when it sets no able* list (or is not custom). */
function conditionOf(kind: string, field: FieldDef): UserCondition | null {
  if (kind !== 'userSelect' || field.selectType !== 'custom') return null;
  const c: UserCondition = { departIds: idsOf(field.ableDepIds), positionIds: idsOf(field.ablePosIds),
    roleIds: idsOf(field.ableRoleIds), groupIds: idsOf(field.ableGroupIds), userIds: idsOf(field.ableUserIds) };
  return Object.values(c).some((ids) => ids.length) ? c : null;
}

function userPicker(kind: 'userSelect' | 'usersSelect') {
  const nameKind = kind === 'usersSelect' ? 'users' : 'user';
  const UserPickerInput = memo(function UserPickerInput(p: FieldInputProps) {
    const { field, onChange } = p;
    const multiple = field.multiple === true;
    const types = useMemo(() => pickableTypes(kind, multiple), [multiple]);
    const qc = useQueryClient();
    const [loaded, setLoaded] = useState<Node[]>([]);
    const [keyword, setKeyword] = useState('');
    const [typed, setTyped] = useState('');
    useEffect(() => {
      const t = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY_MS);
      return () => clearTimeout(t);
    }, [typed]);
    const condition = useMemo(() => conditionOf(kind, field), [field]);
    const allowed = useQuery({
      queryKey: ['userPicker', 'condition', JSON.stringify(condition), keyword],
      queryFn: () => fetchUserCondition(condition!, keyword),
      staleTime: STALE_MS,
      enabled: condition !== null,
      placeholderData: (prev) => prev,
    });
    const custom = useQuery({
      queryKey: ['userPicker', 'custom', kind, field.selectType, field.ableIds],
      queryFn: () => customChoices(kind, field),
      staleTime: STALE_MS,
      enabled: condition === null,
    });
    const roots = useQuery({
      queryKey: ['userPicker', 'children', '0'],
      queryFn: () => fetchImUsers('0'),
      staleTime: STALE_MS,
      enabled: custom.data === null,
    });
    const found = useQuery({
      queryKey: ['userPicker', 'search', keyword],
      queryFn: () => fetchImUsers('0', keyword),
      staleTime: STALE_MS,
      enabled: custom.data === null && keyword !== '',
    });
    const treeData = useMemo(() => {
      if (condition) return toNodes(kind, allowed.data ?? [], types).map((n) => ({ ...n, isLeaf: true }));
      if (custom.data) return toNodes(kind, custom.data, types).map((n) => ({ ...n, isLeaf: true }));
      if (keyword) return toNodes(kind, (found.data ?? []).filter((n) => n.type === 'user'), types);
      return [...toNodes(kind, roots.data ?? [], types), ...loaded];
    }, [condition, allowed.data, custom.data, keyword, found.data, roots.data, loaded, types]);
    const loadData = useCallback(async (node: { orgId?: string; key?: string }) => {
      const id = String(node.orgId ?? '');
      const children = await qc.fetchQuery({ queryKey: ['userPicker', 'children', id], queryFn: () => fetchImUsers(id), staleTime: STALE_MS });
      setLoaded((prev) => (prev.some((n) => n.pId === node.key) ? prev : [...prev, ...toNodes(kind, children, types, node.key)]));
    }, [qc, types]);
    const values = storedIds(p.value);
    const { names } = useNames(nameKind, values);
    const labelled = values.map((v, i) => ({ value: v, label: names[i] || v }));
    // defaultCurrent: an empty field of a new record starts with the signed-in user, once (defaultCurrent.ts).
    const { userInfo } = useSession();
    const me = !userInfo ? '' : kind === 'usersSelect' ? `${userInfo.userId}${SEP}user` : userInfo.userId;
    const fillMe = useCallback(() => onChange(multiple ? [me] : me), [onChange, multiple, me]);
    useDefaultCurrent({
      enabled: field.__config__?.defaultCurrent === true && !!me && !p.readonly && !p.disabled,
      id: p.id, empty: values.length === 0, ready: !!me, apply: fillMe,
    });
    return (
      <TreeSelect
        id={p.id}
        aria-label={p.ariaLabel}
        style={{ width: '100%' }}
        treeDataSimpleMode={{ id: 'key', pId: 'pId' }}
        treeData={treeData as never}
        loadData={condition || custom.data || keyword ? undefined : (loadData as never)}
        labelInValue
        value={(multiple ? labelled : labelled[0]) as never}
        multiple={multiple}
        loading={roots.isLoading || custom.isLoading || found.isFetching || allowed.isFetching}
        showSearch={{ searchValue: typed, onSearch: setTyped, filterTreeNode: false }}
        allowClear={field.clearable !== false}
        placeholder={typeof field.placeholder === 'string' ? field.placeholder : undefined}
        disabled={p.disabled || p.readonly || field.disabled === true}
        status={p.invalid ? 'error' : undefined}
        onChange={(v: unknown) => {
          const picked = (Array.isArray(v) ? v : v ? [v] : []).map((x) => String((x as { value: unknown }).value));
          onChange(multiple ? picked : picked[0] ?? null);
        }}
      />
    );
  });
  UserPickerInput.displayName = `${kind}Input`;

  function UserNamesCell({ value }: FieldViewProps) {
    const ids = storedIds(value);
    const { names } = useNames(nameKind, ids);
    return <span>{ids.map((id, i) => names[i] || id).join(', ')}</span>;
  }
  registerField({ kind, input: UserPickerInput, cell: UserNamesCell });
}

userPicker('userSelect');
userPicker('usersSelect');
