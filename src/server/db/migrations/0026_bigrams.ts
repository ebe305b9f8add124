/**
 * PostgreSQL: the pairs of adjacent characters of a text (loom_bigrams), so a List's keyword or fuzzy search of two
 * characters, the length of many Chinese names, is looked up in an index instead of compared in every record: a
 * trigram index cannot look up a needle shorter than three characters (pg_trgm extracts no trigram from it). The
 * list's indexes (visualdev/query/indexes.ts) put a GIN index over loom_bigrams(lower(value)) beside each field's
 * trigram index; the search asks `loom_bigrams(...) @> array[needle]` and still compares with LIKE, so the answers are
 * those of a scan. SQLite has no such index (its FTS5 trigram tokenizer cannot look two characters up either).
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  // IMMUTABLE and STRICT, so it may index an expression; the distinct pairs, in no particular order.
  await sql.raw(`CREATE OR REPLACE FUNCTION loom_bigrams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT
    PARALLEL SAFE AS $$ SELECT coalesce(array_agg(DISTINCT substr(t, i, 2)), '{}')
      FROM generate_series(1, length(t) - 1) AS i $$`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql.raw('DROP FUNCTION IF EXISTS loom_bigrams(text) CASCADE').execute(db);
}
