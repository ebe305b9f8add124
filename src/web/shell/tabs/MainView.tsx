/**
 * The main area under navbar and tabs. With the page cache on (settings.pageCache, and the tabs bar shown so
 * cached pages can be closed), pages of open tabs stay mounted but hidden under React's Activity while another
 * tab is on screen, so a half-filled search form or a scroll position survives switching tabs. Closing or
 * refreshing a tab drops its page. With the cache off only the current page is mounted.
 */
import { Activity, useRef, type ReactNode } from 'react';
import { Layout } from 'antd';
import { UNSAFE_LocationContext as LocationContext, useLocation, useNavigationType, useOutlet, type Location, type NavigationType } from 'react-router-dom';
import { isTabPath } from '../../../engine/tabs';
import { useShell } from '../settings/store';
import { useTabs } from './store';
import { useScrollMemory } from './useScrollMemory';
import { useTrackVisits } from './useTrackVisits';

/** A page as MainView renders it; cached entries are kept (and updated in place) across renders. */
interface Page {
  element: ReactNode;
  /** What useLocation() answers inside the page: its own URL, also while hidden. */
  value: { location: Location; navigationType: NavigationType };
  scrollY: number;
}

export function MainView() {
  useTrackVisits();
  const { settings } = useShell();
  const views = useTabs();
  const location = useLocation();
  const navigationType = useNavigationType();
  const outlet = useOutlet();
  const cache = useRef(new Map<string, Page>()).current;

  const key = location.pathname;
  const enabled = settings.pageCache && settings.tagsView;
  const cacheable = enabled && isTabPath(key) && !views.find((v) => v.path === key)?.meta.noCache;

  // The cache follows the tabs during render (idempotent, so a repeated render does no harm): a refresh
  // (/redirect/<path>) drops that page so it mounts afresh, closed tabs drop theirs, and the page on screen is
  // kept even before its tab is added (that happens in an effect).
  if (!enabled) cache.clear();
  if (key.startsWith('/redirect/')) cache.delete(key.slice('/redirect'.length));
  for (const k of [...cache.keys()]) {
    if (k !== key && !views.some((v) => v.path === k && !v.meta.noCache)) cache.delete(k);
  }

  const cached = cache.get(key);
  const restore = !!cached;
  const page: Page = cached ?? { element: outlet, value: { location, navigationType }, scrollY: 0 };
  page.element = outlet;
  if (page.value.location !== location) page.value = { location, navigationType };
  if (cacheable) cache.set(key, page);
  // Map order is insertion order, so pages never move in the DOM (moving an iframe would reload it).
  const pages: [string, Page][] = cacheable ? [...cache] : [...cache, [key, page]];

  useScrollMemory(key, page, restore);

  return (
    <Layout.Content data-testid="main-view" style={{ padding: 16, overflow: 'auto' }}>
      {pages.map(([k, p]) => (
        <Activity key={k} mode={k === key ? 'visible' : 'hidden'}>
          <LocationContext.Provider value={p.value}>{p.element}</LocationContext.Provider>
        </Activity>
      ))}
    </Layout.Content>
  );
}
