/** The three interface languages, as i18next codes and Accept-Language values. */
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** Maps any language tag (zh-TW, zh-Hant-TW, zh_cn, en-GB, 'zhtw' as the server stores it) to one of ours, or null. */
export function normaliseLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const t = tag.toLowerCase();
  if (t.includes('tw') || t.includes('hant') || t.includes('hk')) return 'zh-TW';
  if (t.startsWith('zh')) return 'zh-CN';
  if (t.startsWith('en')) return 'en';
  return null;
}

/** Default language: stored choice, else browser language, else Simplified Chinese. */
export function detectLanguage(stored: string | null | undefined, browser: readonly string[] = []): Language {
  return normaliseLanguage(stored) ?? browser.map(normaliseLanguage).find((l) => l !== null) ?? DEFAULT_LANGUAGE;
}
