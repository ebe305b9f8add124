/**
 * Files (docs/api-contract.md "Serial numbers and files"): simple upload, image serving (token in the header or the
 * `token` query, because <img> cannot send headers), downloads and previews (preview.ts) through one-shot URLs.
 * Limits are checked here whatever the client checked: size (LOOM_UPLOAD_MAX_MB, default 10), type, and image
 * content for image categories.
 * Bytes and tickets go only to a user who may read the file (readable.ts: uploader, readers of a referencing record).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { registerSingleFileUpload, type UploadedPart } from '../../http/multipart';
import { currentUser, type AppContext } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import { authenticate } from '../oauth/session';
import { fileText } from './messages';
import { mayReadFile } from './readable';
import { startTemporaryFileSweep } from './sweep';
import { CHUNK_SIZE, chunkRoutes } from './chunk';
import { ticketHash } from './tickets';
import { offerFile } from './offer';
import { packRoutes } from './pack';
import { previewRoutes } from './preview';
import { FILE_EXTENSIONS, IMAGE_EXTENSIONS, IMAGE_TYPES, NAME_PATTERN, TYPE_PATTERN, cleanOriginalName,
  contentDisposition, downloadMime, extensionOf, filePath, imageMime, looksLikeImage, storedName, uploadLimitBytes } from './storage';


/** What the multipart hook leaves in body.file. */

const typeParams = { type: 'object', required: ['type'], properties: { type: { type: 'string', pattern: TYPE_PATTERN } } };
const fileParams = { type: 'object', required: ['type', 'name'], properties: {
  type: { type: 'string', pattern: TYPE_PATTERN }, name: { type: 'string', pattern: NAME_PATTERN } } };

