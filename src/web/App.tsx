/** The web app: react-query, antd (locale following the language), i18n, the router with its guard. */
// antd's component styles, prebuilt (the theme runs antd in zero-runtime mode: see shell/settings/theme.ts).
import 'antd/dist/antd.css';
import { useMemo, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import enUS from 'antd/locale/en_US';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { i18n, normaliseLanguage, type Language } from './i18n';
import { AppRoutes } from './router/AppRoutes';
import { RouteGuard } from './router/RouteGuard';
import { ScrollToTop } from './shell/ScrollToTop';
import { ShellBridge, useErrorToast } from './shell/ShellBridge';
import { WebServices } from './services';
import { storedComponentSize, useThemeConfig } from './shell/settings/theme';

const ANTD_LOCALE: Record<Language, Locale> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en: enUS };

function GuardedRoutes() {
  // Stable across renders, so the guard's load effect does not re-run on every render.
  const notify = useErrorToast();
  return (
    <RouteGuard notify={notify}>
      <AppRoutes />
    </RouteGuard>
  );
}

/**
 * antd's ConfigProvider (locale following the language; theme colour, dark navigation and component size from the
 * shell settings, see shell/settings/theme.ts) and App (message, modal, notification).
 */
function AntdProviders({ children }: { children: ReactNode }) {
  const { i18n: active } = useTranslation();
  const locale = ANTD_LOCALE[normaliseLanguage(active.language) ?? 'zh-CN'];
  const theme = useThemeConfig();
  // Read once: nothing in the shell changes the stored size while the app runs.
  const [componentSize] = useState(storedComponentSize);
  return (
    <ConfigProvider locale={locale} theme={theme} componentSize={componentSize}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

/**
 * The providers every page of the app sits in, the renderers' services included; the file preview
 * (src/web/preview) uses them too and overrides the services it fakes.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const queryClient = useMemo(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
    [],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <AntdProviders>
          <WebServices>{children}</WebServices>
        </AntdProviders>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

export default function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <ShellBridge />
        <ScrollToTop />
        <GuardedRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
