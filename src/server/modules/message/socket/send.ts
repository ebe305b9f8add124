/**
 * SendMessage: a chat record from the socket's user to a peer. Text is trimmed and must not be empty; an image,
 * voice or video names a file the sender uploaded to the chat (POST /api/file/Uploader/IM). The record is stored
 * first, then echoed to the sender's sockets (sendMessage) and delivered to the peer's (receiveMessage), wherever
 * they are connected; a peer who is offline finds it unread when they connect.
 */
import type { AppContext } from '../../../context';
import type { Lang } from '../../../i18n';
import type { SocketHub } from '../../../socket/hub';
import { MEDIA_URL } from '../chat/routes';
import { CONTENT_TYPES, saveRecord, type ContentType } from '../chat/store';
import { messageText, type MessageText } from '../messages';
import { IM_TYPE } from '../shares';

export interface SendMessageFrame { toUserId?: unknown; messageType?: unknown; messageContent?: unknown }

export class SocketRefusal extends Error {
  constructor(readonly key: MessageText) {
    super(key);
  }
}

const TEXT_MAX = 5000;
const NAME = /^[0-9]{8}_[0-9a-f]{32}\.[a-z0-9]{1,10}$/;

/** The stored content of a media message: its path and the sizes the client gave, from a file the sender owns. */
async function media(ctx: AppContext, userId: string, type: Exclude<ContentType, 'text'>, raw: unknown) {
  let c = raw;
  if (typeof c === 'string') {
    try {
      c = JSON.parse(c);
    } catch {
      throw new SocketRefusal('contentInvalid');
    }
  }
  const o = (c && typeof c === 'object' ? c : {}) as Record<string, unknown>;
  const name = typeof o.name === 'string' ? o.name : '';
  if (!NAME.test(name)) throw new SocketRefusal('contentInvalid');
  const own = await ctx.db.selectFrom('fileUpload').select('userId').where('type', '=', IM_TYPE).where('name', '=', name)
    .executeTakeFirst();
  if (own?.userId !== userId) throw new SocketRefusal('fileNotYours');
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.round(v) : 0);
  if (type === 'image') return { path: `/api/file/Image/${IM_TYPE}/${name}`, width: num(o.width), height: num(o.height) };
  return { path: `${MEDIA_URL}${name}`, length: num(o.length) };
}

export async function sendChat(ctx: AppContext, hub: SocketHub, userId: string, f: SendMessageFrame) {
  const toUserId = typeof f.toUserId === 'string' ? f.toUserId : '';
  const type = CONTENT_TYPES.find((t) => t === f.messageType);
  if (!type) throw new SocketRefusal('contentInvalid');
  if (toUserId === userId) throw new SocketRefusal('selfChat');
  const people = await ctx.db.selectFrom('users').select(['id', 'account', 'realName', 'headIcon', 'enabledMark'])
    .where('id', 'in', [userId, toUserId || '-']).execute();
  const me = people.find((p) => p.id === userId)!;
  const peer = people.find((p) => p.id === toUserId);
  if (!peer || peer.enabledMark !== 1) throw new SocketRefusal('peerMissing');
  let content: string;
  let shown: unknown;
  if (type === 'text') {
    const text = typeof f.messageContent === 'string' ? f.messageContent.trim() : '';
    if (!text) throw new SocketRefusal('emptyText');
    if (text.length > TEXT_MAX) throw new SocketRefusal('contentInvalid');
    content = text;
    shown = text;
  } else {
    shown = await media(ctx, userId, type, f.messageContent);
    content = JSON.stringify(shown);
  }
  const row = await saveRecord(ctx.db, userId, toUserId, type, content);
  const at = row.sendTime;
  await hub.push([userId], { method: 'sendMessage', UserId: userId, toUserId, messageType: type, toMessage: shown,
    dateTime: at, latestDate: at, account: me.account, headIcon: me.headIcon ?? '', realName: me.realName,
    toAccount: peer.account, toHeadIcon: peer.headIcon ?? '', toRealName: peer.realName, id: row.id });
  await hub.push([toUserId], { method: 'receiveMessage', formUserId: userId, messageType: type, formMessage: shown,
    dateTime: at, latestDate: at, headIcon: me.headIcon ?? '', realName: me.realName, account: me.account, id: row.id });
}

/** The refusal's text for the socket's user. */
export const refusalText = (lang: Lang, e: SocketRefusal) => messageText(lang, e.key);
