/**
 * Test helpers: the providers the shell puts above the form engine (i18next `form` namespace, react-query, antd App,
 * and the web app's services). Test wiring, like the tests themselves: it assembles the web app's real services so
 * a test that replaces src/web/api/http (vi.mock) sees every renderer's calls; renderer code proper never imports
 * src/web (eslint.config.js).
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { formMessages } from '../src/web/i18n/formNamespace';
import { WebServices } from '../src/web/services';
import { ServicesProvider, type SessionService } from './services';
import type { UserInfo } from '../src/engine/types';

/**
 * The signed-in user the renderers see through the session service, for tests that need one (null: the web
 * app's own session store answers). Set it in a test's beforeEach; renderers read it through useUser().
 */
let testUser: UserInfo | null = null;
const testSession: SessionService = { useUser: () => testUser };
export function signInForTest(user: UserInfo | null) {
  testUser = user;
}

export function makeI18n(lng: 'zh-CN' | 'zh-TW' | 'en' = 'zh-CN') {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'zh-CN',
    ns: ['form'],
    defaultNS: 'form',
    resources: Object.fromEntries(Object.entries(formMessages).map(([k, v]) => [k, { form: v }])),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [qc] = useState(() => client ?? new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [i18n] = useState(() => makeI18n());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={qc}>
        {/* No motion: dialogs open and close at once, as in a test nothing waits for animations. */}
        <ConfigProvider theme={{ token: { motion: false } }}>
          <App>
            <WebServices>
              {testUser ? <ServicesProvider value={{ session: testSession }}>{children}</ServicesProvider> : children}
            </WebServices>
          </App>
        </ConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

export function renderWithProviders(ui: ReactElement, client?: QueryClient) {
  return render(ui, { wrapper: ({ children }) => <Providers client={client}>{children}</Providers> });
}
