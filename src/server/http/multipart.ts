/** One-file multipart uploads whose file and fields land in the body, so the route's body schema checks them. */
import type { FastifyInstance } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';

/** The uploaded file as the route sees it in `body.file`. */
export interface UploadedPart { filename: string; data: Buffer; truncated: boolean }

/**
 * Registers multipart for the calling plugin (scoped to it). The file is read into memory capped at `fileSize`;
 * `truncated` tells the route it was larger, so the route answers its own size message instead of a generic 413.
 */
export async function registerSingleFileUpload(app: FastifyInstance, limits: { fileSize: number; fields: number; fieldSize: number }) {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    limits: { ...limits, files: 1 },
    async onFile(part: MultipartFile & { value?: unknown }) {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      part.value = { filename: part.filename, data: Buffer.concat(chunks), truncated: part.file.truncated } satisfies UploadedPart;
    },
  });
}
