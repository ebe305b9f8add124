/**
 * Strings of the screen renderer (namespace `screens`), and the words of ajv's refusals: @rjsf's messages come from
 * ajv in English, so each error keyword is said again here in the three languages (as the server's schemaMessage
 * does in src/server/http/errors.ts).
 */
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';

const zhCN = {
  search: '查询',
  reset: '重置',
  actions: '操作',
  enabled: '启用',
  disabled: '禁用',
  yes: '是',
  no: '否',
  ok: '确定',
  cancel: '取消',
  confirmTitle: '提示',
  success: '操作成功',
  all: '全部',
  treeFilter: '输入关键字进行过滤',
  loadFailed: '页面加载失败',
  total: '共 {{total}} 条',
  iconPlaceholder: '请选择图标',
  expandAll: '展开全部',
  collapseAll: '折叠全部',
  refreshData: '刷新数据',
  refresh: '刷新',
  treeMenu: '更多操作',
  checkAll: '全选',
  checkNone: '全不选',
  ajv: {
    required: '请输入{{field}}',
    type: '{{field}}类型错误',
    minLength: '{{field}}长度不能少于{{limit}}个字符',
    maxLength: '{{field}}长度不能超过{{limit}}个字符',
    minimum: '{{field}}不能小于{{limit}}',
    maximum: '{{field}}不能大于{{limit}}',
    exclusiveMinimum: '{{field}}应大于{{limit}}',
    exclusiveMaximum: '{{field}}应小于{{limit}}',
    minItems: '{{field}}至少选择{{limit}}项',
    maxItems: '{{field}}最多选择{{limit}}项',
    pattern: '{{field}}格式不正确',
    format: '{{field}}格式不正确',
    enum: '{{field}}的值不在可选项中',
    const: '{{field}}的值不在可选项中',
    other: '{{field}}不合法',
  },
};

type Messages = typeof zhCN;

const zhTW: Messages = {
  search: '查詢',
  reset: '重置',
  actions: '操作',
  enabled: '啟用',
  disabled: '禁用',
  yes: '是',
  no: '否',
  ok: '確定',
  cancel: '取消',
  confirmTitle: '提示',
  success: '操作成功',
  all: '全部',
  treeFilter: '輸入關鍵字進行過濾',
  loadFailed: '頁面載入失敗',
  total: '共 {{total}} 條',
  iconPlaceholder: '請選擇圖標',
  expandAll: '展開全部',
  collapseAll: '摺疊全部',
  refreshData: '刷新數據',
  refresh: '刷新',
  treeMenu: '更多操作',
  checkAll: '全選',
  checkNone: '全不選',
  ajv: {
    required: '請輸入{{field}}',
    type: '{{field}}類型錯誤',
    minLength: '{{field}}長度不能少於{{limit}}個字元',
    maxLength: '{{field}}長度不能超過{{limit}}個字元',
    minimum: '{{field}}不能小於{{limit}}',
    maximum: '{{field}}不能大於{{limit}}',
    exclusiveMinimum: '{{field}}應大於{{limit}}',
    exclusiveMaximum: '{{field}}應小於{{limit}}',
    minItems: '{{field}}至少選擇{{limit}}項',
    maxItems: '{{field}}最多選擇{{limit}}項',
    pattern: '{{field}}格式不正確',
    format: '{{field}}格式不正確',
    enum: '{{field}}的值不在可選項中',
    const: '{{field}}的值不在可選項中',
    other: '{{field}}不合法',
  },
};

const en: Messages = {
  search: 'Search',
  reset: 'Reset',
  actions: 'Actions',
  enabled: 'Enabled',
  disabled: 'Disabled',
  yes: 'Yes',
  no: 'No',
  ok: 'OK',
  cancel: 'Cancel',
  confirmTitle: 'Confirm',
  success: 'Done',
  all: 'All',
  treeFilter: 'Type to filter',
  loadFailed: 'The page could not be loaded',
  total: '{{total}} rows',
  iconPlaceholder: 'Choose an icon',
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
  refreshData: 'Refresh data',
  refresh: 'Refresh',
  treeMenu: 'More actions',
  checkAll: 'Check all',
  checkNone: 'Check none',
  ajv: {
    required: '{{field}} is required',
    type: '{{field}} has the wrong type',
    minLength: '{{field}} must be at least {{limit}} characters',
    maxLength: '{{field}} must be at most {{limit}} characters',
    minimum: '{{field}} must be at least {{limit}}',
    maximum: '{{field}} must be at most {{limit}}',
    exclusiveMinimum: '{{field}} must be more than {{limit}}',
    exclusiveMaximum: '{{field}} must be less than {{limit}}',
    minItems: 'Choose at least {{limit}} for {{field}}',
    maxItems: 'Choose at most {{limit}} for {{field}}',
    pattern: '{{field}} has the wrong format',
    format: '{{field}} has the wrong format',
    enum: '{{field}} is not one of the choices',
    const: '{{field}} is not one of the choices',
    other: '{{field}} is invalid',
  },
};

export const screenMessages: Record<'zh-CN' | 'zh-TW' | 'en', Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en };

export const SCREENS_NS = 'screens';

/** Adds the bundles to an i18next instance once (the app's, or a test's). */
export function ensureScreenMessages(i18n: I18n): void {
  for (const [lng, bundle] of Object.entries(screenMessages)) {
    if (!i18n.hasResourceBundle(lng, SCREENS_NS)) i18n.addResourceBundle(lng, SCREENS_NS, bundle, true, true);
  }
}

/** `t` of the screens namespace, and the UI language. */
export function useScreenT() {
  const { i18n } = useTranslation();
  ensureScreenMessages(i18n);
  // A fixed t of this namespace; useTranslation above re-renders the caller when the language changes.
  const t = i18n.getFixedT(i18n.language, SCREENS_NS);
  return { t, lang: i18n.language };
}
