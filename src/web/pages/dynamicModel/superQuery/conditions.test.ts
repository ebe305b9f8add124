// The super query's fields and rows as data: what is offered (hidden fields, layout and sub-table columns), the JSON
// sent, and a saved plan read back.
import { describe, expect, it } from 'vitest';
import '../../../../engine/kinds';
import { compileForm } from '../../../../engine/form/compile';
import type { FormDefinition } from '../../../../engine/types';
import { blankRow, problemOf, rowsOfPlan, superQueryFields, superQueryJsonOf, withField } from './conditions';

const form: FormDefinition = {
  fields: [
    { __vModel__: 'name', __config__: { jnpfKey: 'comInput', label: '名称' } },
    { __vModel__: 'secret', __config__: { jnpfKey: 'comInput', label: '密级', noShow: true } },
    { __config__: { jnpfKey: 'card', label: '卡片', children: [
      { __vModel__: 'qty', __config__: { jnpfKey: 'numInput', label: '数量' } },
    ] } },
    { __vModel__: 'lines', __config__: { jnpfKey: 'table', label: '明细', children: [
      { __vModel__: 'herb', __config__: { jnpfKey: 'comInput', label: '药材' } },
    ] } },
  ],
};

describe('super query fields', () => {
  const fields = superQueryFields(compileForm(form));

  it('offers visible fields inside layout and sub-table columns as 表-列, never hidden fields', () => {
    expect(fields.map((f) => [f.prop, f.label])).toEqual([
      ['name', '名称'], ['qty', '数量'], ['lines-herb', '明细-药材'], ['lines', '明细'],
    ]);
    // A whole sub-table is only present or not.
    expect(fields.find((f) => f.prop === 'lines')!.symbols).toEqual(['null', 'notNull']);
    // Under column permission only the granted columns.
    expect(superQueryFields(compileForm(form), new Set(['qty', 'lines-herb'])).map((f) => f.prop)).toEqual(['qty', 'lines-herb']);
  });

  it('keeps an operator the new field takes, sends 为空 without a value, reads plans back', () => {
    const qty = fields.find((f) => f.prop === 'qty')!;
    const name = fields.find((f) => f.prop === 'name')!;
    const row = { ...withField(blankRow(), qty), symbol: '>' as const, fieldValue: 3 };
    expect(withField(row, name).symbol).toBe('==');
    const empty = { ...withField(blankRow(), name), symbol: 'null' as const, fieldValue: 'left over' };
    expect(problemOf([row, empty])).toBeNull();
    expect(problemOf([{ ...row, fieldValue: '' }])).toBe('noValue');
    expect(problemOf([blankRow()])).toBe('noField');
    const json = superQueryJsonOf('OR', [row, empty])!;
    expect(JSON.parse(json)).toEqual({ matchLogic: 'OR', conditionJson: [
      { field: 'qty', symbol: '>', fieldValue: 3, jnpfKey: 'numInput' },
      { field: 'name', symbol: 'null', fieldValue: null, jnpfKey: 'comInput' },
    ] });
    expect(superQueryJsonOf('AND', [])).toBeUndefined();
    const back = rowsOfPlan(JSON.stringify(JSON.parse(json).conditionJson), fields);
    expect(back.map((r) => [r.field, r.symbol, r.fieldValue])).toEqual([['qty', '>', 3], ['name', 'null', null]]);
    // A condition on a hidden field or with an operator its kind does not take is dropped; bad text gives no rows.
    expect(rowsOfPlan([{ field: 'secret', symbol: '==', fieldValue: 'x' }, { field: 'qty', symbol: 'like', fieldValue: 1 }], fields)).toEqual([]);
    expect(rowsOfPlan('not json', fields)).toEqual([]);
  });
});
