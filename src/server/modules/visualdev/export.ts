/**
 * Actions/Export: the list's rows (this page or every filtered row) as an .xlsx built with exceljs. Headers are
 * the column labels, cells the display texts; a sub-table column lists one line per row. The file is saved under
 * $DATA_DIR/files/export and handed out through the file module's one-shot download (fileUpload + fileTicket),
 * so the browser can open the URL without the token and a second use of it finds nothing.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { newWorkbook } from '../../lib/heavy';
import type { FormDefinition, ListColumn } from '../../../engine/types';
import type { Db } from '../../db';
import { filePath, storedName } from '../file/storage';
import { issueTicket } from '../file/tickets';
import type { DisplayContext } from './display';
import type { StoredRecord } from './records';


/** The cell text of a column: a field's display text, or a sub-table column's texts one per line. */
function cell(texts: Record<string, unknown>, prop: string): string {
  if (prop in texts) return String(texts[prop] ?? '');
  const dash = prop.indexOf('-');
  if (dash < 0) return '';
  const rows = texts[prop.slice(0, dash)];
  const col = prop.slice(dash + 1);
  return Array.isArray(rows) ? rows.map((r) => String((r as Record<string, unknown>)?.[col] ?? '')).join('\n') : '';
}

/** Builds the workbook of `records` (or batches of them, read as they come) over `columns`. */
export async function buildWorkbook(title: string, columns: ListColumn[],
  records: StoredRecord[] | AsyncIterable<StoredRecord[]>,
  form: FormDefinition, display: DisplayContext): Promise<Buffer> {
  const book = await newWorkbook();
  book.created = new Date();
  const sheet = book.addWorksheet(title.slice(0, 31) || 'Sheet1');
  sheet.columns = columns.map((c) => ({ header: c.label, key: c.prop, width: Math.min(60, Math.max(12, c.label.length * 2 + 4)) }));
  sheet.getRow(1).font = { bold: true };
  const batches = Array.isArray(records) ? [records] : records;
  for await (const batch of batches) {
    for (const r of batch) {
      const texts = display.record(form, r.data);
      sheet.addRow(Object.fromEntries(columns.map((c) => [c.prop, cell(texts, c.prop)])));
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Saves the workbook (or another exported file, by `ext`) and answers `{name, url}` with a one-shot download URL. */
export async function saveExport(db: Db, dataDir: string, userId: string, title: string, bytes: Buffer, ext = 'xlsx') {
  const name = storedName(ext);
  const path = filePath(dataDir, 'export', name);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, bytes);
  const now = Date.now();
  const fileName = `${title.replace(/[\\/:*?"<>|#]/g, '')}_${new Date(now).toISOString().slice(0, 10).replace(/-/g, '')}.${ext}`;
  await db.insertInto('fileUpload').values({ name, type: 'export', originalName: fileName, fileSize: bytes.length,
    fileExtension: ext, userId, createdAt: now }).execute();
  return { name: fileName, url: await issueTicket(db, 'export', name, fileName) };
}
