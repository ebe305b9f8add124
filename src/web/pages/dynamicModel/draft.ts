/**
 * Unsaved form values kept when a save fails because the session ended (codes 600/601/602): the user logs in
 * again, lands back on the list and can restore what they typed. Kept in sessionStorage (this tab only, gone
 * when it closes) and keyed by user, so another account on the same browser never sees it.
 */
export interface Draft {
  /** Record id when the draft edits a stored record. */
  id?: string;
  record: Record<string, unknown>;
  savedAt: number;
}

/** Codes that end the session. */
export const SESSION_ENDED = new Set([600, 601, 602]);

const key = (userId: string, moduleId: string) => `loom_draft:${userId}:${moduleId}`;

/** Keeps the user's unsaved record for this form. */
export function saveDraft(userId: string, moduleId: string, draft: Draft): void {
  try {
    sessionStorage.setItem(key(userId, moduleId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: nothing better to do than keep the dialog as it is.
  }
}

/** The draft this user left on this form, if any. */
export function readDraft(userId: string, moduleId: string): Draft | null {
  try {
    const raw = sessionStorage.getItem(key(userId, moduleId));
    const draft = raw ? (JSON.parse(raw) as Draft) : null;
    return draft && typeof draft.record === 'object' && draft.record ? draft : null;
  } catch {
    return null;
  }
}

export function dropDraft(userId: string, moduleId: string): void {
  sessionStorage.removeItem(key(userId, moduleId));
}
