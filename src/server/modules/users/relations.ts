/**
 * A user's positions, roles and groups live in user_relation (objectType Position, Role, Group); the user form edits
 * them as id lists. Secondary organisations (objectType Organize) are not part of the form and are left alone.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { refuseUser, type UsersText } from './messages';

export interface UserLinks {
  positionIds: string[];
  roleIds: string[];
  groupIds: string[];
}

const LINKS = [
  { key: 'positionIds', objectType: 'Position', table: 'position', missing: 'positionMissing' },
  { key: 'roleIds', objectType: 'Role', table: 'role', missing: 'roleMissing' },
  { key: 'groupIds', objectType: 'Group', table: 'permissionGroup', missing: 'groupMissing' },
] as const satisfies readonly { key: keyof UserLinks; objectType: string; table: string; missing: UsersText }[];

/** The user's links, each list in the order it was saved. */
export async function linksOf(db: Db, userIds: string[]): Promise<Map<string, UserLinks>> {
  const out = new Map(userIds.map((id) => [id, { positionIds: [], roleIds: [], groupIds: [] } as UserLinks]));
  if (!userIds.length) return out;
  const rows = await db.selectFrom('userRelation').select(['userId', 'objectType', 'objectId'])
    .where('userId', 'in', userIds).where('objectType', 'in', LINKS.map((l) => l.objectType))
    .orderBy('sortCode').orderBy('id').execute();
  for (const r of rows) {
    const link = LINKS.find((l) => l.objectType === r.objectType)!;
    out.get(r.userId)![link.key].push(r.objectId);
  }
  return out;
}

/** Refuses (400) ids that name no position, role or group; the form's pickers only offer existing ones. */
export async function checkLinks(db: Db, req: FastifyRequest, links: Partial<UserLinks>) {
  for (const link of LINKS) {
    const ids = [...new Set(links[link.key] ?? [])];
    if (!ids.length) continue;
    const found = await db.selectFrom(link.table).select('id').where('id', 'in', ids).execute();
    if (found.length !== ids.length) throw refuseUser(req, link.missing);
  }
}

/** Replaces the user's links with the given lists (a list left out of `links` is kept as it is). */
export async function saveLinks(trx: Db, userId: string, links: Partial<UserLinks>) {
  for (const link of LINKS) {
    const ids = links[link.key];
    if (!ids) continue;
    await trx.deleteFrom('userRelation').where('userId', '=', userId).where('objectType', '=', link.objectType).execute();
    if (ids.length) {
      await trx.insertInto('userRelation').values([...new Set(ids)].map((objectId, sortCode) => ({
        id: randomUUID(), userId, objectType: link.objectType, objectId, sortCode }))).execute();
    }
  }
}
