/**
 * The screen checker: a document's structure (screen.schema.json), then what a schema cannot say — every button's
 * action has a call, every form named is defined and its file is there and compiles, permission codes are button
 * codes, column and search kinds are known to the field registry's list or are screen cell kinds, tables have a
 * list call. Every problem carries a JSON path. `npm run check-screen` prints them; a test runs it over
 * schemas/screens/.
 */
import { childPath } from '../definition/schema';
import { isKnownKind, canonicalKind } from '../form/kinds';
import { compileFormSchema, formAjv } from './formSchema';
import { formLabelProblems } from './formLabels';
import { formFileSchemaProblems, screenProblem, screenSchemaProblems } from './schema';
import { sectionsOf } from './load';
import type { ScreenApi, ScreenButton, ScreenCall, ScreenFormFile, ScreenProblem, ScreenSection } from './types';
import { callCapabilities } from './capabilities';
import { isAcceptEntry } from '../upload/rules';
import { isUploadCheck, UPLOAD_CHECKS } from '../upload/checks';

/** Cell kinds the screen engine draws itself (beside the field registry's kinds). */
export const SCREEN_CELL_KINDS: ReadonlySet<string> = new Set([
  'text', 'status', 'date', 'dictionary', 'options', 'boolean', 'icon', 'tags',
]);

/** Search kinds the screen engine draws itself (beside the field registry's kinds). */
export const SCREEN_SEARCH_KINDS: ReadonlySet<string> = new Set(['comInput', 'select', 'dictionary', 'date', 'dateRange']);

/**
 * Actions every screen understands; each needs the api entry of the same name (detail reads api.get or the row).
 * export and import work on the whole list: toolbar only.
 */
export const BUILTIN_ACTIONS: Readonly<Record<string, keyof ScreenApi | null>> = {
  create: 'create', update: 'update', delete: 'delete', state: 'state', detail: null, export: 'export', import: 'import',
};

/** Built-in actions of the toolbar only. */
export const TOOLBAR_ACTIONS: ReadonlySet<string> = new Set(['export', 'import']);

const TABLE_TEMPLATES = new Set(['table', 'treeBesideTable', 'treeTable']);

