/**
 * SQL interfaces on PostgreSQL run on a connection of the reader's pool (role.ts: logged in as the interfaces' own
 * role, SELECT on the readable tables only) inside a transaction declared READ ONLY, with a statement timeout local
 * to it: a data-modifying CTE, a function that writes, a sequence step or a table outside the grants is refused by the
 * server itself, and a slow query is cancelled by it. The transaction is always rolled back.
 */
import type pg from 'pg';
import { SqlRunError, type SqlAnswer } from './sqlite';

/** Runs one SELECT (placeholders $1..$n): at most `limit` + 1 rows (the caller refuses more than `limit`). */
export async function queryPostgres(pool: pg.Pool, text: string, params: unknown[], opts: { timeoutMs: number;
  limit: number }): Promise<SqlAnswer> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN TRANSACTION READ ONLY');
    await client.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.floor(opts.timeoutMs))}`);
    // Numbers stay numbers where JSON can carry them (count(*) is int8, sums are numeric).
    const res = await client.query({ text, values: params });
    const columns = res.fields.map((f) => f.name);
    return { columns, rows: (res.rows as Record<string, unknown>[]).slice(0, opts.limit + 1) };
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === '57014') throw new SqlRunError('timeout');
    // 25006: read_only_sql_transaction; 0A000 a data-modifying WITH below the top level.
    if (code === '25006' || (code === '0A000' && /data-modifying/i.test(String((err as Error).message)))) {
      throw new SqlRunError('readOnly', (err as Error).message);
    }
    // 42501 insufficient_privilege: a table outside the role's grants (users, sessions ...).
    if (code === '42501') {
      const table = /permission denied for (?:table|relation|view|sequence) "?([^"\s]+)"?/i.exec(String((err as Error).message))?.[1];
      if (table) throw new SqlRunError('tableRefused', table);
    }
    if (!code) broken = true;
    throw new SqlRunError('failed', (err as Error).message);
  } finally {
    try {
      await client.query('ROLLBACK');
    } catch {
      broken = true;
    }
    client.release(broken);
  }
}
