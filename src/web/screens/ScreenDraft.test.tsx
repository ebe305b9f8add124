// A screen form's typing is kept as its user's draft when the session ends (or the screen locks) with the dialog
// open, offered back when the same user opens the same form again, and removed by a successful save.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import roleForm from '../../../schemas/screens/permission/forms/role.form.json';
import type { ScreenFormFile } from '../../engine/screen';
import type { UserInfo } from '../../engine/types';
import { resetSession, setLocked, setSessionData } from '../session/store';
import { keepUnsavedWork } from '../session/drafts';
import { ScreenFormDialog } from './ScreenForm';
import { ScreenPage } from './ScreenPage';
import type { ServedScreen } from '../../engine/screen';

const { http } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('../api/http', () => ({ http, RequestError: class extends Error {} }));
vi.setConfig({ testTimeout: 30_000 });

const KEY = 'screen:/api/permission/Role:role:';
const stored = () => sessionStorage.getItem(`loom_draft:u1:${KEY}`);
const signIn = (userId = 'u1') =>
  setSessionData({ userInfo: { userId } as UserInfo, menus: [], routes: [], permissions: [], sysConfig: null as never });
const open = (onSubmit = vi.fn(() => Promise.resolve())) => renderWithProviders(
  <ScreenFormDialog title="新建" formRef={{ file: 'role.form.json' }} form={roleForm as unknown as ScreenFormFile} initial={{}}
    draftKey={KEY} onSubmit={onSubmit} onClose={vi.fn()} />,
);
const nameInput = async () => (await screen.findByLabelText(/角色名称/)) as HTMLInputElement;

beforeEach(() => {
  sessionStorage.clear();
  signIn();
});

describe('screen form drafts', () => {
  it('keeps nothing when nothing was typed, and the typing when the session ends', async () => {
    let dialog = open();
    await nameInput();
    resetSession();
    expect(stored()).toBeNull();
    dialog.unmount();

    signIn();
    dialog = open();
    fireEvent.change(await nameInput(), { target: { value: '仓库管理员' } });
    resetSession();
    expect(stored()).toContain('仓库管理员');
    dialog.unmount();

    // Another account on this browser is not offered it.
    signIn('u2');
    dialog = open();
    await nameInput();
    expect(screen.queryByTestId('dm-draft')).toBeNull();
    dialog.unmount();
  });

  it('offers the draft back to its user, keeps it again on lock, and a save removes it', async () => {
    let dialog = open();
    fireEvent.change(await nameInput(), { target: { value: '仓库管理员' } });
    setLocked(true, '/permission/role');
    setLocked(false);
    expect(stored()).toContain('仓库管理员');
    dialog.unmount();

    dialog = open();
    fireEvent.click(await screen.findByTestId('dm-draft-restore'));
    await waitFor(async () => expect((await nameInput()).value).toBe('仓库管理员'));
    // Restored and untouched is still unsaved.
    resetSession();
    expect(stored()).toContain('仓库管理员');
    dialog.unmount();

    signIn();
    const onSubmit = vi.fn(() => Promise.resolve());
    dialog = open(onSubmit);
    fireEvent.click(await screen.findByTestId('dm-draft-restore'));
    fireEvent.change(await screen.findByLabelText(/角色编码/), { target: { value: 'store' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    await waitFor(() => expect(stored()).toBeNull());
    dialog.unmount();
  });

  it('a form on the page keeps its typing when the session ends, offers it back, and keeps nothing once saved', async () => {
    const doc = {
      title: '角色', api: { get: { method: 'GET', url: '/api/x/Settings' }, update: { method: 'PUT', url: '/api/x/Settings' } },
      page: { template: 'form', form: 'main' }, forms: { main: { file: 'role.form.json' } },
      formFiles: { 'role.form.json': roleForm },
    } as unknown as ServedScreen;
    const pageKey = 'loom_draft:u1:screen:/api/x/Settings:page';
    http.get.mockImplementation(() => Promise.resolve({ code: 200, msg: '', data: { fullName: '管理员', enCode: 'admin', globalMark: 1 } }));
    http.put.mockImplementation(() => Promise.resolve({ code: 200, msg: '保存成功', data: null }));
    let page = renderWithProviders(<ScreenPage doc={doc} granted={null} />);
    expect((await nameInput()).value).toBe('管理员');
    resetSession();
    expect(sessionStorage.getItem(pageKey)).toBeNull();
    page.unmount();

    signIn();
    page = renderWithProviders(<ScreenPage doc={doc} granted={null} />);
    fireEvent.change(await nameInput(), { target: { value: '超级管理员' } });
    resetSession();
    expect(sessionStorage.getItem(pageKey)).toContain('超级管理员');
    page.unmount();

    signIn();
    page = renderWithProviders(<ScreenPage doc={doc} granted={null} />);
    fireEvent.click(await screen.findByTestId('dm-draft-restore'));
    await waitFor(async () => expect((await nameInput()).value).toBe('超级管理员'));
    http.get.mockImplementation(() => Promise.resolve({ code: 200, msg: '', data: { fullName: '超级管理员', enCode: 'admin', globalMark: 1 } }));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(http.put).toHaveBeenCalled());
    // Read back after the save: the stored values are no typing.
    await waitFor(() => expect(http.get).toHaveBeenCalledTimes(4));
    await waitFor(() => expect(sessionStorage.getItem(pageKey)).toBeNull());
    // Once the form starts again from what was read back, the session ending keeps nothing.
    await waitFor(() => {
      sessionStorage.clear();
      keepUnsavedWork();
      expect(sessionStorage.getItem(pageKey)).toBeNull();
    });
    page.unmount();
  });
});
