/** What a user has unread: the counts of the socket's initMessage (badge and chat blink). */
import type { Db } from '../../db';
import { unreadChats } from './chat/store';

export const NOTICE = 1;
export const FLOW = 2;
export const SYSTEM = 3;

/** Unread receipts of the user per message type, with the newest unread title and time. */
export async function unreadMessages(db: Db, userId: string) {
  const rows = await db.selectFrom('messageReceive').select(['type', (eb) => eb.fn.countAll<number>().as('n')])
    .where('userId', '=', userId).where('isRead', '=', 0).groupBy('type').execute();
  const count = (t: number) => Number(rows.find((r) => Number(r.type) === t)?.n ?? 0);
  const latest = async (types: number[]) => db.selectFrom('messageReceive')
    .innerJoin('message', 'message.id', 'messageReceive.messageId')
    .select(['message.title', 'message.releaseTime']).where('messageReceive.userId', '=', userId)
    .where('messageReceive.isRead', '=', 0).where('messageReceive.type', 'in', types)
    .orderBy('messageReceive.creatorTime', 'desc').orderBy('messageReceive.id', 'desc').limit(1).executeTakeFirst();
  const notice = await latest([NOTICE]);
  const other = await latest([FLOW, SYSTEM]);
  return {
    unreadNoticeCount: count(NOTICE), unreadMessageCount: count(FLOW), unreadSystemMessageCount: count(SYSTEM),
    noticeDefaultText: notice?.title ?? '', messageDefaultText: other?.title ?? '',
    messageDefaultTime: other?.releaseTime != null ? Number(other.releaseTime) : null,
  };
}

/** The initMessage answer to OnConnection. */
export async function initMessage(db: Db, userId: string, onlineUsers: string[]) {
  const m = await unreadMessages(db, userId);
  const unreadNums = await unreadChats(db, userId);
  const unreadTotalCount = m.unreadNoticeCount + m.unreadMessageCount + m.unreadSystemMessageCount;
  return {
    method: 'initMessage', onlineUsers, onlineUserList: onlineUsers, unreadNums, ...m,
    unreadScheduleCount: 0, unreadFormCount: 0, unreadTotalCount,
  };
}
