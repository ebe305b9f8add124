/**
 * Row shapes of the list types: grouped rows (type 3), tree rows (type 5), the left tree's nodes (type 2), and
 * when a list is long enough to be drawn virtually.
 */
import type { OnlineDevRow } from '../types';

/** Above this many rows the table draws only the visible ones (antd `virtual`), so the DOM stays small. */
export const VIRTUAL_ROW_THRESHOLD = 200;

/** Whether a table of `count` rows is drawn virtually. */
export function isVirtual(count: number): boolean {
  return count > VIRTUAL_ROW_THRESHOLD;
}

/** Prefix of the ids of group header rows; never a record id (record ids are hex). */
export const GROUP_ROW_PREFIX = '__group:';

export interface GroupRow {
  id: string;
  /** The grouped value as stored (the first row's value), drawn with the group field's cell. */
  groupValue: unknown;
  children: OnlineDevRow[];
  [key: string]: unknown;
}

const groupKey = (v: unknown) => (v === undefined || v === null || v === '' ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** Rows grouped under one header row per distinct value of `field`, in order of first appearance. */
export function groupRows(rows: OnlineDevRow[], field: string): GroupRow[] {
  const groups = new Map<string, GroupRow>();
  for (const row of rows) {
    const key = groupKey(row[field]);
    let group = groups.get(key);
    if (!group) {
      group = { id: `${GROUP_ROW_PREFIX}${key}`, groupValue: row[field], children: [] };
      groups.set(key, group);
    }
    group.children.push(row);
  }
  return [...groups.values()];
}

/** Whether a table row is a group header rather than a record. */
export function isGroupRow(row: { id: string }): boolean {
  return typeof row.id === 'string' && row.id.startsWith(GROUP_ROW_PREFIX);
}

/** Tree rows as the table draws them: `children` kept only where there are children (no empty expanders). */
export function treeRows(rows: OnlineDevRow[]): OnlineDevRow[] {
  return rows.map((row) => {
    const { children, ...rest } = row as OnlineDevRow & { children?: unknown };
    if (Array.isArray(children) && children.length) return { ...rest, children: treeRows(children as OnlineDevRow[]) } as OnlineDevRow;
    return rest as OnlineDevRow;
  });
}

export interface TreeNode {
  key: string;
  title: string;
  children?: TreeNode[];
}

/** The left tree's nodes from any source, read through treePropsValue / treePropsLabel / treePropsChildren. */
export function toTreeNodes(items: unknown, props: { value: string; label: string; children: string }): TreeNode[] {
  if (!Array.isArray(items)) return [];
  return items.filter((i) => i && typeof i === 'object').map((item) => {
    const o = item as Record<string, unknown>;
    const node: TreeNode = { key: String(o[props.value] ?? ''), title: String(o[props.label] ?? o[props.value] ?? '') };
    const kids = toTreeNodes(o[props.children], props);
    if (kids.length) node.children = kids;
    return node;
  });
}

/** The stored record of a list row: the row without the values the List call adds (id, creator, children). */
export function recordOfRow(row: OnlineDevRow): Record<string, unknown> {
  const { id: _id, creatorTime: _t, creatorUserId: _u, children: _c, ...record } = row as OnlineDevRow & { children?: unknown };
  return record;
}
