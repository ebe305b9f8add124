// A form file's visible texts in three languages: option labels, help, descriptions and titles put into the schema
// and uiSchema by language, and the checker naming each missing translation by the JSON path where it shows.
import { describe, expect, it } from 'vitest';
import roleForm from '../../../schemas/screens/permission/forms/role.form.json';
import type { JsonSchema, UiSchema } from '../form/types';
import { errorText, fieldTitle, formLabelProblems, localiseForm, optionLabel, screenMessage, type ScreenFormFile } from '.';

const form = (): ScreenFormFile => ({
  schema: { type: 'object', properties: {
    kind: { type: 'integer', title: '类型', enum: [0, 1] },
    level: { type: 'string', title: '级别', oneOf: [{ const: 'a', title: '甲' }, { const: 'b', title: '乙' }] },
    note: { type: 'string', title: '备注', description: '写给审核人' },
    id: { type: 'string', title: '主键' },
  } },
  uiSchema: { kind: { 'ui:widget': 'radio', 'ui:enumNames': ['组织', '全局'] }, note: { 'ui:help': '最多 500 字' },
    id: { 'ui:widget': 'hidden' } },
  i18n: {
    'zh-TW': { kind: '類型', 'kind.options.0': '組織', 'kind.options.1': '全局', level: '級別', 'level.options.a': '甲',
      'level.options.b': '乙', note: '備註', 'note.description': '寫給審核人', 'note.help': '最多 500 字' },
    en: { kind: 'Type', 'kind.options.0': 'Organisation', 'kind.options.1': 'Global', level: 'Level',
      'level.options.a': 'A', 'level.options.b': 'B', note: 'Note', 'note.description': 'For the reviewer',
      'note.help': 'At most 500 characters' },
  },
});
const paths = (f: ScreenFormFile) => formLabelProblems(f, 'forms/x.form.json').map((p) => `${p.path} ${p.code} ${p.params.key} ${p.params.lang ?? ''}`.trim());

describe('form texts by language', () => {
  it('puts option labels, help and descriptions in the language, the zh-CN ones from the form itself', () => {
    const en = localiseForm(form(), 'en');
    const props = en.schema.properties as Record<string, JsonSchema>;
    expect((en.uiSchema.kind as UiSchema)['ui:enumNames']).toEqual(['Organisation', 'Global']);
    expect((props.level.oneOf as { title: string }[]).map((o) => o.title)).toEqual(['A', 'B']);
    expect(props.note.description).toBe('For the reviewer');
    expect((en.uiSchema.note as UiSchema)['ui:help']).toBe('At most 500 characters');
    const cn = localiseForm(form(), 'zh-CN');
    expect((cn.uiSchema.kind as UiSchema)['ui:enumNames']).toEqual(['组织', '全局']);
    expect((cn.uiSchema.note as UiSchema)['ui:help']).toBe('最多 500 字');
    expect((form().uiSchema!.kind as UiSchema)['ui:enumNames']).toEqual(['组织', '全局']);
  });

  it('names options and fields for the server\'s messages', () => {
    expect(optionLabel(form(), 'kind', 1, 'en')).toBe('Global');
    expect(optionLabel(form(), 'kind', 0, 'zh-CN')).toBe('组织');
    expect(optionLabel(form(), 'level', 'b', 'zh-TW')).toBe('乙');
    expect(optionLabel(form(), 'note', 'x', 'en')).toBeUndefined();
    expect(fieldTitle(form(), 'note', 'en')).toBe('Note');
    const role = roleForm as unknown as ScreenFormFile;
    expect([0, 1].map((v) => optionLabel(role, 'globalMark', v, 'en'))).toEqual(['Organisation', 'Global']);
    expect([0, 1].map((v) => optionLabel(role, 'globalMark', v, 'zh-TW'))).toEqual(['組織', '全局']);
  });

  it('accepts a form whose every visible text reads in the three languages', () => {
    expect(paths(form())).toEqual([]);
  });

  it('names each missing translation where the text shows, and i18n keys that name nothing', () => {
    const f = form();
    delete f.i18n!.en!['kind.options.1'];
    delete f.i18n!['zh-TW']!['note.help'];
    delete f.i18n!.en!.level;
    f.i18n!.en!['knd.options.0'] = 'Org';
    f.i18n!.en!['kind.options.7'] = 'Seven';
    f.i18n!.en!['note.placeholder'] = 'Anything';
    expect(paths(f).sort()).toEqual([
      '$.i18n.en["kind.options.7"] labelUnknown kind.options.7',
      '$.i18n.en["knd.options.0"] labelUnknown knd.options.0',
      '$.i18n["zh-CN"] labelUntranslated note.placeholder zh-CN',
      '$.i18n["zh-TW"] labelUntranslated note.placeholder zh-TW',
      '$.schema.properties.level.title labelUntranslated level en',
      '$.uiSchema.kind["ui:enumNames"][1] labelUntranslated kind.options.1 en',
      '$.uiSchema.note["ui:help"] labelUntranslated note.help zh-TW',
    ].sort());
    const p = formLabelProblems(f, 'forms/x.form.json').find((x) => x.params.key === 'kind.options.1')!;
    expect(screenMessage(p, 'zh-CN')).toBe('文本 kind.options.1 缺少 en 的翻译（写在 i18n.en 中）');
  });

  it('asks a label for every option once one option is labelled in any language', () => {
    const f = form();
    delete (f.uiSchema!.kind as UiSchema)['ui:enumNames'];
    for (const lang of ['zh-TW', 'en'] as const) delete f.i18n![lang]!['kind.options.1'];
    expect(paths(f).sort()).toEqual([
      '$.schema.properties.kind.enum[0] labelUntranslated kind.options.0 zh-CN',
      '$.schema.properties.kind.enum[1] labelUntranslated kind.options.1 en',
      '$.schema.properties.kind.enum[1] labelUntranslated kind.options.1 zh-CN',
      '$.schema.properties.kind.enum[1] labelUntranslated kind.options.1 zh-TW',
    ].sort());
  });

  it('keeps a field\'s own refusal per keyword in every language, and checks it like any text', () => {
    const f = form();
    f.i18n!['zh-CN'] = { 'note.errors.maxLength': '备注最多为500个字符！' };
    f.i18n!['zh-TW']!['note.errors.maxLength'] = '備註最多為500個字元！';
    f.i18n!.en!['note.errors.maxLength'] = 'The note has at most 500 characters!';
    expect(paths(f)).toEqual([]);
    expect(errorText(f, 'note', 'maxLength', 'zh-TW')).toBe('備註最多為500個字元！');
    expect(errorText(f, 'note', 'pattern', 'en')).toBeUndefined();
    // Error texts are messages, not labels: the drawn form is the same with or without them.
    expect(localiseForm(f, 'en')).toEqual(localiseForm(form(), 'en'));
    delete f.i18n!.en!['note.errors.maxLength'];
    f.i18n!.en!['note.errors.tooLong'] = 'x';
    f.i18n!.en!['nte.errors.maxLength'] = 'x';
    expect(errorText(f, 'note', 'maxLength', 'en')).toBe('备注最多为500个字符！');
    expect(paths(f).sort()).toEqual([
      '$.i18n.en labelUntranslated note.errors.maxLength en',
      '$.i18n.en["note.errors.tooLong"] labelUnknown note.errors.tooLong',
      '$.i18n.en["nte.errors.maxLength"] labelUnknown nte.errors.maxLength',
    ].sort());
  });
});

