/** Strings of the pickers kinds, merged into the `form` namespace under the key `pickers` (t('pickers.someKey')). */
const zhCN = {};
export const pickersMessages: Record<'zh-CN' | 'zh-TW' | 'en', Record<string, unknown>> = { 'zh-CN': zhCN, 'zh-TW': zhCN, en: zhCN };
