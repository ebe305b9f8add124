/**
 * Serial numbers of business rules, the pure step: number = prefix + today in dateFormat + the counter padded to
 * `digit`; the counter restarts whenever the period (the date part) changes (daily, monthly, yearly; never for
 * 'no'). The first number of a period is startNumber itself. The server issues numbers with it under a row lock
 * (server/modules/billRule/number.ts); the file preview counts with it in memory.
 */
import { datePart } from './example';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export interface RuleState {
  prefix: string;
  dateFormat: string;
  digit: number;
  startNumber: string;
  thisNumber: number | null;
  outputNumber: string | null;
  /** Period of the last issued number ('' for 'no'); absent on rules stored before it was kept (then read below). */
  numberPeriod?: string | null;
}

/** Period of a rule's last number: the stored one, else the date part right after the prefix of outputNumber. */
export function lastPeriod(rule: Pick<RuleState, 'prefix' | 'dateFormat' | 'outputNumber' | 'numberPeriod'>)
  : string | null {
  if (rule.numberPeriod !== undefined && rule.numberPeriod !== null) return rule.numberPeriod;
  if (!rule.outputNumber) return null;
  // The date part has a fixed width per format, so it is read from the front, whatever the counter's width.
  const width = datePart(rule.dateFormat, new Date(2000, 0, 1)).length;
  return rule.outputNumber.slice(rule.prefix.length, rule.prefix.length + width);
}

const startOf = (rule: Pick<RuleState, 'startNumber'>) => Number.parseInt(rule.startNumber, 10) || 0;
/** Padded to at least `digit`, never cut: a counter past its width gets longer instead of repeating. */
const numberOf = (rule: RuleState, period: string, count: number) =>
  rule.prefix + period + pad(startOf(rule) + count - 1, rule.digit);

export interface IssuedNumber { thisNumber: number; outputNumber: string; numberPeriod: string }

/** Pure step: the next counter, number and period for a rule at `now`. */
export function nextNumber(rule: RuleState, now: Date): IssuedNumber {
  const period = datePart(rule.dateFormat, now);
  const count = (lastPeriod(rule) === period ? rule.thisNumber ?? 0 : 0) + 1;
  return { thisNumber: count, outputNumber: numberOf(rule, period, count), numberPeriod: period };
}

/**
 * The highest counter among `numbers` issued in `period` under the rule's current prefix, or 0: where to go on
 * when the counter meets numbers already given out (a rule edited back, or numbers issued before the migration).
 */
export function highestCounter(rule: RuleState, period: string, numbers: string[]): number {
  const head = rule.prefix + period;
  let high = 0;
  for (const n of numbers) {
    const tail = n.startsWith(head) ? n.slice(head.length) : '';
    if (/^\d+$/.test(tail)) high = Math.max(high, Number(tail) - startOf(rule) + 1);
  }
  return high;
}

