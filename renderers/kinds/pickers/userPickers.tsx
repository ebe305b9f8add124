/**
 * User pickers. userSelect stores a user id (ids when multiple): an 800px dialog with the tabs
 * 全部数据 (the lazy organisation tree), 当前组织 (the same tree from the user's organisation), 我的下属 and, with
 * `hasSys`, 系统变量 (the special choice currentUser); a keyword switches the pane to a paged list of matching users
 * that loads more on scroll. usersSelect stores "id--type" (an array when multiple): tabs 部门 / 角色 / 岗位 / 分组.
 * Single user choice accepts only users; the multiple user component accepts every type. `selectType: custom`
 * limits the choices (userSelect: UserCondition on the server; usersSelect: `ableIds`). defaultCurrent fills the
 * current user; a `currentUser` the form of a new record opens with becomes the signed-in user (currentUser.ts).
 * Names come from the batching resolver.
 */
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { Input, Tabs } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../../../src/engine/types';
import { CURRENT_USER } from '../../../src/engine/record/currentUser';
import { useUser } from '../../services';
import { registerField, type FieldInputProps } from '../../registry';
import { useNames } from '../../options/names';
import { SpecTextCell } from '../specText';
import {
  USER_PAGE_SIZE, usePickerApi, type SelectorNode, type UserCondition,
} from './api';
import { pickableTypes, pickerTree, type PickerNode } from './restrict';
import { storedIds, useSelector } from './orgPickers';
import { useDefaultCurrent } from './defaultCurrent';
import { useCurrentUserValue } from './currentUser';
import { PickerBox } from './PickerBox';
import { TransferDialog, useDraft } from './TransferDialog';
import { LazyUserTree } from './LazyUserTree';
import { PagedList } from './PagedList';
import { SourceTree } from './SourceTree';
import { seedNames, type Picked } from './selection';

const SEARCH_DELAY_MS = 300;
const SEP = '--';
/** The system variable of the user picker: whoever fills the form (engine/record/currentUser.ts). */
export { CURRENT_USER };

type Kind = 'userSelect' | 'usersSelect';

/** The stored form of a picked node: a user id, or "id--type" for the user component. */
const storedOf = (kind: Kind, n: { id: string; type?: string }) => (kind === 'usersSelect' ? `${n.id}${SEP}${n.type || 'user'}` : String(n.id));

const idsOf = (v: unknown) => (Array.isArray(v) ? v.map(String).filter(Boolean) : []);

/** The server-side condition of a custom userSelect, or null when it sets no able* list (or is not custom). */
function conditionOf(kind: Kind, field: FieldDef): UserCondition | null {
  if (kind !== 'userSelect' || field.selectType !== 'custom') return null;
  const c: UserCondition = { departIds: idsOf(field.ableDepIds), positionIds: idsOf(field.ablePosIds),
    roleIds: idsOf(field.ableRoleIds), groupIds: idsOf(field.ableGroupIds), userIds: idsOf(field.ableUserIds) };
  return Object.values(c).some((ids) => ids.length) ? c : null;
}

/** A keyword typed in a box, settled after a pause. */
function useKeyword(): [string, string, (v: string) => void] {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(t);
  }, [typed]);
  return [typed, keyword, setTyped];
}

export interface SourceProps { kind: Kind; field: FieldDef; types: ReadonlySet<string>; onPick: (n: SelectorNode) => void }

