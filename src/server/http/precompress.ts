/**
 * Build-time compression of the web app (vite.config.ts runs it after each build): every compressible file of the
 * output gets a brotli (.br) and a gzip (.gz) sibling, which @fastify/static serves as they are (preCompressed), so
 * no request compresses a script or a stylesheet. Node's own zlib at its strongest settings: it runs once per build.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|wasm)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

/** Writes the .br and .gz copies of every compressible file under `dir`; answers how many files it compressed. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    try {
      const st = statSync(path);
      if (st.isDirectory()) {
        count += precompressDir(path);
        continue;
      }
      if (!COMPRESSIBLE.test(name) || st.size < MIN_BYTES) continue;
      const raw = readFileSync(path);
      writeFileSync(`${path}.br`, brotliCompressSync(raw, { params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      } }));
      writeFileSync(`${path}.gz`, gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }));
      count++;
    } catch (err) {
      // A file another build (emptying the same outDir) removed meanwhile has nothing left to compress.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  return count;
}
