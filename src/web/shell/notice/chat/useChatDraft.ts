/**
 * A chat message typed and not sent is that conversation's draft, like in every chat app: it comes back, silently,
 * in the input the next time the same user opens the same conversation, and sending it clears it.
 *
 * Unlike a form's draft (src/web/session/drafts.ts), which is taken only when the session ends, the text is stored
 * at every change: closing the window, reloading the page, a socket logout frame reloading it, or the lock screen
 * all keep it, and there is nothing to offer back (no DraftNotice): leaving a message unsent discards nothing. It
 * uses the same storage (sessionStorage, per user), so another account signing in on this browser never sees it.
 */
import { useCallback, useState } from 'react';
import { dropDraft, readDraft, saveDraft } from '../../../session/drafts';

const draftKey = (peerId: string) => `chat:${peerId}`;

function readText(userId: string, peerId: string): string {
  if (!userId) return '';
  const text = readDraft(userId, draftKey(peerId))?.record.text;
  return typeof text === 'string' ? text : '';
}

/**
 * The input's text for the conversation of `userId` with `peerId`, starting from its draft; every change is kept
 * (blank text removes the draft). The caller mounts one window per peer (a new peer is a new window).
 */
export function useChatDraft(userId: string, peerId: string): [string, (text: string) => void] {
  const [text, setText] = useState(() => readText(userId, peerId));
  const change = useCallback((next: string) => {
    setText(next);
    // After the session ended the user is gone: what is stored stays as it was for their return.
    if (!userId) return;
    if (next.trim()) saveDraft(userId, draftKey(peerId), { record: { text: next }, savedAt: Date.now() });
    else dropDraft(userId, draftKey(peerId));
  }, [userId, peerId]);
  return [text, change];
}
