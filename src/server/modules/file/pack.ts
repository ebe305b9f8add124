/**
 * POST /api/file/PackDownload/{type}: several files as one zip. Every file must be one the user may read (the same
 * rule as a single download); the zip is streamed by archiver into a temporary export file, never held in memory,
 * and offered through a one-shot address. Names inside the zip are the users' file names, made unique.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { newZip } from '../../lib/heavy';
import type { FastifyInstance } from 'fastify';
import { currentUser, type AppContext } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import { fileText } from './messages';
import { mayReadFile } from './readable';
import { NAME_PATTERN, TYPE_PATTERN, cleanOriginalName, filePath, storedName } from './storage';
import { issueTicket } from './tickets';

const MAX_FILES = 200;

/** `name` or, when already used, `name (2).ext`, `name (3).ext`… */
function uniqueName(used: Set<string>, name: string): string {
  const dot = name.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let i = 2; used.has(candidate); i++) candidate = `${base} (${i})${ext}`;
  used.add(candidate);
  return candidate;
}

export async function packRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  app.post<{ Params: { type: string }; Body: { fileId: string; fileName?: string }[] }>('/api/file/PackDownload/:type', {
    config: { access: 'session' },
    schema: {
      params: { type: 'object', required: ['type'], properties: { type: { type: 'string', pattern: TYPE_PATTERN } } },
      body: { type: 'array', maxItems: MAX_FILES, items: { type: 'object', required: ['fileId'], properties: {
        fileId: { type: 'string', pattern: NAME_PATTERN }, fileName: { type: 'string', maxLength: 500 } } } },
    },
  }, async (req) => {
    const user = currentUser(req.session);
    const { type } = req.params;
    if (!req.body.length) throw new ApiError(400, 'paramInvalid', {}, fileText(req.lang, 'noFiles'));
    const files: { path: string; name: string }[] = [];
    const used = new Set<string>();
    for (const f of req.body) {
      const path = filePath(config.dataDir, type, f.fileId);
      // A file the user may not read answers as a missing one, as a single download does.
      if (!(await mayReadFile(db, req, { type, name: f.fileId })) || !(await stat(path).catch(() => null))?.isFile()) {
        throw new ApiError(404, 'recordNotFound', {}, `${fileText(req.lang, 'fileMissing')}: ${cleanOriginalName(f.fileName ?? f.fileId)}`);
      }
      files.push({ path, name: uniqueName(used, cleanOriginalName(f.fileName || f.fileId)) });
    }
    const name = storedName('zip');
    const target = filePath(config.dataDir, 'export', name);
    await mkdir(dirname(target), { recursive: true });
    const zip = await newZip({ zlib: { level: 6 } });
    for (const f of files) zip.file(f.path, { name: f.name });
    const done = pipeline(zip, createWriteStream(target, { flags: 'wx' }));
    await zip.finalize();
    await done.catch(async (err) => {
      await rm(target, { force: true });
      throw err;
    });
    const now = new Date();
    const p = (n: number) => String(n).padStart(2, '0');
    const downloadName = `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}.zip`;
    await db.insertInto('fileUpload').values({ name, type: 'export', originalName: downloadName,
      fileSize: (await stat(target)).size, fileExtension: 'zip', userId: user.id, createdAt: Date.now() }).execute();
    return ok(req.t('success'), { downloadName,
      downloadVo: { name: downloadName, url: await issueTicket(db, 'export', name, downloadName) } });
  });
}
