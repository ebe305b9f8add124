import { describe, expect, it } from 'vitest';
import type { FieldDef, FormDefinition } from '../types';
import { parsePattern, validateRecord } from './validate';
import supplier from '../../../fixtures/forms/supplier.json';
import order from '../../../fixtures/forms/purchase-order.json';

const supplierForm = supplier.formData as unknown as FormDefinition;
const orderForm = order.formData as unknown as FormDefinition;

const goodSupplier = {
  comInputField101: '亳州康源药材有限公司', comInputField102: '13912345601', numInputField103: 100,
  selectField104: '1', radioField105: 'x', checkboxField106: ['1'], dateField107: 1672531200000, switchField108: 1,
  textareaField109: '地址',
};

const field = (jnpfKey: string, vModel: string, config: Record<string, unknown> = {}, props = {}): FieldDef =>
  ({ __vModel__: vModel, __config__: { jnpfKey, label: vModel, ...config }, ...props });

describe('validateRecord', () => {
  it('accepts a complete supplier and ignores unknown keys', () => {
    expect(validateRecord(supplierForm, { ...goodSupplier, somethingElse: { a: 1 } })).toEqual([]);
  });

  it('reports a missing required field with its label, treating "", null and [] as empty', () => {
    for (const empty of [undefined, null, '', []]) {
      const problems = validateRecord(supplierForm, { ...goodSupplier, comInputField101: empty });
      expect(problems).toEqual([{ field: 'comInputField101', label: '供应商名称', rule: 'required' }]);
    }
  });

  it('checks value types per jnpfKey', () => {
    const problems = validateRecord(supplierForm, {
      ...goodSupplier, numInputField103: '100', checkboxField106: '1', dateField107: '2024-01-01',
      switchField108: 'yes', comInputField101: 12,
    });
    expect(problems.map((p) => [p.field, p.rule, p.expected])).toEqual([
      ['comInputField101', 'type', 'string'],
      ['numInputField103', 'type', 'number'],
      ['checkboxField106', 'type', 'array'],
      ['dateField107', 'type', 'timestamp'],
      ['switchField108', 'type', 'switch'],
    ]);
  });

  it('accepts 0 and booleans for a switch, and 0 is not empty', () => {
    expect(validateRecord(supplierForm, { ...goodSupplier, switchField108: 0 })).toEqual([]);
    expect(validateRecord(supplierForm, { ...goodSupplier, switchField108: true })).toEqual([]);
  });

  it('applies regList patterns with their own message, only to non-empty values', () => {
    expect(validateRecord(supplierForm, { ...goodSupplier, comInputField102: '12345' })).toEqual([
      { field: 'comInputField102', label: '联系电话', rule: 'pattern', message: '请正确输入您的手机号' },
    ]);
    expect(validateRecord(supplierForm, { ...goodSupplier, comInputField102: '' })).toEqual([]);
  });

  it('checks every sub-table row cell and names the row', () => {
    const record = {
      comInputField102: '供应商', dateField103: 1735689600000,
      tableField105: [
        { comInputField106: '白芍', numInputField107: 2 },
        { comInputField106: '', numInputField107: 'many' },
      ],
    };
    expect(validateRecord(orderForm, record)).toEqual([
      { field: 'tableField105-comInputField106', label: '药材名称', rule: 'required', row: 1, tableLabel: '采购明细' },
      { field: 'tableField105-numInputField107', label: '数量', rule: 'type', expected: 'number', row: 1,
        tableLabel: '采购明细' },
    ]);
  });

  it('refuses a sub-table value that is not an array of row objects', () => {
    const problems = validateRecord(orderForm, { comInputField102: 'a', dateField103: 1, tableField105: [1, 2] });
    expect(problems).toEqual([{ field: 'tableField105', label: '采购明细', rule: 'type', expected: 'rows' }]);
  });

  it('does not check server-filled system fields such as billRule', () => {
    const problems = validateRecord(orderForm, { billRuleField101: 42, comInputField102: 'a', dateField103: 1 });
    expect(problems).toEqual([]);
  });

  it('walks layout containers: row, card, tab, collapse and tableGrid', () => {
    const inner = (v: string) => field('comInput', v, { required: true });
    const form: FormDefinition = {
      fields: [
        { __config__: { jnpfKey: 'row', children: [inner('a')] } },
        { __config__: { jnpfKey: 'card', children: [inner('b')] } },
        { __config__: { jnpfKey: 'tab', children: [{ __config__: { jnpfKey: 'tabItem', children: [inner('c')] } }] } },
        { __config__: { jnpfKey: 'collapse', children: [{ __config__: { jnpfKey: 'collapseItem',
          children: [inner('d')] } }] } },
        { __config__: { jnpfKey: 'tableGrid', children: [{ __config__: { jnpfKey: 'tableGridTr', children: [
          { __config__: { jnpfKey: 'tableGridTd', children: [inner('e')] } }] } }] } },
        { __config__: { jnpfKey: 'divider' } },
      ],
    };
    expect(validateRecord(form, {}).map((p) => p.field)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('expects an array for a multiple select and an id otherwise', () => {
    const form: FormDefinition = { fields: [field('select', 's', {}, { multiple: true }), field('select', 't')] };
    expect(validateRecord(form, { s: '1', t: ['1'] }).map((p) => [p.field, p.expected])).toEqual([
      ['s', 'array'], ['t', 'option'],
    ]);
  });
});

describe('parsePattern', () => {
  it('reads /body/flags and bare patterns, and rejects broken ones', () => {
    expect(parsePattern('/^a$/i')?.test('A')).toBe(true);
    expect(parsePattern('^\\d+$')?.test('12')).toBe(true);
    expect(parsePattern('/(/')).toBeNull();
  });
});
