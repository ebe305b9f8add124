/**
 * The user pickers' system variable `currentUser` (系统变量 / 当前用户) in a new record's form: the value the form
 * opens with (a default of `currentUser`, in the form or in a sub-table row) becomes the signed-in user, once per
 * field and form, so the person filling it sees their own name. A 当前用户 chosen later in the dialog is kept as the
 * placeholder and shown as 当前用户; the server stores it as the person who saves (engine/record/currentUser.ts).
 * Outside a form (list search) nothing is replaced here: the server reads it as the person searching.
 */
import { useEffect, useRef } from 'react';
import { holdsCurrentUser, replaceCurrentUser } from '../../../src/engine/record/currentUser';
import { useFormValues, type FormValues } from '../../form/values';
import { useIsNewRecord } from './defaultCurrent';

/** Fields (by DOM id) whose opening value was already looked at, per form. */
const looked = new WeakMap<FormValues, Set<string>>();

export interface CurrentUserValueOptions {
  kind: string;
  /** The widget's DOM id (one per sub-table cell). */
  id: string;
  value: unknown;
  /** The signed-in user's id ('' until the session is loaded). */
  userId: string;
  onChange: (v: unknown) => void;
}

export function useCurrentUserValue({ kind, id, value, userId, onChange }: CurrentUserValueOptions): void {
  const store = useFormValues();
  const isNew = useIsNewRecord();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !store || !userId) return;
    done.current = true;
    let seen = looked.get(store);
    if (!seen) looked.set(store, (seen = new Set()));
    if (seen.has(id)) return;
    seen.add(id);
    if (isNew && holdsCurrentUser(kind, value)) onChange(replaceCurrentUser(kind, value, userId));
  }, [store, isNew, kind, id, value, userId, onChange]);
}
