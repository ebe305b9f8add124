/**
 * Saved super-query plans (高级查询方案, JNPF's base_advancedqueryscheme): a user's named sets of conditions for one
 * generated list, kept per user and per model and seen by their owner only.
 */
import type { Kysely } from 'kysely';

export interface AdvancedQueryTable {
  id: string;
  fullName: string;
  /** AND or OR. */
  matchLogic: string;
  /** The conditions as JSON text: [{field, symbol, fieldValue, jnpfKey}]. */
  conditionJson: string;
  /** The generated form's model id (the id its List call is made with). */
  moduleId: string;
  creatorUserId: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

declare module '../schema' {
  interface Database {
    advancedQuery: AdvancedQueryTable;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('advanced_query')
    .addColumn('id', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('match_logic', 'varchar(10)', (c) => c.notNull())
    .addColumn('condition_json', 'text', (c) => c.notNull())
    .addColumn('module_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('creator_user_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('last_modify_time', 'bigint').execute();
  // Every read is one user's plans of one list.
  await db.schema.createIndex('advanced_query_owner').on('advanced_query')
    .columns(['creator_user_id', 'module_id', 'creator_time']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('advanced_query').execute();
}
