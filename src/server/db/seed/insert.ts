/**
 * The one insert every seed part uses, with the seed's memory (table seed_log, migration 0015): a fixture row is
 * inserted only if it was never seeded before. A seeded row the administrator deleted therefore stays deleted at
 * the next start, while a row a later fixture adds still arrives. A store seeded before the log existed is adopted:
 * fixture rows found there are logged as seeded and left exactly as they are.
 */
import type { Kysely, Insertable, Transaction } from 'kysely';
import type { Database } from '../schema';

type Trx = Transaction<Database>;
type Table = keyof Database;

/** The SQL name of a table (CamelCasePlugin maps moduleButton to module_button), as seed_log stores it. */
const sqlName = (table: Table) => table.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The keys of `table` the seed has ever seeded (logged), whether or not the rows are still there. */
export async function seededKeys(db: Kysely<Database>, table: Table): Promise<Set<string>> {
  const rows = await db.selectFrom('seedLog').select('rowId').where('tableName', '=', sqlName(table)).execute();
  return new Set(rows.map((r) => r.rowId));
}

/**
 * Inserts the rows never seeded before whose key is not stored yet, and logs every row never seeded before as
 * seeded (inserted now, or found already there); answers the keys inserted now. A logged key is never inserted
 * again, even if its row is gone. `stored`: keys of fixture rows the caller found already there and so did not
 * build (users, whose password hash is slow to make); they are logged too.
 */
export async function insertMissing<T extends Table>(trx: Trx, table: T, rows: Insertable<Database[T]>[],
  key: 'id' | 'configKey' = 'id', stored: string[] = []): Promise<Set<string>> {
  if (!rows.length && !stored.length) return new Set();
  const keyOf = (r: Insertable<Database[T]>) => (r as Record<string, string>)[key];
  const logged = await seededKeys(trx, table);
  const unlogged = rows.filter((r) => !logged.has(keyOf(r)));
  const keys = [...new Set([...unlogged.map(keyOf), ...stored.filter((k) => !logged.has(k))])];
  if (!keys.length) return new Set();
  const existing = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const found = await (trx.selectFrom(table) as any).select(key).where(key, 'in', keys.slice(i, i + 500)).execute();
    for (const f of found as Record<string, string>[]) existing.add(f[key]);
  }
  const fresh = unlogged.filter((r) => !existing.has(keyOf(r)));
  for (let i = 0; i < fresh.length; i += 50) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await (trx.insertInto(table) as any).values(fresh.slice(i, i + 50)).execute();
  }
  const seededAt = Date.now();
  const log = keys.map((rowId) => ({ tableName: sqlName(table), rowId, seededAt }));
  for (let i = 0; i < log.length; i += 200) await trx.insertInto('seedLog').values(log.slice(i, i + 200)).execute();
  return new Set(fresh.map(keyOf));
}
