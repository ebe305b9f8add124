import { describe, expect, it } from 'vitest';
import type { FieldDef, FormDefinition } from '../types';
import { fieldOptions, withinOptions } from './options';
import { validateRecord } from './validate';
import supplier from '../../../fixtures/forms/supplier.json';
import order from '../../../fixtures/forms/purchase-order.json';

const supplierForm = supplier.formData as unknown as FormDefinition;
const orderForm = order.formData as unknown as FormDefinition;
const goodSupplier = {
  comInputField101: '亳州康源药材有限公司', comInputField102: '13912345601', numInputField103: 100,
  selectField104: '1', radioField105: 'x', checkboxField106: ['1'], dateField107: 1672531200000, switchField108: 1,
  textareaField109: '地址',
};

const tree = [
  { id: 'a', fullName: 'A', children: [{ id: 'a1', fullName: 'A1', children: [{ id: 'a1x', fullName: 'A1x' }] }] },
  { id: 'b', fullName: 'B' },
];
const field = (jnpfKey: string, extra: Partial<FieldDef> = {}, config: Record<string, unknown> = {}): FieldDef =>
  ({ __vModel__: 'f', __config__: { jnpfKey, label: '字段', dataType: 'static', ...config }, options: tree, ...extra });

describe('withinOptions', () => {
  it('takes one value or several among the options of a select, radio, checkbox or treeSelect', () => {
    expect(withinOptions(field('select'), 'b', tree)).toBe(true);
    expect(withinOptions(field('select'), 'c', tree)).toBe(false);
    expect(withinOptions(field('checkbox'), ['a', 'b'], tree)).toBe(true);
    expect(withinOptions(field('checkbox'), ['a', 'zz'], tree)).toBe(false);
    // A tree select may pick any node.
    expect(withinOptions(field('treeSelect'), 'a1x', tree)).toBe(true);
  });

  it('compares as text and reads the value key the field names', () => {
    expect(withinOptions(field('select'), 1, [{ id: '1', fullName: 'x' }])).toBe(true);
    const byCode = field('select', { props: { props: { label: 'fullName', value: 'enCode' } } });
    expect(withinOptions(byCode, 'A', [{ id: '1', enCode: 'A', fullName: 'x' }])).toBe(true);
    expect(withinOptions(byCode, '1', [{ id: '1', enCode: 'A', fullName: 'x' }])).toBe(false);
  });

  it('walks a cascader path from a root option through its children, one path or several', () => {
    const cascader = field('cascader');
    expect(withinOptions(cascader, ['a', 'a1', 'a1x'], tree)).toBe(true);
    expect(withinOptions(cascader, ['a', 'a1x'], tree)).toBe(false);
    expect(withinOptions(cascader, ['b', 'a1'], tree)).toBe(false);
    expect(withinOptions(cascader, [['a', 'a1'], ['b']], tree)).toBe(true);
    expect(withinOptions(cascader, [['a', 'a1'], ['c']], tree)).toBe(false);
  });
});

describe('fieldOptions', () => {
  it('reads static options from the field and asks the lookup for dictionary and data-interface options', () => {
    expect(fieldOptions(field('select'))).toBe(tree);
    const slot = field('select', { options: undefined, __slot__: { options: [{ id: 's', fullName: 'S' }] } });
    expect(fieldOptions(slot)).toEqual([{ id: 's', fullName: 'S' }]);
    const dictionary = field('radio', { options: [] }, { dataType: 'dictionary', dictionaryType: 'd1' });
    expect(fieldOptions(dictionary)).toBeNull();
    expect(fieldOptions(dictionary, () => [{ id: 'x' }])).toEqual([{ id: 'x' }]);
    expect(fieldOptions(field('select', {}, { dataType: 'dynamic' }), () => null)).toBeNull();
  });
});

describe('validateRecord with options', () => {
  it('refuses a static option value outside the options, naming the field', () => {
    expect(validateRecord(supplierForm, { ...goodSupplier, selectField104: '9' }))
      .toEqual([{ field: 'selectField104', label: '供应商等级', rule: 'option' }]);
    expect(validateRecord(supplierForm, { ...goodSupplier, checkboxField106: ['1', '99'] }))
      .toEqual([{ field: 'checkboxField106', label: '经营品类', rule: 'option' }]);
    expect(validateRecord(supplierForm, goodSupplier)).toEqual([]);
  });

  it('checks dictionary options only through the lookup it is given', () => {
    expect(validateRecord(supplierForm, { ...goodSupplier, radioField105: 'nope' })).toEqual([]);
    const options = (f: FieldDef) => (f.__vModel__ === 'radioField105' ? [{ id: 'ok', fullName: '月结' }] : null);
    expect(validateRecord(supplierForm, { ...goodSupplier, radioField105: 'nope' }, { options }))
      .toEqual([{ field: 'radioField105', label: '结算方式', rule: 'option' }]);
    expect(validateRecord(supplierForm, { ...goodSupplier, radioField105: 'ok' }, { options })).toEqual([]);
  });

  it('checks sub-table cells', () => {
    const row = { comInputField106: '白芍', numInputField107: 1, numInputField108: 1, selectField109: '7' };
    const problems = validateRecord(orderForm, { billRuleField101: 'x', comInputField102: '供应商', dateField103: 1,
      selectField104: '1', tableField105: [row] });
    expect(problems).toContainEqual(expect.objectContaining({ field: 'tableField105-selectField109', rule: 'option', row: 0 }));
  });
});
