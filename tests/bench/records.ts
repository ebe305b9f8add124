// Records at scale (issue 13 item 2): a seeded form with a sub-table (采购订单) filled with N records by one bulk
// insert into a temporary store, SQLite or PostgreSQL, then the List under autocannon (10 connections): page 1,
// a 1% keyword, a queryJson range, a sort by a date and by a text column, and page 500; the first List after a restart and after a write; the
// server's RSS; a trivial route's p99 while the List is loaded. Lines carry their ratio to the bare route.
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listBodies, T0 } from './listBodies';
import { startBareProcess, startServerProcess, type ServerProcess } from './serverProcess';

/** One line of the bench table; `baseline` the bare route's figure of the same run and this one's ratio to it. */
export interface Row { name: string; median: string; unit: string; note: string; baseline?: string }

const MODEL = 'vd-purchase-order';
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

/**
 * A fresh store for the bench: migrations and seed by one start of the server, then the definition with the supplier
 * column sortable (as a list offering a text sort releases it; the bench sorts by it), whose indexes a second start
 * makes while the table is still empty, as a release would before records arrive.
 */
export async function prepareStore(dataDir: string, databaseUrl?: string) {
  await (await startServerProcess({ dataDir, databaseUrl })).close();
  const sortable = (columnData: string) => {
    const columns = JSON.parse(columnData) as { columnList: { prop: string; sortable?: boolean }[] };
    for (const c of columns.columnList) if (c.prop === 'comInputField102') c.sortable = true;
    return JSON.stringify(columns);
  };
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT column_data FROM visualdev WHERE id = $1', [MODEL]);
      await client.query('UPDATE visualdev SET column_data = $1 WHERE id = $2', [sortable(rows[0].column_data), MODEL]);
    } finally {
      await client.end();
    }
  } else {
    const db = new Database(join(dataDir, 'loom.db'));
    const row = db.prepare('SELECT column_data FROM visualdev WHERE id = ?').get(MODEL) as { column_data: string };
    db.prepare('UPDATE visualdev SET column_data = ? WHERE id = ?').run(sortable(row.column_data), MODEL);
    db.close();
  }
  await (await startServerProcess({ dataDir, databaseUrl })).close();
}

export async function fillSqlite(dataDir: string, n: number) {
  const db = new Database(join(dataDir, 'loom.db'));
  const insert = db.prepare(`INSERT INTO visualdev_record (id, model_id, data, creator_user_id, creator_time,
    last_modify_user_id, last_modify_time) VALUES (?, ?, ?, NULL, ?, NULL, NULL)`);
  db.transaction(() => {
    for (let i = 0; i < n; i++) insert.run(`bench${String(i).padStart(8, '0')}`, MODEL, record(i), T0 + i * 1000);
  })();
  db.exec('ANALYZE');
  db.close();
}

/**
 * Records made by PostgreSQL itself (generate_series, the same values as record(i)): one INSERT per 100,000, nothing
 * sent over the wire but the statement, so a million records take seconds of the server's time, not minutes.
 */
export async function fillPostgres(url: string, n: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let at = 0; at < n; at += 100_000) {
      await client.query(`INSERT INTO visualdev_record (id, model_id, data, creator_time)
        SELECT 'bench' || lpad(i::text, 8, '0'), $1, json_build_object(
          'billRuleField101', 'CG' || lpad(i::text, 8, '0'),
          'comInputField102', '供应商' || (i % 5000) || (case when i % 100 = 0 then '稀有' else '' end)
            || (case when i % 1000 = 0 then '罕见' else '' end),
          'dateField103', $2::bigint + i * 60000, 'selectField104', (1 + i % 3)::text,
          'tableField105', json_build_array(
            json_build_object('comInputField106', '当归', 'numInputField107', i % 50, 'numInputField108', 12.5, 'selectField109', '1'),
            json_build_object('comInputField106', '黄芪', 'numInputField107', (i * 7) % 50, 'numInputField108', 8, 'selectField109', '2')),
          'textareaField110', case when i % 2 = 1 then '加急' else '' end)::text, $2::bigint + i * 1000
        FROM generate_series($3::bigint, $4::bigint) AS i`, [MODEL, T0, at, Math.min(n, at + 100_000) - 1]);
    }
    // VACUUM too: the GIN indexes' pending lists merged and the visibility map set, as autovacuum would soon.
    await client.query('VACUUM ANALYZE visualdev_record');
  } finally {
    await client.end();
  }
}

/** CPU time (user + system, every thread) a process has used, in ms, from /proc (clock ticks of 10 ms). */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime (fields 14 and 15 of stat)
};

/** The client backends of PostgreSQL serving database `dbName` (their CPU is the store's share of a request). */
export async function backendPids(admin: string, dbName: string): Promise<number[]> {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  try {
    // Client backends only: an autovacuum worker busy on a fresh table is not a request's cost.
    return (await c.query(`SELECT pid FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend'
      AND pid <> pg_backend_pid()`, [dbName])).rows.map((r) => Number(r.pid));
  } finally { await c.end(); }
}

/**
 * The CPU a request costs, whatever else the machine runs: `count` requests one after another (concurrency 1)
 * after `warm` unmeasured ones, the server's CPU (and the PostgreSQL backends' of its database) divided by the count.
 */
