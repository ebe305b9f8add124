/**
 * i18next set-up of the web app: shell strings in the `shell` namespace (default), the field registry's strings in
 * `form`. The language is the stored choice, else the browser's, and is remembered in localStorage; dayjs follows it.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import 'dayjs/locale/en';
import { LANGUAGE_KEY, readStored, writeStored } from '../session/storage';
import { detectLanguage, LANGUAGES, normaliseLanguage, type Language } from './detect';
import zhCN from './locales/zh-CN';
import zhTW from './locales/zh-TW';
import en from './locales/en';
import { registerFormMessages } from './formNamespace';
import { registerShellParts } from './shellParts';

export { LANGUAGES, detectLanguage, normaliseLanguage, type Language } from './detect';

const DAYJS_LOCALE: Record<Language, string> = { 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', en: 'en' };

const browserLanguages = (): string[] =>
  typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language].filter(Boolean);

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { shell: zhCN }, 'zh-TW': { shell: zhTW }, en: { shell: en } },
  lng: detectLanguage(readStored(LANGUAGE_KEY), browserLanguages()),
  fallbackLng: 'zh-CN',
  supportedLngs: [...LANGUAGES],
  ns: ['shell', 'form'],
  defaultNS: 'shell',
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false,
});
registerFormMessages(i18n);
registerShellParts(i18n);

dayjs.locale(DAYJS_LOCALE[currentLanguage()]);
if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage();
i18n.on('languageChanged', (lng) => {
  dayjs.locale(DAYJS_LOCALE[normaliseLanguage(lng) ?? 'zh-CN']);
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

/** The interface language now in use. */
export function currentLanguage(): Language {
  return normaliseLanguage(i18n.language) ?? 'zh-CN';
}

/** Switches the interface language and remembers the choice. */
export async function setLanguage(lang: Language): Promise<void> {
  writeStored(LANGUAGE_KEY, lang);
  await i18n.changeLanguage(lang);
}

/** Translates a shell key outside React (the axios instance, the guard). */
export function t(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, options) as string;
}
