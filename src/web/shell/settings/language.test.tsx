/**
 * Issue item 5: the chosen language reaches the shell strings, antd's own texts, dayjs and the form engine's
 * validation messages alike (the app's one i18next instance, through AppProviders).
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { Empty } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../../../engine/types';
import { compileForWeb, LoomForm, type LoomFormHandle } from '../../../../renderers';
import { AppProviders } from '../../App';
import { setLanguage, type Language } from '../../i18n';

vi.mock('../../api/http', () => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));

const supplier: FieldDef = { __vModel__: 'supplier', __config__: { jnpfKey: 'comInput', label: '供应商', required: true, visibility: ['pc'] } };

function Title() {
  const { t } = useTranslation();
  return <h1>{t('settings.title')}</h1>;
}

afterEach(cleanup);
afterAll(() => setLanguage('zh-CN'));

const cases: [Language, { title: string; empty: string; required: string; month: string }][] = [
  ['zh-CN', { title: '主题设置', empty: '暂无数据', required: '供应商不能为空', month: '一月' }],
  ['zh-TW', { title: '主題設置', empty: '暫無資料', required: '供应商不能為空', month: '一月' }],
  ['en', { title: 'Theme settings', empty: 'No data', required: '供应商 is required', month: 'January' }],
];

describe('language', () => {
  it.each(cases)('%s: shell strings, antd texts, dayjs and form validation messages follow', async (lang, want) => {
    await setLanguage(lang);
    const form = createRef<LoomFormHandle>();
    render(
      <AppProviders>
        <Title />
        <Empty />
        <LoomForm compiled={compileForWeb({ fields: [supplier] })} formData={{}} onSubmit={vi.fn()} formRef={form} />
      </AppProviders>,
    );
    expect(screen.getByRole('heading').textContent).toBe(want.title);
    expect(screen.getAllByText(want.empty).length).toBeGreaterThan(0);
    expect(dayjs('2024-01-15').format('MMMM')).toBe(want.month);
    act(() => form.current!.submit());
    expect(await screen.findByText(want.required)).toBeTruthy();
  });

  it('switching while the app is open re-renders the messages in the new language', async () => {
    await setLanguage('zh-CN');
    render(
      <AppProviders>
        <Title />
        <Empty />
      </AppProviders>,
    );
    expect(screen.getByText('主题设置')).toBeTruthy();
    await act(() => setLanguage('en'));
    expect(screen.getByText('Theme settings')).toBeTruthy();
    expect(screen.getAllByText('No data').length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe('en');
  });
});
