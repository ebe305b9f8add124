/**
 * The PostgreSQL role SQL interfaces run as (SET LOCAL ROLE inside their READ ONLY transaction): no login, SELECT
 * on the readable tables (tables.ts) of this database's schema and nothing else, so a SQL interface reading the
 * users, sessions or any other table is refused by PostgreSQL itself, whatever the text gets past the scanner.
 *
 * Prepared at every start (after the migrations): the role is created when missing and the connecting user may
 * create roles, the connecting user made a member when it is not (a superuser needs no membership), and the grants
 * of this database replaced (revoke all, grant the list), so a table dropped from the list loses its grant. A
 * server whose user may do none of this and finds no prepared role refuses SQL interfaces (the operator can create
 * the role by hand: docs/api-contract.md).
 */
import type pg from 'pg';
import { SQL_READABLE_TABLES } from './tables';

export const SQL_ROLE = process.env.LOOM_SQL_ROLE || 'loom_interface_reader';

/** Pools whose role is ready (the store's pool; tests open none of their own). */
const ready = new WeakSet<pg.Pool>();

export const sqlRoleReady = (pool: pg.Pool) => ready.has(pool);

const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** Prepares the role on the store's pool; answers whether SQL interfaces can run. */
export async function prepareSqlRole(pool: pg.Pool, log: { warn: (o: object, msg: string) => void }): Promise<boolean> {
  const client = await pool.connect();
  try {
    const me = (await client.query<{ super: boolean; create: boolean; schema: string }>(
      'SELECT rolsuper AS super, rolcreaterole AS create, current_schema() AS schema FROM pg_roles WHERE rolname = current_user')).rows[0];
    const exists = async () => (await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [SQL_ROLE])).rowCount === 1;
    if (!(await exists())) {
      try {
        await client.query(`CREATE ROLE ${ident(SQL_ROLE)} NOLOGIN NOINHERIT`);
      } catch (err) {
        // Another server (or test run) on the same cluster created it at the same moment: roles are cluster-wide.
        if (!(await exists())) throw err;
      }
    }
    if (!me?.super) {
      const member = (await client.query('SELECT pg_has_role(current_user, $1, \'MEMBER\') AS m', [SQL_ROLE])).rows[0]?.m;
      if (!member) await client.query(`GRANT ${ident(SQL_ROLE)} TO CURRENT_USER`);
    }
    const schema = ident(me?.schema ?? 'public');
    const tables = (await client.query<{ name: string }>(
      'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename = ANY($1)',
      [[...SQL_READABLE_TABLES]])).rows.map((r) => r.name);
    await client.query('BEGIN');
    await client.query(`REVOKE ALL ON ALL TABLES IN SCHEMA ${schema} FROM ${ident(SQL_ROLE)}`);
    await client.query(`REVOKE ALL ON ALL SEQUENCES IN SCHEMA ${schema} FROM ${ident(SQL_ROLE)}`);
    await client.query(`GRANT USAGE ON SCHEMA ${schema} TO ${ident(SQL_ROLE)}`);
    if (tables.length) {
      await client.query(`GRANT SELECT ON ${tables.map((t) => `${schema}.${ident(t)}`).join(', ')} TO ${ident(SQL_ROLE)}`);
    }
    await client.query('COMMIT');
    ready.add(pool);
    return true;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    log.warn({ err, role: SQL_ROLE }, 'SQL data interfaces are refused: their read-only role could not be prepared');
    return false;
  } finally {
    client.release();
  }
}
