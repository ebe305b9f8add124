/** npm run seed: migrate and seed the configured store, then exit. */
import { configFromEnv } from '../config';
import { migrate, openDb } from './index';
import { seed } from './seed';

const config = configFromEnv();
const db = openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  await migrate(db);
  await seed(db, { adminPassword: config.adminPassword, bcryptRounds: config.bcryptRounds,
    lockRows: Boolean(config.databaseUrl) });
  console.log(`Seeded ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}`);
} finally {
  await db.destroy();
}
