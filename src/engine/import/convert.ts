/**
 * Cell values of an import turned into the values the form stores: each kind's spec converts its cells (option
 * labels back to their values, names of people and organisations back to ids, dates to ms timestamps, numbers to
 * numbers). A value that is already a stored value stays as it is, so converting twice (preview, then import)
 * changes nothing. What cannot be converted is kept as text and reported; the lookups (options, names, areas,
 * records) are injected.
 */
import { cellText, kindSpec, type CellResult, type ConvertReason, type ImportLookups } from '../kinds';
import type { ImportColumn } from './columns';
import { isBlankCell, type RawRecord } from './sheet';

export { cellText, type ConvertReason, type ImportLookups } from '../kinds';

export interface ImportProblem {
  column: ImportColumn;
  /** The cell as text. */
  text: string;
  reason: ConvertReason;
  /** 0-based sub-table row. */
  row?: number;
}

/** Converts one non-empty cell of `column` (a kind the engine does not know keeps its text). */
export function convertCell(column: ImportColumn, v: unknown, lookups: ImportLookups): CellResult {
  const spec = kindSpec(column.kind);
  return spec ? spec.fromCell(v, column.field, lookups) : { value: typeof v === 'string' ? v : cellText(v) };
}

/**
 * The record with every cell of `columns` converted; cells that cannot be converted keep their text and are
 * reported. Keys other than the columns' are dropped, and so are empty cells.
 */
export function convertRecord(columns: ImportColumn[], raw: RawRecord, lookups: ImportLookups):
  { record: RawRecord; problems: ImportProblem[] } {
  const record: RawRecord = {};
  const problems: ImportProblem[] = [];
  const put = (target: RawRecord, key: string, column: ImportColumn, v: unknown, row?: number) => {
    if (isBlankCell(v) || (Array.isArray(v) && !v.length)) return;
    const r = convertCell(column, v, lookups);
    if ('value' in r) {
      target[key] = r.value;
      return;
    }
    target[key] = cellText(v);
    problems.push({ column, text: cellText(v), reason: r.reason, ...(row === undefined ? {} : { row }) });
  };
  const byTable = new Map<string, ImportColumn[]>();
  for (const c of columns) {
    if (c.table) byTable.set(c.table, [...(byTable.get(c.table) ?? []), c]);
    else put(record, c.id, c, raw[c.id]);
  }
  for (const [table, cols] of byTable) {
    const rows = raw[table];
    if (!Array.isArray(rows)) continue;
    record[table] = rows.map((source, i) => {
      const out: RawRecord = {};
      for (const c of cols) put(out, c.child!, c, (source as RawRecord | null)?.[c.child!], i);
      return out;
    });
  }
  return { record, problems };
}
