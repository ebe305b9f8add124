/**
 * Which selector nodes a picker may choose, and the tree a picker shows: nodes of
 * other types stay as branches to open, flagged disabled organisations cannot be picked, and a `selectType: custom`
 * picker keeps only the branches that lead to an allowed node.
 */
import type { FieldDef } from '../../../src/engine/types';
import { kindSpec } from '../../../src/engine/kinds';
import type { SelectorNode } from './api';

/** Node types a picker kind accepts, as its kind spec says (`multiple` widens the user component to every type). */
export function pickableTypes(kind: string, multiple: boolean): ReadonlySet<string> {
  return new Set(kindSpec(kind)?.picks?.types({ __config__: { jnpfKey: kind }, multiple }) ?? []);
}

/**
 * The restriction of a `selectType: custom` picker as a test on a node and the ids of its ancestors (its kind
 * spec's `picks.allows`), or null when every node of the right type is allowed.
 */
export function customRule(kind: string, field: FieldDef): ((node: SelectorNode, ancestors: string[]) => boolean) | null {
  if (field.selectType !== 'custom') return null;
  const allows = kindSpec(kind)?.picks?.allows?.(field);
  return allows ? (node, ancestors) => allows(String(node.id), ancestors) : null;
}

/** An antd tree node built from a selector node. */
export interface PickerNode {
  value: string;
  title: string;
  key: string;
  type: string;
  selectable: boolean;
  disabled?: boolean;
  isLeaf?: boolean;
  children?: PickerNode[];
}

/**
 * The tree a picker shows: every node keeps its place, only accepted types (and not disabled, and allowed by the
 * custom rule) are selectable; with a custom rule, branches without an allowed node are dropped.
 */
export function pickerTree(nodes: SelectorNode[], types: ReadonlySet<string>,
  rule: ((node: SelectorNode, ancestors: string[]) => boolean) | null, ancestors: string[] = []): PickerNode[] {
  const out: PickerNode[] = [];
  for (const node of nodes ?? []) {
    if (!node || node.id === undefined) continue;
    const id = String(node.id);
    const children = pickerTree(node.children ?? [], types, rule, [...ancestors, id]);
    const typeOk = types.has(String(node.type ?? ''));
    const allowed = typeOk && node.disabled !== true && (!rule || rule(node, ancestors));
    if (rule && !allowed && children.length === 0) continue;
    out.push({
      value: id, key: id, title: String(node.fullName ?? id), type: String(node.type ?? ''), selectable: allowed,
      ...(node.disabled === true && typeOk ? { disabled: true } : {}),
      ...(children.length ? { children } : { isLeaf: node.hasChildren === true ? false : true }),
    });
  }
  return out;
}

/** Ids of the selectable nodes of a picker tree. */
export function selectableIds(tree: PickerNode[], into = new Set<string>()): Set<string> {
  for (const n of tree) {
    if (n.selectable) into.add(n.value);
    if (n.children) selectableIds(n.children, into);
  }
  return into;
}

/** The id path from the top to `id` (organisation values are stored as paths), or [id] when not in the tree. */
export function pathTo(tree: SelectorNode[], id: string): string[] {
  const walk = (nodes: SelectorNode[], trail: string[]): string[] | null => {
    for (const n of nodes ?? []) {
      const here = [...trail, String(n.id)];
      if (String(n.id) === id) return here;
      const found = walk(n.children ?? [], here);
      if (found) return found;
    }
    return null;
  };
  return walk(tree, []) ?? [id];
}
