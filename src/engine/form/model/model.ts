/**
 * The form model: the one holder of the record being edited. It keeps the values, what changed since the form
 * opened, the errors of the last refused submit per field, and the form-level calculations (the calculate fields
 * that read a changed field are recomputed together, 100 ms after the last change, in dependency order). A submit
 * runs the same record validation the server runs before storing (engine/record/validate.ts).
 *
 * Sub-table rows are held here too, each with a key that stays with the row (rows.ts): a cell is read and written
 * on its own path, its row's calculate columns follow in the same change, and the form-level calculations see the
 * table's sums. A table replaced or a form field its rows read recomputes the rows' calculate columns.
 *
 * Framework-free: views subscribe per top-level field (`watch`, the shape useSyncExternalStore wants), per sub-table
 * row (`watchRow`) or to the rows coming and going (`watchRows`), or to every change (`subscribe`). Every change
 * makes a new record object and copies only what lies on the changed path, so a reader compares by identity.
 */
import { affectedCalcs, computeRow, runCalcs, withoutDisplayOnly, type CalcGraph } from '../calc';
import type { FieldDef } from '../../types';
import type { IndexedField } from '../types';
import { validateRecord, type RecordProblem } from '../../record/validate';
import { realClock, type Clock } from './clock';
import { CALC_DEBOUNCE_MS, type FormMeta, type FormModelOptions } from './options';
import { errorTrees, type ErrorTree } from './errors';
import { getAt, sameValue, setAt, type FieldPath } from './paths';
import { TableRows, type RowKeys } from './rows';
import { rowsIn, tablesReading, withRowCalcs } from './rowCalcs';

type Row = Record<string, unknown>;
type Listener = () => void;


export class FormModel {
  private values: Row;
  private readonly initial: Row;
  private readonly derived = new Map<string, number>();
  private readonly listeners = new Set<Listener>();
  private readonly watchers = new Map<string, Set<Listener>>();
  /** Row keys of the sub-tables a view has asked about, and who reads their rows. */
  private readonly rows = new TableRows();
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
    // Rows from the record may hold stale calculate columns: redone before and after the form-level results, which
    // may read the rows' sums or be read by them.
    this.recomputeRows(Object.keys(this.graph?.rows ?? {}));
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
      this.recomputeRows(tablesReading(this.graph, top.map((c) => c.vModel ?? c.key)));
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

  /**
   * Sets the value at a path: readers of its top-level field hear of it, its errors step aside, calculations wait.
   * Under a sub-table row (`['lines', 2, 'qty']`) the row's calculate columns follow and its row's readers hear of it.
   */
  set(path: string | FieldPath, value: unknown): void {
    const steps: FieldPath = typeof path === 'string' ? [path] : path;
    if (steps.length === 0 || Object.is(this.get(steps), value)) return;
    const name = String(steps[0]);
    this.values = setAt(this.values, steps, value) as Row;
    if (steps.length > 1 && typeof steps[1] === 'number') this.rowChanged(name, steps[1]);
    else this.tableReplaced(name);
    // A value the user changed no longer carries the message about its old value; cells keep theirs (their own
    // views compare the value they were refused with).
    const tree = this.errors.get(name);
    if (tree?.__errors) {
      const rest = { ...tree };
      delete rest.__errors;
      if (Object.keys(rest).length) this.errors.set(name, rest);
      else this.errors.delete(name);
    }
    this.changed([name]);
  }

  /** The keys of a sub-table's rows in row order: the same array while no row comes or goes. */
  rowKeys(table: string): readonly number[] {
    return this.keysOf(table).keys;
  }

  /** A cell of the sub-table row with this key (undefined once the row is gone). */
  cell(table: string, key: number, column: string): unknown {
    const index = this.keysOf(table).indexOf(key);
    return index < 0 ? undefined : rowsIn(this.values[table])[index]?.[column];
  }

  /** Sets a cell of the row with this key; its calculate columns follow. */
  setCell(table: string, key: number, column: string, value: unknown): void {
    const index = this.keysOf(table).indexOf(key);
    if (index >= 0) this.set([table, index, column], value);
  }

  /** Appends rows to a sub-table (their calculate columns computed), each with a new key. */
  addRows(table: string, rows: Row[]): void {
    if (!rows.length) return;
    const keys = this.keysOf(table);
    const added = rows.map((row) => this.graph ? computeRow(this.graph, table, row, this.values) : row);
    this.values = { ...this.values, [table]: [...rowsIn(this.values[table]), ...added] };
    keys.append(added.length);
    this.rows.tellShape(table);
    this.changed([table]);
  }

  /** Removes the row with this key; the rows below keep theirs. */
  removeRow(table: string, key: number): void {
    const keys = this.keysOf(table);
    const index = keys.indexOf(key);
    if (index < 0) return;
    this.values = { ...this.values, [table]: rowsIn(this.values[table]).filter((_, i) => i !== index) };
    keys.remove(index);
    this.rows.tellShape(table);
    this.changed([table]);
  }

  /** Hears of changes to the row with this key (any of its cells). */
  watchRow(table: string, key: number, listener: Listener): () => void {
    return this.rows.watchRow(table, key, listener);
  }

  /** Hears of rows added to or removed from a sub-table (its `rowKeys` changing). */
  watchRows(table: string, listener: Listener): () => void {
    return this.rows.watchShape(table, listener);
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
    this.recomputeOuter(touched);
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

  /** A change of `names`: their watchers hear of it, the calculations reading them wait, rows reading them follow. */
  private changed(names: string[]) {
    this.notify(names);
    this.schedule(names);
    this.recomputeOuter(names);
  }

  private keysOf(table: string): RowKeys {
    return this.rows.keysOf(table, () => rowsIn(this.values[table]).length);
  }

  /** A cell (or a whole row) at `index` changed: the row's calculate columns follow, the row's readers hear of it. */
  private rowChanged(table: string, index: number) {
    const row = rowsIn(this.values[table])[index];
    const next = this.graph && row ? computeRow(this.graph, table, row, this.values) : row;
    if (next !== row) this.values = setAt(this.values, [table, index], next) as Row;
    this.rows.tellRow(table, index);
  }

  /** A top-level value replaced: a sub-table's rows get their calculate columns and new keys if the count changed. */
  private tableReplaced(name: string) {
    if (this.graph?.rows[name]?.length) this.recomputeRows([name]);
    this.rows.replaced(name, () => rowsIn(this.values[name]).length);
  }

  /** Recomputes the calculate columns of every row of `tables`; answers those whose rows changed. */
  private recomputeRows(tables: string[]): string[] {
    const { record, changed } = withRowCalcs(this.graph, this.values, tables);
    this.values = record;
    return changed;
  }

  /** Form fields changed: the sub-tables whose rows read them recompute (and the tables reading those, in turn). */
  private recomputeOuter(names: string[]) {
    const done = new Set<string>();
    let wave = names;
    while (wave.length) {
      const tables = tablesReading(this.graph, wave).filter((t) => !done.has(t));
      tables.forEach((t) => done.add(t));
      wave = this.recomputeRows(tables);
      for (const t of wave) this.rows.tellRows(t);
      if (wave.length) {
        this.notify(wave);
        this.schedule(wave);
      }
    }
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
