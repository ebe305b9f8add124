/**
 * The definition checker (issue 3 item 7): a generated-form definition (formData) and its list definition
 * (columnData) are checked against the meta-schemas and then for what a schema cannot say — unknown kinds,
 * duplicate field names, calculations and relations pointing nowhere, list entries naming no field, sub-tables
 * holding kinds they cannot hold, a file field naming a pre-upload check that does not exist. The server refuses
 * a definition with problems; `npm run check-form` prints them.
 */
import palette from '../../../fixtures/palette/05-field-defaults-calculate-qrcode-barcode-and-key-lists.v3.4.7.json';
import { canonicalKind, isContainerKind, isKnownKind, isValueKind } from '../form/kinds';
import { kindSpec } from '../kinds';
import type { FieldDef } from '../types';
import { relationFieldName } from '../form/relation';
import { isUploadCheck, UPLOAD_CHECKS } from '../upload/checks';
import { childPath, problem, schemaProblems } from './schema';
import { completeColumnData, completeFormData } from './legacy';
import type { DefinitionProblem } from './types';

export type { DefinitionProblem, DefinitionCode, DefinitionSource } from './types';

/** Keys the designer never gives a field name to, unless `isStorage` is 2. */
const NO_VMODEL = new Set<string>(palette.keyLists.noVModelList);
/** Keys a sub-table cannot hold (the designer's noTableAllowList). */
const NO_TABLE = new Set<string>(palette.keyLists.noTableAllowList);
/** Field names become column names and permission codes (`table-field`), so '-' and '.' are out. */
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

type Obj = Record<string, unknown>;

interface Entry {
  field: Obj;
  path: string;
  kind: string;
  label: string;
  vModel?: string;
  /** The sub-table holding this column. */
  table?: Entry;
}

interface Form {
  entries: Entry[];
  /** Main-form fields by name (first occurrence). */
  main: Map<string, Entry>;
  /** Sub-tables by name, with their columns by name. */
  tables: Map<string, { entry: Entry; columns: Map<string, Entry> }>;
}

