/** Strings of the widgets kinds, merged into the `form` namespace under the key `widgets` (t('widgets.someKey')). */
const zhCN = {};
export const widgetsMessages: Record<'zh-CN' | 'zh-TW' | 'en', Record<string, unknown>> = { 'zh-CN': zhCN, 'zh-TW': zhCN, en: zhCN };
