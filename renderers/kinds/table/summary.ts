/** Sub-table summary row (spec 001 §5): sums only the summary fields; blank without numbers; 2 decimals if needed. */
export function sumColumn(rows: Record<string, unknown>[], column: string): string {
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
  return Number.isInteger(total) ? String(total) : total.toFixed(2);
}
