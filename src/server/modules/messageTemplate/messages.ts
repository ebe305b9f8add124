/** Answers and refusals of the message template administration in the three UI languages. */
import { type Lang, textLookup } from '../../i18n';

const texts = {
  'zh-CN': {
    nameTaken: '模板名称已存在',
    codeTaken: '模板编码已存在',
    systemDelete: '系统模板不能删除',
    systemCode: '系统模板不能修改模板编码',
    copyLimit: '已到达该模板复制上限，请复制源模板',
    copied: '复制成功',
  },
  'zh-TW': {
    nameTaken: '模板名稱已存在',
    codeTaken: '模板編碼已存在',
    systemDelete: '系統模板不能刪除',
    systemCode: '系統模板不能修改模板編碼',
    copyLimit: '已到達該模板複製上限，請複製源模板',
    copied: '複製成功',
  },
  en: {
    nameTaken: 'A template of this name already exists',
    codeTaken: 'A template of this code already exists',
    systemDelete: 'A system template cannot be deleted',
    systemCode: 'The code of a system template cannot change',
    copyLimit: 'This template has been copied as far as it can be; copy the original template instead',
    copied: 'Copied',
  },
} satisfies Record<Lang, Record<string, string>>;

export type MessageTemplateText = keyof (typeof texts)['zh-CN'];

/** Localised text with {name} placeholders filled. */
export const messageTemplateText = textLookup(texts);
