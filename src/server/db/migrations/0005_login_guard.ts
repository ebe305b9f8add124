/**
 * The login guard (issue 10 item 3): failed sign-ins and locks are counted per account name, whether or not a user
 * has that name, so an unknown account answers exactly like a known one. users.lock_mark and log_error_count are
 * no longer read by login. Portable column types only (SQLite and PostgreSQL); the Kysely types are merged below.
 */
import type { Kysely } from 'kysely';

/** One account name's failures since its last success, and the lock they earned. */
export interface LoginGuardTable {
  /** The account name as typed (trimmed); known or not. */
  account: string;
  /** Wrong passwords since the last success or the last lock. */
  failures: number;
  /** Locks earned since the last success or unlock: each one lasts longer than the one before. */
  locks: number;
  /** Milliseconds; no sign-in before it. Null when not locked. */
  lockedUntil: number | null;
  /** Time of the last failure, for sweeping idle rows. */
  updatedAt: number;
}

declare module '../schema' {
  interface Database {
    loginGuard: LoginGuardTable;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('login_guard')
    .addColumn('account', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull()).execute();
  await db.schema.createIndex('login_guard_updated').on('login_guard').column('updated_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_guard').ifExists().execute();
}
