/**
 * The message socket at /websocket/{token} (and /api/message/websocket/{token}, the development form), speaking
 * the original's protocol: OnConnection, SendMessage, MessageList, UpdateReadMessage and HeartCheck from the
 * client; initMessage, messagePush, sendMessage, receiveMessage, messageList, logout, closeSocket and refresh from
 * the server. The token in the URL is checked like a request's; an invalid or expired one gets closeSocket and
 * the socket is closed. Each socket's session is checked again whenever its user's sessions change and on a
 * periodic sweep, so a login elsewhere, a changed password or a disabled account ends it with logout.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { RawData, WebSocket } from 'ws';
import type { AppContext } from '../../../context';
import { ApiError } from '../../../http/envelope';
import { pickLang, type Lang } from '../../../i18n';
import { hubFor, send, type Connection, type SocketHub } from '../../../socket/hub';
import { authenticate, tokenFromHeader } from '../../oauth/session';
import { history, markRead } from '../chat/store';
import { initMessage } from '../counts';
import { messageText, type MessageText } from '../messages';
import { sendChat, SocketRefusal, refusalText, type SendMessageFrame } from './send';

const SWEEP_MS = 30_000;
const FRAME_MAX = 64 * 1024;

interface Frame { method?: unknown; [k: string]: unknown }

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Why a session that no longer holds ended, as the logout message words it (null: the user logged out). */
async function endReason(ctx: AppContext, token: string, err: unknown): Promise<MessageText | null> {
  if (!(err instanceof ApiError)) return 'expired';
  if (err.code === 601) return 'replaced';
  const hex = tokenFromHeader(token);
  const row = hex ? await ctx.db.selectFrom('userSession').select(['revokedReason']).where('tokenHash', '=', sha256(hex))
    .executeTakeFirst() : undefined;
  switch (row?.revokedReason) {
    case 'logout': return null;
    case 'password': case 'passwordReset': return 'passwordChanged';
    case 'disabled': case 'deleted': return 'userChanged';
    default: return err.code === 602 ? 'userChanged' : 'expired';
  }
}

const pageOf = (v: unknown, d: number, max: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : d;
};

async function dispatch(ctx: AppContext, hub: SocketHub, conn: Connection, f: Frame) {
  const reply = (payload: Record<string, unknown>) => send(conn, JSON.stringify(payload));
  switch (f.method) {
    case 'OnConnection':
      reply(await initMessage(ctx.db, conn.userId, await hub.bus.online()));
      return;
    case 'SendMessage':
      await sendChat(ctx, hub, conn.userId, f as SendMessageFrame);
      return;
    case 'MessageList': {
      const peer = typeof f.toUserId === 'string' ? f.toUserId : '';
      const page = await history(ctx.db, conn.userId, peer, {
        currentPage: pageOf(f.currentPage, 1, 100000), pageSize: pageOf(f.pageSize, 50, 100),
        sord: f.sord === 'asc' ? 'asc' : 'desc', keyword: typeof f.keyword === 'string' ? f.keyword.slice(0, 100) : '' });
      reply({ method: 'messageList', ...page });
      return;
    }
    case 'UpdateReadMessage':
      if (typeof f.formUserId === 'string') await markRead(ctx.db, conn.userId, f.formUserId);
      return;
    case 'HeartCheck':
      reply({ method: 'heartCheck' });
      return;
    default:
      reply({ method: 'error', msg: messageText(conn.lang as Lang, 'methodUnknown') });
  }
}

export async function socketRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(websocket, { options: { maxPayload: FRAME_MAX } });
  const hub = hubFor(ctx, (err) => app.log.warn({ err }, 'socket bus'));
  await hub.bus.ready();

  hub.recheck = async (conn) => {
    try {
      await authenticate(ctx.db, conn.token);
      return;
    } catch (err) {
      const reason = await endReason(ctx, conn.token, err);
      send(conn, JSON.stringify(reason ? { method: 'logout', msg: messageText(conn.lang as Lang, reason) }
        : { method: 'closeSocket' }));
      conn.ws.close(4001, 'session ended');
      await hub.remove(conn);
    }
  };

  function open(socket: WebSocket, req: FastifyRequest<{ Params: { token: string } }>) {
    const lang = pickLang(req.headers['accept-language']);
    const token = req.params.token;
    // Frames may arrive before the token is checked: they wait for it, and run one at a time in order.
    const ready = authenticate(ctx.db, token).then(async (s) => {
      const conn: Connection = { ws: socket, userId: s.user.id, token, alive: true, lang };
      if (socket.readyState !== socket.OPEN) return null;
      await hub.add(conn);
      return conn;
    }, () => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ method: 'closeSocket' }));
      socket.close(4002, 'invalid token');
      return null;
    });
    let queue: Promise<unknown> = ready;
    socket.on('message', (data: RawData) => {
      queue = queue.then(async () => {
        const conn = await ready;
        if (!conn) return;
        let frame: Frame;
        try {
          frame = JSON.parse(data.toString()) as Frame;
        } catch {
          return;
        }
        if (!frame || typeof frame !== 'object') return;
        try {
          await dispatch(ctx, hub, conn, frame);
        } catch (err) {
          if (err instanceof SocketRefusal) send(conn, JSON.stringify({ method: 'error', msg: refusalText(lang, err) }));
          else app.log.error({ err }, 'socket frame');
        }
      });
    });
    socket.on('pong', () => void ready.then((c) => { if (c) c.alive = true; }));
    socket.on('close', () => void ready.then((c) => c && hub.remove(c)).catch(() => {}));
    socket.on('error', () => socket.terminate());
  }

  for (const url of ['/websocket/:token', '/api/message/websocket/:token']) {
    app.route<{ Params: { token: string } }>({ method: 'GET', url, config: { access: 'public' },
      schema: { params: { type: 'object', properties: { token: { type: 'string', maxLength: 300 } } } },
      // A plain HTTP request (no upgrade) is told what the address is for, as an envelope.
      handler: async (req) => {
        throw new ApiError(400, 'paramInvalid', {}, messageText(req.lang, 'socketOnly'));
      },
      wsHandler: open });
  }

  // A socket that answered no ping since the last sweep is gone; every other one has its session checked again
  // (expiry, and revocations made by code that did not announce them).
  const sweep = setInterval(() => {
    for (const c of hub.connections()) {
      if (!c.alive) {
        c.ws.terminate();
        void hub.remove(c);
        continue;
      }
      c.alive = false;
      c.ws.ping();
      void hub.recheck(c).catch(() => {});
    }
  }, SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await hub.close();
  });
}
