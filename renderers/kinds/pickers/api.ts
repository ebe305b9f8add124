/**
 * Server calls of the picker and data-backed kinds (docs/api-contract.md "Issue 3 additions"), made through the
 * data service the host provides (renderers/services). Each function unwraps the envelope and tolerates a missing
 * list (an empty answer, not a crash). Views take them bound to their data service with `usePickerApi()`.
 */
import { useData, type DataService } from '../../services';
import type { Pagination } from '../../../src/engine/types';

/** A node of a selector tree (organisation, department, position, role, group, user). */
export interface SelectorNode {
  id: string;
  parentId?: string;
  fullName: string;
  enCode?: string;
  type?: string;
  icon?: string;
  hasChildren?: boolean;
  isLeaf?: boolean;
  disabled?: boolean;
  children?: SelectorNode[];
  /** Organisation tree only: the id path from the top. */
  organizeIds?: string[];
  organize?: string;
  headIcon?: string;
}

export interface Param { field: string; defaultValue: unknown }
export type Row = Record<string, unknown>;
export interface Page { list: Row[]; total: number }
export interface SelectorPage { list: SelectorNode[]; total: number }

const listOf = <T>(data: unknown): T[] => {
  if (Array.isArray(data)) return data as T[];
  const list = (data as { list?: unknown } | null)?.list;
  return Array.isArray(list) ? (list as T[]) : [];
};
const pageOf = (data: unknown): Page => {
  const list = listOf<Row>(data);
  const total = Number((data as { pagination?: Pagination } | null)?.pagination?.total);
  return { list, total: Number.isFinite(total) ? total : list.length };
};
const enc = encodeURIComponent;

export type SelectorSource = 'organize' | 'department' | 'position' | 'role' | 'group';

/** The tree behind an organisation-type picker. */
async function fetchSelector(http: DataService, source: SelectorSource): Promise<SelectorNode[]> {
  const url = {
    organize: '/api/permission/Organize/Tree',
    department: '/api/permission/Organize/Department/Selector/0',
    position: '/api/permission/Position/Selector',
    role: '/api/permission/Role/Selector',
    group: '/api/permission/Group/Selector',
  }[source];
  return listOf<SelectorNode>((await http.get(url)).data);
}

/** One page of an organisation's direct children (sub-organisations, then its users) and how many there are. */
async function fetchImUsers(http: DataService, organizeId: string, currentPage: number, pageSize: number): Promise<SelectorPage> {
  const data = (await http.post(`/api/permission/Users/ImUser/Selector/${enc(organizeId || '0')}`, { currentPage, pageSize })).data;
  const { list, total } = pageOf(data);
  return { list: list as unknown as SelectorNode[], total };
}

/** The user picker's list pages: 20 a page, the next one loaded near the bottom of the list. */
export const USER_PAGE_SIZE = 20;

/** One page of the enabled users whose name or account holds the keyword, anywhere in the organisation. */
async function fetchImUserPage(http: DataService, keyword: string, currentPage: number, pageSize = USER_PAGE_SIZE): Promise<SelectorNode[]> {
  return listOf<SelectorNode>((await http.post('/api/permission/Users/ImUser/Selector/0', { keyword, currentPage, pageSize })).data);
}

/** One page of the user component's department tab search: organisations whose name, then users whose name or
 * account holds the keyword. */
async function fetchUsersSelectorPage(http: DataService, keyword: string, currentPage: number, pageSize = USER_PAGE_SIZE): Promise<SelectorNode[]> {
  return listOf<SelectorNode>((await http.post('/api/permission/Users/UsersSelector/0', { keyword, currentPage, pageSize })).data);
}

/** One page of the users whose manager is the signed-in user (the user picker's 我的下属). */
async function fetchSubordinates(http: DataService, keyword: string, currentPage: number, pageSize = USER_PAGE_SIZE): Promise<SelectorNode[]> {
  return listOf<SelectorNode>((await http.post('/api/permission/Users/getSubordinates', { keyword, currentPage, pageSize })).data);
}

/** The sets a `selectType: custom` user picker is limited to (any of them admits a user). */
export interface UserCondition { departIds: string[]; positionIds: string[]; roleIds: string[]; groupIds: string[]; userIds: string[] }
/** One page of the enabled users matching any set of the condition, narrowed by a keyword. */
async function fetchUserCondition(http: DataService, condition: UserCondition, keyword = '', pageSize = 100, currentPage = 1): Promise<SelectorNode[]> {
  const body = { ...condition, keyword, currentPage, pageSize };
  return listOf<SelectorNode>((await http.post('/api/permission/Users/UserCondition', body)).data);
}

export interface NameItem { id: string; fullName: string; type?: string; headIcon?: string }

/** Names of organisation, department, position, role or group ids. */
async function fetchOrganizeNames(http: DataService, ids: string[]): Promise<NameItem[]> {
  return listOf<NameItem>((await http.post('/api/permission/Organize/getNames', { ids })).data);
}
/** Users by id, in the given order. */
async function fetchUserNames(http: DataService, ids: string[]): Promise<NameItem[]> {
  return listOf<NameItem>((await http.post('/api/permission/Users/getUserList', { userId: ids })).data);
}
/** usersSelect items ("id--type") with their names. */
async function fetchSelectedNames(http: DataService, ids: string[]): Promise<NameItem[]> {
  return listOf<NameItem>((await http.post('/api/permission/Users/getSelectedList', { userId: ids })).data);
}

