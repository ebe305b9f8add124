/**
 * The statements (SQL and parameters) the store runs while `fn` runs: those through Kysely's executor and those sent
 * to SQLite's reader threads (db/readPool.ts). Tests count them to show what a request costs without timing it.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { Db } from '../../src/server/db';
import { readsChannel } from '../../src/server/db/readPool';

export interface Statement { sql: string; parameters: readonly unknown[] }

export async function storeStatements(db: Db, fn: () => Promise<unknown>): Promise<Statement[]> {
  const executor = db.getExecutor() as unknown as { executeQuery: (...args: unknown[]) => unknown };
  const original = executor.executeQuery;
  const seen: Statement[] = [];
  executor.executeQuery = function captured(this: unknown, ...args: unknown[]) {
    seen.push(args[0] as Statement);
    return original.apply(this, args);
  };
  const onRead = (m: unknown) => { seen.push(m as Statement); };
  subscribe(readsChannel.name, onRead);
  try {
    await fn();
  } finally {
    executor.executeQuery = original;
    unsubscribe(readsChannel.name, onRead);
  }
  return seen;
}
