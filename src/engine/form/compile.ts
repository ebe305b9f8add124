/**
 * The form compiler: one walk over `formData.fields` that yields everything the views need — the JSON Schema of
 * the record, the rjsf uiSchema, a field index, default values, the layout tree and the list of unknown kinds.
 * Compile once per definition and keep the result (it is immutable by convention).
 */
import { completeFormData } from '../definition/legacy';
import type { FieldDef, FormDefinition } from '../types';
import { canonicalKind, isContainerKind, isKnownKind, isSystemKind, valueSchemaOf } from './kinds';
import { kindSpec } from '../kinds';
import type {
  CompileOptions, CompiledForm, FieldUiOptions, IndexedField, JsonSchema, LayoutNode, SubTable, UiSchema, UnknownKind,
} from './types';

/** rjsf field name used for every kind that cannot be rendered. */
export const UNKNOWN_FIELD = 'unknownKind';

interface Ctx {
  isKnown: (kind: string) => boolean;
  valueSchema: (kind: string, field: FieldDef) => JsonSchema | null;
  formCodes: ReadonlySet<string> | null;
  properties: Record<string, JsonSchema>;
  required: string[];
  ui: UiSchema;
  order: string[];
  index: Record<string, IndexedField>;
  defaults: Record<string, unknown>;
  unknown: UnknownKind[];
  subTables: Record<string, SubTable>;
}

/** Compiles a generated-form definition (formData: fields, layout containers, kinds) into schema, uiSchema, index, defaults and layout. */
export function compileForm(written: FormDefinition, opts: CompileOptions = {}): CompiledForm {
  // 3.1-era documents: tab and collapse items known by their place.
  const definition = completeFormData(written);
  const ctx: Ctx = {
    isKnown: opts.isKnown ?? isKnownKind,
    valueSchema: opts.valueSchema ?? valueSchemaOf,
    formCodes: opts.formCodes ?? null,
    properties: {},
    required: [],
    ui: {},
    order: [],
    index: {},
    defaults: {},
    unknown: [],
    subTables: {},
  };
  const fields = Array.isArray(definition?.fields) ? definition.fields : [];
  const layout = walk(fields, 'fields', ctx, true);
  const schema: JsonSchema = { type: 'object', properties: ctx.properties, required: ctx.required };
  const uiSchema: UiSchema = { ...ctx.ui, 'ui:order': [...ctx.order, '*'] };
  return {
    definition, schema, uiSchema, index: ctx.index, defaults: ctx.defaults, unknown: ctx.unknown, layout,
    subTables: ctx.subTables,
  };
}

/** A field is shown on the PC unless noShow is set or its visibility list leaves out 'pc'. */
export function isShownOnPc(field: FieldDef): boolean {
  const cfg = field.__config__;
  if (cfg?.noShow) return false;
  return !Array.isArray(cfg?.visibility) || cfg.visibility.includes('pc');
}

function kindOf(field: FieldDef): string {
  const key = field && typeof field === 'object' ? field.__config__?.jnpfKey : undefined;
  return canonicalKind(typeof key === 'string' ? key : '');
}

function labelOf(field: FieldDef): string {
  const cfg = field.__config__;
  return String(cfg?.label ?? field.__vModel__ ?? '');
}

function spanOf(field: FieldDef): number {
  const span = Number(field.__config__?.span);
  return span > 0 && span <= 24 ? span : 24;
}