export interface AreaNode { id: string; fullName: string; isLeaf?: boolean }
/** Areas under a parent ('-1' = provinces). */
async function fetchAreas(http: DataService, parentId: string): Promise<AreaNode[]> {
  return listOf<AreaNode>((await http.get(`/api/system/Area/${enc(parentId)}`)).data);
}
/** Names of area id paths, path for path. */
async function fetchAreaNames(http: DataService, idsList: string[][]): Promise<string[][]> {
  const data = (await http.post('/api/system/Area/GetAreaByIds', { idsList })).data;
  return Array.isArray(data) ? (data as string[][]) : [];
}

/** Rows of a data interface as options (select, cascader, treeSelect with dataType 'dynamic'). */
async function fetchInterfaceOptions(http: DataService, interfaceId: string, paramList: Param[]): Promise<Row[]> {
  return listOf<Row>((await http.post(`/api/system/DataInterface/${enc(interfaceId)}/Actions/Preview`, { paramList })).data);
}

export interface InterfaceQuery {
  interfaceId: string;
  keyword: string;
  currentPage: number;
  pageSize: number;
  propsValue: string;
  relationField: string;
  columnOptions: string;
  paramList: Param[];
}
/** One page of a data interface's rows (popup select, popover table, auto-complete, sub-table add dialog). */
async function fetchInterfaceList(http: DataService, q: InterfaceQuery): Promise<Page> {
  return pageOf((await http.post(`/api/system/DataInterface/${enc(q.interfaceId)}/Action/List`, q)).data);
}
/** The rows whose propsValue is in ids (display of a stored popup value). */
async function fetchInterfaceRows(http: DataService, interfaceId: string, ids: string[], propsValue: string, relationField: string,
  paramList: Param[]): Promise<Row[]> {
  const body = { ids, interfaceId, propsValue, relationField, paramList };
  return listOf<Row>((await http.post(`/api/system/DataInterface/${enc(interfaceId)}/Action/InfoByIds`, body)).data);
}

/** One page of another generated form's records for the relation picker. */
async function fetchRelationPage(http: DataService, modelId: string, q: { keyword: string; currentPage: number; pageSize: number;
  relationField: string; columnOptions: string }): Promise<Page> {
  return pageOf((await http.get(`/api/visualdev/Base/${enc(modelId)}/FieldDataSelect`, q)).data);
}

/** Display texts of a related record (option labels, names, formatted dates), by field. */
async function fetchDisplayRecord(http: DataService, modelId: string, id: string): Promise<Row> {
  const data = (await http.get<{ data?: string }>(`/api/visualdev/OnlineDev/${enc(modelId)}/${enc(id)}/DataChange`)).data;
  return parseJsonObject(data?.data);
}
/** The stored record of another generated form. */
async function fetchRecord(http: DataService, modelId: string, id: string): Promise<Row> {
  const data = (await http.get<{ data?: string }>(`/api/visualdev/OnlineDev/${enc(modelId)}/${enc(id)}`)).data;
  return parseJsonObject(data?.data);
}
/** Another generated form's definition (formData as a JSON string). Config is a pass-through call. */
async function fetchConfig(http: DataService, modelId: string): Promise<{ formData?: string; fullName?: string }> {
  const res = await http.get<{ formData?: string; fullName?: string }>(`/api/visualdev/OnlineDev/${enc(modelId)}/Config`);
  if (res.code !== 200 || !res.data) throw new Error(res.msg || String(res.code));
  return res.data;
}

/** The serial number reserved for this user by a bill rule. */
async function fetchBillNumber(http: DataService, rule: string): Promise<string> {
  const data = (await http.get(`/api/system/BillRule/BillNumber/${enc(rule)}`)).data;
  return data === null || data === undefined ? '' : String(data);
}

export interface UploadedFile { name: string; fileId: string; url: string; fileSize?: number; fileExtension?: string;
  fileVersionId?: string }
/** Uploads one file (multipart) to annex / annexpic; the shared client adds the Authorization header. */
async function uploadFile(http: DataService, type: string, file: File, extra: { pathType: string; isAccount: number; folder: string }): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file);
  body.append('pathType', extra.pathType);
  body.append('isAccount', String(extra.isAccount));
  body.append('folder', extra.folder);
  return (await http.post<UploadedFile>(`/api/file/Uploader/${enc(type)}`, body)).data as UploadedFile;
}

function parseJsonObject(text: unknown): Row {
  if (typeof text !== 'string' || !text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Row) : {};
  } catch {
    return {};
  }
}

const CALLS = { fetchSelector, fetchImUsers, fetchImUserPage, fetchUsersSelectorPage, fetchSubordinates, fetchUserCondition, fetchOrganizeNames, fetchUserNames, fetchSelectedNames, fetchAreas, fetchAreaNames, fetchInterfaceOptions, fetchInterfaceList, fetchInterfaceRows, fetchRelationPage, fetchDisplayRecord, fetchRecord, fetchConfig, fetchBillNumber, uploadFile };

type Bound<F> = F extends (http: DataService, ...args: infer A) => infer R ? (...args: A) => R : never;
/** The picker calls bound to one data service. */
export type PickerApi = { readonly [K in keyof typeof CALLS]: Bound<(typeof CALLS)[K]> };

const bound = new WeakMap<DataService, PickerApi>();

/** The calls over `data`; one object per service, so a view's functions keep their identity across renders. */
export function pickerApi(data: DataService): PickerApi {
  let api = bound.get(data);
  if (!api) {
    const call = (f: (http: DataService, ...args: never[]) => unknown) => (...args: never[]) => f(data, ...args);
    api = Object.fromEntries(Object.entries(CALLS).map(([name, f]) => [name, call(f as never)])) as unknown as PickerApi;
    bound.set(data, api);
  }
  return api;
}

/** Hook: the calls over the data service of the nearest services provider. */
export function usePickerApi(): PickerApi {
  return pickerApi(useData());
}
