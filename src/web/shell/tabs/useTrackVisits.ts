/** Opens or updates the tab of every page the user visits, and keeps the tabs in line with the loaded menu. */
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { viewOf, type TabSources } from '../../../engine/tabs';
import { FIXED_ROUTES } from '../../router/paths';
import { useSession } from '../../session/store';
import { reconcileTabs, visit } from './store';

export function useTrackVisits(): void {
  const { pathname, search } = useLocation();
  const { routes, menus, loaded } = useSession();
  const sources = useMemo<TabSources>(() => ({ routes, menus, fixed: FIXED_ROUTES }), [routes, menus]);

  // Tabs restored after a reload may name pages the reloaded menu no longer has.
  useEffect(() => {
    if (loaded) reconcileTabs(sources);
  }, [loaded, sources]);

  useEffect(() => {
    const view = viewOf(`${pathname}${search}`, sources);
    if (view) visit(view);
  }, [pathname, search, sources]);
}
