/**
 * The seed's memory (seed_log, migration 0015): a seeded row the administrator deleted stays deleted when the seed
 * runs again (a restart, or seed() on the same store); a fixture row never seeded before still arrives, with the
 * grants of a menu new in that run; a store seeded before the log existed is adopted without change; admin's
 * password is set only when admin is first seeded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { configFromEnv } from '../../src/server/config';
import { seed } from '../../src/server/db/seed';
import type { Db } from '../../src/server/db';
import { ADMIN_PASSWORD, call, login, loginRequest, startServer, type TestServer } from './helpers';

let s: TestServer;
let db: Db;
let admin: string;
const DICT = '00027e3ecaf54f008a5d7e25c6d4f4c3'; // 保密, a seeded dictionary entry
const DICT2 = '00C3CCB3-47E1-4FA3-8F8E-3AF6EA6D808A'; // 文艺演出

const exists = async (table: 'users' | 'position' | 'module' | 'dictionaryData' | 'moduleButton', id: string) =>
  Boolean(await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst());
/** Log entries by table, less grants and demo records: those are written only with a new role, item or form. */
const logCounts = async () => Object.fromEntries((await db.selectFrom('seedLog')
  .select(['tableName', (e) => e.fn.countAll().as('n')]).where('tableName', 'not in', ['authorize', 'visualdev_record'])
  .groupBy('tableName').orderBy('tableName').execute()).map((r) => [r.tableName, Number(r.n)]));

beforeAll(async () => {
  s = await startServer({ listen: false });
  db = s.app.loom.db;
  admin = await login(s.app);
});
afterAll(async () => s?.close());

describe('the seed remembers what it seeded', () => {
  it('logs every seeded row on a fresh store', async () => {
    const logged = await db.selectFrom('seedLog').select(['tableName', 'rowId']).execute();
    const has = (t: string, id: string) => logged.some((l) => l.tableName === t && l.rowId === id);
    expect(has('users', 'user-admin')).toBe(true);
    expect(has('position', 'pos-accountant')).toBe(true);
    expect(has('module', 'm-link-trace')).toBe(true);
    expect(has('module_button', 'm-sys-user:button:btn_download')).toBe(true);
    expect(has('dictionary_data', DICT)).toBe(true);
    expect(has('authorize', 'role-sysadmin:module:m-sys-config')).toBe(true);
    expect(logged.some((l) => l.tableName === 'sys_config')).toBe(true);
    expect(logged.some((l) => l.tableName === 'visualdev_record')).toBe(true);
  });

  it('keeps a deleted user, position, menu and dictionary entry deleted across a restart', async () => {
    expect((await call(s.app, 'DELETE', '/api/permission/Users/user-zhaolei', { token: admin })).code).toBe(200);
    // Nobody else holds 会计 (pos-accountant), so the position can go too.
    expect((await call(s.app, 'DELETE', '/api/permission/Position/pos-accountant', { token: admin })).code).toBe(200);
    expect((await call(s.app, 'DELETE', '/api/system/Menu/m-link-pharmacopoeia', { token: admin })).code).toBe(200);
    await db.deleteFrom('dictionaryData').where('id', '=', DICT).execute(); // no delete call for entries yet
    for (const [t, id] of [['users', 'user-zhaolei'], ['position', 'pos-accountant'], ['module', 'm-link-pharmacopoeia'],
      ['dictionaryData', DICT]] as const) expect(await exists(t, id)).toBe(false);

    await seed(db, { adminPassword: ADMIN_PASSWORD, bcryptRounds: 4 });
    // A restart on the same store: a second app, same data directory or database, seeding at build.
    const again: FastifyInstance = await buildApp(configFromEnv({}, { ...s.app.loom.config, seed: true }));
    try {
      const users = await call<{ list: { id: string }[] }>(again, 'GET', '/api/permission/Users?pageSize=100',
        { token: await login(again) });
      expect(users.code).toBe(200);
      expect(users.data!.list.map((u) => u.id)).not.toContain('user-zhaolei');
      expect(users.data!.list.map((u) => u.id)).toContain('user-yangmin');
    } finally {
      await again.close();
    }
    for (const [t, id] of [['users', 'user-zhaolei'], ['position', 'pos-accountant'], ['module', 'm-link-pharmacopoeia'],
      ['dictionaryData', DICT]] as const) expect(await exists(t, id)).toBe(false);
    expect(await db.selectFrom('userRelation').select('id').where('userId', '=', 'user-zhaolei').execute()).toEqual([]);
    expect(await exists('moduleButton', 'm-link-pharmacopoeia:button:btn_add')).toBe(false);
    expect(await loginRequest(s.app, 'zhaolei', '123456')).toMatchObject({ code: 400 });
  });

  it('inserts a fixture row never seeded before (its log entry gone), with the grants of a menu new in that run',
    async () => {
      await db.deleteFrom('seedLog').where('tableName', '=', 'dictionary_data').where('rowId', '=', DICT).execute();
      // A menu a later fixture adds: neither the menu, its buttons nor its grants were ever seeded.
      await db.deleteFrom('authorize').where('itemId', '=', 'm-link-trace').execute();
      await db.deleteFrom('module').where('id', '=', 'm-link-trace').execute();
      await db.deleteFrom('seedLog').where('tableName', '=', 'module').where('rowId', '=', 'm-link-trace').execute();
      await db.deleteFrom('seedLog').where('tableName', '=', 'authorize').where('rowId', 'like', '%:module:m-link-trace')
        .execute();
      await seed(db, { adminPassword: ADMIN_PASSWORD, bcryptRounds: 4 });
      expect(await exists('dictionaryData', DICT)).toBe(true);
      expect(await exists('module', 'm-link-trace')).toBe(true);
      const grants = await db.selectFrom('authorize').select('objectId').where('itemType', '=', 'module')
        .where('itemId', '=', 'm-link-trace').execute();
      expect(grants.length).toBeGreaterThan(0);
      // The ones deleted before stay deleted.
      expect(await exists('users', 'user-zhaolei')).toBe(false);
      expect(await exists('module', 'm-link-pharmacopoeia')).toBe(false);
    });

  it('adopts a store seeded before the log existed: rows there are logged, nothing changes', async () => {
    const before = await logCounts();
    expect(before.users).toBe(10);
    await db.updateTable('position').set({ fullName: '改过的名字' }).where('id', '=', 'pos-sales').execute();
    await db.deleteFrom('dictionaryData').where('id', '=', DICT2).execute();
    await db.deleteFrom('seedLog').execute();
    await seed(db, { adminPassword: ADMIN_PASSWORD, bcryptRounds: 4 });
    // Rows there are adopted as they are; rows missing are (with no log to tell) seeded, as before the log existed.
    expect((await db.selectFrom('position').select('fullName').where('id', '=', 'pos-sales').executeTakeFirst())!
      .fullName).toBe('改过的名字');
    expect(await exists('dictionaryData', DICT2)).toBe(true);
    expect(await exists('users', 'user-zhaolei')).toBe(true);
    expect(await logCounts()).toEqual(before);
    await seed(db, { adminPassword: ADMIN_PASSWORD, bcryptRounds: 4 });
    expect(await logCounts()).toEqual(before);
  });

  it('sets admin\'s password only when admin is first seeded', async () => {
    await seed(db, { adminPassword: 'another-password', bcryptRounds: 4 });
    expect((await loginRequest(s.app, 'admin', ADMIN_PASSWORD)).code).toBe(200);
    expect((await loginRequest(s.app, 'admin', 'another-password')).code).not.toBe(200);
  });
});
