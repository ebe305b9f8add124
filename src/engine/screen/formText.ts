/**
 * A form file in a language: its visible texts from its `i18n` (zh-CN from the schema and uiSchema themselves), for
 * rjsf on the web and for naming fields and options in the server's messages. Keys, per language:
 *   `a.b` the title of property a.b (b may be a property of the array a's items: a table-like field's column); `a.b.description`, `a.b.placeholder`, `a.b.help` those texts;
 *   `a.b.options.<value>` the label of the option <value> of a.b's enum (ui:enumNames, or oneOf titles);
 *   `a.b.errors.<keyword>` the message shown when a.b fails that JSON Schema keyword (maxLength, pattern ...), where
 *   the product words it itself (业务名称最多为50个字符！) instead of the generic sentence naming the field.
 */
import type { ScreenFormFile, ScreenLang } from './types';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** The key suffixes of a property's texts other than its title, with the uiSchema entry each one shows as. */
export const TEXT_SUFFIXES = { description: 'ui:description', placeholder: 'ui:placeholder', help: 'ui:help' } as const;
export type TextSuffix = keyof typeof TEXT_SUFFIXES;

/** The JSON Schema keywords a property's own error message may replace. */
export const ERROR_KEYWORDS = new Set(['required', 'type', 'minLength', 'maxLength', 'minimum', 'maximum',
  'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems', 'pattern', 'format', 'enum', 'const']);

/**
 * The schema keys of a dotted property path, stepping through an array's `items` where the array itself has no such
 * property (params.field → properties.params.items.properties.field), so the columns of a table-like field have keys
 * of their own; undefined when the path names nothing.
 */
export function schemaKeys(schema: Obj, path: string[]): string[] | undefined {
  let node: Obj = schema;
  const keys: string[] = [];
  for (const key of path) {
    const props: unknown = node.properties;
    const items: unknown = node.items;
    if (isObj(props) && isObj(props[key])) {
      keys.push('properties', key);
      node = props[key] as Obj;
    } else if (isObj(items) && isObj(items.properties) && isObj(items.properties[key])) {
      keys.push('items', 'properties', key);
      node = items.properties[key] as Obj;
    } else return undefined;
  }
  return keys;
}

/** The schema node of a dotted property path (a.b → properties.a.properties.b, through items too), or undefined. */
export function propertyNode(schema: Obj, path: string[]): Obj | undefined {
  const keys = schemaKeys(schema, path);
  if (!keys) return undefined;
  let node: unknown = schema;
  for (const key of keys) node = (node as Obj)[key];
  return node as Obj;
}

/** The uiSchema keys of a dotted property path: rjsf keeps an array's item uiSchema under `items`. */
export function uiKeys(schema: Obj, path: string[]): string[] {
  return (schemaKeys(schema, path) ?? path).filter((k) => k !== 'properties');
}

/** The uiSchema node of a dotted property path of the schema, or undefined. */
export function uiNode(uiSchema: unknown, schema: Obj, path: string[]): Obj | undefined {
  let node: unknown = uiSchema;
  for (const key of uiKeys(schema, path)) node = isObj(node) ? node[key] : undefined;
  return isObj(node) ? node : undefined;
}

/** The values of a node's options: its enum, or the consts of its oneOf. */
export function optionValues(node: Obj): unknown[] | undefined {
  if (Array.isArray(node.enum)) return node.enum;
  if (Array.isArray(node.oneOf) && node.oneOf.every((o) => isObj(o) && 'const' in o)) return node.oneOf.map((o) => (o as Obj).const);
  return undefined;
}

/** What an i18n key names: a property's title, one of its texts, or one of its options; undefined for nothing. */
export type LabelTarget =
  | { kind: 'title'; path: string[] }
  | { kind: 'text'; path: string[]; suffix: TextSuffix }
  | { kind: 'option'; path: string[]; index: number }
  | { kind: 'error'; path: string[]; keyword: string };

export function labelTarget(schema: Obj, key: string): LabelTarget | undefined {
  const path = key.split('.');
  if (propertyNode(schema, path)) return { kind: 'title', path };
  const last = path[path.length - 1];
  if (Object.prototype.hasOwnProperty.call(TEXT_SUFFIXES, last) && propertyNode(schema, path.slice(0, -1))) {
    return { kind: 'text', path: path.slice(0, -1), suffix: last as TextSuffix };
  }
  if (path.length > 2 && path[path.length - 2] === 'errors' && ERROR_KEYWORDS.has(last)
    && propertyNode(schema, path.slice(0, -2))) {
    return { kind: 'error', path: path.slice(0, -2), keyword: last };
  }
  if (path.length > 2 && path[path.length - 2] === 'options') {
    const owner = propertyNode(schema, path.slice(0, -2));
    const index = owner ? (optionValues(owner) ?? []).findIndex((v) => String(v) === last) : -1;
    if (index >= 0) return { kind: 'option', path: path.slice(0, -2), index };
  }
  return undefined;
}