export async function fileModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db, config } = ctx;
  const limit = uploadLimitBytes();
  startTemporaryFileSweep(app, ctx);

  // A chunk is at most twice the 5 MiB chunk size (the client folds a short tail into the last chunk).
  await registerSingleFileUpload(app, { fileSize: Math.max(limit, 2 * CHUNK_SIZE), fields: 20, fieldSize: 10_000 });
  await chunkRoutes(app, ctx);
  await packRoutes(app, ctx);
  await previewRoutes(app, ctx);

  app.post<{ Params: { type: string }; Body: { file: UploadedPart; pathType?: string; isAccount?: string;
    folder?: string } }>('/api/file/Uploader/:type', {
    config: { access: 'session' },
    schema: {
      params: typeParams,
      body: { type: 'object', required: ['file'], properties: {
        file: { type: 'object' },
        pathType: { type: 'string', pattern: '^(defaultPath|selfPath)?$' },
        isAccount: { type: 'string', pattern: '^[01]?$' },
        folder: { type: 'string', maxLength: 200, pattern: '^[A-Za-z0-9_\\-/]*$' },
      } },
    },
  }, async (req) => {
    const user = currentUser(req.session);
    const { type } = req.params;
    const file = req.body.file;
    const mb = limit / 1024 / 1024;
    if (file.truncated || file.data.length > limit) {
      throw new ApiError(400, 'paramInvalid', {}, fileText(req.lang, 'tooLarge', { size: mb, unit: 'MB' }));
    }
    if (!file.data.length) throw new ApiError(400, 'paramInvalid', {}, fileText(req.lang, 'emptyFile'));
    const originalName = cleanOriginalName(file.filename ?? '');
    const ext = extensionOf(originalName);
    const image = IMAGE_TYPES.has(type);
    if (image && !(IMAGE_EXTENSIONS.has(ext) && looksLikeImage(ext, file.data))) {
      throw new ApiError(400, 'paramInvalid', {}, fileText(req.lang, 'notImage'));
    }
    if (!ext) throw new ApiError(400, 'paramInvalid', {}, fileText(req.lang, 'noExtension'));
    if (!FILE_EXTENSIONS.has(ext)) throw new ApiError(400, 'paramInvalid', {}, fileText(req.lang, 'unsupportedType', { ext }));
    // A file named like an image must be one, since it would be served inline as an image.
    if (IMAGE_EXTENSIONS.has(ext) && !looksLikeImage(ext, file.data)) {
      throw new ApiError(400, 'paramInvalid', {}, fileText(req.lang, 'notImage'));
    }

    const name = storedName(ext);
    const path = filePath(config.dataDir, type, name);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, file.data, { flag: 'wx' });
    await db.insertInto('fileUpload').values({ name, type, originalName, fileSize: file.data.length, fileExtension: ext,
      userId: user.id, createdAt: Date.now(), contentMd5: createHash('md5').update(file.data).digest('hex') }).execute();
    const url = IMAGE_EXTENSIONS.has(ext) ? `/api/file/Image/${type}/${name}` : `/api/file/Download/${type}/${name}`;
    return ok(req.t('success'), { name, fileId: name, originalName, url, thumbUrl: IMAGE_EXTENSIONS.has(ext) ? url : undefined,
      fileSize: file.data.length, fileExtension: ext });
  });

  app.get<{ Params: { type: string; name: string }; Querystring: { token?: string } }>('/api/file/Image/:type/:name', {
    config: { access: 'public' },
    schema: { params: fileParams, querystring: { type: 'object', properties: { token: { type: 'string', maxLength: 200 } } } },
  }, async (req, reply) => {
    req.session = await authenticate(db, req.headers.authorization ?? req.query.token);
    const { type, name } = req.params;
    const mime = imageMime(extensionOf(name));
    const path = filePath(config.dataDir, type, name);
    // A file the user may not read answers as a missing one, so a refusal does not confirm that a name exists.
    if (!mime || !(await mayReadFile(db, req, { type, name })) || !(await stat(path).catch(() => null))?.isFile()) {
      throw new ApiError(404, 'recordNotFound', {}, fileText(req.lang, 'fileMissing'));
    }
    return reply.header('cache-control', 'private, max-age=86400').header('x-content-type-options', 'nosniff')
      .type(mime).send(createReadStream(path));
  });

  app.get<{ Params: { type: string; name: string } }>('/api/file/Download/:type/:name', {
    config: { access: 'session' },
    schema: { params: fileParams },
  }, async (req) => ok(req.t('success'), await offerFile(ctx, req, req.params.type, req.params.name)));

  // The one-shot URL: the ticket is deleted by the request that uses it, so a second use finds nothing.
  app.get<{ Querystring: { encryption: string; name?: string } }>('/api/file/Download', {
    config: { access: 'public' },
    schema: { querystring: { type: 'object', required: ['encryption'], properties: {
      encryption: { type: 'string', pattern: '^[0-9a-f]{64}$' }, name: { type: 'string', maxLength: 500 } } } },
  }, async (req, reply) => {
    const hash = ticketHash(req.query.encryption);
    const ticket = await db.selectFrom('fileTicket').selectAll().where('ticketHash', '=', hash).executeTakeFirst();
    const used = await db.deleteFrom('fileTicket').where('ticketHash', '=', hash).executeTakeFirst();
    if (!ticket || Number(used.numDeletedRows) !== 1 || ticket.expiresAt < Date.now()) {
      throw new ApiError(400, 'paramInvalid', {}, fileText(req.lang, 'ticketInvalid'));
    }
    const row = await db.selectFrom('fileUpload').select(['originalName']).where('name', '=', ticket.name)
      .executeTakeFirst();
    const path = filePath(config.dataDir, ticket.type, ticket.name);
    if (!(await stat(path).catch(() => null))?.isFile()) {
      throw new ApiError(404, 'recordNotFound', {}, fileText(req.lang, 'fileMissing'));
    }
    return reply.header('content-disposition', contentDisposition(row?.originalName ?? ticket.name))
      .header('x-content-type-options', 'nosniff').type(downloadMime(ticket.name)).send(createReadStream(path));
  });
}