describe('texts of an array\'s items (a table-like field\'s columns)', () => {
  const table = (): ScreenFormFile => ({
    schema: { type: 'object', properties: {
      params: { type: 'array', title: '参数', items: { type: 'object', properties: {
        field: { type: 'string', title: '参数名', maxLength: 10 },
        dataType: { type: 'string', title: '类型', enum: ['string', 'number'] },
      } } },
    } },
    uiSchema: { params: { items: { dataType: { 'ui:enumNames': ['文本', '数字'] } } } },
    i18n: {
      'zh-TW': { params: '參數', 'params.field': '參數名', 'params.dataType': '類型', 'params.dataType.options.string': '文本',
        'params.dataType.options.number': '數字' },
      en: { params: 'Parameters', 'params.field': 'Parameter', 'params.dataType': 'Type', 'params.dataType.options.string': 'Text',
        'params.dataType.options.number': 'Number' },
    },
  });

  it('puts the columns\' titles and option labels in the language, under items', () => {
    const en = localiseForm(table(), 'en');
    const items = (en.schema.properties as Record<string, JsonSchema>).params.items!.properties!;
    expect([items.field.title, items.dataType.title]).toEqual(['Parameter', 'Type']);
    expect(((en.uiSchema.params as UiSchema).items as Record<string, UiSchema>).dataType['ui:enumNames']).toEqual(['Text', 'Number']);
    expect(fieldTitle(table(), 'params.field', 'zh-TW')).toBe('參數名');
    expect(optionLabel(table(), 'params.dataType', 'number', 'en')).toBe('Number');
    expect(paths(table())).toEqual([]);
  });

  it('asks a translation of every column, where the column shows its title, and an item\'s own refusal', () => {
    const f = table();
    delete f.i18n!.en!['params.field'];
    delete f.i18n!['zh-TW']!['params.dataType.options.number'];
    f.i18n!.en!['params.nope'] = 'x';
    f.i18n!['zh-CN'] = { 'params.field.errors.maxLength': '参数名最多为10个字符！' };
    expect(paths(f).sort()).toEqual([
      '$.i18n.en labelUntranslated params.field.errors.maxLength en',
      '$.i18n.en["params.nope"] labelUnknown params.nope',
      '$.i18n["zh-TW"] labelUntranslated params.field.errors.maxLength zh-TW',
      '$.schema.properties.params.items.properties.field.title labelUntranslated params.field en',
      '$.uiSchema.params.items.dataType["ui:enumNames"][1] labelUntranslated params.dataType.options.number zh-TW',
    ].sort());
    expect(errorText(f, 'params.field', 'maxLength', 'en')).toBe('参数名最多为10个字符！');
  });
});
