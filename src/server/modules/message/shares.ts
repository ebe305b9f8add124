/**
 * Files that messages share: a chat's image, voice or video is readable by both sides of the chat, and a notice's
 * attachment by each user who received the notice (file/readable.ts asks here).
 */
import { sql } from 'kysely';
import type { Db } from '../../db';
import { escapeLike } from '../../db/like';
import { sharedInChat } from './chat/store';

export const IM_TYPE = 'IM';

export async function sharedByMessage(db: Db, userId: string, file: { type: string; name: string }): Promise<boolean> {
  if (file.type === IM_TYPE) return sharedInChat(db, userId, file.name);
  const row = await db.selectFrom('messageReceive').innerJoin('message', 'message.id', 'messageReceive.messageId')
    .select('message.id').where('messageReceive.userId', '=', userId)
    .where(sql<boolean>`message.files LIKE ${`%${escapeLike(file.name)}%`} ESCAPE '\\'`).limit(1).executeTakeFirst();
  return Boolean(row);
}
