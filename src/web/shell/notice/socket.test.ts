// The client socket: OnConnection on open, the badge and chat blink set from initMessage, a pushed notice +1, a
// message of a closed chat +1 and of the open one read at once, reconnection with a growing delay that asks for
// initMessage again (counters back in step), closeSocket stopping for good, logout resetting the session.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, resetSession, setToken } from '../../session/store';
import { keepOnSessionEnd, readDraft } from '../../session/drafts';
import { TOKEN_KEY } from '../../session/storage';
import { getUnread, setUnreadChats, setUnreadNotices } from '../navbar/unread';
import { configureSocket, reconnectDelay, setOpenChatPeer, startSocket, stop } from './socket';

class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readonly OPEN = 1;
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  push(frame: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

const last = () => FakeSocket.all[FakeSocket.all.length - 1];

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  setUnreadNotices(0);
  setUnreadChats(0);
  setToken('Bearer abc', false);
});
afterEach(() => {
  stop();
  setOpenChatPeer(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('message socket', () => {
  it('connects with the token, says OnConnection and sets the counters from initMessage', () => {
    startSocket();
    expect(last().url).toMatch(/\/websocket\/Bearer%20abc$/);
    last().open();
    expect(last().sent[0]).toMatchObject({ method: 'OnConnection', token: 'Bearer abc', mobileDevice: false });
    last().push({ method: 'initMessage', unreadNoticeCount: 2, unreadMessageCount: 1, unreadSystemMessageCount: 3,
      unreadNums: [{ sendUserId: 'u2', unreadNum: 2 }, { sendUserId: 'u3', unreadNum: 1 }] });
    expect(getUnread()).toEqual({ notices: 6, chats: 3 });
    last().push({ method: 'messagePush', unreadNoticeCount: 1 });
    expect(getUnread().notices).toBe(7);
  });

  it('counts a message of a closed chat and reads one of the open chat at once', () => {
    startSocket();
    last().open();
    last().push({ method: 'receiveMessage', formUserId: 'u2', formMessage: 'hi' });
    expect(getUnread().chats).toBe(1);
    setOpenChatPeer('u2');
    last().push({ method: 'receiveMessage', formUserId: 'u2', formMessage: 'again' });
    expect(getUnread().chats).toBe(1);
    expect(last().sent.at(-1)).toMatchObject({ method: 'UpdateReadMessage', formUserId: 'u2' });
  });

  it('reconnects after 1 s, 2 s, 4 s ... and resynchronises on the new socket', () => {
    expect([0, 1, 2, 5, 9].map(reconnectDelay)).toEqual([1000, 2000, 4000, 30000, 30000]);
    startSocket();
    last().open();
    last().drop();
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    last().open();
    expect(last().sent[0].method).toBe('OnConnection');
    last().push({ method: 'initMessage', unreadNoticeCount: 4, unreadNums: [] });
    expect(getUnread().notices).toBe(4);
  });

  it('closeSocket stops for good; logout resets the session and reloads', () => {
    const reload = vi.fn();
    const notify = vi.fn();
    configureSocket({ reload, notify, expiredText: () => '登录过期,请重新登录' });
    startSocket();
    last().open();
    last().push({ method: 'closeSocket' });
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);

    startSocket();
    last().open();
    last().push({ method: 'logout', msg: '此账号已在其他地方登录' });
    vi.advanceTimersByTime(1000);
    expect(notify).toHaveBeenCalledWith('此账号已在其他地方登录');
    expect(getSession().token).toBe('');
    expect(reload).toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(2);
    resetSession();
  });

  it('a logout frame keeps the open form\'s typing as its user\'s draft before the page reloads, also when another tab signed in', () => {
    const reload = vi.fn();
    configureSocket({ reload, notify: vi.fn(), expiredText: () => '' });
    sessionStorage.clear();
    let typed = '同仁堂';
    const unregister = keepOnSessionEnd({ userId: 'u1', formKey: 'vd1', take: () => ({ record: { supplier: typed } }) });
    try {
      // The server ended this session (a login elsewhere): the draft is there when the page reloads.
      startSocket();
      last().open();
      last().push({ method: 'logout', msg: '此账号已在其他地方登录' });
      // Typing during the second before the reload is kept too.
      typed = '同仁堂药业';
      vi.advanceTimersByTime(1000);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(readDraft('u1', 'vd1')?.record).toEqual({ supplier: '同仁堂药业' });

      // Another tab of this browser signed in (a new stored token): reloaded into it without a reset, draft kept.
      sessionStorage.clear();
      setToken('Bearer abc', false);
      startSocket();
      last().open();
      last().push({ method: 'logout' });
      localStorage.setItem(TOKEN_KEY, 'Bearer newer');
      vi.advanceTimersByTime(1000);
      expect(getSession().token).toBe('Bearer abc');
      expect(reload).toHaveBeenCalledTimes(2);
      expect(readDraft('u1', 'vd1')?.record).toEqual({ supplier: '同仁堂药业' });
      expect(readDraft('u2', 'vd1')).toBeNull();
    } finally {
      unregister();
      resetSession();
    }
  });
});
