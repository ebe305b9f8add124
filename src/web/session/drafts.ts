/**
 * Nothing typed is lost when a save fails or a session ends. An open form with unsaved typing registers itself here
 * (`keepOnSessionEnd`); whatever ends or hides the session (a 600/601/602 answer, the socket's logout frame, the
 * avatar menu's sign-out or lock, a failed CurrentUser) calls `keepUnsavedWork` first, and each registered form's
 * values become a draft that the form offers back (DraftNotice) once its user is signed in again and opens it.
 *
 * Drafts live in sessionStorage (this tab only: they survive the reload into /login, not the closing of the tab)
 * under the user and the form, so another account signing in on the same browser never sees them. The form's
 * user is captured when it registers, because by the time the session ends its user info may already be forgotten.
 */
export interface Draft {
  /** Record id when the draft edits a stored record. */
  id?: string;
  record: Record<string, unknown>;
  savedAt: number;
}

const PREFIX = 'loom_draft:';
const key = (userId: string, formKey: string) => `${PREFIX}${userId}:${formKey}`;

/** Keeps the user's unsaved record for this form (one draft per user and form: the latest wins). */
export function saveDraft(userId: string, formKey: string, draft: Draft): void {
  try {
    sessionStorage.setItem(key(userId, formKey), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: nothing better to do than keep the form as it is.
  }
}

/** The draft this user left on this form, if any. */
export function readDraft(userId: string, formKey: string): Draft | null {
  try {
    const raw = sessionStorage.getItem(key(userId, formKey));
    const draft = raw ? (JSON.parse(raw) as Draft) : null;
    return draft && typeof draft.record === 'object' && draft.record ? draft : null;
  } catch {
    return null;
  }
}

/** Removes the draft (saved, or discarded by its user). */
export function dropDraft(userId: string, formKey: string): void {
  try {
    sessionStorage.removeItem(key(userId, formKey));
  } catch {
    // Storage disabled: there was no draft to remove.
  }
}

/** An open form: who is filling it in, which form, and what it holds now (null when nothing was typed). */
export interface UnsavedWork {
  userId: string;
  formKey: string;
  take(): Omit<Draft, 'savedAt'> | null;
}

const open = new Set<UnsavedWork>();

/** Registers an open form whose typing is kept if the session ends; answers the unregister (call it on close). */
export function keepOnSessionEnd(work: UnsavedWork): () => void {
  open.add(work);
  return () => {
    open.delete(work);
  };
}

/** Turns every open form's unsaved typing into its user's draft. Safe to call more than once. */
export function keepUnsavedWork(): void {
  const savedAt = Date.now();
  for (const work of open) {
    if (!work.userId) continue;
    try {
      const taken = work.take();
      if (taken) saveDraft(work.userId, work.formKey, { ...taken, savedAt });
    } catch (err) {
      // One form failing to give its values must not keep the others (or the sign-out) from completing.
      console.error(err);
    }
  }
}
