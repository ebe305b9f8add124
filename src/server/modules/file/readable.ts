/**
 * Who may read a stored file (issue 10 item 2; docs/api-contract.md "Files belong to someone"): its uploader, the
 * administrators, every signed-in user for avatars, and whoever may read a record that references the file in a
 * file or image field they may see. Import and export workbooks are their maker's alone. Whether a record is
 * readable is decided by the generated forms' one rule (visualdev/guard.ts modelAccess), never here.
 */
import type { FastifyRequest } from 'fastify';
import { referencedFileNames } from '../../../engine/record/files';
import { readableRecord } from '../../../engine/record/permission';
import { currentUser } from '../../context';
import type { Db } from '../../db';
import { ApiError } from '../../http/envelope';
import { modelAccess, type ModelAccess } from '../visualdev/guard';
import { sharedByMessage } from '../message/shares';

/** Categories every signed-in user may read: avatars are shown beside names in pickers, lists and chats. */
const ORGANISATION_WIDE = new Set(['userAvatar']);
/** Categories no record refers to: an import workbook or an export belongs to the user who made it. */
const PERSONAL = new Set(['import', 'export']);

/** The form's access for the user, or null when they may not read its records (or it is gone or disabled). */
async function readableModel(db: Db, req: FastifyRequest, modelId: string): Promise<ModelAccess | null> {
  try {
    return await modelAccess(db, req, modelId);
  } catch (e) {
    if (e instanceof ApiError && (e.code === 403 || e.code === 404)) return null;
    throw e;
  }
}

/**
 * Whether a record the user may read names the file in a field they may see. The file → record references the
 * store keeps on every write (visualdev_record_file) name the candidate records, so no record is scanned; each
 * candidate is then read as the user may read it, and only its file and image fields count.
 */
async function referencedForUser(db: Db, req: FastifyRequest, name: string): Promise<boolean> {
  const refs = await db.selectFrom('visualdevRecordFile').select(['modelId', 'recordId']).where('fileName', '=', name)
    .execute();
  const byModel = new Map<string, string[]>();
  for (const r of refs) byModel.set(r.modelId, [...(byModel.get(r.modelId) ?? []), r.recordId]);
  for (const [modelId, ids] of byModel) {
    const acc = await readableModel(db, req, modelId);
    if (!acc) continue;
    const rows: { data: string }[] = [];
    for (let i = 0; i < ids.length; i += 500) {
      rows.push(...await db.selectFrom('visualdevRecord').select('data').where('modelId', '=', modelId)
        .where('id', 'in', ids.slice(i, i + 500)).execute());
    }
    for (const row of rows) {
      let data: unknown;
      try {
        data = JSON.parse(row.data);
      } catch {
        continue;
      }
      if (!data || typeof data !== 'object' || Array.isArray(data)) continue;
      const readable = readableRecord(acc.form, data as Record<string, unknown>, acc.formGranted);
      if (referencedFileNames(acc.form.fields, readable).has(name)) return true;
    }
  }
  return false;
}

/** Whether the signed-in user of `req` may read the stored file `type`/`name` (its bytes or a download ticket). */
export async function mayReadFile(db: Db, req: FastifyRequest, file: { type: string; name: string }): Promise<boolean> {
  const user = currentUser(req.session);
  if (user.isAdministrator === 1 || ORGANISATION_WIDE.has(file.type)) return true;
  const row = await db.selectFrom('fileUpload').select('userId').where('name', '=', file.name)
    .where('type', '=', file.type).executeTakeFirst();
  if (row?.userId === user.id) return true;
  if (PERSONAL.has(file.type)) return false;
  // A chat's image or a notice's attachment is shared with the other side of the chat or the notice's recipients.
  if (await sharedByMessage(db, user.id, file)) return true;
  // A file without an upload row (placed with the demo data, or uploaded before rows were kept) has no known
  // owner: only a record can share it.
  return referencedForUser(db, req, file.name);
}
