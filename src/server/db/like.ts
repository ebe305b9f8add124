/**
 * Keyword matching in SQL: what the user typed is matched as text. LIKE's wildcards (% and _) and the escape
 * character are escaped, with the same ESCAPE clause on SQLite and PostgreSQL, so a keyword "%" finds the rows
 * that contain a percent sign, not every row. Both sides are lower-cased, so the match ignores case on both stores
 * (PostgreSQL's LIKE alone would not). NUL never reaches a query: http/input.ts refuses it in every request.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** `text` with LIKE's wildcards and its escape character (backslash) escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A where-condition: `column` contains `text` (or, with 'prefix', starts with it), ignoring case. */
export function likeText(column: string, text: string, at: 'anywhere' | 'prefix' = 'anywhere'): RawBuilder<SqlBool> {
  const pattern = `${at === 'anywhere' ? '%' : ''}${escapeLike(text.toLowerCase())}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
