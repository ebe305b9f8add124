/** Texts of GET /api/system/Screen in the three UI languages. */
import { type Lang, textLookup } from '../../i18n';

const texts = {
  'zh-CN': { screenMissing: '页面不存在', screenBroken: '页面定义有误：{detail}' },
  'zh-TW': { screenMissing: '頁面不存在', screenBroken: '頁面定義有誤：{detail}' },
  en: { screenMissing: 'The page does not exist', screenBroken: 'The page definition is wrong: {detail}' },
} satisfies Record<Lang, Record<string, string>>;

export type ScreenText = keyof (typeof texts)['zh-CN'];

/** Localised text with {name} placeholders filled. */
export const screenText = textLookup(texts);
