/**
 * Serial numbers of business rules. Number = prefix + today in dateFormat + the counter padded to
 * `digit`. The counter restarts whenever the period (the date part) changes: daily, monthly, yearly; never for 'no'.
 * Choice: the first number of a period is startNumber itself (thisNumber 1 → startNumber), as the rule dialog's
 * example shows; the original servers disagree on this (one issues startNumber+1 first).
 * Numbers never repeat (issue 10 item 4): the period of the last number is kept in its own column and compared as
 * a period (the original cut it out of outputNumber by `digit` from the end, which restarted the counter as soon as
 * it outgrew `digit`); the counter keeps growing past `digit` (padded to at least `digit`, never cut); and each
 * issued number is written to bill_number, whose unique index refuses a number the rule already gave out.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { datePart } from '../../../engine/billRule/example';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export { datePart };

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

/** Attempts after jumping past the issued numbers; only a racer without the row lock could use them up. */
const MAX_TRIES = 5;

/** Issues the next number of rule `enCode` inside the caller's transaction (row locked on PostgreSQL). */
export async function issueBillNumber(trx: Transaction<Database>, enCode: string, now: Date,
  lockRows: boolean): Promise<string> {
  let q = trx.selectFrom('billRule').selectAll().where('enCode', '=', enCode);
  if (lockRows) q = q.forUpdate();
  const rule = await q.executeTakeFirst();
  if (!rule || rule.enabledMark !== 1) throw new ApiError(400, 'billRuleMissing', { rule: enCode });
  let state: RuleState = rule;
  for (let tries = 0; tries <= MAX_TRIES; tries++) {
    const next = nextNumber(state, now);
    // ON CONFLICT DO NOTHING, not a caught error: on PostgreSQL a failed statement would abort the transaction.
    const added = await trx.insertInto('billNumber').values({ ruleId: rule.id, number: next.outputNumber,
      issuedAt: now.getTime() }).onConflict((oc) => oc.columns(['ruleId', 'number']).doNothing()).executeTakeFirst();
    if (Number(added.numInsertedOrUpdatedRows ?? 0) === 1) {
      await trx.updateTable('billRule').set(next).where('id', '=', rule.id).execute();
      return next.outputNumber;
    }
    // Taken already: go on after the highest number this rule has issued in the period, not one by one.
    const head = rule.prefix + next.numberPeriod;
    const issued = await trx.selectFrom('billNumber').select('number').where('ruleId', '=', rule.id)
      .where(sql<string>`substr(${sql.ref('number')}, 1, ${head.length})`, '=', head).execute();
    const high = highestCounter(state, next.numberPeriod, issued.map((r) => r.number));
    state = { ...state, ...next, thisNumber: Math.max(next.thisNumber, high) };
  }
  throw new ApiError(400, 'billNumberTaken', { rule: enCode });
}
