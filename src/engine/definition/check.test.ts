import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paletteForm } from '../form/fixtures/palette';
import { checkDefinition } from './check';
import { definitionMessage, formatProblems } from './messages';
import type { DefinitionProblem } from './types';

type F = Record<string, unknown>;
const field = (kind: string, vModel?: string, extra: F = {}, cfg: F = {}): F => ({
  ...(vModel ? { __vModel__: vModel } : {}),
  __config__: { jnpfKey: kind, label: vModel ?? kind, ...cfg },
  ...extra,
});
const table = (vModel: string, children: F[], extra: F = {}) => field('table', vModel, extra, { children, label: '明细' });
const summary = (ps: DefinitionProblem[]) => ps.map((p) => `${p.path} ${p.code}`);
const list = (columnList: F[], extra: F = {}) => ({ columnList, searchList: [], ...extra });
const col = (prop: string, jnpfKey = 'comInput') => ({ prop, label: prop, jnpfKey });

describe('checkDefinition', () => {
  it('finds nothing wrong in the seeded forms, given as objects or as the JSON strings of the wire', () => {
    for (const name of ['purchase-order', 'supplier']) {
      const d = JSON.parse(readFileSync(`fixtures/forms/${name}.json`, 'utf8')) as { formData: F; columnData: F };
      expect(checkDefinition(d.formData, d.columnData), name).toEqual([]);
      expect(checkDefinition(JSON.stringify(d.formData), JSON.stringify(d.columnData)), name).toEqual([]);
    }
  });

  it('finds in the palette form only the two relation attributes that are linked to nothing yet', () => {
    const problems = checkDefinition(paletteForm());
    expect(problems.map((p) => [p.code, p.params.kind])).toEqual([
      ['relationNotSet', 'relationFormAttr'],
      ['relationNotSet', 'popupAttr'],
    ]);
  });

  it('reports an unknown kind at its jnpfKey, and accepts both the old and the new names', () => {
    const form = { fields: [field('input', 'a'), field('comInput', 'b'), field('areaSelect', 'c'), field('sparkle', 'd')] };
    const problems = checkDefinition(form);
    expect(summary(problems)).toEqual(['$.fields[3].__config__.jnpfKey unknownKind']);
    expect(problems[0].params).toEqual({ kind: 'sparkle' });
    expect(problems[0].message).toBe('unknown field kind "sparkle"');
  });

  it('reports unknown kinds inside containers and sub-tables with their nested path', () => {
    const form = { fields: [field('card', undefined, {}, { children: [table('t', [field('wobble', 'x')])] })] };
    expect(summary(checkDefinition(form))).toEqual([
      '$.fields[0].__config__.children[0].__config__.children[0].__config__.jnpfKey unknownKind',
    ]);
  });

  it('reports duplicate names in the form, and within each sub-table, but not the same column in two tables', () => {
    const form = {
      fields: [
        field('comInput', 'name'),
        field('row', undefined, {}, { children: [field('numInput', 'name')] }),
        table('t1', [field('comInput', 'x'), field('numInput', 'x')]),
        table('t2', [field('comInput', 'x')]),
      ],
    };
    const problems = checkDefinition(form);
    expect(summary(problems)).toEqual([
      '$.fields[1].__config__.children[0].__vModel__ duplicateName',
      '$.fields[2].__config__.children[1].__vModel__ duplicateName',
    ]);
    expect(problems[0].params).toEqual({ name: 'name', first: '$.fields[0]' });
  });

  it('wants value fields named with letters, digits and underscores', () => {
    const form = { fields: [field('comInput'), field('numInput', 'a-b'), field('divider')] };
    expect(summary(checkDefinition(form))).toEqual(['$.fields[0] missingName', '$.fields[1].__vModel__ badName']);
  });

  it('checks calculation operands: missing fields, non-number fields, sub-table columns as table.field', () => {
    const form = {
      fields: [
        field('numInput', 'price'),
        field('comInput', 'note'),
        table('items', [field('numInput', 'qty'), field('comInput', 'sku')]),
        field('calculate', undefined, {
          expression: [{ __vModel__: 'price' }, '×', { __vModel__: 'items.qty' }, '+', { __vModel__: 'gone' },
            '+', { __vModel__: 'note' }, '+', { __vModel__: 'items.sku' }, '+', { __vModel__: 'items.nope' }, '+', '2'],
        }),
      ],
    };
    const problems = checkDefinition(form);
    expect(summary(problems)).toEqual([
      '$.fields[3].expression[4] calcMissing',
      '$.fields[3].expression[6] calcNotNumber',
      '$.fields[3].expression[8] calcNotNumber',
      '$.fields[3].expression[10] calcMissing',
    ]);
    expect(problems[1].params).toEqual({ name: 'note', kind: 'comInput' });
  });

  it('lets a calculation in a sub-table use the columns of its own row', () => {
    const form = { fields: [table('items', [field('numInput', 'qty'), field('numInput', 'price'),
      field('calculate', 'amount', { expression: [{ __vModel__: 'qty' }, '×', { __vModel__: 'items.price' }] }, { isStorage: 2 })])] };
    expect(checkDefinition(form)).toEqual([]);
  });

  it('checks that relation attributes point at a relationForm / popupSelect, also in the table form of the name', () => {
    const form = {
      fields: [
        field('relationForm', 'rel'),
        field('popupSelect', 'pop'),
        field('relationFormAttr', undefined, { relationField: 'rel', showField: 'x' }),
        field('popupAttr', undefined, { relationField: 'pop_jnpfTable_main1', showField: 'x' }),
        field('relationFormAttr', undefined, { relationField: 'pop', showField: 'x' }),
        field('popupAttr', undefined, { relationField: 'missing', showField: 'x' }),
      ],
    };
    const problems = checkDefinition(form);
    expect(summary(problems)).toEqual(['$.fields[4].relationField relationWrongKind', '$.fields[5].relationField relationMissing']);
    expect(problems[0].params).toEqual({ name: 'pop', expected: 'relationForm', kind: 'popupSelect' });
  });

  it('refuses kinds a sub-table cannot hold, and checks its summary fields are its columns', () => {
    const form = {
      fields: [
        field('numInput', 'total'),
        table('items', [field('numInput', 'qty'), field('editor', 'memo'), field('divider'), field('card')],
          { summaryField: ['qty', 'total'] }),
      ],
    };
    const problems = checkDefinition(form);
    expect(summary(problems)).toEqual([
      '$.fields[1].summaryField[1] summaryNotColumn',
      '$.fields[1].__config__.children[1].__config__.jnpfKey notAllowedInTable',
      '$.fields[1].__config__.children[2].__config__.jnpfKey notAllowedInTable',
      '$.fields[1].__config__.children[3].__config__.jnpfKey notAllowedInTable',
    ]);
    expect(problems[1].params).toEqual({ kind: 'editor', table: '明细' });
  });

  it('checks that list columns, search entries and list summaries name fields of the form', () => {
    const form = { fields: [field('comInput', 'a'), table('t', [field('numInput', 'n')])] };
    const columns = list([col('a'), col('t-n', 'numInput'), col('b'), col('t-z')], {
      searchList: [{ ...col('a'), searchType: 2 }, { ...col('gone'), searchType: 1 }],
      summaryField: ['t-n', 'q'],
    });
    const problems = checkDefinition(form, columns);
    expect(summary(problems)).toEqual([
      '$.columnList[2].prop listPropMissing',
      '$.columnList[3].prop listPropMissing',
      '$.searchList[1].prop listPropMissing',
      '$.summaryField[1] listPropMissing',
    ]);
    expect(problems.every((p) => p.source === 'columnData')).toBe(true);
  });

  it('refuses a file field naming a pre-upload check that does not exist, and accepts one that does', () => {
    const files = { ...field('uploadFz', 'files'), uploadCheck: 'dictionaryExport' };
    const images = { ...field('uploadImg', 'photos'), uploadCheck: 'virusScan' };
    const found = checkDefinition({ fields: [files, images] });
    expect(summary(found)).toEqual(['$.fields[1].uploadCheck unknownUploadCheck']);
    expect(definitionMessage(found[0], 'zh-CN')).toContain('上传前检查 virusScan 不存在');
  });

  it('reports JSON that does not parse and roots that are not objects, without throwing', () => {
    expect(summary(checkDefinition('{"fields": ['))).toEqual(['$ invalidJson']);
    expect(summary(checkDefinition([], 'null'))).toEqual(['$ notObject', '$ notObject']);
    expect(summary(checkDefinition({ fields: [null, 3, { __config__: 7 }] }))).toEqual(
      expect.arrayContaining(['$.fields[0] schema.type', '$.fields[2].__config__ schema.type']),
    );
  });
});

describe('definitionMessage', () => {
  const [p] = checkDefinition({ fields: [field('comInput', 'a'), field('numInput', 'a')] });

  it('speaks the three UI languages, English by default', () => {
    expect(p.message).toBe('duplicate field name "a" (already used at $.fields[0])');
    expect(definitionMessage(p, 'zh-CN')).toBe('字段名“a”重复（已用于 $.fields[0]）');
    expect(definitionMessage(p, 'zh-TW')).toBe('欄位名「a」重複（已用於 $.fields[0]）');
    expect(definitionMessage(p, 'en-US')).toBe(p.message);
    expect(definitionMessage(p, 'zh-Hant-HK')).toBe(definitionMessage(p, 'zh-TW'));
  });

  it('formats problems as "<path>: <message>" lines', () => {
    expect(formatProblems([p], 'zh-CN')).toEqual(['$.fields[1].__vModel__: 字段名“a”重复（已用于 $.fields[0]）']);
  });
});
