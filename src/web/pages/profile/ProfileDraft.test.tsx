// The 基本信息 edit form keeps what its user typed when the session ends (or the screen locks), offers it back above
// the profile once the same user opens the page again, and a save removes it; a form nobody changed keeps nothing,
// and no password typed in the reset-password dialog opened from the profile is ever kept.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import type { UserInfo } from '../../../engine/types';
import { setLanguage } from '../../i18n';
import { resetSession, setLocked, setSessionData, setToken } from '../../session/store';
import { closePasswordDialog } from '../../shell/password/dialogState';
import { PasswordHost } from '../../shell/password/PasswordHost';
import ProfilePage from './ProfilePage';
import { CURRENT, baseInfo, mountProfile, serveGets, signIn } from './testing';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../api/http', () => ({ http }));

const KEY = 'loom_draft:u1:profile:baseInfo';
const stored = () => sessionStorage.getItem(KEY);
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const edit = async () => {
  fireEvent.click(await screen.findByTestId('profile-edit'));
  return screen.findByTestId('profile-base-form');
};

beforeAll(() => setLanguage('zh-CN'));
beforeEach(() => {
  resetSession();
  sessionStorage.clear();
  signIn();
  Object.values(http).forEach((f) => f.mockReset());
  serveGets(http.get, { [`${CURRENT}/BaseInfo`]: baseInfo() });
  http.put.mockResolvedValue({ code: 200, msg: '修改成功', data: null });
});

describe('profile drafts', () => {
  it('keeps the typing when the session ends, offers it to its user only, and a save removes it', async () => {
    mountProfile();
    await edit();
    type('profile-input-nativePlace', '安徽亳州');
    type('profile-input-mobilePhone', '13812345678');
    resetSession();
    expect(stored()).toContain('安徽亳州');
    cleanup();

    // Another account signing in on this browser is not offered it.
    setToken('Bearer t2', false);
    setSessionData({ userInfo: { userId: 'u2' } as UserInfo, menus: [], routes: [], permissions: [], sysConfig: null });
    mountProfile();
    await screen.findByTestId('profile-edit');
    expect(screen.queryByTestId('dm-draft')).toBeNull();
    cleanup();

    // Its user is: restoring opens the form with the typing and the rest of the profile as it was.
    signIn();
    mountProfile();
    fireEvent.click(await screen.findByTestId('dm-draft-restore'));
    await screen.findByTestId('profile-base-form');
    expect(input('profile-input-nativePlace').value).toBe('安徽亳州');
    expect(input('profile-input-mobilePhone').value).toBe('13812345678');
    expect(input('profile-input-realName').value).toBe('张伟');
    expect(screen.queryByTestId('dm-draft')).toBeNull();
    // Restored and untouched is still unsaved: the lock screen keeps it again.
    act(() => setLocked(true, '/profile'));
    act(() => setLocked(false));
    expect(stored()).toContain('安徽亳州');
    cleanup();

    mountProfile();
    fireEvent.click(await screen.findByTestId('dm-draft-restore'));
    await screen.findByTestId('profile-base-form');
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(http.put).toHaveBeenCalledTimes(1));
    expect(http.put.mock.calls[0][1]).toMatchObject({ nativePlace: '安徽亳州', mobilePhone: '13812345678', realName: '张伟',
      gender: 1, birthday: new Date(1990, 4, 20).getTime() });
    await screen.findByTestId('profile-base-view');
    expect(stored()).toBeNull();
    resetSession();
    expect(stored()).toBeNull();
  });

  it('keeps nothing when nothing was changed, or a change was undone', async () => {
    mountProfile();
    await edit();
    resetSession();
    expect(stored()).toBeNull();
    cleanup();

    signIn();
    mountProfile();
    await edit();
    type('profile-input-nativePlace', '安徽亳州');
    type('profile-input-nativePlace', '');
    resetSession();
    expect(stored()).toBeNull();
  });

  it('stops offering the draft once the profile is saved without it', async () => {
    mountProfile();
    await edit();
    type('profile-input-nativePlace', '安徽亳州');
    resetSession();
    cleanup();

    signIn();
    mountProfile();
    await screen.findByTestId('dm-draft');
    await edit();
    type('profile-input-education', '本科');
    fireEvent.click(screen.getByTestId('profile-save'));
    await screen.findByTestId('profile-base-view');
    expect(stored()).toBeNull();
    expect(screen.queryByTestId('dm-draft')).toBeNull();
  });

  it('never keeps a password typed in the dialog the profile opens', async () => {
    serveGets(http.get, { [`${CURRENT}/BaseInfo`]: baseInfo(), '/api/system/SysConfig': { sysName: 'Loom' } });
    render(
      <AntApp>
        <MemoryRouter initialEntries={['/profile']}>
          <ProfilePage />
          <PasswordHost />
        </MemoryRouter>
      </AntApp>,
    );
    await edit();
    type('profile-input-nativePlace', '安徽亳州');
    fireEvent.click(await screen.findByTestId('profile-tab-password'));
    fireEvent.click(await screen.findByTestId('profile-password-open'));
    await screen.findByTestId('password-form');
    type('password-old', 'Old#Secret1');
    type('password-new', 'New#Secret2');
    type('password-repeat', 'New#Secret2');
    resetSession();
    act(() => closePasswordDialog());
    const kept = [sessionStorage, localStorage].flatMap((s) => Object.keys(s).map((k) => s.getItem(k) ?? '')).join('\n');
    expect(kept).toContain('安徽亳州');
    expect(kept).not.toMatch(/Secret/);
  });
});
