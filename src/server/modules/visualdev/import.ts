/**
 * Bulk import of a generated form (docs/api-contract.md "Import"): Uploader keeps
 * the workbook under $DATA_DIR/files/import, TemplateDownload and ImportExceptionData hand out .xlsx files through
 * the export's one-shot URLs, ImportPreview reads and converts the rows, ImportData stores each valid row exactly
 * as a create would (same validation, form permission, system fields and serial numbers) and answers the others
 * with their reasons. Every step but the upload needs the list's 导入 button (btn_upload).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerSingleFileUpload, type UploadedPart } from '../../http/multipart';
import { convertCell, convertRecord, headerRowOf, importColumns, isBlankCell, cellText,
  type ImportColumn, type RawRecord } from '../../../engine/import';
import { mergeWritable, visibleCodes } from '../../../engine/record/permission';
import { validateRecord } from '../../../engine/record/validate';
import { currentUser, type AppContext } from '../../context';
import { ok } from '../../http/envelope';
import type { Lang } from '../../i18n';
import { issueBillNumber } from '../billRule/number';
import { cleanOriginalName, extensionOf, filePath, NAME_PATTERN, storedName } from '../file/storage';
import { DisplayContext } from './display';
import { saveExport } from './export';
import { modelAccess, type ModelAccess } from './guard';
import { exceptionBook, templateBook, type FailedRow } from './importBook';
import { ServerImportLookups } from './importLookups';
import { importText } from './importMessages';
import { IMPORT_FOLDER, readUploadedSheet, refuseImport } from './importUpload';
import { fillSystemFields, keepKnownFields, problemMessage, recomputeCalcs } from './record';
import { vdText } from './messages';
import { departmentOf } from './department';

const MAX_BYTES = 500 * 1024;
const FOLDER = IMPORT_FOLDER;
const id64 = { type: 'string', minLength: 1, maxLength: 64 };
const modelParams = { type: 'object', required: ['modelId'], properties: { modelId: id64 } };
const previewQuery = { type: 'object', required: ['fileName'],
  properties: { fileName: { type: 'string', pattern: NAME_PATTERN } } };
const listBody = { type: 'object', required: ['list'], properties: {
  list: { type: 'array', maxItems: 1000, items: { type: 'object' } } } };

type ListBody = { list: RawRecord[] };

const refuse = refuseImport;

/** The words of a conversion problem: 数量的值“十”不是有效的数字, prefixed 采购明细第1行： in a sub-table. */
function convertMessage(lang: Lang, p: ReturnType<typeof convertRecord>['problems'][number]): string {
  const key = ({ number: 'invalidNumber', date: 'invalidDate', time: 'invalidTime', option: 'invalidOption',
    range: 'invalidRange' } as const)[p.reason];
  const text = importText(lang, key, { label: p.column.label, value: p.text });
  return p.row === undefined ? text : problemMessage(lang, { field: p.column.id, label: p.column.label, rule: 'pattern',
    message: text, row: p.row, tableLabel: p.column.tableLabel });
}

