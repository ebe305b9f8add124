/**
 * Serial numbers reserved per user: opening a form shows a number that stays the same on every
 * reopen until a save of that user uses it; the save then consumes the reservation instead of issuing another.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { issueBillNumber } from './number';

const keyOf = (userId: string, enCode: string) => `${userId}:${enCode}`;

/** The number reserved for user+rule, issuing (and remembering) a fresh one when there is none. */
export async function reserveBillNumber(db: Kysely<Database>, userId: string, enCode: string,
  lockRows: boolean): Promise<string> {
  const id = keyOf(userId, enCode);
  return db.transaction().execute(async (trx) => {
    const held = await trx.selectFrom('billReservation').select('number').where('id', '=', id).executeTakeFirst();
    if (held) return held.number;
    const number = await issueBillNumber(trx, enCode, new Date(), lockRows);
    // A concurrent request of the same user may have reserved meanwhile: keep theirs, answer it.
    await trx.insertInto('billReservation').values({ id, userId, enCode, number, createdAt: Date.now() })
      .onConflict((oc) => oc.column('id').doNothing()).execute();
    const row = await trx.selectFrom('billReservation').select('number').where('id', '=', id).executeTakeFirstOrThrow();
    return row.number;
  });
}

/** Takes (and forgets) the number reserved for user+rule; null when none is held. Call it inside the save's transaction. */
export async function useReservedNumber(db: Kysely<Database>, userId: string, enCode: string): Promise<string | null> {
  const row = await db.deleteFrom('billReservation').where('id', '=', keyOf(userId, enCode)).returning('number')
    .executeTakeFirst();
  return row?.number ?? null;
}

/** The number a save should store: the user's reservation when held, else a freshly issued one. */
export async function takeBillNumber(trx: Kysely<Database>, userId: string, enCode: string, now: Date,
  lockRows: boolean): Promise<string> {
  return (await useReservedNumber(trx, userId, enCode))
    ?? issueBillNumber(trx as Parameters<typeof issueBillNumber>[0], enCode, now, lockRows);
}
