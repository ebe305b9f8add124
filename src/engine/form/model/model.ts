/**
 * The form model: the one holder of the record being edited. It keeps the values, what changed since the form
 * opened, the errors of the last refused submit per field, and the form-level calculations (the calculate fields
 * that read a changed field are recomputed together, 100 ms after the last change, in dependency order). A submit
 * runs the same record validation the server runs before storing (engine/record/validate.ts).
 *
 * Framework-free: views subscribe per top-level field (`watch`, the shape useSyncExternalStore wants) or to every
 * change (`subscribe`). Every change makes a new record object and copies only what lies on the changed path, so a
 * reader compares by identity.
 */
import { affectedCalcs, runCalcs, withoutDisplayOnly, type CalcGraph } from '../calc';
import type { FieldDef, FormDefinition } from '../../types';
import type { IndexedField } from '../types';
import { validateRecord, type RecordProblem, type ValidateOptions } from '../../record/validate';
import { realClock, type Clock } from './clock';
import { errorTrees, type ErrorTree } from './errors';
import { getAt, sameValue, setAt, type FieldPath } from './paths';

type Row = Record<string, unknown>;
type Listener = () => void;

/** Who the record is, for the QR code's form payload (id, mid, mt, fid, pid, ftid, opt). */
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

export interface FormModelOptions {
  /** The form: a submit validates the record against it. Without one (a detail view) nothing is validated. */
  definition?: FormDefinition | null;
  /** The compiled field index (labels, kinds) for readers that need a field's definition by name. */
  index?: Record<string, IndexedField>;
  /** The form's calculation graph: the model runs the form-level calculate fields. */
  graph?: CalcGraph | null;
  meta?: FormMeta;
  /** Debounce of the calculations (ms), 100 by default. */
  delay?: number;
  clock?: Clock;
  /** Words a validation problem in the user's language (the view's i18n); the rule and label by default. */
  message?: (problem: RecordProblem) => string;
  /** Passed to the record validation (option lookups, fields whose emptiness is allowed). */
  validate?: ValidateOptions;
}

export class FormModel {
  private values: Row;
  private readonly initial: Row;
  private readonly derived = new Map<string, number>();
  private readonly listeners = new Set<Listener>();
  private readonly watchers = new Map<string, Set<Listener>>();
  private readonly pending = new Set<string>();
  private timer: unknown = null;
  private errors = new Map<string, ErrorTree>();
  private attempts = 0;
  readonly index: Record<string, IndexedField>;
  readonly graph: CalcGraph | null;
  readonly meta: FormMeta;
  private readonly delay: number;
  private readonly clock: Clock;

  constructor(record: Row | null | undefined, private readonly options: FormModelOptions = {}) {
    this.index = options.index ?? {};
    this.graph = options.graph ?? null;
    this.meta = options.meta ?? {};
    this.delay = options.delay ?? CALC_DEBOUNCE_MS;
    this.clock = options.clock ?? realClock;
    this.values = record ?? {};
    const top = this.graph?.top ?? [];
    if (top.length) {
      // The form opens with its calculations done: stored results join the record, every result is kept by key.
      const run = runCalcs(top, this.values);
      const stored: Row = {};
      for (const c of top) {
        this.derived.set(c.key, run.results.get(c.key)!);
        if (c.stored && c.vModel && !Object.is(this.values[c.vModel], run.values[c.vModel])) stored[c.vModel] = run.values[c.vModel];
      }
      if (Object.keys(stored).length) this.values = { ...this.values, ...stored };
    }
    this.initial = this.values;
  }

  /** The current record (read-only: every change makes a new object). */
  snapshot(): Row {
    return this.values;
  }

  /** The value of a top-level field, or at a path (`['lines', 0, 'qty']`). */
  get(path: string | FieldPath): unknown {
    return typeof path === 'string' ? this.values[path] : getAt(this.values, path);
  }

  /** Sets the value at a path: readers of its top-level field hear of it, its errors step aside, calculations wait. */
  set(path: string | FieldPath, value: unknown): void {
    const steps: FieldPath = typeof path === 'string' ? [path] : path;
    if (steps.length === 0 || Object.is(this.get(steps), value)) return;
    const name = String(steps[0]);
    this.values = setAt(this.values, steps, value) as Row;
    // A value the user changed no longer carries the message about its old value; cells keep theirs (their own
    // views compare the value they were refused with).
    const tree = this.errors.get(name);
    if (tree?.__errors) {
      const rest = { ...tree };
      delete rest.__errors;
      if (Object.keys(rest).length) this.errors.set(name, rest);
      else this.errors.delete(name);
    }
    this.notify([name]);
    this.schedule([name]);
  }