/** The left pane of a `selectType: custom` picker: only the allowed users (or ableIds items), searched by keyword. */
function CustomSource({ kind, field, types, onPick }: SourceProps) {
  const { t } = useTranslation('form');
  const [typed, keyword, setTyped] = useKeyword();
  const condition = useMemo(() => conditionOf(kind, field), [kind, field]);
  const ableIds = useMemo(() => idsOf(field.ableIds), [field.ableIds]);
  const pickable = (n: SelectorNode) => types.has(String(n.type ?? '')) && n.disabled !== true;
  const { fetchUserCondition, fetchSelectedNames } = usePickerApi();
  const fetchPage = async (page: number): Promise<SelectorNode[]> => {
    if (condition) return fetchUserCondition(condition, keyword, USER_PAGE_SIZE, page);
    if (kind !== 'usersSelect' || page > 1) return [];
    const items = await fetchSelectedNames(ableIds);
    return items.map((i) => {
      const at = String(i.id).lastIndexOf(SEP);
      return { id: at > 0 ? String(i.id).slice(0, at) : String(i.id), type: at > 0 ? String(i.id).slice(at + 2) : i.type || 'user', fullName: i.fullName };
    }).filter((n) => !keyword || n.fullName.toLowerCase().includes(keyword.toLowerCase()));
  };
  return (
    <>
      <Input allowClear aria-label={t('keyword')} placeholder={t('keywordPlaceholder')} value={typed}
        onChange={(e) => setTyped(e.target.value)} style={{ marginBottom: 8 }} />
      <PagedList queryKey={['custom', kind, JSON.stringify(condition), ableIds.join(','), keyword]}
        pageSize={condition ? USER_PAGE_SIZE : Number.MAX_SAFE_INTEGER} fetchPage={fetchPage} pickable={pickable} onPick={onPick} />
    </>
  );
}

/** The 800px user picker's left pane: 全部数据, 当前组织, 我的下属, 系统变量; a keyword switches to the paged list. */
export function UserSource({ field, types, onPick }: SourceProps) {
  const { t } = useTranslation('form');
  const userInfo = useUser();
  const { fetchSubordinates, fetchImUserPage } = usePickerApi();
  const [typed, keyword, setTyped] = useKeyword();
  const [tab, setTab] = useState('all');
  const pickable = useCallback((n: SelectorNode) => types.has(String(n.type ?? '')) && n.disabled !== true, [types]);
  const searching = keyword !== '' && tab !== 'system';
  const pane = tab === 'subordinates' ? (
    <PagedList queryKey={['subordinates', keyword]} pageSize={USER_PAGE_SIZE} pickable={pickable} onPick={onPick}
      fetchPage={(page) => fetchSubordinates(keyword, page)} />
  ) : tab === 'system' ? (
    <PagedList queryKey={['system']} pageSize={USER_PAGE_SIZE} pickable={() => true} onPick={onPick}
      fetchPage={async () => [{ id: CURRENT_USER, fullName: t('pickers.currentUser'), type: 'user' }]} />
  ) : searching ? (
    <PagedList queryKey={['search', keyword]} pageSize={USER_PAGE_SIZE} pickable={pickable} onPick={onPick}
      fetchPage={(page) => fetchImUserPage(keyword, page)} />
  ) : (
    <LazyUserTree key={tab} rootId={tab === 'current' ? userInfo?.organizeId || '0' : '0'} pickable={pickable} onPick={onPick} />
  );
  const tabs = [
    { key: 'all', label: t('pickers.allData') },
    { key: 'current', label: t('pickers.currentOrganize') },
    { key: 'subordinates', label: t('pickers.subordinates') },
    ...(field.hasSys === true ? [{ key: 'system', label: t('pickers.systemVariables') }] : []),
  ];
  return (
    <>
      <Input allowClear aria-label={t('keyword')} placeholder={t('keywordPlaceholder')} value={typed}
        onChange={(e) => setTyped(e.target.value)} />
      <Tabs size="small" activeKey={tab} onChange={setTab} items={tabs} />
      {pane}
    </>
  );
}

