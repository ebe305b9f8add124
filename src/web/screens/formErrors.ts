/**
 * ajv's refusals said in the user's language: each error's keyword becomes a sentence of i18n.ts naming the field
 * by its (localised) title. Pure, so it is tested without drawing a form.
 */
import type { RJSFValidationError } from '@rjsf/utils';

type T = (key: string, params?: Record<string, unknown>) => string;

const KNOWN = new Set(['required', 'type', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum',
  'exclusiveMaximum', 'minItems', 'maxItems', 'pattern', 'format', 'enum', 'const']);

type Obj = Record<string, unknown>;

/** The title of a property path ('.a.b' or "['a']") in the schema, else the last key. */
export function titleAt(schema: Obj, property: string | undefined): string {
  const keys = (property ?? '').match(/[^.[\]'"]+/g) ?? [];
  let node: Obj | undefined = schema;
  for (const key of keys) {
    const props: unknown = node?.properties;
    const items: unknown = node?.items;
    if (/^\d+$/.test(key) && items && typeof items === 'object') node = items as Obj;
    else node = props && typeof props === 'object' ? (props as Obj)[key] as Obj | undefined : undefined;
  }
  if (node && typeof node.title === 'string') return node.title;
  return keys[keys.length - 1] ?? '';
}

/** The dotted field of an rjsf error's property ('.a.b', "['a']", a required error's missing property). */
function fieldOf(e: RJSFValidationError): string {
  const keys = (e.property ?? '').match(/[^.[\]'"]+/g) ?? [];
  return keys.filter((k) => !/^\d+$/.test(k)).join('.');
}

/**
 * rjsf `transformErrors`: every message in the user's language; `own(field, keyword)` answers the form's own
 * wording of a refusal (formText errorText), which replaces the generic sentence.
 */
export function localiseErrors(errors: RJSFValidationError[], schema: Obj, t: T,
  own?: (field: string, keyword: string) => string | undefined): RJSFValidationError[] {
  return errors.map((e) => {
    const keyword = e.name && KNOWN.has(e.name) ? e.name : 'other';
    const params = (e.params ?? {}) as { limit?: unknown };
    const message = (e.name && own?.(fieldOf(e), e.name))
      ?? t(`ajv.${keyword}`, { field: titleAt(schema, e.property), limit: params.limit });
    return { ...e, message, stack: message };
  });
}
