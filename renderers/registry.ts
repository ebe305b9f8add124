/**
 * The field registry: one entry per field kind holds its views — the editing input (forms and sub-table cells),
 * the list cell and the detail view. What the kind means (its value, search, display text, import) is its spec in
 * src/engine/kinds; `renderView` is the one place that draws a view and, for a kind without an entry, the visible
 * block naming the kind and the field's path.
 */
import { createElement, type ComponentType, type Key, type ReactElement } from 'react';
import type { FieldDef } from '../src/engine/types';
import type { JsonSchema } from '../src/engine/form/types';
import { canonicalKind, isKnownKind, valueSchemaOf } from '../src/engine/form/kinds';
import { UnknownField } from './UnknownField';

/** Props of an editing input. The rjsf adapter and the sub-table both map onto these. */
export interface FieldInputProps {
  /** DOM id of the focusable element (the form label points at it). */
  id: string;
  field: FieldDef;
  value: unknown;
  onChange: (value: unknown) => void;
  disabled?: boolean;
  readonly?: boolean;
  /** The field has a validation error (red border). */
  invalid?: boolean;
  /** Id of the element holding the label, for group widgets that a <label for> cannot point at. */
  labelId?: string;
  /** Accessible name when there is no visible label (sub-table cells). */
  ariaLabel?: string;
  /** Nested validation errors (rjsf ErrorSchema) for kinds that hold other fields (sub-table). */
  errors?: unknown;
}

/** Props of a read-only view of a stored value. */
export interface FieldViewProps {
  field: FieldDef;
  value: unknown;
}

export interface FieldRenderer {
  kind: string;
  /** Other names of the kind (the v5 palette names are resolved by the engine already). */
  aliases?: string[];
  /** JSON Schema of the stored value (the kind's spec says it); null for display-only kinds. */
  value: (field: FieldDef) => JsonSchema | null;
  input: ComponentType<FieldInputProps>;
  cell: ComponentType<FieldViewProps>;
  detail: ComponentType<FieldViewProps>;
}

/** A kind's views; `value` only for a kind the engine does not define (a test's probe kind): a spec wins. */
export type FieldRegistration = Omit<FieldRenderer, 'value' | 'detail'> & Partial<Pick<FieldRenderer, 'value' | 'detail'>>;

const entries = new Map<string, FieldRenderer>();
let version = 0;

/** Registers (or replaces) the renderer of a kind and its aliases. */
export function registerField(reg: FieldRegistration): FieldRenderer {
  const kind = reg.kind;
  const renderer: FieldRenderer = {
    ...reg,
    value: (field) => (isKnownKind(kind) || !reg.value ? valueSchemaOf(kind, field) : reg.value(field)),
    detail: reg.detail ?? reg.cell,
  };
  entries.set(kind, renderer);
  for (const alias of reg.aliases ?? []) entries.set(alias, renderer);
  version += 1;
  return renderer;
}

/** The renderer of a kind (old or new name), or undefined when nobody registered it. */
export function getField(kind: string): FieldRenderer | undefined {
  return entries.get(kind) ?? entries.get(canonicalKind(kind));
}

/** Every registered kind name (aliases included). */
export function registeredKinds(): string[] {
  return [...entries.keys()];
}

/** Changes whenever the registry changes; lets caches keyed on the registry know when to rebuild. */
export function registryVersion(): number {
  return version;
}

export type ViewName = 'input' | 'cell' | 'detail';
type ViewProps = { input: FieldInputProps; cell: FieldViewProps; detail: FieldViewProps };

/**
 * Draws the `view` of a kind with `props`. A kind nobody registered (or one the caller already knows it cannot
 * draw, `unknown`) never disappears silently: it shows a visible block naming the kind and the field's `path`.
 */
export function renderView<V extends ViewName>(kind: string, view: V, props: ViewProps[V],
  at: { path: string; unknown?: boolean; key?: Key }): ReactElement {
  const renderer = at.unknown ? undefined : getField(kind);
  if (!renderer) return createElement(UnknownField, { kind, path: at.path, key: at.key });
  return createElement(renderer[view] as ComponentType<ViewProps[V]>, { ...props, key: at.key });
}
