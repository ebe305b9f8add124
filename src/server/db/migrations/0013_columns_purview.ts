/**
 * Column settings of a menu (Authority GetColumnsByModuleId / SetColumnsByModuleId, spec 001 "Column settings"):
 * one row per menu holding the list's column settings as the client sent them (a JSON array string). Portable
 * column types only (SQLite and PostgreSQL). The Kysely type is merged into `Database` below.
 */
import type { Kysely } from 'kysely';

export interface ColumnsPurviewTable {
  id: string;
  /** The menu (module id) the settings belong to; one row per menu. */
  moduleId: string;
  /** JSON array of column settings. */
  fieldList: string;
  lastModifyUserId: string | null;
  lastModifyTime: number;
}

declare module '../schema' {
  interface Database {
    columnsPurview: ColumnsPurviewTable;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('columns_purview')
    .addColumn('id', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('module_id', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('field_list', 'text', (c) => c.notNull())
    .addColumn('last_modify_user_id', 'varchar(200)')
    .addColumn('last_modify_time', 'bigint', (c) => c.notNull()).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('columns_purview').ifExists().execute();
}
