/**
 * How the list query compares each field kind (text, number, date, path or set) and which kinds the keyword box
 * searches: read from the kind specs (src/engine/kinds), the one place the client's search form and the in-memory
 * list read too. In SQL, text and set compare alike (a value, or any element of a list, equal to one searched);
 * number and date compare as numbers; a path by its start. A kind the catalogue does not know compares as text.
 */
import { canonicalKind } from '../../../../engine/form/kinds';
import { kindSpec, type CompareClass, type ValueShape } from '../../../../engine/kinds';
import type { FieldDef } from '../../../../engine/types';

export type { CompareClass };

/**
 * Value shapes that are one value (one indexed expression answers for them). A user component's "id--type"
 * (userRef) is not among them: it is matched as the list items are, so a search by id finds it with any type.
 */
const SCALAR_SHAPES: ReadonlySet<ValueShape> = new Set(['string', 'number', 'switch', 'timestamp', 'option']);

/** The comparison class of a kind. */
export function compareClass(kind: string): CompareClass {
  return kindSpec(canonicalKind(kind))?.compare ?? 'text';
}

/** Whether the list's keyword box searches fields of this kind. */
export function isKeywordKind(kind: string): boolean {
  return kindSpec(canonicalKind(kind))?.keyword === true;
}

/** Whether a field holds one scalar value (so one indexed expression answers for it), not a list of values. */
export function isScalarField(field: FieldDef): boolean {
  const kind = canonicalKind(field.__config__.jnpfKey);
  if (compareClass(kind) === 'path' || field.multiple === true || field.range === true) return false;
  // The kind spec's shape of this field's value says whether it is one value or a list (of ids, files, range ends).
  const shape = kindSpec(kind)?.shape(field);
  return shape === undefined || SCALAR_SHAPES.has(shape);
}
