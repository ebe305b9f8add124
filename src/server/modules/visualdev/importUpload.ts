/**
 * Reading the workbook a user uploaded through the import wizard, shared by the generated forms' import and the
 * users' import: only the caller's own upload is read, and every refusal is a localised 400.
 */
import { readFile } from 'node:fs/promises';
import { recordsOfSheet, type ImportColumn } from '../../../engine/import';
import type { Db } from '../../db';
import { ApiError } from '../../http/envelope';
import type { Lang } from '../../i18n';
import { filePath } from '../file/storage';
import { BookError, readBook } from './importBook';
import { importText, type ImportText } from './importMessages';

/** The folder (file type) the import wizard's Uploader stores workbooks under. */
export const IMPORT_FOLDER = 'import';

/** An import refusal: code 400 with the import text in the caller's language. */
export const refuseImport = (lang: Lang, key: ImportText, params?: Record<string, string | number>) =>
  new ApiError(400, 'paramInvalid', {}, importText(lang, key, params));

/** The sheet's records of the workbook `fileName` that `userId` uploaded, read against `columns`. */
export async function readUploadedSheet(db: Db, dataDir: string, lang: Lang, userId: string, fileName: string,
  columns: ImportColumn[]) {
  const stored = await db.selectFrom('fileUpload').select('name').where('name', '=', fileName)
    .where('type', '=', IMPORT_FOLDER).where('userId', '=', userId).executeTakeFirst();
  const bytes = stored ? await readFile(filePath(dataDir, IMPORT_FOLDER, stored.name)).catch(() => null) : null;
  if (!bytes) throw refuseImport(lang, 'fileMissing');
  let matrix;
  try {
    matrix = await readBook(bytes);
  } catch (e) {
    if (e instanceof BookError) throw refuseImport(lang, e.key);
    throw e;
  }
  const sheet = recordsOfSheet(matrix, columns);
  if ('problem' in sheet) {
    const { key, ...params } = sheet.problem;
    throw refuseImport(lang, key, params as Record<string, string | number>);
  }
  return sheet.records;
}
