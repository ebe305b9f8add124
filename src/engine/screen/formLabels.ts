/**
 * The checker's view of a form file's texts: every visible text (titles, descriptions, placeholders, help, option
 * labels; see formText.ts for the keys) must read in zh-CN, zh-TW and en. zh-CN may come from the form itself; the
 * others from `i18n`. A text missing in a language is reported at the JSON path where the form shows it (or at the
 * i18n language that lacks it), and an i18n key that names nothing (a misspelt field, an option not in the enum) is
 * reported at its own path.
 */
import { childPath } from '../definition/schema';
import { labelsOptions, labelTarget, optionValues, ownText, propertyNode, propertyPaths, schemaKeys, TEXT_SUFFIXES, uiKeys,
  uiNode, type LabelTarget } from './formText';
import { screenProblem } from './schema';
import type { ScreenFormFile, ScreenLang, ScreenProblem } from './types';

type Obj = Record<string, unknown>;
const LANGS: ScreenLang[] = ['zh-CN', 'zh-TW', 'en'];

const schemaPath = (form: ScreenFormFile, path: string[]) =>
  (schemaKeys(form.schema as Obj, path) ?? []).reduce((at, k) => childPath(at, k), '$.schema');
const uiPath = (form: ScreenFormFile, path: string[]) => uiKeys(form.schema as Obj, path).reduce((at, k) => childPath(at, k), '$.uiSchema');

/** Where the form shows a key's zh-CN text (or would: the enum value of an unlabelled option). */
function sourcePath(form: ScreenFormFile, t: LabelTarget): string {
  const ui = uiNode(form.uiSchema, form.schema as Obj, t.path);
  const node = propertyNode(form.schema as Obj, t.path)!;
  if (t.kind === 'error') return '$.i18n'; // only i18n holds error messages
  if (t.kind === 'title') return ui && 'ui:title' in ui ? childPath(uiPath(form, t.path), 'ui:title') : childPath(schemaPath(form, t.path), 'title');
  if (t.kind === 'text') {
    const uiKey = TEXT_SUFFIXES[t.suffix];
    return ui && uiKey in ui ? childPath(uiPath(form, t.path), uiKey)
      : t.suffix === 'description' && 'description' in node ? childPath(schemaPath(form, t.path), 'description')
        : childPath(uiPath(form, t.path), uiKey);
  }
  if (ui && Array.isArray(ui['ui:enumNames'])) return childPath(childPath(uiPath(form, t.path), 'ui:enumNames'), t.index);
  if (Array.isArray(node.oneOf)) return childPath(childPath(childPath(schemaPath(form, t.path), 'oneOf'), t.index), 'title');
  return childPath(childPath(schemaPath(form, t.path), 'enum'), t.index);
}

/** A property drawn by no widget (ui:widget hidden, itself or above): its texts are never shown. */
function hidden(form: ScreenFormFile, path: string[]): boolean {
  return path.some((_, i) => uiNode(form.uiSchema, form.schema as Obj, path.slice(0, i + 1))?.['ui:widget'] === 'hidden');
}

/** The keys of the texts the form itself shows (zh-CN), with what each names. */
function shownKeys(form: ScreenFormFile): Map<string, LabelTarget> {
  const out = new Map<string, LabelTarget>();
  const schema = form.schema as Obj;
  for (const path of propertyPaths(schema)) {
    if (hidden(form, path)) continue;
    const field = path.join('.');
    const add = (key: string, t: LabelTarget) => { if (ownText(form, t) !== undefined) out.set(key, t); };
    add(field, { kind: 'title', path });
    for (const suffix of Object.keys(TEXT_SUFFIXES) as (keyof typeof TEXT_SUFFIXES)[]) add(`${field}.${suffix}`, { kind: 'text', path, suffix });
    if (labelsOptions(form, path)) {
      // Every option of a labelled enum needs its label, whether or not the form wrote one in zh-CN.
      (optionValues(propertyNode(schema, path)!) ?? []).forEach((v, index) =>
        out.set(`${field}.options.${String(v)}`, { kind: 'option', path, index }));
    }
  }
  return out;
}

/** Problems of a form file's texts (see the module comment); `file` is the form file as the document names it. */
export function formLabelProblems(form: ScreenFormFile, file: string): ScreenProblem[] {
  const out: ScreenProblem[] = [];
  const keys = shownKeys(form);
  for (const lang of LANGS) {
    for (const key of Object.keys(form.i18n?.[lang] ?? {})) {
      const t = labelTarget(form.schema as Obj, key);
      if (t) { if (!keys.has(key)) keys.set(key, t); } else {
        out.push(screenProblem(childPath(childPath('$.i18n', lang), key), 'labelUnknown', { key }, file));
      }
    }
  }
  for (const [key, t] of keys) {
    const own = ownText(form, t);
    for (const lang of LANGS) {
      if (form.i18n?.[lang]?.[key] || (lang === 'zh-CN' && own !== undefined)) continue;
      const at = own !== undefined || t.kind === 'option' ? sourcePath(form, t) : childPath('$.i18n', lang);
      out.push(screenProblem(at, 'labelUntranslated', { key, lang }, file));
    }
  }
  return out;
}
