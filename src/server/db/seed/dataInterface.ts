/** Seed of the data interfaces of fixtures/data-interfaces.json (the only place `table` interfaces are defined). */
import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { insertMissing } from './insert';
import { readFixture } from './people';

interface InterfaceFixture { id: string; fullName: string; enCode: string; category: string; type: string;
  description?: string; enabled?: boolean; config: unknown }

export async function seedDataInterfaces(trx: Transaction<Database>): Promise<void> {
  const now = Date.now();
  await insertMissing(trx, 'dataInterface', (readFixture('data-interfaces.json') as InterfaceFixture[]).map((d, i) => ({
    id: d.id, fullName: d.fullName, enCode: d.enCode, category: d.category, type: d.type,
    config: JSON.stringify(d.config), description: d.description ?? null, sortCode: i,
    enabledMark: d.enabled === false ? 0 : 1, creatorTime: now })));
}
