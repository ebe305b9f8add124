/**
 * Records at scale (issue 13): two server instances on one store see each other's writes on their next request
 * (no per-process copy of the records, so no fingerprint or timestamp to race), as well as a definition saved and a
 * grant withdrawn through the other (each instance keeps parsed definitions and grants under versions it reads from
 * the store at every request), and one List costs a fixed number of statements whatever the number of records
 * (counted, not timed). On PostgreSQL the instances share one database; on SQLite one store file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PagedList } from '../../src/engine/types';
import { buildApp } from '../../src/server/app';
import { call, login, startServer, type TestServer } from './helpers';
import { storeStatements } from './statements';

type App = FastifyInstance;
let a: App;
let b: App;
let server: TestServer;
let tokenA: string;
let tokenB: string;
let buyer: string;
const MODEL = 'vd-purchase-order';
/** The menu that opens the purchase order (fixtures/menus.json); the purchaser role 王芳 holds is granted it. */
const MENU = 'm-order';

beforeAll(async () => {
  server = await startServer({ listen: false });
  a = server.app;
  // The second instance opens the same store (the same database on PostgreSQL, the same file on SQLite).
  b = await buildApp({ ...a.loom.config, seed: false });
  // One session serves both: the store holds it (signing in again would end the first one).
  tokenA = await login(a);
  tokenB = tokenA;
  buyer = await login(a, 'wangfang');
}, 120_000);
afterAll(async () => {
  await b?.close();
  await server?.close();
});

const list = (s: App, token: string, body: object = {}) => call<PagedList<Record<string, unknown> & { id: string }>>(
  s, 'POST', `/api/visualdev/OnlineDev/${MODEL}/List`, { token, body: { currentPage: 1, pageSize: 50, ...body } });

describe('two instances on one store', () => {
  it('each sees the other one\'s create, update and delete on its next List', async () => {
    const before = (await list(b, tokenB)).data!.pagination.total;
    const created = await call<string>(a, 'POST', `/api/visualdev/OnlineDev/${MODEL}`, { token: tokenA,
      body: { data: JSON.stringify({ comInputField102: '双实例供应商', dateField103: Date.UTC(2025, 5, 1), tableField105: [] }) } });
    expect(created.code, created.msg).toBe(200);
    const seen = await list(b, tokenB, { queryJson: JSON.stringify({ comInputField102: '双实例' }) });
    expect(seen.data!.pagination.total).toBe(1);
    expect((await list(b, tokenB)).data!.pagination.total).toBe(before + 1);
    const id = seen.data!.list[0].id;

    const read = await call<{ data: string }>(b, 'GET', `/api/visualdev/OnlineDev/${MODEL}/${id}`, { token: tokenB });
    const updated = await call(b, 'PUT', `/api/visualdev/OnlineDev/${MODEL}/${id}`, { token: tokenB,
      body: { data: JSON.stringify({ ...JSON.parse(read.data!.data), comInputField102: '改过的供应商' }) } });
    expect(updated.code, updated.msg).toBe(200);
    const renamed = await list(a, tokenA, { queryJson: JSON.stringify({ comInputField102: '改过的' }) });
    expect(renamed.data!.list.map((r) => r.id)).toEqual([id]);
    expect((await list(a, tokenA, { queryJson: JSON.stringify({ comInputField102: '双实例' }) })).data!.pagination.total).toBe(0);

    const removed = await call(a, 'DELETE', `/api/visualdev/OnlineDev/${MODEL}/${id}`, { token: tokenA });
    expect(removed.code, removed.msg).toBe(200);
    expect((await list(b, tokenB)).data!.pagination.total).toBe(before);
  });
});

/**
 * Counts the statements the store runs while `fn` runs: those through Kysely's executor and those sent to SQLite's
 * reader threads (db/readPool.ts). The session check, one statement prepared once (oauth/session.ts), is not counted.
 */
async function countQueries(s: App, fn: () => Promise<unknown>) {
  return (await storeStatements(s.loom.db, fn)).length;
}

