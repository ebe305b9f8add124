/**
 * Serial-number rules shown before any number is issued: the date part of a rule's date format and the rule
 * dialog's example (prefix + today in the date format + the start number padded to the digit width), used by the
 * dialog while typing and by the server when it stores a rule, so both show the same example.
 */

export const DATE_FORMATS = ['yyyyMMdd', 'yyyyMM', 'yyyy', 'no'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

const pad = (n: number | string, width: number) => String(n).padStart(width, '0');

/** Date part of a number for a rule's dateFormat (yyyyMMdd | yyyyMM | yyyy; '' for no or an unknown format). */
export function datePart(dateFormat: string, now: Date): string {
  const y = String(now.getFullYear());
  const m = pad(now.getMonth() + 1, 2);
  const d = pad(now.getDate(), 2);
  switch (dateFormat) {
    case 'yyyyMMdd': return y + m + d;
    case 'yyyyMM': return y + m;
    case 'yyyy': return y;
    default: return '';
  }
}

export interface RuleExampleInput {
  prefix?: unknown;
  dateFormat?: unknown;
  digit?: unknown;
  startNumber?: unknown;
}

/** The start number padded to `digit` (a blank or non-numeric digit pads nothing). */
export function paddedStart(startNumber: unknown, digit: unknown): string {
  const start = startNumber === undefined || startNumber === null ? '' : String(startNumber);
  const width = Number(digit);
  return Number.isInteger(width) && width > 0 ? start.padStart(width, '0') : start;
}

/** The example number of a rule at `now`: prefix + date part + start number padded to the digit width. */
export function ruleExample(rule: RuleExampleInput, now: Date = new Date()): string {
  const prefix = typeof rule.prefix === 'string' ? rule.prefix : '';
  return prefix + datePart(String(rule.dateFormat ?? ''), now) + paddedStart(rule.startNumber, rule.digit);
}

/** Whether a start number is acceptable: digits only, not all zeros. */
export function validStartNumber(startNumber: string): 'ok' | 'notDigits' | 'allZeros' {
  if (!/^\d+$/.test(startNumber)) return 'notDigits';
  return /^0+$/.test(startNumber) ? 'allZeros' : 'ok';
}
