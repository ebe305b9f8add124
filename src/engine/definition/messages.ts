/**
 * Messages of the definition checker in zh-CN, zh-TW and en. The server answers a refused definition with these,
 * and `npm run check-form` prints them, so both say the same thing.
 */
import type { DefinitionCode, DefinitionProblem } from './types';

export type DefinitionLang = 'zh-CN' | 'zh-TW' | 'en';

type Table = Record<DefinitionCode, Record<DefinitionLang, string>>;

const MESSAGES: Table = {
  invalidJson: {
    'zh-CN': '{what} 不是合法的 JSON：{detail}',
    'zh-TW': '{what} 不是合法的 JSON：{detail}',
    en: '{what} is not valid JSON: {detail}',
  },
  notObject: {
    'zh-CN': '{what} 应为 JSON 对象',
    'zh-TW': '{what} 應為 JSON 物件',
    en: '{what} must be a JSON object',
  },
  'schema.required': {
    'zh-CN': '缺少必需的属性 {property}',
    'zh-TW': '缺少必需的屬性 {property}',
    en: 'the property {property} is required',
  },
  'schema.type': {
    'zh-CN': '类型应为 {expected}',
    'zh-TW': '類型應為 {expected}',
    en: 'must be of type {expected}',
  },
  'schema.enum': {
    'zh-CN': '取值应为以下之一：{allowed}',
    'zh-TW': '取值應為以下之一：{allowed}',
    en: 'must be one of: {allowed}',
  },
  'schema.empty': {
    'zh-CN': '不能为空',
    'zh-TW': '不能為空',
    en: 'must not be empty',
  },
  'schema.range': {
    'zh-CN': '应 {comparison} {limit}',
    'zh-TW': '應 {comparison} {limit}',
    en: 'must be {comparison} {limit}',
  },
  'schema.invalid': {
    'zh-CN': '取值不符合定义格式（{detail}）',
    'zh-TW': '取值不符合定義格式（{detail}）',
    en: 'has a value of the wrong form ({detail})',
  },
  unknownKind: {
    'zh-CN': '未知的控件类型“{kind}”',
    'zh-TW': '未知的控件類型「{kind}」',
    en: 'unknown field kind "{kind}"',
  },
  missingName: {
    'zh-CN': '“{label}”（{kind}）缺少字段名 __vModel__',
    'zh-TW': '「{label}」（{kind}）缺少欄位名 __vModel__',
    en: '"{label}" ({kind}) has no field name (__vModel__)',
  },
  badName: {
    'zh-CN': '字段名“{name}”只能包含字母、数字和下划线，且不能以数字开头',
    'zh-TW': '欄位名「{name}」只能包含字母、數字和底線，且不能以數字開頭',
    en: 'the field name "{name}" may only hold letters, digits and underscores and must not start with a digit',
  },
  duplicateName: {
    'zh-CN': '字段名“{name}”重复（已用于 {first}）',
    'zh-TW': '欄位名「{name}」重複（已用於 {first}）',
    en: 'duplicate field name "{name}" (already used at {first})',
  },
  calcMissing: {
    'zh-CN': '计算公式引用的字段“{name}”不存在',
    'zh-TW': '計算公式引用的欄位「{name}」不存在',
    en: 'the calculation refers to a missing field "{name}"',
  },
  calcNotNumber: {
    'zh-CN': '计算公式引用的字段“{name}”不是数字字段（{kind}）',
    'zh-TW': '計算公式引用的欄位「{name}」不是數字欄位（{kind}）',
    en: 'the calculation refers to "{name}", which is not a number field ({kind})',
  },
  relationNotSet: {
    'zh-CN': '“{label}”（{kind}）未选择关联控件',
    'zh-TW': '「{label}」（{kind}）未選擇關聯控件',
    en: '"{label}" ({kind}) is not linked to a field (relationField)',
  },
  relationMissing: {
    'zh-CN': '关联的字段“{name}”不存在',
    'zh-TW': '關聯的欄位「{name}」不存在',
    en: 'the linked field "{name}" does not exist',
  },
  relationWrongKind: {
    'zh-CN': '关联的字段“{name}”应为 {expected} 控件，而不是 {kind}',
    'zh-TW': '關聯的欄位「{name}」應為 {expected} 控件，而不是 {kind}',
    en: 'the linked field "{name}" must be a {expected} field, not {kind}',
  },
  notAllowedInTable: {
    'zh-CN': '子表“{table}”中不能放置 {kind} 控件',
    'zh-TW': '子表「{table}」中不能放置 {kind} 控件',
    en: 'a {kind} field cannot be placed in the sub-table "{table}"',
  },
  summaryNotColumn: {
    'zh-CN': '合计字段“{name}”不是子表“{table}”的列',
    'zh-TW': '合計欄位「{name}」不是子表「{table}」的列',
    en: 'the summary field "{name}" is not a column of the sub-table "{table}"',
  },
  listPropMissing: {
    'zh-CN': '{list} 中的“{prop}”不是表单中的字段',
    'zh-TW': '{list} 中的「{prop}」不是表單中的欄位',
    en: '"{prop}" in {list} is not a field of the form',
  },
  unknownUploadCheck: {
    'zh-CN': '“{label}”的上传前检查 {name} 不存在：应为 {known} 之一',
    'zh-TW': '「{label}」的上傳前檢查 {name} 不存在：應為 {known} 之一',
    en: 'the pre-upload check {name} of "{label}" does not exist: use one of {known}',
  },
};

/** The UI language a tag stands for (Accept-Language style: 'en-US', 'zh-Hant', 'zhtw' …); zh-CN otherwise. */
export function definitionLang(tag: string | undefined): DefinitionLang {
  const t = (tag ?? '').trim().toLowerCase();
  if (t.startsWith('en')) return 'en';
  if (t === 'zhtw' || t === 'zh-tw' || t === 'zh-hk' || t === 'zh-mo' || t.startsWith('zh-hant')) return 'zh-TW';
  return 'zh-CN';
}

/** Fills `{name}` placeholders from params; unknown placeholders stay visible rather than vanish. */
function fill(text: string, params: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? params[name] : m));
}

/** The text of a problem in a UI language (zh-CN, zh-TW, en; other tags are mapped by `definitionLang`). */
export function definitionMessage(problem: Pick<DefinitionProblem, 'code' | 'params'>, lang: string = 'en'): string {
  const entry = MESSAGES[problem.code];
  if (!entry) return problem.code;
  return fill(entry[definitionLang(lang)], problem.params ?? {});
}

/** `<path>: <message>` lines, the way the CLI prints problems and the server lists them in a refusal. */
export function formatProblems(problems: DefinitionProblem[], lang: string = 'en'): string[] {
  return problems.map((p) => `${p.path}: ${definitionMessage(p, lang)}`);
}
