/**
 * The form compiler's questions about a field kind (`__config__.jnpfKey`), answered by the kind specs
 * (src/engine/kinds): its role in a definition and the JSON Schema of the value it stores.
 */
import type { FieldDef } from '../types';
import type { JsonSchema } from './types';
import { kindSpec } from '../kinds';

export { KIND_ALIASES, canonicalKind } from '../kinds';

/** Layout containers: they hold fields in `__config__.children` and store nothing themselves. */
export function isContainerKind(kind: string): boolean {
  return kindSpec(kind)?.role === 'container';
}

/** Display-only elements (noVModelList without isStorage): shown in the form, never stored. */
export function isStaticKind(kind: string): boolean {
  return kindSpec(kind)?.role === 'static';
}

/** Kinds the server fills in; the client never asks the user for them. */
export function isSystemKind(kind: string): boolean {
  return kindSpec(kind)?.role === 'system';
}

/** Kinds that store a value when the field has a `__vModel__`. */
export function isValueKind(kind: string): boolean {
  const role = kindSpec(kind)?.role;
  return role === 'value' || role === 'system';
}

/** Every kind the engine knows, whatever its role. */
export function isKnownKind(kind: string): boolean {
  return kindSpec(kind) !== undefined;
}

/**
 * JSON Schema of the value a field stores, or null when the kind stores nothing. `table` is built by the compiler
 * (it needs its children) so it is not handled here.
 */
export function valueSchemaOf(kind: string, field: FieldDef): JsonSchema | null {
  return kindSpec(kind)?.value(field) ?? null;
}
