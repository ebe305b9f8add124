/** Texts of the print-template endpoints in the three UI languages. */
import { type Lang, textLookup } from '../../i18n';

const texts = {
  'zh-CN': {
    adminOnly: '只有管理员可以维护打印模板',
    missing: '打印模板不存在或已停用',
    nameExists: '模板名称已存在',
    codeExists: '模板编码已存在',
    modelRequired: '表单模板必须选择所属表单',
    modelMissing: '所属表单不存在',
    notForm: '该打印模板没有绑定表单，无法打印表单数据',
    formIdsRequired: '请选择要打印的数据',
    copySuffix: '.副本',
  },
  'zh-TW': {
    adminOnly: '只有管理員可以維護列印範本',
    missing: '列印範本不存在或已停用',
    nameExists: '範本名稱已存在',
    codeExists: '範本編碼已存在',
    modelRequired: '表單範本必須選擇所屬表單',
    modelMissing: '所屬表單不存在',
    notForm: '該列印範本沒有綁定表單，無法列印表單數據',
    formIdsRequired: '請選擇要列印的數據',
    copySuffix: '.副本',
  },
  en: {
    adminOnly: 'Only administrators may maintain print templates',
    missing: 'The print template does not exist or is disabled',
    nameExists: 'A template with this name already exists',
    codeExists: 'A template with this code already exists',
    modelRequired: 'A form template must name the form it belongs to',
    modelMissing: 'The form the template belongs to does not exist',
    notForm: 'This print template is not bound to a form and cannot print form data',
    formIdsRequired: 'Please choose the records to print',
    copySuffix: '.copy',
  },
} satisfies Record<Lang, Record<string, string>>;

/** Localised text with {name} placeholders filled. */
export const printText = textLookup(texts);
