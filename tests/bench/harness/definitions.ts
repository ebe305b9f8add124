// Synthetic but realistic definitions for the speed targets of issue 3 item 10, in the wire format.
import type { FieldDef, FormDefinition } from '../../../src/engine/types';

const KINDS = ['comInput', 'numInput', 'textarea', 'select', 'switch', 'date'] as const;

function field(kind: string, vModel: string, label: string): FieldDef {
  const base: FieldDef = { __vModel__: vModel, __config__: { jnpfKey: kind, label, span: 12, visibility: ['pc'] } };
  if (kind === 'select') base.options = [{ id: '1', fullName: '现金' }, { id: '2', fullName: '转账' }, { id: '3', fullName: '承兑汇票' }];
  if (kind === 'switch') base.__config__.defaultValue = false;
  return base;
}

/** A form with `n` fields cycling through the common kinds (or through `kinds`). */
export function wideForm(n: number, kinds: readonly string[] = KINDS): FormDefinition {
  return { fields: Array.from({ length: n }, (_, i) => field(kinds[i % kinds.length], `f${i}`, `字段${i}`)) };
}

/** The kinds of wideForm, for the per-kind breakdown. */
export const WIDE_KINDS: readonly string[] = KINDS;

const COLS = ['comInput', 'comInput', 'comInput', 'numInput', 'numInput', 'numInput', 'select', 'date'];

/** A form holding one sub-table of `cols` columns, and a record with `rows` filled rows. */
export function subTableForm(rows: number): { form: FormDefinition; record: Record<string, unknown> } {
  const children = COLS.map((kind, i) => ({ ...field(kind, `c${i}`, `列${i}`), __config__: { ...field(kind, `c${i}`, `列${i}`).__config__, parentVModel: 'lines', isSubTable: true } }));
  const form: FormDefinition = {
    fields: [{ __vModel__: 'lines', __config__: { jnpfKey: 'table', label: '明细', layout: 'rowFormItem', visibility: ['pc'], children } }],
  };
  const line = (r: number) => ({ c0: `药材${r}`, c1: `规格${r}`, c2: `产地${r}`, c3: r, c4: r * 2, c5: r * 3, c6: '1', c7: 1_700_000_000_000 });
  return { form, record: { lines: Array.from({ length: rows }, (_, r) => line(r)) } };
}

/** A plain list definition over the first `cols` fields of wideForm, without paging. */
export function bigListColumns(cols: number) {
  const form = wideForm(cols);
  const columnList = form.fields.map((f) => ({ label: f.__config__.label!, prop: f.__vModel__!, jnpfKey: f.__config__.jnpfKey }));
  return {
    form,
    columnData: { columnList, searchList: [], type: 1 as const, hasPage: false, pageSize: 20, btnsList: [], columnBtnsList: [] },
  };
}

/**
 * 200 calculated fields over one number input and a 20-row sub-table: half read the input and the column sum
 * (`lines.c3`), half chain on the calculation before them, so one change of the input recomputes all 200.
 */
export function calcFields(n: number): FieldDef[] {
  const op = (v: string) => ({ __vModel__: v, label: v });
  const calc = (vModel: string, expression: unknown[]): FieldDef => ({
    __vModel__: vModel, expression, precision: 2, __config__: { jnpfKey: 'calculate', label: vModel },
  } as FieldDef);
  const fields: FieldDef[] = [{ __vModel__: 'seed', __config__: { jnpfKey: 'numInput', label: 'seed' } }, subTableForm(20).form.fields[0]];
  for (let i = 0; i < n; i++) {
    fields.push(i % 2 === 0
      ? calc(`k${i}`, [op('seed'), '×', '1', '.', '5', '+', op('lines.c3')])
      : calc(`k${i}`, ['(', op(`k${i - 1}`), '+', op('seed'), ')', '÷', '3']));
  }
  return fields;
}
