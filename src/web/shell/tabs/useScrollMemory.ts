/**
 * Window scroll position per cached page: switching back to a page kept by the page cache returns to where the
 * user left it, while a page mounted afresh starts at the top. The position lives on
 * the page's cache entry, so it goes away with the entry when the tab is closed or refreshed.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';

export interface ScrollSlot {
  scrollY: number;
}

export function useScrollMemory(key: string, slot: ScrollSlot, restore: boolean): void {
  const current = useRef(slot);

  // Set in the commit that swaps the pages, before the browser reports the scroll the swap causes.
  useLayoutEffect(() => {
    current.current = slot;
  }, [slot]);

  useEffect(() => {
    const onScroll = () => {
      current.current.scrollY = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Runs once per page change, after the shell's scroll-to-top of the same navigation (ScrollToTop sits earlier in
  // the tree, and React runs sibling effects in tree order), so the remembered position wins for a cached page.
  useEffect(() => {
    if (restore && slot.scrollY) window.scrollTo(0, slot.scrollY);
    // Only a page change restores; slot and restore are those of the render that changed the page.
  }, [key]);
}
