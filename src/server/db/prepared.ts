/**
 * Statements prepared once, for the reads every request makes (the session check): Kysely prepares each query
 * anew, which at thousands of requests a second costs more than the read itself. The query is still written with
 * Kysely and compiled once; better-sqlite3 keeps the prepared statement, and PostgreSQL a named statement per pooled
 * connection. Rows come back camelCased exactly as through Kysely's CamelCasePlugin.
 */
import type { Statement } from 'better-sqlite3';
import type pg from 'pg';
import { CamelCasePlugin, type Compilable } from 'kysely';
import { rawHandleOf, type Db } from './index';

class RowNames extends CamelCasePlugin {
  row = (row: Record<string, unknown>) => this.mapRow(row) as Record<string, unknown>;
}
const names = new RowNames();

export type PreparedRead<P extends unknown[], R> = (...params: P) => Promise<R[]>;

/**
 * Prepares `query` (its parameters are placeholders, filled in order from the call's arguments) and answers a
 * function running it. `name` identifies the statement on PostgreSQL connections, so it must be unique per query.
 */
export function prepareRead<P extends unknown[], R>(db: Db, name: string, query: Compilable<R>): PreparedRead<P, R> {
  const compiled = query.compile();
  const raw = rawHandleOf(db);
  if (raw?.kind === 'sqlite') {
    let statement: Statement | undefined;
    return async (...params) => {
      statement ??= raw.sqlite.prepare(compiled.sql);
      return (statement.all(...params) as Record<string, unknown>[]).map(names.row) as R[];
    };
  }
  if (raw?.kind === 'pg') {
    return async (...params) => {
      const config: pg.QueryConfig<unknown[]> = { name, text: compiled.sql, values: params };
      const result = await raw.pool.query<Record<string, unknown>>(config);
      return result.rows.map(names.row) as R[];
    };
  }
  // A Kysely instance this module did not open (none today): run through Kysely itself.
  return async (...params) => (await db.executeQuery<R>({ ...compiled, parameters: params })).rows;
}
