/** The route table: public pages, fixed pages under the layout, the routes built from the menu, and 404. */
import { lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/store';
import { FIXED_ROUTES, PUBLIC_PATHS } from './paths';
import { MenuRouteView } from './MenuRouteView';
import { PageBoundary } from './PageBoundary';
import { NotAvailablePage } from '../pages/system/NoticePage';

const AppLayout = lazy(() => import('../shell/layout/AppLayout'));
const LoginPage = lazy(() => import('../shell/login/LoginPage'));
const LockScreenPage = lazy(() => import('../shell/lock/LockScreenPage'));
const HomePage = lazy(() => import('../pages/home/HomePage'));
const NotFoundPage = lazy(() => import('../pages/system/NotFoundPage'));
const ExternalLinkPage = lazy(() => import('../pages/system/ExternalLinkPage'));
const PreviewModelPage = lazy(() => import('../pages/previewModel/index'));
const ProfilePage = lazy(() => import('../pages/profile/ProfilePage'));
const MessageRecordPage = lazy(() => import('../pages/messageRecord/MessageRecordPage'));

/** Fixed pages that exist now; the others show a plain 'not available yet'. */
const BUILT: Record<string, React.ComponentType> = {
  '/home': HomePage,
  '/404': NotFoundPage,
  '/externalLink': ExternalLinkPage,
  '/previewModel': PreviewModelPage,
  '/profile': ProfilePage,
  '/messageRecord': MessageRecordPage,
};

function Placeholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return <NotAvailablePage title={t(titleKey)} />;
}

export function AppRoutes() {
  const { routes } = useSession();
  const { pathname } = useLocation();
  const fixed = new Set(FIXED_ROUTES.map((r) => r.path));
  return (
    <PageBoundary resetKey={pathname}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/lockScreen" element={<LockScreenPage />} />
        {PUBLIC_PATHS.filter((p) => p !== '/login' && p !== '/lockScreen').map((p) => (
          <Route key={p} path={p} element={<NotAvailablePage title={p.slice(1)} />} />
        ))}
        <Route element={<AppLayout />}>
          <Route index element={<Navigate to="/home" replace />} />
          {/* Inside the layout, so a tab's refresh remounts that page alone (not the shell and the page cache). */}
          <Route path="/redirect/*" element={<RedirectHelper />} />
          {FIXED_ROUTES.map(({ path, titleKey }) => {
            const Page = BUILT[path];
            return <Route key={path} path={path} element={Page ? <Page /> : <Placeholder titleKey={titleKey} />} />;
          })}
          {routes
            .filter((r) => !fixed.has(r.path))
            .map((r) => (
              <Route key={r.path} path={r.path} element={<MenuRouteView key={r.path} route={r} />} />
            ))}
        </Route>
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </PageBoundary>
  );
}

/** /redirect/<path>: replaces itself with /<path>, which remounts that page (used to refresh a tab). */
function RedirectHelper() {
  const { pathname, search } = useLocation();
  return <Navigate to={`${pathname.replace(/^\/redirect/, '') || '/'}${search}`} replace />;
}
