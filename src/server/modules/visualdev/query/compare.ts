/**
 * How the list query compares each field kind (text, number, date, path or set) and which kinds the keyword box
 * searches: read from the kind specs (src/engine/kinds), the one place the client's search form and the in-memory
 * list read too. In SQL, text and set compare alike (a value, or any element of a list, equal to one searched);
 * number and date compare as numbers; a path by its start. A kind the catalogue does not know compares as text.
 */
import { canonicalKind } from '../../../../engine/form/kinds';
import { kindSpec, type CompareClass, type ValueShape } from '../../../../engine/kinds';
import type { IndexedField } from '../../../../engine/list/fields';
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

/** Whether a field's kind compares as a number (numbers, dates, switches). */
export function comparesAsNumber(field: FieldDef): boolean {
  const cls = compareClass(field.__config__.jnpfKey);
  return cls === 'number' || cls === 'date';
}

/**
 * The field `prop` names when it is a top-level field (not a sub-table's column) holding one value: what one indexed
 * expression over the record answers for (sorted in parts, grouped by, a tree's parent). Undefined otherwise.
 */
export function oneValueField(index: ReadonlyMap<string, IndexedField>, prop: string): FieldDef | undefined {
  const def = index.get(prop);
  return def && !def.table && isScalarField(def.field) ? def.field : undefined;
}

/** Whether a tree table's parent field holds one record id as text, which the store can follow (query/page.ts). */
export function holdsParentId(field: FieldDef): boolean {
  return ['text', 'set'].includes(compareClass(field.__config__.jnpfKey));
}

/** Whether a field holds one scalar value (so one indexed expression answers for it), not a list of values. */
export function isScalarField(field: FieldDef): boolean {
  const kind = canonicalKind(field.__config__.jnpfKey);
  if (compareClass(kind) === 'path' || field.multiple === true || field.range === true) return false;
  // The kind spec's shape of this field's value says whether it is one value or a list (of ids, files, range ends).
  const shape = kindSpec(kind)?.shape(field);
  return shape === undefined || SCALAR_SHAPES.has(shape);
}
