/**
 * What the detail viewer leaves out beyond the compiler's layout: relation attributes whose relation
 * field is hidden, and sub-table columns hidden by noShow, visibility or the form permission list (`table-field`).
 */
import type { CompiledForm, FieldNode, LayoutNode } from '../../src/engine/form/types';
import type { FieldDef } from '../../src/engine/types';
import { relationFieldName } from '../../src/engine/form/relation';
import { kindSpec } from '../../src/engine/kinds';

/** Kinds that show a value of the record picked by another field (their `relationField`). */
/** Relation attributes: they show a field of the record their relation picked. */
const isAttribute = (kind: unknown) => !!kindSpec(String(kind))?.attributeOf;

function shownNames(nodes: LayoutNode[], into: Set<string>): Set<string> {
  for (const node of nodes) {
    if (node.type === 'field') into.add(node.name);
    if (node.type === 'container') shownNames(node.children, into);
  }
  return into;
}

/** The relation field an attribute hangs on. */
function relationOf(field: FieldDef): string {
  return relationFieldName(field.relationField);
}

function prune(nodes: LayoutNode[], shown: Set<string>): LayoutNode[] {
  const out: LayoutNode[] = [];
  for (const node of nodes) {
    if (node.type === 'container') {
      out.push({ ...node, children: prune(node.children, shown) });
      continue;
    }
    if ((node.type === 'field' || node.type === 'static') && isAttribute(node.kind)) {
      const rel = relationOf(node.field);
      if (rel && !shown.has(rel)) continue;
    }
    out.push(node);
  }
  return out;
}

/** The layout the detail viewer draws: the compiled layout without attributes of hidden relations. */
export function detailLayout(compiled: CompiledForm): LayoutNode[] {
  return prune(compiled.layout, shownNames(compiled.layout, new Set()));
}

/** A sub-table field with only the columns the viewer may show (the registry's table view reads its children). */
export function visibleTableField(compiled: CompiledForm, node: FieldNode): FieldDef {
  const table = compiled.subTables[node.name];
  const children = node.field.__config__?.children;
  if (!table || !Array.isArray(children)) return node.field;
  const hidden = new Set(table.columns.filter((c) => !c.visible).map((c) => c.vModel));
  // Hidden relation attributes go with their hidden relation column too.
  const kept = children.filter((c) => {
    const vModel = typeof c?.__vModel__ === 'string' ? c.__vModel__ : '';
    if (vModel && hidden.has(vModel)) return false;
    if (c && isAttribute(c.__config__?.jnpfKey)) {
      const rel = relationOf(c);
      if (rel && hidden.has(rel)) return false;
    }
    return true;
  });
  if (kept.length === children.length) return node.field;
  return { ...node.field, __config__: { ...node.field.__config__, children: kept } };
}
