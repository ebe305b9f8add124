/**
 * Chunked, resumable uploads: GET /api/file/chunk (which chunks the server holds), POST /api/file/chunk (one chunk)
 * and POST /api/file/merge (join them into a stored file). Chunks wait on disk under
 * $DATA_DIR/chunks/<user>/<identifier>/, so an upload resumes after a browser reload or a server restart; each is
 * written to a temporary name and renamed, so a half-written chunk is never counted. The identifier is the content
 * MD5 the client computed; the server computes its own while joining, and completes an upload at once only from a
 * file of the same user with that content (another user's file is never handed out on the strength of a hash).
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser, type AppContext } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import type { UploadedPart } from '../../http/multipart';
import { fileText } from './messages';
import { FILE_EXTENSIONS, IMAGE_EXTENSIONS, IMAGE_TYPES, TYPE_PATTERN, cleanOriginalName, extensionOf, filePath,
  looksLikeImage, storedName } from './storage';

/** The chunk size the client sends (5 MiB); the last chunk may be up to twice as large. */
export const CHUNK_SIZE = 5 * 1024 * 1024;
const IDENTIFIER = '^[A-Za-z0-9_-]{1,64}$';

/** The largest file a chunked upload accepts: LOOM_CHUNKED_MAX_MB (default 2048). */
export function chunkedLimitBytes(env: NodeJS.ProcessEnv = process.env): number {
  const mb = Number(env.LOOM_CHUNKED_MAX_MB);
  return (Number.isFinite(mb) && mb > 0 ? mb : 2048) * 1024 * 1024;
}

interface ChunkQuery {
  identifier: string;
  chunkNumber?: number;
  totalChunks: number;
  totalSize: number;
  chunkSize?: number;
  currentChunkSize?: number;
  filename?: string;
}

const int = (min: number) => ({ type: 'integer', minimum: min });
const chunkProps = {
  identifier: { type: 'string', pattern: IDENTIFIER },
  chunkNumber: int(1), totalChunks: int(1), totalSize: int(1), chunkSize: int(1), currentChunkSize: int(1),
  filename: { type: 'string', maxLength: 500 }, relativePath: { type: 'string', maxLength: 1000 },
  fileType: { type: 'string', maxLength: 200 }, extension: { type: 'string', maxLength: 20 },
};

/** The folder of one user's upload: both parts pattern-checked, so it stays under $DATA_DIR/chunks. */
function chunkDir(dataDir: string, userId: string, identifier: string): string {
  if (!new RegExp(IDENTIFIER).test(identifier)) throw new Error('bad identifier');
  const user = createHash('sha256').update(userId).digest('hex').slice(0, 32);
  return resolve(dataDir, 'chunks', user, identifier);
}

/** Chunk numbers present (complete, renamed) in `dir`, ascending. */
async function presentChunks(dir: string): Promise<number[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((n) => /^\d+$/.test(n)).map(Number).sort((a, b) => a - b);
}

interface Plan { totalChunks: number; totalSize: number; filename: string }

/** Checks an upload's announced size and chunk count against each other and the limit. */
function checkPlan(req: FastifyRequest, q: ChunkQuery, limit: number) {
  const mb = Math.round(limit / 1024 / 1024);
  if (q.totalSize > limit) throw new ApiError(400, 'paramInvalid', {}, fileText(req.lang, 'tooLarge', { size: mb, unit: 'MB' }));
  // The client cuts chunkSize pieces and folds a short tail into the last one.
  if (q.totalChunks !== Math.max(1, Math.floor(q.totalSize / CHUNK_SIZE))) {
    throw new ApiError(400, 'paramInvalid', {}, fileText(req.lang, 'chunkInvalid'));
  }
  if (q.chunkNumber !== undefined && q.chunkNumber > q.totalChunks) {
    throw new ApiError(400, 'paramInvalid', {}, fileText(req.lang, 'chunkInvalid'));
  }
}

/** The expected size of chunk `n` of a plan. */
const chunkBytes = (p: { totalChunks: number; totalSize: number }, n: number) =>
  n < p.totalChunks ? CHUNK_SIZE : p.totalSize - CHUNK_SIZE * (p.totalChunks - 1);

