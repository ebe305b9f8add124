/**
 * A one-shot address for one stored file, handed only to a user who may read it (readable.ts). GET Download/{type}/
 * {name} and GET Uploader/Preview both answer through here, so neither can hand out a ticket the other would refuse.
 */
import { stat } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/envelope';
import { fileText } from './messages';
import { mayReadFile } from './readable';
import { filePath } from './storage';
import { issueTicket } from './tickets';

/** The user's name of the file and a fresh one-shot address; 404 文件不存在 when it is missing or not the user's to read. */
export async function offerFile(ctx: AppContext, req: FastifyRequest, type: string, name: string):
  Promise<{ name: string; url: string }> {
  const { db, config } = ctx;
  // A file the user may not read answers as a missing one, so a refusal does not confirm that a name exists.
  if (!(await mayReadFile(db, req, { type, name }))
    || !(await stat(filePath(config.dataDir, type, name)).catch(() => null))?.isFile()) {
    throw new ApiError(404, 'recordNotFound', {}, fileText(req.lang, 'fileMissing'));
  }
  // A file without an upload row (demo data) downloads under its stored name.
  const row = await db.selectFrom('fileUpload').select(['originalName']).where('name', '=', name)
    .where('type', '=', type).executeTakeFirst() ?? { originalName: name };
  return { name: row.originalName, url: await issueTicket(db, type, name, row.originalName) };
}
