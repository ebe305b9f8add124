/** Calls of printing (docs/api-contract.md "Print"). */
import { http } from '../api/http';
import type { OperatorRecord, PrintData } from '../../engine/print';

/** One record's template and data, as Data and BatchData answer them. */
export interface PrintDataAnswer {
  printTemplate: string;
  printData: PrintData;
  operatorRecordList?: OperatorRecord[];
  fullName?: string;
}

export interface PrintTemplateOption {
  id: string;
  fullName: string;
  enCode?: string;
  category?: string;
}

/** The enabled templates among `ids`, in that order (unknown or disabled ids are left out). */
export const templateOptions = (ids: string[]) =>
  http.post<PrintTemplateOption[]>('/api/system/printDev/getListOptions', { ids });

/** One record (`formId` = record id) through template `id`, or several records through BatchData. */
export async function printData(id: string, recordIds: string[]): Promise<PrintDataAnswer[]> {
  if (recordIds.length === 1) {
    const res = await http.get<PrintDataAnswer>('/api/system/printDev/Data', { id, formId: recordIds[0] });
    return res.data ? [res.data] : [];
  }
  const res = await http.get<PrintDataAnswer[]>('/api/system/printDev/BatchData', { id, formIds: recordIds.join(',') });
  return Array.isArray(res.data) ? res.data : [];
}

/** Logged after printing. */
export const savePrintLog = (log: { printTitle: string; printNum: number; printId: string }) =>
  http.post('/api/system/printLog/save', log);
