/**
 * The calculation graph of a form: every calculate field with what it reads, in dependency order, so a change
 * recomputes only the calculate fields that depend on it (and chains of calculate fields in order). Form-level
 * fields read the record (a dotted `table.field` is that column's sum); sub-table columns read their own row.
 */
import type { FieldDef } from '../../types';
import { canonicalKind } from '../kinds';
import { evaluateCalc, precisionOf, toCalcNumber } from './evaluate';
import { compileExpression, referenceRoot, type CalcExpression } from './expression';

type Row = Record<string, unknown>;

export interface CalcField {
  /** `vModel`, `table.vModel` for a sub-table column, or the definition path for a field stored nowhere. */
  key: string;
  vModel?: string;
  /** The sub-table holding this column. */
  table?: string;
  field: FieldDef;
  expression: CalcExpression;
  precision: number;
  /** isStorage 1 means display only: the value is not saved. */
  stored: boolean;
}

export interface CalcGraph {
  /** Form-level calculate fields in dependency order. */
  top: CalcField[];
  /** Calculate columns of each sub-table in dependency order. */
  rows: Record<string, CalcField[]>;
  /** Form-level names each sub-table's row calculations read besides the row (they recompute every row). */
  rowOuter: Record<string, string[]>;
  /** Form-level calculate fields reading each record name directly. */
  readers: Map<string, CalcField[]>;
  /** The calculate field of a definition object (display views only have the field object). */
  keyOf: WeakMap<object, string>;
}

const childrenOf = (field: FieldDef): FieldDef[] => {
  const raw = field.__config__?.children;
  return Array.isArray(raw) ? (raw as FieldDef[]) : [];
};

function calcField(field: FieldDef, key: string, vModel: string | undefined, table: string | undefined): CalcField {
  return {
    key, vModel, table, field,
    expression: compileExpression(field.expression),
    precision: precisionOf(field.precision),
    stored: Number(field.__config__?.isStorage) !== 1,
  };
}

/** Orders calculations so each comes after the calculations it reads; a cycle is reported and kept as found. */
function ordered(calcs: CalcField[], reads: (c: CalcField) => string[], nameOf: (c: CalcField) => string | undefined): CalcField[] {
  const byName = new Map<string, CalcField>();
  for (const c of calcs) {
    const name = nameOf(c);
    if (name) byName.set(name, c);
  }
  const out: CalcField[] = [];
  const state = new Map<CalcField, 'visiting' | 'done'>();
  const visit = (c: CalcField) => {
    const s = state.get(c);
    if (s === 'done') return;
    if (s === 'visiting') {
      console.warn(`[calculate] "${c.key}" depends on itself through other calculations`);
      return;
    }
    state.set(c, 'visiting');
    for (const ref of reads(c)) {
      const dep = byName.get(ref);
      if (dep && dep !== c) visit(dep);
    }
    state.set(c, 'done');
    out.push(c);
  };
  calcs.forEach(visit);
  return out;
}

/** Builds the calculation graph of a definition's fields (containers and sub-tables included). */
export function buildCalcGraph(fields: FieldDef[]): CalcGraph {
  const top: CalcField[] = [];
  const tableCalcs: Record<string, CalcField[]> = {};
  const keyOf = new WeakMap<object, string>();
  const walk = (list: FieldDef[], base: string) => {
    list.forEach((field, i) => {
      if (!field || typeof field !== 'object') return;
      const path = `${base}[${i}]`;
      const kind = canonicalKind(String(field.__config__?.jnpfKey ?? ''));
      const vModel = typeof field.__vModel__ === 'string' && field.__vModel__ ? field.__vModel__ : undefined;
      if (kind === 'calculate') {
        const c = calcField(field, vModel ?? path, vModel, undefined);
        top.push(c);
        keyOf.set(field, c.key);
      } else if (kind === 'table' && vModel) {
        tableCalcs[vModel] = [];
        for (const child of childrenOf(field)) {
          const cv = typeof child?.__vModel__ === 'string' && child.__vModel__ ? child.__vModel__ : undefined;
          if (!cv || canonicalKind(String(child.__config__?.jnpfKey ?? '')) !== 'calculate') continue;
          const c = calcField(child, `${vModel}.${cv}`, cv, vModel);
          tableCalcs[vModel].push(c);
          keyOf.set(child, c.key);
        }
      } else {
        walk(childrenOf(field), `${path}.__config__.children`);
      }
    });
  };
  walk(Array.isArray(fields) ? fields : [], 'fields');

  const topOrdered = ordered(top, (c) => c.expression.operands.map(referenceRoot), (c) => c.vModel);
  const readers = new Map<string, CalcField[]>();
  for (const c of topOrdered) {
    for (const name of new Set(c.expression.operands.map(referenceRoot))) {
      readers.set(name, [...(readers.get(name) ?? []), c]);
    }
  }
  const rows: Record<string, CalcField[]> = {};
  const rowOuter: Record<string, string[]> = {};
  for (const [table, calcs] of Object.entries(tableCalcs)) {
    rows[table] = ordered(calcs, (c) => c.expression.operands, (c) => `${table}.${c.vModel}`);
    const outer = new Set<string>();
    for (const c of calcs) {
      for (const ref of c.expression.operands) if (referenceRoot(ref) !== table) outer.add(referenceRoot(ref));
    }
    rowOuter[table] = [...outer];
  }
  return { top: topOrdered, rows, rowOuter, readers, keyOf };
}

