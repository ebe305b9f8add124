/**
 * PostgreSQL: each record's text values in one column, record_text (generated from data: its top-level values that
 * are not lists, objects or null, lower-cased, one per line; as SQLite's full-text body of migration 0022), with a
 * trigram index (three characters or more) and an index of its pairs of characters (two-character needles, 0026).
 * A List's keyword or fuzzy search asks this one column first and compares the searched fields themselves only on the
 * records it finds (visualdev/query/json.ts textHolding), instead of an OR over one index per field: the planner
 * estimated such an OR badly (a two-character needle taken to a trigram index that finds every row, seconds per
 * request), and column statistics of the one text let it choose between looking the needle up (rare) and walking
 * the list's order index until the page is full (frequent).
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  // Parsed once per write (a generated column cannot read the generated doc); an object's members in jsonb order.
  await sql.raw(`CREATE OR REPLACE FUNCTION loom_record_text(data text) RETURNS text LANGUAGE sql IMMUTABLE STRICT
    PARALLEL SAFE AS $$ SELECT string_agg(lower(e.value #>> '{}'), E'\\n') FROM (SELECT data::jsonb AS j) d,
      jsonb_each(CASE WHEN jsonb_typeof(d.j) = 'object' THEN d.j ELSE '{}' END) e
      WHERE jsonb_typeof(e.value) NOT IN ('object', 'array', 'null') $$`).execute(db);
  await sql.raw(`ALTER TABLE visualdev_record ADD COLUMN record_text text
    GENERATED ALWAYS AS (loom_record_text(data)) STORED`).execute(db);
  // A List is a short read among many at once: a parallel plan spends more CPU in all (workers started, rows gathered)
  // to answer one request sooner, and made the planner prefer walking the whole order index in parallel to looking a
  // rare keyword up. Counts over a model without an index to use run serially too.
  await sql.raw('ALTER TABLE visualdev_record SET (parallel_workers = 0)').execute(db);
  // Splitting a text in pairs costs far more than a comparison: the planner must not filter many rows by it.
  await sql.raw('ALTER FUNCTION loom_bigrams(text) COST 1000').execute(db);
  await sql.raw(`CREATE INDEX visualdev_record_text_pairs ON visualdev_record
    USING gin (loom_bigrams(record_text))`).execute(db);
  // pg_trgm is a trusted extension; a server without it (or a user who may not add it) searches by pairs and scans.
  const available = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_available_extensions
    WHERE name = 'pg_trgm'`.execute(db);
  if (!Number(available.rows[0]?.n)) return;
  await sql.raw('SAVEPOINT loom_trgm').execute(db);
  try {
    await sql.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm').execute(db);
    await sql.raw(`CREATE INDEX visualdev_record_text_trigrams ON visualdev_record
      USING gin (record_text gin_trgm_ops)`).execute(db);
    await sql.raw('RELEASE SAVEPOINT loom_trgm').execute(db);
  } catch {
    await sql.raw('ROLLBACK TO SAVEPOINT loom_trgm').execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql.raw('ALTER TABLE visualdev_record RESET (parallel_workers)').execute(db);
  await sql.raw('ALTER TABLE visualdev_record DROP COLUMN IF EXISTS record_text').execute(db);
  await sql.raw('DROP FUNCTION IF EXISTS loom_record_text(text)').execute(db);
  await sql.raw('ALTER FUNCTION loom_bigrams(text) COST 100').execute(db);
}
