/**
 * The version a record carries when its form locks concurrent edits (formConf.concurrencyLock).
 * The original product sends it inside the record data as `f_version` (its column name); Loom keeps that name so a
 * client of either speaks the same wire: GET puts it in the data, PUT sends it back in the data.
 */
import type { FormDefinition } from '../types';

/** Key of the record version inside the record data. */
export const RECORD_VERSION = 'f_version';

/** Whether the form refuses an update made from a stale copy of the record. */
export const concurrencyLocked = (form: FormDefinition): boolean => form.concurrencyLock === true;

/** The version a record's data carries, or undefined when it carries none (or not a whole number). */
export function recordVersion(record: Record<string, unknown>): number | undefined {
  const v = record[RECORD_VERSION];
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
}

/** `record` carrying the version `loaded` was read at (what an update sends back); unchanged when it had none. */
export function keepVersion(record: Record<string, unknown>, loaded: Record<string, unknown>): Record<string, unknown> {
  const version = recordVersion(loaded);
  return version === undefined ? record : { ...record, [RECORD_VERSION]: version };
}
