/**
 * Running a SQL interface: its text scanned (scan.ts), wrapped as a subquery with a row cap (so only one SELECT can
 * run, and a data-modifying WITH is refused by PostgreSQL outright), its named parameters bound from the caller's
 * values, the declared defaults or null, on the store's read-only runner.
 */
import { rawHandleOf, type Db } from '../../../db';
import { isScanProblem, placeholders, scanSql, type Dialect, type ScannedSql, type ScanProblem } from './scan';
import { queryPostgres } from './postgres';
import { sqlReaderOf } from './role';
import { querySqlite, SqlRunError, type SqlAnswer } from './sqlite';

export { SqlRunError } from './sqlite';

/** A parameter of a SQL interface, as the parameters table declares it. */
export interface SqlParam { field: string; label?: string; dataType?: 'string' | 'number'; defaultValue?: string | number | null;
  required?: boolean }

/** The most rows a SQL interface answers; more is refused rather than cut silently. */
export const SQL_MAX_ROWS = 10_000;

/** The statement time limit: LOOM_SQL_TIMEOUT_MS, 5 s by default. */
export const sqlTimeoutMs = () => {
  const v = Number(process.env.LOOM_SQL_TIMEOUT_MS);
  return Number.isFinite(v) && v >= 10 ? v : 5000;
};

export const dialectOf = (db: Db): Dialect => (rawHandleOf(db)?.kind === 'pg' ? 'pg' : 'sqlite');

/** A problem of the text or of its parameters, or null. */
export type SqlProblem = ScanProblem | { key: 'sqlUnknownParam'; name: string };

/** The scanned text, checked against the declared parameters. */
export function checkSql(text: string, params: SqlParam[], dialect: Dialect): ScannedSql | SqlProblem {
  const scanned = scanSql(text, dialect);
  if (isScanProblem(scanned)) return scanned;
  const declared = new Set(params.map((p) => p.field));
  const unknown = scanned.names.find((n) => !declared.has(n));
  if (unknown) return { key: 'sqlUnknownParam', name: unknown };
  return scanned;
}

export const isSqlProblem = (r: ScannedSql | SqlProblem): r is SqlProblem => 'key' in r;

function wrap(s: ScannedSql, dialect: Dialect, limit: number): string {
  // The newline before ')' ends a trailing -- comment of the text.
  return `SELECT * FROM (\n${placeholders(s, dialect)}\n) loom_interface LIMIT ${limit + 1}`;
}

/** The value bound to a parameter: the caller's, else its default, else null; numbers for number parameters. */
export function bindValue(p: SqlParam, given: unknown): string | number | null | 'NaN' {
  const v = given === undefined || given === null || given === '' ? p.defaultValue ?? null : given;
  if (v === null || v === '') return null;
  if (p.dataType === 'number') {
    const num = typeof v === 'number' ? v : Number(v);
    return Number.isFinite(num) ? num : 'NaN';
  }
  return typeof v === 'string' ? v : typeof v === 'boolean' ? (v ? '1' : '0') : String(v);
}

/** Runs the scanned text with its values (in placeholder order). */
export async function runSql(db: Db, s: ScannedSql, values: Map<string, string | number | null>,
  opts: { fieldsOnly?: boolean } = {}): Promise<SqlAnswer> {
  const handle = rawHandleOf(db);
  if (!handle) throw new SqlRunError('failed', 'no store handle');
  const dialect: Dialect = handle.kind === 'pg' ? 'pg' : 'sqlite';
  const limit = opts.fieldsOnly ? 0 : SQL_MAX_ROWS;
  const text = wrap(s, dialect, limit);
  const args = s.names.map((n) => values.get(n) ?? null);
  // Without its reader a SQL interface would read whatever the server's user reads: refused instead.
  const reader = handle.kind === 'pg' ? sqlReaderOf(handle.pool) : undefined;
  if (handle.kind === 'pg' && !reader) throw new SqlRunError('noRole');
  const answer = handle.kind === 'pg'
    ? await queryPostgres(reader!, text, args, { timeoutMs: sqlTimeoutMs(), limit })
    : await querySqlite(handle.sqlite.name, text, args, { timeoutMs: sqlTimeoutMs(), limit, fieldsOnly: opts.fieldsOnly });
  if (!opts.fieldsOnly && answer.rows.length > SQL_MAX_ROWS) throw new SqlRunError('tooMany');
  return answer;
}
