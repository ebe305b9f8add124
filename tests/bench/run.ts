// npm run bench: server throughput with autocannon and UI timings in Chromium, printed as a table of medians.
// Figures are for notes and trends, never asserted in npm test (which counts instead of timing).
import autocannon from 'autocannon';
import { build } from 'vite';
import { startServer, login } from '../api/helpers';
import { launchBrowser } from '../e2e/browser';
import { firstVisitToLogin } from '../e2e/firstVisit';
import { findFormMenu } from './menus';
import { startBareProcess, startServerProcess } from './serverProcess';
import { formBench } from './forms';
import { recordsSection } from './records';
import { socketBench } from './sockets';
import { uploadSection } from './upload';

interface Row { name: string; median: string; unit: string; note: string; baseline?: string }

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function cannon(url: string, opts: Partial<autocannon.Options>) {
  const result = await autocannon({ url, connections: 10, duration: 5, ...opts });
  return result;
}

async function serverBench(rows: Row[]) {
  // The baseline first, in the same run: each Loom line's note gives its share of the bare route's rate.
  const bare = await startBareProcess();
  let bareRate = 0;
  try {
    const b = await cannon(bare.url, {});
    bareRate = b.requests.p50;
    rows.push({ name: 'baseline: bare Fastify GET (one JSON route)', median: String(bareRate), unit: 'req/s', note: `latency p50 ${b.latency.p50} ms, p99 ${b.latency.p99} ms` });
  } finally {
    await bare.close();
  }
  const ratio = (rate: number) => (bareRate ? `${(rate / bareRate).toFixed(2)}× the bare route` : '');
  const server = await startServerProcess();
  try {
    const { token } = server;
    // Loom's web asks generated lists for stored values (src/server/modules/visualdev/listDisplay.ts).
    const headers = { authorization: token, 'content-type': 'application/json', 'x-loom-values': 'stored' };
    const cu = await cannon(`${server.url}/api/oauth/CurrentUser`, { headers });
    rows.push({ name: 'GET /api/oauth/CurrentUser', median: String(cu.requests.p50), unit: 'req/s', note: `${ratio(cu.requests.p50)}; latency p50 ${cu.latency.p50} ms, p99 ${cu.latency.p99} ms, non-2xx ${cu.non2xx}` });
    const { moduleId } = await findFormMenu(server.url, token);
    const list = await cannon(`${server.url}/api/visualdev/OnlineDev/${moduleId}/List`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ currentPage: 1, pageSize: 20, sort: 'desc', sidx: '' }),
    });
    rows.push({ name: 'POST OnlineDev List (20 rows)', median: String(list.requests.p50), unit: 'req/s', note: `${ratio(list.requests.p50)}; latency p50 ${list.latency.p50} ms, p99 ${list.latency.p99} ms, non-2xx ${list.non2xx}` });
    // The original product's client gets display texts in the same rows (names, labels, formatted dates).
    const shown = await cannon(`${server.url}/api/visualdev/OnlineDev/${moduleId}/List`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ currentPage: 1, pageSize: 20, sort: 'desc', sidx: '' }),
    });
    rows.push({ name: 'POST OnlineDev List (20 rows, display texts for the original client)', median: String(shown.requests.p50), unit: 'req/s', note: `${ratio(shown.requests.p50)}; latency p50 ${shown.latency.p50} ms, p99 ${shown.latency.p99} ms, non-2xx ${shown.non2xx}` });
    const bad = await cannon(`${server.url}/api/visualdev/OnlineDev/${moduleId}/List`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ currentPage: 'x' }),
    });
    rows.push({ name: 'POST List with a bad body (400)', median: String(bad.requests.p50), unit: 'req/s', note: `${ratio(bad.requests.p50)}; latency p50 ${bad.latency.p50} ms` });
  } finally {
    await server.close();
  }
}

