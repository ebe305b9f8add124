/**
 * A screen form's part in the drafts (src/web/session/drafts.ts): while it is open, what its user typed is kept
 * when the session ends or the screen locks; a restored draft counts as typing even before it is changed.
 */
import { useCallback, useEffect, useRef } from 'react';
import { deepEquals } from '@rjsf/utils';
import { keepOnSessionEnd } from '../session/drafts';
import { getSession } from '../session/store';

/**
 * Registers the form under `draftKey` (nothing when undefined); `opened` is what the form holds before anyone types
 * (its defaults filled in: rjsf fills them at its first change), so a form nobody typed in leaves no draft. Answers
 * the function to call when a draft is restored.
 */
export function useScreenDraft(draftKey: string | undefined, data: Record<string, unknown>, opened: unknown, id: unknown): () => void {
  const current = useRef(data);
  current.current = data;
  const restored = useRef(false);
  useEffect(() => {
    if (!draftKey) return;
    return keepOnSessionEnd({
      userId: getSession().userInfo?.userId ?? '',
      formKey: draftKey,
      take: () => (restored.current || !deepEquals(current.current, opened)
        ? { id: id === undefined || id === null ? undefined : String(id), record: current.current }
        : null),
    });
  }, [draftKey, id, opened]);
  return useCallback(() => {
    restored.current = true;
  }, []);
}