describe('two instances, definitions and grants', () => {
  const ids = async (s: App, token: string, body: object = {}) => {
    const res = await list(s, token, body);
    expect(res.code, res.msg).toBe(200);
    return res.data!.list.map((r) => r.id);
  };

  it('a definition saved through one instance is the one the other lists by at its next request', async () => {
    const newestFirst = await ids(b, tokenB); // instance b keeps the definition it parsed
    expect(newestFirst.length).toBeGreaterThan(1);
    const base = await call<Record<string, string>>(a, 'GET', `/api/visualdev/Base/${MODEL}`, { token: tokenA });
    const save = (columns: object) => call(a, 'PUT', `/api/visualdev/Base/${MODEL}`, { token: tokenA,
      body: { ...base.data, columnData: JSON.stringify(columns) } });
    const columns = JSON.parse(base.data!.columnData);
    // The list's own order turned around (ascending by creation time).
    expect((await save({ ...columns, defaultSidx: 'creatorTime', sort: 'asc' })).code).toBe(200);
    expect(await ids(b, tokenB)).toEqual([...newestFirst].reverse());
    expect((await save(columns)).code).toBe(200);
    expect(await ids(b, tokenB)).toEqual(newestFirst);
  });

  it('a grant withdrawn through one instance refuses at the other\'s next request, and given back serves again', async () => {
    expect((await list(b, buyer)).code).toBe(200); // instance b keeps the buyer's grants
    const db = a.loom.db;
    const granted = await db.selectFrom('authorize').selectAll().where('itemType', '=', 'module')
      .where('itemId', '=', MENU).execute();
    expect(granted.length).toBeGreaterThan(0);
    await db.deleteFrom('authorize').where('itemType', '=', 'module').where('itemId', '=', MENU).execute();
    expect((await list(b, buyer)).code).toBe(403);
    await db.insertInto('authorize').values(granted).execute();
    expect((await list(b, buyer)).code).toBe(200);
  });
});

describe('queries per List', () => {
  it('reads the model\'s state and the page: two statements for page 1, for an administrator and a granted user', async () => {
    // First Lists of each user: the definition and the grants are read and kept (before they were read at every
    // List: one statement for the definition, seven more for a user's grants).
    await list(a, tokenA);
    await list(a, buyer);
    const byTime = { sidx: 'creatorTime' };
    // Then per List: the definitions version with the record count (one statement, prepared once) and the page.
    expect(await countQueries(a, () => list(a, tokenA, byTime))).toBe(2);
    expect(await countQueries(a, () => list(a, buyer, byTime))).toBe(2);
    expect(await countQueries(a, () => list(a, buyer, { ...byTime, currentPage: 2, pageSize: 5 }))).toBe(2);
    // The order's own sort, by date descending, reads the dates stored as text first, then the dates; the empty
    // dates are not read once the page holds every record of the total. The text part found empty (the List above)
    // is remembered so until the model's next write, and not read again.
    expect(await countQueries(a, () => list(a, buyer))).toBe(2);
    const first = (await list(a, buyer)).data!.list[0].id;
    await a.loom.db.updateTable('visualdevRecord').set({ lastModifyTime: Date.now() }).where('id', '=', first).execute();
    expect(await countQueries(a, () => list(a, buyer))).toBe(3);
  });

  it('runs the same number of queries for 5 records as for 2,000 more', async () => {

    const byTime = { sidx: 'creatorTime', sort: 'desc', queryJson: JSON.stringify({ comInputField102: '供应' }) };
    const byDate = { sidx: 'dateField103', sort: 'desc', keyword: '供应' };
    // Warm the access rule's first reads with another search: a total is remembered until the model's next write,
    // and both measures below must count theirs (the insert moves the version).
    await list(a, tokenA, { ...byTime, queryJson: JSON.stringify({ comInputField102: '供应商' }) });
    const few = await countQueries(a, () => list(a, tokenA, byTime));
    const fewDate = await countQueries(a, () => list(a, tokenA, byDate));
    const db = a.loom.db;
    const rows = Array.from({ length: 2000 }, (_, i) => ({ id: `many-${i}`, modelId: MODEL,
      data: JSON.stringify({ comInputField102: `供应商${i}`, dateField103: Date.UTC(2025, 0, 1) + i * 60_000,
        tableField105: [{ comInputField106: '当归', numInputField107: i % 7 }] }),
      creatorUserId: null, creatorTime: Date.now() + i, lastModifyUserId: null, lastModifyTime: null }));
    for (let i = 0; i < rows.length; i += 500) await db.insertInto('visualdevRecord').values(rows.slice(i, i + 500)).execute();
    expect(few).toBeGreaterThan(0);
    expect(await countQueries(a, () => list(a, tokenA, byTime))).toBe(few);
    // A date sort counts its three parts (dates, other values, empty) and reads the page from each part it spans.
    expect(await countQueries(a, () => list(a, tokenA, byDate))).toBeLessThanOrEqual(fewDate + 2);
    const res = await list(a, tokenA, { ...byDate, pageSize: 20 });
    expect(res.data!.list).toHaveLength(20);
    expect(res.data!.pagination.total).toBeGreaterThanOrEqual(2000);
  });
});
