import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paletteFields, paletteForm } from '../form/fixtures/palette';
import formConf from '../../../fixtures/palette/01-formConf-defaults.v3.4.7.json';
import listDefaults from '../../../fixtures/palette/06-columnData-defaults.v3.4.7.json';
import { schemaProblems, toJsonPath } from './schema';

const seeded = ['purchase-order', 'supplier'].map((name) => ({
  name,
  ...(JSON.parse(readFileSync(`fixtures/forms/${name}.json`, 'utf8')) as { formData: unknown; columnData: unknown }),
}));

describe('meta-schemas', () => {
  it('accept every real palette default, alone and as one form with the designer form settings', () => {
    for (const field of paletteFields()) {
      expect(schemaProblems('formData', { ...formConf, fields: [field] }), field.__config__.jnpfKey).toEqual([]);
    }
    expect(schemaProblems('formData', { ...formConf, ...paletteForm() })).toEqual([]);
  });

  it('accept the seeded forms and list definitions', () => {
    for (const s of seeded) {
      expect(schemaProblems('formData', s.formData), s.name).toEqual([]);
      expect(schemaProblems('columnData', s.columnData), s.name).toEqual([]);
    }
  });

  it('accept the designer list defaults, web and app', () => {
    expect(schemaProblems('columnData', listDefaults.webColumnData_defaults)).toEqual([]);
    expect(schemaProblems('columnData', listDefaults.appColumnData_defaults)).toEqual([]);
  });

  it('keep unknown keys the designer adds', () => {
    const form = { fields: [{ __vModel__: 'a', __config__: { jnpfKey: 'comInput', myKey: 1 }, 'data-x': [1] }], extra: true };
    expect(schemaProblems('formData', form)).toEqual([]);
  });

  it('report a missing jnpfKey, a wrong reserved type and a bad span with their JSON paths', () => {
    const form = {
      fields: [
        { __config__: { label: 'x' } },
        { __vModel__: 'b', __config__: { jnpfKey: 'comInput', required: 'yes', span: 30 } },
      ],
      popupType: 'window',
    };
    const found = schemaProblems('formData', form).map((p) => [p.path, p.code]);
    expect(found).toEqual(expect.arrayContaining([
      ['$.fields[0].__config__.jnpfKey', 'schema.required'],
      ['$.fields[1].__config__.required', 'schema.type'],
      ['$.fields[1].__config__.span', 'schema.range'],
      ['$.popupType', 'schema.enum'],
    ]));
    expect(found).toHaveLength(4);
  });

  it('want a sub-table to have columns, and a tab to hold tab panes', () => {
    const form = {
      fields: [
        { __config__: { jnpfKey: 'table' } },
        { __config__: { jnpfKey: 'tab', children: [{ __config__: { jnpfKey: 'comInput' } }] } },
      ],
    };
    const found = schemaProblems('formData', form).map((p) => `${p.path} ${p.code}`);
    expect(found).toContain('$.fields[0].__config__.children schema.required');
    expect(found).toContain('$.fields[1].__config__.children[0].__config__.jnpfKey schema.enum');
  });

  it('check list entries and buttons against the option lists', () => {
    const list = {
      columnList: [{ prop: 'a', label: 'A' }],
      searchList: [{ prop: 'a', label: 'A', jnpfKey: 'comInput', searchType: 4 }],
      btnsList: [{ value: 'add', label: '新增' }, { value: 'print', label: 'x' }],
      columnBtnsList: [{ value: 'detail', label: '详情' }],
      type: 6,
      pageSize: 0,
    };
    const found = schemaProblems('columnData', list).map((p) => `${p.path} ${p.code}`);
    expect(found.sort()).toEqual([
      '$.btnsList[1].value schema.enum',
      '$.columnList[0].jnpfKey schema.required',
      '$.pageSize schema.range',
      '$.searchList[0].searchType schema.enum',
      '$.type schema.enum',
    ]);
  });
});

describe('toJsonPath', () => {
  it('writes indices in brackets and odd keys quoted', () => {
    expect(toJsonPath('/fields/3/__config__/jnpfKey')).toBe('$.fields[3].__config__.jnpfKey');
    expect(toJsonPath('/fields/0/show-summary')).toBe('$.fields[0]["show-summary"]');
    expect(toJsonPath('', 'fields')).toBe('$.fields');
  });
});
