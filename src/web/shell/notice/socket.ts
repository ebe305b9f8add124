/**
 * The message socket of the signed-in user (/websocket/{token}): opens with OnConnection, feeds the unread store
 * (initMessage, messagePush, receiveMessage) and hands chat frames to whoever listens (the chat drawer). It
 * reconnects with a growing delay (1 s doubling to 30 s) and, once open again, asks for initMessage, so counters
 * come back in step with the server; it stops for good on closeSocket, logout or the end of the session.
 */
import { getSession, onSessionReset, resetSession } from '../../session/store';
import { keepUnsavedWork } from '../../session/drafts';
import { TOKEN_KEY, readStored } from '../../session/storage';
import { addUnreadChats, addUnreadNotices, setUnreadChats, setUnreadNotices } from '../navbar/unread';

export type SocketFrame = Record<string, unknown> & { method: string };
type Listener = (frame: SocketFrame) => void;

/** What the socket needs from the shell: a toast and a page reload (injected so tests can watch them). */
export interface SocketEnv {
  notify(text: string): void;
  reload(): void;
  /** The default logout text in the user's language ('login expired, please log in again'). */
  expiredText(): string;
}

const HEARTBEAT_MS = 30_000;
const MAX_DELAY_MS = 30_000;

/** Delay before the n-th reconnection attempt (0-based): 1 s, 2 s, 4 s ... at most 30 s. */
export const reconnectDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, MAX_DELAY_MS);

let ws: WebSocket | null = null;
let token = '';
let attempt = 0;
let stopped = true;
let retry: ReturnType<typeof setTimeout> | undefined;
let heartbeat: ReturnType<typeof setInterval> | undefined;
let env: SocketEnv = { notify: () => {}, reload: () => window.location.reload(), expiredText: () => '' };
const listeners = new Set<Listener>();
/** The peer whose chat window is open: their messages are read at once instead of counted. */
let openPeer: string | null = null;

export function configureSocket(next: Partial<SocketEnv>): void {
  env = { ...env, ...next };
}

/** Listens to every frame; answers the unsubscribe. */
export function onSocketFrame(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function setOpenChatPeer(peer: string | null): void {
  openPeer = peer;
}

/** Sends a frame with the session token (the protocol carries it in every frame); false when not connected. */
export function sendFrame(frame: Record<string, unknown>): boolean {
  if (!ws || ws.readyState !== WebSocket.OPEN) return false;
  ws.send(JSON.stringify({ ...frame, token }));
  return true;
}

const socketUrl = (t: string) => `${window.location.origin.replace(/^http/, 'ws')}/websocket/${encodeURIComponent(t)}`;

function handle(frame: SocketFrame): void {
  switch (frame.method) {
    case 'initMessage': {
      const n = (k: string) => Number(frame[k] ?? 0) || 0;
      setUnreadNotices(n('unreadNoticeCount') + n('unreadMessageCount') + n('unreadSystemMessageCount'));
      const chats = Array.isArray(frame.unreadNums) ? frame.unreadNums as { unreadNum?: number }[] : [];
      setUnreadChats(chats.reduce((sum, c) => sum + (Number(c.unreadNum) || 0), 0));
      break;
    }
    case 'messagePush':
      addUnreadNotices(Number(frame.unreadNoticeCount ?? 1) || 1);
      break;
    case 'receiveMessage':
      if (frame.formUserId === openPeer) sendFrame({ method: 'UpdateReadMessage', formUserId: openPeer });
      else addUnreadChats(1);
      break;
    case 'logout':
      stop();
      // A newer login in this browser (another tab) changed the stored token: reload into it, nothing to reset.
      setTimeout(() => {
        const stored = readStored(TOKEN_KEY) ?? '';
        if (stored && stored !== token) {
          // The reload would drop an open form: its typing waits as a draft (resetSession below does the same).
          keepUnsavedWork();
          env.reload();
          return;
        }
        env.notify(typeof frame.msg === 'string' && frame.msg ? frame.msg : env.expiredText());
        resetSession();
        env.reload();
      }, 1000);
      break;
    case 'closeSocket':
      stop();
      break;
    case 'refresh':
      keepUnsavedWork();
      env.reload();
      break;
    default:
  }
  for (const l of listeners) l(frame);
}

function connect(): void {
  if (stopped || !token) return;
  const socket = new WebSocket(socketUrl(token));
  ws = socket;
  socket.onopen = () => {
    attempt = 0;
    sendFrame({ method: 'OnConnection', mobileDevice: false });
    clearInterval(heartbeat);
    heartbeat = setInterval(() => sendFrame({ method: 'HeartCheck' }), HEARTBEAT_MS);
  };
  socket.onmessage = (e) => {
    try {
      const frame = JSON.parse(String(e.data)) as SocketFrame;
      if (frame && typeof frame.method === 'string') handle(frame);
    } catch {
      // not a frame of the protocol
    }
  };
  socket.onclose = () => {
    clearInterval(heartbeat);
    if (ws === socket) ws = null;
    if (stopped) return;
    retry = setTimeout(connect, reconnectDelay(attempt++));
  };
}

/** Opens the socket for the session's token (again, when the token changed). */
export function startSocket(): void {
  const current = getSession().token;
  if (!current) return;
  if (!stopped && current === token) return;
  stop();
  token = current;
  stopped = false;
  attempt = 0;
  connect();
}

/** Closes the socket and cancels any reconnection. */
export function stop(): void {
  stopped = true;
  clearTimeout(retry);
  clearInterval(heartbeat);
  const socket = ws;
  ws = null;
  if (socket && socket.readyState <= WebSocket.OPEN) socket.close();
}

// Logout or token reset closes the socket.
onSessionReset(stop);
