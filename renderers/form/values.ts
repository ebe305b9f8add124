/**
 * The record being edited, observable one field at a time. Fields that show other fields' values (calculate,
 * barcode and QR code of dataType relation, relation attributes) subscribe to just the names they read, so a
 * keystroke re-renders the edited field and its readers only. The store also runs the form-level calculations:
 * a change schedules the calculate fields that depend on it, 100 ms debounced (spec 001 §9), in dependency order.
 */
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { affectedCalcs, runCalcs, type CalcGraph } from '../../src/engine/form/calc';
import type { IndexedField } from '../../src/engine/form/types';
import type { FieldDef } from '../../src/engine/types';

type Row = Record<string, unknown>;

/** Who the record is, for the QR code's form payload (spec 001 §3: id, mid, mt, fid, pid, ftid, opt). */
export interface FormMeta {
  /** The record id (empty for a new record). */
  id?: string;
  /** The model (visual-dev) id. */
  modelId?: string;
  /** The model type (webType). */
  modelType?: string | number;
  flowId?: string;
  processId?: string;
  taskId?: string;
  opType?: string | number;
}

/** Delay between the last change and the recomputation of the calculate fields. */
export const CALC_DEBOUNCE_MS = 100;

export class FormValues {
  private values: Row;
  private readonly derived = new Map<string, number>();
  private readonly listeners = new Set<() => void>();
  private readonly pending = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Receives the stored calculation results that changed, for the form to write them into its data. */
  onStoredCalc: ((values: Row) => void) | null = null;

  constructor(record: Row, readonly index: Record<string, IndexedField> = {}, readonly graph: CalcGraph | null = null,
    readonly meta: FormMeta = {}, private readonly delay = CALC_DEBOUNCE_MS) {
    this.values = record ?? {};
    if (graph?.top.length) {
      const run = runCalcs(graph.top, this.values);
      const stored: Row = {};
      for (const c of graph.top) {
        this.derived.set(c.key, run.results.get(c.key)!);
        if (c.stored && c.vModel && !Object.is(this.values[c.vModel], run.values[c.vModel])) stored[c.vModel] = run.values[c.vModel];
      }
      if (Object.keys(stored).length) this.values = { ...this.values, ...stored };
    }
  }

  /** The current record (treat as read-only; every change makes a new object). */
  snapshot(): Row {
    return this.values;
  }

  /** The current value of one record field. */
  get(name: string): unknown {
    return this.values[name];
  }

  /** Result of a calculate field by its graph key. */
  calcResult(key: string): number | undefined {
    return this.derived.get(key);
  }

  /** The calculate fields whose result is the field object's (display views only have the object). */
  calcKeyOf(field: FieldDef): string | undefined {
    return this.graph?.keyOf.get(field);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A field of the record changed (called by the field adapter in the same event, so readers share its commit). */
  setField(name: string, value: unknown): void {
    if (Object.is(this.values[name], value)) return;
    this.values = { ...this.values, [name]: value };
    this.notify();
    this.schedule([name]);
  }

  /**
   * The form reported its committed record. rjsf deep-copies its data on every change, so a value equal to the one
   * held keeps the held object: readers of a sub-table do not re-render when another field changes.
   */
  set(record: Row): void {
    const next: Row = {};
    const changed: string[] = [];
    for (const [name, value] of Object.entries(record ?? {})) {
      const held = this.values[name];
      if (sameValue(held, value)) next[name] = held;
      else {
        next[name] = value;
        changed.push(name);
      }
    }
    // Calculated values the form has not taken in yet stay until it does.
    for (const c of this.graph?.top ?? []) if (c.vModel && !(c.vModel in next) && c.vModel in this.values) next[c.vModel] = this.values[c.vModel];
    const removed = Object.keys(this.values).some((name) => !(name in next));
    if (!changed.length && !removed) return;
    this.values = next;
    this.notify();
    this.schedule(changed);
  }

  private schedule(names: string[]) {
    const read = names.filter((n) => this.graph?.readers.has(n));
    if (!read.length) return;
    for (const n of read) this.pending.add(n);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), this.delay);
  }

  /** Runs the pending calculations now. */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.graph || !this.pending.size) return;
    const calcs = affectedCalcs(this.graph, this.pending);
    this.pending.clear();
    const run = runCalcs(calcs, this.values);
    const stored: Row = {};
    let changed = false;
    for (const c of calcs) {
      const v = run.results.get(c.key)!;
      if (!Object.is(this.derived.get(c.key), v)) {
        this.derived.set(c.key, v);
        changed = true;
      }
      if (c.vModel && !Object.is(this.values[c.vModel], v)) {
        changed = true;
        if (c.stored) stored[c.vModel] = v;
      }
    }
    if (!changed) return;
    this.values = { ...this.values, ...Object.fromEntries(calcs.filter((c) => c.vModel).map((c) => [c.vModel!, run.values[c.vModel!]])) };
    this.notify();
    if (Object.keys(stored).length) this.onStoredCalc?.(stored);
  }

  /** The stored (isStorage ≠ 1) form-level calculation values, after running what is pending. */
  storedCalcValues(): Row {
    this.flush();
    const out: Row = {};
    for (const c of this.graph?.top ?? []) if (c.stored && c.vModel) out[c.vModel] = this.values[c.vModel];
    return out;
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.onStoredCalc = null;
  }

  private notify() {
    for (const l of [...this.listeners]) l();
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

export interface FormValuesOptions {
  /** The form's calculation graph: the store runs the form-level calculate fields. */
  graph?: CalcGraph | null;
  meta?: FormMeta;
  /** Debounce of the calculations (ms), 100 by default. */
  delay?: number;
}

/** A record store for a form or a detail view. */
export function createFormValues(record: Row, index: Record<string, IndexedField> = {}, options: FormValuesOptions = {}): FormValues {
  return new FormValues(record, index, options.graph ?? null, options.meta ?? {}, options.delay ?? CALC_DEBOUNCE_MS);
}

export const FormValuesContext = createContext<FormValues | null>(null);

/** The record store of the surrounding form or detail view, or null outside one (list cells). */
export function useFormValues(): FormValues | null {
  return useContext(FormValuesContext);
}

const NO_SUBSCRIBE = () => () => {};

/** The value of one record field; re-renders only when that field changes. Undefined outside a form. */
export function useFormValue(name: string | undefined): unknown {
  const store = useContext(FormValuesContext);
  const get = useCallback(() => (store && name ? store.get(name) : undefined), [store, name]);
  return useSyncExternalStore(store ? store.subscribe : NO_SUBSCRIBE, get, get);
}

/** The current result of a calculate field (by its definition object); undefined outside a form. */
export function useCalcResult(field: FieldDef): number | undefined {
  const store = useContext(FormValuesContext);
  const key = store?.calcKeyOf(field);
  const get = useCallback(() => (store && key ? store.calcResult(key) : undefined), [store, key]);
  return useSyncExternalStore(store ? store.subscribe : NO_SUBSCRIBE, get, get);
}

/** The form's meta (record id, model id …) for the QR code payload. */
export function useFormMeta(): FormMeta {
  return useContext(FormValuesContext)?.meta ?? EMPTY_META;
}

const EMPTY_META: FormMeta = {};
