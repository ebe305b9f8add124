/** Texts of the people and organisation pickers in the three UI languages (server-side names of synthetic nodes). */
import type { Lang } from '../../i18n';

const texts = {
  'zh-CN': { globalRoles: '全局' },
  'zh-TW': { globalRoles: '全局' },
  en: { globalRoles: 'Global' },
} satisfies Record<Lang, Record<string, string>>;

export type PeopleText = keyof (typeof texts)['zh-CN'];

/** Localised text with {name} placeholders filled. */
export function peopleText(lang: Lang, key: PeopleText, params: Record<string, string | number> = {}): string {
  return texts[lang][key].replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
