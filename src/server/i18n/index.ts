/**
 * Server-side messages in the three languages of the UI. The request's language comes from Accept-Language
 * (zh-CN default, zh-TW, en); keys are shared with the catalogues next to this file.
 */
import { zhCN, type Messages } from './zh-CN';
import { zhTW } from './zh-TW';
import { en } from './en';

export type Lang = 'zh-CN' | 'zh-TW' | 'en';
export type MessageKey = keyof Messages;
export type Params = Record<string, string | number>;

const catalogues: Record<Lang, Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en };

/** Picks the language from an Accept-Language header (first listed language we know; zh-CN otherwise). */
export function pickLang(header: string | undefined): Lang {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    if (!tag) continue;
    if (tag.startsWith('en')) return 'en';
    if (tag === 'zhtw' || tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-mo' || tag.startsWith('zh-hant')) {
      return 'zh-TW';
    }
    if (tag.startsWith('zh')) return 'zh-CN';
  }
  return 'zh-CN';
}

/** Formats a message, substituting {name} placeholders. */
export function translate(lang: Lang, key: MessageKey, params: Params = {}): string {
  const text = catalogues[lang][key] ?? zhCN[key];
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
