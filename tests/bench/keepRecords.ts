// A store filled as the records bench fills its temporary one, and kept, for looking at the List's plans (EXPLAIN)
// or comparing settings (abList.ts) between runs:
//   npx tsx tests/bench/keepRecords.ts [records=100000] [name=loom_keep_records]
// name `sqlite:<dir>` fills a SQLite data directory instead of a PostgreSQL database.
// Migrations, seed and the list indexes come from starts of the server before the fill (records.ts prepareStore);
// a PostgreSQL fill ends with VACUUM ANALYZE.
import pg from 'pg';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillPostgres, fillSqlite, prepareStore } from './records';

const [n = '100000', name = 'loom_keep_records'] = process.argv.slice(2);
const t0 = performance.now();
if (name.startsWith('sqlite:')) {
  const dataDir = name.slice('sqlite:'.length);
  rmSync(dataDir, { recursive: true, force: true });
  await prepareStore(dataDir);
  await fillSqlite(dataDir, Number(n));
  console.log(`${dataDir} filled with ${n} records in ${Math.round(performance.now() - t0)} ms`);
} else {
  const admin = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'loom-keep-'));
  await prepareStore(dataDir, url.toString());
  rmSync(dataDir, { recursive: true, force: true });
  await fillPostgres(url.toString(), Number(n));
  console.log(`${url} filled with ${n} records in ${Math.round(performance.now() - t0)} ms`);
}
