/**
 * Reads off the main thread for SQLite, whose driver is synchronous: a statement running on the main connection
 * holds the event loop, so while Lists are read every other request waits. A few worker threads (readWorker.js)
 * each keep a read-only connection to the same WAL database and answer compiled queries; the main thread only
 * sends the statement and receives the rows. A reader sees every write committed before its statement starts, as
 * the main connection would. PostgreSQL (already asynchronous) and an in-memory SQLite read as usual.
 */
import { channel } from 'node:diagnostics_channel';
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { CamelCasePlugin, type CompiledQuery } from 'kysely';
import { rawHandleOf, type Db } from './index';

class RowNames extends CamelCasePlugin {
  row = (row: Record<string, unknown>) => this.mapRow(row) as Record<string, unknown>;
}
const names = new RowNames();

/**
 * Every statement sent to a reader is published here ({ sql, parameters }), for whoever counts a request's statements (the API
 * tests): those reads do not pass through Kysely's executor. Free when nobody listens.
 */
export const readsChannel = channel('loom:db:reader-read');

interface Pending { resolve: (rows: Record<string, unknown>[]) => void; reject: (e: Error) => void }
interface Reader { worker: Worker; pending: Map<number, Pending> }
interface Answer { id: number; rows?: Record<string, unknown>[]; error?: { message: string; code?: string } }

/**
 * Readers per process: LOOM_READ_WORKERS (0 reads on the main connection), else one per core beside the main
 * thread's, at least one and at most four (each reader is a thread with its own heap: tens of MB).
 */
const size = () => {
  const asked = process.env.LOOM_READ_WORKERS ? Number(process.env.LOOM_READ_WORKERS) : NaN;
  return Number.isInteger(asked) && asked >= 0 ? asked : Math.min(4, Math.max(1, availableParallelism() - 1));
};

class ReadPool {
  private readers: Reader[] = [];
  private next = 0;

  private closed = false;

  constructor(private file: string, count: number) {
    for (let i = 0; i < count; i++) this.readers.push(this.start());
  }

  private start(): Reader {
    const worker = new Worker(new URL('./readWorker.js', import.meta.url), { workerData: { file: this.file } });
    const reader: Reader = { worker, pending: new Map() };
    worker.on('message', (a: Answer) => {
      const p = reader.pending.get(a.id);
      if (!p) return;
      reader.pending.delete(a.id);
      if (!reader.pending.size) worker.unref();
      if (a.error) p.reject(Object.assign(new Error(a.error.message), { code: a.error.code }));
      else p.resolve(a.rows ?? []);
    });
    const fail = (e: Error) => {
      for (const p of reader.pending.values()) p.reject(e);
      reader.pending.clear();
      // A reader that died is replaced, so one bad moment does not leave the pool short.
      const at = this.readers.indexOf(reader);
      if (at >= 0 && !this.closed) this.readers[at] = this.start();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => { if (code !== 0) fail(new Error(`read worker exited with ${code}`)); });
    worker.unref(); // an idle pool never keeps a process alive; a waited-for answer does (send)
    return reader;
  }

  /** Runs a compiled read on the reader with the fewest statements waiting. */
  read(query: CompiledQuery): Promise<Record<string, unknown>[]> {
    if (readsChannel.hasSubscribers) readsChannel.publish({ sql: query.sql, parameters: query.parameters });
    const id = ++this.next;
    let reader = this.readers[id % this.readers.length];
    for (const r of this.readers) if (r.pending.size < reader.pending.size) reader = r;
    return new Promise((resolve, reject) => {
      this.send(reader, id, query.sql, query.parameters, { resolve, reject });
    });
  }

  private send(reader: Reader, id: number, sql: string, parameters: readonly unknown[], pending: Pending) {
    if (!reader.pending.size) reader.worker.ref();
    reader.pending.set(id, pending);
    reader.worker.postMessage({ id, sql, parameters });
  }

  /** Has every reader answer once (started, connection open). */
  async warm(): Promise<void> {
    await Promise.all(this.readers.map((reader) => new Promise((resolve, reject) => {
      // Reading the schema table loads the schema into the connection, as a first real read would.
      this.send(reader, ++this.next, 'select count(*) from sqlite_schema', [], { resolve, reject });
    })));
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.readers.map((r) => r.worker.terminate()));
  }
}

const pools = new WeakMap<Db, ReadPool | null>();

/** The store's read pool, started at the first read; null when reads stay on the main connection. */
function poolOf(db: Db): ReadPool | null {
  if (pools.has(db)) return pools.get(db)!;
  const raw = rawHandleOf(db);
  const count = size();
  let pool: ReadPool | null = null;
  if (raw?.kind === 'sqlite' && !raw.sqlite.memory && raw.sqlite.open && count > 0) {
    pool = new ReadPool(raw.sqlite.name, count);
    // Closing the store (app shutdown) ends its readers.
    const close = raw.sqlite.close.bind(raw.sqlite);
    raw.sqlite.close = () => { void pool!.close(); return close(); };
  }
  pools.set(db, pool);
  return pool;
}

/** Starts the store's readers now (at server start), so the first request does not wait for them. */
export async function startReaders(db: Db): Promise<void> {
  await poolOf(db)?.warm();
}

/**
 * The rows of a compiled read (a select: a write must go through the main connection), camelCased as Kysely's
 * CamelCasePlugin answers them: on a SQLite reader thread when the store has them, else through Kysely.
 */
export async function readRows<R>(db: Db, query: CompiledQuery): Promise<R[]> {
  const pool = poolOf(db);
  if (!pool) return (await db.executeQuery<R>(query)).rows;
  return (await pool.read(query)).map(names.row) as R[];
}
