// The statements a List sends to PostgreSQL for each records-bench request, with EXPLAIN (ANALYZE, BUFFERS) of each,
// on a database kept by keepRecords.ts:   npx tsx tests/bench/explainList.ts [name=loom_keep_records] [request...]
// Requests: page1 keyword keyword1m range sort textSort page500 time500 (by creation time) other (KEYWORD=...). EXPLAIN=0 prints the statements alone; each explained
// statement ends with its best planning and execution times of 30 runs without per-node timers.
// A request name may end in :off (deep-page bookmarks off, query/bookmarks.ts: the page skips every row before it)
// or :cold (the bookmarks forgotten first: the statements of the first deep page after a write). Each request ends
// with the PostgreSQL backends' CPU per request over COST_REQUESTS (default 200) sequential ones, so
// `page500:off page500` compares both in one run.
import pg from 'pg';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app';
import { configFromEnv } from '../../src/server/config';
import { setBookmarkSpacing } from '../../src/server/modules/visualdev/query/bookmarks';
import { call, login } from '../api/helpers';
import { listBodies } from './listBodies';

const [name = 'loom_keep_records', ...asked] = process.argv.slice(2);
const admin = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const url = new URL(admin);
url.pathname = `/${name}`;
const n = Number(process.env.LOOM_BENCH_RECORDS ?? 100_000);
const bodies: Record<string, object> = {
  ...listBodies(n),
  keyword1m: { currentPage: 1, pageSize: 20, keyword: '罕见' },
  time500: { currentPage: 500, pageSize: 20, sidx: 'creatorTime' },
  // KEYWORD=... any other keyword, e.g. a frequent one (供应 is in every record, 加急 in half); SIDX=, SORT=,
  // PAGE= another order or page (comInputField102 is text).
  other: { currentPage: Number(process.env.PAGE ?? 1), pageSize: 20, keyword: process.env.KEYWORD ?? '',
    ...(process.env.SIDX ? { sidx: process.env.SIDX, sort: process.env.SORT ?? 'asc' } : {}) },
};

// Every statement a pooled client sends, with its parameters.
const sent: { text: string; values: unknown[] }[] = [];
const query = pg.Client.prototype.query as (...a: unknown[]) => unknown;
pg.Client.prototype.query = function capture(this: pg.Client, ...a: unknown[]) {
  const q = a[0] as string | { text: string; values?: unknown[] };
  if (typeof q === 'string') sent.push({ text: q, values: (a[1] as unknown[]) ?? [] });
  else if (q && typeof q.text === 'string') sent.push({ text: q.text, values: q.values ?? [] });
  return query.apply(this, a);
} as typeof pg.Client.prototype.query;

const BOOKMARK_SPACING = 1000;

/** CPU (ms) of the client backends serving the kept database, beside the explaining one (/proc, 10 ms ticks). */
async function backendsCpu(): Promise<number> {
  const { rows } = await explainer.query(`SELECT pid FROM pg_stat_activity WHERE datname = $1
    AND backend_type = 'client backend' AND pid <> pg_backend_pid()`, [name]);
  return rows.reduce((sum: number, r: { pid: number }) => {
    try {
      const fields = readFileSync(`/proc/${r.pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
      return sum + (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return sum; // a backend that ended
    }
  }, 0);
}

const dataDir = mkdtempSync(join(tmpdir(), 'loom-explain-'));
const app = await buildApp(configFromEnv({}, { dataDir, databaseUrl: url.toString(), captcha: false, logger: false,
  serveWeb: false, port: 0 }));
await app.ready();
const token = await login(app);
// PGSETTINGS='-c name=value ...': settings of the explaining session beside jit=off (the server's own).
const explainer = new pg.Client({ connectionString: url.toString(), options: `-c jit=off ${process.env.PGSETTINGS ?? ''}` });
await explainer.connect();
try {
  for (const asking of asked.length ? asked : Object.keys(bodies)) {
    const [key, mode] = asking.split(':');
    const list = () => call<{ pagination: { total: number } }>(app, 'POST',
      '/api/visualdev/OnlineDev/vd-purchase-order/List', { token, body: bodies[key] });
    setBookmarkSpacing(mode === 'off' ? Number.MAX_SAFE_INTEGER : BOOKMARK_SPACING);
    await list();
    if (mode === 'cold') setBookmarkSpacing(BOOKMARK_SPACING); // forgets them
    sent.length = 0;
    const res = await list();
    console.log(`\n===== ${asking}: total ${res.data?.pagination.total}, ${sent.length} statements`);
    for (const s of [...sent]) {
      console.log(`\n--- ${s.text}\n    ${JSON.stringify(s.values)}`);
      if (process.env.EXPLAIN === '0' || /^(begin|commit|rollback)/i.test(s.text)) continue;
      const plan = await explainer.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values);
      console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
      // Planning and execution without the per-node timers, the best of 30 (the machine is shared).
      let best = { planning: Infinity, execution: Infinity };
      for (let i = 0; i < 30; i++) {
        const quiet = (await explainer.query(`EXPLAIN (ANALYZE, TIMING OFF, SUMMARY ON, FORMAT JSON) ${s.text}`, s.values))
          .rows[0]['QUERY PLAN'][0] as { 'Planning Time': number; 'Execution Time': number };
        best = { planning: Math.min(best.planning, quiet['Planning Time']),
          execution: Math.min(best.execution, quiet['Execution Time']) };
      }
      console.log(`    best of 30: planning ${best.planning.toFixed(3)} ms, execution ${best.execution.toFixed(3)} ms`);
    }
    if (mode === 'cold') continue;
    const requests = Number(process.env.COST_REQUESTS ?? 200);
    const before = await backendsCpu();
    for (let i = 0; i < requests; i++) await list();
    console.log(`\n    PostgreSQL backends' CPU per request: ${((await backendsCpu() - before) / requests).toFixed(2)} ms `
      + `(${requests} sequential requests)`);
  }
} finally {
  await explainer.end();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