/** The form-level calculations to redo after `changed` record names changed, in dependency order. */
export function affectedCalcs(graph: CalcGraph, changed: Iterable<string>): CalcField[] {
  const hit = new Set<CalcField>();
  const queue = [...changed];
  while (queue.length) {
    for (const c of graph.readers.get(queue.pop()!) ?? []) {
      if (hit.has(c)) continue;
      hit.add(c);
      if (c.vModel) queue.push(c.vModel);
    }
  }
  return graph.top.filter((c) => hit.has(c));
}

/** Sum of a sub-table column (non-numbers count as 0). */
export function columnSum(rows: unknown, column: string): number {
  let total = 0;
  if (Array.isArray(rows)) for (const row of rows) total += toCalcNumber((row as Row | null)?.[column]);
  return total;
}

/** Reads a reference outside any row: a field's value, or a column's sum for `table.field`. */
function outerValue(record: Row, ref: string): unknown {
  const dot = ref.indexOf('.');
  return dot < 0 ? record[ref] : columnSum(record[ref.slice(0, dot)], ref.slice(dot + 1));
}

export interface CalcRun {
  /** Result of each evaluated calculation by key. */
  results: Map<string, number>;
  /** The record with every evaluated calculation that has a field name set (stored or not). */
  values: Row;
}

/** Evaluates `calcs` (in the order given) against `record`; later calculations see the results of earlier ones. */
export function runCalcs(calcs: CalcField[], record: Row): CalcRun {
  const values: Row = { ...record };
  const results = new Map<string, number>();
  for (const c of calcs) {
    const v = evaluateCalc(c.expression, (ref) => outerValue(values, ref), c.precision);
    results.set(c.key, v);
    if (c.vModel) values[c.vModel] = v;
  }
  return { results, values };
}

/**
 * The row with the sub-table's calculate columns recomputed: `table.field` is this row's cell, other references
 * read the form (`outer`). Returns the same row object when nothing changed.
 */
export function computeRow(graph: CalcGraph, table: string, row: Row, outer: Row): Row {
  const calcs = graph.rows[table];
  if (!calcs?.length) return row;
  let next = row;
  for (const c of calcs) {
    const v = evaluateCalc(c.expression, (ref) => {
      if (referenceRoot(ref) === table) return next[ref.slice(table.length + 1)];
      return outerValue(outer, ref);
    }, c.precision);
    if (!Object.is(next[c.vModel!], v)) next = { ...next, [c.vModel!]: v };
  }
  return next;
}

/** The record as saved: display-only calculations (isStorage 1) left out, at form level and in sub-table rows. */
export function withoutDisplayOnly(graph: CalcGraph, record: Row): Row {
  const out: Row = { ...record };
  for (const c of graph.top) if (!c.stored && c.vModel) delete out[c.vModel];
  for (const [table, calcs] of Object.entries(graph.rows)) {
    const dropped = calcs.filter((c) => !c.stored).map((c) => c.vModel!);
    if (!dropped.length || !Array.isArray(out[table])) continue;
    out[table] = (out[table] as Row[]).map((row) => {
      const copy = { ...row };
      for (const name of dropped) delete copy[name];
      return copy;
    });
  }
  return out;
}
