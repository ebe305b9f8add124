/** One-file multipart uploads whose file and fields land in the body, so the route's body schema checks them. */
import type { FastifyInstance } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { ApiError } from './envelope';

const MULTIPART = /^\s*multipart\//i;
/** A boundary parameter of 1 to 70 characters (RFC 2046), quoted or not. */
const BOUNDARY = /;\s*boundary=(?:"[^"]{1,70}"|[^\s;"]{1,70})\s*(?:;|$)/i;

/** The uploaded file as the route sees it in `body.file`. */
export interface UploadedPart { filename: string; data: Buffer; truncated: boolean }

/**
 * Registers multipart for the calling plugin (scoped to it). The file is read into memory capped at `fileSize`;
 * `truncated` tells the route it was larger, so the route answers its own size message instead of a generic 413.
 */
export async function registerSingleFileUpload(app: FastifyInstance, limits: { fileSize: number; fields: number; fieldSize: number }) {
  // Before the plugin's body hook: busboy throws a plain Error (a 500) on a missing or over-long boundary.
  app.addHook('onRequest', async (request) => {
    const type = request.headers['content-type'];
    if (type && MULTIPART.test(type) && !BOUNDARY.test(type)) throw new ApiError(400, 'multipartInvalid');
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    limits: { ...limits, files: 1 },
    async onFile(part: MultipartFile & { value?: unknown }) {
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
      } catch {
        // The stream breaks when the body ends inside the file part: the client's body is cut, not our fault.
        throw new ApiError(400, 'multipartInvalid');
      }
      part.value = { filename: part.filename, data: Buffer.concat(chunks), truncated: part.file.truncated } satisfies UploadedPart;
    },
  });
}
