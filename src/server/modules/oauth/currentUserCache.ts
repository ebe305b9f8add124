/**
 * The built CurrentUser answer, kept per user as serialised JSON: building it reads a dozen tables and makes a
 * 25 kB document, while it changes only when grants, roles, menus, organisations, positions, system config, a login
 * or the user's own row change. The first five move the answer version in the database (db/migrations/0016), read
 * with the session at every request; the user's row comes with that same read. Both make the cache key, so a change
 * made through any instance shows at the user's next request on every instance.
 */
import type { Db } from '../../db';
import type { User } from '../../db/schema';
import { buildCurrentUser } from './currentUser';

interface Kept { key: string; data: string }

/** Enough for every signed-in user of a large organisation; beyond it the oldest answer is dropped. */
const MAX_KEPT = 2000;

export function currentUserCache(db: Db) {
  const kept = new Map<string, Kept>();

  /** The answer's `data` as JSON, built only when the version or the user's row changed since it was kept. */
  async function dataJson(user: User, version: number | undefined): Promise<string> {
    // Without a version (a session not read through the session check) nothing is kept.
    if (version === undefined) return JSON.stringify(await buildCurrentUser(db, user));
    const key = `${version}\u0000${JSON.stringify(user)}`;
    const hit = kept.get(user.id);
    if (hit?.key === key) return hit.data;
    const data = JSON.stringify(await buildCurrentUser(db, user));
    kept.delete(user.id);
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(user.id, { key, data });
    return data;
  }

  /** The whole `{code, msg, data}` envelope as JSON text (msg is the request's language). */
  return async (user: User, version: number | undefined, msg: string) =>
    `{"code":200,"msg":${JSON.stringify(msg)},"data":${await dataJson(user, version)}}`;
}
