/**
 * Abandoned chunked uploads (chunk folders untouched for CHUNK_TTL_MS) are swept the same way.
 * Exported workbooks (list Export, import TemplateDownload and ImportExceptionData, all under files/export) and
 * uploaded import workbooks (files/import) are working copies, not records: a day after they were written they are
 * deleted with their fileUpload rows and tickets. The app sweeps once when it starts and then every hour; the timer
 * never keeps the process alive and stops when the app closes.
 */
import { readdir, rm, stat, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { repeatFromReady } from '../../http/hourly';

/** The folders under $DATA_DIR/files whose files are temporary. */
export const TEMPORARY_FOLDERS = ['export', 'import'] as const;
/** How long a temporary file is kept. */
export const TEMPORARY_FILE_TTL_MS = 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;

/** Deletes the temporary files last written before `now - TEMPORARY_FILE_TTL_MS`; answers how many went. */
export async function sweepTemporaryFiles(ctx: AppContext, now = Date.now()): Promise<number> {
  const cutoff = now - TEMPORARY_FILE_TTL_MS;
  let swept = 0;
  for (const folder of TEMPORARY_FOLDERS) {
    const dir = resolve(ctx.config.dataDir, 'files', folder);
    const names = await readdir(dir).catch(() => [] as string[]);
    const gone: string[] = [];
    for (const name of names) {
      const path = join(dir, name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile() || info.mtimeMs >= cutoff) continue;
      // Already gone (another instance swept it) counts as swept.
      await unlink(path).catch((e: NodeJS.ErrnoException) => { if (e.code !== 'ENOENT') throw e; });
      gone.push(name);
    }
    for (let i = 0; i < gone.length; i += 500) {
      const batch = gone.slice(i, i + 500);
      await ctx.db.deleteFrom('fileTicket').where('type', '=', folder).where('name', 'in', batch).execute();
      await ctx.db.deleteFrom('fileUpload').where('type', '=', folder).where('name', 'in', batch).execute();
    }
    swept += gone.length;
  }
  return swept;
}

/** How long the chunks of an unfinished upload wait for the rest (a week: a user may resume another day). */
export const CHUNK_TTL_MS = 7 * 24 * 60 * 60_000;

/** Deletes chunk folders ($DATA_DIR/chunks/<user>/<upload>) not written to since `now - CHUNK_TTL_MS`. */
export async function sweepAbandonedChunks(dataDir: string, now = Date.now()): Promise<number> {
  const root = resolve(dataDir, 'chunks');
  let swept = 0;
  for (const user of await readdir(root).catch(() => [] as string[])) {
    for (const upload of await readdir(join(root, user)).catch(() => [] as string[])) {
      const dir = join(root, user, upload);
      const info = await stat(dir).catch(() => null);
      if (!info?.isDirectory() || info.mtimeMs >= now - CHUNK_TTL_MS) continue;
      await rm(dir, { recursive: true, force: true });
      swept++;
    }
  }
  return swept;
}

/** Sweeps when the app is ready and hourly after (http/hourly.ts). */
export function startTemporaryFileSweep(app: FastifyInstance, ctx: AppContext) {
  repeatFromReady(app, SWEEP_EVERY_MS, 'temporary file sweep',
    () => Promise.all([sweepTemporaryFiles(ctx), sweepAbandonedChunks(ctx.config.dataDir)]));
}
