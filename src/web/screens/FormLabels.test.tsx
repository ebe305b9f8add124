// The role form's 组织/全局 radio drawn with the form file's option labels in the user's language.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import roleForm from '../../../schemas/screens/permission/forms/role.form.json';
import type { ScreenFormFile } from '../../engine/screen';
import { ScreenFormBody } from './ScreenForm';

const { http } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('../api/http', () => ({ http, RequestError: class extends Error {} }));
vi.setConfig({ testTimeout: 30_000 });

const draw = (lang: 'zh-CN' | 'en') => renderWithProviders(<ScreenFormBody form={roleForm as unknown as ScreenFormFile}
  initial={{ globalMark: 1 }} onSubmit={vi.fn()} />, { lang });

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
