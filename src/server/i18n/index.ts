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

/** Fills the {name} placeholders of a text; an unknown name stays as written. */
export function fillParams(text: string, params: Params = {}): string {
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** Formats a message, substituting {name} placeholders. */
export function translate(lang: Lang, key: MessageKey, params: Params = {}): string {
  return fillParams(catalogues[lang][key] ?? zhCN[key], params);
}

/**
 * The lookup of a module's own catalogue (its texts in every language, each language with every key), filling
 * {name} placeholders; modules keep their texts beside their code instead of growing the shared catalogues.
 */
export function textLookup<K extends string>(texts: Record<Lang, Record<K, string>>) {
  return (lang: Lang, key: K, params: Params = {}): string => fillParams(texts[lang][key], params);
}
