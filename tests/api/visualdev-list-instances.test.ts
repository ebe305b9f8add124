/**
 * Records at scale (issue 13): two server instances on one store see each other's writes on their next request
 * (no per-process copy of the records, so no fingerprint or timestamp to race), and one List costs a fixed number
 * of queries whatever the number of records (counted, not timed). On PostgreSQL the instances share one database;
 * on SQLite one store file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PagedList } from '../../src/engine/types';
import { buildApp } from '../../src/server/app';
import { call, login, startServer, type TestServer } from './helpers';

type App = FastifyInstance;
let a: App;
let b: App;
let server: TestServer;
let tokenA: string;
let tokenB: string;
const MODEL = 'vd-purchase-order';

beforeAll(async () => {
  server = await startServer({ listen: false });
  a = server.app;
  // The second instance opens the same store (the same database on PostgreSQL, the same file on SQLite).
  b = await buildApp({ ...a.loom.config, seed: false });
  // One session serves both: the store holds it (signing in again would end the first one).
  tokenA = await login(a);
  tokenB = tokenA;
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

describe('queries per List', () => {
  /** Counts the statements the store runs while `fn` runs (every query passes through the one executor). */
  async function countQueries(s: App, fn: () => Promise<unknown>) {
    const executor = s.loom.db.getExecutor() as unknown as { executeQuery: (...args: unknown[]) => unknown };
    const original = executor.executeQuery;
    let n = 0;
    executor.executeQuery = function counted(this: unknown, ...args: unknown[]) {
      n++;
      return original.apply(this, args);
    };
    try {
      await fn();
    } finally {
      executor.executeQuery = original;
    }
    return n;
  }

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
