// A/B of server settings on one List request, on a database kept by keepRecords.ts: starts the compiled server once
// per setting, in turns (A B A B ...), and loads the List with autocannon (10 connections, 5 s) each time, so both
// settings see the same machine. Settings are environment assignments separated by ';' per side.
//   npx tsx tests/bench/abList.ts "<A env>" "<B env>" [request=keyword] [rounds=3] [name=loom_keep_records]
// e.g. "LOOM_PG_POOL_MAX=10" "LOOM_PG_POOL_MAX=3" keyword, or "" "LOOM_BENCH_START_FLAGS=" page1 (SQLite: name=sqlite:<dataDir>).
// MODE=cpu measures the CPU per request instead (server process and PostgreSQL backends, 500 sequential requests
// without compression, as autocannon asks): steadier than rates on a busy machine.
import autocannon from 'autocannon';
import { backendPids, cpuPerRequest } from './records';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listBodies } from './listBodies';
import { startServerProcess } from './serverProcess';

const [a = '', b = '', request = 'keyword', rounds = '3', name = 'loom_keep_records'] = process.argv.slice(2);
const bodies = listBodies(Number(process.env.LOOM_BENCH_RECORDS ?? 100_000));
const sqliteDir = name.startsWith('sqlite:') ? name.slice('sqlite:'.length) : undefined;
const admin = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
admin.pathname = `/${name}`;

/** The PostgreSQL backends serving the kept database (none for a SQLite directory). */
const backends = async () => (sqliteDir ? []
  : backendPids(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', name));

async function once(setting: string) {
  const saved = { ...process.env };
  for (const pair of setting.split(';').filter(Boolean)) {
    const at = pair.indexOf('=');
    process.env[pair.slice(0, at).trim()] = pair.slice(at + 1);
  }
  const dataDir = sqliteDir ?? mkdtempSync(join(tmpdir(), 'loom-ab-'));
  const server = await startServerProcess({ dataDir, databaseUrl: sqliteDir ? undefined : admin.toString() });
  process.env = saved;
  try {
    const headers = { authorization: server.token, 'content-type': 'application/json', 'x-loom-values': 'stored' };
    const url = `${server.url}/api/visualdev/OnlineDev/vd-purchase-order/List`;
    const body = JSON.stringify(bodies[request]);
    for (let i = 0; i < 300; i++) await (await fetch(url, { method: 'POST', headers, body })).arrayBuffer();
    if (process.env.MODE === 'cpu') {
      const cost = await cpuPerRequest(server.pid, () => fetch(url, { method: 'POST', headers: { ...headers, 'accept-encoding': 'identity' }, body }),
        () => backends(), 500);
      return { rate: 0, p50: 0, p99: 0, errors: 0, cpu: cost };
    }
    const r = await autocannon({ url, method: 'POST', headers, body, connections: 10, duration: 5 });
    return { rate: r.requests.p50, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx, cpu: undefined };
  } finally {
    await server.close();
    if (!sqliteDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

for (let i = 0; i < Number(rounds); i++) {
  for (const [label, setting] of [['A', a], ['B', b]] as const) {
    const r = await once(setting);
    if (r.cpu) {
      console.log(`${request} ${label} (${setting || 'as is'}): CPU per request: server ${r.cpu.server.toFixed(2)} ms, PostgreSQL ${r.cpu.store.toFixed(2)} ms`);
      continue;
    }
    console.log(`${request} ${label} (${setting || 'as is'}): ${r.rate} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.errors ? `, ${r.errors} errors` : ''}`);
  }
}
