// The user box: users only; confirming with nobody warns 请选择{title}.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ok } from './harness';
import { renderWithProviders, setTestData } from '../../testing';
import { UserBox } from './UserBox';

const get = vi.fn();
const post = vi.fn();
setTestData({ get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a) });

beforeEach(() => {
  get.mockReset(); post.mockReset();
  post.mockImplementation((url: string) => {
    if (url === '/api/permission/Users/ImUser/Selector/0') return ok({ list: [{ id: 'org-hq', fullName: '岐元堂', type: 'company', hasChildren: true }] });
    if (url === '/api/permission/Users/getSubordinates') return ok({ list: [{ id: 'u-wang', fullName: '王芳/wangfang', type: 'user' }] });
    return Promise.reject(new Error(url));
  });
});
afterEach(cleanup);

const source = () => within(screen.getByTestId('picker-source'));
const picked = () => within(screen.getByTestId('picker-selected')).queryAllByTestId('picked-item').map((e) => e.textContent);

describe('user box', () => {
  it('warns 请选择审批人 on an empty confirm, refuses an organisation, and confirms a user', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<UserBox open onConfirm={onConfirm} onCancel={() => {}} />);
    expect(screen.getByText('审批人')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请选择审批人')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(await source().findByText('岐元堂'));
    expect(picked()).toEqual([]);
    fireEvent.click(screen.getByRole('tab', { name: '我的下属' }));
    fireEvent.click(await source().findByText('王芳/wangfang'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onConfirm).toHaveBeenCalledWith(['u-wang'], [expect.objectContaining({ id: 'u-wang', fullName: '王芳/wangfang' })]);
  });

  it('names its own title in the warning; cancel reports back', async () => {
    const onCancel = vi.fn();
    renderWithProviders(<UserBox open title="抄送人" onConfirm={() => {}} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请选择抄送人')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
