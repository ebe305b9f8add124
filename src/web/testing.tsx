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

/** An i18next instance with the renderers' and the pages' strings as the `form` namespace. */
export const makeI18n = (lng: 'zh-CN' | 'zh-TW' | 'en' = 'zh-CN') => makeI18nWith(formMessages, lng);

export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [i18n] = useState(() => makeI18n());
  return <RendererProviders client={client} i18n={i18n} services={webServices}>{children}</RendererProviders>;
}

export function renderWithProviders(ui: ReactElement, client?: QueryClient) {
  return render(ui, { wrapper: ({ children }) => <Providers client={client}>{children}</Providers> });
}