/** The zh-CN text the form itself shows for a key's target (uiSchema before schema), or undefined. */
export function ownText(form: ScreenFormFile, target: LabelTarget): string | undefined {
  const node = propertyNode(form.schema as Obj, target.path);
  const ui = uiNode(form.uiSchema, form.schema as Obj, target.path);
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  if (!node || target.kind === 'error') return undefined; // error messages live in i18n only
  if (target.kind === 'title') return str(ui?.['ui:title']) ?? str(node.title);
  if (target.kind === 'text') {
    return str(ui?.[TEXT_SUFFIXES[target.suffix]]) ?? (target.suffix === 'description' ? str(node.description) : undefined);
  }
  const names = ui?.['ui:enumNames'];
  if (Array.isArray(names)) return str(names[target.index]);
  if (Array.isArray(node.oneOf)) return str((node.oneOf[target.index] as Obj | undefined)?.title);
  return undefined;
}

/** A key's text in a language: the language's own, else zh-CN's, else what the form itself shows. */
function textOf(form: ScreenFormFile, key: string, target: LabelTarget, lang: ScreenLang): string | undefined {
  return form.i18n?.[lang]?.[key] ?? form.i18n?.['zh-CN']?.[key] ?? ownText(form, target);
}

/** Every property path of a schema (nested objects and array items' properties included), for walking the texts. */
export function propertyPaths(schema: Obj, base: string[] = []): string[][] {
  const props = schema.properties;
  if (!isObj(props)) return [];
  return Object.entries(props).flatMap(([k, v]) => {
    if (!isObj(v)) return [];
    const inner = isObj(v.items) ? propertyPaths(v.items, [...base, k]) : [];
    return [[...base, k], ...propertyPaths(v, [...base, k]), ...inner];
  });
}

/** Whether a property shows its options by label: the form names them (ui:enumNames, oneOf) or i18n does. */
export function labelsOptions(form: ScreenFormFile, path: string[]): boolean {
  const node = propertyNode(form.schema as Obj, path);
  if (!node || !optionValues(node)) return false;
  if (Array.isArray(uiNode(form.uiSchema, form.schema as Obj, path)?.['ui:enumNames']) || Array.isArray(node.oneOf)) return true;
  const prefix = `${path.join('.')}.options.`;
  return Object.values(form.i18n ?? {}).some((texts) => Object.keys(texts ?? {}).some((k) => k.startsWith(prefix)));
}

/**
 * The form's schema and uiSchema with the language's texts put in (see the module comment); a text the language
 * lacks stays as the form shows it. The file itself is not changed.
 */
export function localiseForm(form: ScreenFormFile, lang: ScreenLang): { schema: Obj; uiSchema: Obj } {
  const schema = structuredClone(form.schema) as Obj;
  const uiSchema = structuredClone(form.uiSchema ?? {}) as Obj;
  const uiAt = (path: string[]) => {
    let ui = uiSchema;
    for (const k of uiKeys(schema, path)) {
      if (!isObj(ui[k])) ui[k] = {};
      ui = ui[k] as Obj;
    }
    return ui;
  };
  for (const [key, text] of Object.entries(form.i18n?.[lang] ?? {})) {
    const target = labelTarget(schema, key);
    if (!target || target.kind === 'option' || target.kind === 'error') continue;
    const node = propertyNode(schema, target.path)!;
    const ui = uiNode(uiSchema, schema, target.path);
    if (target.kind === 'title') {
      node.title = text;
      if (ui && 'ui:title' in ui) ui['ui:title'] = text;
    } else if (target.suffix === 'description' && !(ui && 'ui:description' in ui)) node.description = text;
    else uiAt(target.path)[TEXT_SUFFIXES[target.suffix]] = text;
  }
  for (const path of propertyPaths(form.schema as Obj)) {
    if (!labelsOptions(form, path)) continue;
    const node = propertyNode(schema, path)!;
    const labels = (optionValues(node) ?? []).map((v, index) =>
      textOf(form, `${path.join('.')}.options.${String(v)}`, { kind: 'option', path, index }, lang) ?? String(v));
    if (Array.isArray(node.oneOf)) node.oneOf.forEach((o, i) => { (o as Obj).title = labels[i]; });
    else uiAt(path)['ui:enumNames'] = labels;
  }
  return { schema, uiSchema };
}

/** The title of a dotted property path in a language (the key itself when the form has no title for it). */
export function fieldTitle(form: ScreenFormFile, field: string, lang: ScreenLang): string {
  const target = labelTarget(form.schema as Obj, field);
  return (target?.kind === 'title' ? textOf(form, field, target, lang) : undefined) ?? field;
}

/** The label of one option of a dotted property path in a language, or undefined when the form names none. */
export function optionLabel(form: ScreenFormFile, field: string, value: unknown, lang: ScreenLang): string | undefined {
  const path = field.split('.');
  if (!labelsOptions(form, path)) return undefined;
  const key = `${field}.options.${String(value)}`;
  const target = labelTarget(form.schema as Obj, key);
  return target ? textOf(form, key, target, lang) : undefined;
}

/**
 * The form's own message for a dotted property path failing a keyword in a language (zh-CN when the language has
 * none), or undefined: the caller then says the generic sentence.
 */
export function errorText(form: ScreenFormFile, field: string, keyword: string, lang: ScreenLang): string | undefined {
  const key = `${field}.errors.${keyword}`;
  return form.i18n?.[lang]?.[key] ?? form.i18n?.['zh-CN']?.[key];
}
