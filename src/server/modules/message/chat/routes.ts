/**
 * Chat over REST: the conversation list (imreply), deleting one's chat record with a peer, removing a
 * conversation from the list, and the chat's uploads (images at most 5 MB; voice and video for the clients that
 * record them) with the route that plays voice and video back. Contacts are GET /api/permission/Users/ImUser.
 */
import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { currentUser, type AppContext } from '../../../context';
import { ApiError, ok } from '../../../http/envelope';
import { registerSingleFileUpload, type UploadedPart } from '../../../http/multipart';
import { authenticate } from '../../oauth/session';
import { IMAGE_EXTENSIONS, NAME_PATTERN, cleanOriginalName, extensionOf, filePath, looksLikeImage, storedName }
  from '../../file/storage';
import { messageText } from '../messages';
import { IM_TYPE } from '../shares';
import { clearRecord, conversations, removeConversation, sharedInChat } from './store';

/** The chat's image limit (5242880 bytes); voice and video may be larger. */
export const IM_IMAGE_LIMIT = 5 * 1024 * 1024;
const MEDIA_LIMIT = 20 * 1024 * 1024;
const MEDIA_MIME: Record<string, string> = { mp3: 'audio/mpeg', wav: 'audio/wav', ogg: 'audio/ogg', aac: 'audio/aac',
  m4a: 'audio/mp4', amr: 'audio/amr', mp4: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime' };
/** Where a chat's voice or video plays from (its image is served by /api/file/Image/IM/<name>). */
export const MEDIA_URL = '/api/message/imreply/file/';

const peerParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } };

export async function chatRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;

  app.get('/api/message/imreply', { config: { access: 'session' } }, async (req) => {
    return ok(req.t('success'), { list: await conversations(db, currentUser(req.session).id) });
  });

  app.delete<{ Params: { id: string } }>('/api/message/imreply/deleteChatRecord/:id', {
    config: { access: 'session' }, schema: { params: peerParams },
  }, async (req) => {
    await clearRecord(db, currentUser(req.session).id, req.params.id);
    return ok(req.t('deleted'));
  });

  app.delete<{ Params: { id: string } }>('/api/message/imreply/relocation/:id', {
    config: { access: 'session' }, schema: { params: peerParams },
  }, async (req) => {
    await removeConversation(db, currentUser(req.session).id, req.params.id);
    return ok(req.t('success'));
  });

  app.get<{ Params: { name: string }; Querystring: { token?: string } }>(`${MEDIA_URL}:name`, {
    config: { access: 'public' },
    schema: { params: { type: 'object', required: ['name'], properties: { name: { type: 'string', pattern: NAME_PATTERN } } },
      querystring: { type: 'object', properties: { token: { type: 'string', maxLength: 200 } } } },
  }, async (req, reply) => {
    // <audio> and <video> cannot send headers: the token may come in the query, as for images.
    req.session = await authenticate(db, req.headers.authorization ?? req.query.token);
    const { name } = req.params;
    const mime = MEDIA_MIME[extensionOf(name)];
    const path = filePath(config.dataDir, IM_TYPE, name);
    const user = currentUser(req.session);
    const mine = await db.selectFrom('fileUpload').select('userId').where('type', '=', IM_TYPE).where('name', '=', name)
      .executeTakeFirst();
    if (!mime || !(mine?.userId === user.id || await sharedInChat(db, user.id, name))
      || !(await stat(path).catch(() => null))?.isFile()) {
      throw new ApiError(404, 'recordNotFound', {}, messageText(req.lang, 'fileNotYours'));
    }
    return reply.header('cache-control', 'private, max-age=86400').type(mime).send(createReadStream(path));
  });

  await app.register(async (upload) => {
    await registerSingleFileUpload(upload, { fileSize: MEDIA_LIMIT, fields: 5, fieldSize: 100 });
    upload.post<{ Body: { file: UploadedPart; messageType?: string } }>('/api/file/Uploader/IM', {
      config: { access: 'session' },
      schema: { body: { type: 'object', required: ['file'], properties: {
        file: { type: 'object' }, messageType: { type: 'string', enum: ['image', 'voice', 'video'] } } } },
    }, async (req) => {
      const user = currentUser(req.session);
      const { file } = req.body;
      const kind = req.body.messageType ?? 'image';
      const originalName = cleanOriginalName(file.filename ?? '');
      const ext = extensionOf(originalName);
      const refuse = (key: 'imageOnly' | 'imageTooLarge' | 'contentInvalid') =>
        new ApiError(400, 'paramInvalid', {}, messageText(req.lang, key));
      if (kind === 'image') {
        if (!IMAGE_EXTENSIONS.has(ext) || !looksLikeImage(ext, file.data)) throw refuse('imageOnly');
        if (file.truncated || file.data.length > IM_IMAGE_LIMIT) throw refuse('imageTooLarge');
      } else if (!MEDIA_MIME[ext] || file.truncated || !file.data.length) {
        throw refuse('contentInvalid');
      }
      const name = storedName(ext);
      const path = filePath(config.dataDir, IM_TYPE, name);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, file.data, { flag: 'wx' });
      await db.insertInto('fileUpload').values({ name, type: IM_TYPE, originalName, fileSize: file.data.length,
        fileExtension: ext, userId: user.id, createdAt: Date.now() }).execute();
      const url = kind === 'image' ? `/api/file/Image/${IM_TYPE}/${name}` : `${MEDIA_URL}${name}`;
      return ok(req.t('success'), { name, url, fileSize: file.data.length });
    });
  });
}
