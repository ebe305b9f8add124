/**
 * The organisation tree every picker starts from: enabled companies and departments, nested by parentId, each
 * node carrying its id path (organizeIds) and its name path (organize, joined by '/').
 */
import type { Db } from '../../db';

export interface SelectorNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode?: string;
  type: string;
  icon?: string;
  hasChildren: boolean;
  isLeaf?: boolean;
  disabled?: boolean;
  children?: SelectorNode[];
  [extra: string]: unknown;
}

export interface OrganizeNode extends SelectorNode {
  organizeIds: string[];
  organize: string;
  children?: SelectorNode[];
}

export const ICONS: Record<string, string> = {
  company: 'icon-ym icon-ym-tree-organization3',
  department: 'icon-ym icon-ym-tree-department1',
  position: 'icon-ym icon-ym-tree-position1',
  role: 'icon-ym icon-ym-generator-role',
  group: 'icon-ym icon-ym-generator-group1',
  user: 'icon-ym icon-ym-tree-user2',
};

export interface OrganizeIndex {
  /** Root nodes (companies whose parent is absent or '-1'). */
  roots: OrganizeNode[];
  byId: Map<string, OrganizeNode>;
}

/** Loads enabled organisations as a tree; a node whose parent is disabled or missing becomes a root. */
export async function loadOrganizeTree(db: Db): Promise<OrganizeIndex> {
  const rows = await db.selectFrom('organize').select(['id', 'parentId', 'category', 'fullName', 'enCode'])
    .where('enabledMark', '=', 1).orderBy('sortCode').orderBy('id').execute();
  const byId = new Map<string, OrganizeNode>(rows.map((r) => [r.id, {
    id: r.id, parentId: r.parentId, fullName: r.fullName, enCode: r.enCode, type: r.category,
    icon: ICONS[r.category] ?? ICONS.department, hasChildren: false, isLeaf: true, organizeIds: [], organize: '',
  }]));
  const roots: OrganizeNode[] = [];
  for (const node of byId.values()) {
    const parent = byId.get(node.parentId);
    if (parent && parent !== node) {
      (parent.children ??= []).push(node);
      parent.hasChildren = true;
      parent.isLeaf = false;
    } else roots.push(node);
  }
  const fill = (node: OrganizeNode, ids: string[], names: string[]) => {
    node.organizeIds = [...ids, node.id];
    const path = [...names, node.fullName];
    node.organize = path.join('/');
    for (const c of (node.children ?? []) as OrganizeNode[]) fill(c, node.organizeIds, path);
  };
  for (const r of roots) fill(r, [], []);
  return { roots, byId };
}

/** A deep copy of the tree: `fn` maps each node or drops it (with its subtree) by answering null. */
export function mapTree<T extends SelectorNode>(nodes: T[], fn: (n: T) => SelectorNode | null): SelectorNode[] {
  const out: SelectorNode[] = [];
  for (const n of nodes) {
    const mapped = fn(n);
    if (!mapped) continue;
    const children = n.children ? mapTree(n.children as T[], fn) : [];
    out.push({ ...mapped, children: children.length ? children : undefined, hasChildren: children.length > 0,
      isLeaf: children.length === 0 });
  }
  return out;
}

/** Drops the subtrees that contain no node of `type`. */
export function pruneWithout(nodes: SelectorNode[], type: string): SelectorNode[] {
  const out: SelectorNode[] = [];
  for (const n of nodes) {
    if (n.type === type) { out.push(n); continue; }
    const children = pruneWithout(n.children ?? [], type);
    if (children.length) out.push({ ...n, children, hasChildren: true, isLeaf: false });
  }
  return out;
}
