/**
 * What the organisation, position, role and group administration routes share: their access declarations, the
 * request schemas of paths and queries (bodies are checked with the screens' form files, http/screenForm.ts), paging,
 * refusals and saves that run one at a time per kind.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db';
import { ApiError } from '../../http/envelope';
import { adminText, type AdminText } from './adminMessages';

/** Route options of an administration call granted by the menu `menu` (and its `button`). */
export const byMenu = (menu: string, button?: string) => ({ access: 'menu' as const, menu, ...(button ? { button } : {}) });

const idText = { type: 'string', minLength: 1, maxLength: 100 };
export const idParams = { type: 'object', required: ['id'], properties: { id: idText } };
export const idList = { type: 'array', maxItems: 1000, items: idText };

export interface PageQuery { keyword?: string; currentPage: number; pageSize: number }
export const pageQueryProps = {
  keyword: { type: 'string', maxLength: 100 },
  currentPage: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 1000, default: 20 },
};

/** `{list, pagination}` of one page of `rows`. */
export function page<T>(rows: T[], q: PageQuery) {
  const start = (q.currentPage - 1) * q.pageSize;
  return { list: rows.slice(start, start + q.pageSize),
    pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total: rows.length } };
}

/** A 400 refusal with its text in the user's language. */
export const refuse = (req: FastifyRequest, key: AdminText) => new ApiError(400, 'paramInvalid', {}, adminText(req.lang, key));
export const notFound = () => new ApiError(404, 'recordNotFound');

export const newId = () => randomUUID().replace(/-/g, '');

/**
 * Runs a check-then-write of one kind of entity (organize, position, role, group) in a transaction that no other
 * save of that kind runs beside: two saves of the same new code at once would otherwise both pass the duplicate
 * check. SQLite runs one write transaction at a time anyway; PostgreSQL takes a transaction-scoped advisory lock.
 * (Codes have no unique index: the seed re-creates deleted fixture rows at start, which an index would refuse.)
 */
export async function exclusive<T>(db: Db, kind: string, save: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`select pg_advisory_xact_lock(hashtext(${`loom.admin.${kind}`}))`.execute(trx);
    }
    return save(trx);
  });
}

/** The fields every administered entity shares, as stored from a validated body. */
export interface CommonBody { fullName: string; enCode: string; sortCode?: number; enabledMark?: number;
  description?: string }

/** The stored values of the shared fields; name and code are trimmed, and blank ones refused. */
export function commonValues(b: CommonBody) {
  const fullName = b.fullName.trim();
  const enCode = b.enCode.trim();
  for (const [field, v] of [['fullName', fullName], ['enCode', enCode]]) {
    if (!v) throw new ApiError(400, 'paramRequired', { field });
  }
  return { fullName, enCode, sortCode: b.sortCode ?? 0, enabledMark: b.enabledMark ?? 1,
    description: b.description ?? null };
}
