/** Loads CurrentUser into the session: menu tree → routes and navigation. */
import { buildMenu, selectMenuTree } from '../../engine/menu';
import type { CurrentUserData } from '../../engine/types';
import { getCurrentUser } from '../api/oauth';
import { t } from '../i18n';
import { restorePreferences } from '../shell/settings/restore';
import { getSession, setSessionData } from './store';

/** Host of the data-visualisation screens (served under /DataV). */
export const DATAV_HOST = '/DataV';

/**
 * Fetches the user's info and menus and stores the routes built from them. Rejects with a (localised) string
 * when the answer is empty ('验证失败，请重新登录。') or has no menu ('您的权限不足，请联系管理员').
 */
export async function loadSession(fetchUser: () => Promise<CurrentUserData | null> = getCurrentUser): Promise<void> {
  const data = await fetchUser();
  if (!data) throw t('session.verifyFailed');
  const tree = selectMenuTree(data);
  if (!tree.length) throw t('session.noPermission');
  const { routes, menus } = buildMenu(tree, { dataV: DATAV_HOST, token: getSession().token });
  // Layout and language saved on the server win over this browser's, before the shell first renders.
  await restorePreferences(data.userInfo);
  setSessionData({
    userInfo: data.userInfo,
    menus,
    routes,
    permissions: data.permissionList ?? [],
    sysConfig: data.sysConfigInfo ?? null,
  });
}

let inFlight: Promise<void> | null = null;

/** {@link loadSession} shared by concurrent callers (StrictMode runs effects twice; one CurrentUser call is enough). */
export function ensureSession(load: () => Promise<void> = loadSession): Promise<void> {
  inFlight ??= load().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
