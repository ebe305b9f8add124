/**
 * The PostgreSQL role SQL interfaces run as: a login role with SELECT on the readable tables (tables.ts) of this
 * database and nothing else, used through a pool of its own. The statement is not run on the server's connections
 * under SET ROLE: a role set there can be set back from inside the statement (set_config('role', session_user, true)
 * or set_config('session_authorization', ...) reached through a function that runs a query string, such as
 * ts_stat or query_to_xml, which no scan of the text can see), after which the rest of the statement reads what the
 * server's user reads. Logged in as the reader, there is no other role to go back to.
 *
 * Prepared at every start (after the migrations): the role is created when missing, given its password, and the
 * grants of this database replaced (revoke all, grant the list), so a table dropped from the list loses its grant.
 * The password is LOOM_SQL_ROLE_PASSWORD, else derived from the server's own connection secret (host, port, user,
 * password: every instance and every database of one cluster derives the same one, so none locks another out).
 * A server that may not create or alter roles needs the role made by hand (docs/api-contract.md); until it can log
 * in as the reader it refuses SQL interfaces rather than run them as itself.
 */
import { createHmac } from 'node:crypto';
import pg from 'pg';
import { SQL_READABLE_TABLES } from './tables';

export const SQL_ROLE = process.env.LOOM_SQL_ROLE || 'loom_interface_reader';

/** The reader's pool of each store pool that has one. */
const readers = new WeakMap<pg.Pool, pg.Pool>();

/** The pool logged in as the reader, once prepared. */
export const sqlReaderOf = (pool: pg.Pool): pg.Pool | undefined => readers.get(pool);
export const sqlRoleReady = (pool: pg.Pool) => readers.has(pool);

const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;
const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** The reader's connection string: the server's, with the reader's name and password. */
function readerUrl(url: string, password: string): string {
  const u = new URL(url);
  u.username = encodeURIComponent(SQL_ROLE);
  u.password = encodeURIComponent(password);
  return u.toString();
}

function readerPassword(url: string): string {
  if (process.env.LOOM_SQL_ROLE_PASSWORD) return process.env.LOOM_SQL_ROLE_PASSWORD;
  const u = new URL(url);
  return createHmac('sha256', `${u.username}:${decodeURIComponent(u.password)}`)
    .update(`${u.hostname}:${u.port}:${SQL_ROLE}`).digest('base64url');
}

/** Whether the reader can log in with `password` (a pool of one connection, closed again when it cannot). */
async function tryReader(url: string): Promise<pg.Pool | null> {
  const pool = new pg.Pool({ connectionString: url, max: 2, idleTimeoutMillis: 30_000 });
  // An idle reader connection closed by the server must not be an unhandled 'error' of the process.
  pool.on('error', () => undefined);
  try {
    (await pool.connect()).release();
    return pool;
  } catch {
    await pool.end().catch(() => undefined);
    return null;
  }
}

/** Prepares the role on the store's pool; answers whether SQL interfaces can run. */
export async function prepareSqlRole(pool: pg.Pool, log: { warn: (o: object, msg: string) => void }): Promise<boolean> {
  const url = pool.options.connectionString;
  if (!url) {
    log.warn({ role: SQL_ROLE }, 'SQL data interfaces are refused: their read-only role could not be prepared');
    return false;
  }
  const password = readerPassword(url);
  const client = await pool.connect();
  try {
    const exists = async () => (await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [SQL_ROLE])).rowCount === 1;
    let reader = (await exists()) ? await tryReader(readerUrl(url, password)) : null;
    if (!reader) {
      try {
        if (await exists()) await client.query(`ALTER ROLE ${ident(SQL_ROLE)} LOGIN NOINHERIT PASSWORD ${literal(password)}`);
        else await client.query(`CREATE ROLE ${ident(SQL_ROLE)} LOGIN NOINHERIT PASSWORD ${literal(password)}`);
      } catch (err) {
        // Another server (or test run) on the same cluster made or changed it at the same moment: roles are
        // cluster-wide, and it set the same password.
        if (!(await exists())) throw err;
      }
      reader = await tryReader(readerUrl(url, password));
      if (!reader) throw new Error(`cannot log in as ${SQL_ROLE}`);
    }
    const schema = ident((await client.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]?.s ?? 'public');
    const tables = (await client.query<{ name: string }>(
      'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename = ANY($1)',
      [[...SQL_READABLE_TABLES]])).rows.map((r) => r.name);
    try {
      await client.query('BEGIN');
      await client.query(`REVOKE ALL ON ALL TABLES IN SCHEMA ${schema} FROM ${ident(SQL_ROLE)}`);
      await client.query(`REVOKE ALL ON ALL SEQUENCES IN SCHEMA ${schema} FROM ${ident(SQL_ROLE)}`);
      await client.query(`GRANT USAGE ON SCHEMA ${schema} TO ${ident(SQL_ROLE)}`);
      if (tables.length) {
        await client.query(`GRANT SELECT ON ${tables.map((t) => `${schema}.${ident(t)}`).join(', ')} TO ${ident(SQL_ROLE)}`);
      }
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      await reader.end().catch(() => undefined);
      throw err;
    }
    readers.set(pool, reader);
    return true;
  } catch (err) {
    log.warn({ err, role: SQL_ROLE }, 'SQL data interfaces are refused: their read-only role could not be prepared');
    return false;
  } finally {
    client.release();
  }
}

/** Closes the reader's pool of a store pool (the server closing). */
export async function closeSqlReader(pool: pg.Pool): Promise<void> {
  const reader = readers.get(pool);
  readers.delete(pool);
  await reader?.end().catch(() => undefined);
}
