/**
 * Server-side messages in the three languages of the UI. The request's language comes from Accept-Language
 * (zh-CN default, zh-TW, en); keys are shared with the catalogues next to this file.
 */
import { zhCN, type Messages } from './zh-CN';
import { zhTW } from './zh-TW';
import { en } from './en';
import { fillParams, type Lang, type Params } from '../../engine/i18n';

// The languages, the Accept-Language pick and the {name} filling are the engine's (the file preview shares them).
export { fillParams, pickLang, type Lang, type Params } from '../../engine/i18n';
export type MessageKey = keyof Messages;

const catalogues: Record<Lang, Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en };

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
