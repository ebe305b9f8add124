/** Device mode from the body width: mobile under 992 px closes the sidebar; resize reverts it. */
import { useEffect } from 'react';
import { MOBILE_BREAKPOINT, setDevice } from '../settings/store';

export function useDeviceWatcher(): void {
  useEffect(() => {
    const check = () => {
      const width = document.body.getBoundingClientRect().width;
      // jsdom (and a hidden page) reports 0: keep the current device rather than flip to mobile.
      if (width > 0) setDevice(width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop');
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, []);
}
