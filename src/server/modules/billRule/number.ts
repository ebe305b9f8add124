/**
 * Serial numbers of business rules (wire-formats §5.3). Number = prefix + today in dateFormat + the counter padded to
 * `digit`. The counter restarts whenever the date part changes (daily, monthly, yearly; never for 'no').
 * Choice: the first number of a period is startNumber itself (thisNumber 1 → startNumber), as the rule dialog's
 * example shows; the original servers disagree on this (one issues startNumber+1 first).
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/envelope';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Date part of a number for a rule's dateFormat (yyyyMMdd | yyyyMM | yyyy | no). */
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

export interface RuleState {
  prefix: string;
  dateFormat: string;
  digit: number;
  startNumber: string;
  thisNumber: number | null;
  outputNumber: string | null;
}

/** Pure step: the next counter and number for a rule at `now`. */
export function nextNumber(rule: RuleState, now: Date): { thisNumber: number; outputNumber: string } {
  const period = datePart(rule.dateFormat, now);
  let count = rule.thisNumber ?? 0;
  if (!rule.outputNumber) count = 0;
  else {
    const prevPeriod = rule.outputNumber.slice(rule.prefix.length, rule.outputNumber.length - rule.digit);
    if (prevPeriod !== period) count = 0;
  }
  count += 1;
  const start = Number.parseInt(rule.startNumber, 10) || 0;
  return { thisNumber: count, outputNumber: rule.prefix + period + pad(start + count - 1, rule.digit) };
}

/** Issues the next number of rule `enCode` inside the caller's transaction (row locked on PostgreSQL). */
export async function issueBillNumber(trx: Transaction<Database>, enCode: string, now: Date,
  lockRows: boolean): Promise<string> {
  let q = trx.selectFrom('billRule').selectAll().where('enCode', '=', enCode);
  if (lockRows) q = q.forUpdate();
  const rule = await q.executeTakeFirst();
  if (!rule || rule.enabledMark !== 1) throw new ApiError(400, 'billRuleMissing', { rule: enCode });
  const next = nextNumber(rule, now);
  await trx.updateTable('billRule').set(next).where('id', '=', rule.id).execute();
  return next.outputNumber;
}