function walk(fields: FieldDef[], base: string, ctx: Ctx, shown: boolean): LayoutNode[] {
  const nodes: LayoutNode[] = [];
  fields.forEach((field, i) => {
    const path = `${base}[${i}]`;
    const kind = kindOf(field);
    const visible = shown && field != null && isShownOnPc(field);
    if (field == null || typeof field !== 'object') {
      ctx.unknown.push({ kind: String(field), path });
      return;
    }
    const span = spanOf(field);
    const vModel = typeof field.__vModel__ === 'string' && field.__vModel__ ? field.__vModel__ : undefined;
    if (isContainerKind(kind) && ctx.isKnown(kind)) {
      const raw = field.__config__?.children;
      const children = walk(Array.isArray(raw) ? raw : [], `${path}.__config__.children`, ctx, visible);
      if (visible) nodes.push({ type: 'container', kind, path, field, span, children });
      return;
    }
    if (!ctx.isKnown(kind)) {
      ctx.unknown.push(vModel ? { kind, path, vModel } : { kind, path });
      if (vModel) addProperty(ctx, vModel, {}, unknownUi(kind, field, path, vModel), false);
      if (visible) nodes.push({ type: 'unknown', kind, path, field, span, ...(vModel ? { name: vModel } : {}) });
      return;
    }
    const permitted = !vModel || !ctx.formCodes || ctx.formCodes.has(vModel);
    if (vModel && kind === 'table') {
      compileTable(field, vModel, path, ctx);
      if (visible && permitted) nodes.push({ type: 'field', name: vModel, kind, path, field, span: 24 });
      return;
    }
    const valueSchema = vModel ? ctx.valueSchema(kind, field) : null;
    if (vModel && valueSchema) {
      compileValue(field, kind, vModel, valueSchema, path, ctx);
      if (visible && permitted) nodes.push({ type: 'field', name: vModel, kind, path, field, span });
      return;
    }
    if (visible) nodes.push({ type: 'static', kind, path, field, span });
  });
  return nodes;
}

function isRequired(field: FieldDef, kind: string): boolean {
  return field.__config__?.required === true && !isSystemKind(kind);
}

/** Adds the value schema's emptiness rules: required → non-empty, optional → null allowed. */
function withPresence(base: JsonSchema, label: string, required: boolean, kind: string): JsonSchema {
  const s: JsonSchema = { ...base, title: label };
  if (isSystemKind(kind)) s.readOnly = true;
  const types = s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
  if (required) {
    if (types.includes('string')) s.minLength = 1;
    if (types.includes('array')) s.minItems = 1;
  } else if (types.length && !types.includes('null')) {
    s.type = [...types, 'null'];
    if (s.enum) s.enum = [...s.enum, null];
  }
  return s;
}

function fieldUi(kind: string, field: FieldDef, path: string, key: string, required: boolean): UiSchema {
  const label = labelOf(field);
  const options: FieldUiOptions = {
    kind, field, path, key, label, required, span: spanOf(field),
    showLabel: field.__config__?.showLabel !== false,
  };
  // Namespaced under `loom`: rjsf reads keys such as `field` and `label` of ui:options itself.
  const ui: UiSchema = { 'ui:field': kind, 'ui:title': label, 'ui:options': { loom: options } };
  if (typeof field.placeholder === 'string') ui['ui:placeholder'] = field.placeholder;
  return ui;
}

function unknownUi(kind: string, field: FieldDef, path: string, key: string): UiSchema {
  return { ...fieldUi(kind, field, path, key, false), 'ui:field': UNKNOWN_FIELD };
}

function addProperty(ctx: Ctx, name: string, schema: JsonSchema, ui: UiSchema, required: boolean) {
  if (!(name in ctx.properties)) ctx.order.push(name);
  ctx.properties[name] = schema;
  ctx.ui[name] = ui;
  if (required && !ctx.required.includes(name)) ctx.required.push(name);
}

function compileValue(field: FieldDef, kind: string, vModel: string, base: JsonSchema, path: string, ctx: Ctx) {
  const required = isRequired(field, kind);
  const label = labelOf(field);
  addProperty(ctx, vModel, withPresence(base, label, required, kind), fieldUi(kind, field, path, vModel, required),
    required);
  ctx.index[vModel] = { vModel, key: vModel, label, kind, path, required, field, visible: isShownOnPc(field) };
  const dv = defaultValueOf(kind, field);
  if (dv !== undefined) ctx.defaults[vModel] = dv;
}

