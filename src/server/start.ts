/**
 * npm start's second half, run compiled (dist-server/start.js) once prestart.ts has compiled the server and built
 * the web app: migrate, seed and listen, and print where to go and how to sign in.
 */
import { join } from 'node:path';
import { buildApp } from './app';
import { configFromEnv } from './config';

const config = configFromEnv();
const app = await buildApp({ ...config, logger: process.env.LOG_LEVEL !== undefined });
await app.listen({ port: config.port, host: config.host });
const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
console.log(`Loom is running at http://${shownHost}:${config.port}/`);
console.log(`Sign in as admin / ${config.adminPassword}${config.captcha ? '' : ' (captcha off)'}`);
console.log(`Store: ${config.databaseUrl ? 'PostgreSQL' : join(config.dataDir, 'loom.db')}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
