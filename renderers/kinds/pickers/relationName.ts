/**
 * The field a relation attribute (or any field with a `relationField` pointing at another field) reads. The designer
 * writes the relation's vModel, in some versions followed by `_jnpfTable_<table>` (the server keeps the part before
 * it, wire-formats §2.3 / spec 001 §3), and inside a sub-table also as `<tableVModel>-<column>`.
 */
export function relationCandidates(relationField: unknown, table?: string): string[] {
  if (typeof relationField !== 'string' || !relationField) return [];
  const base = relationField.split('_jnpfTable_')[0];
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
