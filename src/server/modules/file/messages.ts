/** Texts of the file endpoints in the three UI languages (the product's wording of the file and image uploads). */
import { type Lang, textLookup } from '../../i18n';

const texts = {
  'zh-CN': {
    tooLarge: '文件大小超过{size}{unit}',
    notImage: '请上传图片',
    unsupportedType: '不支持上传{ext}类型的文件',
    noExtension: '文件缺少扩展名，无法识别类型',
    emptyFile: '文件内容为空',
    fileMissing: '文件不存在',
    ticketInvalid: '下载链接已失效，请重新下载',
    chunkInvalid: '文件分片与上传信息不符',
    chunksMissing: '文件分片不完整，请重新上传',
    noFiles: '没有可下载的文件',
    limitFiles: '当前限制最多可以上传{n}个文件',
    fileTooBig: '文件大小超过{size}{unit}',
    fileType: '请选择{types}类型的文件',
    limitImages: '当前限制最多可以上传{n}张图片',
    imageTooBig: '图片大小超过{size}{unit}',
    notPreviewable: '该文件类型不支持预览',
  },
  'zh-TW': {
    tooLarge: '文件大小超過{size}{unit}',
    notImage: '請上傳圖片',
    unsupportedType: '不支持上傳{ext}類型的文件',
    noExtension: '文件缺少副檔名，無法識別類型',
    emptyFile: '文件內容為空',
    fileMissing: '文件不存在',
    ticketInvalid: '下載連結已失效，請重新下載',
    chunkInvalid: '文件分片與上傳資訊不符',
    chunksMissing: '文件分片不完整，請重新上傳',
    noFiles: '沒有可下載的文件',
    limitFiles: '當前限制最多可以上傳{n}個文件',
    fileTooBig: '文件大小超過{size}{unit}',
    fileType: '請選擇{types}類型的文件',
    limitImages: '當前限制最多可以上傳{n}張圖片',
    imageTooBig: '圖片大小超過{size}{unit}',
    notPreviewable: '該文件類型不支持預覽',
  },
  en: {
    tooLarge: 'File size exceeds {size}{unit}',
    notImage: 'Please upload an image',
    unsupportedType: 'Files of type {ext} cannot be uploaded',
    noExtension: 'The file has no extension, its type cannot be recognised',
    emptyFile: 'The file is empty',
    fileMissing: 'The file does not exist',
    ticketInvalid: 'The download link has expired, please download again',
    chunkInvalid: 'The file chunk does not match the upload',
    chunksMissing: 'Some chunks of the file are missing, please upload it again',
    noFiles: 'No files found',
    limitFiles: 'The current limit is at most {n} files',
    fileTooBig: 'File size exceeds {size}{unit}',
    fileType: 'Please choose a file of type {types}',
    limitImages: 'The current limit is at most {n} images',
    imageTooBig: 'Image size exceeds {size}{unit}',
    notPreviewable: 'This file type cannot be previewed',
  },
} satisfies Record<Lang, Record<string, string>>;

export type FileText = keyof (typeof texts)['zh-CN'];

/** Localised text with {name} placeholders filled. */
export const fileText = textLookup(texts);
