/**
 * Menu tree of CurrentUser → in-app routes and navigation entries.
 * Pure: the web router turns `MenuRoute`s into React routes, the layouts render `MenuNode`s.
 */
import type { CurrentUserData, MenuItem } from '../types';
import { externalLinkPath, resolveLink, withTokenQuery } from './link';
import type { LinkContext, MenuBuild, MenuNode, MenuRoute, RouteKind, RouteMeta } from './types';

const DYNAMIC_KINDS: Partial<Record<number, RouteKind>> = {
  3: 'dynamicModel',
  4: 'dynamicDictionary',
  5: 'dynamicDataReport',
  8: 'dynamicPortal',
};

interface MenuProperties {
  moduleId?: string;
  isTree?: number | boolean;
  iconBackgroundColor?: string;
}

/** Parses a menu's propertyJson string; a broken string counts as empty rather than breaking the whole menu. */
export function parsePropertyJson(text: string | null | undefined): MenuProperties {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as MenuProperties) : {};
  } catch {
    return {};
  }
}

/** enCode with '.' replaced by '-' (the original's vueName). */
export function vueName(enCode: string): string {
  return (enCode ?? '').replace(/\./g, '-');
}

/** '/a/b' from 'a/b', '/a/b' or '//a/b'. */
function appPath(address: string): string {
  return `/${address.trim().replace(/^\/+/, '')}`;
}

/**
 * The menu tree of the current system: the routerList node whose id is the currentSystem entry of
 * userInfo.systemIds, else the first routerList node, else menuList.
 */
export function selectMenuTree(data: Pick<CurrentUserData, 'menuList' | 'routerList' | 'userInfo'>): MenuItem[] {
  const systems = data.routerList ?? [];
  if (systems.length) {
    const currentId = data.userInfo?.systemIds?.find((s) => s.currentSystem)?.id;
    const node = systems.find((s) => s.id === currentId) ?? systems[0];
    return node.children ?? [];
  }
  return data.menuList ?? [];
}

function metaOf(item: MenuItem): RouteMeta {
  const props = parsePropertyJson(item.propertyJson);
  return {
    title: vueName(item.enCode),
    zhTitle: item.fullName,
    icon: item.icon,
    modelId: item.id,
    relationId: props.moduleId ?? '',
    isTree: Number(props.isTree ?? 0) || 0,
    type: item.type,
  };
}

/** Route of a menu item of type 2, 3, 4, 5 or 8; null for the other types or when it has no address. */
export function menuItemRoute(item: MenuItem): MenuRoute | null {
  const address = (item.urlAddress ?? '').trim();
  if (!address) return null;
  const meta = metaOf(item);
  if (item.type === 2) {
    const path = appPath(address.split('?')[0]);
    return { path, name: meta.title, kind: 'page', page: path.slice(1), meta };
  }
  const kind = DYNAMIC_KINDS[item.type];
  if (!kind) return null;
  return { path: appPath(address), name: `${kind}${meta.title}`, kind, meta };
}

/** Where a leaf menu entry leads: an in-app path or an outside address. */
function leafTarget(item: MenuItem, route: MenuRoute | null, ctx: LinkContext): Pick<MenuNode, 'path' | 'href'> | null {
  if (route) return { path: route.path };
  const address = (item.urlAddress ?? '').trim();
  if (item.type === 6) {
    const moduleId = parsePropertyJson(item.propertyJson).moduleId;
    const base = moduleId ? `${ctx.dataV}/view/${moduleId}` : resolveLink(address, ctx);
    return base ? { href: withTokenQuery(base, ctx.token) } : null;
  }
  if (item.type === 7 && address) {
    const url = resolveLink(address, ctx);
    return item.linkTarget === '_self' ? { path: externalLinkPath(url) } : { href: url };
  }
  return null;
}

/** Builds the routes and the navigation entries of a menu tree (every type 0-8). Hidden items route but don't show. */
export function buildMenu(items: MenuItem[], ctx: LinkContext): MenuBuild {
  const routes: MenuRoute[] = [];
  const seen = new Set<string>();

  const walk = (list: MenuItem[], hidden: boolean): MenuNode[] => {
    const nodes: MenuNode[] = [];
    for (const item of list ?? []) {
      const itemHidden = hidden || item.hidden === true;
      // Type 0 is a directory (a system node in routerList): its children sit at its own level.
      if (item.type === 0) {
        nodes.push(...walk(item.children ?? [], itemHidden));
        continue;
      }
      if (item.type === 1) {
        const children = walk(item.children ?? [], itemHidden);
        // An empty group would open onto nothing, so it is left out of the navigation.
        if (!itemHidden && children.length) {
          nodes.push({
            key: item.id,
            title: item.fullName,
            icon: item.icon,
            type: 1,
            path: appPath(item.enCode),
            modelId: item.id,
            children,
          });
        }
        continue;
      }
      const route = menuItemRoute(item);
      if (route && !seen.has(route.path)) {
        seen.add(route.path);
        routes.push(route);
      }
      const target = leafTarget(item, route, ctx);
      if (target && !itemHidden) {
        nodes.push({ key: item.id, title: item.fullName, icon: item.icon, type: item.type, modelId: item.id, ...target });
      }
    }
    return nodes;
  };

  return { routes, menus: walk(items, false) };
}

/** The menu entries as a flat list of leaves (for search and for locating the active entry). */
export function flattenMenu(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => (n.children ? flattenMenu(n.children) : [n]));
}

/** The keys of the groups leading to the leaf whose path is `path` (for the open submenu). */
export function menuAncestors(nodes: MenuNode[], path: string): string[] {
  for (const node of nodes) {
    if (node.children) {
      const below = menuAncestors(node.children, path);
      if (below.length || node.children.some((c) => !c.children && c.path === path)) return [node.key, ...below];
    }
  }
  return [];
}
