/**
 * Strings of the chunked upload panel and of the named pre-upload checks (src/engine/upload/checks.ts: one refusal
 * per check, t('upload.checks.<name>')), merged into the `form` namespace under the key `upload` (t('upload.x')).
 */
import type { UploadCheckName } from '../../src/engine/upload/checks';

type CheckMessages = Record<UploadCheckName, string>;

const zhCN = {
  check: '文件校验中',
  waiting: '等待中',
  uploading: '上传中',
  paused: '暂停中',
  error: '上传失败',
  success: '上传成功',
  pause: '暂停',
  resume: '继续',
  retry: '重试',
  remove: '移除',
  downloadAll: '全部下载',
  noFiles: '未找到文件',
  preview: '预览',
  notFound: '文件不存在',
  previewTitle: '文档预览',
  noPreview: '该文件类型不支持预览',
  checks: {
    dictionaryExport: '请选择导出的数据字典文件',
    printTemplateExport: '请选择导出的打印模板文件',
    dataInterfaceExport: '请选择导出的数据接口文件',
    functionExport: '请选择导出的功能设计文件',
  } satisfies CheckMessages,
};
type Messages = typeof zhCN;
const zhTW: Messages = {
  check: '文件校驗中',
  waiting: '等待中',
  uploading: '上傳中',
  paused: '暫停中',
  error: '上傳失敗',
  success: '上傳成功',
  pause: '暫停',
  resume: '繼續',
  retry: '重試',
  remove: '移除',
  downloadAll: '全部下載',
  noFiles: '未找到文件',
  preview: '預覽',
  notFound: '文件不存在',
  previewTitle: '文檔預覽',
  noPreview: '該文件類型不支持預覽',
  checks: {
    dictionaryExport: '請選擇導出的數據字典文件',
    printTemplateExport: '請選擇導出的打印模板文件',
    dataInterfaceExport: '請選擇導出的數據接口文件',
    functionExport: '請選擇導出的功能設計文件',
  },
};
const en: Messages = {
  check: 'Checking file',
  waiting: 'Waiting',
  uploading: 'Uploading',
  paused: 'Paused',
  error: 'Upload failed',
  success: 'Upload succeeded',
  pause: 'Pause',
  resume: 'Resume',
  retry: 'Retry',
  remove: 'Remove',
  downloadAll: 'Download all',
  noFiles: 'No files found',
  preview: 'Preview',
  notFound: 'File does not exist',
  previewTitle: 'Document preview',
  noPreview: 'This file type cannot be previewed',
  checks: {
    dictionaryExport: 'Please choose an exported dictionary file',
    printTemplateExport: 'Please choose an exported print template file',
    dataInterfaceExport: 'Please choose an exported data interface file',
    functionExport: 'Please choose an exported function file',
  },
};

export const uploadMessages: Record<'zh-CN' | 'zh-TW' | 'en', Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en };
