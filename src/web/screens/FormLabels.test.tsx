// The role form's 组织/全局 radio drawn with the form file's option labels in the user's language.
import { describe, expect, it, vi } from 'vitest';
import { useState, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { makeI18n } from '../testing';
import roleForm from '../../../schemas/screens/permission/forms/role.form.json';
import type { ScreenFormFile } from '../../engine/screen';
import { WebServices } from '../services';
import { ScreenFormBody } from './ScreenForm';

const { http } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('../api/http', () => ({ http, RequestError: class extends Error {} }));
vi.setConfig({ testTimeout: 30_000 });

function Wrap({ children, lang }: { children: ReactNode; lang: 'zh-CN' | 'en' }) {
  const [qc] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [i18n] = useState(() => makeI18n(lang));
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={qc}>
        <ConfigProvider theme={{ token: { motion: false } }}><App><WebServices>{children}</WebServices></App></ConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

const draw = (lang: 'zh-CN' | 'en') => render(<ScreenFormBody form={roleForm as unknown as ScreenFormFile}
  initial={{ globalMark: 1 }} onSubmit={vi.fn()} />, { wrapper: ({ children }) => <Wrap lang={lang}>{children}</Wrap> });

describe('option labels of a form file', () => {
  it('draws the role type options in English', async () => {
    draw('en');
    expect(await screen.findByRole('radio', { name: 'Organisation' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Global' })).toBeTruthy();
    expect(screen.queryByText('组织')).toBeNull();
    expect(screen.getByText('Role type')).toBeTruthy();
  });

  it('draws them in zh-CN from the form itself', async () => {
    draw('zh-CN');
    expect(await screen.findByRole('radio', { name: '组织' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '全局' })).toBeTruthy();
  });
});
