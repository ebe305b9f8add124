/**
 * User administration (issue 11): the columns the user form edits beyond the account columns —
 * a free-text description, the user's manager (whose subordinates getSubordinates and Current/Subordinate answer)
 * and the time of the last change by an administrator. All optional, so nothing that creates users has to know them.
 * The Kysely types are merged into `Database` below.
 */
import type { Kysely } from 'kysely';

export interface UserAdminColumns {
  description: string | null;
  managerId: string | null;
  lastModifyTime: number | null;
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface UsersTable extends UserAdminColumns {}
}

const COLUMNS: [string, string][] = [['description', 'varchar(500)'], ['manager_id', 'varchar(200)'],
  ['last_modify_time', 'bigint']];

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds a single column at a time.
  for (const [name, type] of COLUMNS) await db.schema.alterTable('users').addColumn(name, type as 'text').execute();
  await db.schema.createIndex('users_manager').on('users').column('manager_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_manager').ifExists().execute();
  for (const [name] of [...COLUMNS].reverse()) await db.schema.alterTable('users').dropColumn(name).execute();
}
