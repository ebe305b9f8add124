/**
 * The version of the generated forms' definitions (issue 13): one counter that every insert, update and delete of a
 * visualdev row moves forward, by a trigger in the writer's own transaction (design saves, releases, imports, the
 * seed, a future module: none can forget it). Each instance keeps the parsed and completed definition of a form
 * under this version (visualdev/guard.ts) and reads the counter, a few bytes, at each request instead of the
 * definition's JSON: a definition saved through any instance is seen by every instance at its next request. A row of
 * answer_version (migration 0016), beside the CurrentUser answer's counter; one counter for all forms, since
 * definitions change seldom and a change then costs one re-read per form.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const BUMP = `UPDATE answer_version SET value = value + 1 WHERE name = 'definitions'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`INSERT INTO answer_version (name, value) VALUES ('definitions', 0)`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql.raw(`CREATE FUNCTION bump_definition_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${BUMP}; RETURN NULL; END $$`).execute(db);
    await sql.raw(`CREATE TRIGGER visualdev_definition_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON visualdev
      FOR EACH STATEMENT EXECUTE FUNCTION bump_definition_version()`).execute(db);
    return;
  }
  for (const op of ['INSERT', 'UPDATE', 'DELETE']) {
    await sql.raw(`CREATE TRIGGER visualdev_definition_version_${op.toLowerCase()} AFTER ${op} ON visualdev
      BEGIN ${BUMP}; END`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql.raw('DROP TRIGGER IF EXISTS visualdev_definition_version ON visualdev').execute(db);
    await sql.raw('DROP FUNCTION IF EXISTS bump_definition_version()').execute(db);
  } else {
    for (const op of ['insert', 'update', 'delete']) {
      await sql.raw(`DROP TRIGGER IF EXISTS visualdev_definition_version_${op}`).execute(db);
    }
  }
  await sql`DELETE FROM answer_version WHERE name = 'definitions'`.execute(db);
}
