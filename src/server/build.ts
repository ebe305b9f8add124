/**
 * The server compiled ahead to plain JavaScript (dist-server/), so `npm start` and the bench run it with node alone.
 * Running the TypeScript through tsx costs ~30 MB of every server's memory for nothing a server needs at run time:
 * tsx's loader runs on a thread of its own (a second V8 heap), and each worker thread loads it again.
 *
 * One esbuild bundle of our code (start.ts and main.ts, sharing a chunk); packages stay imports of node_modules, as
 * tsx loads them. Source files that find their neighbours through `import.meta.url` (fixtures, screen documents, the
 * read worker) get their own file's URL, so those paths resolve as they do from the sources. Source maps are written
 * beside the bundle and not loaded: `node --enable-source-maps dist-server/start.js` when a stack trace needs them.
 *
 * npm's prestart (prestart.ts) and tests/bench/serverProcess.ts call buildServer().
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SERVER_OUT = resolve(root, 'dist-server');

/** `import.meta.url` in a source file means that file's URL, written relative to the bundle so a moved clone works. */
const ownUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const text = await readFile(path, 'utf8');
      if (path.includes('/node_modules/') || !text.includes('import.meta.url')) return { contents: text, loader: 'ts' };
      const from = relative(SERVER_OUT, path).split('\\').join('/');
      const url = `new URL(${JSON.stringify(from)}, import.meta.url).href`;
      return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/**
 * A package's file named without its extension (`dayjs/plugin/customParseFormat`): tsx finds it as require() does,
 * Node's ESM loader does not when the package declares no "exports". Such an import is written with the file's name.
 */
const packageFiles: Plugin = {
  name: 'package-file-names',
  setup(b) {
    // A package's path below its name: `pkg/sub…` or `@scope/pkg/sub…` (a `node:` built-in has a colon).
    b.onResolve({ filter: /^(@[^/:]+\/)?[^./@:][^/:]*\/./ }, ({ path, resolveDir }) => {
      const name = path.split('/').slice(0, path.startsWith('@') ? 2 : 1).join('/');
      const require = createRequire(resolve(resolveDir, 'x.js'));
      const manifest = require.resolve(`${name}/package.json`);
      if ((JSON.parse(readFileSync(manifest, 'utf8')) as { exports?: unknown }).exports) return { path, external: true };
      const file = relative(dirname(manifest), require.resolve(path)).split('\\').join('/');
      return { path: `${name}/${file}`, external: true };
    });
  },
};

/** Compiles the server into dist-server/start.js (npm start, the bench's processes, compiledServer.test.ts). */
export async function buildServer(): Promise<void> {
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: { start: 'src/server/start.ts' },
    outdir: SERVER_OUT,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [ownUrl, packageFiles],
    metafile: true,
  });
  // The chunks of earlier builds go once this one is written (not before: a server starting meanwhile finds its files).
  const written = new Set(Object.keys(metafile.outputs).map((file) => resolve(root, file)));
  for (const name of readdirSync(SERVER_OUT)) {
    if (!written.has(resolve(SERVER_OUT, name))) rmSync(resolve(SERVER_OUT, name), { force: true });
  }
}
