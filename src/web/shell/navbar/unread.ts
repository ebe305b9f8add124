/**
 * Unread counts shown in the navbar: `notices` drives the notification badge (unread messages,
 * notices and system messages together), `chats` the blinking chat icon. An external store so the messaging
 * socket (initMessage, messagePush, receiveMessage) can feed it without React; it empties when the session ends.
 */
import { createExternalStore } from '../../lib/externalStore';
import { onSessionReset } from '../../session/store';

export interface UnreadCounts {
  /** Unread in-app messages of every type: the bell's badge. */
  notices: number;
  /** Unread chat messages over all conversations: the chat icon blinks while this is above 0. */
  chats: number;
}

const EMPTY: UnreadCounts = { notices: 0, chats: 0 };
const store = createExternalStore<UnreadCounts>(EMPTY);

// Counts come from the server and from arithmetic on it (opened message: -1); never show a negative badge.
const clean = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

function set(patch: Partial<UnreadCounts>): void {
  const state = store.get();
  const next = { ...state, ...patch };
  if (next.notices !== state.notices || next.chats !== state.chats) store.set(next);
}

export const getUnread = store.get;
export const subscribeUnread = store.subscribe;

/** React view of the counts. */
export const useUnread = store.use;

/** Sets the badge count (initMessage, mark-all-read → 0). */
export function setUnreadNotices(count: number): void {
  set({ notices: clean(count) });
}

/** Adds to (or, negative, takes from) the badge count: a pushed notice +1, an opened message -1. */
export function addUnreadNotices(delta: number): void {
  set({ notices: clean(store.get().notices + delta) });
}

/** Sets the unread chat total; the chat icon blinks while it is above 0. */
export function setUnreadChats(count: number): void {
  set({ chats: clean(count) });
}

/** Adds to (or takes from) the unread chat total: a message from a closed chat +1, reading a conversation -n. */
export function addUnreadChats(delta: number): void {
  set({ chats: clean(store.get().chats + delta) });
}

/** Both counts back to 0 (also done on logout / token reset). */
export function resetUnread(): void {
  set(EMPTY);
}

onSessionReset(resetUnread);
