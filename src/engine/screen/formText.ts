/**
 * A form file in a language: titles, descriptions and placeholders from its `i18n` (zh-CN from the schema itself),
 * for rjsf on the web and for naming fields in messages.
 */
import type { ScreenFormFile, ScreenLang } from './types';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const TEXT_KEYS = new Set(['title', 'description', 'placeholder']);

/** The schema node of a dotted property path (a.b → properties.a.properties.b), or undefined. */
function propertyNode(schema: Obj, path: string[]): Obj | undefined {
  let node: Obj | undefined = schema;
  for (const key of path) {
    const props: unknown = node?.properties;
    node = isObj(props) && isObj(props[key]) ? props[key] as Obj : undefined;
    if (!node) return undefined;
  }
  return node;
}

/**
 * The form's schema and uiSchema with the language's texts put in: `a.b` sets the title of property a.b;
 * `a.b.description` / `a.b.placeholder` (when a.b has no such property) set those. The file itself is not changed.
 */
export function localiseForm(form: ScreenFormFile, lang: ScreenLang): { schema: Obj; uiSchema: Obj } {
  const schema = structuredClone(form.schema) as Obj;
  const uiSchema = structuredClone(form.uiSchema ?? {}) as Obj;
  const texts = form.i18n?.[lang] ?? {};
  for (const [key, text] of Object.entries(texts)) {
    const path = key.split('.');
    const whole = propertyNode(schema, path);
    if (whole) {
      whole.title = text;
      continue;
    }
    const last = path[path.length - 1];
    const owner = propertyNode(schema, path.slice(0, -1));
    if (!owner || !TEXT_KEYS.has(last)) continue;
    if (last === 'placeholder') {
      let ui = uiSchema;
      for (const k of path.slice(0, -1)) {
        if (!isObj(ui[k])) ui[k] = {};
        ui = ui[k] as Obj;
      }
      ui['ui:placeholder'] = text;
    } else owner[last] = text;
  }
  return { schema, uiSchema };
}

/** The title of a dotted property path in a language (the key itself when the form has no title for it). */
export function fieldTitle(form: ScreenFormFile, field: string, lang: ScreenLang): string {
  const own = form.i18n?.[lang]?.[field];
  if (own) return own;
  const node = propertyNode(form.schema as Obj, field.split('.'));
  return typeof node?.title === 'string' ? node.title : field;
}
