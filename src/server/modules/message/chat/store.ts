/**
 * Chat records between two users and each user's conversation list. A record is written once for the pair; what
 * one side deletes (its chat record) is hidden for that side only, through its conversation's clearedAt.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db';
import { escapeLike, likeText } from '../../../db/like';
import { orderedId } from '../../../lib/orderedId';

export const CONTENT_TYPES = ['text', 'image', 'voice', 'video'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Where the pair's records are, in either direction (a user id, or a column holding one). */
const pair = (a: string, b: string | RawBuilder<unknown>) => sql<boolean>`((send_user_id = ${a} AND receive_user_id = ${b})
  OR (send_user_id = ${b} AND receive_user_id = ${a}))`;

/** Moves the conversation of `userId` with `peerId` to the top of their list (and shows it again). */
async function touch(db: Db, userId: string, peerId: string, time: number) {
  await db.insertInto('imReply').values({ userId, peerId, latestTime: time, hidden: 0, clearedAt: 0 })
    .onConflict((oc) => oc.columns(['userId', 'peerId']).doUpdateSet({ latestTime: time, hidden: 0 })).execute();
}

/** Stores a record from `from` to `to`; both sides' conversation lists show it first. */
export async function saveRecord(db: Db, from: string, to: string, contentType: ContentType, content: string) {
  const row = { id: orderedId(), sendUserId: from, receiveUserId: to, contentType, content, sendTime: Date.now(),
    receiveTime: null, state: 0 };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('imContent').values(row).execute();
    await touch(trx, from, to, row.sendTime);
    await touch(trx, to, from, row.sendTime);
  });
  return row;
}

/** Marks what `peerId` sent to `userId` as read; answers how many were unread. */
export async function markRead(db: Db, userId: string, peerId: string): Promise<number> {
  const r = await db.updateTable('imContent').set({ state: 1, receiveTime: Date.now() })
    .where('sendUserId', '=', peerId).where('receiveUserId', '=', userId).where('state', '=', 0).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

async function clearedAt(db: Db, userId: string, peerId: string): Promise<number> {
  const row = await db.selectFrom('imReply').select('clearedAt').where('userId', '=', userId).where('peerId', '=', peerId)
    .executeTakeFirst();
  return Number(row?.clearedAt ?? 0);
}

export interface HistoryQuery { currentPage: number; pageSize: number; sord: 'asc' | 'desc'; keyword?: string }

/** A page of the pair's records as `userId` sees them (newest page first with 'desc'), text filtered by keyword. */
export async function history(db: Db, userId: string, peerId: string, q: HistoryQuery) {
  const since = await clearedAt(db, userId, peerId);
  let base = db.selectFrom('imContent').where(pair(userId, peerId)).where('sendTime', '>=', since);
  const keyword = q.keyword?.trim();
  if (keyword) {
    base = base.where('contentType', '=', 'text').where(likeText('content', keyword));
  }
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await base.selectAll().orderBy('sendTime', q.sord).orderBy('id', q.sord)
    .limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
  return {
    list: rows.map((r) => ({ id: r.id, sendUserId: r.sendUserId, sendTime: Number(r.sendTime),
      receiveUserId: r.receiveUserId, receiveTime: r.receiveTime == null ? null : Number(r.receiveTime),
      content: r.content, contentType: r.contentType, state: r.state })),
    pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total },
  };
}

/** The text a conversation list shows for a record: the text itself, or the kind of media. */
const latestOf = (r: { contentType: string; content: string }) => (r.contentType === 'text' ? r.content : '');

