/**
 * Test helpers: the providers a host puts above the form engine (i18next `form` namespace, react-query, antd App)
 * and test services in place of the app's: the API answered by whatever the test sets (`setTestData`), the
 * signed-in user it sets (`signInForTest`) and a print service that records what it was asked to print. Nothing
 * here (and no renderer test) imports the web app: renderers are tested as any host would use them.
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { formMessages } from './i18n';
import { ServicesProvider, type DataService, type PrintRequest, type Services } from './services';
import type { Envelope, UserInfo } from '../src/engine/types';

/**
 * The signed-in user the renderers see through the session service (null: nobody). Set it in a test's beforeEach;
 * renderers read it through useUser().
 */
let testUser: UserInfo | null = null;
export function signInForTest(user: UserInfo | null) {
  testUser = user;
}

type Answer = (...args: never[]) => Promise<Envelope<unknown>> | Envelope<unknown>;
/** What a test answers the API with: any of the data service's calls (each resolving with an envelope). */
export type TestData = Partial<Record<'get' | 'post' | 'put' | 'delete', Answer>> & { fileSrc?: DataService['fileSrc'] };
let testData: TestData = {};

/**
 * Answers the renderers' API calls for the tests that follow: `get`, `post`, `put`, `delete` receive the
 * arguments the renderer passed (url, then params or body) and return the envelope. A call the test did not
 * answer is refused with an error naming it. A test file usually sets it once with its vi.fn()s.
 */
export function setTestData(data: TestData) {
  testData = data;
}

/** Like the web's data service, a non-200 envelope is refused (the host would have told the user). */
async function settle<T>(env: Envelope<unknown> | undefined, what: string): Promise<Envelope<T>> {
  if (!env) throw new Error(`test data: ${what} answered nothing`);
  if (env.code !== 200) throw Object.assign(new Error(env.msg), { envelope: env });
  return env as Envelope<T>;
}

const call = (method: 'get' | 'post' | 'put' | 'delete') => async <T,>(...args: unknown[]): Promise<Envelope<T>> => {
  const answer = testData[method] as ((...a: unknown[]) => Promise<Envelope<unknown>> | Envelope<unknown>) | undefined;
  if (!answer) throw new Error(`test data: no answer for ${method.toUpperCase()} ${String(args[0])}`);
  return settle<T>(await answer(...args), `${method.toUpperCase()} ${String(args[0])}`);
};

/** The data service of the tests: each call looks the test's answers up when made. */
export const testDataService: DataService = {
  get: call('get'),
  post: call('post'),
  put: call('put'),
  delete: call('delete'),
  fileSrc: (url) => (testData.fileSrc ? testData.fileSrc(url) : url ?? ''),
};

/** What the tests' print service was asked to print, in order. */
export const printedForTest: PrintRequest[] = [];

const testServices: Services = {
  data: testDataService,
  session: { useUser: () => testUser },
  print: { usePrint: () => ({ print: (req) => { printedForTest.push(req); }, node: null }) },
};

type Lang = 'zh-CN' | 'zh-TW' | 'en';

/** An i18next instance holding `messages` as the `form` namespace (a host adds its pages' strings to it). */
export function makeI18nWith(messages: Record<Lang, object>, lng: Lang = 'zh-CN'): I18n {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'zh-CN',
    ns: ['form'],
    defaultNS: 'form',
    resources: Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, { form: v }])),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

/** The renderers' own strings as the `form` namespace. */
export const makeI18n = (lng: Lang = 'zh-CN') => makeI18nWith(formMessages, lng);

export interface ProvidersProps {
  children: ReactNode;
  client?: QueryClient;
  /** Services over the test ones (a host's own, or one fake). */
  services?: Partial<Services>;
  /** The i18next instance (default: the renderers' strings in zh-CN). */
  i18n?: I18n;
}

export function Providers({ children, client, services, i18n: given }: ProvidersProps) {
  const [qc] = useState(() => client ?? new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [i18n] = useState(() => given ?? makeI18n());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={qc}>
        {/* No motion: dialogs open and close at once, as in a test nothing waits for animations. */}
        <ConfigProvider theme={{ token: { motion: false } }}>
          <App>
            <ServicesProvider value={testServices}>
              {services ? <ServicesProvider value={services}>{children}</ServicesProvider> : children}
            </ServicesProvider>
          </App>
        </ConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

export function renderWithProviders(ui: ReactElement, client?: QueryClient, services?: Partial<Services>) {
  return render(ui, { wrapper: ({ children }) => <Providers client={client} services={services}>{children}</Providers> });
}
