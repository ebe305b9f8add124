/** The tab actions of the bar and its context menu, with the navigation each one implies. */
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { VisitedView } from '../../../engine/tabs';
import { closeAllTabs, closeOtherTabs, closeTab } from './store';

/** The pathname the bar treats as on screen: while a refresh passes through /redirect, the page being refreshed. */
export function activePathOf(pathname: string): string {
  return pathname.startsWith('/redirect/') ? pathname.slice('/redirect'.length) : pathname;
}

export function useTabActions() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const activePath = activePathOf(pathname);
  const go = useCallback((to: string | undefined) => to && navigate(to), [navigate]);

  return useMemo(
    () => ({
      activePath,
      // Clicking the tab on screen does not push a duplicate history entry.
      open: (view: VisitedView) => view.fullPath !== here && navigate(view.fullPath),
      // The redirect helper replaces itself with the page, which mounts afresh (and leaves the page cache).
      refresh: (view: VisitedView) => navigate(`/redirect${view.fullPath}`, { replace: view.path === activePath }),
      close: (view: VisitedView) => go(closeTab(view.path, activePath)),
      closeOthers: (view: VisitedView) => go(closeOtherTabs(view.path, activePath)),
      closeAll: () => go(closeAllTabs(activePath)),
    }),
    [activePath, here, navigate, go],
  );
}
