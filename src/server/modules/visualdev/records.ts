/**
 * A generated form's stored record as the server reads it. There is no per-process copy of a form's records:
 * List, Export, FieldDataSelect and the relation lookups ask the store for the rows they need (query/), so every
 * instance sees every write on its next request and memory does not grow with the number of records.
 * The record's type and the in-memory list's input (`CachedModel`) live with the in-memory list rules in the engine.
 */
import type { Db } from '../../db';
import type { StoredRecord } from '../../../engine/list/memory';

export type { CachedModel, StoredRecord } from '../../../engine/list/memory';

/** The columns a StoredRecord is read from. */
export const RECORD_COLUMNS = ['id', 'data', 'creatorTime', 'creatorUserId', 'lastModifyTime'] as const;

/** A stored row as a record; an unreadable data text reads as an empty record rather than breaking a list. */
export function parseRecord(r: { id: string; data: string; creatorTime: number; creatorUserId: string | null;
  lastModifyTime: number | null }): StoredRecord {
  let data: Record<string, unknown> = {};
  try {
    const v = JSON.parse(r.data);
    if (v && typeof v === 'object' && !Array.isArray(v)) data = v;
  } catch { /* an unreadable record lists as empty */ }
  return { id: r.id, data, creatorTime: Number(r.creatorTime), creatorUserId: r.creatorUserId,
    lastModifyTime: r.lastModifyTime === null ? null : Number(r.lastModifyTime) };
}

/** Records of a model by id (any number of ids, asked in chunks), for lookups of related records. */
export async function recordsById(db: Db, modelId: string, ids: Iterable<string>): Promise<Map<string, StoredRecord>> {
  const all = [...new Set(ids)];
  const out = new Map<string, StoredRecord>();
  for (let i = 0; i < all.length; i += 500) {
    const rows = await db.selectFrom('visualdevRecord').select(RECORD_COLUMNS).where('modelId', '=', modelId)
      .where('id', 'in', all.slice(i, i + 500)).execute();
    for (const r of rows) out.set(r.id, parseRecord(r));
  }
  return out;
}
