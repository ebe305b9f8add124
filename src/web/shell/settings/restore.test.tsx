import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CurrentUserData, UserInfo } from '../../../engine/types';
import { currentLanguage, setLanguage } from '../../i18n';
import { loadSession } from '../../session/load';
import { getSession, resetSession, subscribeSession } from '../../session/store';
import LoginPage from '../login/LoginPage';
import { getShell, resetShellForTests, SETTINGS_KEY, updateSettings } from './store';
import { resetRestoreForTests } from './restore';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../api/http', () => ({ http }));

function currentUser(info: Partial<UserInfo>): CurrentUserData {
  return {
    menuList: [],
    routerList: [{ id: 's1', fullName: '主系统', enCode: 's1', type: 0, children: [
      { id: 'm1', fullName: '采购订单', enCode: 'po', type: 3, urlAddress: 'purchase/order', linkTarget: '_self', propertyJson: '{"moduleId":"vd9"}' },
    ] }],
    permissionList: [],
    userInfo: { userId: '1', userAccount: 'admin', userName: '管理员', systemIds: [{ id: 's1', name: '主系统', currentSystem: true }], ...info },
    sysConfigInfo: { sysName: 'Loom', sysVersion: '1', logoIcon: '', navigationIcon: '', copyright: '' },
  } as unknown as CurrentUserData;
}

const layout = () => getShell().settings.layoutType;
const storedLayout = () => (JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as { layoutType?: string }).layoutType;

beforeEach(async () => {
  localStorage.clear();
  resetShellForTests();
  resetSession();
  resetRestoreForTests();
  Object.values(http).forEach((f) => f.mockReset());
  http.put.mockResolvedValue({ code: 200, msg: '', data: null });
  await setLanguage('zh-CN');
});
afterEach(cleanup);

describe('restore from CurrentUser (loadSession)', () => {
  it('applies the layout and the language stored on the server, and remembers them locally', async () => {
    await loadSession(async () => currentUser({ theme: 'plain', language: 'en' }));
    expect(layout()).toBe('plain');
    expect(storedLayout()).toBe('plain');
    expect(currentLanguage()).toBe('en');
    expect(localStorage.getItem('loom_language')).toBe('en');
    expect(getSession().loaded).toBe(true);
    // Restoring is not a new choice: nothing is sent back.
    expect(http.put).not.toHaveBeenCalled();
  });

  it('reads the server spelling zhtw and takes an unknown layout as classic', async () => {
    updateSettings({ layoutType: 'blend' });
    await loadSession(async () => currentUser({ theme: 'sideways', language: 'zhtw' }));
    expect(layout()).toBe('classic');
    expect(currentLanguage()).toBe('zh-TW');
  });

  it('leaves this browser choices alone when the answer has neither', async () => {
    updateSettings({ layoutType: 'functional' });
    await setLanguage('en');
    await loadSession(async () => currentUser({}));
    expect(layout()).toBe('functional');
    expect(currentLanguage()).toBe('en');
  });

  it('brings the language back after a re-login with cleared storage (a fresh page load)', async () => {
    cleanup();
    localStorage.clear();
    vi.resetModules();
    const i18n = await import('../../i18n');
    const shell = await import('./store');
    const { loadSession: freshLoad } = await import('../../session/load');
    // jsdom's browser language is English: with nothing stored that is where a new page starts.
    expect(i18n.currentLanguage()).toBe('en');
    expect(shell.getShell().settings.layoutType).toBe('classic');
    await freshLoad(async () => currentUser({ theme: 'blend', language: 'zh-TW' }));
    expect(i18n.currentLanguage()).toBe('zh-TW');
    expect(shell.getShell().settings.layoutType).toBe('blend');
  });
});

describe('restore from the Login answer (LoginPage)', () => {
  function signIn(theme: string) {
    http.get.mockResolvedValue({ code: 200, msg: '', data: { enableVerificationCode: 0, verificationCodeNumber: 4 } });
    http.post.mockResolvedValue({ code: 200, msg: 'Success', data: { token: 'Bearer jwt-1', theme } });
    render(
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByTestId('login-account'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'admin123' } });
  }
  const submit = () => fireEvent.click(screen.getByTestId('login-submit'));

  it('applies the layout of the Login answer as soon as the token is stored', async () => {
    signIn('functional');
    let layoutAtToken: string | null = null;
    const stop = subscribeSession(() => {
      if (getSession().token && layoutAtToken === null) layoutAtToken = layout();
    });
    submit();
    await waitFor(() => expect(getSession().token).toBe('Bearer jwt-1'));
    stop();
    expect(layoutAtToken).toBe('functional');
    expect(storedLayout()).toBe('functional');
  });

  it('an unknown layout in the Login answer means classic', async () => {
    updateSettings({ layoutType: 'plain' });
    signIn('whatever');
    submit();
    await waitFor(() => expect(getSession().token).toBe('Bearer jwt-1'));
    expect(layout()).toBe('classic');
  });

  it('without a choice on the login page the server language wins after sign-in', async () => {
    signIn('classic');
    submit();
    await waitFor(() => expect(getSession().token).toBe('Bearer jwt-1'));
    await loadSession(async () => currentUser({ theme: 'classic', language: 'en' }));
    expect(currentLanguage()).toBe('en');
    expect(http.put).not.toHaveBeenCalled();
  });

  it('a language picked on the login page is kept and saved on the server instead', async () => {
    signIn('classic');
    await act(() => setLanguage('en'));
    submit();
    await waitFor(() => expect(getSession().token).toBe('Bearer jwt-1'));
    await loadSession(async () => currentUser({ theme: 'classic', language: 'zh-CN' }));
    expect(currentLanguage()).toBe('en');
    expect(http.put).toHaveBeenCalledWith('/api/permission/Users/Current/SystemLanguage', { language: 'en' });
    // Only that once: the next load (a reload) follows the server again.
    await loadSession(async () => currentUser({ theme: 'classic', language: 'zh-TW' }));
    expect(currentLanguage()).toBe('zh-TW');
    expect(http.put).toHaveBeenCalledTimes(1);
  });
});
