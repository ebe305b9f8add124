/** Texts of the generated-form module in the three languages (kept here so the module's wording lives with it). */
import { textLookup } from '../../i18n';

const texts = {
  'zh-CN': {
    switchOn: '开', switchOff: '关', rangeSeparator: ' 至 ', signed: '已签名',
    kind_path: 'ID路径数组', kind_paths: 'ID路径数组的数组', kind_numberRange: '[最小值, 最大值]',
    kind_dateRange: '[开始日期, 结束日期](毫秒时间戳)', kind_timeRange: '[开始时间, 结束时间]',
    kind_files: '文件对象数组', kind_userRef: '"ID--类型"',
    adminOnly: '只有管理员可以修改表单设计',
    definitionInvalid: '表单设计有误：{problems}',
    definitionNotJson: '{field}不是合法的JSON',
    idsRequired: '请选择要删除的数据',
    relationFieldUnknown: '关联字段{field}不存在',
    exportEmpty: '没有可导出的字段',
    recordChanged: '该数据已被其他人修改，请刷新后再试',
    optionInvalid: '{label}的值不在可选项中',
  },
  'zh-TW': {
    switchOn: '開', switchOff: '關', rangeSeparator: ' 至 ', signed: '已簽名',
    kind_path: 'ID路徑陣列', kind_paths: 'ID路徑陣列的陣列', kind_numberRange: '[最小值, 最大值]',
    kind_dateRange: '[開始日期, 結束日期](毫秒時間戳)', kind_timeRange: '[開始時間, 結束時間]',
    kind_files: '檔案物件陣列', kind_userRef: '"ID--類型"',
    adminOnly: '只有管理員可以修改表單設計',
    definitionInvalid: '表單設計有誤：{problems}',
    definitionNotJson: '{field}不是合法的JSON',
    idsRequired: '請選擇要刪除的資料',
    relationFieldUnknown: '關聯欄位{field}不存在',
    exportEmpty: '沒有可匯出的欄位',
    recordChanged: '該資料已被其他人修改，請重新整理後再試',
    optionInvalid: '{label}的值不在可選項中',
  },
  en: {
    switchOn: 'On', switchOff: 'Off', rangeSeparator: ' to ', signed: 'Signed',
    kind_path: 'an array of ids (path)', kind_paths: 'an array of id paths', kind_numberRange: '[min, max]',
    kind_dateRange: '[start, end] in ms timestamps', kind_timeRange: '[start time, end time]',
    kind_files: 'an array of file objects', kind_userRef: '"id--type"',
    adminOnly: 'Only administrators may change a form design',
    definitionInvalid: 'The form design has problems: {problems}',
    definitionNotJson: '{field} is not valid JSON',
    idsRequired: 'Choose the records to delete',
    relationFieldUnknown: 'Relation field {field} does not exist',
    exportEmpty: 'There are no fields to export',
    recordChanged: 'This record has been changed by someone else; refresh it and try again',
    optionInvalid: '"{label}" must be one of its options',
  },
} as const;

export type VisualdevText = keyof (typeof texts)['zh-CN'];

/** A module text in the request's language, with {name} placeholders filled. */
export const vdText = textLookup(texts);

/** Whether a key names a module text (for value kinds the shared catalogue does not know). */
export const isVisualdevText = (key: string): key is VisualdevText => key in texts['zh-CN'];
