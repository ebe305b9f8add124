/**
 * Texts of the bulk import (spec 001 §5 "Import file", §8) in the three languages. The spec words some only in
 * English ('file size cannot exceed 500KB', 'import data is empty'); the Chinese follows the product's phrasing.
 */
import type { Lang } from '../../i18n';

const texts = {
  'zh-CN': {
    tooLarge: '文件大小不能超过500KB',
    wrongType: '请选择.xls,.xlsx类型的文件',
    notExcel: '文件不是Excel表格，请检查文件',
    oldXls: '无法读取旧版xls文件，请另存为xlsx后重新上传',
    unreadable: '文件无法读取，请检查文件',
    fileMissing: '上传的文件不存在，请重新上传',
    importEmpty: '导入数据为空',
    headerUnknown: '表头“{header}”与模板不一致，模板中的表头名称不可更改',
    headerMissing: '找不到模板表头，表头行不能删除',
    tooManyRows: '单次最多导入{limit}条数据',
    noColumns: '没有可导入的字段',
    invalidNumber: '{label}的值“{value}”不是有效的数字',
    invalidDate: '{label}的值“{value}”不是有效的日期',
    invalidTime: '{label}的值“{value}”不是有效的时间',
    invalidOption: '{label}的值“{value}”不在可选范围内',
    invalidRange: '{label}的值“{value}”不是有效的范围',
    reasonSeparator: '；',
    errorColumn: '异常原因',
    templateTitle: '{name}导入模板',
    exceptionTitle: '{name}导入异常数据',
    importDone: '导入成功',
    importPartly: '导入完成，{fnum}条数据导入失败',
  },
  'zh-TW': {
    tooLarge: '文件大小不能超過500KB',
    wrongType: '請選擇.xls,.xlsx類型的文件',
    notExcel: '文件不是Excel表格，請檢查文件',
    oldXls: '無法讀取舊版xls文件，請另存為xlsx後重新上傳',
    unreadable: '文件無法讀取，請檢查文件',
    fileMissing: '上傳的文件不存在，請重新上傳',
    importEmpty: '導入數據為空',
    headerUnknown: '表頭「{header}」與模板不一致，模板中的表頭名稱不可更改',
    headerMissing: '找不到模板表頭，表頭行不能刪除',
    tooManyRows: '單次最多導入{limit}條數據',
    noColumns: '沒有可導入的欄位',
    invalidNumber: '{label}的值「{value}」不是有效的數字',
    invalidDate: '{label}的值「{value}」不是有效的日期',
    invalidTime: '{label}的值「{value}」不是有效的時間',
    invalidOption: '{label}的值「{value}」不在可選範圍內',
    invalidRange: '{label}的值「{value}」不是有效的範圍',
    reasonSeparator: '；',
    errorColumn: '異常原因',
    templateTitle: '{name}導入模板',
    exceptionTitle: '{name}導入異常數據',
    importDone: '導入成功',
    importPartly: '導入完成，{fnum}條數據導入失敗',
  },
  en: {
    tooLarge: 'File size cannot exceed 500KB',
    wrongType: 'Please choose a file of type .xls,.xlsx',
    notExcel: 'The file is not an Excel workbook, please check the file',
    oldXls: 'Old .xls workbooks cannot be read; save the file as .xlsx and upload it again',
    unreadable: 'The file cannot be read, please check the file',
    fileMissing: 'The uploaded file no longer exists, please upload it again',
    importEmpty: 'Import data is empty',
    headerUnknown: 'The header "{header}" does not match the template; header names cannot be changed',
    headerMissing: 'The template header row is missing; it cannot be deleted',
    tooManyRows: 'At most {limit} rows can be imported at once',
    noColumns: 'There are no fields to import',
    invalidNumber: '{label}: "{value}" is not a valid number',
    invalidDate: '{label}: "{value}" is not a valid date',
    invalidTime: '{label}: "{value}" is not a valid time',
    invalidOption: '{label}: "{value}" is not one of the choices',
    invalidRange: '{label}: "{value}" is not a valid range',
    reasonSeparator: '; ',
    errorColumn: 'Reason',
    templateTitle: '{name} import template',
    exceptionTitle: '{name} failed rows',
    importDone: 'Imported',
    importPartly: 'Import finished; {fnum} rows failed',
  },
} satisfies Record<Lang, Record<string, string>>;

export type ImportText = keyof (typeof texts)['zh-CN'];

/** An import text in the request's language with {name} placeholders filled. */
export function importText(lang: Lang, key: ImportText, params: Record<string, string | number> = {}): string {
  return (texts[lang] ?? texts['zh-CN'])[key].replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
