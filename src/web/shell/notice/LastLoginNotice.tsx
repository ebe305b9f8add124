/**
 * Session extras inside the signed-in layout: right after a sign-in on the login page, a user whose
 * account has a previous login (userInfo.prevLogin = 1) sees where and when it was, bottom-right for 2 s; and the
 * cached data of the session is cleared when it ends.
 */
import { useEffect } from 'react';
import { App as AntApp } from 'antd';
import dayjs from 'dayjs';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { takeFreshLogin, useSession } from '../../session/store';
import { useClearCachesOnReset } from '../../session/useClearCachesOnReset';

/** Seconds the last-login notice stays. */
export const LAST_LOGIN_SECONDS = 2;

export function LastLoginNotice() {
  const { t } = useTranslation();
  const { notification } = AntApp.useApp();
  const { loaded, userInfo } = useSession();
  const { pathname } = useLocation();
  useClearCachesOnReset();

  useEffect(() => {
    if (!loaded || !userInfo) return;
    // Taken once: a reload, a later CurrentUser load or a flow link (its token is not a sign-in) show nothing.
    if (!takeFreshLogin() || pathname === '/workFlowDetail' || Number(userInfo.prevLogin) !== 1) return;
    const time = userInfo.prevLoginTime ? dayjs(userInfo.prevLoginTime).format('YYYY-MM-DD HH:mm') : '';
    notification.info({
      title: t('lastLogin.title'),
      description: (
        <div data-testid="last-login">
          <div>{t('lastLogin.time', { time })}</div>
          <div>{t('lastLogin.place', { place: userInfo.prevLoginIPAddressName ?? '' })}</div>
          <div>{t('lastLogin.ip', { ip: userInfo.prevLoginIPAddress ?? '' })}</div>
        </div>
      ),
      placement: 'bottomRight',
      duration: LAST_LOGIN_SECONDS,
    });
    // Only the moment the session finishes loading counts.
  }, [loaded, userInfo]);

  return null;
}
