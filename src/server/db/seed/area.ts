/** Seed of the province/city/district tree of fixtures/areas.json (GB/T 2260 codes as ids). Idempotent. */
import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../schema';
import { insertMissing } from './insert';
import { readFixture } from './people';

interface AreaNode { id: string; fullName: string; children?: AreaNode[] }

/** Flattens the nested fixture into rows with parentId ('-1' for provinces), level (1-3) and sort order. */
export function flattenAreas(nodes: AreaNode[], parentId = '-1', level = 1): Insertable<Database['area']>[] {
  return nodes.flatMap((n, i) => [
    { id: n.id, parentId, fullName: n.fullName, enCode: n.id, level, sortCode: i, enabledMark: 1 },
    ...flattenAreas(n.children ?? [], n.id, level + 1),
  ]);
}

export async function seedAreas(trx: Transaction<Database>): Promise<void> {
  await insertMissing(trx, 'area', flattenAreas(readFixture('areas.json') as AreaNode[]));
}
