// Where the server's CPU goes for one List request, on a database kept by keepRecords.ts: runs the compiled server
// under V8's CPU profiler, sends N sequential requests and prints the functions with the most self time and the
// packages / source files they belong to.
//   npx tsx tests/bench/serverProfile.ts [request=keyword] [N=2000] [name=loom_keep_records]
// Requests as in explainList.ts: page1 keyword range sort textSort page500; `currentUser` profiles GET /api/oauth/CurrentUser. name `sqlite:<dir>`: a SQLite data directory kept
// by keepRecords.ts (copied, so the kept one stays as it is).
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listBodies } from './listBodies';
import { startServerProcess } from './serverProcess';

const [request = 'keyword', count = '2000', name = 'loom_keep_records'] = process.argv.slice(2);
const bodies = listBodies(Number(process.env.LOOM_BENCH_RECORDS ?? 100_000));
const admin = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
admin.pathname = `/${name}`;
const profDir = mkdtempSync(join(tmpdir(), 'loom-prof-'));
const dataDir = mkdtempSync(join(tmpdir(), 'loom-prof-data-'));
const sqliteDir = name.startsWith('sqlite:') ? name.slice('sqlite:'.length) : undefined;
if (sqliteDir) cpSync(sqliteDir, dataDir, { recursive: true });
process.env.LOOM_BENCH_SERVER_ARGS = `--cpu-prof --cpu-prof-dir=${profDir}`;
const server = await startServerProcess({ dataDir, databaseUrl: sqliteDir ? undefined : admin.toString() });
// No compression, as autocannon asks.
const headers = { authorization: server.token, 'content-type': 'application/json', 'x-loom-values': 'stored',
  'accept-encoding': 'identity' };
const send = request === 'currentUser'
  ? () => fetch(`${server.url}/api/oauth/CurrentUser`, { headers })
  : () => fetch(`${server.url}/api/visualdev/OnlineDev/vd-purchase-order/List`, { method: 'POST', headers,
    body: JSON.stringify(bodies[request]) });
for (let i = 0; i < 200; i++) await (await send()).arrayBuffer();
// The profile's timestamps are microseconds of the monotonic clock process.hrtime reads: only samples between these
// two count (not the start, the seed, the sign-in or the warm-up).
const from = Number(process.hrtime.bigint() / 1000n);
const t0 = performance.now();
for (let i = 0; i < Number(count); i++) await (await send()).arrayBuffer();
const wall = performance.now() - t0;
const to = Number(process.hrtime.bigint() / 1000n);
await server.close();
rmSync(dataDir, { recursive: true, force: true });

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'))!;
const profile = JSON.parse(readFileSync(join(profDir, file), 'utf8')) as { nodes: Node[]; samples: number[];
  timeDeltas: number[]; startTime: number };
rmSync(profDir, { recursive: true, force: true });
const self = new Map<number, number>();
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= from && at <= to) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
});
const byFn = new Map<string, number>();
const bySource = new Map<string, number>();
for (const node of profile.nodes) {
  const ms = self.get(node.id) ?? 0;
  if (!ms) continue;
  const { functionName, url: src, lineNumber } = node.callFrame;
  const where = src.replace(/^file:\/\//, '').replace(process.cwd(), '.');
  const fn = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
  byFn.set(fn, (byFn.get(fn) ?? 0) + ms);
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where)?.[1] ?? (where.startsWith('node:') ? where : where || functionName);
  bySource.set(pkg, (bySource.get(pkg) ?? 0) + ms);
}
const per = (ms: number) => (ms / Number(count)).toFixed(3);
console.log(`${request}: ${count} requests, wall ${(wall / Number(count)).toFixed(2)} ms each; self time per request (ms):`);
for (const [fn, ms] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${per(ms).padStart(7)}  ${fn}`);
console.log('by source:');
for (const [src, ms] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${per(ms).padStart(7)}  ${src}`);

// Inclusive time of this project's functions (the bundle's), for where a request's own work goes.
const children = new Map(profile.nodes.map((node) => [node.id, node.children ?? []]));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const inclusive = new Map<string, number>();
const total = (id: number, open: Set<string>): number => {
  const node = byId.get(id)!;
  const ms = (self.get(id) ?? 0) + children.get(id)!.reduce((a, c) => a + total(c, open), 0);
  const { functionName, url: src, lineNumber } = node.callFrame;
  const fn = `${functionName || '(anonymous)'} :${lineNumber + 1}`;
  // A recursive function counts once, at its outermost frame.
  if (src.includes('dist-server') && !open.has(fn)) inclusive.set(fn, (inclusive.get(fn) ?? 0) + ms);
  return ms;
};
total(profile.nodes[0].id, new Set());
console.log('this project\'s functions, inclusive:');
for (const [fn, ms] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${per(ms).padStart(7)}  ${fn}`);
