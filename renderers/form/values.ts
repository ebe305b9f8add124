/**
 * React's view of the form model (src/engine/form/model): the model of the surrounding form or detail view comes
 * by context, and each reader subscribes to the one field it shows (useSyncExternalStore), so a keystroke
 * re-renders the edited field and its readers only (calculate, barcode and QR code of a relation, relation
 * attributes).
 */
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { createFormModel, type ErrorTree, type FormMeta, type FormModel } from '../../src/engine/form/model';
import type { CalcGraph } from '../../src/engine/form/calc';
import type { IndexedField } from '../../src/engine/form/types';
import type { FieldDef } from '../../src/engine/types';

export { CALC_DEBOUNCE_MS, type FormMeta } from '../../src/engine/form/model';

/** The record of a form or detail view: the engine's form model. */
export type FormValues = FormModel;

export interface FormValuesOptions {
  /** The form's calculation graph: the model runs the form-level calculate fields. */
  graph?: CalcGraph | null;
  meta?: FormMeta;
  /** Debounce of the calculations (ms), 100 by default. */
  delay?: number;
}

/** A model holding a record for a detail view or a bare widget (no validation). */
export function createFormValues(record: Record<string, unknown>, index: Record<string, IndexedField> = {}, options: FormValuesOptions = {}): FormValues {
  return createFormModel(record, { index, graph: options.graph ?? null, meta: options.meta, delay: options.delay });
}

export const FormValuesContext = createContext<FormValues | null>(null);

/** The model of the surrounding form or detail view, or null outside one (list cells). */
export function useFormValues(): FormValues | null {
  return useContext(FormValuesContext);
}

const NO_SUBSCRIBE = () => () => {};

/** Subscribes to one top-level field of the surrounding model and reads `read` from it. */
function useWatched<T>(name: string | undefined, read: (model: FormValues, name: string) => T): T | undefined {
  const model = useContext(FormValuesContext);
  const subscribe = useCallback((listener: () => void) => (model && name ? model.watch(name, listener) : () => {}), [model, name]);
  const get = useCallback(() => (model && name ? read(model, name) : undefined), [model, name, read]);
  return useSyncExternalStore(model && name ? subscribe : NO_SUBSCRIBE, get, get);
}

const readValue = (model: FormValues, name: string) => model.get(name);
const readErrors = (model: FormValues, name: string) => model.errorsOf(name);
const readResult = (model: FormValues, key: string) => model.calcResult(key);

/** The value of one record field; re-renders only when that field changes. Undefined outside a form. */
export function useFormValue(name: string | undefined): unknown {
  return useWatched(name, readValue);
}

/** The keys of a sub-table's rows: re-renders when rows come or go, not when a cell changes. */
export function useRowKeysOf(name: string | undefined): readonly number[] | undefined {
  const model = useContext(FormValuesContext);
  const subscribe = useCallback((listener: () => void) => (model && name ? model.watchRows(name, listener) : () => {}), [model, name]);
  const get = useCallback(() => (model && name ? model.rowKeys(name) : undefined), [model, name]);
  return useSyncExternalStore(model && name ? subscribe : NO_SUBSCRIBE, get, get);
}

/** The messages of one field from the last refused submit (a sub-table's hold its cells'). */
export function useFieldErrors(name: string | undefined): ErrorTree | undefined {
  return useWatched(name, readErrors);
}

/** The current result of a calculate field (by its definition object); undefined outside a form. */
export function useCalcResult(field: FieldDef): number | undefined {
  const key = useContext(FormValuesContext)?.calcKeyOf(field);
  return useWatched(key, readResult);
}

/** The form's meta (record id, model id …) for the QR code payload. */
export function useFormMeta(): FormMeta {
  return useContext(FormValuesContext)?.meta ?? EMPTY_META;
}

const EMPTY_META: FormMeta = {};
