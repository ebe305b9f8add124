/**
 * The rules of the tabs bar as pure list operations: one tab per path, affix tabs never closed,
 * closing the active tab moves to the last remaining tab or to '/'.
 */
import type { CloseResult, VisitedView } from './types';

/** Pathname of a full path ('/a?b=1' -> '/a'). */
export function pathOf(fullPath: string): string {
  const cut = fullPath.search(/[?#]/);
  return cut < 0 ? fullPath : fullPath.slice(0, cut);
}

/**
 * Adds the view of a visited page: a new path appends a tab; a known path (perhaps with another query) updates
 * that tab in place, keeping its position and its pin.
 */
export function addView(views: VisitedView[], view: VisitedView): VisitedView[] {
  const at = views.findIndex((v) => v.path === view.path);
  if (at < 0) return [...views, view];
  const old = views[at];
  const updated: VisitedView = { ...old, ...view, meta: { ...old.meta, ...view.meta, affix: old.meta.affix || view.meta.affix } };
  if (sameView(old, updated)) return views;
  return views.map((v, i) => (i === at ? updated : v));
}

function sameView(a: VisitedView, b: VisitedView): boolean {
  return (
    a.fullPath === b.fullPath &&
    a.name === b.name &&
    a.title === b.title &&
    a.zhTitle === b.zhTitle &&
    !!a.meta.affix === !!b.meta.affix &&
    !!a.meta.noCache === !!b.meta.noCache &&
    a.meta.icon === b.meta.icon
  );
}

/** Where to go when the active tab has gone: the last remaining tab, or '/' when none remains. */
function afterActiveGone(views: VisitedView[], activePath: string): string | undefined {
  if (views.some((v) => v.path === activePath)) return undefined;
  return views.length ? views[views.length - 1].fullPath : '/';
}

/** Closes the tab of `path` (an affix tab stays). `activePath` is the pathname on screen. */
export function closeView(views: VisitedView[], path: string, activePath: string): CloseResult {
  const target = views.find((v) => v.path === path);
  if (!target || target.meta.affix) return { views };
  const rest = views.filter((v) => v !== target);
  return { views: rest, next: afterActiveGone(rest, activePath) };
}

/** Keeps the affix tabs and the tab of `path`; the tab of `path` becomes the one to show when it is not already. */
export function closeOthers(views: VisitedView[], path: string, activePath: string): CloseResult {
  const rest = views.filter((v) => v.meta.affix || v.path === path);
  if (rest.length === views.length) return { views };
  const kept = rest.find((v) => v.path === path);
  // Like the original, 'close others' from a tab's menu shows that tab.
  const next = kept && kept.path !== activePath ? kept.fullPath : afterActiveGone(rest, activePath);
  return { views: rest, next };
}

/** Keeps only the affix tabs. */
export function closeAll(views: VisitedView[], activePath: string): CloseResult {
  const rest = views.filter((v) => v.meta.affix);
  if (rest.length === views.length) return { views };
  return { views: rest, next: afterActiveGone(rest, activePath) };
}

/**
 * The affix views first (in their given order, current data kept when already open), then the other tabs in their
 * order: the starting list of a session, and the repair of a list restored from storage.
 */
export function withAffix(views: VisitedView[], affix: VisitedView[]): VisitedView[] {
  const pinned = affix.map((a) => {
    const open = views.find((v) => v.path === a.path);
    return { ...a, ...(open ? { fullPath: open.fullPath } : {}), meta: { ...a.meta, affix: true } };
  });
  const pinnedPaths = new Set(pinned.map((v) => v.path));
  return [...pinned, ...views.filter((v) => !pinnedPaths.has(v.path) && !v.meta.affix)];
}
