/**
 * Registers the field registry's messages (renderers/i18n, owned by the form engineer) as the i18next namespace
 * `form` (`useTranslation('form')`).
 */
import type { i18n as I18n } from 'i18next';
import { formMessages } from '../../../renderers/i18n';

type Bundles = Record<string, object>;

export function registerFormMessages(i18n: I18n, messages: Bundles = formMessages): void {
  for (const [lng, bundle] of Object.entries(messages)) i18n.addResourceBundle(lng, 'form', bundle, true, true);
}
