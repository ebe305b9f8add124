/**
 * The form model a sub-table reads and writes its rows through: the surrounding form's when it holds this table's
 * value (the generated form), else one of the table's own holding just its rows (a bare input, a detail view),
 * which hands its changes to `onChange` and takes a value passed in from outside as new rows.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { buildCalcGraph } from '../../../src/engine/form/calc';
import { createFormModel, type FormModel } from '../../../src/engine/form/model';
import type { FieldDef } from '../../../src/engine/types';
import { useFormValues } from '../../form/values';

/** Whether the surrounding form holds `value` as its field `name`. */
function useSurrounding(name: string, value: unknown): FormModel | null {
  const outer = useFormValues();
  return outer && Object.is(outer.get(name), value) ? outer : null;
}

/** The model of an editable table; its own model recomputes the table's calculate columns with their row. */
export function useEditedRows(name: string, field: FieldDef, value: unknown, onChange: (value: unknown) => void): FormModel {
  const outer = useSurrounding(name, value);
  const own = useRef<{ model: FormModel; sent: unknown } | null>(null);
  if (!outer && !own.current) {
    own.current = { model: createFormModel({ [name]: value }, { graph: buildCalcGraph([{ ...field, __vModel__: name }]) }), sent: value };
  }
  const model = outer ?? own.current!.model;
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    if (outer) return undefined;
    const mine = own.current!;
    const send = () => {
      mine.sent = mine.model.get(name);
      changed.current(mine.sent);
    };
    // Rows that came with stale calculate columns were recomputed when the model was made.
    if (!Object.is(mine.model.get(name), value)) send();
    return mine.model.subscribe(send);
    // Subscribed once per model: `value` is read on mount only, later values come through the layout effect below.
  }, [outer, name]);
  // A value from outside (another record) replaces the rows; the table's own changes come back as what it sent.
  useLayoutEffect(() => {
    const mine = own.current;
    if (!outer && mine && !Object.is(mine.sent, value) && !Object.is(mine.model.get(name), value)) mine.model.set(name, value);
  }, [outer, name, value]);
  return model;
}

/** The model of a read-only table: the surrounding one when it holds these rows, else one made for them. */
export function useShownRows(name: string, value: unknown): FormModel {
  const outer = useSurrounding(name, value);
  return useMemo(() => outer ?? createFormModel({ [name]: value }), [outer, name, value]);
}

/** The keys of the table's rows; re-renders when rows come or go, not when a cell changes. */
export function useRowKeys(model: FormModel, name: string): readonly number[] {
  const subscribe = useCallback((listener: () => void) => model.watchRows(name, listener), [model, name]);
  const get = useCallback(() => model.rowKeys(name), [model, name]);
  return useSyncExternalStore(subscribe, get, get);
}

/** The table's rows, re-read on every change under it (the summary row). */
export function useAllRows(model: FormModel, name: string): unknown {
  const subscribe = useCallback((listener: () => void) => model.watch(name, listener), [model, name]);
  const get = useCallback(() => model.get(name), [model, name]);
  return useSyncExternalStore(subscribe, get, get);
}
