/**
 * The calculate columns of sub-table rows, recomputed over a whole table: when the table is replaced (another
 * record, rows from the record with stale results) or a form field its rows read changes.
 */
import { computeRow, type CalcGraph } from '../calc';

type Row = Record<string, unknown>;

const NO_ROWS: Row[] = [];
/** The rows of a sub-table value (none when it is not an array). */
export const rowsIn = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : NO_ROWS);

/** The sub-tables whose row calculations read any of `names` besides their own row. */
export function tablesReading(graph: CalcGraph | null, names: readonly string[]): string[] {
  const outer = graph?.rowOuter ?? {};
  return Object.keys(outer).filter((t) => outer[t].some((n) => names.includes(n)));
}

/** `record` with the calculate columns of every row of `tables` recomputed, and the tables whose rows changed. */
export function withRowCalcs(graph: CalcGraph | null, record: Row, tables: readonly string[]): { record: Row; changed: string[] } {
  const changed: string[] = [];
  let out = record;
  for (const table of tables) {
    if (!graph?.rows[table]?.length || !Array.isArray(out[table])) continue;
    const rows = rowsIn(out[table]);
    const next = rows.map((row) => computeRow(graph, table, row ?? {}, out));
    if (next.every((row, i) => row === rows[i])) continue;
    out = { ...out, [table]: next };
    changed.push(table);
  }
  return { record: out, changed };
}
