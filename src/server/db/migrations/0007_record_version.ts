/**
 * Concurrent edits are not silently lost (issue 10 item 5): a generated-form record carries a version, 1 when
 * created and one more on each update, so an update made from a stale copy can be told apart and refused when the
 * form's concurrencyLock is on (modules/visualdev/version.ts). Existing records start at 1.
 * The Kysely type is merged into `Database` below; `Generated` because inserts leave it to the default.
 */
import type { Generated, Kysely } from 'kysely';

export interface RecordVersionColumn {
  version: Generated<number>;
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface VisualdevRecordTable extends RecordVersionColumn {}
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('visualdev_record')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('visualdev_record').dropColumn('version').execute();
}
