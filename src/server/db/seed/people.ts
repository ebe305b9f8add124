/**
 * Seed of permission groups (with members) and organisation-scoped roles from fixtures/groups.json. Idempotent:
 * rows already there by id are left alone. Also the small insert helper the other seed parts share.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../schema';

type Trx = Transaction<Database>;

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'fixtures');

/** Parses one JSON file of fixtures/. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const readFixture = (name: string): any => JSON.parse(readFileSync(join(FIXTURES, name), 'utf8'));

/** Inserts the rows whose `key` is not stored yet. */
export async function insertNew<T extends keyof Database>(trx: Trx, table: T, rows: Insertable<Database[T]>[],
  key = 'id'): Promise<void> {
  if (!rows.length) return;
  const keys = rows.map((r) => (r as Record<string, string>)[key]);
  const existing = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const found = await (trx.selectFrom(table) as any).select(key).where(key, 'in', keys.slice(i, i + 500)).execute();
    for (const f of found as Record<string, string>[]) existing.add(f[key]);
  }
  const fresh = rows.filter((r) => !existing.has((r as Record<string, string>)[key]));
  for (let i = 0; i < fresh.length; i += 100) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await (trx.insertInto(table) as any).values(fresh.slice(i, i + 100)).execute();
  }
}

interface GroupFixture { id: string; type: string; fullName: string; enCode: string; description?: string;
  enabled?: boolean; members: string[] }
interface OrganizeRoleFixture { id: string; fullName: string; enCode: string; organizeId: string; description?: string }

export async function seedPeople(trx: Trx): Promise<void> {
  const { groups, organizeRoles } = readFixture('groups.json') as { groups: GroupFixture[];
    organizeRoles: OrganizeRoleFixture[] };
  const now = Date.now();
  await insertNew(trx, 'permissionGroup', groups.map((g, i) => ({ id: g.id, type: g.type, fullName: g.fullName,
    enCode: g.enCode, sortCode: i, enabledMark: g.enabled === false ? 0 : 1, description: g.description ?? null,
    creatorTime: now })));
  await insertNew(trx, 'userRelation', groups.flatMap((g) => g.members.map((userId, i) => ({
    id: `${userId}:Group:${g.id}`, userId, objectType: 'Group', objectId: g.id, sortCode: i }))));
  // Roles bound to one organisation (globalMark 0); nobody holds them, so nobody's menus change.
  await insertNew(trx, 'role', organizeRoles.map((r, i) => ({ id: r.id, fullName: r.fullName, enCode: r.enCode,
    type: 'user', globalMark: 0, sortCode: 100 + i, enabledMark: 1, description: r.description ?? null,
    creatorTime: now })));
  await insertNew(trx, 'organizeRelation', organizeRoles.map((r) => ({ id: `${r.organizeId}:Role:${r.id}`,
    organizeId: r.organizeId, objectType: 'Role', objectId: r.id })));
}
