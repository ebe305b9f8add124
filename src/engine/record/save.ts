/**
 * The rules of saving a generated-form record that need neither a store nor a framework: keep only what the form
 * stores, fill the system fields (creator, times, organisation, department, position, serial number) and work the
 * calculations out again. The server saves with them; the file preview, which has no server, does the same.
 */
import type { FieldDef, FormDefinition } from '../types';
import { storedFields, valueFields } from './validate';
import { buildCalcGraph, computeRow, runCalcs, withoutDisplayOnly } from '../form/calc/graph';
import { kindSpec } from '../kinds';
import type { SystemFill } from '../kinds/types';

/**
 * Keeps the fields the form stores (plus `<vModel>_id` companions of relation fields); rows likewise. Calculate
 * fields and relation attributes with isStorage 1 are dropped: they are shown, never saved.
 */
export function keepKnownFields(form: FormDefinition, record: Record<string, unknown>): Record<string, unknown> {
  const pick = (fields: FieldDef[], source: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    for (const f of fields) {
      const key = f.__vModel__ as string;
      if (key in source) out[key] = source[key];
      if (`${key}_id` in source) out[`${key}_id`] = source[`${key}_id`];
      if (f.__config__.jnpfKey === 'table' && Array.isArray(source[key])) {
        const columns = [...storedFields(f.__config__.children)];
        out[key] = (source[key] as Record<string, unknown>[]).map((row) => pick(columns, row));
      }
    }
    return out;
  };
  return pick([...storedFields(form.fields)], record);
}

export interface SystemValues {
  userId: string;
  organizeId: string | null;
  /** The user's department: their organisation when it is a department (a company is no department). */
  departmentId?: string | null;
  positionId: string | null;
  now: number;
}

/** Fills system fields as their kinds say (`fill`); `issue` gives a serial number for a billRule field's rule enCode. */
export async function fillSystemFields(form: FormDefinition, record: Record<string, unknown>,
  previous: Record<string, unknown> | null, sys: SystemValues, issue: (rule: string) => Promise<string>) {
  for (const f of valueFields(form.fields)) {
    const fill = kindSpec(f.__config__.jnpfKey)?.fill;
    if (!fill) continue;
    const key = f.__vModel__ as string;
    const kept = previous ? previous[key] : undefined;
    if (fill.value === 'serial') {
      const rule = typeof f.__config__.rule === 'string' ? f.__config__.rule : '';
      record[key] = previous && kept ? kept : rule ? await issue(rule) : null;
    } else if (fill.on === 'create') {
      record[key] = previous ? kept ?? null : filled(fill.value, sys);
    } else {
      record[key] = previous ? filled(fill.value, sys) : null;
    }
  }
  return record;
}

/** The saving user's value of a system field. */
function filled(value: Exclude<SystemFill['value'], 'serial'>, sys: SystemValues): unknown {
  switch (value) {
    case 'user': return sys.userId;
    case 'now': return sys.now;
    case 'organize': return sys.organizeId;
    case 'department': return sys.departmentId ?? null;
    case 'position': return sys.positionId;
  }
}

/**
 * The record with its calculations worked out again from its own values, the way the form does (sub-table rows
 * first, then the form-level ones that may read column sums), and display-only ones (isStorage 1) left out: a
 * figure the client sent for a calculated field is never what gets stored.
 */
export function recomputeCalcs(form: FormDefinition, record: Record<string, unknown>): Record<string, unknown> {
  const graph = buildCalcGraph(form.fields);
  if (!graph.top.length && !Object.keys(graph.rows).length) return record;
  let out: Record<string, unknown> = { ...record };
  for (const table of Object.keys(graph.rows)) {
    const rows = out[table];
    if (Array.isArray(rows)) out[table] = rows.map((r) => computeRow(graph, table, r as Record<string, unknown>, out));
  }
  if (graph.top.length) out = runCalcs(graph.top, out).values;
  return withoutDisplayOnly(graph, out);
}