/** The user component's left pane: 部门 (lazy organisation tree with users), 角色, 岗位, 分组 (selector trees). */
function UsersSource({ types, onPick }: SourceProps) {
  const { t } = useTranslation('form');
  const [tab, setTab] = useState('department');
  const [typed, keyword, setTyped] = useKeyword();
  const { fetchUsersSelectorPage } = usePickerApi();
  const source = tab === 'role' ? 'role' : tab === 'position' ? 'position' : 'group';
  const selector = useSelector(source, tab !== 'department');
  const tree = useMemo(() => pickerTree(selector.data ?? [], types, null), [selector.data, types]);
  const pickable = useCallback((n: SelectorNode) => types.has(String(n.type ?? '')) && n.disabled !== true, [types]);
  const fromTree = (n: PickerNode) => onPick({ id: n.value, fullName: n.title, type: n.type });
  return (
    <>
      <Tabs size="small" activeKey={tab} onChange={setTab} items={[
        { key: 'department', label: t('pickers.departmentTab') }, { key: 'role', label: t('pickers.roleTab') },
        { key: 'position', label: t('pickers.positionTab') }, { key: 'group', label: t('pickers.groupTab') }]} />
      {tab !== 'department' ? <SourceTree tree={tree} loading={selector.isLoading} onPick={fromTree} /> : (
        <>
          <Input allowClear aria-label={t('keyword')} placeholder={t('keywordPlaceholder')} value={typed}
            onChange={(e) => setTyped(e.target.value)} style={{ marginBottom: 8 }} />
          {keyword ? (
            <PagedList queryKey={['usersSearch', keyword]} pageSize={USER_PAGE_SIZE} pickable={pickable} onPick={onPick}
              fetchPage={(page) => fetchUsersSelectorPage(keyword, page)} />
          ) : <LazyUserTree rootId="0" pickable={pickable} onPick={onPick} />}
        </>
      )}
    </>
  );
}

function userPicker(kind: Kind) {
  const nameKind = kind === 'usersSelect' ? 'users' : 'user';
  const UserPickerInput = memo(function UserPickerInput(p: FieldInputProps) {
    const { field, onChange } = p;
    const { t } = useTranslation('form');
    const multiple = field.multiple === true;
    const types = useMemo(() => pickableTypes(kind, multiple), [multiple]);
    const [open, setOpen] = useState(false);
    const qc = useQueryClient();
    const values = storedIds(p.value);
    const { names, loading } = useNames(nameKind, values.filter((v) => v !== CURRENT_USER));
    const labels = useMemo(() => {
      let i = 0;
      return values.map((v) => (v === CURRENT_USER ? t('pickers.currentUser') : names[i++] || v));
    }, [values, names, t]);
    const picked = useMemo<Picked[]>(() => values.map((v, i) => ({ id: v, fullName: labels[i], pending: loading })),
      [values, labels, loading]);
    const draft = useDraft(open, picked, multiple);
    const onPick = (n: SelectorNode) => draft.add({ id: storedOf(kind, n), fullName: String(n.fullName ?? n.id), type: n.type });
    // defaultCurrent: an empty field of a new record starts with the signed-in user, once (defaultCurrent.ts).
    const userInfo = useUser();
    const me = !userInfo ? '' : storedOf(kind, { id: userInfo.userId, type: 'user' });
    const fillMe = useCallback(() => onChange(multiple ? [me] : me), [onChange, multiple, me]);
    useDefaultCurrent({
      enabled: field.__config__?.defaultCurrent === true && !!me && !p.readonly && !p.disabled,
      id: p.id, empty: values.length === 0, ready: !!me, apply: fillMe,
    });
    useCurrentUserValue({ kind, id: p.id, value: p.value, userId: userInfo?.userId ?? '', onChange });
    const custom = field.selectType === 'custom';
    const sourceProps = { kind, field, types, onPick };
    return (
      <>
        <PickerBox p={p} field={field} multiple={multiple} items={values.map((v, i) => ({ value: v, label: labels[i] }))}
          onOpen={() => setOpen(true)} onValues={(left) => onChange(multiple ? left : left[0] ?? null)} />
        <TransferDialog open={open} title={t('pickers.selectUser')} draft={draft} onCancel={() => setOpen(false)}
          onOk={(items) => {
            setOpen(false);
            seedNames(qc, nameKind, items.filter((i) => i.id !== CURRENT_USER).map((i) => [i.id, i.fullName]));
            const ids = items.map((i) => i.id);
            onChange(multiple ? ids : ids[0] ?? null);
          }}>
          {custom ? <CustomSource {...sourceProps} /> : kind === 'usersSelect' ? <UsersSource {...sourceProps} /> : <UserSource {...sourceProps} />}
        </TransferDialog>
      </>
    );
  });
  UserPickerInput.displayName = `${kind}Input`;

  registerField({ kind, input: UserPickerInput, cell: SpecTextCell });
}

userPicker('userSelect');
userPicker('usersSelect');
