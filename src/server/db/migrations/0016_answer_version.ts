/**
 * The CurrentUser answer's version (issue 13): one counter that every write able to change what CurrentUser answers
 * moves forward, in the writer's own transaction, so each instance can keep the built answer and still show a change
 * at the user's next request. Database triggers do the bumping, so no write path (admin screens, seed, imports, a
 * future module) can forget it. The users table is not among them: the user's own row is read with the session at
 * every request and is part of the cache key, and other users' rows do not change this user's answer.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export interface AnswerVersionTable {
  name: string;
  value: number;
}

declare module '../schema' {
  interface Database {
    answerVersion: AnswerVersionTable;
  }
}

/** The tables CurrentUser reads besides users: grants, roles, menus and their parts, systems, organisations, config. */
export const ANSWER_TABLES = ['role', 'authorize', 'user_relation', 'system', 'module', 'module_button', 'module_column',
  'module_form', 'organize', 'position', 'sys_config'] as const;

const BUMP = `UPDATE answer_version SET value = value + 1 WHERE name = 'currentUser'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('answer_version')
    .addColumn('name', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull()).execute();
  await sql`INSERT INTO answer_version (name, value) VALUES ('currentUser', 0)`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql.raw(`CREATE FUNCTION bump_answer_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${BUMP}; RETURN NULL; END $$`).execute(db);
    for (const t of ANSWER_TABLES) {
      await sql.raw(`CREATE TRIGGER ${t}_answer_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${t}
        FOR EACH STATEMENT EXECUTE FUNCTION bump_answer_version()`).execute(db);
    }
    // The previous login's time and place are part of userInfo.
    await sql.raw(`CREATE TRIGGER login_log_answer_version AFTER INSERT ON login_log FOR EACH ROW
      WHEN (NEW.success = 1) EXECUTE FUNCTION bump_answer_version()`).execute(db);
    return;
  }
  for (const t of ANSWER_TABLES) {
    for (const op of ['INSERT', 'UPDATE', 'DELETE']) {
      await sql.raw(`CREATE TRIGGER ${t}_answer_version_${op.toLowerCase()} AFTER ${op} ON ${t}
        BEGIN ${BUMP}; END`).execute(db);
    }
  }
  await sql.raw(`CREATE TRIGGER login_log_answer_version AFTER INSERT ON login_log WHEN NEW.success = 1
    BEGIN ${BUMP}; END`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const t of [...ANSWER_TABLES, 'login_log']) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${t}_answer_version ON ${t}`).execute(db);
    }
    await sql.raw('DROP FUNCTION IF EXISTS bump_answer_version()').execute(db);
  } else {
    for (const t of ANSWER_TABLES) {
      for (const op of ['insert', 'update', 'delete']) {
        await sql.raw(`DROP TRIGGER IF EXISTS ${t}_answer_version_${op}`).execute(db);
      }
    }
    await sql.raw('DROP TRIGGER IF EXISTS login_log_answer_version').execute(db);
  }
  await db.schema.dropTable('answer_version').ifExists().execute();
}
