/**
 * What a print template is filled with: the original ran the template's SQL with @formId; Loom
 * never takes SQL from anyone, so a form template is bound to a generated form and its printData is the stored
 * record as display text (option labels, names, dates in the field's format: the DataChange/Export texts) with one
 * array of rows per sub-table. Image fields (uploadImg) are the exception: they keep their file list, which an
 * `<img>` placeholder of the template shows as pictures (a text placeholder shows the file names). The reader must be
 * allowed to read the record, exactly as for the record's detail.
 */
import type { FastifyRequest } from 'fastify';
import { canonicalKind } from '../../../engine/form/kinds';
import { kindSpec } from '../../../engine/kinds';
import { valueFields } from '../../../engine/record/validate';
import type { FormDefinition } from '../../../engine/types';
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

type Row = Record<string, unknown>;

/** The stored images of an uploadImg value: `{name, url}` of each file with an address. */
function imageFiles(value: unknown): { name: string; url: string }[] {
  if (!Array.isArray(value)) return [];
  return value.filter((f): f is Row => !!f && typeof f === 'object' && typeof (f as Row).url === 'string' && !!(f as Row).url)
    .map((f) => ({ name: typeof f.name === 'string' ? f.name : '', url: f.url as string }));
}

/** `texts` (display texts of `record`) with the file lists of its image fields, sub-table rows included. */
function withImages(form: Pick<FormDefinition, 'fields'>, record: Row, texts: Row): Row {
  const out = { ...texts };
  for (const f of valueFields(form.fields)) {
    const key = f.__vModel__ as string;
    if (!(key in record)) continue;
    const kind = canonicalKind(f.__config__.jnpfKey);
    if (kindSpec(kind)?.files === 'image') out[key] = imageFiles(record[key]);
    else if (kind === 'table' && Array.isArray(record[key]) && Array.isArray(texts[key])) {
      const columns = [...valueFields(f.__config__.children)];
      out[key] = (texts[key] as Row[]).map((row, i) => withImages({ fields: columns }, ((record[key] as unknown[])[i] ?? {}) as Row, row));
    }
  }
  return out;
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
  const records = new Map(recordIds.map((id) => [id,
    readableRecord(acc.form, JSON.parse(rows.get(id)!) as Record<string, unknown>, acc.formGranted)]));
  const display = await (await new DisplayContext(db, req.lang).prepare(acc.form)).relate(acc.form, [...records.values()]);
  return recordIds.map((id) => {
    const record = records.get(id)!;
    return { printTemplate: template.printTemplate, printData: withImages(acc.form, record, display.record(acc.form, record)),
      operatorRecordList: [], fullName: template.fullName };
  });
}
