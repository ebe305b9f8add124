/** Calls of the generated-form page (docs/api-contract.md "Generated forms"); `{moduleId}` is the visualdev id. */
import { http } from '../../api/http';
import type { Envelope, OnlineDevConfig, OnlineDevRecord, OnlineDevRow, PagedList } from '../../../engine/types';
import type { ImportHeader } from '../../../engine/import/columns';
import { pickerApi, type Param } from '../../../../renderers/kinds/pickers/api';
import { webData } from '../../services';

const base = (moduleId: string) => `/api/visualdev/OnlineDev/${encodeURIComponent(moduleId)}`;

export interface ListQuery {
  currentPage: number;
  pageSize: number;
  sort: 'asc' | 'desc';
  sidx: string;
  keyword?: string;
  menuId?: string;
  /** JSON text of the search form's values (engine/list queryJsonOf). */
  queryJson?: string;
  /** Type-2 lists: the key of the clicked node of the left tree (filters by treeRelation on the server). */
  treeValue?: string;
  /** Type-5 lists: ask for rows nested under their parent (`children`) by this parentField. */
  treeParent?: string;
  /** JSON text of the super query, `{matchLogic, conditionJson: [...]}` (superQuery/conditions). */
  superQueryJson?: string;
}

/** POST …/Actions/Export: `dataType` 0 the current page, 1 all data; `selectKey` the props of the chosen columns. */
export interface ExportQuery extends ListQuery {
  dataType: 0 | 1;
  selectKey: string[];
}

/** Config is a pass-through call: it resolves with the envelope whatever its code (no toast). */
export const getConfig = (moduleId: string): Promise<Envelope<OnlineDevConfig>> =>
  http.get<OnlineDevConfig>(`${base(moduleId)}/Config`);

export const listRecords = (moduleId: string, query: ListQuery) =>
  http.post<PagedList<OnlineDevRow>>(`${base(moduleId)}/List`, query);

export const getRecord = (moduleId: string, id: string) => http.get<OnlineDevRecord>(`${base(moduleId)}/${encodeURIComponent(id)}`);

export const createRecord = (moduleId: string, record: Record<string, unknown>) =>
  http.post<{ id: string }>(base(moduleId), { data: JSON.stringify(record) });

export const updateRecord = (moduleId: string, id: string, record: Record<string, unknown>) =>
  http.put<null>(`${base(moduleId)}/${encodeURIComponent(id)}`, { id, data: JSON.stringify(record) });

export const deleteRecord = (moduleId: string, id: string) =>
  http.delete<null>(`${base(moduleId)}/${encodeURIComponent(id)}`);

export const batchDelete = (moduleId: string, ids: string[]) =>
  http.post<null>(`/api/visualdev/OnlineDev/batchDelete/${encodeURIComponent(moduleId)}`, { ids });

export const exportRecords = (moduleId: string, query: ExportQuery) =>
  http.post<{ name: string; url: string }>(`${base(moduleId)}/Actions/Export`, query);

/**
 * Nodes of a type-2 list's left tree, from a dictionary category, the organisation tree or a data interface (called
 * with `paramList`, the parameters of treeTemplateJson, the same way a select with a data interface calls it).
 */
export async function fetchTreeNodes(source: 'dictionary' | 'organize' | 'api', id: string, paramList: Param[] = []): Promise<unknown[]> {
  if (source === 'organize') {
    const res = await http.get<{ list?: unknown[] }>('/api/permission/Organize/Tree');
    return Array.isArray(res.data?.list) ? res.data.list : [];
  }
  if (!id) return [];
  if (source === 'api') return pickerApi(webData).fetchInterfaceOptions(id, paramList);
  const res = await http.get<{ list?: unknown[] }>(`/api/system/DictionaryData/${encodeURIComponent(id)}/Data/Selector`);
  return Array.isArray(res.data?.list) ? res.data.list : [];
}

