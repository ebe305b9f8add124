/**
 * How the built web app and the API's JSON travel: scripts and stylesheets as the build compressed them (brotli or
 * gzip, http/precompress.ts), hashed files cached for a year (their name changes with their content), index.html
 * checked again at every visit (it names the current hashes), and API answers above a threshold compressed on the
 * fly (the JSON envelope is compressed whole; small answers, errors included, go as they are).
 */
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { sep } from 'node:path';

/** Vite writes every content-hashed file under assets/. */
const HASHED_DIR = `${sep}assets${sep}`;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Smaller JSON costs more to compress than it saves on the wire. */
export const COMPRESS_THRESHOLD = 1024;

/** Compression of API answers; registered before the routes so that its hook covers them. */
export async function registerCompression(app: FastifyInstance) {
  // The plugin's brotli runs at quality 4: about gzip -9's ratio on JSON at a fraction of its time.
  await app.register(compress, { threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'] });
}

/** Serves the built app from `root` (index.html for '/'), pre-compressed, with the cache rule above. */
export async function registerWebAssets(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', path.includes(HASHED_DIR) ? IMMUTABLE : 'no-cache');
    },
  });
}
