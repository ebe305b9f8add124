/**
 * Sub-table summary row: sums only the summary fields; blank without numbers; 2 decimals if needed;
 * thousands separators for the columns in thousandsField when the table's `thousands` is on.
 */
import { formatThousands } from '../../../src/engine/form/format';
import type { FieldDef } from '../../../src/engine/types';

export function sumColumn(rows: Record<string, unknown>[], column: string, thousands = false): string {
  let total = 0;
  let seen = false;
  for (const row of rows) {
    const v = row?.[column];
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
    if (Number.isFinite(n)) {
      total += n;
      seen = true;
    }
  }
  if (!seen) return '';
  const text = Number.isInteger(total) ? String(total) : total.toFixed(2);
  return thousands ? formatThousands(text) : text;
}

/** The summary of a sub-table field: which columns are summed and which get thousands separators. */
export function summaryOf(field: FieldDef): { show: boolean; fields: string[]; thousands: string[] } {
  const fields = Array.isArray(field.summaryField) ? (field.summaryField as unknown[]).map(String) : [];
  const thousands = field.thousands === true && Array.isArray(field.thousandsField)
    ? (field.thousandsField as unknown[]).map(String) : [];
  return { show: field['show-summary'] === true && fields.length > 0, fields, thousands };
}

/** A sub-table row made from a row picked in the selection dialog (addTableConf.relationOptions). */
export function rowFromPicked(
  picked: Record<string, unknown>, relationOptions: unknown, base: Record<string, unknown>,
): Record<string, unknown> {
  const row = { ...base };
  for (const o of Array.isArray(relationOptions) ? relationOptions : []) {
    const { field, type, value } = (o ?? {}) as { field?: unknown; type?: unknown; value?: unknown };
    if (typeof field !== 'string' || !field) continue;
    // type 2 is a fixed value; otherwise `value` names the picked row's column.
    row[field] = Number(type) === 2 ? value : typeof value === 'string' ? picked[value] : undefined;
  }
  return row;
}
