/**
 * Delivering a message: one receipt per recipient, written when the message is released, then a messagePush to
 * each recipient's sockets on every instance. A recipient who is offline finds the receipt unread when they
 * connect (initMessage counts it), so nothing depends on the socket being there.
 */
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { orderedId } from '../../lib/orderedId';
import { existingHub } from '../../socket/hub';

/** The recipients of a message: the named enabled users, or every enabled user when none is named. */
export async function recipients(db: Db, toUserIds: string[] | null): Promise<string[]> {
  let q = db.selectFrom('users').select('id').where('enabledMark', '=', 1);
  if (toUserIds?.length) q = q.where('id', 'in', toUserIds);
  return (await q.execute()).map((r) => r.id);
}

/** Writes the receipts of a released message and pushes it to the recipients' sockets. */
export async function deliver(ctx: AppContext, msg: { id: string; title: string; type: number; releaseTime: number;
  releaseUserId: string | null }, userIds: string[]) {
  const now = Date.now();
  for (let i = 0; i < userIds.length; i += 500) {
    await ctx.db.insertInto('messageReceive').values(userIds.slice(i, i + 500).map((userId) => ({
      id: orderedId(), messageId: msg.id, userId, type: msg.type, isRead: 0, readTime: null, creatorTime: now,
    }))).onConflict((oc) => oc.columns(['messageId', 'userId']).doNothing()).execute();
  }
  await existingHub(ctx)?.push(userIds, {
    method: 'messagePush', messageType: msg.type, userId: msg.releaseUserId ?? '', toUserId: userIds.length === 1
      ? userIds[0] : '', title: msg.title, id: msg.id, unreadNoticeCount: 1, messageDefaultTime: msg.releaseTime,
  }).catch(() => {});
}

/**
 * Sends a flow (2) or system (3) message at once: what other parts of the platform (workflows, administration
 * events) call to tell users something.
 */
export async function sendMessage(ctx: AppContext, m: { type: 2 | 3; title: string; bodyText?: string;
  flowType?: number; toUserIds: string[]; fromUserId?: string }) {
  if (!m.toUserIds.length) return null;
  const now = Date.now();
  const row = { id: orderedId(), title: m.title, type: m.type, flowType: m.flowType ?? null,
    bodyText: m.bodyText ?? null, files: '[]', toUserIds: JSON.stringify(m.toUserIds), enabledMark: 1,
    releaseUserId: m.fromUserId ?? null, releaseTime: now, creatorUserId: m.fromUserId ?? null, creatorTime: now,
    lastModifyTime: null };
  await ctx.db.insertInto('message').values(row).execute();
  await deliver(ctx, row, await recipients(ctx.db, m.toUserIds));
  return row.id;
}
