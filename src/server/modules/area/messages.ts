/** Refusals of the area administration in the three UI languages. */
import { type Lang, textLookup } from '../../i18n';

const texts = {
  'zh-CN': {
    codeTaken: '区域编码已存在',
    nameTaken: '同一上级下区域名称已存在',
    parentMissing: '上级区域不存在',
    hasChildren: '该区域下有子区域，不能删除',
  },
  'zh-TW': {
    codeTaken: '區域編碼已存在',
    nameTaken: '同一上級下區域名稱已存在',
    parentMissing: '上級區域不存在',
    hasChildren: '該區域下有子區域，不能刪除',
  },
  en: {
    codeTaken: 'An area of this code already exists',
    nameTaken: 'An area of this name already exists under the same parent',
    parentMissing: 'The parent area does not exist',
    hasChildren: 'This area has sub-areas, so it cannot be deleted',
  },
} satisfies Record<Lang, Record<string, string>>;

export type AreaText = keyof (typeof texts)['zh-CN'];

/** Localised text with {name} placeholders filled. */
export const areaText = textLookup(texts);
