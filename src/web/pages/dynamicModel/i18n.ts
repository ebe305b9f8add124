/** Strings of the generated list page and the detail viewer, merged into the `form` namespace under `list`. */
const zhCN = {};
export const listMessages: Record<'zh-CN' | 'zh-TW' | 'en', Record<string, unknown>> = { 'zh-CN': zhCN, 'zh-TW': zhCN, en: zhCN };
