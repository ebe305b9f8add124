import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../api/http', () => ({ http }));

import type { MenuItem, SystemRef } from '../../../engine/types';
import { currentLanguage, setLanguage } from '../../i18n';
import { getSession, resetSession } from '../../session/store';
import { resetShellForTests } from '../settings/store';
import { LanguageSwitch } from './LanguageSwitch';
import { mainTree, mountNavbar, signIn, user, where } from './testSetup';

// antd renders slowly on a busy 2-core machine; these wait for an outcome, they do not time it.
const slow = { timeout: 5000 };

const MAIN: SystemRef = { id: 'sys-main', name: '岐元堂业务系统', currentSystem: true };
const TRACE: SystemRef = { id: 'sys-trace', name: '溯源平台', currentSystem: false };
const traceTree: MenuItem[] = [{ id: 'board', fullName: '检验看板', enCode: 'traceBoard', type: 2, urlAddress: 'noticeboard' }];

beforeAll(() => setLanguage('zh-CN'));
beforeEach(() => {
  localStorage.clear();
  resetShellForTests();
  Object.values(http).forEach((f) => f.mockReset());
});
afterEach(async () => {
  cleanup();
  resetSession();
  await setLanguage('zh-CN');
});

async function openUserMenu() {
  fireEvent.click(screen.getByTestId('user-dropdown'));
  await screen.findByTestId('lock-screen', {}, slow);
}

describe('user dropdown', () => {
  it('offers profile, password, lock and logout; no system switch with one system', async () => {
    signIn(user([MAIN]));
    mountNavbar();
    await openUserMenu();
    for (const id of ['profile', 'change-password', 'lock-screen', 'logout']) expect(screen.getByTestId(id)).toBeTruthy();
    expect(screen.queryByTestId('switch-system')).toBeNull();
    fireEvent.click(screen.getByTestId('profile'));
    expect(where()).toBe('/profile');
  });

  it('switches system: lists both with the current marked, saves major, reloads the session and goes home', async () => {
    signIn(user([MAIN, TRACE]));
    http.put.mockResolvedValue({ code: 200, msg: '切换成功' });
    http.get.mockImplementation(async (url: string) => {
      if (url !== '/api/oauth/CurrentUser') throw new Error(`unexpected ${url}`);
      const info = user([{ ...MAIN, currentSystem: false }, { ...TRACE, currentSystem: true }]);
      const routerList = [
        { id: 'sys-main', fullName: MAIN.name, enCode: 'main', type: 0, children: mainTree },
        { id: 'sys-trace', fullName: TRACE.name, enCode: 'trace', type: 0, children: traceTree },
      ];
      return { code: 200, msg: '', data: { menuList: traceTree, routerList, permissionList: [], userInfo: info, sysConfigInfo: null } };
    });
    mountNavbar('/purchase/order');
    await openUserMenu();
    fireEvent.click(screen.getByTestId('switch-system'));

    expect((await screen.findByTestId('system-sys-main', {}, slow)).getAttribute('data-current')).toBe('true');
    expect(screen.getByTestId('system-sys-trace').getAttribute('data-current')).toBe('false');
    // Choosing the current system changes nothing.
    fireEvent.click(screen.getByTestId('system-sys-main'));
    expect(http.put).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('system-sys-trace'));
    await waitFor(() => expect(where()).toBe('/home'), slow);
    expect(http.put).toHaveBeenCalledTimes(1);
    expect(http.put).toHaveBeenCalledWith('/api/permission/Users/Current/major', { majorId: 'sys-trace', majorType: 'System' });
    expect(http.get).toHaveBeenCalledTimes(1);
    expect(http.put.mock.invocationCallOrder[0]).toBeLessThan(http.get.mock.invocationCallOrder[0]);
    // The menu is now the traceability system's.
    expect(getSession().menus.map((m) => m.title)).toEqual(['检验看板']);
    expect(getSession().userInfo?.systemIds.find((s) => s.currentSystem)?.id).toBe('sys-trace');
  });

  it('log out asks "are you sure you want to exit the application" first', async () => {
    signIn(user());
    http.get.mockResolvedValue({ code: 200, msg: '' });
    mountNavbar();
    await openUserMenu();
    fireEvent.click(screen.getByTestId('logout'));
    expect(await screen.findByText('确定要退出应用吗？', {}, slow)).toBeTruthy();
    expect(http.get).not.toHaveBeenCalled();
    expect(getSession().token).toBe('Bearer t');

    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(where()).toBe('/login'), slow);
    expect(http.get).toHaveBeenCalledWith('/api/oauth/Logout');
    expect(getSession().token).toBe('');
  });
});

describe('language switch', () => {
  async function choose(lang: string) {
    fireEvent.click(screen.getByTestId('language-switch'));
    fireEvent.click(await screen.findByTestId(`language-${lang}`, {}, slow));
  }

  it('signed in: switches the interface and saves the choice on the server', async () => {
    signIn(user());
    http.put.mockResolvedValue({ code: 200, msg: 'ok' });
    mountNavbar();
    await choose('zh-TW');
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('/api/permission/Users/Current/SystemLanguage', { language: 'zh-TW' }));
    expect(currentLanguage()).toBe('zh-TW');
    expect(screen.getByTestId('settings-gear').getAttribute('aria-label')).toBe('系統設置');
  });

  it('without a session (login page): switches locally and calls no server', async () => {
    render(
      <AntApp>
        <LanguageSwitch />
      </AntApp>,
    );
    await choose('en');
    await waitFor(() => expect(currentLanguage()).toBe('en'));
    expect(http.put).not.toHaveBeenCalled();
  });
});