/** The records named by `ids`, by id (the latest of each conversation, read at once). */
async function recordsById(db: Db, ids: (string | null)[]) {
  const wanted = ids.filter((x): x is string => Boolean(x));
  const rows = wanted.length ? await db.selectFrom('imContent').select(['id', 'contentType', 'content', 'sendTime'])
    .where('id', 'in', wanted).execute() : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/** The user's unread chats per sender, for initMessage's unreadNums. */
export async function unreadChats(db: Db, userId: string) {
  // One statement for every sender: the count, and the id of the latest record the sender sent the user.
  const rows = await db.selectFrom('imContent').select(['sendUserId', (eb) => eb.fn.countAll<number>().as('n'),
    sql<string | null>`(select l.id from im_content l where l.send_user_id = im_content.send_user_id
      and l.receive_user_id = ${userId} order by l.send_time desc, l.id desc limit 1)`.as('lastId')])
    .where('receiveUserId', '=', userId).where('state', '=', 0).groupBy('sendUserId').execute();
  const latest = await recordsById(db, rows.map((r) => r.lastId));
  return rows.map((r) => {
    const last = r.lastId ? latest.get(r.lastId) : undefined;
    return { sendUserId: r.sendUserId, unreadNum: Number(r.n), defaultMessage: last ? latestOf(last) : '',
      defaultMessageType: last?.contentType ?? 'text', defaultMessageTime: last ? Number(last.sendTime) : null };
  });
}

/**
 * The user's conversations, newest first, with the peer, the latest record and the unread count: three statements
 * whatever the number of conversations (the latest record's id and the unread count are read beside each).
 */
export async function conversations(db: Db, userId: string) {
  const replies = await db.selectFrom('imReply').innerJoin('users', 'users.id', 'imReply.peerId')
    .select(['imReply.peerId', 'imReply.latestTime', 'users.realName', 'users.account', 'users.headIcon',
      'users.organizeId',
      // Since the user last deleted the chat record on their side (clearedAt).
      sql<string | null>`(select c.id from im_content c where ${pair(userId, sql.ref('im_reply.peer_id'))}
        and c.send_time >= im_reply.cleared_at order by c.send_time desc, c.id desc limit 1)`.as('lastId'),
      sql<number>`(select count(*) from im_content c where c.send_user_id = im_reply.peer_id
        and c.receive_user_id = ${userId} and c.state = 0 and c.send_time >= im_reply.cleared_at)`.as('unread')])
    .where('imReply.userId', '=', userId).where('imReply.hidden', '=', 0).orderBy('imReply.latestTime', 'desc')
    .orderBy('imReply.peerId', 'asc') // conversations of the same moment in a stable order
    .limit(200).execute();
  const orgIds = [...new Set(replies.map((r) => r.organizeId).filter((x): x is string => Boolean(x)))];
  const orgs = orgIds.length ? await db.selectFrom('organize').select(['id', 'fullName']).where('id', 'in', orgIds)
    .execute() : [];
  const orgName = new Map(orgs.map((o) => [o.id, o.fullName]));
  const latest = await recordsById(db, replies.map((r) => r.lastId));
  return replies.map((r) => {
    const last = r.lastId ? latest.get(r.lastId) : undefined;
    return { id: r.peerId, realName: r.realName, account: r.account, headIcon: r.headIcon ?? '',
      department: r.organizeId ? orgName.get(r.organizeId) ?? '' : '', unreadMessage: Number(r.unread ?? 0),
      latestMessage: last ? latestOf(last) : '', messageType: last?.contentType ?? 'text',
      latestDate: last ? Number(last.sendTime) : Number(r.latestTime) };
  });
}

/** Deletes the user's chat record with the peer: their side no longer shows it, and it counts as read. */
export async function clearRecord(db: Db, userId: string, peerId: string) {
  const now = Date.now();
  await markRead(db, userId, peerId);
  await db.insertInto('imReply').values({ userId, peerId, latestTime: now, hidden: 0, clearedAt: now + 1 })
    .onConflict((oc) => oc.columns(['userId', 'peerId']).doUpdateSet({ clearedAt: now + 1 })).execute();
}

/**
 * Removes the conversation from the user's list until the next record between them. Its unread records count as
 * read: the chat icon would otherwise blink again at the next connection for a conversation no longer listed.
 */
export async function removeConversation(db: Db, userId: string, peerId: string) {
  await markRead(db, userId, peerId);
  await db.updateTable('imReply').set({ hidden: 1 }).where('userId', '=', userId).where('peerId', '=', peerId).execute();
}

/** Whether the user sent or received a record naming the stored IM file (who may read a chat's image). */
export async function sharedInChat(db: Db, userId: string, fileName: string): Promise<boolean> {
  const row = await db.selectFrom('imContent').select('id')
    .where((eb) => eb.or([eb('sendUserId', '=', userId), eb('receiveUserId', '=', userId)]))
    .where('contentType', '!=', 'text').where(sql<boolean>`content LIKE ${`%/${escapeLike(fileName)}"%`} ESCAPE '\\'`)
    .limit(1).executeTakeFirst();
  return Boolean(row);
}
