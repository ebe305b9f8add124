/**
 * SQLite: the text values of every record, in a full-text index of trigrams (FTS5), so a List's keyword or fuzzy
 * search of three or more characters reads the few records holding the text instead of the JSON of every record.
 * One index row per record (keyed by the record's rowid) holds the record's top-level values, one per line;
 * triggers keep it in step with every write. The index only narrows: the search still compares the searched fields
 * themselves, so the answers are those of a scan. (PostgreSQL has its trigram indexes per field: query/indexes.ts.)
 * A VACUUM may renumber the rowids of a table without an integer primary key: one must be followed by
 * `INSERT INTO visualdev_record_text(visualdev_record_text) VALUES ('delete-all')` and the refill below.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The record's top-level values that are not lists or objects, one per line, as SQL reads them as text (a fuzzy
 * search matches a number's digits too); an unreadable data text holds none.
 */
const body = (data: string) => `(SELECT group_concat(value, char(10)) FROM json_each(CASE WHEN json_valid(${data})
  THEN ${data} ELSE '{}' END) WHERE type NOT IN ('object', 'array', 'null'))`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql.raw(`CREATE VIRTUAL TABLE visualdev_record_text USING fts5(body, tokenize = 'trigram', content = '',
    contentless_delete = 1)`).execute(db);
  await sql.raw(`INSERT INTO visualdev_record_text (rowid, body) SELECT rowid, ${body('data')} FROM visualdev_record`)
    .execute(db);
  await sql.raw(`CREATE TRIGGER visualdev_record_text_insert AFTER INSERT ON visualdev_record BEGIN
    INSERT INTO visualdev_record_text (rowid, body) VALUES (NEW.rowid, ${body('NEW.data')}); END`).execute(db);
  await sql.raw(`CREATE TRIGGER visualdev_record_text_update AFTER UPDATE OF data ON visualdev_record BEGIN
    DELETE FROM visualdev_record_text WHERE rowid = OLD.rowid;
    INSERT INTO visualdev_record_text (rowid, body) VALUES (NEW.rowid, ${body('NEW.data')}); END`).execute(db);
  await sql.raw(`CREATE TRIGGER visualdev_record_text_delete AFTER DELETE ON visualdev_record BEGIN
    DELETE FROM visualdev_record_text WHERE rowid = OLD.rowid; END`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const t of ['insert', 'update', 'delete']) {
    await sql.raw(`DROP TRIGGER IF EXISTS visualdev_record_text_${t}`).execute(db);
  }
  await sql.raw('DROP TABLE IF EXISTS visualdev_record_text').execute(db);
}
