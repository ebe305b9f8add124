/**
 * npm start (compiled into dist-server/start.js first, src/server/build.ts): build the web app when dist/ is missing
 * or older than its sources, then migrate, seed and listen, and print where to go and how to sign in.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { configFromEnv } from './config';

const SOURCES = ['src/web', 'src/engine', 'renderers', 'index.html', 'vite.config.ts'];

/** Newest modification time under the given paths (files and folders, recursively). */
function newest(paths: string[]): number {
  let latest = 0;
  const walk = (p: string) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    latest = Math.max(latest, st.mtimeMs);
    if (st.isDirectory()) for (const name of readdirSync(p)) if (name !== 'node_modules') walk(join(p, name));
  };
  paths.forEach((p) => walk(resolve(p)));
  return latest;
}

const config = configFromEnv();
const indexHtml = join(config.distDir, 'index.html');
if (!existsSync(resolve('index.html'))) {
  console.warn('index.html is missing: the web app cannot be built yet; serving the API only.');
} else if (!existsSync(indexHtml) || statSync(indexHtml).mtimeMs < newest(SOURCES)) {
  console.log('Building the web app (vite build)…');
  const { build } = await import('vite');
  await build({ logLevel: 'warn', build: { outDir: config.distDir } });
}

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