export async function cpuPerRequest(pid: number, send: () => Promise<Response>, backends: () => Promise<number[]>,
  count = 200, warm = 20) {
  for (let i = 0; i < warm; i++) await (await send()).arrayBuffer();
  const pids = await backends();
  const sum = (ps: number[]) => ps.reduce((a, p) => { try { return a + cpuMs(p); } catch { return a; } }, 0);
  const [server0, store0] = [cpuMs(pid), sum(pids)];
  for (let i = 0; i < count; i++) await (await send()).arrayBuffer();
  return { server: (cpuMs(pid) - server0) / count, store: (sum(pids) - store0) / count };
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

/** The bare route's figures of the same run, for the ratios. */
export interface Baseline { rate: number; cpuMs: number }

/**
 * One store filled with `n` records. `load` false measures the CPU cost per request only (no autocannon): the
 * figure that means something on a shared machine.
 */
export async function recordsBench(rows: Row[], store: 'sqlite' | 'postgres', n: number, bare: Baseline,
  only: string[] = ['page1', 'keyword', 'range', 'sort', 'textSort', 'page500'], load = true, million = n >= 1_000_000) {
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
    // Migrations, seed and the list definition's indexes; then the bulk insert with the server down.
    await prepareStore(dataDir, databaseUrl);
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

    const ratio = (rate: number) => (bare.rate ? `${(rate / bare.rate).toFixed(3)}× the bare route` : '');
    const backends = async () => (store === 'postgres' ? backendPids(admin, dbName) : []);
    const bodies = listBodies(n, million);
    const names: Record<string, string> = { page1: 'List page 1', keyword: `List keyword (${million ? '0.1' : '1'}%)`,
      range: 'List queryJson date range (10%)', sort: 'List sorted by date asc', page500: 'List page 500',
      textSort: 'List sorted by a text column (供应商)' };
    // Every request once over before any is measured: the code of each path compiled by the JIT, the plans cached.
    for (let i = 0; i < 60; i++) for (const key of only) await (await post(bodies[key])).arrayBuffer();
    for (const key of only) {
      const cost = await cpuPerRequest(server.pid, () => post(bodies[key]), backends);
      rows.push({ name: `records ${label}: ${names[key]}, CPU per request`, median: cost.server.toFixed(2), unit: 'ms',
        baseline: bare.cpuMs ? `${bare.cpuMs.toFixed(2)} (${(cost.server / bare.cpuMs).toFixed(1)}×)` : undefined,
        note: `server process (all threads), 200 sequential requests; ${store === 'postgres' ? `PostgreSQL backends ${cost.store.toFixed(2)} ms; ` : ''}bare route ${bare.cpuMs.toFixed(2)} ms` });
      if (!load) continue;
      const r = await autocannon({ url, method: 'POST', headers, body: JSON.stringify(bodies[key]), connections: 10, duration: 5 });
      rows.push({ name: `records ${label}: ${names[key]} (p99 ≤ ${million ? 100 : 50} ms, ≥ 300 req/s)`,
        median: String(r.requests.p50), baseline: bare.rate ? `${bare.rate} (${(r.requests.p50 / bare.rate).toFixed(3)}×)` : undefined, unit: 'req/s',
        note: `${ratio(r.requests.p50)}; latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}` });
    }
    if (million || !load) {
      rows.push({ name: `records ${label}: server RSS after the List requests`, median: String(rssMb(server.pid)),
        unit: 'MB', note: 'VmRSS of the server process' });
      return;
    }

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

/** The bare Fastify route's rate (10 connections) and CPU per request (sequential), measured in the same run. */
async function baseline(rows: Row[], load: boolean): Promise<Baseline> {
  const bare = await startBareProcess();
  try {
    const cost = await cpuPerRequest(bare.pid, () => fetch(bare.url), async () => [], 2000, 200);
    rows.push({ name: 'records baseline: bare Fastify GET, CPU per request', median: cost.server.toFixed(3), unit: 'ms',
      note: '2,000 sequential requests' });
    if (!load) return { rate: 0, cpuMs: cost.server };
    const b = await autocannon({ url: bare.url, connections: 10, duration: 5 });
    rows.push({ name: 'records baseline: bare Fastify GET', median: String(b.requests.p50), unit: 'req/s', note: `latency p50 ${b.latency.p50} ms, p99 ${b.latency.p99} ms` });
    return { rate: b.requests.p50, cpuMs: cost.server };
  } finally {
    await bare.close();
  }
}

/**
 * The records section: a bare Fastify route measured first in the same run (ratios), then 100,000 records on
 * SQLite and on PostgreSQL; with `--million` (or `records1m`), 1,000,000 on PostgreSQL (page 1 and a 0.1% keyword).
 * `part` 'records1m' runs the million alone; 'recordsCost' the CPU per request of the 100,000 stores without load.
 */
export async function recordsSection(rows: Row[], million: boolean, part: 'records' | 'records1m' | 'recordsCost' = 'records') {
  const load = part !== 'recordsCost';
  const bare = await baseline(rows, load);
  const n = Number(process.env.LOOM_BENCH_RECORDS ?? 0) || undefined; // a smaller store for a smoke run
  // LOOM_BENCH_STORES=postgres (or sqlite) measures one store only.
  const stores = (process.env.LOOM_BENCH_STORES ?? 'sqlite,postgres').split(',');
  if (part !== 'records1m') {
    if (stores.includes('sqlite')) await recordsBench(rows, 'sqlite', n ?? 100_000, bare, undefined, load);
    if (stores.includes('postgres')) await recordsBench(rows, 'postgres', n ?? 100_000, bare, undefined, load);
  }
  if (million || part === 'records1m') {
    await recordsBench(rows, 'postgres', Number(process.env.LOOM_BENCH_MILLION ?? 0) || 1_000_000, bare,
      ['page1', 'keyword'], load, true);
  }
}
