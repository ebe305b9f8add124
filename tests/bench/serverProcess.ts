// The server under load runs in its own process, so autocannon does not share its event loop: src/server/start.ts
// compiled ahead (src/server/build.ts) and run by node alone, as `npm start` runs the server.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { buildServer, SERVER_OUT } from '../../src/server/build';

/** One build per bench run, before its first server starts: every server of the run runs this tree's code. */
let built: Promise<void> | undefined;

/** The node flags of `npm start` (package.json), so the bench measures the server as it is run (its memory above all). */
const startFlags = () => {
  // LOOM_BENCH_START_FLAGS replaces them, for comparing flags in one run ('' = none).
  const asked = process.env.LOOM_BENCH_START_FLAGS;
  if (asked !== undefined) return asked.split(/\s+/).filter(Boolean);
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  return scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
};

const freePort = () => new Promise<number>((resolve, reject) => {
  const s = createServer();
  s.once('error', reject);
  s.listen(0, '127.0.0.1', () => {
    const { port } = s.address() as { port: number };
    s.close(() => resolve(port));
  });
});

export interface ServerProcess { url: string; token: string; pid: number; close(): Promise<void> }

export interface ProcessOptions {
  /** An existing data directory, kept on close (default: a temporary one, removed on close). */
  dataDir?: string;
  /** A PostgreSQL database instead of SQLite. */
  databaseUrl?: string;
}

/**
 * Starts the compiled start.ts, as npm start runs it (request logging off unless LOG_LEVEL is set), on a temporary
 * database with captcha off and signs in as admin over HTTP.
 */
export async function startServerProcess(opts: ProcessOptions = {}): Promise<ServerProcess> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'loom-bench-'));
  const port = await freePort();
  // LOOM_BENCH_SERVER_ARGS: extra node flags for the server alone (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
  const extra = (process.env.LOOM_BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  // LOOM_BENCH_SERVER=sources: the TypeScript through tsx, without the start flags (the server as run before the build).
  const sources = process.env.LOOM_BENCH_SERVER === 'sources';
  if (!sources) await (built ??= buildServer());
  const args = sources ? ['--import', 'tsx', 'src/server/start.ts'] : [...startFlags(), join(SERVER_OUT, 'start.js')];
  const child: ChildProcess = spawn(process.execPath, [...extra, ...args], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOOM_CAPTCHA: 'off',
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/oauth/getConfig/admin`)).ok) break;
    } catch {
      if (i > 600) throw new Error('the server process did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const password = createHash('md5').update('admin123').digest('hex');
  const res = await fetch(`${url}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account: 'admin', password, grant_type: 'password', client_id: 'admin', client_secret: '123456', scope: 'all' }),
  });
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  return {
    url,
    token,
    pid: child.pid!,
    close: async () => {
      // A process that ended already (a crash) would never emit 'exit' again.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts the bare Fastify baseline (bareServer.ts) and answers its route's URL. */
export async function startBareProcess(): Promise<{ url: string; pid: number; close(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/bareServer.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/bare`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      if (i > 600) throw new Error('the bare server process did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    pid: child.pid!,
    close: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
