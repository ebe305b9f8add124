/** Refusals of the serial-number rule administration in the three UI languages (spec wording where it has one). */
import { type Lang, textLookup } from '../../i18n';

const texts = {
  'zh-CN': {
    nameTaken: '业务名称已存在',
    codeTaken: '业务编码已存在',
    startNotDigits: '只能输入数字',
    startAllZeros: '起始值不能为{value}',
    inUse: '该单据规则已被表单{form}使用，不能删除',
    codeInUse: '该单据规则已被表单{form}使用，不能修改业务编码',
    issued: '单据已经被使用，不允许被删除',
  },
  'zh-TW': {
    nameTaken: '業務名稱已存在',
    codeTaken: '業務編碼已存在',
    startNotDigits: '只能輸入數字',
    startAllZeros: '起始值不能為{value}',
    inUse: '該單據規則已被表單{form}使用，不能刪除',
    codeInUse: '該單據規則已被表單{form}使用，不能修改業務編碼',
    issued: '單據已經被使用，不允許被刪除',
  },
  en: {
    nameTaken: 'A rule of this business name already exists',
    codeTaken: 'A rule of this business code already exists',
    startNotDigits: 'Only numbers',
    startAllZeros: 'The start number cannot be {value}',
    inUse: 'The form {form} uses this rule, so it cannot be deleted',
    codeInUse: 'The form {form} uses this rule, so its business code cannot change',
    issued: 'Numbers of this rule have been issued, so it cannot be deleted',
  },
} satisfies Record<Lang, Record<string, string>>;

export type BillRuleText = keyof (typeof texts)['zh-CN'];

/** Localised text with {name} placeholders filled. */
export const billRuleText = textLookup(texts);
