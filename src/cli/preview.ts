/**
 * `npm run preview -- <form.json> [list.json] [--port N]`: serves a generated form, its list and its detail view
 * from definition files, with no server and no database (issue 3 item 8). A Vite dev server with the project's
 * vite.config.ts plus the preview plugin (src/cli/preview/plugin.ts); prints the URL and reloads open pages when a
 * file changes.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { previewPlugin } from './preview/plugin';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const USAGE = 'usage: npm run preview -- <form.json> [list.json] [--port N]';
const DEFAULT_PORT = 5180;

export interface PreviewArgs {
  formPath: string;
  listPath?: string;
  port?: number;
}

/** Parses the command line; throws with the usage text when it makes no sense. */
export function parseArgs(argv: string[]): PreviewArgs {
  const files: string[] = [];
  let port: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = arg === '--port' ? argv[++i] : arg.startsWith('--port=') ? arg.slice(7) : undefined;
    if (value !== undefined) {
      port = Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`bad port "${value}"\n${USAGE}`);
    } else if (arg.startsWith('-')) throw new Error(`unknown option ${arg}\n${USAGE}`);
    else files.push(resolve(arg));
  }
  if (files.length < 1 || files.length > 2) throw new Error(USAGE);
  for (const f of files) if (!existsSync(f)) throw new Error(`${f}: no such file`);
  return { formPath: files[0], listPath: files[1], port };
}

/** Starts the preview server; resolves once it listens. */
export async function startPreview(args: PreviewArgs): Promise<{ server: ViteDevServer; url: string }> {
  const server = await createServer({
    configFile: resolve(ROOT, 'vite.config.ts'),
    root: ROOT,
    clearScreen: false,
    // Our own cache, so a preview never disturbs the app's dev server (and vice versa).
    cacheDir: resolve(ROOT, 'node_modules/.vite-preview'),
    // Pre-bundle what the page imports before the first request, not on it.
    optimizeDeps: { entries: ['src/web/preview/index.html'] },
    server: { host: '127.0.0.1', port: args.port ?? DEFAULT_PORT, strictPort: args.port !== undefined, open: false },
    plugins: [previewPlugin({
      formPath: args.formPath,
      listPath: args.listPath,
      referenceDir: resolve(ROOT, 'fixtures/reference'),
      onReload: (file) => console.log(`changed: ${file} (reloading)`),
    })],
  });
  await server.listen();
  const address = server.httpServer?.address();
  const port = address && typeof address === 'object' ? address.port : args.port ?? DEFAULT_PORT;
  return { server, url: `http://127.0.0.1:${port}/` };
}

async function main() {
  let args: PreviewArgs;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exitCode = 2;
    return;
  }
  const { server, url } = await startPreview(args);
  console.log(`Loom preview of ${args.formPath}${args.listPath ? ` + ${args.listPath}` : ''}`);
  console.log(`Preview: ${url}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main();
