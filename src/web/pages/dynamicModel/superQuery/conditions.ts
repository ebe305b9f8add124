/**
 * The super query (高级查询) as data on the web side: the rows the user builds, the fields and operators offered,
 * the `superQueryJson` the List call receives and the saved plans' `conditionJson`. Which operators a kind offers
 * is the engine's (engine/list/superQuery), so the dialog offers exactly what the server accepts.
 */
import type { CompiledForm } from '../../../../engine/form/types';
import type { SearchFieldSpec } from '../../../../engine/list/compile';
import {
  parseConditionList, superQueryJsonOf as jsonOf, superQuerySymbolsOf, VALUELESS, type MatchLogic,
  type SuperQueryCondition, type SuperQuerySymbol,
} from '../../../../engine/list/superQuery';
import type { FieldDef } from '../../../../engine/types';

export type { MatchLogic, SuperQuerySymbol } from '../../../../engine/list/superQuery';

/** A field the super query offers: its search input's spec and the operators its kind takes. */
export interface SuperQueryField {
  prop: string;
  label: string;
  kind: string;
  field: FieldDef;
  symbols: readonly SuperQuerySymbol[];
}

/** One row of the dialog; `key` only keeps React's rows apart. */
export interface ConditionRow {
  key: string;
  field: string;
  symbol: SuperQuerySymbol;
  fieldValue: unknown;
  jnpfKey: string;
}

/** One condition as sent and saved. */
export type Condition = SuperQueryCondition;

let seq = 0;
/** An empty row (no field chosen yet). */
export const blankRow = (): ConditionRow => ({ key: `c${++seq}`, field: '', symbol: '==', fieldValue: null, jnpfKey: '' });

/**
 * The fields of the form the user can see that the super query compares, in the form's order: fields that store a
 * value, and sub-table columns as `table-field` labelled 表-列 (the list's own naming); layout and display-only
 * items offer no operator and are left out. `columns`, when the list uses column permission: the granted columns'
 * props, the only fields the server lets that user query (it answers others as unknown).
 */
export function superQueryFields(form: CompiledForm, columns?: ReadonlySet<string> | null): SuperQueryField[] {
  const fields: SuperQueryField[] = [];
  for (const entry of Object.values(form.index)) {
    if (!entry.visible || entry.unknown || (columns && !columns.has(entry.key))) continue;
    const symbols = superQuerySymbolsOf(entry.kind, { range: (entry.field as Record<string, unknown>).range });
    if (!symbols.length) continue;
    const label = entry.label || entry.vModel;
    const table = entry.parent ? form.index[entry.parent] : undefined;
    fields.push({
      prop: entry.key, kind: entry.kind, field: entry.field, symbols,
      label: entry.parent ? `${table?.label || entry.parent}-${label}` : label,
    });
  }
  return fields;
}

/** The search-field spec a condition's value is entered with (one value, equal: the kind's own search input). */
export function valueSpecOf(field: SuperQueryField): SearchFieldSpec {
  return { prop: field.prop, label: field.label, kind: field.kind, field: field.field, searchType: 1, multiple: false };
}

/** A row after its field changed: the field's kind, its first operator when the old one does not apply, no value. */
export function withField(row: ConditionRow, field: SuperQueryField | undefined): ConditionRow {
  if (!field) return { ...row, field: '', jnpfKey: '', fieldValue: null, symbol: '==' };
  const symbol = field.symbols.includes(row.symbol) ? row.symbol : field.symbols[0];
  return { ...row, field: field.prop, jnpfKey: field.kind, symbol, fieldValue: null };
}

/** 为空 / 不为空 compare no value: the value input is hidden and nothing is sent for it. */
export const takesValue = (symbol: SuperQuerySymbol) => !VALUELESS.has(symbol);

// A value the server would leave out (engine/list/superQuery): the dialog asks for one instead of sending nothing.
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
  || (Array.isArray(v) && v.length === 0);

/** Why the rows cannot be sent: a row without a field, or a row that needs a value without one; null when fine. */
export function problemOf(rows: readonly ConditionRow[]): 'noField' | 'noValue' | null {
  for (const row of rows) {
    if (!row.field) return 'noField';
    if (takesValue(row.symbol) && blank(row.fieldValue)) return 'noValue';
  }
  return null;
}

/** The conditions of the rows as sent and saved (text trimmed, 为空 / 不为空 without a value). */
export function conditionsOf(rows: readonly ConditionRow[]): Condition[] {
  return rows.map((r) => ({
    field: r.field,
    symbol: r.symbol,
    fieldValue: takesValue(r.symbol) ? (typeof r.fieldValue === 'string' ? r.fieldValue.trim() : r.fieldValue) : null,
    jnpfKey: r.jnpfKey,
  }));
}

/** `superQueryJson` as the List call sends it; undefined when there is no condition (no super query). */
export function superQueryJsonOf(matchLogic: MatchLogic, rows: readonly ConditionRow[]): string | undefined {
  return jsonOf(matchLogic, conditionsOf(rows));
}

/**
 * The rows of a saved plan's `conditionJson` (a JSON string of conditions): conditions on fields this list no longer
 * offers, or with an operator their kind does not take, are left out.
 */
export function rowsOfPlan(conditionJson: unknown, fields: readonly SuperQueryField[]): ConditionRow[] {
  let list: unknown[];
  try {
    list = parseConditionList(conditionJson);
  } catch {
    return [];
  }
  const rows: ConditionRow[] = [];
  for (const c of list as Partial<Condition>[]) {
    const field = fields.find((f) => f.prop === c?.field);
    if (!field || !c.symbol || !field.symbols.includes(c.symbol)) continue;
    rows.push({ ...blankRow(), field: field.prop, jnpfKey: field.kind, symbol: c.symbol, fieldValue: c.fieldValue ?? null });
  }
  return rows;
}
