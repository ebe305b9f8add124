// Records at scale (issue 13 item 2): a seeded form with a sub-table (采购订单) filled with N records by one bulk
// insert into a temporary store, SQLite or PostgreSQL, then the List under autocannon (10 connections): page 1,
// a 1% keyword, a queryJson range, a sort and page 500; the first List after a restart and after a write; the
// server's RSS; a trivial route's p99 while the List is loaded. Lines carry their ratio to the bare route.
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBareProcess, startServerProcess, type ServerProcess } from './serverProcess';

export interface Row { name: string; median: string; unit: string; note: string }

const MODEL = 'vd-purchase-order';
const T0 = Date.UTC(2024, 0, 1);
/** One record of the purchase order: every hundredth supplier carries the keyword 稀有 (1%), every thousandth 罕见. */
function record(i: number) {
  return JSON.stringify({
    billRuleField101: `CG${String(i).padStart(8, '0')}`,
    comInputField102: `供应商${i % 5000}${i % 100 === 0 ? '稀有' : ''}${i % 1000 === 0 ? '罕见' : ''}`,
    dateField103: T0 + i * 60_000, selectField104: String(1 + (i % 3)),
    tableField105: [{ comInputField106: '当归', numInputField107: i % 50, numInputField108: 12.5, selectField109: '1' },
      { comInputField106: '黄芪', numInputField107: (i * 7) % 50, numInputField108: 8, selectField109: '2' }],
    textareaField110: i % 2 ? '加急' : '',
  });
}

async function fillSqlite(dataDir: string, n: number) {
  const db = new Database(join(dataDir, 'loom.db'));
  const insert = db.prepare(`INSERT INTO visualdev_record (id, model_id, data, creator_user_id, creator_time,
    last_modify_user_id, last_modify_time) VALUES (?, ?, ?, NULL, ?, NULL, NULL)`);
  db.transaction(() => {
    for (let i = 0; i < n; i++) insert.run(`bench${String(i).padStart(8, '0')}`, MODEL, record(i), T0 + i * 1000);
  })();
  db.exec('ANALYZE');
  db.close();
}

async function fillPostgres(url: string, n: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let at = 0; at < n; at += 20_000) {
      const ids: string[] = [];
      const data: string[] = [];
      const times: number[] = [];
      for (let i = at; i < Math.min(n, at + 20_000); i++) {
        ids.push(`bench${String(i).padStart(8, '0')}`);
        data.push(record(i));
        times.push(T0 + i * 1000);
      }
      await client.query(`INSERT INTO visualdev_record (id, model_id, data, creator_time)
        SELECT id, $1, data, t FROM unnest($2::text[], $3::text[], $4::bigint[]) AS x(id, data, t)`, [MODEL, ids, data, times]);
    }
    await client.query('ANALYZE visualdev_record');
  } finally {
    await client.end();
  }
}

const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};

async function timeOnce(fn: () => Promise<Response>) {
  const t0 = performance.now();
  const res = await fn();
  await res.text();
  return Math.round((performance.now() - t0) * 10) / 10;
}

