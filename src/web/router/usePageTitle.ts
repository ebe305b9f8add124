import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionState } from '../session/store';
import { FIXED_ROUTES, PUBLIC_TITLES } from './paths';

/** Sets document.title from the route's meta (menu name) or the fixed route's title, followed by the system name. */
export function usePageTitle(pathname: string, session: SessionState): void {
  const { t } = useTranslation();
  const menuTitle = session.routes.find((r) => r.path === pathname)?.meta.zhTitle;
  const fixedKey = FIXED_ROUTES.find((r) => r.path === pathname)?.titleKey ?? PUBLIC_TITLES[pathname];
  const title = menuTitle ?? (fixedKey ? t(fixedKey) : '');
  const system = session.sysConfig?.sysName || t('app.name');
  useEffect(() => {
    document.title = title ? `${title} - ${system}` : system;
  }, [title, system]);
}
