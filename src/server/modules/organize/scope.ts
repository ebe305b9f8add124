/**
 * Organisation rows as one index (every company and department, enabled or not) and the authority rule of the
 * SelectorByAuth calls, which the product leaves open. Chosen: administrators may pick every organisation; anyone
 * else the organisations they belong to (their primary organisation and their Organize relations) and everything
 * below those.
 */
import type { Db } from '../../db';
import type { User } from '../../db/schema';
import { ICONS } from './tree';

export interface OrganizeRow { id: string; parentId: string; category: string; fullName: string; enCode: string;
  sortCode: number; enabledMark: number; description: string | null; creatorTime: number }

export interface OrganizeIndex {
  /** Rows in display order (sortCode, then id). */
  rows: OrganizeRow[];
  byId: Map<string, OrganizeRow>;
  children: Map<string, OrganizeRow[]>;
}

export async function loadOrganizes(db: Db): Promise<OrganizeIndex> {
  const rows = await db.selectFrom('organize').select(['id', 'parentId', 'category', 'fullName', 'enCode', 'sortCode',
    'enabledMark', 'description', 'creatorTime']).orderBy('sortCode').orderBy('id').execute();
  const children = new Map<string, OrganizeRow[]>();
  for (const r of rows) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r]);
  return { rows, byId: new Map(rows.map((r) => [r.id, r])), children };
}

/** Ids of `ids` and of everything below them (a broken parent loop cannot make this run forever). */
export function withDescendants(index: OrganizeIndex, ids: Iterable<string>): Set<string> {
  const out = new Set<string>();
  const pending = [...ids].filter((id) => index.byId.has(id));
  while (pending.length) {
    const id = pending.pop()!;
    if (out.has(id)) continue;
    out.add(id);
    for (const c of index.children.get(id) ?? []) pending.push(c.id);
  }
  return out;
}

/** Ancestor ids of `id`, top first, without `id` itself. */
export function ancestorsOf(index: OrganizeIndex, id: string): string[] {
  const path: string[] = [];
  const seen = new Set([id]);
  for (let p = index.byId.get(id)?.parentId; p && index.byId.has(p) && !seen.has(p); p = index.byId.get(p)?.parentId) {
    seen.add(p);
    path.unshift(p);
  }
  return path;
}

/** The organisations the user may pick by authority, or null for all (administrators). */
export async function authorisedOrganizes(db: Db, user: User, index: OrganizeIndex): Promise<Set<string> | null> {
  if (user.isAdministrator === 1) return null;
  const related = await db.selectFrom('userRelation').select('objectId').where('userId', '=', user.id)
    .where('objectType', '=', 'Organize').execute();
  const own = [...(user.organizeId ? [user.organizeId] : []), ...related.map((r) => r.objectId)];
  return withDescendants(index, own);
}

export interface OrganizeTreeNode {
  id: string; parentId: string; fullName: string; enCode: string; type: string; icon: string;
  hasChildren: boolean; isLeaf: boolean; children?: OrganizeTreeNode[]; [extra: string]: unknown;
}

/**
 * Nests the rows of `keep` as a tree. A row whose parent is not kept hangs under its nearest kept ancestor (or
 * becomes a root), so a user who may pick a department but not its company still sees the department.
 */
export function nestKept(index: OrganizeIndex, keep: (r: OrganizeRow) => boolean,
  node: (r: OrganizeRow) => Record<string, unknown> = () => ({})): OrganizeTreeNode[] {
  const kept = index.rows.filter(keep);
  const keptIds = new Set(kept.map((r) => r.id));
  const nodes = new Map<string, OrganizeTreeNode>(kept.map((r) => [r.id, { id: r.id, parentId: r.parentId,
    fullName: r.fullName, enCode: r.enCode, type: r.category, icon: ICONS[r.category] ?? ICONS.department,
    hasChildren: false, isLeaf: true, ...node(r) }]));
  const roots: OrganizeTreeNode[] = [];
  for (const r of kept) {
    const n = nodes.get(r.id)!;
    const parent = [...ancestorsOf(index, r.id)].reverse().find((id) => keptIds.has(id));
    if (parent) {
      n.parentId = parent;
      const p = nodes.get(parent)!;
      (p.children ??= []).push(n);
      p.hasChildren = true;
      p.isLeaf = false;
    } else roots.push(n);
  }
  return roots;
}

/** organizeIds (id path) and organize (names joined by '/') of a row, as the pickers carry them. */
export function pathOf(index: OrganizeIndex, id: string) {
  const organizeIds = [...ancestorsOf(index, id), id];
  return { organizeIds, organize: organizeIds.map((i) => index.byId.get(i)?.fullName ?? '').join('/') };
}