export async function recordsBench(rows: Row[], store: 'sqlite' | 'postgres', n: number, bareRate: number,
  only: string[] = ['page1', 'keyword', 'range', 'sort', 'page500']) {
  const label = `${store} ${n.toLocaleString('en')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'loom-bench-records-'));
  const admin = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `loom_bench_${process.pid}`;
  let databaseUrl: string | undefined;
  const adminQuery = async (q: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    try { await c.query(q); } finally { await c.end(); }
  };
  if (store === 'postgres') {
    await adminQuery(`CREATE DATABASE ${dbName}`);
    const u = new URL(admin);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  let server: ServerProcess | null = null;
  try {
    // First start: migrations, seed and the list definition's indexes; then the bulk insert with the server down.
    server = await startServerProcess({ dataDir, databaseUrl });
    await server.close();
    const t0 = performance.now();
    if (store === 'postgres') await fillPostgres(databaseUrl!, n);
    else await fillSqlite(dataDir, n);
    rows.push({ name: `records ${label}: bulk insert`, median: String(Math.round(performance.now() - t0)), unit: 'ms',
      note: 'once per bench run, into a temporary store, indexes and file-reference triggers in place' });

    server = await startServerProcess({ dataDir, databaseUrl });
    // Loom's web asks for stored values (src/server/modules/visualdev/listDisplay.ts).
    const headers = { authorization: server.token, 'content-type': 'application/json', 'x-loom-values': 'stored' };
    const url = `${server.url}/api/visualdev/OnlineDev/${MODEL}/List`;
    const post = (body: object) => fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
    const first = await timeOnce(() => post({ currentPage: 1, pageSize: 20 }));
    rows.push({ name: `records ${label}: first List after a restart (≤ 50 ms)`, median: String(first), unit: 'ms', note: 'one request' });

    const ratio = (rate: number) => (bareRate ? `${(rate / bareRate).toFixed(3)}× the bare route` : '');
    const bodies: Record<string, object> = {
      page1: { currentPage: 1, pageSize: 20 },
      keyword: { currentPage: 1, pageSize: 20, keyword: n >= 1_000_000 ? '罕见' : '稀有' },
      range: { currentPage: 1, pageSize: 20, queryJson: JSON.stringify({ dateField103: [T0 + n * 30_000, T0 + n * 36_000] }) },
      sort: { currentPage: 1, pageSize: 20, sidx: 'dateField103', sort: 'asc' },
      page500: { currentPage: 500, pageSize: 20 },
    };
    const names: Record<string, string> = { page1: 'List page 1', keyword: `List keyword (${n >= 1_000_000 ? '0.1' : '1'}%)`,
      range: 'List queryJson date range (10%)', sort: 'List sorted by date asc', page500: 'List page 500' };
    for (const key of only) {
      const r = await autocannon({ url, method: 'POST', headers, body: JSON.stringify(bodies[key]), connections: 10, duration: 5 });
      rows.push({ name: `records ${label}: ${names[key]} (p99 ≤ ${n >= 1_000_000 ? 100 : 50} ms, ≥ 300 req/s)`,
        median: String(r.requests.p50), unit: 'req/s',
        note: `${ratio(r.requests.p50)}; latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}` });
    }
    if (n >= 1_000_000) return;

    // A trivial route while the List is under load (10 connections on page 1, 1 on the trivial route).
    const trivialUrl = `${server.url}/api/oauth/getConfig/admin`;
    const [, trivial] = await Promise.all([
      autocannon({ url, method: 'POST', headers, body: JSON.stringify(bodies.page1), connections: 10, duration: 5 }),
      autocannon({ url: trivialUrl, connections: 1, duration: 5 }),
    ]);
    rows.push({ name: `records ${label}: trivial route under List load (p99 < 20 ms)`, median: String(trivial.latency.p99),
      unit: 'ms', note: `p99; p50 ${trivial.latency.p50} ms, ${trivial.requests.p50} req/s beside the List` });
    rows.push({ name: `records ${label}: server RSS after the List load (≤ 250 MB)`, median: String(rssMb(server.pid)),
      unit: 'MB', note: 'VmRSS of the server process' });

    const saved = await fetch(`${server.url}/api/visualdev/OnlineDev/${MODEL}`, { method: 'POST', headers,
      body: JSON.stringify({ data: record(n + 1) }) });
    await saved.text();
    const afterWrite = await timeOnce(() => post({ currentPage: 1, pageSize: 20 }));
    rows.push({ name: `records ${label}: first List after a write (≤ 50 ms)`, median: String(afterWrite), unit: 'ms', note: `one request; save answered ${saved.status}` });
  } finally {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (store === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}

/**
 * The records section: a bare Fastify route measured first in the same run (ratios), then 100,000 records on
 * SQLite and on PostgreSQL; with `--million`, 1,000,000 on PostgreSQL (page 1 and a 0.1% keyword).
 */
export async function recordsSection(rows: Row[], million: boolean) {
  const bare = await startBareProcess();
  let bareRate = 0;
  try {
    const b = await autocannon({ url: bare.url, connections: 10, duration: 5 });
    bareRate = b.requests.p50;
    rows.push({ name: 'records baseline: bare Fastify GET', median: String(bareRate), unit: 'req/s', note: `latency p50 ${b.latency.p50} ms, p99 ${b.latency.p99} ms` });
  } finally {
    await bare.close();
  }
  await recordsBench(rows, 'sqlite', 100_000, bareRate);
  await recordsBench(rows, 'postgres', 100_000, bareRate);
  if (million) await recordsBench(rows, 'postgres', 1_000_000, bareRate, ['page1', 'keyword']);
}
