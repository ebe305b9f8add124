/** Refusals of the saved super-query plans (高级查询方案) in the three UI languages. */
import { type Lang, textLookup } from '../../i18n';

const texts = {
  'zh-CN': {
    nameRequired: '请输入方案名称',
    nameTooLong: '方案名称最多为50个字符！',
    conditionsRequired: '请至少添加一个查询条件',
    tooManyPlans: '每个列表最多保存{max}个方案，请先删除不用的方案',
  },
  'zh-TW': {
    nameRequired: '請輸入方案名稱',
    nameTooLong: '方案名稱最多為50個字元！',
    conditionsRequired: '請至少新增一個查詢條件',
    tooManyPlans: '每個列表最多儲存{max}個方案，請先刪除不用的方案',
  },
  en: {
    nameRequired: 'Enter the plan name',
    nameTooLong: 'The plan name may be at most 50 characters',
    conditionsRequired: 'Add at least one condition',
    tooManyPlans: 'A list keeps at most {max} plans; delete one you no longer use first',
  },
} satisfies Record<Lang, Record<string, string>>;

export type AdvancedQueryText = keyof (typeof texts)['zh-CN'];

/** Localised text with {name} placeholders filled. */
export const advancedQueryText = textLookup(texts);
