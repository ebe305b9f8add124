/**
 * Opens the store: SQLite file under DATA_DIR by default, PostgreSQL when a database URL is given.
 * Both run the same migrations and the same queries.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema';
import { migrationProvider } from './migrations';

export type Db = Kysely<Database>;

export interface DbOptions {
  dataDir: string;
  databaseUrl?: string;
  /** The PostgreSQL pool's size (config.pgPoolMax). */
  pgPoolMax?: number;
}

/** Opens a Kysely instance over SQLite ($dataDir/loom.db, WAL) or PostgreSQL (databaseUrl). */
export function openDb(opts: DbOptions): Db {
  if (opts.databaseUrl) {
    // int8 (count(*), bigint timestamps) as numbers, not strings: our values stay within 2^53.
    pg.types.setTypeParser(20, (v) => Number(v));
    // JIT off: a list's count or search over many rows is estimated costly enough to be compiled by LLVM at every
    // request (hundreds of ms of a backend's CPU each time, more than the query itself); these are short queries.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.pgPoolMax ?? 10, options: '-c jit=off' });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
    rawHandles.set(db, { kind: 'pg', pool });
    return db;
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const sqlite = new SQLite(join(opts.dataDir, 'loom.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  // lower() of every letter, not only ASCII's (SQLite's own), as PostgreSQL's and the web's: searches fold case alike.
  sqlite.function('lower', { deterministic: true }, (s: unknown) => (typeof s === 'string' ? s.toLowerCase() : s));
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new CamelCasePlugin()] });
  rawHandles.set(db, { kind: 'sqlite', sqlite });
  return db;
}

/** The driver under a Kysely instance, for the few hot reads that run statements prepared once (db/prepared.ts). */
export type RawHandle = { kind: 'sqlite'; sqlite: SQLite.Database } | { kind: 'pg'; pool: pg.Pool };
const rawHandles = new WeakMap<Db, RawHandle>();
export const rawHandleOf = (db: Db): RawHandle | undefined => rawHandles.get(db);

/** Brings the schema to the latest version; throws when a migration fails. */
export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