export async function importRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db, config } = ctx;
  const lockRows = Boolean(config.databaseUrl);

  await registerSingleFileUpload(app, { fileSize: MAX_BYTES, fields: 10, fieldSize: 1000 });

  /** The model, the user's access (btn_upload) and the template's columns the user may fill. */
  async function prepare(req: FastifyRequest, modelId: string) {
    const acc = await modelAccess(db, req, modelId, { button: 'btn_upload' });
    const visible = acc.formGranted ? visibleCodes(acc.form, acc.formGranted) : null;
    const columns = importColumns(acc.form, acc.columns, { visible });
    if (!columns.length) throw refuse(req.lang, 'noColumns');
    return { acc, columns, visible, lookups: await new ServerImportLookups(db).prepare(columns) };
  }

  app.post<{ Body: { file: UploadedPart } }>('/api/visualdev/OnlineDev/Uploader', {
    config: { access: 'session' },
    schema: { body: { type: 'object', required: ['file'], properties: { file: { type: 'object' } } } },
  }, async (req) => {
    const user = currentUser(req.session);
    const { file } = req.body;
    if (!file || !Buffer.isBuffer(file.data)) throw refuse(req.lang, 'wrongType');
    const originalName = cleanOriginalName(file.filename ?? '');
    const ext = extensionOf(originalName);
    if (ext !== 'xls' && ext !== 'xlsx') throw refuse(req.lang, 'wrongType');
    if (file.truncated || file.data.length > MAX_BYTES) throw refuse(req.lang, 'tooLarge');
    if (!file.data.length) throw refuse(req.lang, 'importEmpty');
    const name = storedName(ext);
    const path = filePath(config.dataDir, FOLDER, name);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, file.data, { flag: 'wx' });
    await db.insertInto('fileUpload').values({ name, type: FOLDER, originalName, fileSize: file.data.length,
      fileExtension: ext, userId: user.id, createdAt: Date.now() }).execute();
    return ok(req.t('success'), { name, originalName, fileSize: file.data.length, fileExtension: ext });
  });

  app.get<{ Params: { modelId: string } }>('/api/visualdev/OnlineDev/:modelId/TemplateDownload',
    { config: { access: 'model' }, schema: { params: modelParams } }, async (req) => {
      const { acc, columns, lookups } = await prepare(req, req.params.modelId);
      const title = importText(req.lang, 'templateTitle', { name: acc.model.fullName });
      const bytes = await templateBook(title, columns, (c) => lookups.options(c.field),
        [vdText(req.lang, 'switchOn'), vdText(req.lang, 'switchOff')]);
      return ok(req.t('success'), await saveExport(db, config.dataDir, acc.user.id, title, bytes));
    });

  app.get<{ Params: { modelId: string }; Querystring: { fileName: string } }>(
    '/api/visualdev/OnlineDev/:modelId/ImportPreview', { config: { access: 'model' }, schema: { params: modelParams, querystring: previewQuery } },
    async (req) => {
      const { acc, columns, lookups } = await prepare(req, req.params.modelId);
      const records = await readUploadedSheet(db, config.dataDir, req.lang, acc.user.id, req.query.fileName, columns);
      const dataRow = records.map((r) => convertRecord(columns, r, lookups).record);
      return ok(req.t('success'), { dataRow, headerRow: headerRowOf(columns) });
    });

  /** The record a row of the import stores, or the reasons it cannot be stored. */
  function checkRow(acc: ModelAccess, columns: ImportColumn[], visible: Set<string> | null,
    lookups: ServerImportLookups, row: RawRecord, lang: Lang) {
    const { record, problems } = convertRecord(columns, row, lookups);
    const computed = recomputeCalcs(acc.form, record);
    const stored = mergeWritable(acc.form, keepKnownFields(acc.form, computed), null, acc.formGranted);
    const failed = new Set(problems.map((p) => `${p.column.id}#${p.row ?? ''}`));
    const reasons = problems.map((p) => convertMessage(lang, p));
    // A field the user may not see cannot be asked of them (as on create).
    for (const p of validateRecord(acc.form, stored, { skipRequired: (code) => Boolean(visible && !visible.has(code)) })) {
      if (!failed.has(`${p.field}#${p.row ?? ''}`)) reasons.push(problemMessage(lang, p));
    }
    return { record, stored, reasons };
  }

  app.post<{ Params: { modelId: string }; Body: ListBody }>('/api/visualdev/OnlineDev/:modelId/ImportData',
    { config: { access: 'model' }, schema: { params: modelParams, body: listBody } }, async (req) => {
      const { acc, columns, visible, lookups } = await prepare(req, req.params.modelId);
      const list = req.body.list.filter((r) => Object.values(r).some((v) => !isBlankCell(v)));
      if (!list.length) throw refuse(req.lang, 'importEmpty');
      const good: Record<string, unknown>[] = [];
      const failResult: RawRecord[] = [];
      const separator = importText(req.lang, 'reasonSeparator');
      for (const row of list) {
        const { record, stored, reasons } = checkRow(acc, columns, visible, lookups, row, req.lang);
        if (reasons.length) failResult.push({ ...record, errorsInfo: reasons.join(separator) });
        else good.push(stored);
      }
      if (good.length) {
        const pos = await db.selectFrom('userRelation').select('objectId').where('userId', '=', acc.user.id)
          .where('objectType', '=', 'Position').orderBy('sortCode').executeTakeFirst();
        const departmentId = await departmentOf(db, acc.user.organizeId);
        const start = Date.now();
        await db.transaction().execute(async (trx) => {
          for (const [i, record] of good.entries()) {
            // One millisecond apart, so the list's newest-first order keeps the sheet's order.
            const now = start + i;
            await fillSystemFields(acc.form, record, null, { userId: acc.user.id, organizeId: acc.user.organizeId,
              departmentId, positionId: pos?.objectId ?? null, now }, (rule) => issueBillNumber(trx, rule, new Date(now), lockRows));
            await trx.insertInto('visualdevRecord').values({ id: randomUUID().replace(/-/g, ''), modelId: acc.model.id,
              data: JSON.stringify(record), creatorUserId: acc.user.id, creatorTime: now, lastModifyUserId: null,
              lastModifyTime: null }).execute();
          }
        });
      }
      const fnum = failResult.length;
      const msg = fnum ? importText(req.lang, 'importPartly', { fnum }) : importText(req.lang, 'importDone');
      return ok(msg, { snum: good.length, fnum, resultType: fnum ? 1 : 0, failResult, headerRow: headerRowOf(columns) });
    });

  app.post<{ Params: { modelId: string }; Body: ListBody }>('/api/visualdev/OnlineDev/:modelId/ImportExceptionData',
    { config: { access: 'model' }, schema: { params: modelParams, body: listBody } }, async (req) => {
      const { acc, columns, lookups } = await prepare(req, req.params.modelId);
      if (!req.body.list.length) throw refuse(req.lang, 'importEmpty');
      const display = await new DisplayContext(db, req.lang).prepare(acc.form);
      // Related records are read by the ids their cells convert to, before any text is shown.
      const relations = columns.filter((c) => c.kind === 'relationForm');
      const cells = (c: ImportColumn) => req.body.list.flatMap((row) => (c.table
        ? (Array.isArray(row[c.table]) ? (row[c.table] as RawRecord[]).map((r) => r?.[c.child!]) : []) : [row[c.id]]));
      await display.relate({ fields: relations.map((c) => c.field) }, relations.flatMap((c) => cells(c)
        .filter((v) => !isBlankCell(v)).map((v) => convertCell(c, v, lookups))
        .flatMap((r) => ('value' in r ? [{ [c.field.__vModel__ as string]: r.value }] : []))));
      // A converted value shows as the list shows it (labels, names, formatted dates); anything else as sent.
      const text = (c: ImportColumn, v: unknown) => {
        if (isBlankCell(v)) return '';
        const r = convertCell(c, v, lookups);
        return 'value' in r ? display.text(c.field, r.value) : cellText(v);
      };
      const rows: FailedRow[] = req.body.list.map((row) => {
        const texts: Record<string, string> = {};
        const tables: Record<string, Record<string, string>[]> = {};
        for (const c of columns) {
          if (!c.table) {
            texts[c.id] = text(c, row[c.id]);
            continue;
          }
          const sub = Array.isArray(row[c.table]) ? (row[c.table] as RawRecord[]) : [];
          tables[c.table] ??= sub.map(() => ({}));
          sub.forEach((r, i) => { tables[c.table!][i][c.child!] = text(c, r?.[c.child!]); });
        }
        return { texts, tables, reason: cellText(row.errorsInfo) };
      });
      const title = importText(req.lang, 'exceptionTitle', { name: acc.model.fullName });
      const bytes = await exceptionBook(title, columns, rows, importText(req.lang, 'errorColumn'));
      return ok(req.t('success'), await saveExport(db, config.dataDir, acc.user.id, title, bytes));
    });
}
