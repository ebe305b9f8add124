/**
 * Records at scale (issue 13): the List's default order (newest first) read from an index instead of sorting a
 * form's records, and a file → record reference table, so deciding who may read a stored file asks for the records
 * naming it instead of scanning every record's text. Database triggers keep the references in step with every
 * write (saves, imports, seed, another instance), from the file items' fileId, name and the last segment of their
 * url (a superset: the reader checks each candidate against the form's file fields, engine/record/files.ts).
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export interface VisualdevRecordFileTable {
  recordId: string;
  modelId: string;
  fileName: string;
}

declare module '../schema' {
  interface Database {
    visualdevRecordFile: VisualdevRecordFileTable;
  }
}

/** SQLite: the names the file items (objects in arrays) of `doc` carry; an unreadable text names none. */
const sqliteNames = (doc: string, id: string, model: string) => `
  INSERT INTO visualdev_record_file (record_id, model_id, file_name)
  SELECT DISTINCT ${id}, ${model}, n FROM (
    SELECT CASE WHEN json_type(t.value, '$.fileId') = 'text' THEN json_extract(t.value, '$.fileId') END AS n
      FROM json_tree(CASE WHEN json_valid(${doc}) THEN ${doc} ELSE '{}' END) t
      WHERE t.type = 'object' AND t.fullkey LIKE '%]'
    UNION SELECT CASE WHEN json_type(t.value, '$.name') = 'text' THEN json_extract(t.value, '$.name') END
      FROM json_tree(CASE WHEN json_valid(${doc}) THEN ${doc} ELSE '{}' END) t
      WHERE t.type = 'object' AND t.fullkey LIKE '%]'
    UNION SELECT replace(p, rtrim(p, replace(p, '/', '')), '') FROM (
      SELECT substr(q, 1, instr(q || '#', '#') - 1) AS p FROM (
        SELECT substr(u, 1, instr(u || '?', '?') - 1) AS q FROM (
          SELECT CASE WHEN json_type(t.value, '$.url') = 'text' THEN json_extract(t.value, '$.url') END AS u
            FROM json_tree(CASE WHEN json_valid(${doc}) THEN ${doc} ELSE '{}' END) t
            WHERE t.type = 'object' AND t.fullkey LIKE '%]'))))
  WHERE n IS NOT NULL AND n <> ''`;

const PG_NAMES = `
  SELECT DISTINCT n FROM (
    SELECT CASE WHEN jsonb_typeof(o -> 'fileId') = 'string' THEN o ->> 'fileId' END AS n FROM items
    UNION SELECT CASE WHEN jsonb_typeof(o -> 'name') = 'string' THEN o ->> 'name' END FROM items
    UNION SELECT CASE WHEN jsonb_typeof(o -> 'url') = 'string'
      THEN regexp_replace(split_part(split_part(o ->> 'url', '?', 1), '#', 1), '^.*/', '') END FROM items) names
  WHERE n IS NOT NULL AND n <> ''`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('visualdev_record_created').on('visualdev_record')
    .columns(['model_id', 'creator_time', 'id']).execute();
  await db.schema.createTable('visualdev_record_file')
    .addColumn('record_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('model_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(500)', (c) => c.notNull()).execute();
  await db.schema.createIndex('visualdev_record_file_name').on('visualdev_record_file').columns(['file_name', 'model_id'])
    .execute();
  await db.schema.createIndex('visualdev_record_file_record').on('visualdev_record_file').column('record_id').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql.raw(`CREATE FUNCTION visualdev_record_file_names(doc text) RETURNS SETOF text LANGUAGE plpgsql AS $$
      BEGIN
        RETURN QUERY WITH items AS (
          SELECT o FROM jsonb_path_query(doc::jsonb, 'strict $.**[*] ? (@.type() == "object")', '{}', true) o)
          ${PG_NAMES};
      EXCEPTION WHEN others THEN RETURN; -- an unreadable record names no file
      END $$`).execute(db);
    await sql.raw(`CREATE FUNCTION visualdev_record_files() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN DELETE FROM visualdev_record_file WHERE record_id = OLD.id; END IF;
        IF TG_OP <> 'DELETE' THEN
          INSERT INTO visualdev_record_file (record_id, model_id, file_name)
            SELECT NEW.id, NEW.model_id, n FROM visualdev_record_file_names(NEW.data) n;
        END IF;
        RETURN NULL;
      END $$`).execute(db);
    await sql.raw(`CREATE TRIGGER visualdev_record_files AFTER INSERT OR UPDATE OF data, id, model_id OR DELETE
      ON visualdev_record FOR EACH ROW EXECUTE FUNCTION visualdev_record_files()`).execute(db);
    await sql.raw(`INSERT INTO visualdev_record_file (record_id, model_id, file_name)
      SELECT r.id, r.model_id, n FROM visualdev_record r, visualdev_record_file_names(r.data) n`).execute(db);
    return;
  }
  await sql.raw(`CREATE TRIGGER visualdev_record_files_insert AFTER INSERT ON visualdev_record BEGIN
    ${sqliteNames('NEW.data', 'NEW.id', 'NEW.model_id')}; END`).execute(db);
  await sql.raw(`CREATE TRIGGER visualdev_record_files_update AFTER UPDATE OF data, id, model_id ON visualdev_record BEGIN
    DELETE FROM visualdev_record_file WHERE record_id = OLD.id;
    ${sqliteNames('NEW.data', 'NEW.id', 'NEW.model_id')}; END`).execute(db);
  await sql.raw(`CREATE TRIGGER visualdev_record_files_delete AFTER DELETE ON visualdev_record BEGIN
    DELETE FROM visualdev_record_file WHERE record_id = OLD.id; END`).execute(db);
  // The records stored so far: rewriting each row's data with itself runs the update trigger for it.
  await sql.raw('UPDATE visualdev_record SET data = data').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql.raw('DROP TRIGGER IF EXISTS visualdev_record_files ON visualdev_record').execute(db);
    await sql.raw('DROP FUNCTION IF EXISTS visualdev_record_files()').execute(db);
    await sql.raw('DROP FUNCTION IF EXISTS visualdev_record_file_names(text)').execute(db);
  } else {
    for (const t of ['insert', 'update', 'delete']) {
      await sql.raw(`DROP TRIGGER IF EXISTS visualdev_record_files_${t}`).execute(db);
    }
  }
  await db.schema.dropTable('visualdev_record_file').ifExists().execute();
  await db.schema.dropIndex('visualdev_record_created').ifExists().execute();
}
