/**
 * Concurrent edits are not silently lost (issue 10 item 5). Every update counts a record's version up by one. When
 * the form's concurrencyLock is on, GET hands the version out inside the record data (`f_version`, as the original
 * product does; engine/record/version.ts), the client sends it back inside the data of its update, and the update
 * is a compare-and-set on it (UPDATE … WHERE version = sent): an update made from a stale copy, or without a
 * version, is refused with 400 and stores nothing, so of two simultaneous updates only one can win. With the lock
 * off the last writer wins, as before.
 */
import type { Transaction, Updateable } from 'kysely';
import type { FormDefinition } from '../../../engine/types';
import { concurrencyLocked, RECORD_VERSION, recordVersion } from '../../../engine/record/version';
import type { Database, VisualdevRecordTable } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import type { Lang } from '../../i18n';
import { vdText } from './messages';
import { parseRecordData } from './record';

const stale = (lang: Lang) => new ApiError(400, 'paramInvalid', {}, vdText(lang, 'recordChanged'));

/** The record data a GET answers: with the stored version in it when the form locks concurrent edits. */
export function withVersion(form: FormDefinition, data: string, version: number): string {
  if (!concurrencyLocked(form)) return data;
  return JSON.stringify({ ...parseRecordData(data), [RECORD_VERSION]: Number(version) });
}

/**
 * The version an update must still find stored (null when the form does not lock); refuses at once an update whose
 * data carries another version than the stored one, or none.
 */
export function expectedVersion(lang: Lang, form: FormDefinition, data: string, stored: number): number | null {
  if (!concurrencyLocked(form)) return null;
  const sent = recordVersion(parseRecordData(data));
  if (sent !== Number(stored)) throw stale(lang);
  return sent;
}

/** Writes `values` and counts the version up, only if it is still `expected` (any version when null). */
export async function updateRecordRow(trx: Transaction<Database>, lang: Lang, id: string, expected: number | null,
  values: Updateable<VisualdevRecordTable>): Promise<void> {
  let q = trx.updateTable('visualdevRecord').set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', id);
  if (expected !== null) q = q.where('version', '=', expected);
  const res = await q.executeTakeFirst();
  // Another update committed between our read and this write: the refusal rolls back the whole save.
  if (expected !== null && Number(res.numUpdatedRows) !== 1) throw stale(lang);
}
