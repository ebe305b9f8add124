/** The one idempotent insert every seed uses: rows whose key is already stored are left as they are. */
import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../schema';

type Trx = Transaction<Database>;
type Table = keyof Database;

/** Inserts rows whose key is not there yet; answers the keys that were new. */
export async function insertMissing<T extends Table>(trx: Trx, table: T, rows: Insertable<Database[T]>[],
  key: 'id' | 'configKey' = 'id'): Promise<Set<string>> {
  if (!rows.length) return new Set();
  const keys = rows.map((r) => (r as Record<string, string>)[key]);
  const existing = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const found = await (trx.selectFrom(table) as any).select(key).where(key, 'in', keys.slice(i, i + 500)).execute();
    for (const f of found as Record<string, string>[]) existing.add(f[key]);
  }
  const fresh = rows.filter((r) => !existing.has((r as Record<string, string>)[key]));
  for (let i = 0; i < fresh.length; i += 50) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await (trx.insertInto(table) as any).values(fresh.slice(i, i + 50)).execute();
  }
  return new Set(fresh.map((r) => (r as Record<string, string>)[key]));
}
