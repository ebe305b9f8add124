/** Calls of the generated-form page (docs/api-contract.md "Generated forms"); `{moduleId}` is the visualdev id. */
import { http } from '../../api/http';
import type { Envelope, OnlineDevConfig, OnlineDevRecord, OnlineDevRow, PagedList } from '../../../engine/types';

const base = (moduleId: string) => `/api/visualdev/OnlineDev/${encodeURIComponent(moduleId)}`;

export interface ListQuery {
  currentPage: number;
  pageSize: number;
  sort: 'asc' | 'desc';
  sidx: string;
  keyword?: string;
  menuId?: string;
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

/** The stored record of `GET …/{id}`: `data.data` is a JSON string. */
export function parseRecord(res: Envelope<OnlineDevRecord>): Record<string, unknown> {
  const raw = res.data?.data;
  if (typeof raw !== 'string' || !raw) return {};
  const parsed: unknown = JSON.parse(raw);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}