const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const cfgOf = (f: Obj): Obj => (isObj(f.__config__) ? f.__config__ : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** A JSON string is parsed (the wire carries formData/columnData as strings); anything else is taken as is. */
function parse(value: unknown, what: 'formData' | 'columnData', out: DefinitionProblem[]): { ok: boolean; value: unknown } {
  if (typeof value !== 'string') return { ok: true, value };
  try {
    return { ok: true, value: JSON.parse(value) as unknown };
  } catch (e) {
    out.push(problem(what, '$', 'invalidJson', { what, detail: e instanceof Error ? e.message : String(e) }));
    return { ok: false, value: undefined };
  }
}

/** Checks a form definition and, when given, its list definition; an empty array means the definition is sound. */
export function checkDefinition(formData: unknown, columnData?: unknown): DefinitionProblem[] {
  const out: DefinitionProblem[] = [];
  const fd = parse(formData, 'formData', out);
  const cd = columnData === undefined || columnData === null || columnData === ''
    ? { ok: false, value: undefined }
    : parse(columnData, 'columnData', out);
  // 3.1-era documents are checked as they will be stored: completed by position, from the form and the defaults.
  if (fd.ok) fd.value = completeFormData(fd.value);
  if (cd.ok) cd.value = completeColumnData(cd.value, fd.ok ? fd.value : undefined);
  let form: Form | null = null;
  if (fd.ok) {
    if (!isObj(fd.value)) {
      out.push(problem('formData', '$', 'notObject', { what: 'formData' }));
    } else {
      out.push(...schemaProblems('formData', fd.value));
      form = collect(fd.value);
      checkForm(form, out);
    }
  }
  if (cd.ok) {
    if (!isObj(cd.value)) {
      out.push(problem('columnData', '$', 'notObject', { what: 'columnData' }));
    } else {
      out.push(...schemaProblems('columnData', cd.value));
      if (form) checkList(cd.value, form, out);
    }
  }
  return out;
}

/** One walk over the field tree: every field with its path, kind and the sub-table it sits in. */
function collect(root: Obj): Form {
  const form: Form = { entries: [], main: new Map(), tables: new Map() };
  const visit = (list: unknown, base: string, table?: Entry) => {
    if (!Array.isArray(list)) return;
    list.forEach((raw, i) => {
      if (!isObj(raw)) return;
      const path = childPath(base, i);
      const cfg = cfgOf(raw);
      const kind = canonicalKind(str(cfg.jnpfKey));
      const vModel = str(raw.__vModel__) || undefined;
      const entry: Entry = { field: raw, path, kind, label: str(cfg.label) || vModel || kind, vModel, table };
      form.entries.push(entry);
      const children = childPath(childPath(path, '__config__'), 'children');
      if (table) {
        const cols = form.tables.get(table.vModel ?? '')?.columns;
        if (vModel && cols && !cols.has(vModel)) cols.set(vModel, entry);
        visit(cfg.children, children, table);
        return;
      }
      if (vModel && !form.main.has(vModel)) form.main.set(vModel, entry);
      if (kind === 'table') {
        if (vModel && !form.tables.has(vModel)) form.tables.set(vModel, { entry, columns: new Map() });
        visit(cfg.children, children, entry);
      } else {
        visit(cfg.children, children);
      }
    });
  };
  visit(root.fields, '$.fields');
  return form;
}

function checkForm(form: Form, out: DefinitionProblem[]) {
  const firstMain = new Map<string, string>();
  const firstInTable = new Map<string, string>();
  for (const e of form.entries) {
    const cfg = cfgOf(e.field);
    const rawKind = str(cfg.jnpfKey);
    if (!rawKind) continue; // the schema already reports a missing or empty jnpfKey
    const at = (key: string) => childPath(e.path, key);
    if (!isKnownKind(e.kind)) {
      out.push(problem('formData', childPath(at('__config__'), 'jnpfKey'), 'unknownKind', { kind: rawKind }));
      continue;
    }
    if (e.table) checkInTable(e, rawKind, out);
    // Names: value kinds need one; names are unique in the form and within each sub-table.
    const stores = isValueKind(e.kind) && (!NO_VMODEL.has(e.kind) || Number(cfg.isStorage) === 2);
    if (!e.vModel && stores && !(e.table && NO_TABLE.has(e.kind))) {
      out.push(problem('formData', e.path, 'missingName', { label: e.label, kind: rawKind }));
    }
    if (e.vModel) {
      if (!NAME.test(e.vModel)) out.push(problem('formData', at('__vModel__'), 'badName', { name: e.vModel }));
      const seen = e.table ? firstInTable : firstMain;
      const key = e.table ? `${e.table.path}|${e.vModel}` : e.vModel;
      const first = seen.get(key);
      if (first) out.push(problem('formData', at('__vModel__'), 'duplicateName', { name: e.vModel, first }));
      else seen.set(key, e.path);
    }
    if (e.kind === 'calculate') checkCalculation(e, form, out);
    if (kindSpec(e.kind)?.attributeOf) checkAttribute(e, form, out);
    if ((e.kind === 'qrcode' || e.kind === 'barcode') && cfgOrField(e, 'dataType') === 'relation') {
      const name = str(e.field.relationField);
      if (!name) out.push(problem('formData', e.path, 'relationNotSet', { label: e.label, kind: rawKind }));
      else if (!lookup(name, e, form)) out.push(problem('formData', at('relationField'), 'relationMissing', { name }));
    }
    if (e.kind === 'table') checkSummary(e, form, out);
    if ((e.kind === 'uploadFz' || e.kind === 'uploadImg') && e.field.uploadCheck !== undefined && !isUploadCheck(e.field.uploadCheck)) {
      out.push(problem('formData', at('uploadCheck'), 'unknownUploadCheck',
        { label: e.label, name: String(e.field.uploadCheck), known: UPLOAD_CHECKS.join(', ') }));
    }
  }
}

function cfgOrField(e: Entry, key: string): string {
  return str(e.field[key]) || str(cfgOf(e.field)[key]);
}

function checkInTable(e: Entry, rawKind: string, out: DefinitionProblem[]) {
  const table = e.table!.label;
  if (NO_TABLE.has(e.kind) || e.kind === 'table' || isContainerKind(e.kind)) {
    out.push(problem('formData', childPath(childPath(e.path, '__config__'), 'jnpfKey'), 'notAllowedInTable',
      { kind: rawKind, table }));
  }
}

/** A field by name as seen from `from`: a column of the same row first (inside a sub-table), then the main form. */
function lookup(name: string, from: Entry, form: Form): Entry | undefined {
  if (from.table?.vModel) {
    const col = form.tables.get(from.table.vModel)?.columns.get(name);
    if (col) return col;
  }
  return form.main.get(name);
}

/** Operands are `{__vModel__}` tokens: a main-form field, or `table.field` for a sub-table column. */
function checkCalculation(e: Entry, form: Form, out: DefinitionProblem[]) {
  const tokens = e.field.expression;
  if (!Array.isArray(tokens)) return;
  tokens.forEach((token, i) => {
    if (!isObj(token)) return;
    const name = str(token.__vModel__);
    if (!name) return;
    const dot = name.indexOf('.');
    const target = dot > 0
      ? form.tables.get(name.slice(0, dot))?.columns.get(name.slice(dot + 1))
      : lookup(name, e, form);
    const path = childPath(childPath(e.path, 'expression'), i);
    if (!target) out.push(problem('formData', path, 'calcMissing', { name }));
    else if (!kindSpec(target.kind)?.numeric(target.field as unknown as FieldDef)) {
      out.push(problem('formData', path, 'calcNotNumber', { name, kind: str(cfgOf(target.field).jnpfKey) }));
    }
  });
}

/** relationFormAttr / popupAttr show a field of the record picked by a relationForm / popupSelect. */
function checkAttribute(e: Entry, form: Form, out: DefinitionProblem[]) {
  const expected = kindSpec(e.kind)!.attributeOf!;
  const raw = str(e.field.relationField);
  const kind = str(cfgOf(e.field).jnpfKey);
  if (!raw) {
    out.push(problem('formData', e.path, 'relationNotSet', { label: e.label, kind }));
    return;
  }
  const name = relationFieldName(raw);
  const target = lookup(name, e, form);
  const path = childPath(e.path, 'relationField');
  if (!target) out.push(problem('formData', path, 'relationMissing', { name }));
  else if (target.kind !== expected) {
    out.push(problem('formData', path, 'relationWrongKind', { name, expected, kind: str(cfgOf(target.field).jnpfKey) }));
  }
}

function checkSummary(e: Entry, form: Form, out: DefinitionProblem[]) {
  const summary = e.field.summaryField;
  if (!Array.isArray(summary) || !e.vModel) return;
  const columns = form.tables.get(e.vModel)?.columns;
  summary.forEach((name, i) => {
    if (typeof name === 'string' && !columns?.has(name)) {
      out.push(problem('formData', childPath(childPath(e.path, 'summaryField'), i), 'summaryNotColumn',
        { name, table: e.label }));
    }
  });
}

/** A list prop names a main-form field, or `table-field` a sub-table column. */
function isFormProp(prop: string, form: Form): boolean {
  if (form.main.has(prop)) return true;
  const dash = prop.indexOf('-');
  return dash > 0 && !!form.tables.get(prop.slice(0, dash))?.columns.has(prop.slice(dash + 1));
}

function checkList(cd: Obj, form: Form, out: DefinitionProblem[]) {
  for (const list of ['columnList', 'searchList'] as const) {
    const entries = cd[list];
    if (!Array.isArray(entries)) continue;
    entries.forEach((entry, i) => {
      const prop = isObj(entry) ? str(entry.prop) : '';
      if (prop && !isFormProp(prop, form)) {
        out.push(problem('columnData', childPath(childPath(childPath('$', list), i), 'prop'), 'listPropMissing',
          { prop, list }));
      }
    });
  }
  const summary = cd.summaryField;
  if (Array.isArray(summary)) {
    summary.forEach((prop, i) => {
      if (typeof prop === 'string' && prop && !isFormProp(prop, form)) {
        out.push(problem('columnData', childPath(childPath('$', 'summaryField'), i), 'listPropMissing',
          { prop, list: 'summaryField' }));
      }
    });
  }
}
