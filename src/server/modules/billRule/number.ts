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

export { datePart };
import { highestCounter, nextNumber, type RuleState } from '../../../engine/billRule/number';

export { highestCounter, lastPeriod, nextNumber, type IssuedNumber, type RuleState } from '../../../engine/billRule/number';

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
