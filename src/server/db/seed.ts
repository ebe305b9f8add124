/**
 * Idempotent seed from fixtures/, with a memory (seed_log, see seed/insert.ts): a fixture row is inserted only if it
 * was never seeded before, so existing rows are left alone (a changed password or an advanced serial counter
 * survives restarts) and a seeded row the administrator deleted is not brought back. Demo records are added only
 * together with their form.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Insertable, Transaction } from 'kysely';
import type { FormDefinition, ColumnData } from '../../engine/types';
import type { Db } from './index';
import type { Database } from './schema';
import { hashClientPassword, md5 } from '../modules/oauth/password';
import { fillSystemFields } from '../modules/visualdev/record';
import { issueBillNumber } from '../modules/billRule/number';
import { insertMissing, seededKeys } from './seed/insert';
import { seedPeople } from './seed/people';
import { seedAreas } from './seed/area';
import { seedDataInterfaces } from './seed/dataInterface';
import { seedPrintTemplates } from './seed/print';
import { seedMessageTemplates } from './seed/messageTemplate';
import { seedMenus } from './seed/menus';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'fixtures');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const fixture = (name: string): any => JSON.parse(readFileSync(join(FIXTURES, name), 'utf8'));

export const DEMO_PASSWORD = '123456';

export interface SeedOptions {
  adminPassword: string;
  bcryptRounds: number;
  /** PostgreSQL: lock bill_rule rows while numbering. */
  lockRows?: boolean;
}

type Trx = Transaction<Database>;


const time = (s: unknown) => (typeof s === 'string' && s ? Date.parse(s.replace(' ', 'T')) || null : null);
const num = (s: unknown, d = 0) => (s === null || s === undefined || s === '' ? d : Number(s));

export async function seed(db: Db, opts: SeedOptions): Promise<void> {
  const org = fixture('organization.json');
  const now = Date.now();

  // bcrypt is slow on purpose: hash only for accounts never seeded that do not exist yet, outside the transaction.
  // So admin's password (LOOM_ADMIN_PASSWORD) is set only when admin is first seeded, never over a changed one.
  const seededUsers = await seededKeys(db, 'users');
  const storedUsers = new Set((await db.selectFrom('users').select('id').execute()).map((u) => u.id));
  const users: Insertable<Database['users']>[] = [];
  for (const [i, u] of (org.users as Record<string, unknown>[]).entries()) {
    if (seededUsers.has(u.id as string) || storedUsers.has(u.id as string)) continue;
    const plain = u.account === 'admin' ? opts.adminPassword : DEMO_PASSWORD;
    users.push({
      id: u.id as string, account: u.account as string, realName: u.realName as string,
      passwordHash: await hashClientPassword(md5(plain), opts.bcryptRounds), headIcon: '',
      gender: (u.gender as number) ?? null, mobilePhone: (u.mobilePhone as string) ?? null,
      email: (u.email as string) ?? null, organizeId: u.organizeId as string, isAdministrator: u.isAdministrator ? 1 : 0,
      enabledMark: u.enabled === false ? 0 : 1, lockMark: 0, logErrorCount: 0, theme: 'classic', language: null,
      systemId: null, portalId: '', signImg: '', changePasswordDate: null, sortCode: i, creatorTime: now,
    });
  }

  await db.transaction().execute(async (trx) => {
    const sys = fixture('sys-config.json') as Record<string, unknown>;
    await insertMissing(trx, 'sysConfig', Object.entries(sys).map(([configKey, v]) =>
      ({ configKey, configValue: JSON.stringify(v) })), 'configKey');

    await insertMissing(trx, 'organize', org.organize.map((o: Record<string, unknown>) => ({ ...o,
      enabledMark: 1, description: null, creatorTime: now })));
    await insertMissing(trx, 'position', org.positions.map((p: Record<string, unknown>, i: number) => ({ ...p,
      type: null, sortCode: i, enabledMark: 1, description: null, creatorTime: now })));
    const freshRoles = await insertMissing(trx, 'role', org.roles.map((r: Record<string, unknown>, i: number) => ({ ...r,
      type: 'user', globalMark: 1, sortCode: i, enabledMark: 1, creatorTime: now })));
    await insertMissing(trx, 'users', users, 'id',
      (org.users as { id: string }[]).map((u) => u.id).filter((id) => storedUsers.has(id)));
    const relations = org.users.flatMap((u: { id: string; roles: string[]; positions: string[]; organizeId: string }) => [
      ...u.roles.map((r, i) => ({ id: `${u.id}:Role:${r}`, userId: u.id, objectType: 'Role', objectId: r, sortCode: i })),
      ...u.positions.map((p, i) => ({ id: `${u.id}:Position:${p}`, userId: u.id, objectType: 'Position', objectId: p,
        sortCode: i })),
      { id: `${u.id}:Organize:${u.organizeId}`, userId: u.id, objectType: 'Organize', objectId: u.organizeId, sortCode: 0 },
    ]);
    await insertMissing(trx, 'userRelation', relations);

    await seedMenus(trx, freshRoles);
    await seedReference(trx);
    await seedPeople(trx);
    await seedAreas(trx);
    await seedDataInterfaces(trx);
    await seedPrintTemplates(trx);
    await seedMessageTemplates(trx);
    await seedForms(trx, opts);
  });
}

