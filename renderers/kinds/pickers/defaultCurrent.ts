/**
 * `defaultCurrent` of the organisation, department, position and user pickers: the signed-in user's own value fills
 * the field of a NEW record only (the form's record id, FormMeta.id or the record's `id`, is empty), when it is empty,
 * and once per field and form: a user who empties the field of an existing record, or clears the filled value of a
 * new one, keeps it empty even when the widget mounts again (batched first paint, tabs, virtualised sub-table rows).
 */
import { useEffect, useRef } from 'react';
import { useFormValues, type FormValues } from '../../form/values';

/** Fields (by DOM id) that already had their chance, per form. */
const offered = new WeakMap<FormValues, Set<string>>();

const blank = (v: unknown) => v === null || v === undefined || v === '';

/** Whether the surrounding form edits a new record (true outside a form: a bare widget has nothing stored). */
export function useIsNewRecord(): boolean {
  const store = useFormValues();
  return !store || (blank(store.meta.id) && blank(store.get('id')));
}

export interface DefaultCurrentOptions {
  /** `__config__.defaultCurrent` is set and the widget is editable. */
  enabled: boolean;
  /** The widget's DOM id: one chance per field (per cell in a sub-table). */
  id: string;
  /** The field holds no value now. */
  empty: boolean;
  /** The current user's value is known (session loaded, tree fetched when the value needs it). */
  ready: boolean;
  /** Writes the current user's value. */
  apply: () => void;
}

export function useDefaultCurrent({ enabled, id, empty, ready, apply }: DefaultCurrentOptions): void {
  const store = useFormValues();
  const isNew = useIsNewRecord();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !enabled || !ready) return;
    done.current = true;
    if (!isNew) return;
    if (store) {
      let seen = offered.get(store);
      if (!seen) offered.set(store, (seen = new Set()));
      if (seen.has(id)) return;
      seen.add(id);
    }
    if (empty) apply();
  }, [enabled, ready, isNew, store, id, empty, apply]);
}
