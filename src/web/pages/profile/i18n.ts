/** Strings of this part of the shell, merged into the `shell` namespace under `profile` (t('profile.x')). */
const zhCN = {};

type Messages = typeof zhCN;

const zhTW: Messages = {};

const en: Messages = {};

export const messages: Record<'zh-CN' | 'zh-TW' | 'en', Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en };
