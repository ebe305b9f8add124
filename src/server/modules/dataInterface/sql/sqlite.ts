/**
 * SQL interfaces on SQLite run in a child process holding its own read-only connection to the database file
 * (opened readonly, query_only on), never on the server's connection, and reading only the readable tables (tables.ts,
 * checked on the compiled statement). better-sqlite3 cannot interrupt a running statement, and a worker thread
 * cannot be stopped inside native code; a process can: a query past its time limit
 * is ended by killing the process, and the next query starts a fresh one. Queries of one database run one after the
 * other in that process (its connection is synchronous), each with its own time limit counted from its start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { SQL_READABLE_TABLES } from './tables';

export interface SqlAnswer { columns: string[]; rows: Record<string, unknown>[] }

export class SqlRunError extends Error {
  constructor(readonly reason: 'timeout' | 'readOnly' | 'failed' | 'tooMany' | 'tableRefused' | 'noRole', detail = '') { super(detail); }
}

// The child's program: plain CommonJS, so it runs the same from the sources (tests, dev) and from the build.
const CHILD = `
const Database = require(process.env.LOOM_SQLITE_MODULE);
const db = new Database(process.env.LOOM_SQLITE_FILE, { readonly: true, fileMustExist: true });
db.pragma('query_only = ON');
db.defaultSafeIntegers(false);
// The readable tables (tables.ts): every table or index the compiled statement opens must belong to one of them.
// SQLite has views and subqueries compiled into the same program, so the program's OpenRead steps (by root page)
// name every table the statement reads, however the text spells or hides it. Virtual tables are refused except the
// JSON functions json_each and json_tree (known by their per-connection instance).
const readable = new Set(String(process.env.LOOM_SQL_TABLES || '').split(','));
const roots = db.prepare('SELECT tbl_name AS t, rootpage AS r FROM sqlite_schema WHERE rootpage > 0');
const vtabs = (q) => db.prepare('EXPLAIN ' + q).all().filter((o) => o.opcode === 'VOpen').map((o) => o.p4);
const jsonTables = new Set([...vtabs("SELECT * FROM json_each('[]')"), ...vtabs("SELECT * FROM json_tree('[]')")]);
function refusedTable(sql, params) {
  const tables = new Map(roots.all().map((r) => [r.r, r.t]));
  // EXPLAIN compiles without running; better-sqlite3 still wants every placeholder bound.
  for (const o of db.prepare('EXPLAIN ' + sql).all(params)) {
    if (o.opcode === 'OpenRead' || o.opcode === 'ReopenIdx' || o.opcode === 'OpenWrite') {
      if (o.p2 === 1 && o.p3 === 0) return 'sqlite_schema';
      const t = o.p3 === 0 ? tables.get(o.p2) : undefined;
      if (!t || !readable.has(t)) return t || '?';
    }
    if (o.opcode === 'VOpen' && !jsonTables.has(o.p4)) return 'virtual table';
  }
  return null;
}
process.on('message', (m) => {
  try {
    const st = db.prepare(m.sql);
    if (!st.reader || !st.readonly) { process.send({ id: m.id, error: 'readOnly' }); return; }
    const refused = refusedTable(m.sql, m.params);
    if (refused) { process.send({ id: m.id, error: 'tableRefused', detail: refused }); return; }
    const columns = st.columns().map((c) => c.name);
    if (m.fieldsOnly) { process.send({ id: m.id, columns, rows: [] }); return; }
    const rows = [];
    for (const r of st.iterate(m.params)) {
      for (const k of Object.keys(r)) if (Buffer.isBuffer(r[k])) r[k] = r[k].toString('base64');
      rows.push(r);
      if (rows.length > m.limit) break;
    }
    process.send({ id: m.id, columns, rows });
  } catch (e) {
    const code = String(e && e.code || '');
    process.send({ id: m.id, error: code.startsWith('SQLITE_READONLY') ? 'readOnly' : 'failed', detail: String(e && e.message || e) });
  }
});
`;

interface Pending { resolve: (a: SqlAnswer) => void; reject: (e: Error) => void; timer?: NodeJS.Timeout;
  msg: Record<string, unknown>; timeoutMs: number }

interface Runner { child: ChildProcess; queue: Pending[]; busy: Pending | null; seq: number }

const runners = new Map<string, Runner>();
const moduleOf = () => createRequire(import.meta.url).resolve('better-sqlite3');

function start(file: string): Runner {
  const child = spawn(process.execPath, ['-e', CHILD], {
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    env: { LOOM_SQLITE_MODULE: moduleOf(), LOOM_SQLITE_FILE: file, LOOM_SQL_TABLES: SQL_READABLE_TABLES.join(','),
      PATH: process.env.PATH ?? '' },
  });
  const runner: Runner = { child, queue: [], busy: null, seq: 0 };
  // The server may stop while the child waits: it must not keep the server alive.
  child.unref();
  child.channel?.unref();
  child.on('message', (m: { id: number; columns?: string[]; rows?: Record<string, unknown>[]; error?: string; detail?: string }) => {
    const p = runner.busy;
    if (!p || p.msg.id !== m.id) return;
    clearTimeout(p.timer);
    runner.busy = null;
    if (m.error) p.reject(new SqlRunError(m.error === 'readOnly' || m.error === 'tableRefused' ? m.error : 'failed', m.detail));
    else p.resolve({ columns: m.columns ?? [], rows: m.rows ?? [] });
    next(runner);
  });
  child.on('exit', () => {
    if (runners.get(file) === runner) runners.delete(file);
    const left = [...(runner.busy ? [runner.busy] : []), ...runner.queue];
    runner.busy = null;
    runner.queue = [];
    for (const p of left) {
      clearTimeout(p.timer);
      // The one that ran out of time was answered already; the others go to a fresh process, once (a process that
      // cannot open the database fails them instead of starting another).
      if (p.msg.retried) p.reject(new SqlRunError('failed', 'the query process ended'));
      else void runSqlite(file, { ...p.msg, retried: true }, p.timeoutMs).then(p.resolve, p.reject);
    }
  });
  child.on('error', () => undefined);
  return runner;
}

function next(runner: Runner) {
  if (runner.busy || !runner.queue.length) return;
  const p = runner.queue.shift()!;
  runner.busy = p;
  p.timer = setTimeout(() => {
    runner.busy = null;
    p.reject(new SqlRunError('timeout'));
    runner.child.kill('SIGKILL');
  }, p.timeoutMs);
  runner.child.send(p.msg);
}

function runSqlite(file: string, msg: Record<string, unknown>, timeoutMs: number): Promise<SqlAnswer> {
  let runner = runners.get(file);
  if (!runner || runner.child.exitCode !== null || runner.child.killed) {
    runner = start(file);
    runners.set(file, runner);
  }
  const r = runner;
  return new Promise<SqlAnswer>((resolve, reject) => {
    r.seq += 1;
    r.queue.push({ resolve, reject, msg: { ...msg, id: r.seq }, timeoutMs });
    next(r);
  });
}

/** Runs one SELECT on the database file: at most `limit` + 1 rows (the caller refuses more than `limit`). */
export function querySqlite(file: string, text: string, params: unknown[], opts: { timeoutMs: number; limit: number;
  fieldsOnly?: boolean }): Promise<SqlAnswer> {
  return runSqlite(file, { sql: text, params, limit: opts.limit, fieldsOnly: Boolean(opts.fieldsOnly) }, opts.timeoutMs);
}

/** Ends the child process of a database file (the server closing). */
export function stopSqlite(file: string): void {
  const r = runners.get(file);
  if (!r) return;
  runners.delete(file);
  r.queue = [];
  r.busy = null;
  r.child.removeAllListeners('exit');
  r.child.kill('SIGKILL');
}
