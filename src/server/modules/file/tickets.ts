/**
 * One-shot download addresses: `/api/file/Download?encryption=<ticket>&name=<file name>`. Only the SHA-256 of the
 * random ticket is stored, it lasts five minutes, and the request that uses it deletes it (file/index.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db';

export const TICKET_TTL_MS = 5 * 60_000;
export const ticketHash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A fresh one-shot address for the stored file `type`/`name`, offered for download as `fileName`. */
export async function issueTicket(db: Db, type: string, name: string, fileName: string): Promise<string> {
  const ticket = randomBytes(32).toString('hex');
  const now = Date.now();
  await db.deleteFrom('fileTicket').where('expiresAt', '<', now).execute();
  await db.insertInto('fileTicket').values({ ticketHash: ticketHash(ticket), type, name, expiresAt: now + TICKET_TTL_MS })
    .execute();
  return `/api/file/Download?encryption=${ticket}&name=${encodeURIComponent(fileName)}`;
}
