/**
 * What a generated form's List needs besides the rows of its page: how many records each model holds and a version
 * that moves with every write to them, both kept by triggers in the writer's own transaction (no write path can
 * forget them, and every instance reads the same row). The unfiltered total is then one row read instead of a count
 * over the model, and a filtered total can be remembered until the model's next write. On PostgreSQL the stored
 * JSON text is also kept parsed (a generated jsonb column), so a search or sort reads jsonb instead of parsing the
 * text of every row it looks at.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export interface VisualdevRecordCountTable {
  modelId: string;
  /** How many records the model has. */
  records: number;
  /** Moves forward with every insert, update and delete of the model's records. */
  version: number;
}

declare module '../schema' {
  interface Database {
    visualdevRecordCount: VisualdevRecordCountTable;
  }
}

const COUNT = 'visualdev_record_count';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable(COUNT)
    .addColumn('model_id', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('records', 'bigint', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull()).execute();
  await sql.raw(`INSERT INTO ${COUNT} (model_id, records, version)
    SELECT model_id, count(*), 1 FROM visualdev_record GROUP BY model_id`).execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql.raw('ALTER TABLE visualdev_record ADD COLUMN doc jsonb GENERATED ALWAYS AS (data::jsonb) STORED').execute(db);
    // Statement triggers over the transition tables: a bulk insert updates each model's row once.
    const upsert = (rows: string, sign: string) => `INSERT INTO ${COUNT} AS c (model_id, records, version)
      SELECT model_id, ${sign}count(*), 1 FROM ${rows} GROUP BY model_id
      ON CONFLICT (model_id) DO UPDATE SET records = c.records + excluded.records, version = c.version + 1`;
    const fn = (name: string, body: string) => sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql
      AS $$ BEGIN ${body}; RETURN NULL; END $$`).execute(db);
    await fn('visualdev_record_count_insert', upsert('new_rows', ''));
    await fn('visualdev_record_count_delete', upsert('old_rows', '-'));
    await fn('visualdev_record_count_update', `${upsert('old_rows', '-')}; ${upsert('new_rows', '')}`);
    await fn('visualdev_record_count_truncate', `UPDATE ${COUNT} SET records = 0, version = version + 1`);
    await sql.raw(`CREATE TRIGGER visualdev_record_count_insert AFTER INSERT ON visualdev_record
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION visualdev_record_count_insert()`).execute(db);
    await sql.raw(`CREATE TRIGGER visualdev_record_count_delete AFTER DELETE ON visualdev_record
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION visualdev_record_count_delete()`).execute(db);
    await sql.raw(`CREATE TRIGGER visualdev_record_count_update AFTER UPDATE ON visualdev_record
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
      EXECUTE FUNCTION visualdev_record_count_update()`).execute(db);
    await sql.raw(`CREATE TRIGGER visualdev_record_count_truncate AFTER TRUNCATE ON visualdev_record
      FOR EACH STATEMENT EXECUTE FUNCTION visualdev_record_count_truncate()`).execute(db);
    return;
  }
  const add = (model: string) => `INSERT INTO ${COUNT} (model_id, records, version) VALUES (${model}, 1, 1)
    ON CONFLICT (model_id) DO UPDATE SET records = records + 1, version = version + 1`;
  const remove = (model: string) => `UPDATE ${COUNT} SET records = records - 1, version = version + 1
    WHERE model_id = ${model}`;
  await sql.raw(`CREATE TRIGGER visualdev_record_count_insert AFTER INSERT ON visualdev_record
    BEGIN ${add('NEW.model_id')}; END`).execute(db);
  await sql.raw(`CREATE TRIGGER visualdev_record_count_delete AFTER DELETE ON visualdev_record
    BEGIN ${remove('OLD.model_id')}; END`).execute(db);
  await sql.raw(`CREATE TRIGGER visualdev_record_count_update AFTER UPDATE ON visualdev_record
    WHEN OLD.model_id = NEW.model_id
    BEGIN UPDATE ${COUNT} SET version = version + 1 WHERE model_id = NEW.model_id; END`).execute(db);
  await sql.raw(`CREATE TRIGGER visualdev_record_count_move AFTER UPDATE ON visualdev_record
    WHEN OLD.model_id <> NEW.model_id
    BEGIN ${remove('OLD.model_id')}; ${add('NEW.model_id')}; END`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const t of ['insert', 'delete', 'update', 'truncate']) {
      await sql.raw(`DROP TRIGGER IF EXISTS visualdev_record_count_${t} ON visualdev_record`).execute(db);
      await sql.raw(`DROP FUNCTION IF EXISTS visualdev_record_count_${t}()`).execute(db);
    }
    await sql.raw('ALTER TABLE visualdev_record DROP COLUMN IF EXISTS doc').execute(db);
  } else {
    for (const t of ['insert', 'delete', 'update', 'move']) {
      await sql.raw(`DROP TRIGGER IF EXISTS visualdev_record_count_${t}`).execute(db);
    }
  }
  await db.schema.dropTable(COUNT).ifExists().execute();
}
