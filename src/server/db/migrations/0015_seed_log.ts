/**
 * The seed's memory (issue: deleted seeded rows came back at the next start): one row per fixture row the seed has
 * ever seeded, by table (the SQL table name) and key (the row's id, or config_key for sys_config). The seed inserts a
 * fixture row only when it is not logged here, so a row the administrator deleted stays deleted, while a row a later
 * fixture adds still arrives. Portable column types only (SQLite and PostgreSQL). The Kysely type is merged into
 * `Database` below.
 */
import type { Kysely } from 'kysely';

export interface SeedLogTable {
  /** SQL name of the seeded table (users, module_button, …). */
  tableName: string;
  /** The seeded row's key. */
  rowId: string;
  /** When the row was first seeded, or first found already there (a store seeded before the log existed). */
  seededAt: number;
}

declare module '../schema' {
  interface Database {
    seedLog: SeedLogTable;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('seed_log')
    .addColumn('table_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('row_id', 'varchar(500)', (c) => c.notNull())
    .addColumn('seeded_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('seed_log_pk', ['table_name', 'row_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seed_log').ifExists().execute();
}
