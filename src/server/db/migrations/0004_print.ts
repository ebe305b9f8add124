/**
 * Print templates and the print log. A form template (type 2) is bound to one
 * generated form (model_id = visualdev id): its data come from that form's stored record, never from SQL text.
 * Portable column types only (SQLite and PostgreSQL). The Kysely types are merged into `Database` below.
 */
import type { Kysely } from 'kysely';

/** A print template: TinyMCE-style HTML with data-tag placeholders. */
export interface PrintTemplateTable {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  /** 1 flow, 2 form. */
  type: number;
  /** The generated form (visualdev id) whose records the template prints. */
  modelId: string | null;
  printTemplate: string;
  description: string | null;
  sortCode: number;
  enabledMark: number;
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyTime: number | null;
}

/** One print: who printed how many records with which template. */
export interface PrintLogTable {
  id: string;
  printId: string;
  printTitle: string;
  printNum: number;
  userId: string;
  creatorTime: number;
}

declare module '../schema' {
  interface Database {
    printTemplate: PrintTemplateTable;
    printLog: PrintLogTable;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('print_template')
    .addColumn('id', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('category', 'varchar(100)', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('model_id', 'varchar(200)')
    .addColumn('print_template', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('creator_user_id', 'varchar(200)')
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('last_modify_time', 'bigint').execute();
  await db.schema.createIndex('print_template_model').on('print_template').column('model_id').execute();

  await db.schema.createTable('print_log')
    .addColumn('id', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('print_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('print_title', 'varchar(500)', (c) => c.notNull())
    .addColumn('print_num', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull()).execute();
  await db.schema.createIndex('print_log_print').on('print_log').column('print_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('print_log').ifExists().execute();
  await db.schema.dropTable('print_template').ifExists().execute();
}
