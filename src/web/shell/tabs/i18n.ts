/** Strings of this part of the shell, merged into the `shell` namespace under `tabs` (t('tabs.x')). */
const zhCN = {
  refresh: '刷新',
  close: '关闭',
  closeOthers: '关闭其他',
  closeAll: '关闭所有',
  /** aria-label of a tab's close icon. */
  closeTab: '关闭 {{title}}',
  /** aria-label of the bar. */
  bar: '已打开的页面',
};

type Messages = typeof zhCN;

const zhTW: Messages = {
  refresh: '重新整理',
  close: '關閉',
  closeOthers: '關閉其他',
  closeAll: '關閉所有',
  closeTab: '關閉 {{title}}',
  bar: '已開啟的頁面',
};

const en: Messages = {
  refresh: 'Refresh',
  close: 'Close',
  closeOthers: 'Close others',
  closeAll: 'Close all',
  closeTab: 'Close {{title}}',
  bar: 'Open pages',
};

export const messages: Record<'zh-CN' | 'zh-TW' | 'en', Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en };
