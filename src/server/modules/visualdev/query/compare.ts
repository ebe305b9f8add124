/**
 * How the list query compares each field kind (text, number, date, path or set) and which kinds the keyword box
 * searches: read from the kind specs (src/engine/kinds), the one place the client's search form and the in-memory
 * list read too. In SQL, text and set compare alike (a value, or any element of a list, equal to one searched);
 * number and date compare as numbers; a path by its start. A kind the catalogue does not know compares as text.
 */
import { canonicalKind } from '../../../../engine/form/kinds';
import { kindSpec, type CompareClass } from '../../../../engine/kinds';
import type { FieldDef } from '../../../../engine/types';

export type { CompareClass };

/** Kinds that always store a list (of ids, files, or the two ends of a range), whatever the field's settings. */
const LISTS = new Set(['checkbox', 'usersSelect', 'uploadFz', 'uploadImg', 'dateRange', 'timeRange', 'numRange']);

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
  if (compareClass(kind) === 'path' || LISTS.has(kind)) return false;
  return field.multiple !== true && field.range !== true;
}
