/**
 * Strings of printing, as the i18next namespace `print`. They register themselves on whichever i18next instance
 * the component tree uses (the app's, or a test's), so print works wherever the detail viewer or the list does.
 */
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';

const zhCN = {
  previewTitle: '打印预览',
  chooseTemplate: '请选择打印模板',
  download: '下载',
  print: '打印',
  batchPrint: '批量打印',
  cancel: '取消',
  previewUnsupported: '功能预览不支持打印',
  noTemplate: '未设置打印模板',
  selectFirst: '请选择一条数据',
  loadFailed: '打印数据加载失败：{{msg}}',
  empty: '暂无数据',
  templateMissing: '打印模板不存在或已停用',
  wordFileName: '下载文档',
};

type Messages = typeof zhCN;

const zhTW: Messages = {
  previewTitle: '列印預覽',
  chooseTemplate: '請選擇列印範本',
  download: '下載',
  print: '列印',
  batchPrint: '批次列印',
  cancel: '取消',
  previewUnsupported: '功能預覽不支援列印',
  noTemplate: '未設定列印範本',
  selectFirst: '請選擇一條數據',
  loadFailed: '列印數據載入失敗：{{msg}}',
  empty: '暫無數據',
  templateMissing: '列印範本不存在或已停用',
  wordFileName: '下載文檔',
};

const en: Messages = {
  previewTitle: 'Print preview',
  chooseTemplate: 'Please choose a print template',
  download: 'Download',
  print: 'Print',
  batchPrint: 'Batch print',
  cancel: 'Cancel',
  previewUnsupported: 'Printing is not supported in function preview',
  noTemplate: 'No print template is set',
  selectFirst: 'Please select a record',
  loadFailed: 'The print data could not be loaded: {{msg}}',
  empty: 'No data',
  templateMissing: 'The print template does not exist or is disabled',
  wordFileName: 'Document',
};

export const printMessages: Record<'zh-CN' | 'zh-TW' | 'en', Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en };

function register(i18n: I18n) {
  for (const [lng, bundle] of Object.entries(printMessages)) {
    if (!i18n.hasResourceBundle(lng, 'print')) i18n.addResourceBundle(lng, 'print', bundle, true, false);
  }
}

/** `t` of the `print` namespace, registering its strings on first use. */
export function usePrintT() {
  const { i18n } = useTranslation();
  register(i18n);
  return useTranslation('print').t;
}
