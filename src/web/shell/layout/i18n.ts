/** Strings of this part of the shell, merged into the `shell` namespace under `shellLayout` (t('shellLayout.x')). */
const zhCN = {
  /** Title of the top-menu group holding the entries that don't fit. */
  more: '更多...',
  /** Accessible name of the side navigation. */
  navigation: '导航菜单',
};

type Messages = typeof zhCN;

const zhTW: Messages = {
  more: '更多...',
  navigation: '導航選單',
};

const en: Messages = {
  more: 'more ...',
  navigation: 'Navigation',
};

export const messages: Record<'zh-CN' | 'zh-TW' | 'en', Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en };
