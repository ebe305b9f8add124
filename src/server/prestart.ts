/**
 * npm start's first half (npm's prestart, through tsx): compile the server (build.ts), and build the web app when
 * dist/ is missing or older than its sources. In a process of its own, so the server never holds Vite: a web build
 * inside the server left it at ~800 MB of RSS for as long as it ran. start.ts, compiled, is the second half.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildServer } from './build';
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

await buildServer();
const { distDir } = configFromEnv();
const indexHtml = join(distDir, 'index.html');
if (!existsSync(resolve('index.html'))) {
  console.warn('index.html is missing: the web app cannot be built yet; serving the API only.');
} else if (!existsSync(indexHtml) || statSync(indexHtml).mtimeMs < newest(SOURCES)) {
  console.log('Building the web app (vite build)…');
  const { build } = await import('vite');
  await build({ logLevel: 'warn', build: { outDir: distDir } });
}
