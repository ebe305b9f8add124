/**
 * The field a relation attribute (or any field with a `relationField` pointing at another field) reads: the
 * relation's vModel (relationFieldName), inside a sub-table also written as `<tableVModel>-<column>`.
 */
import { relationFieldName } from '../../../src/engine/form/relation';

export function relationCandidates(relationField: unknown, table?: string): string[] {
  const base = relationFieldName(relationField);
  if (!base) return [];
  const out = [base];
  const dash = base.indexOf('-');
  if (table && base.startsWith(`${table}-`)) out.unshift(base.slice(table.length + 1));
  else if (dash > 0) out.push(base.slice(dash + 1));
  return out.filter(Boolean);
}

/** The first candidate that `has` accepts, or undefined. */
export function resolveRelation(relationField: unknown, has: (name: string) => boolean, table?: string): string | undefined {
  return relationCandidates(relationField, table).find(has);
}
