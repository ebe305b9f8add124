/**
 * What user administration must never do (issue 11 items 4 and 7): leave the platform without an enabled
 * administrator, or leave a disabled or deleted user's sessions alive.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { ApiError } from '../../http/envelope';
import { currentUser } from '../../context';
import { refuseUser, usersText } from './messages';

/**
 * Refuses (400) when, after the change made in `trx`, no enabled administrator remains. Called inside the
 * transaction that made the change, so a refusal rolls it back. On PostgreSQL the administrators' rows are locked
 * first (`lockAdmins`), so two administrators removing each other at once cannot both pass the count.
 */
export async function keepAnAdministrator(trx: Db, req: FastifyRequest) {
  const left = await trx.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('isAdministrator', '=', 1).where('enabledMark', '=', 1).executeTakeFirstOrThrow();
  if (Number(left.n) === 0) throw refuseUser(req, 'lastAdmin');
}

/** Locks the administrators' rows for the rest of the transaction (PostgreSQL; SQLite writes one at a time). */
export async function lockAdmins(trx: Db, postgres: boolean) {
  if (!postgres) return;
  await trx.selectFrom('users').select('id').where('isAdministrator', '=', 1).forUpdate().execute();
}

/**
 * Ends every live session of the user at once: the next request with one of their tokens answers 600 (登录过期),
 * and the shell sends them to the login page. The session hook also refuses a disabled user (602); revoking makes
 * the end final even if the user is enabled again.
 */
export async function endSessions(trx: Db, userId: string, reason: 'disabled' | 'deleted' | 'passwordReset',
  exceptSessionId?: string) {
  let q = trx.updateTable('userSession').set({ revokedReason: reason, revokedAt: Date.now() })
    .where('userId', '=', userId).where('revokedReason', 'is', null);
  if (exceptSessionId) q = q.where('id', '<>', exceptSessionId);
  await q.execute();
}

/**
 * Refuses (403) a caller who is not an administrator acting on an administrator's account (edit, state, password,
 * unlock, delete): a role granted 用户管理 must not be a way to take over or shut out the administrators.
 */
export async function guardAdministrator(db: Db, req: FastifyRequest, targetId: string) {
  if (currentUser(req.session).isAdministrator === 1) return;
  const target = await db.selectFrom('users').select('isAdministrator').where('id', '=', targetId).executeTakeFirst();
  if (target?.isAdministrator === 1) throw new ApiError(403, 'forbidden', {}, usersText(req.lang, 'adminOnly'));
}
