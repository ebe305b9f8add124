/**
 * The route guard, as a component around the routes: it decides before any page renders.
 */
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { ensureSession } from '../session/load';
import { resetSession, setToken, useSession } from '../session/store';
import { isPublicPath, loginRedirect, redirectTarget } from './paths';
import { usePageTitle } from './usePageTitle';

export interface RouteGuardProps {
  children: ReactNode;
  /** Shows an error toast (the shell passes antd's message.error). */
  notify: (message: string) => void;
  /** Loads CurrentUser into the session (tests inject a fake). */
  load?: () => Promise<void>;
}

/** Text to show for a failed session load: strings as they are, errors already toasted by http not again. */
function failureText(err: unknown, hasError: string): string | null {
  if (typeof err === 'string') return err;
  if (err && typeof err === 'object' && (err as { notified?: boolean }).notified) return null;
  return hasError;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', height: '100vh', alignItems: 'center', justifyContent: 'center' }}>
      <Spin size="large" description={t('app.loading')} />
    </div>
  );
}

export function RouteGuard({ children, notify, load = ensureSession }: RouteGuardProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const { pathname, search } = location;
  const fullPath = `${pathname}${search}`;

  // A flow link carries the token of its recipient: it replaces the stored one (and so the loaded user).
  const linkToken = pathname === '/workFlowDetail' ? new URLSearchParams(search).get('token') : null;
  const replacingToken = !!linkToken && linkToken !== session.token;
  const mustLoad = !!session.token && !session.loaded && !replacingToken && pathname !== '/login';

  useEffect(() => {
    if (replacingToken) setToken(linkToken, false);
  }, [replacingToken, linkToken]);

  useEffect(() => {
    if (!mustLoad) return;
    let live = true;
    // On failure the reset token makes the render below send the user to /login?redirect=<this path>.
    load().catch((err: unknown) => {
      if (!live) return;
      resetSession();
      const text = failureText(err, t('session.hasError'));
      if (text) notify(text);
    });
    return () => {
      live = false;
    };
  }, [mustLoad, load, notify, t]);

  usePageTitle(pathname, session);

  if (replacingToken) return <Loading />;
  if (!session.token) {
    return isPublicPath(pathname) ? <>{children}</> : <Navigate to={loginRedirect(fullPath)} replace />;
  }
  if (session.locked && pathname !== '/login' && pathname !== '/lockScreen') return <Navigate to="/lockScreen" replace />;
  if (pathname === '/login') return <Navigate to={redirectTarget(search)} replace />;
  if (!session.loaded) return <Loading />;
  return <>{children}</>;
}
