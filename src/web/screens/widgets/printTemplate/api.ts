/** Calls of the print template editor (docs/api-contract.md "Print"). */
import { http } from '../../../api/http';
import type { PrintDataAnswer } from '../../../print/api';

export interface FieldNode { id: string; field?: string; fullName: string; system?: boolean; children?: FieldNode[] }

/** Main fields (group headTable), one group per sub-table, and the system placeholders (group system, last). */
export async function templateFields(modelId: string): Promise<FieldNode[]> {
  const res = await http.post<FieldNode[]>('/api/system/printDev/Fields', { modelId });
  return Array.isArray(res.data) ? res.data : [];
}

/** A page of the form's records, to preview against. */
export async function formRecords(modelId: string): Promise<Record<string, unknown>[]> {
  const res = await http.post<{ list?: Record<string, unknown>[] }>(`/api/visualdev/OnlineDev/${encodeURIComponent(modelId)}/List`,
    { currentPage: 1, pageSize: 50 });
  return res.data?.list ?? [];
}

/** The template being written, filled with one record. */
export async function previewTemplate(body: { modelId: string; formId: string; printTemplate: string; fullName?: string }):
  Promise<PrintDataAnswer[]> {
  const res = await http.post<PrintDataAnswer>('/api/system/printDev/Actions/Preview', body);
  return res.data ? [res.data] : [];
}
