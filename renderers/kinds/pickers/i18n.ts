/** Strings of the pickers kinds, merged into the `form` namespace under the key `pickers` (t('pickers.someKey')). */
const zhCN = {
  selectData: '选择数据',
  refresh: '刷新',
  pickOne: '请选择一条数据',
  uploadButton: '点击上传',
  limitFiles: '当前限制最多可以上传{{n}}个文件',
  fileTooBig: '文件大小超过{{size}}{{unit}}',
  fileType: '请选择{{types}}类型的文件',
  limitImages: '当前限制最多可以上传{{n}}张图片',
  imageTooBig: '图片大小超过{{size}}{{unit}}',
  notImage: '请上传图片',
  uploadFailed: '上传失败',
  uploading: '上传中',
  download: '下载',
  remove: '删除',
  area: '省市区',
  global: '全局',
  relationDetail: '详情',
  noOptions: '暂无数据',
};

type Messages = typeof zhCN;

const zhTW: Messages = {
  selectData: '選擇數據',
  refresh: '刷新',
  pickOne: '請選擇一條數據',
  uploadButton: '點擊上傳',
  limitFiles: '當前限制最多可以上傳{{n}}個文件',
  fileTooBig: '文件大小超過{{size}}{{unit}}',
  fileType: '請選擇{{types}}類型的文件',
  limitImages: '當前限制最多可以上傳{{n}}張圖片',
  imageTooBig: '圖片大小超過{{size}}{{unit}}',
  notImage: '請上傳圖片',
  uploadFailed: '上傳失敗',
  uploading: '上傳中',
  download: '下載',
  remove: '刪除',
  area: '省市區',
  global: '全局',
  relationDetail: '詳情',
  noOptions: '暫無數據',
};

const en: Messages = {
  selectData: 'Select data',
  refresh: 'Refresh',
  pickOne: 'Please select a row',
  uploadButton: 'Upload',
  limitFiles: 'The current limit is at most {{n}} files',
  fileTooBig: 'File size exceeds {{size}}{{unit}}',
  fileType: 'Please choose a file of type {{types}}',
  limitImages: 'The current limit is at most {{n}} images',
  imageTooBig: 'Image size exceeds {{size}}{{unit}}',
  notImage: 'Please upload an image',
  uploadFailed: 'Upload failed',
  uploading: 'Uploading',
  download: 'Download',
  remove: 'Remove',
  area: 'Province/City/District',
  global: 'Global',
  relationDetail: 'Details',
  noOptions: 'No data',
};

export type PickersMessages = Messages;
export const pickersMessages: Record<'zh-CN' | 'zh-TW' | 'en', Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en };
