/**
 * Session tokens: 32 random bytes sent as `Bearer <hex>`, stored only as sha256. A token is refused with 600 when
 * expired or logged out, 601 when a newer login replaced it (singleLogin), 602 when unknown, forged or missing.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext, SessionUser } from '../../context';
import { ApiError } from '../../http/envelope';
import { checkAccess, declaredAccess } from '../../http/access';
import type { Db } from '../../db';
import type { User } from '../../db/schema';
import { prepareRead, type PreparedRead } from '../../db/prepared';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Extracts the hex token from an Authorization header ("Bearer <hex>", any case; bare hex accepted). */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^(?:bearer\s+)?([0-9a-f]{64})$/i.exec(header.trim());
  return m ? m[1].toLowerCase() : null;
}

/** Creates a session; under singleLogin the user's other live sessions are revoked as 'replaced'. */
export async function issueToken(db: Db, userId: string, opts: { ttlSeconds: number; singleLogin: boolean;
  ip: string | null; now: number }): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await db.transaction().execute(async (trx) => {
    if (opts.singleLogin) {
      await trx.updateTable('userSession').set({ revokedReason: 'replaced', revokedAt: opts.now })
        .where('userId', '=', userId).where('revokedReason', 'is', null).execute();
    }
    await trx.insertInto('userSession').values({
      id: randomUUID(), tokenHash: sha256(token), userId, createdAt: opts.now,
      expiresAt: opts.now + opts.ttlSeconds * 1000, revokedReason: null, revokedAt: null, ipAddress: opts.ip,
    }).execute();
  });
  return `Bearer ${token}`;
}

export async function revokeSession(db: Db, sessionId: string, reason: 'logout' | 'replaced') {
  await db.updateTable('userSession').set({ revokedReason: reason, revokedAt: Date.now() })
    .where('id', '=', sessionId).execute();
}

/**
 * The session check every request makes, in one statement prepared once per store: the session, its user and the
 * CurrentUser answer version (db/migrations/0016), so a revoked session or a disabled user ends at the next request
 * on every instance while the built CurrentUser answer can be kept between changes.
 */
const sessionReads = new WeakMap<Db, PreparedRead<[string], Record<string, unknown>>>();
function sessionRead(db: Db) {
  let read = sessionReads.get(db);
  if (!read) {
    read = prepareRead(db, 'loom_session_check', db.selectFrom('userSession')
      .leftJoin('users', 'users.id', 'userSession.userId')
      .selectAll('users')
      .select(['userSession.id as sessionRowId', 'userSession.revokedReason as sessionRevokedReason',
        'userSession.expiresAt as sessionExpiresAt'])
      .select(sql<number>`(SELECT value FROM answer_version WHERE name = 'currentUser')`.as('sessionAnswerVersion'))
      .where('userSession.tokenHash', '=', ''));
    sessionReads.set(db, read);
  }
  return read;
}

/** Resolves the Authorization header to a live session and its (enabled) user, or throws 600/601/602. */
export async function authenticate(db: Db, header: string | undefined): Promise<SessionUser> {
  const token = tokenFromHeader(header);
  if (!token) throw new ApiError(602, 'tokenInvalid');
  const [row] = await sessionRead(db)(sha256(token));
  if (!row) throw new ApiError(602, 'tokenInvalid');
  const { sessionRowId, sessionRevokedReason, sessionExpiresAt, sessionAnswerVersion, ...user } = row;
  if (sessionRevokedReason === 'replaced') throw new ApiError(601, 'tokenReplaced');
  if (sessionRevokedReason || Number(sessionExpiresAt) <= Date.now()) throw new ApiError(600, 'tokenExpired');
  if (user.id === null || user.enabledMark !== 1) throw new ApiError(602, 'tokenInvalid');
  return { user: user as unknown as User, sessionId: sessionRowId as string, answerVersion: Number(sessionAnswerVersion) };
}

/**
 * Every /api route not declared 'public' needs a live session, and an 'admin' route an administrator
 * (http/access.ts); unknown routes answer 404 first.
 */
export function registerSessionHook(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onRequest', async (request) => {
    // Only API routes are guarded; static files (and their catch-all route) and unknown routes are not.
    const route = request.routeOptions.url ?? '';
    if (!route.startsWith('/api/') || request.is404 || declaredAccess(request.routeOptions.config) === 'public') return;
    request.session = await authenticate(ctx.db, request.headers.authorization);
    await checkAccess(request, request.session.user, ctx.db);
  });
}
