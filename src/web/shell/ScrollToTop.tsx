import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scroll resets to the top on every navigation (spec 000 §2.1). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);
  return null;
}
