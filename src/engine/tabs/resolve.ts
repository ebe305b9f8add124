/** Which pages become tabs, and the tab of a visited location. */
import { flattenMenu, type MenuNode, type MenuRoute } from '../menu';
import type { VisitedView } from './types';
import { pathOf } from './visited';

/** Pages that never become tabs: the root (it redirects), 404, login, lock screen and the refresh helper. */
const NEVER = new Set(['/', '/404', '/login', '/lockScreen']);

/** True when a visit to `pathname` may open a tab. */
export function isTabPath(pathname: string): boolean {
  return !NEVER.has(pathname) && pathname !== '/redirect' && !pathname.startsWith('/redirect/');
}

/** The pinned pages: open from the start of a session, without a close icon. */
export const AFFIX_PATHS = ['/home'];

export interface TabSources {
  /** Routes built from the menu (useSession().routes). */
  routes: MenuRoute[];
  /** The menu tree: in-app links with a query (external links opened in the app) take their title from it. */
  menus: MenuNode[];
  /** Fixed pages under the layout with the i18n key of their title. */
  fixed: { path: string; titleKey: string }[];
}

/** The tab for a visit to `fullPath`, or null when the page gets none (see isTabPath, and unknown paths). */
export function viewOf(fullPath: string, sources: TabSources): VisitedView | null {
  const path = pathOf(fullPath);
  if (!isTabPath(path)) return null;
  const affix = AFFIX_PATHS.includes(path);
  const route = sources.routes.find((r) => r.path === path);
  if (route) {
    const { meta } = route;
    return { path, fullPath, name: route.name, title: meta.title, zhTitle: meta.zhTitle, meta: { affix, icon: meta.icon } };
  }
  // A menu leaf whose target carries a query (an external link shown in the app: /externalLink?href=…).
  const leaf = flattenMenu(sources.menus).find((n) => n.path === fullPath);
  const fixed = sources.fixed.find((f) => f.path === path);
  if (leaf && leaf.path) return { path, fullPath, name: path.slice(1), title: fixed?.titleKey ?? '', zhTitle: leaf.title, meta: { affix, icon: leaf.icon } };
  if (fixed) return { path, fullPath, name: path.slice(1), title: fixed.titleKey, zhTitle: '', meta: { affix } };
  return null;
}

/**
 * The open tabs against a (re)loaded menu: titles and icons follow the menu, tabs of pages the user can no longer
 * reach go away (a list restored after a reload may predate a permission change).
 */
export function reconcileViews(views: VisitedView[], sources: TabSources): VisitedView[] {
  const out: VisitedView[] = [];
  for (const v of views) {
    const fresh = viewOf(v.fullPath, sources);
    if (fresh) out.push({ ...fresh, meta: { ...fresh.meta, affix: fresh.meta.affix || v.meta.affix } });
  }
  const same = out.length === views.length && out.every((v, i) => JSON.stringify(v) === JSON.stringify(views[i]));
  return same ? views : out;
}