async function uiBench(rows: Row[]) {
  await build({ logLevel: 'warn' });
  const server = await startServer({ captcha: false, serveWeb: true });
  const browser = await launchBrowser({ motion: true });
  try {
    const token = await login(server.app);
    const { path } = await findFormMenu(server.url, token);
    const loginPaint: number[] = [];
    const listPaint: number[] = [];
    for (let i = 0; i < 7; i++) {
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await ctx.newPage();
      let t0 = Date.now();
      await page.goto(`${server.url}/login`);
      await page.getByTestId('login-submit').waitFor();
      loginPaint.push(Date.now() - t0);
      await page.getByTestId('login-account').fill('admin');
      await page.getByTestId('login-password').fill('admin123');
      await page.getByTestId('login-submit').click();
      await page.getByTestId('page-home').waitFor();
      t0 = Date.now();
      await page.goto(`${server.url}${path}`);
      await page.getByTestId('dm-table').locator('tr.ant-table-row').first().waitFor();
      listPaint.push(Date.now() - t0);
      await ctx.close();
    }
    rows.push({ name: 'UI: /login first paint (cold context)', median: String(median(loginPaint)), unit: 'ms', note: `${loginPaint.length} runs` });
    const visit = await firstVisitToLogin(browser, server.url);
    rows.push({ name: 'UI: JS a first visit to /login downloads (compressed)', median: (visit.wire / 1000).toFixed(1), unit: 'kB',
      note: `${visit.scripts.length} files, ${(visit.decoded / 1000).toFixed(1)} kB decoded; budget 300 kB (tests/e2e/assets.e2e.ts)` });
    rows.push({ name: 'UI: generated list page load to first row', median: String(median(listPaint)), unit: 'ms', note: `${listPaint.length} runs, full page load incl. CurrentUser` });
  } finally {
    await browser.close();
    await server.close();
  }
}

async function engineBench(rows: Row[]) {
  const browser = await launchBrowser({ motion: true });
  try {
    for (const s of await formBench(browser)) {
      const ratio = s.baseline ? ` (${(s.median / s.baseline).toFixed(2)}×)` : '';
      rows.push({ ...s, median: String(s.median), baseline: s.baseline === undefined ? undefined : `${s.baseline}${ratio}` });
    }
  } finally {
    await browser.close();
  }
}

// `npm run bench -- --only=forms` runs a subset: server, ui, forms, records, records1m, recordsCost, sockets, upload.
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7).split(',');
const want = (part: string) => !only || only.includes(part);
const rows: Row[] = [];
if (want('server')) await serverBench(rows);
if (want('ui')) await uiBench(rows);
if (want('forms')) await engineBench(rows);
// Records at scale: 100,000 records on SQLite and PostgreSQL; `--million` adds 1,000,000 on PostgreSQL.
if (want('records')) await recordsSection(rows, process.argv.includes('--million'));
// records1m: the 1,000,000-record PostgreSQL store alone; recordsCost: CPU per request at 100,000 without load.
if (only?.includes('records1m')) await recordsSection(rows, true, 'records1m');
if (only?.includes('recordsCost')) await recordsSection(rows, false, 'recordsCost');
// The message socket: 1,000 connected sockets, delivery latency and memory per connection.
if (want('sockets')) await socketBench(rows);
// Uploads: hashing 100 MB in the worker (main-thread long tasks counted) and chunked throughput, each beside a baseline.
if (want('upload')) await uploadSection(rows);
const w = Math.max(...rows.map((r) => r.name.length));
// A figure measured beside a baseline in the same run prints it (and this figure's ratio to it) in its own column.
console.log(`\n${'benchmark'.padEnd(w)} | median      | baseline (ratio)  | unit  | note`);
console.log(`${'-'.repeat(w)}-|-------------|-------------------|-------|-----`);
for (const r of rows) console.log(`${r.name.padEnd(w)} | ${r.median.padStart(11)} | ${(r.baseline ?? '').padStart(17)} | ${r.unit.padEnd(5)} | ${r.note}`);
process.exit(0);
