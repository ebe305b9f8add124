import type { MenuType } from '../types';

/** Which screen renders a route built from a menu item. */
export type RouteKind = 'page' | 'dynamicModel' | 'dynamicDictionary' | 'dynamicDataReport' | 'dynamicPortal';

/** Route meta: what a route built from a menu item carries. */
export interface RouteMeta {
  /** vueName (enCode with '.' → '-'); the original used it as an i18n key. */
  title: string;
  /** The menu's fullName: what the user sees. */
  zhTitle: string;
  icon?: string;
  /** The menu id; permission entries are keyed by it. */
  modelId: string;
  /** propertyJson.moduleId: the visualdev / report / portal id. */
  relationId: string;
  isTree: number;
  type: MenuType;
}

/** An in-app route produced by a menu item of type 2, 3, 4, 5 or 8. */
export interface MenuRoute {
  /** Absolute app path, e.g. '/order/list'. */
  path: string;
  /** Component name: vueName for pages, `dynamicModel<vueName>` etc. for dynamic ones. */
  name: string;
  kind: RouteKind;
  /** Page-registry key (type 2): the path without its leading slash. */
  page?: string;
  meta: RouteMeta;
}

/** An entry of the navigation menu. Exactly one of `path` (in-app) and `href` (opens a new tab) is set on leaves. */
export interface MenuNode {
  key: string;
  title: string;
  icon?: string;
  type: MenuType;
  /** In-app location (may carry a query, e.g. /externalLink?href=…); for groups the group's own path. */
  path?: string;
  /** Full address opened outside the app (large screens, external links not targeting _self). */
  href?: string;
  modelId: string;
  children?: MenuNode[];
}

/** Values substituted into link addresses. */
export interface LinkContext {
  /** Data-visualisation host, replaces `${dataV}` (e.g. '/DataV'). */
  dataV: string;
  /** The session token exactly as stored; replaces `${jnpfToken}` and is appended to large-screen URLs. */
  token: string;
}

export interface MenuBuild {
  routes: MenuRoute[];
  menus: MenuNode[];
}
