/**
 * The i18next namespace `form` (`useTranslation('form')`): the field registry's own strings (renderers/i18n) with
 * the generated list page's (`list`), its import wizard's (`import`) and its super query's (`superQuery`), which live
 * beside those pages.
 */
import type { i18n as I18n } from 'i18next';
import { formMessages as rendererMessages } from '../../../renderers/i18n';
import { listMessages } from '../pages/dynamicModel/i18n';
import { importMessages } from '../pages/dynamicModel/import/i18n';
import { superQueryMessages } from '../pages/dynamicModel/superQuery/i18n';

type Lang = keyof typeof rendererMessages;
const withPages = (lang: Lang) => ({ ...rendererMessages[lang], list: listMessages[lang], import: importMessages[lang],
  superQuery: superQueryMessages[lang] });

/** Every language's `form` bundle as the web app registers it. */
export const formMessages: Record<Lang, ReturnType<typeof withPages>> = {
  'zh-CN': withPages('zh-CN'),
  'zh-TW': withPages('zh-TW'),
  en: withPages('en'),
};

type Bundles = Record<string, object>;

export function registerFormMessages(i18n: I18n, messages: Bundles = formMessages): void {
  for (const [lng, bundle] of Object.entries(messages)) i18n.addResourceBundle(lng, 'form', bundle, true, true);
}
