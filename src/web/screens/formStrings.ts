/**
 * rjsf's `translateString`: the words rjsf draws itself (the array field's "Add Item", move and remove buttons, the
 * empty-array note ...) in the user's language, from the `rjsf` block of i18n.ts keyed by the TranslatableString
 * member name. A string the block does not hold (rjsf's diagnostics for a broken schema, meant for the form's
 * author) stays in rjsf's English.
 */
import { englishStringTranslator, replaceStringParameters, TranslatableString } from '@rjsf/utils';
import { screenMessages } from './i18n';

type T = (key: string) => string;

const NAMES = new Map<string, string>(Object.entries(TranslatableString).map(([name, value]) => [value, name]));

export function formStringTranslator(t: T): (key: TranslatableString, params?: string[]) => string {
  return (key, params) => {
    const name = NAMES.get(key);
    if (!name || !(name in screenMessages.en.rjsf)) return englishStringTranslator(key, params);
    return replaceStringParameters(t(`rjsf.${name}`), params);
  };
}
