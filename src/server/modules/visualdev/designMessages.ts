/** Texts of 功能设计 (the generated functions' design calls) in the three languages. */
import { textLookup } from '../../i18n';

const texts = {
  'zh-CN': {
    enCodeTaken: '功能编码已存在',
    copySuffix: '.副本',
    releasedCannotDelete: '该功能已发布到菜单，请先删除菜单“{menu}”',
    parentMenuInvalid: '上级菜单不存在或不能放置功能',
    releaseCodeTaken: '菜单编码{code}已被其他菜单使用',
    released: '发布成功',
    packageInvalid: '导入文件不是导出的功能包',
    imported: '导入成功',
  },
  'zh-TW': {
    enCodeTaken: '功能編碼已存在',
    copySuffix: '.副本',
    releasedCannotDelete: '該功能已發佈到選單，請先刪除選單「{menu}」',
    parentMenuInvalid: '上級選單不存在或不能放置功能',
    releaseCodeTaken: '選單編碼{code}已被其他選單使用',
    released: '發佈成功',
    packageInvalid: '導入檔案不是匯出的功能包',
    imported: '導入成功',
  },
  en: {
    enCodeTaken: 'The function code is already in use',
    copySuffix: '.copy',
    releasedCannotDelete: 'This function is released to the menu "{menu}"; delete that menu first',
    parentMenuInvalid: 'The parent menu does not exist or cannot hold a function',
    releaseCodeTaken: 'The menu code {code} is used by another menu',
    released: 'Released',
    packageInvalid: 'The file is not an exported function package',
    imported: 'Imported',
  },
} as const;

export type DesignText = keyof (typeof texts)['zh-CN'];

/** A 功能设计 text in the request's language, with {name} placeholders filled. */
export const designText = textLookup(texts);
