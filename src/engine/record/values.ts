/**
 * The value each field kind stores and whether a value has that shape, as the kind specs (src/engine/kinds) say.
 * Old (3.x) and new (5.x) kind names are both accepted.
 */
import type { FieldDef } from '../types';
import { kindSpec, matchesShape, type ValueShape } from '../kinds';

/** The kind of value a field stores, named in type problems. */
export type ValueKind = ValueShape;

/** Whether the server fills the field's value (system components); the client's value is not checked. */
export function isSystemField(field: FieldDef): boolean {
  return kindSpec(field.__config__.jnpfKey)?.role === 'system';
}

/** The value kind a field expects, or undefined when any value is accepted. */
export function expectedKind(field: FieldDef): ValueKind | undefined {
  return kindSpec(field.__config__.jnpfKey)?.shape(field);
}

/** Whether `v` (not empty) has the shape of `kind`; `field` lets its kind refine the check (usersSelect's ids). */
export function matchesKind(kind: ValueKind, v: unknown, field?: FieldDef): boolean {
  const spec = field ? kindSpec(field.__config__.jnpfKey) : undefined;
  return spec && spec.shape(field!) === kind ? spec.accepts(v, field!) : matchesShape(kind, v);
}

/** Whether a field's value is kept in the record: calculate and relation attributes only with isStorage 2. */
export function isStored(field: FieldDef): boolean {
  return kindSpec(field.__config__.jnpfKey)?.stored(field) ?? true;
}

/** Whether a field with a `__vModel__` holds a value: not a display-only kind, nor a relation attribute not stored. */
export function holdsValue(field: FieldDef): boolean {
  const spec = kindSpec(field.__config__.jnpfKey);
  if (!spec) return true;
  if (spec.role === 'static' || spec.role === 'container') return false;
  return !spec.attributeOf || spec.stored(field);
}
