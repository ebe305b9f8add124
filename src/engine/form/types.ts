/** Shapes produced by the form compiler (compileForm). */
import type { FieldDef, FormDefinition } from '../types';

/** The subset of JSON Schema the compiler emits (draft-07, what ajv and rjsf read). */
export interface JsonSchema {
  type?: string | string[];
  title?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  enum?: unknown[];
  minLength?: number;
  minItems?: number;
  readOnly?: boolean;
  [key: string]: unknown;
}

/** An rjsf uiSchema (kept loose: rjsf's own type lives in @rjsf/utils, which the engine does not import). */
export type UiSchema = Record<string, unknown>;

/** What `ui:options.loom` carries for every compiled field; the renderers read it (see `loomOptions`). */
export interface FieldUiOptions {
  kind: string;
  field: FieldDef;
  /** Location of the field in the definition, e.g. `fields[2].__config__.children[0]`. */
  path: string;
  label: string;
  showLabel: boolean;
  span: number;
  required: boolean;
  /** Key in the field index: `vModel`, or `tableVModel-vModel` for a sub-table column. */
  key: string;
  [key: string]: unknown;
}

/** One entry of the field index. */
/** The compiler's options of a field inside an rjsf uiSchema entry. */
export function loomOptions(uiSchema: unknown): FieldUiOptions | undefined {
  const options = (uiSchema as { 'ui:options'?: { loom?: FieldUiOptions } } | undefined)?.['ui:options'];
  return options?.loom;
}

export interface IndexedField {
  vModel: string;
  /** `vModel`, or `tableVModel-vModel` for a sub-table column (the permission code of the field). */
  key: string;
  label: string;
  kind: string;
  path: string;
  required: boolean;
  field: FieldDef;
  /** vModel of the sub-table holding this column. */
  parent?: string;
  /** Shown on the PC (noShow, visibility, form permission). */
  visible: boolean;
  /** Set for a sub-table column of a kind nobody can render. */
  unknown?: boolean;
}

export interface UnknownKind {
  kind: string;
  path: string;
  vModel?: string;
}

interface NodeBase {
  kind: string;
  path: string;
  field: FieldDef;
  span: number;
}
/** A field that stores a value (including a sub-table): rendered from the schema property `name`. */
export interface FieldNode extends NodeBase { type: 'field'; name: string }
/** A display-only element (divider, text, group title …). */
export interface StaticNode extends NodeBase { type: 'static' }
/** A layout container with its children (row, card, tab, tab pane, collapse …). */
export interface ContainerNode extends NodeBase { type: 'container'; children: LayoutNode[] }
/** A kind nobody knows: rendered as a visible error block naming kind and path. */
export interface UnknownNode extends NodeBase { type: 'unknown'; name?: string }
export type LayoutNode = FieldNode | StaticNode | ContainerNode | UnknownNode;

export interface SubTable {
  vModel: string;
  label: string;
  actionText: string;
  columns: IndexedField[];
  /** Values of a freshly added row. */
  rowDefaults: Record<string, unknown>;
}

export interface CompiledForm {
  definition: FormDefinition;
  /** JSON Schema of the whole record. */
  schema: JsonSchema;
  uiSchema: UiSchema;
  /** Field index by key (`vModel`, or `tableVModel-vModel` for sub-table columns). */
  index: Record<string, IndexedField>;
  /** Record values a new form starts with. */
  defaults: Record<string, unknown>;
  /** Kinds nobody can render, with their place in the definition. */
  unknown: UnknownKind[];
  /** The layout tree of what the user sees (noShow and non-pc fields left out). */
  layout: LayoutNode[];
  subTables: Record<string, SubTable>;
}

export interface CompileOptions {
  /** Whether a kind can be rendered; defaults to the engine's catalogue. The web passes the registry lookup. */
  isKnown?: (kind: string) => boolean;
  /** JSON Schema of a kind's value; defaults to the engine's catalogue. The web passes the registry's `value`. */
  valueSchema?: (kind: string, field: FieldDef) => JsonSchema | null;
  /** When set, only fields whose permission code (vModel / `table-field`) is listed are shown (useFormPermission). */
  formCodes?: ReadonlySet<string> | null;
}
