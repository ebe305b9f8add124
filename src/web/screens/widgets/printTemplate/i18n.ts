/** Strings of the print template editor (namespace `printEditor`), registered on first use like the screens'. */
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';

const zhCN = {
  fields: '字段',
  mainFields: '主表字段',
  insertRow: '插入子表行',
  chooseForm: '请先选择所属表单',
  noFields: '暂无字段',
  record: '预览数据',
  recordPlaceholder: '请选择一条数据',
  preview: '预览',
  clickToInsert: '点击插入到光标处',
};

type Messages = typeof zhCN;

const zhTW: Messages = {
  fields: '欄位',
  mainFields: '主表欄位',
  insertRow: '插入子表行',
  chooseForm: '請先選擇所屬表單',
  noFields: '暫無欄位',
  record: '預覽數據',
  recordPlaceholder: '請選擇一條數據',
  preview: '預覽',
  clickToInsert: '點擊插入到游標處',
};

const en: Messages = {
  fields: 'Fields',
  mainFields: 'Main fields',
  insertRow: 'Insert sub-table row',
  chooseForm: 'Choose the form first',
  noFields: 'No fields',
  record: 'Preview record',
  recordPlaceholder: 'Choose a record',
  preview: 'Preview',
  clickToInsert: 'Click to insert at the cursor',
};

const NS = 'printEditor';
const bundles: Record<'zh-CN' | 'zh-TW' | 'en', Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en };

function ensure(i18n: I18n) {
  for (const [lng, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(lng, NS)) i18n.addResourceBundle(lng, NS, bundle, true, true);
  }
}

export function usePrintEditorT() {
  const { i18n } = useTranslation();
  ensure(i18n);
  return i18n.getFixedT(i18n.language, NS);
}
