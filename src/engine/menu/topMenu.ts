/**
 * Top navigation of the functional and blend layouts: how many root entries fit in the
 * bar, the synthetic /menuMore group for the rest, and which entry is active for the current route.
 * Pure: the layouts measure the bar and render the result.
 */
import type { MenuNode, MenuRoute } from './types';

/** Width one top-menu entry takes. */
export const TOP_MENU_ITEM_WIDTH = 116;
/** Key and path of the synthetic overflow group. */
export const MENU_MORE_KEY = '/menuMore';

/**
 * Top navigation: as many entries as fit in `width` (116 px each); when some don't fit, the last slot becomes the
 * synthetic /menuMore group holding the overflow in order, so the bar never grows past the width. A bar narrower
 * than one slot still shows the more group, so every entry stays reachable.
 */
export function splitTopMenu(items: MenuNode[], width: number, moreTitle = 'more ...'): MenuNode[] {
  const fit = Math.max(1, Math.floor(Math.max(0, width) / TOP_MENU_ITEM_WIDTH));
  if (items.length <= fit) return items;
  const keep = fit - 1;
  const more: MenuNode = {
    key: MENU_MORE_KEY,
    title: moreTitle,
    type: 1,
    path: MENU_MORE_KEY,
    modelId: MENU_MORE_KEY,
    children: items.slice(keep),
  };
  return [...items.slice(0, keep), more];
}

/** The modelId of the menu route at `pathname`; undefined for fixed pages (/home, /profile ...). */
export function routeModelId(routes: MenuRoute[], pathname: string): string | undefined {
  return routes.find((r) => r.path === pathname)?.meta.modelId;
}

/** Keys from the top of `nodes` down to the node carrying `modelId` (inclusive); [] when none does. */
export function menuKeyPath(nodes: MenuNode[], modelId: string | undefined): string[] {
  if (!modelId) return [];
  for (const node of nodes) {
    if (node.modelId === modelId) return [node.key];
    if (node.children) {
      const below = menuKeyPath(node.children, modelId);
      if (below.length) return [node.key, ...below];
    }
  }
  return [];
}

/** The root entry whose subtree (itself included) carries `modelId`: the active top entry. */
export function activeTopEntry(roots: MenuNode[], modelId: string | undefined): MenuNode | undefined {
  const key = menuKeyPath(roots, modelId)[0];
  return key === undefined ? undefined : roots.find((r) => r.key === key);
}

/**
 * Key of the bar entry to highlight for `modelId` in a split bar: the root's own key, or MENU_MORE_KEY when the
 * active root went into the more group.
 */
export function activeTopKey(bar: MenuNode[], modelId: string | undefined): string | undefined {
  return menuKeyPath(bar, modelId)[0];
}

/** True for a root that opens a left menu in the blend layout: a category (type 1, or a directory) with children. */
export function opensSideMenu(node: MenuNode): boolean {
  return (node.type === 1 || node.type === 0) && !!node.children?.length;
}

/** The first in-app page below `node` (depth first), where choosing a category goes; undefined when none. */
export function firstLeafPath(node: MenuNode): string | undefined {
  if (!node.children) return node.path;
  for (const child of node.children) {
    const path = firstLeafPath(child);
    if (path) return path;
  }
  return undefined;
}