/** A kind the registry or the screen engine can draw. */
function knownCellKind(kind: string, own: ReadonlySet<string>): boolean {
  return own.has(kind) || isKnownKind(canonicalKind(kind));
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Checks a screen document and the form files it names. `formFiles` maps each `file` of the document's forms to
 * the file's parsed content, or undefined when it could not be read.
 */
export function checkScreen(doc: unknown, formFiles: Record<string, unknown> = {}): ScreenProblem[] {
  if (!isObj(doc)) return [screenProblem('$', 'notObject', { what: 'screen' })];
  const structural = screenSchemaProblems(doc);
  // The semantic walk trusts the structure; with a broken structure it would only repeat the same problems.
  // Form files are checked either way.
  const out: ScreenProblem[] = [...structural];
  if (!structural.length) for (const { section, path } of sectionsOf(doc as never)) checkSection(section, path, out);
  checkFormFiles(doc, formFiles, out);
  return out;
}

function checkSection(section: ScreenSection, base: string, out: ScreenProblem[]): void {
  const api = section.api ?? {};
  const forms = section.forms ?? {};
  const template = section.page.template;
  const pagePath = childPath(base, 'page');
  if (TABLE_TEMPLATES.has(template) && !api.list) {
    out.push(screenProblem(childPath(pagePath, 'template'), 'noListCall', { template }));
  }
  if (template === 'form') {
    const name = section.page.form!;
    if (!forms[name]) out.push(screenProblem(childPath(pagePath, 'form'), 'unknownForm', { form: name }));
    for (const call of ['get', 'update'] as const) {
      if (!api[call]) out.push(screenProblem(childPath(pagePath, 'template'), 'actionWithoutCall', { action: 'form', call }));
    }
  }
  for (const [name, call] of Object.entries(api.actions ?? {})) {
    if (call.form && !forms[call.form]) {
      out.push(screenProblem(childPath(childPath(childPath(childPath(base, 'api'), 'actions'), name), 'form'), 'unknownForm', { form: call.form }));
    }
  }
  for (const key of ['create', 'update'] as const) {
    const form = api[key]?.form;
    if (form && !forms[form]) out.push(screenProblem(childPath(childPath(childPath(base, 'api'), key), 'form'), 'unknownForm', { form }));
  }
  for (const list of ['toolbar', 'rowButtons'] as const) {
    (section[list] ?? []).forEach((b, i) => {
      const at = childPath(childPath(base, list), i);
      checkButton(b, at, api, forms, out);
      if (list === 'rowButtons' && TOOLBAR_ACTIONS.has(b.action)) out.push(screenProblem(childPath(at, 'action'), 'toolbarOnly', { action: b.action }));
    });
  }
  for (const [at, call] of callsOf(api, childPath(base, 'api'))) checkUpload(call, at, out);
  const seen = new Set<string>();
  (section.columns ?? []).forEach((c, i) => {
    const at = childPath(childPath(base, 'columns'), i);
    if (c.kind && !knownCellKind(c.kind, SCREEN_CELL_KINDS)) out.push(screenProblem(childPath(at, 'kind'), 'unknownKind', { kind: c.kind }));
    if (seen.has(c.field)) out.push(screenProblem(childPath(at, 'field'), 'duplicateField', { field: c.field }));
    seen.add(c.field);
    if (c.toggle && !api.state) out.push(screenProblem(childPath(at, 'toggle'), 'actionWithoutCall', { action: 'state', call: 'state' }));
  });
  for (const [column, shown] of Object.entries(api.import?.display ?? {})) {
    const at = childPath(childPath(childPath(childPath(childPath(base, 'api'), 'import'), 'display'), column), 'kind');
    if (!isKnownKind(canonicalKind(shown.kind))) out.push(screenProblem(at, 'unknownKind', { kind: shown.kind }));
  }
  (section.search ?? []).forEach((s, i) => {
    const at = childPath(childPath(base, 'search'), i);
    if (s.kind && !knownCellKind(s.kind, SCREEN_SEARCH_KINDS)) out.push(screenProblem(childPath(at, 'kind'), 'unknownKind', { kind: s.kind }));
  });
}

/** Every call of a section's api with its path (the named actions and the import wizard's calls too). */
function callsOf(api: ScreenApi, at: string): [string, ScreenCall][] {
  const out: [string, ScreenCall][] = [];
  for (const [key, value] of Object.entries(api)) {
    if (!isObj(value)) continue;
    if (key === 'actions' || key === 'import') {
      for (const [name, call] of Object.entries(value)) if (isObj(call) && typeof call.url === 'string') out.push([childPath(childPath(at, key), name), call as unknown as ScreenCall]);
    } else {
      out.push([childPath(at, key), value as unknown as ScreenCall]);
    }
  }
  return out;
}

const UPLOAD_OPTIONS = ['accept', 'fileSize', 'sizeUnit', 'uploadCheck'] as const;

/** An upload call posts; its options mean something only on it; its accepted types and check are ones we know. */
function checkUpload(call: ScreenCall, at: string, out: ScreenProblem[]): void {
  const caps = callCapabilities(call);
  if (!caps.upload) {
    for (const property of UPLOAD_OPTIONS) {
      if (caps[property] !== undefined) out.push(screenProblem(childPath(at, property), 'uploadOptionWithoutUpload', { property }));
    }
    return;
  }
  if (call.method !== 'POST') out.push(screenProblem(childPath(at, 'method'), 'uploadNotPost', { method: call.method }));
  for (const entry of (caps.accept ?? '').split(',').map((e) => e.trim()).filter(Boolean)) {
    if (!isAcceptEntry(entry)) out.push(screenProblem(childPath(at, 'accept'), 'badAccept', { entry }));
  }
  if (caps.uploadCheck !== undefined && !isUploadCheck(caps.uploadCheck)) {
    out.push(screenProblem(childPath(at, 'uploadCheck'), 'unknownUploadCheck', { name: caps.uploadCheck, known: UPLOAD_CHECKS.join(', ') }));
  }
}

function checkButton(
  b: ScreenButton, at: string, api: ScreenApi, forms: Record<string, unknown>, out: ScreenProblem[],
): void {
  const builtin = Object.prototype.hasOwnProperty.call(BUILTIN_ACTIONS, b.action);
  if (builtin) {
    const call = BUILTIN_ACTIONS[b.action];
    if (call && !api[call]) out.push(screenProblem(childPath(at, 'action'), 'actionWithoutCall', { action: b.action, call }));
  } else if (!api.actions?.[b.action]) {
    out.push(screenProblem(childPath(at, 'action'), 'unknownAction', { action: b.action }));
  }
  // create, update and detail open a form: the button's own, else the call's, else main.
  const opensForm = b.action === 'create' || b.action === 'update' || b.action === 'detail';
  const name = b.form ?? (opensForm ? (api[b.action as 'create' | 'update']?.form ?? 'main') : undefined);
  if (name && !forms[name]) out.push(screenProblem(childPath(at, b.form ? 'form' : 'action'), 'unknownForm', { form: name }));
}

/**
 * Each form file named anywhere in the document: present, shaped like a form file, its schema compiles, its texts
 * read in every language.
 */
function checkFormFiles(doc: Obj, formFiles: Record<string, unknown>, out: ScreenProblem[]): void {
  for (const file of formFilesOf(doc)) {
    const content = formFiles[file];
    if (content === undefined) {
      out.push(screenProblem('$', 'formFileMissing', { file }, file));
      continue;
    }
    const structural = formFileSchemaProblems(content, file);
    if (structural.length) {
      out.push(...structural);
      continue;
    }
    try {
      // A fresh ajv per file: two files may carry the same $id.
      compileFormSchema((content as { schema: object }).schema, formAjv());
    } catch (e) {
      out.push(screenProblem('$.schema', 'formFileInvalid', { detail: e instanceof Error ? e.message : String(e) }, file));
      continue;
    }
    out.push(...formLabelProblems(content as ScreenFormFile, file));
  }
}

/** Every form file a document names (paths relative to the document), for readers of the files. */
export function formFilesOf(doc: unknown): string[] {
  if (!isObj(doc)) return [];
  const files = new Set<string>();
  const walk = (s: unknown) => {
    if (!isObj(s)) return;
    if (isObj(s.forms)) for (const ref of Object.values(s.forms)) if (isObj(ref) && typeof ref.file === 'string') files.add(ref.file);
    const page = s.page;
    if (isObj(page) && Array.isArray(page.tabs)) page.tabs.forEach(walk);
  };
  walk(doc);
  return [...files];
}
