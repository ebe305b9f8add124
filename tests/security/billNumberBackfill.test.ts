/**
 * Migration 0006 records the numbers issued before it, so an upgraded installation never issues them again: the
 * numbers stored in records' billRule fields, the reserved ones and each rule's last number, and each rule's period.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migrator } from 'kysely';
import { migrationProvider, migrations } from '../../src/server/db/migrations';
import { startServer, type TestServer } from '../api/helpers';

let s: TestServer;
beforeAll(async () => { s = await startServer({ listen: false }); });
afterAll(async () => { await s?.close(); });

async function migrateTo(name: string) {
  const { error } = await new Migrator({ db: s.app.loom.db, provider: migrationProvider }).migrateTo(name);
  if (error) throw error;
}

describe('migration 0006 on a store that already issued numbers', () => {
  it('records the numbers stored in records and each rule\'s last number, and the rule\'s period', async () => {
    const db = s.app.loom.db;
    const names = Object.keys(migrations).sort();
    const before = names[names.indexOf('0006_serial_numbers') - 1];
    await migrateTo(before);
    // As the old code left it: a 2-digit rule past 99 whose last number the old slicing misread.
    const rule = await db.selectFrom('billRule').select(['id', 'prefix']).where('enCode', '=', 'cgdj')
      .executeTakeFirstOrThrow();
    await db.updateTable('billRule').set({ digit: 2, startNumber: '01', thisNumber: 120, outputNumber: 'cgdj20250314120' })
      .where('id', '=', rule.id).execute();
    const stored = (await db.selectFrom('visualdevRecord').select('data').where('modelId', '=', 'vd-purchase-order')
      .execute()).map((r) => JSON.parse(r.data).billRuleField101 as string);
    expect(stored.length).toBeGreaterThan(0);

    await migrateTo(names.at(-1)!);
    const recorded = new Set((await db.selectFrom('billNumber').select('number').where('ruleId', '=', rule.id)
      .execute()).map((r) => r.number));
    for (const n of [...stored, 'cgdj20250314120']) expect(recorded.has(n), n).toBe(true);
    const after = await db.selectFrom('billRule').select(['numberPeriod', 'thisNumber']).where('id', '=', rule.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ numberPeriod: '20250314', thisNumber: 120 });
  });
});
