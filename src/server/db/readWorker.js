// One reader of the SQLite store off the main thread (db/readPool.ts): its own read-only connection to the WAL
// database, so a long read (a List's scan) never holds the event loop that answers every other request. Plain
// JavaScript: a worker thread runs outside the TypeScript loader of tests and tools.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
// The same Unicode-aware lower() as the main connection (db/index.ts), so searches answer alike on every thread.
db.function('lower', { deterministic: true }, (s) => (typeof s === 'string' ? s.toLowerCase() : s));

/** Statements prepared once per connection, the most recently used kept. */
const statements = new Map();
const STATEMENTS_MAX = 200;
function statement(sql) {
  let s = statements.get(sql);
  if (s) {
    statements.delete(sql);
  } else {
    s = db.prepare(sql);
    if (statements.size >= STATEMENTS_MAX) statements.delete(statements.keys().next().value);
  }
  statements.set(sql, s);
  return s;
}

parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    const s = statement(sql);
    const rows = s.reader ? s.all(...parameters) : (s.run(...parameters), []);
    parentPort.postMessage({ id, rows });
  } catch (e) {
    parentPort.postMessage({ id, error: { message: String(e?.message ?? e), code: e?.code } });
  }
});
