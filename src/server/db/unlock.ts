/**
 * npm run unlock -- <account>: the operator's way back in when the account that could unlock others is itself
 * locked. Clears the account's lock and failure count (the login guard, and users.lock_mark) on the store the
 * server uses (DATABASE_URL, else SQLite under DATA_DIR, like npm start). Exits 1 for an account nobody has.
 */
import { configFromEnv } from '../config';
import { clearGuard } from '../modules/oauth/guard';
import { migrate, openDb } from './index';

const account = (process.argv[2] ?? '').trim();
if (!account) {
  console.error('Usage: npm run unlock -- <account>');
  process.exit(2);
}

const config = configFromEnv();
const store = config.databaseUrl ? 'PostgreSQL' : config.dataDir;
const db = openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
let code = 0;
try {
  await migrate(db);
  const user = await db.updateTable('users').set({ lockMark: 0, logErrorCount: 0 }).where('account', '=', account)
    .returning('account').executeTakeFirst();
  if (!user) {
    console.error(`No account "${account}" in ${store}; nothing changed.`);
    code = 1;
  } else {
    const hadLock = await clearGuard(db, account);
    console.log(hadLock ? `Unlocked "${account}" in ${store}: lock and failure count cleared.`
      : `"${account}" in ${store} was neither locked nor had failures; nothing to clear.`);
  }
} finally {
  await db.destroy();
}
process.exit(code);