/** The real dictionary categories, entries and serial-number rules, as they are. */
async function seedReference(trx: Trx) {
  await insertMissing(trx, 'dictionaryType', fixture('reference/dictionary-types.json').map((t: Record<string, unknown>) => ({
    id: t.id, parentId: t.parentId, fullName: t.fullName, enCode: t.enCode, isTree: num(t.isTree),
    description: t.description ?? null, sortCode: num(t.sortCode), enabledMark: num(t.enabledMark, 1),
    creatorTime: time(t.creatorTime) })));
  await insertMissing(trx, 'dictionaryData', fixture('reference/dictionary-data.json').map((d: Record<string, unknown>) => ({
    id: d.id, dictionaryTypeId: d.dictionaryTypeId, parentId: d.parentId, fullName: d.fullName, enCode: d.enCode,
    simpleSpelling: d.simpleSpelling ?? null, isDefault: d.isDefault === null ? null : num(d.isDefault),
    description: d.description ?? null, sortCode: num(d.sortCode), enabledMark: num(d.enabledMark, 1),
    creatorTime: time(d.creatorTime) })));
  await insertMissing(trx, 'billRule', fixture('reference/billrule.json').map((b: Record<string, unknown>) => ({
    id: b.id, fullName: b.fullName, enCode: b.enCode, category: null, prefix: b.prefix ?? '',
    dateFormat: b.dateFormat ?? 'no', digit: num(b.digit, 4), startNumber: String(b.startNumber ?? '1'),
    example: b.example ?? null, thisNumber: b.thisNumber === null ? null : num(b.thisNumber),
    outputNumber: b.outputNumber ?? null, description: b.description ?? null, sortCode: num(b.sortCode),
    enabledMark: num(b.enabledMark, 1), creatorTime: time(b.creatorTime) })));
}

async function seedForms(trx: Trx, opts: SeedOptions) {
  const now = Date.now();
  const defs = fixture('visualdev.json') as { id: string; fullName: string; enCode: string; webType: number; form: string }[];
  const loaded = defs.map((v) => ({ v, def: fixture(v.form) as { formData: FormDefinition; columnData: ColumnData } }));
  const fresh = await insertMissing(trx, 'visualdev', loaded.map(({ v, def }) => ({ id: v.id, fullName: v.fullName,
    enCode: v.enCode, category: null, webType: v.webType, enableFlow: 0, formData: JSON.stringify(def.formData),
    columnData: JSON.stringify(def.columnData), sortCode: 0, enabledMark: 1, creatorTime: now, lastModifyTime: null })));
  const records = fixture('records.json') as Record<string, { id: string; creatorUserId: string;
    data: Record<string, unknown> }[]>;
  const seededRecords = await seededKeys(trx, 'visualdevRecord');
  for (const { v, def } of loaded) {
    if (!fresh.has(v.id)) continue;
    const rows: Insertable<Database['visualdevRecord']>[] = [];
    for (const [i, r] of (records[v.id] ?? []).entries()) {
      if (seededRecords.has(r.id)) continue; // numbered only when it will be inserted
      const creator = await trx.selectFrom('users').select(['id', 'organizeId']).where('id', '=', r.creatorUserId)
        .executeTakeFirst();
      const pos = await trx.selectFrom('userRelation').select('objectId').where('userId', '=', r.creatorUserId)
        .where('objectType', '=', 'Position').executeTakeFirst();
      const at = now - (records[v.id].length - i) * 3_600_000; // oldest first, an hour apart
      const data = await fillSystemFields(def.formData, { ...r.data }, null,
        { userId: r.creatorUserId, organizeId: creator?.organizeId ?? null, positionId: pos?.objectId ?? null, now: at },
        (rule) => issueBillNumber(trx, rule, new Date(at), Boolean(opts.lockRows)));
      rows.push({ id: r.id, modelId: v.id, data: JSON.stringify(data), creatorUserId: r.creatorUserId,
        creatorTime: at, lastModifyUserId: null, lastModifyTime: null });
    }
    await insertMissing(trx, 'visualdevRecord', rows);
  }
}