async function readPlan(dir: string): Promise<Plan | null> {
  return JSON.parse(await readFile(join(dir, 'plan.json'), 'utf8').catch(() => 'null')) as Plan | null;
}

export async function chunkRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const limit = chunkedLimitBytes();

  /** A file of this user with this content, for instant completion. */
  const ownCopy = (userId: string, md5: string, size: number) => db.selectFrom('fileUpload').selectAll()
    .where('userId', '=', userId).where('contentMd5', '=', md5.toLowerCase()).where('fileSize', '=', size)
    .orderBy('createdAt', 'desc').executeTakeFirst();

  app.get<{ Querystring: ChunkQuery }>('/api/file/chunk', {
    config: { access: 'session' },
    schema: { querystring: { type: 'object', required: ['identifier', 'totalChunks', 'totalSize'], properties: chunkProps } },
  }, async (req) => {
    const user = currentUser(req.session);
    const q = req.query;
    checkPlan(req, q, limit);
    const own = await ownCopy(user.id, q.identifier, q.totalSize);
    if (own) {
      return ok(req.t('success'), { uploaded: true, merge: false,
        chunkNumbers: Array.from({ length: q.totalChunks }, (_, i) => i + 1) });
    }
    const dir = chunkDir(config.dataDir, user.id, q.identifier);
    const plan = await readPlan(dir);
    // Chunks of an upload announced with another size or count are not this upload's.
    const chunkNumbers = plan && plan.totalSize === q.totalSize && plan.totalChunks === q.totalChunks
      ? await presentChunks(dir) : [];
    return ok(req.t('success'), { chunkNumbers, merge: chunkNumbers.length === q.totalChunks });
  });

  app.post<{ Body: Omit<ChunkQuery, 'chunkNumber'> & { chunkNumber: number; file: UploadedPart } }>('/api/file/chunk', {
    config: { access: 'session' },
    schema: { body: { type: 'object', required: ['file', 'identifier', 'chunkNumber', 'totalChunks', 'totalSize'],
      properties: { ...chunkProps, file: { type: 'object' } } } },
  }, async (req) => {
    const user = currentUser(req.session);
    const b = req.body;
    checkPlan(req, b, limit);
    if (b.file.truncated || b.file.data.length !== chunkBytes(b, b.chunkNumber)) {
      throw new ApiError(400, 'paramInvalid', {}, fileText(req.lang, 'chunkInvalid'));
    }
    const dir = chunkDir(config.dataDir, user.id, b.identifier);
    await mkdir(dir, { recursive: true });
    const plan = await readPlan(dir);
    if (plan && (plan.totalSize !== b.totalSize || plan.totalChunks !== b.totalChunks)) {
      // A new announcement for the same content restarts the upload.
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
    }
    if (!plan || plan.totalSize !== b.totalSize) {
      await writeFile(join(dir, 'plan.json'), JSON.stringify({ totalChunks: b.totalChunks, totalSize: b.totalSize,
        filename: cleanOriginalName(b.filename ?? '') } satisfies Plan));
    }
    const tmp = join(dir, `${b.chunkNumber}.${process.pid}.${Date.now()}.tmp`);
    await writeFile(tmp, b.file.data);
    await rename(tmp, join(dir, String(b.chunkNumber)));
    const chunkNumbers = await presentChunks(dir);
    return ok(req.t('success'), { chunkNumbers, merge: chunkNumbers.length === b.totalChunks });
  });

  app.post<{ Body: { identifier: string; fileName: string; fileSize?: number; fileType?: string; extension?: string;
    type?: string; pathType?: string; isAccount?: string; folder?: string } }>('/api/file/merge', {
    config: { access: 'session' },
    schema: { body: { type: 'object', required: ['identifier', 'fileName'], properties: {
      identifier: { type: 'string', pattern: IDENTIFIER }, fileName: { type: 'string', minLength: 1, maxLength: 500 },
      fileSize: int(0), fileType: { type: 'string', maxLength: 200 }, extension: { type: 'string', maxLength: 20 },
      type: { type: 'string', pattern: TYPE_PATTERN }, pathType: { type: 'string', maxLength: 20 },
      isAccount: { type: 'string', maxLength: 2 }, folder: { type: 'string', maxLength: 200 },
    } } },
  }, async (req) => {
    const user = currentUser(req.session);
    const b = req.body;
    const type = b.type || 'annex';
    const originalName = cleanOriginalName(b.fileName);
    const ext = extensionOf(originalName);
    if (!ext) throw new ApiError(400, 'paramInvalid', {}, fileText(req.lang, 'noExtension'));
    if (!FILE_EXTENSIONS.has(ext) || (IMAGE_TYPES.has(type) && !IMAGE_EXTENSIONS.has(ext))) {
      throw new ApiError(400, 'paramInvalid', {}, fileText(req.lang, 'unsupportedType', { ext }));
    }
    const answer = (row: { name: string; fileSize: number; fileExtension: string }) => {
      const url = IMAGE_EXTENSIONS.has(row.fileExtension) ? `/api/file/Image/${type}/${row.name}`
        : `/api/file/Download/${type}/${row.name}`;
      return ok(req.t('success'), { name: row.name, fileId: row.name, originalName, url, fileSize: row.fileSize,
        fileExtension: row.fileExtension, fileVersionId: row.name,
        ...(IMAGE_EXTENSIONS.has(row.fileExtension) ? { thumbUrl: url } : {}) });
    };

    const dir = chunkDir(config.dataDir, user.id, b.identifier);
    const plan = await readPlan(dir);
    const present = plan ? await presentChunks(dir) : [];
    if (!plan || present.length !== plan.totalChunks) {
      // Nothing to join: an instant upload of content this user already stored gets its own copy.
      const own = await ownCopy(user.id, b.identifier, b.fileSize ?? -1);
      if (!own) throw new ApiError(400, 'paramInvalid', {}, fileText(req.lang, 'chunksMissing'));
      const name = storedName(ext);
      const target = filePath(config.dataDir, type, name);
      await mkdir(dirname(target), { recursive: true });
      const from = filePath(config.dataDir, own.type, own.name);
      await link(from, target).catch(() => copyFile(from, target));
      const row = { name, type, originalName, fileSize: own.fileSize, fileExtension: ext, userId: user.id,
        createdAt: Date.now(), contentMd5: own.contentMd5 };
      await db.insertInto('fileUpload').values(row).execute();
      return answer(row);
    }

    const name = storedName(ext);
    const target = filePath(config.dataDir, type, name);
    await mkdir(dirname(target), { recursive: true });
    const md5 = createHash('md5');
    // One stream reads the chunks in order (no stream per chunk piped into the same file), hashing as it goes.
    async function* joined() {
      for (let n = 1; n <= plan!.totalChunks; n++) {
        for await (const piece of createReadStream(join(dir, String(n)))) {
          md5.update(piece as Buffer);
          yield piece as Buffer;
        }
      }
    }
    try {
      await pipeline(joined, createWriteStream(target, { flags: 'wx' }));
    } catch (err) {
      await rm(target, { force: true });
      throw err;
    }
    const size = (await stat(target)).size;
    const head = Buffer.alloc(16);
    const fd = await open(target, 'r');
    await fd.read(head, 0, 16, 0).finally(() => fd.close());
    if (size !== plan.totalSize || (IMAGE_EXTENSIONS.has(ext) && !looksLikeImage(ext, head))) {
      await rm(target, { force: true });
      await rm(dir, { recursive: true, force: true });
      throw new ApiError(400, 'paramInvalid', {}, fileText(req.lang, size !== plan.totalSize ? 'chunksMissing' : 'notImage'));
    }
    const row = { name, type, originalName, fileSize: size, fileExtension: ext, userId: user.id, createdAt: Date.now(),
      contentMd5: md5.digest('hex') };
    await db.insertInto('fileUpload').values(row).execute();
    await rm(dir, { recursive: true, force: true });
    return answer(row);
  });
}