  /** Whether anything (or the named field) differs from the record the form opened with. */
  isDirty(name?: string): boolean {
    if (name !== undefined) return !sameValue(this.initial[name], this.values[name]);
    if (this.values === this.initial) return false;
    const names = new Set([...Object.keys(this.initial), ...Object.keys(this.values)]);
    for (const n of names) if (!sameValue(this.initial[n], this.values[n])) return true;
    return false;
  }

  /** The names whose values differ from the record the form opened with. */
  dirtyFields(): string[] {
    const names = new Set([...Object.keys(this.initial), ...Object.keys(this.values)]);
    return [...names].filter((n) => !sameValue(this.initial[n], this.values[n]));
  }

  /** Messages of a top-level field from the last refused submit (a sub-table's hold its cells'); stable until then. */
  errorsOf(name: string): ErrorTree | undefined {
    return this.errors.get(name);
  }

  /** How many submits were refused: views that keep a refused value to compare with reset on each. */
  get refusals(): number {
    return this.attempts;
  }

  /** Result of a calculate field by its graph key. */
  calcResult(key: string): number | undefined {
    return this.derived.get(key);
  }

  /** The graph key of a calculate field's definition object (display views only have the object). */
  calcKeyOf(field: FieldDef): string | undefined {
    return this.graph?.keyOf.get(field);
  }

  /** Hears of every change (values, calculations, errors). */
  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Hears of changes to one top-level field: its value (anywhere under it), its result or its errors. */
  watch(name: string | FieldPath, listener: Listener): () => void {
    const key = typeof name === 'string' ? name : String(name[0]);
    let set = this.watchers.get(key);
    if (!set) this.watchers.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set!.delete(listener);
      if (!set!.size) this.watchers.delete(key);
    };
  }

  /** Runs the pending calculations now. */
  flush(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    if (!this.graph || !this.pending.size) return;
    const calcs = affectedCalcs(this.graph, this.pending);
    this.pending.clear();
    const run = runCalcs(calcs, this.values);
    const touched: string[] = [];
    const next: Row = {};
    for (const c of calcs) {
      const v = run.results.get(c.key)!;
      const resultChanged = !Object.is(this.derived.get(c.key), v);
      if (resultChanged) this.derived.set(c.key, v);
      if (c.vModel) {
        next[c.vModel] = run.values[c.vModel];
        if (resultChanged || !Object.is(this.values[c.vModel], v)) touched.push(c.vModel);
      } else if (resultChanged) touched.push(c.key);
    }
    if (!touched.length) return;
    this.values = { ...this.values, ...next };
    this.notify(touched);
  }

  /**
   * Validates the record as the server will (after running waiting calculations) and answers the record to save,
   * without display-only calculations; null when refused, and then every field with a problem shows it.
   */
  submit(): Row | null {
    this.flush();
    const problems = this.validate();
    if (problems.length) return null;
    return this.graph ? withoutDisplayOnly(this.graph, this.values) : this.values;
  }

  /** Runs the record validation and shows its problems (none clears the errors); answers them. */
  validate(): RecordProblem[] {
    const definition = this.options.definition;
    const problems = definition ? validateRecord(definition, this.values, this.options.validate) : [];
    const before = [...this.errors.keys()];
    this.errors = errorTrees(problems, this.options.message ?? defaultMessage, (code) => {
      const column = this.index[code];
      return column?.parent ? [column.parent, column.vModel] : undefined;
    });
    if (problems.length) this.attempts += 1;
    this.notify([...new Set([...before, ...this.errors.keys()])]);
    return problems;
  }

  /** Drops the waiting calculations' timer (the form closed); a later change would schedule anew. */
  dispose(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.pending.clear();
  }

  private schedule(names: string[]) {
    const read = names.filter((n) => this.graph?.readers.has(n));
    if (!read.length) return;
    for (const n of read) this.pending.add(n);
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = this.clock.setTimeout(() => this.flush(), this.delay);
  }

  /** Tells the watchers of `names` and every subscriber. */
  private notify(names: string[]) {
    for (const n of names) for (const l of [...(this.watchers.get(n) ?? [])]) l();
    for (const l of [...this.listeners]) l();
  }
}

function defaultMessage(p: RecordProblem): string {
  return p.rule === 'pattern' && p.message ? p.message : `${p.label}: ${p.rule}`;
}

/** A model for a form (with its definition, so submits validate) or a detail view (values and calculations only). */
export function createFormModel(record: Row | null | undefined, options: FormModelOptions = {}): FormModel {
  return new FormModel(record, options);
}