function compileTable(field: FieldDef, vModel: string, path: string, ctx: Ctx) {
  const label = labelOf(field);
  const required = isRequired(field, 'table');
  const properties: Record<string, JsonSchema> = {};
  const itemRequired: string[] = [];
  const itemUi: UiSchema = {};
  const columns: IndexedField[] = [];
  const rowDefaults: Record<string, unknown> = {};
  const raw = field.__config__?.children;
  (Array.isArray(raw) ? raw : []).forEach((child, j) => {
    const childPath = `${path}.__config__.children[${j}]`;
    const kind = kindOf(child);
    const cv = typeof child?.__vModel__ === 'string' && child.__vModel__ ? child.__vModel__ : undefined;
    const key = `${vModel}-${cv ?? j}`;
    if (!child || typeof child !== 'object' || !ctx.isKnown(kind)) {
      ctx.unknown.push(cv ? { kind, path: childPath, vModel: cv } : { kind, path: childPath });
      if (cv && child) {
        properties[cv] = {};
        itemUi[cv] = unknownUi(kind, child, childPath, key);
        columns.push({ vModel: cv, key, label: labelOf(child), kind, path: childPath, required: false, field: child,
          parent: vModel, visible: isShownOnPc(child), unknown: true });
      }
      return;
    }
    // A sub-table only stores value kinds; display elements have no cell to live in.
    const childSchema = cv && kind !== 'table' ? ctx.valueSchema(kind, child) : null;
    if (!cv || !childSchema) return;
    const childRequired = isRequired(child, kind);
    const childLabel = labelOf(child);
    properties[cv] = withPresence(childSchema, childLabel, childRequired, kind);
    if (childRequired) itemRequired.push(cv);
    itemUi[cv] = fieldUi(kind, child, childPath, key, childRequired);
    const permitted = !ctx.formCodes || ctx.formCodes.has(key);
    const entry: IndexedField = {
      vModel: cv, key, label: childLabel, kind, path: childPath, required: childRequired, field: child,
      parent: vModel, visible: isShownOnPc(child) && permitted,
    };
    columns.push(entry);
    ctx.index[key] = entry;
    const dv = defaultValueOf(kind, child);
    if (dv !== undefined) rowDefaults[cv] = dv;
  });
  const schema: JsonSchema = {
    type: 'array', title: label,
    items: { type: 'object', properties, required: itemRequired },
    ...(required ? { minItems: 1 } : {}),
  };
  const ui = fieldUi('table', field, path, vModel, required);
  addProperty(ctx, vModel, schema, { ...ui, items: itemUi }, required);
  ctx.index[vModel] = { vModel, key: vModel, label, kind: 'table', path, required, field, visible: isShownOnPc(field) };
  ctx.defaults[vModel] = [];
  const actionText = typeof field.actionText === 'string' && field.actionText ? field.actionText : '';
  ctx.subTables[vModel] = { vModel, label, actionText, columns, rowDefaults };
}

/** Default value of a field as stored (switch booleans become 1/0); undefined when the field starts empty. */
export function defaultValueOf(kind: string, field: FieldDef): unknown {
  if (isSystemKind(kind)) return undefined;
  const dv = field.__config__?.defaultValue;
  const initial = kindSpec(kind)?.initial;
  if (initial) return initial(dv, field);
  if (dv === undefined || dv === null) return undefined;
  if (Array.isArray(dv)) return dv.slice();
  if (typeof dv === 'object') return { ...dv };
  return dv;
}

/** The moment `now` as the value of a field set to start at it (`defaultCurrent`, as its kind writes it); else undefined. */
function currentOf(kind: string, field: FieldDef, now: number): unknown {
  const current = field.__config__?.defaultCurrent === true ? kindSpec(kind)?.current : undefined;
  return current ? current(now, field) : undefined;
}

/** A new record: the defaults plus "current moment" defaults (`defaultCurrent`: dates, times) taken at `now` (ms). */
export function createInitialRecord(compiled: CompiledForm, now: number = Date.now()): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(compiled.defaults)) record[k] = Array.isArray(v) ? v.slice() : v;
  for (const entry of Object.values(compiled.index)) {
    const current = entry.parent ? undefined : currentOf(entry.kind, entry.field, now);
    if (current !== undefined) record[entry.vModel] = current;
  }
  return record;
}

/** A new sub-table row with the columns' defaults (and `defaultCurrent` dates and times taken at `now`). */
export function createRow(table: SubTable, now: number = Date.now()): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(table.rowDefaults)) row[k] = Array.isArray(v) ? v.slice() : v;
  for (const col of table.columns) {
    const current = currentOf(col.kind, col.field, now);
    if (current !== undefined) row[col.vModel] = current;
  }
  return row;
}
