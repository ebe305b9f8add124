/**
 * Messages of the record and list rules, in the three languages of the UI, for code that applies those rules
 * without the server (the file preview answers saves and lists with them in the words the server uses). Framework-
 * free; tests/conformance/engineMessages.test.ts proves each text is the server's own.
 */
import { fillParams, type Lang, type Params } from './index';
import type { RecordProblem } from '../record/validate';

export const RECORD_MESSAGES = {
  'zh-CN': {
    created: "新建成功",
    updated: "更新成功",
    deleted: "删除成功",
    recordNotFound: "数据不存在",
    paramInvalid: "参数{field}不合法",
    fieldRequired: "{label}不能为空",
    fieldType: "{label}格式不正确，应为{type}",
    rowPrefix: "{table}第{row}行：",
    kind_string: "文本",
    kind_number: "数字",
    kind_switch: "开关值(0或1)",
    kind_array: "数组",
    kind_timestamp: "日期(毫秒时间戳)",
    kind_rows: "行数组",
    kind_option: "选项值",
    kind_integer: "整数",
    kind_boolean: "布尔值",
    kind_object: "对象",
    sortFieldUnknown: "排序字段{field}不存在",
    queryJsonInvalid: "查询条件queryJson不是合法的JSON对象",
    superQueryInvalid: "高级查询条件superQueryJson格式不正确",
    superQueryTooMany: "高级查询条件最多{max}个",
    superQueryFieldUnknown: "高级查询字段{field}不存在或无权查询",
    superQuerySymbolUnknown: "高级查询不支持运算符{symbol}",
    superQuerySymbolInvalid: "{field}不支持运算符{symbol}",
    superQueryValueInvalid: "{field}的查询值不正确",
    dataNotObject: "表单数据data必须是JSON对象字符串",
    optionInvalid: "{label}的值不在可选项中",
    kind_path: "ID路径数组",
    kind_paths: "ID路径数组的数组",
    kind_numberRange: "[最小值, 最大值]",
    kind_dateRange: "[开始日期, 结束日期](毫秒时间戳)",
    kind_timeRange: "[开始时间, 结束时间]",
    kind_files: "文件对象数组",
    kind_userRef: "\"ID--类型\"",
  },
  'zh-TW': {
    created: "新建成功",
    updated: "更新成功",
    deleted: "刪除成功",
    recordNotFound: "資料不存在",
    paramInvalid: "參數{field}不合法",
    fieldRequired: "{label}不能為空",
    fieldType: "{label}格式不正確，應為{type}",
    rowPrefix: "{table}第{row}行：",
    kind_string: "文字",
    kind_number: "數字",
    kind_switch: "開關值(0或1)",
    kind_array: "陣列",
    kind_timestamp: "日期(毫秒時間戳)",
    kind_rows: "行陣列",
    kind_option: "選項值",
    kind_integer: "整數",
    kind_boolean: "布林值",
    kind_object: "物件",
    sortFieldUnknown: "排序欄位{field}不存在",
    queryJsonInvalid: "查詢條件queryJson不是合法的JSON物件",
    superQueryInvalid: "高級查詢條件superQueryJson格式不正確",
    superQueryTooMany: "高級查詢條件最多{max}個",
    superQueryFieldUnknown: "高級查詢欄位{field}不存在或無權查詢",
    superQuerySymbolUnknown: "高級查詢不支援運算子{symbol}",
    superQuerySymbolInvalid: "{field}不支援運算子{symbol}",
    superQueryValueInvalid: "{field}的查詢值不正確",
    dataNotObject: "表單資料data必須是JSON物件字串",
    optionInvalid: "{label}的值不在可選項中",
    kind_path: "ID路徑陣列",
    kind_paths: "ID路徑陣列的陣列",
    kind_numberRange: "[最小值, 最大值]",
    kind_dateRange: "[開始日期, 結束日期](毫秒時間戳)",
    kind_timeRange: "[開始時間, 結束時間]",
    kind_files: "檔案物件陣列",
    kind_userRef: "\"ID--類型\"",
  },
  en: {
    created: "Created",
    updated: "Updated",
    deleted: "Deleted",
    recordNotFound: "The record does not exist",
    paramInvalid: "\"{field}\" is invalid",
    fieldRequired: "\"{label}\" is required",
    fieldType: "\"{label}\" must be {type}",
    rowPrefix: "{table} row {row}: ",
    kind_string: "a text",
    kind_number: "a number",
    kind_switch: "a switch value (0 or 1)",
    kind_array: "a list",
    kind_timestamp: "a date (ms timestamp)",
    kind_rows: "a list of rows",
    kind_option: "an option value",
    kind_integer: "an integer",
    kind_boolean: "a boolean",
    kind_object: "an object",
    sortFieldUnknown: "Unknown sort field {field}",
    queryJsonInvalid: "queryJson is not a valid JSON object",
    superQueryInvalid: "superQueryJson is not a valid super query",
    superQueryTooMany: "A super query holds at most {max} conditions",
    superQueryFieldUnknown: "Super query field {field} does not exist or may not be searched",
    superQuerySymbolUnknown: "The super query has no operator {symbol}",
    superQuerySymbolInvalid: "{field} cannot be compared with {symbol}",
    superQueryValueInvalid: "The value searched in {field} is not valid",
    dataNotObject: "data must be a JSON object string",
    optionInvalid: "\"{label}\" must be one of its options",
    kind_path: "an array of ids (path)",
    kind_paths: "an array of id paths",
    kind_numberRange: "[min, max]",
    kind_dateRange: "[start, end] in ms timestamps",
    kind_timeRange: "[start time, end time]",
    kind_files: "an array of file objects",
    kind_userRef: "\"id--type\"",
  },
} satisfies Record<Lang, Record<string, string>>;

export type RecordMessageKey = keyof (typeof RECORD_MESSAGES)['zh-CN'];

/** A record or list message in `lang`, its {name} placeholders filled. */
export function recordText(lang: Lang, key: RecordMessageKey, params: Params = {}): string {
  return fillParams(RECORD_MESSAGES[lang][key] ?? RECORD_MESSAGES['zh-CN'][key], params);
}

/** Whether `key` names one of these messages. */
export const isRecordMessage = (key: string): key is RecordMessageKey => key in RECORD_MESSAGES['zh-CN'];

/** The text of a record problem, e.g. 订单编号不能为空 / 采购明细第2行：数量格式不正确，应为数字. */
export function recordProblemText(lang: Lang, p: RecordProblem): string {
  const prefix = p.row !== undefined ? recordText(lang, 'rowPrefix', { table: p.tableLabel ?? '', row: p.row + 1 }) : '';
  if (p.rule === 'pattern') return prefix + (p.message || recordText(lang, 'paramInvalid', { field: p.label }));
  if (p.rule === 'required') return prefix + recordText(lang, 'fieldRequired', { label: p.label });
  if (p.rule === 'option') return prefix + recordText(lang, 'optionInvalid', { label: p.label });
  const kindKey = `kind_${p.expected ?? 'string'}`;
  const type = isRecordMessage(kindKey) ? recordText(lang, kindKey) : kindKey;
  return prefix + recordText(lang, 'fieldType', { label: p.label, type });
}
