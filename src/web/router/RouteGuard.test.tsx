import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { CurrentUserData, MenuItem } from '../../engine/types';
import { setLanguage } from '../i18n';
import { loadSession } from '../session/load';
import { getSession, resetSession, setLocked, setToken, useSession } from '../session/store';
import { RouteGuard } from './RouteGuard';

function Where() {
  const loc = useLocation();
  return <output data-testid="where">{`${loc.pathname}${loc.search}`}</output>;
}

/** Stand-in for AppRoutes: fixed pages plus one element per route built from the menu. */
function TestRoutes() {
  const { routes } = useSession();
  return (
    <Routes>
      <Route path="/login" element={<p>login page</p>} />
      <Route path="/lockScreen" element={<p>lock page</p>} />
      <Route path="/home" element={<p>home page</p>} />
      <Route path="/workFlowDetail" element={<p>flow page</p>} />
      {routes.map((r) => (
        <Route key={r.path} path={r.path} element={<p>{`${r.kind}:${r.meta.zhTitle}:${r.meta.relationId}`}</p>} />
      ))}
      <Route path="*" element={<p>not found</p>} />
    </Routes>
  );
}

function mount(path: string, load: () => Promise<void>, notify = vi.fn()) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Where />
      <RouteGuard notify={notify} load={load}>
        <TestRoutes />
      </RouteGuard>
    </MemoryRouter>,
  );
  return notify;
}

const where = () => screen.getByTestId('where').textContent;

const menu: MenuItem = {
  id: 'm2',
  fullName: '采购订单',
  enCode: 'purchase.order',
  type: 3,
  urlAddress: 'purchase/order',
  linkTarget: '_self',
  propertyJson: '{"moduleId":"vd9"}',
};

function currentUser(children: MenuItem[]): CurrentUserData {
  return {
    menuList: [],
    routerList: [{ id: 's1', fullName: '主系统', enCode: 's1', type: 0, children }],
    permissionList: [],
    userInfo: { userId: '1', userAccount: 'admin', userName: '管理员', systemIds: [{ id: 's1', name: '主系统', currentSystem: true }] },
    sysConfigInfo: { sysName: 'Loom', sysVersion: '1', logoIcon: '', navigationIcon: '', copyright: '' },
  } as unknown as CurrentUserData;
}

beforeAll(() => setLanguage('zh-CN'));
afterEach(() => resetSession());

describe('RouteGuard without a token', () => {
  it('sends a protected path to /login with the wanted path in redirect', async () => {
    const load = vi.fn(async () => {});
    mount('/purchase/order?tab=2', load);
    await waitFor(() => expect(where()).toBe(`/login?redirect=${encodeURIComponent('/purchase/order?tab=2')}`));
    expect(screen.getByText('login page')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('lets public routes through', async () => {
    mount('/login', vi.fn());
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(where()).toBe('/login');
  });

  it('takes the token of a /workFlowDetail link and loads that user', async () => {
    const fetchUser = vi.fn(async () => currentUser([menu]));
    mount('/workFlowDetail?token=Bearer%20flow', () => loadSession(fetchUser));
    expect(await screen.findByText('flow page')).toBeTruthy();
    expect(getSession().token).toBe('Bearer flow');
    expect(localStorage.getItem('loom_token')).toBe('Bearer flow');
    expect(fetchUser).toHaveBeenCalledTimes(1);
  });
});

describe('RouteGuard with a token', () => {
  it('fetches CurrentUser once, builds the routes and then shows the menu page', async () => {
    setToken('Bearer t');
    const fetchUser = vi.fn(async () => currentUser([menu]));
    mount('/purchase/order', () => loadSession(fetchUser));
    expect(await screen.findByText('dynamicModel:采购订单:vd9')).toBeTruthy();
    expect(where()).toBe('/purchase/order');
    expect(fetchUser).toHaveBeenCalledTimes(1);
    expect(getSession().userInfo?.userName).toBe('管理员');
    expect(document.title).toBe('采购订单 - Loom');
  });

  it('sends a locked session to /lockScreen', async () => {
    setToken('Bearer t');
    setLocked(true);
    mount('/purchase/order', () => loadSession(async () => currentUser([menu])));
    expect(await screen.findByText('lock page')).toBeTruthy();
    expect(where()).toBe('/lockScreen');
  });

  it('moves away from /login to the redirect target', async () => {
    setToken('Bearer t');
    mount(`/login?redirect=${encodeURIComponent('/purchase/order')}`, () => loadSession(async () => currentUser([menu])));
    expect(await screen.findByText('dynamicModel:采购订单:vd9')).toBeTruthy();
    expect(where()).toBe('/purchase/order');
  });

  it('on an empty menu resets the session, shows 您的权限不足，请联系管理员 and goes to /login', async () => {
    setToken('Bearer t');
    const notify = mount('/purchase/order', () => loadSession(async () => currentUser([])));
    await waitFor(() => expect(where()).toBe(`/login?redirect=${encodeURIComponent('/purchase/order')}`));
    expect(notify).toHaveBeenCalledWith('您的权限不足，请联系管理员');
    expect(getSession().token).toBe('');
    expect(localStorage.getItem('loom_token')).toBeNull();
  });

  it('on an empty answer shows 验证失败，请重新登录。, and Has Error for a non-string failure', async () => {
    setToken('Bearer t');
    const notify = mount('/home', () => loadSession(async () => null));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('验证失败，请重新登录。'));

    setToken('Bearer t');
    const notify2 = vi.fn();
    render(
      <MemoryRouter initialEntries={['/home']}>
        <RouteGuard notify={notify2} load={() => Promise.reject({ odd: true })}>
          <TestRoutes />
        </RouteGuard>
      </MemoryRouter>,
    );
    await waitFor(() => expect(notify2).toHaveBeenCalledWith('Has Error'));
  });

  it('does not toast again an error the request layer already showed', async () => {
    setToken('Bearer t');
    const err = Object.assign(new Error('登录过期'), { notified: true });
    const notify = mount('/home', () => Promise.reject(err));
    await waitFor(() => expect(where()).toBe(`/login?redirect=${encodeURIComponent('/home')}`));
    expect(notify).not.toHaveBeenCalled();
  });
});
