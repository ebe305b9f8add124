/**
 * Rows of an import sheet: the first row is the template's header, each later row a record. A record with
 * sub-table rows spans several sheet rows: a row whose main-field cells are all empty but which has sub-table
 * cells adds rows to the sub-tables of the record above it. Cells are kept as read (trimmed texts), converted
 * later (convert.ts) so the preview and the import convert alike.
 */
import type { ImportColumn } from './columns';

/** A cell as the spreadsheet reader hands it over. */
export type CellValue = string | number | boolean | Date | null | undefined;
/** A record as read: vModel → cell value; a sub-table's vModel → its rows (column vModel → cell value). */
export type RawRecord = Record<string, unknown>;

/** Why a sheet cannot be read; the server words it. */
export type SheetProblem =
  | { key: 'importEmpty' }
  | { key: 'headerUnknown'; header: string }
  | { key: 'headerMissing' }
  | { key: 'tooManyRows'; limit: number };

/** The most records one import takes. */
export const IMPORT_ROW_LIMIT = 1000;

export const isBlankCell = (v: unknown): boolean =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

const clean = (v: CellValue): unknown => (typeof v === 'string' ? v.trim() : v);

/** Header text of a cell. */
const headerText = (v: CellValue): string =>
  v === null || v === undefined ? '' : v instanceof Date ? v.toISOString() : String(v).trim();

/** Reads the records of a sheet given as rows of cells; the header must name template columns. */
export function recordsOfSheet(matrix: CellValue[][], columns: ImportColumn[], limit = IMPORT_ROW_LIMIT):
  { records: RawRecord[] } | { problem: SheetProblem } {
  const [header, ...body] = matrix;
  if (!header || !header.some((h) => headerText(h))) return { problem: { key: 'headerMissing' } };
  const byHeader = new Map<string, ImportColumn[]>();
  for (const c of columns) byHeader.set(c.header, [...(byHeader.get(c.header) ?? []), c]);
  const at: (ImportColumn | undefined)[] = [];
  for (const cell of header) {
    const text = headerText(cell);
    if (!text) {
      at.push(undefined);
      continue;
    }
    // Equal headers (two fields with one label) are taken in template order.
    const column = byHeader.get(text)?.shift();
    if (!column) return { problem: { key: 'headerUnknown', header: text } };
    at.push(column);
  }
  const hasMain = at.some((c) => c && !c.table);
  const records: RawRecord[] = [];
  for (const row of body) {
    const main: RawRecord = {};
    const tables = new Map<string, RawRecord>();
    let mainFilled = false;
    let any = false;
    at.forEach((c, i) => {
      const v = row[i];
      if (!c || isBlankCell(v)) return;
      any = true;
      if (!c.table) {
        main[c.id] = clean(v);
        mainFilled = true;
        return;
      }
      const r = tables.get(c.table) ?? {};
      r[c.child!] = clean(v);
      tables.set(c.table, r);
    });
    if (!any) continue;
    const previous = records[records.length - 1];
    const target = hasMain && !mainFilled && previous ? previous : main;
    if (target === main) records.push(main);
    for (const [table, r] of tables) target[table] = [...((target[table] as RawRecord[] | undefined) ?? []), r];
    if (records.length > limit) return { problem: { key: 'tooManyRows', limit } };
  }
  if (!records.length) return { problem: { key: 'importEmpty' } };
  return { records };
}
