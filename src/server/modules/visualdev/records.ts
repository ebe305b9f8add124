/**
 * Parsed records of a generated form, cached per model so List, Export and FieldDataSelect do not parse 10,000
 * JSON texts on every request. Every read first asks the store for a cheap fingerprint of the model's records
 * (count, newest creatorTime, newest and a checksum of lastModifyTime); when it differs from the cached one, only
 * the rows created or modified since are fetched and deleted ids dropped, and the result is checked against the
 * fingerprint again (a full reload when it still differs). So writes of this process and of other server
 * instances are both seen, and a write costs the next read one small query instead of a reparse of every record.
 * Sorted orders are memoised per sort field and rebuilt after any change.
 */
import { sql } from 'kysely';
import type { Db } from '../../db';

export interface StoredRecord {
  id: string;
  data: Record<string, unknown>;
  creatorTime: number;
  creatorUserId: string | null;
  lastModifyTime: number | null;
}

interface Fingerprint { n: number; newest: number; modified: number; checksum: number }

/** Parsed records of one model; also built by the file preview (src/web/preview) from fixture records. */
export interface CachedModel {
  /** Free-form version label (the preview's); the store's fingerprint is kept beside the entry. */
  stamp?: string;
  records: StoredRecord[];
  byId: Map<string, StoredRecord>;
  /** Ascending orders by sort key, built on first use. */
  sorted: Map<string, StoredRecord[]>;
}

const caches = new WeakMap<Db, Map<string, CachedModel>>();
const prints = new WeakMap<CachedModel, Fingerprint>();
/** lastModifyTime is summed modulo a prime so the checksum stays an exact integer in JS, SQLite and PostgreSQL. */
const PRIME = 1_000_000_007;

function cacheOf(db: Db) {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = new Map()));
  return c;
}

async function fingerprint(db: Db, modelId: string): Promise<Fingerprint> {
  const row = await db.selectFrom('visualdevRecord')
    .select([
      sql<number>`count(*)`.as('n'),
      sql<number | null>`max(creator_time)`.as('newest'),
      sql<number | null>`max(last_modify_time)`.as('modified'),
      sql<number | string | null>`sum(coalesce(last_modify_time, 0) % ${sql.lit(PRIME)})`.as('checksum'),
    ])
    .where('modelId', '=', modelId).executeTakeFirst();
  return { n: Number(row?.n ?? 0), newest: Number(row?.newest ?? 0), modified: Number(row?.modified ?? 0),
    checksum: Number(row?.checksum ?? 0) };
}

function localPrint(records: StoredRecord[]): Fingerprint {
  let newest = 0;
  let modified = 0;
  let checksum = 0;
  for (const r of records) {
    if (r.creatorTime > newest) newest = r.creatorTime;
    if ((r.lastModifyTime ?? 0) > modified) modified = r.lastModifyTime ?? 0;
    checksum += Math.trunc(r.lastModifyTime ?? 0) % PRIME;
  }
  return { n: records.length, newest, modified, checksum };
}

const same = (a: Fingerprint, b: Fingerprint) =>
  a.n === b.n && a.newest === b.newest && a.modified === b.modified && a.checksum === b.checksum;

function parse(r: { id: string; data: string; creatorTime: number; creatorUserId: string | null;
  lastModifyTime: number | null }): StoredRecord {
  let data: Record<string, unknown> = {};
  try {
    const v = JSON.parse(r.data);
    if (v && typeof v === 'object' && !Array.isArray(v)) data = v;
  } catch { /* an unreadable record lists as empty rather than breaking the list */ }
  return { id: r.id, data, creatorTime: Number(r.creatorTime), creatorUserId: r.creatorUserId,
    lastModifyTime: r.lastModifyTime === null ? null : Number(r.lastModifyTime) };
}

const COLUMNS = ['id', 'data', 'creatorTime', 'creatorUserId', 'lastModifyTime'] as const;

function entry(print: Fingerprint, records: StoredRecord[]): CachedModel {
  records.sort((a, b) => a.creatorTime - b.creatorTime || (a.id < b.id ? -1 : 1));
  const model: CachedModel = { records, byId: new Map(records.map((r) => [r.id, r])), sorted: new Map() };
  prints.set(model, print);
  return model;
}

/** Applies the changes since `hit`; null when the result does not add up (then the caller reloads). */
async function refresh(db: Db, modelId: string, hit: CachedModel, print: Fingerprint): Promise<CachedModel | null> {
  const { newest, modified } = prints.get(hit)!;
  const changed = await db.selectFrom('visualdevRecord').select(COLUMNS).where('modelId', '=', modelId)
    .where((eb) => eb.or([eb('creatorTime', '>=', newest), eb('lastModifyTime', '>=', modified)])).execute();
  const byId = new Map(hit.byId);
  for (const r of changed) byId.set(r.id, parse(r));
  if (byId.size !== print.n) {
    const ids = new Set((await db.selectFrom('visualdevRecord').select('id').where('modelId', '=', modelId).execute())
      .map((r) => r.id));
    for (const id of [...byId.keys()]) if (!ids.has(id)) byId.delete(id);
  }
  const records = [...byId.values()];
  return same(localPrint(records), print) ? entry(print, records) : null;
}

/** The model's records, parsed and oldest first; do not mutate them (concurrent requests share them). */
export async function loadRecords(db: Db, modelId: string): Promise<CachedModel> {
  const cache = cacheOf(db);
  const print = await fingerprint(db, modelId);
  const hit = cache.get(modelId);
  if (hit && same(prints.get(hit)!, print)) return hit;
  let next = hit ? await refresh(db, modelId, hit, print) : null;
  if (!next) {
    const rows = await db.selectFrom('visualdevRecord').select(COLUMNS).where('modelId', '=', modelId).execute();
    const records = rows.map(parse);
    // Rows written between the fingerprint and this read: keep the fingerprint of what was actually read.
    next = entry(localPrint(records), records);
  }
  cache.set(modelId, next);
  return next;
}

/** Forgets a model's cached records (a changed definition, or to free memory). */
export function invalidateRecords(db: Db, modelId: string): void {
  cacheOf(db).delete(modelId);
}
