/** Texts of the people and organisation pickers in the three UI languages (server-side names of synthetic nodes). */
import { type Lang, textLookup } from '../../i18n';

const texts = {
  'zh-CN': { globalRoles: '全局' },
  'zh-TW': { globalRoles: '全局' },
  en: { globalRoles: 'Global' },
} satisfies Record<Lang, Record<string, string>>;

export type PeopleText = keyof (typeof texts)['zh-CN'];

/** Localised text with {name} placeholders filled. */
export const peopleText = textLookup(texts);