/** A saved super query plan (方案) of one user on one list; `conditionJson` is the JSON text of its conditions. */
export interface QueryPlan {
  id: string;
  fullName: string;
  matchLogic: 'AND' | 'OR';
  conditionJson: string;
  moduleId: string;
}

const planBase = '/api/system/AdvancedQuery';

export const listPlans = (moduleId: string) =>
  http.get<QueryPlan[] | { list?: QueryPlan[] }>(`${planBase}/${encodeURIComponent(moduleId)}/List`);

export const createPlan = (plan: Omit<QueryPlan, 'id'>) => http.post<null>(planBase, plan);

export const updatePlan = (id: string, plan: Omit<QueryPlan, 'id'>) =>
  http.put<null>(`${planBase}/${encodeURIComponent(id)}`, { id, ...plan });

export const deletePlan = (id: string) => http.delete<null>(`${planBase}/${encodeURIComponent(id)}`);

/** The stored record of `GET …/{id}`: `data.data` is a JSON string. */
export function parseRecord(res: Envelope<OnlineDevRecord>): Record<string, unknown> {
  const raw = res.data?.data;
  if (typeof raw !== 'string' || !raw) return {};
  const parsed: unknown = JSON.parse(raw);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

// ---------------------------------------------------------------- bulk import

/** ImportPreview data: converted rows (sub-tables as arrays of rows) and the headers, sub-tables with children. */
export interface ImportPreviewData {
  dataRow: Record<string, unknown>[];
  headerRow: ImportHeader[];
}

/** ImportData data: resultType 0 = every row stored; failed rows carry their reason in errorsInfo. */
export interface ImportResult {
  snum: number;
  fnum: number;
  resultType: number;
  failResult: (Record<string, unknown> & { errorsInfo?: string })[];
}

/** Uploads the workbook (the path has no model id); answers its stored name for the preview. */
export function uploadImportFile(file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return http.post<{ name: string }>('/api/visualdev/OnlineDev/Uploader', body);
}

export const importTemplate = (moduleId: string) =>
  http.get<{ name: string; url: string }>(`${base(moduleId)}/TemplateDownload`);

export const importPreview = (moduleId: string, fileName: string) =>
  http.get<ImportPreviewData>(`${base(moduleId)}/ImportPreview`, { fileName });

export const importData = (moduleId: string, list: Record<string, unknown>[]) =>
  http.post<ImportResult>(`${base(moduleId)}/ImportData`, { list });

export const importExceptionData = (moduleId: string, list: Record<string, unknown>[]) =>
  http.post<{ name: string; url: string }>(`${base(moduleId)}/ImportExceptionData`, { list });

/** A download answer: the one-shot URL of a file the server built. */
export interface FileLink {
  name?: string;
  url: string;
}

/** What an answer of the import wizard's calls must carry (an envelope, or a screen call's answer). */
export interface ImportAnswer<T> {
  data?: T | null;
  msg?: string;
}

/**
 * The calls of the import wizard (ImportDialog): the generated forms' (modelImportCalls), or any other list's with
 * the same wire shapes (a screen document's api.import).
 */
export interface ImportCalls {
  template: () => Promise<ImportAnswer<FileLink>>;
  upload: (file: File) => Promise<ImportAnswer<{ name: string }>>;
  preview: (fileName: string) => Promise<ImportAnswer<ImportPreviewData>>;
  importData: (list: Record<string, unknown>[]) => Promise<ImportAnswer<ImportResult>>;
  exceptionData: (list: Record<string, unknown>[]) => Promise<ImportAnswer<FileLink>>;
}

/** The import calls of a generated form's list. */
export const modelImportCalls = (moduleId: string): ImportCalls => ({
  template: () => importTemplate(moduleId),
  upload: uploadImportFile,
  preview: (fileName) => importPreview(moduleId, fileName),
  importData: (list) => importData(moduleId, list),
  exceptionData: (list) => importExceptionData(moduleId, list),
});
