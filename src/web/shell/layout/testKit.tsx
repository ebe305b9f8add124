/**
 * Test helpers of the layout tests: a seeded-like menu, a router around a layout, and stand-ins for the navbar,
 * tabs bar and main area (owned by other parts of the shell; here only their slots matter).
 */
import type { ComponentType, ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { buildMenu } from '../../../engine/menu';
import type { MenuItem } from '../../../engine/types';
import { setLanguage } from '../../i18n';
import { resetSession, setSessionData, setToken } from '../../session/store';
import { resetShellForTests } from '../settings/store';
import type { NavbarProps } from '../navbar/Navbar';

export const tree: MenuItem[] = [
  { id: 'home', fullName: '首页', enCode: 'home', type: 2, urlAddress: 'home', icon: 'icon-ym icon-ym-nav-home' },
  {
    id: 'biz',
    fullName: '业务管理',
    enCode: 'biz',
    type: 1,
    children: [
      { id: 'supplier', fullName: '药材供应商', enCode: 'supplier', type: 3, urlAddress: 'purchase/supplier', icon: 'CarOutlined' },
      { id: 'order', fullName: '采购订单', enCode: 'order', type: 3, urlAddress: 'purchase/order' },
    ],
  },
  {
    id: 'basic',
    fullName: '基础资料',
    enCode: 'basic',
    type: 1,
    children: [
      { id: 'industry', fullName: '行业类别', enCode: 'industry', type: 4, urlAddress: 'basicData/industry' },
      { id: 'report', fullName: '采购统计报表', enCode: 'report', type: 5, urlAddress: 'basicData/purchaseReport' },
    ],
  },
  {
    id: 'links',
    fullName: '外部链接',
    enCode: 'links',
    type: 1,
    children: [{ id: 'trace', fullName: '质量追溯平台', enCode: 'trace', type: 7, urlAddress: 'https://example.com/t', linkTarget: '_blank' }],
  },
  { id: 'board', fullName: '检验看板', enCode: 'board', type: 2, urlAddress: 'noticeboard' },
];

/** Signs a user in with `tree` as the permitted menu. */
export function signIn(): void {
  const { routes, menus } = buildMenu(tree, { dataV: '/DataV', token: 'Bearer t' });
  setToken('Bearer t', false);
  setSessionData({ userInfo: null, menus, routes, permissions: [], sysConfig: { sysName: '岐元堂' } as never });
}

/** The navbar's contract: toggle (where asked for) and the top-menu slot. */
export function FakeNavbar({ collapsed, onToggle, showToggle = true, children }: NavbarProps) {
  return (
    <div data-testid="navbar" data-collapsed={String(collapsed)}>
      {showToggle && <button type="button" data-testid="menu-toggle" onClick={onToggle} />}
      <div data-testid="navbar-slot">{children}</div>
    </div>
  );
}

export const FakeTagsView = () => <div data-testid="tags-view" />;

export const FakeMainView = () => (
  <main data-testid="main-view">
    <Outlet />
  </main>
);

function Where() {
  const loc = useLocation();
  return <output data-testid="where">{`${loc.pathname}${loc.search}`}</output>;
}

/** Renders `Layout` around every path at `path`; the page shows its own path. */
export function mountLayout(Layout: ComponentType, path = '/home', extra?: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Where />
      {extra}
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={<p data-testid="page">page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

export const where = () => screen.getByTestId('where').textContent;

/** The hooks every layout suite needs: Chinese texts, clean storage and shell, a signed-in session, cleanup after. */
export function layoutTestLifecycle(): void {
  beforeAll(() => setLanguage('zh-CN'));
  beforeEach(() => {
    localStorage.clear();
    resetShellForTests();
    signIn();
  });
  afterEach(() => {
    cleanup();
    resetSession();
  });
}
