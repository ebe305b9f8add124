/**
 * The header search's fuzzy index: the leaves of the session's menu tree, which is already
 * permission-filtered, matched by fuse.js on title (weight 0.7) and address (0.3), threshold 0.4.
 */
import Fuse from 'fuse.js';
import { flattenMenu, type MenuNode } from '../../../engine/menu';

export interface MenuSearchEntry {
  key: string;
  title: string;
  /** In-app location or outside address: searchable, and what choosing the entry opens. */
  path: string;
  /** True for addresses opened outside the app (new tab). */
  external: boolean;
}

export const SEARCH_THRESHOLD = 0.4;
export const SEARCH_KEYS = [
  { name: 'title', weight: 0.7 },
  { name: 'path', weight: 0.3 },
];

/** Menu leaves that lead somewhere, as search entries. */
export function menuSearchEntries(menus: MenuNode[]): MenuSearchEntry[] {
  return flattenMenu(menus).flatMap((node) => {
    const path = node.path ?? node.href;
    return path ? [{ key: node.key, title: node.title, path, external: !node.path && !!node.href }] : [];
  });
}

/** Builds the index once per menu tree; `search` answers best match first, nothing for a blank query. */
export function createMenuSearch(menus: MenuNode[]): (query: string) => MenuSearchEntry[] {
  const fuse = new Fuse(menuSearchEntries(menus), { keys: SEARCH_KEYS, threshold: SEARCH_THRESHOLD, shouldSort: true });
  return (query) => {
    const q = query.trim();
    return q ? fuse.search(q).map((r) => r.item) : [];
  };
}
