import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import SparkMD5 from 'spark-md5';
import type { UserInfo } from '../../../engine/types';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../api/http', () => ({ http }));

const userInfo = { userId: 'u1', userAccount: 'admin', userName: '管理员', headIcon: '/api/file/Image/userAvatar/a.png' } as UserInfo;

/**
 * A fresh copy of the app's modules, as a page load gets them: the session store reads token and lock flag from
 * localStorage again, so a second boot is a reload.
 */
async function boot(path: string) {
  cleanup(); // the previous page load goes away
  vi.resetModules();
  const { setLanguage } = await import('../../i18n');
  await setLanguage('zh-CN');
  const store = await import('../../session/store');
  const { RouteGuard } = await import('../../router/RouteGuard');
  const { default: LockScreenPage } = await import('./LockScreenPage');
  const { MemoryRouter, Route, Routes, useLocation } = await import('react-router-dom');
  const load = vi.fn(async () => store.setSessionData({ userInfo, menus: [], routes: [], permissions: [], sysConfig: null }));
  function Where() {
    const loc = useLocation();
    return <output data-testid="where">{loc.pathname}</output>;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <Where />
      <RouteGuard notify={vi.fn()} load={load}>
        <Routes>
          <Route path="/lockScreen" element={<LockScreenPage />} />
          <Route path="/login" element={<p>login page</p>} />
          <Route path="/home" element={<p>home page</p>} />
          <Route path="/purchase/order" element={<p>order page</p>} />
        </Routes>
      </RouteGuard>
    </MemoryRouter>,
  );
  return store;
}

const where = () => screen.getByTestId('where').textContent;

async function unlockWith(password: string) {
  fireEvent.change(await screen.findByTestId('unlock-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('unlock-submit'));
}

beforeEach(() => {
  localStorage.clear();
  Object.values(http).forEach((f) => f.mockReset());
});
afterEach(() => localStorage.clear());

describe('lock screen', () => {
  it('stays locked across a reload and keeps every other route away', async () => {
    let store = await boot('/purchase/order');
    store.setToken('Bearer t', false);
    expect(await screen.findByText('order page')).toBeTruthy();
    store.setLocked(true, '/purchase/order');
    expect(await screen.findByTestId('page-lock')).toBeTruthy();
    expect(where()).toBe('/lockScreen');

    // Reload on another page: the lock flag comes back from storage and the guard sends the user to the lock page.
    store = await boot('/home');
    expect(store.getSession().locked).toBe(true);
    expect(await screen.findByTestId('page-lock')).toBeTruthy();
    expect(where()).toBe('/lockScreen');
    expect(screen.queryByText('home page')).toBeNull();
    // The page shows who is locked out, and asks only the password.
    expect(screen.getByTestId('lock-user').textContent).toBe('管理员');
    // <img> sends no Authorization header: the stored avatar is asked for with the token in the query.
    const src = screen.getByTestId('lock-avatar').querySelector('img')?.getAttribute('src') ?? '';
    expect(src.startsWith(`${userInfo.headIcon}?token=`)).toBe(true);
    expect(document.querySelectorAll('input').length).toBe(1);
    expect((screen.getByTestId('unlock-password') as HTMLInputElement).type).toBe('password');
  });

  it('shows the server error for a wrong password and stays locked', async () => {
    http.post.mockRejectedValue(new Error('账户或密码错误'));
    localStorage.setItem('loom_token', 'Bearer t');
    localStorage.setItem('loom_lock', '1');
    const store = await boot('/home');
    await unlockWith('wrong');
    expect((await screen.findByTestId('unlock-error')).textContent).toContain('账户或密码错误');
    expect(http.post).toHaveBeenCalledWith('/api/oauth/LockScreen', { account: 'admin', password: SparkMD5.hash('wrong') });
    expect(store.getSession().locked).toBe(true);
    expect(localStorage.getItem('loom_lock')).toBe('1');
    expect(where()).toBe('/lockScreen');
  });

  it('unlocks with the right password and goes back to the page that was open', async () => {
    http.post.mockResolvedValue({ code: 200, msg: 'Success', data: null });
    localStorage.setItem('loom_token', 'Bearer t');
    let store = await boot('/purchase/order');
    store.setLocked(true, '/purchase/order');
    store = await boot('/lockScreen');
    await unlockWith('123456');
    await waitFor(() => expect(where()).toBe('/purchase/order'));
    expect(screen.getByText('order page')).toBeTruthy();
    expect(http.post).toHaveBeenCalledWith('/api/oauth/LockScreen', { account: 'admin', password: SparkMD5.hash('123456') });
    expect(store.getSession().locked).toBe(false);
    expect(localStorage.getItem('loom_lock')).toBeNull();
  });
});
