/**
 * Test helpers of the web app's own tests: the renderers' test providers (renderers/testing.tsx) with the web
 * app's services (the axios instance, so a vi.mock of api/http sees every call; the session store; print) and the
 * `form` namespace with the pages' strings added (formNamespace). Renderer tests use renderers/testing.tsx alone.
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { makeI18nWith, Providers as RendererProviders } from '../../renderers/testing';
import { formMessages } from './i18n/formNamespace';
import { webServices } from './services';

export type Lang = 'zh-CN' | 'zh-TW' | 'en';

/** An i18next instance with the renderers' and the pages' strings as the `form` namespace. */
export const makeI18n = (lng: Lang = 'zh-CN') => makeI18nWith(formMessages, lng);

export interface ProvidersOptions {
  /** The react-query client (default: a fresh one that does not retry). */
  client?: QueryClient;
  /** The user's language the page is drawn in (default zh-CN). */
  lang?: Lang;
}

/** What App.tsx puts above a page, as a test needs it: strings, react-query, antd's App without motion, services. */
export function Providers({ children, client, lang = 'zh-CN' }: ProvidersOptions & { children: ReactNode }) {
  const [i18n] = useState(() => makeI18n(lang));
  return <RendererProviders client={client} i18n={i18n} services={webServices}>{children}</RendererProviders>;
}

export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  return render(ui, { wrapper: ({ children }) => <Providers {...options}>{children}</Providers> });
}
