import { describe, expect, it } from 'vitest';
import type { FieldDef, FormDefinition } from '../types';
import { expectedKind, isStored, matchesKind } from './values';
import { storedFields, validateRecord, valueFields } from './validate';
import allKinds from '../../../fixtures/forms/all-kinds.json';

const field = (jnpfKey: string, props: Record<string, unknown> = {}, config: Record<string, unknown> = {}): FieldDef =>
  ({ __vModel__: 'v', __config__: { jnpfKey, label: '值', ...config }, ...props });
const ok = (f: FieldDef, v: unknown) => matchesKind(expectedKind(f)!, v, f);

describe('value kinds per jnpfKey, as the designer stores them', () => {
  it('number range: [min, max] with 0 counting and open ends; min may not exceed max', () => {
    const f = field('numRange');
    expect(ok(f, [0, 10])).toBe(true);
    expect(ok(f, [null, 5])).toBe(true);
    expect(ok(f, [5, 1])).toBe(false);
    expect(ok(f, [1, 2, 3])).toBe(false);
    expect(ok(f, ['1', 2])).toBe(false);
    expect(ok(field('slider', { range: true }), [10, 20])).toBe(true);
    expect(ok(field('slider'), 10)).toBe(true);
  });

  it('date and time ranges', () => {
    expect(ok(field('dateRange'), [1700000000000, 1700086400000])).toBe(true);
    expect(ok(field('dateRange'), ['2024-01-01', '2024-01-02'])).toBe(false);
    expect(ok(field('timeRange'), ['08:00:00', '17:30:00'])).toBe(true);
    expect(ok(field('timeRange'), ['17:30:00', '08:00:00'])).toBe(false);
  });

  it('cascader, comSelect and address paths; arrays of paths when multiple', () => {
    expect(ok(field('cascader'), ['a', 'b'])).toBe(true);
    expect(ok(field('cascader'), 'a')).toBe(false);
    expect(ok(field('comSelect', { multiple: true }), [['org-hq', 'dep-it'], ['org-hq']])).toBe(true);
    expect(ok(field('comSelect', { multiple: true }), ['org-hq'])).toBe(false);
    expect(ok(field('areaSelect'), ['130000', '130100'])).toBe(true); // v5 name of address
  });

  it('uploads are arrays of file objects with a name and a fileId or url', () => {
    expect(ok(field('uploadFz'), [{ name: 'a.pdf', fileId: 'x', fileSize: 1 }])).toBe(true);
    expect(ok(field('uploadFile'), [{ name: 'a.pdf', url: '/x' }])).toBe(true); // v5 name
    expect(ok(field('uploadImg'), [{ fileId: 'x' }])).toBe(false);
    expect(ok(field('uploadImg'), ['a.png'])).toBe(false);
  });

  it('usersSelect holds "id--type", an array of them when multiple', () => {
    expect(ok(field('usersSelect'), 'user-1--user')).toBe(true);
    expect(ok(field('usersSelect'), 'user-1')).toBe(false);
    expect(ok(field('usersSelect', { multiple: true }), ['a--user', 'b--department'])).toBe(true);
    expect(ok(field('usersSelect', { multiple: true }), ['a'])).toBe(false);
  });

  it('single ids for relationForm, popupSelect and selects; arrays when multiple', () => {
    expect(ok(field('relationForm'), 'rec-1')).toBe(true);
    expect(ok(field('relationForm'), ['rec-1'])).toBe(false);
    expect(ok(field('popupSelect'), 'herb-01')).toBe(true);
    expect(ok(field('select', { multiple: true }), ['1', 2])).toBe(true);
    expect(ok(field('select'), { id: 1 })).toBe(false);
    expect(ok(field('calculate'), 12.5)).toBe(true);
    expect(ok(field('calculate'), '12.5')).toBe(false);
    expect(ok(field('inputNumber'), 3)).toBe(true); // v5 name of numInput
  });

  it('calculate and relation attributes are stored only with isStorage 2', () => {
    expect(isStored(field('calculate', {}, { isStorage: 1 }))).toBe(false);
    expect(isStored(field('calculate', {}, { isStorage: 2 }))).toBe(true);
    expect(isStored(field('calculate'))).toBe(false);
    expect(isStored(field('popupAttr', {}, { isStorage: 2 }))).toBe(true);
    expect(isStored(field('relationFormAttr', {}, { isStorage: 1 }))).toBe(false);
    const form: FormDefinition = { fields: [field('calculate', {}, { isStorage: 1 }),
      { ...field('popupAttr', {}, { isStorage: 2 }), __vModel__: 'attr' }, { ...field('relationFormAttr'), __vModel__: 'ra' }] };
    expect([...valueFields(form.fields)].map((f) => f.__vModel__)).toEqual(['v', 'attr']);
    expect([...storedFields(form.fields)].map((f) => f.__vModel__)).toEqual(['attr']);
  });
});

describe('字段大全 (fixtures/forms/all-kinds.json)', () => {
  const form = allKinds.formData as unknown as FormDefinition;
  it('finds the value fields inside every layout container and the sub-table', () => {
    const kinds = [...valueFields(form.fields)].map((f) => f.__config__.jnpfKey);
    for (const k of ['numInput', 'calculate', 'switch', 'uploadFz', 'editor', 'comSelect', 'usersSelect', 'table',
      'treeSelect', 'address', 'popupAttr', 'currPosition']) expect(kinds).toContain(k);
    expect(kinds).not.toContain('relationFormAttr'); // isStorage 1
    expect(kinds).not.toContain('qrcode');
  });

  it('asks only for the required name and sub-table cells when empty', () => {
    expect(validateRecord(form, {}).map((p) => p.field)).toEqual(['comInputField102']);
    expect(validateRecord(form, { comInputField102: 'x', tableField136: [{}] }).map((p) => p.field))
      .toEqual(['tableField136-comInputField137', 'tableField136-numInputField138']);
  });
});
