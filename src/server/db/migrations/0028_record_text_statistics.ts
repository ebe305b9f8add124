/**
 * PostgreSQL: finer statistics of the pairs of characters in each record's search text (the index of migration 0027).
 * With the default target the planner knew only the most common pairs and guessed a rare keyword five times as
 * frequent as it was (0.1% of 1,000,000 records taken for 0.48%); it then walked the list's order index filtering
 * every row (20,000 rows, ~10 ms of the backend per request) instead of looking the 1,000 matches up in the index
 * (~3 ms). A target of 1,000 keeps ten times as many pairs and their frequencies; ANALYZE samples more rows for it.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql.raw('ALTER INDEX visualdev_record_text_pairs ALTER COLUMN 1 SET STATISTICS 1000').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql.raw('ALTER INDEX visualdev_record_text_pairs ALTER COLUMN 1 SET STATISTICS -1').execute(db);
}
