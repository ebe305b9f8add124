/**
 * Seed of permission groups (with members) and organisation-scoped roles from fixtures/groups.json. Idempotent,
 * through the seed's one insert (seed/insert.ts): only rows never seeded before are inserted. Also readFixture, which
 * the other seed parts share.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { insertMissing } from './insert';

type Trx = Transaction<Database>;

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'fixtures');

/** Parses one JSON file of fixtures/. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const readFixture = (name: string): any => JSON.parse(readFileSync(join(FIXTURES, name), 'utf8'));

interface GroupFixture { id: string; type: string; fullName: string; enCode: string; description?: string;
  enabled?: boolean; members: string[] }
interface OrganizeRoleFixture { id: string; fullName: string; enCode: string; organizeId: string; description?: string }

export async function seedPeople(trx: Trx): Promise<void> {
  const { groups, organizeRoles } = readFixture('groups.json') as { groups: GroupFixture[];
    organizeRoles: OrganizeRoleFixture[] };
  const now = Date.now();
  await insertMissing(trx, 'permissionGroup', groups.map((g, i) => ({ id: g.id, type: g.type, fullName: g.fullName,
    enCode: g.enCode, sortCode: i, enabledMark: g.enabled === false ? 0 : 1, description: g.description ?? null,
    creatorTime: now })));
  await insertMissing(trx, 'userRelation', groups.flatMap((g) => g.members.map((userId, i) => ({
    id: `${userId}:Group:${g.id}`, userId, objectType: 'Group', objectId: g.id, sortCode: i }))));
  // Roles bound to one organisation (globalMark 0); nobody holds them, so nobody's menus change.
  await insertMissing(trx, 'role', organizeRoles.map((r, i) => ({ id: r.id, fullName: r.fullName, enCode: r.enCode,
    type: 'user', globalMark: 0, sortCode: 100 + i, enabledMark: 1, description: r.description ?? null,
    creatorTime: now })));
  await insertMissing(trx, 'organizeRelation', organizeRoles.map((r) => ({ id: `${r.organizeId}:Role:${r.id}`,
    organizeId: r.organizeId, objectType: 'Role', objectId: r.id })));
}
