/** Strings of the preview banner (file preview and the app's /previewModel), as the i18next namespace `preview`. */
import { i18n } from '../i18n';

const zhCN = {
  fileBanner: '功能预览：{{name}}。表单、列表和详情来自定义文件，数据只保存在内存中；文件修改后页面自动刷新。',
  modelBanner: '功能预览：{{name}}。数据会保存到该功能中。',
  problems: '定义中有 {{count}} 个问题：',
  noId: '缺少参数 id：请以 /previewModel?id=<功能 id> 打开。',
};

type Messages = typeof zhCN;

const zhTW: Messages = {
  fileBanner: '功能預覽：{{name}}。表單、列表和詳情來自定義檔案，資料只保存在記憶體中；檔案修改後頁面自動重新整理。',
  modelBanner: '功能預覽：{{name}}。資料會保存到該功能中。',
  problems: '定義中有 {{count}} 個問題：',
  noId: '缺少參數 id：請以 /previewModel?id=<功能 id> 開啟。',
};

const en: Messages = {
  fileBanner: 'Preview of {{name}}: form, list and detail come from the definition files and records live in memory only; the page reloads when a file changes.',
  modelBanner: 'Preview of {{name}}: records are saved to this function.',
  problems: 'The definition has {{count}} problem(s):',
  noId: 'The id parameter is missing: open /previewModel?id=<function id>.',
};

export const previewMessages: Record<'zh-CN' | 'zh-TW' | 'en', Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en };

for (const [lng, bundle] of Object.entries(previewMessages)) i18n.addResourceBundle(lng, 'preview', bundle, true, true);
