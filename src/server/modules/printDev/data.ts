/**
 * What a print template is filled with (wire-formats §5.4): the original ran the template's SQL with @formId; Loom
 * never takes SQL from anyone, so a form template is bound to a generated form and its printData is the stored
 * record as display text (option labels, names, dates in the field's format: the DataChange/Export texts) with one
 * array of rows per sub-table. The reader must be allowed to read the record, exactly as for the record's detail.
 */
import type { FastifyRequest } from 'fastify';
import { readableRecord } from '../../../engine/record/permission';
import type { Db } from '../../db';
import type { PrintTemplateTable } from '../../db/migrations/0004_print';
import { ApiError } from '../../http/envelope';
import { DisplayContext } from '../visualdev/display';
import { modelAccess } from '../visualdev/guard';
import { printText } from './messages';

/** One answer of Data / BatchData. */
export interface PrintDataAnswer {
  printTemplate: string;
  printData: Record<string, unknown>;
  /** Workflow records of the printed task; Loom's forms have no flow, so always empty. */
  operatorRecordList: unknown[];
  fullName: string;
}

/** The enabled template `id`, or 404. */
export async function enabledTemplate(db: Db, lang: FastifyRequest['lang'], id: string): Promise<PrintTemplateTable> {
  const row = await db.selectFrom('printTemplate').selectAll().where('id', '=', id).where('enabledMark', '=', 1)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'recordNotFound', {}, printText(lang, 'missing'));
  return row;
}

/**
 * Print data of the records `recordIds` of the template's form, in the order asked. Refuses (403) a user who may
 * not read the form, and answers 404 when a record is not there.
 */
export async function printDataOf(db: Db, req: FastifyRequest, template: PrintTemplateTable,
  recordIds: string[]): Promise<PrintDataAnswer[]> {
  if (!template.modelId) throw new ApiError(400, 'paramInvalid', {}, printText(req.lang, 'notForm'));
  const acc = await modelAccess(db, req, template.modelId);
  const rows = new Map<string, string>();
  for (let i = 0; i < recordIds.length; i += 500) {
    const found = await db.selectFrom('visualdevRecord').select(['id', 'data']).where('modelId', '=', acc.model.id)
      .where('id', 'in', recordIds.slice(i, i + 500)).execute();
    for (const r of found) rows.set(r.id, r.data);
  }
  if (recordIds.some((id) => !rows.has(id))) throw new ApiError(404, 'recordNotFound');
  const display = await new DisplayContext(db, req.lang).prepare(acc.form);
  return recordIds.map((id) => {
    const record = readableRecord(acc.form, JSON.parse(rows.get(id)!) as Record<string, unknown>, acc.formGranted);
    return { printTemplate: template.printTemplate, printData: display.record(acc.form, record),
      operatorRecordList: [], fullName: template.fullName };
  });
}
