/** Test harness of the tabs bar and the main area: a layout route with both, a few pages that count their mounts. */
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { Link, MemoryRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { buildMenu } from '../../../engine/menu';
import type { MenuItem } from '../../../engine/types';
import { setLanguage } from '../../i18n';
import { resetSession, setSessionData, setToken } from '../../session/store';
import { resetShellForTests } from '../settings/store';
import { TagsView } from './TagsView';
import { MainView } from './MainView';

/** Mounts per page name (a lazy state initialiser runs once per mount; Activity keeps state while hidden). */
export const mounts: Record<string, number> = {};

function Page({ name }: { name: string }) {
  useState(() => {
    mounts[name] = (mounts[name] ?? 0) + 1;
  });
  const { search } = useLocation();
  return (
    <section data-testid={`page-${name}`}>
      <output data-testid={`search-${name}`}>{search}</output>
      <input data-testid={`input-${name}`} aria-label={name} />
    </section>
  );
}

function Where() {
  const loc = useLocation();
  return <output data-testid="where">{`${loc.pathname}${loc.search}`}</output>;
}

function Layout() {
  return (
    <>
      <nav>
        <Link to="/purchase/order">to order</Link>
        <Link to="/purchase/order?page=2">to order page 2</Link>
        <Link to="/sales/order">to sales</Link>
        <Link to="/profile">to profile</Link>
        <Link to="/404">to 404</Link>
      </nav>
      <TagsView />
      <MainView />
    </>
  );
}

/** As AppRoutes does it: /redirect/<path> inside the layout replaces itself with <path>. */
function Redirect() {
  const { pathname, search } = useLocation();
  return <Navigate to={`${pathname.replace(/^\/redirect/, '') || '/'}${search}`} replace />;
}

const tree: MenuItem[] = [
  { id: 'po', fullName: '采购订单', enCode: 'purchase.order', type: 2, urlAddress: 'purchase/order', icon: 'icon-ym icon-ym-generator-table' },
  { id: 'so', fullName: '销售订单', enCode: 'sales.order', type: 2, urlAddress: 'sales/order' },
];

/** Signs in with a two-entry menu and renders the layout at `path`. */
export function mountShell(path: string) {
  const { routes, menus } = buildMenu(tree, { dataV: '/DataV', token: 'Bearer t' });
  setToken('Bearer t');
  setSessionData({ userInfo: { userName: '管理员' } as never, menus, routes, permissions: [], sysConfig: null });
  return render(
    <AntApp>
      <MemoryRouter initialEntries={[path]}>
        <Where />
        <Routes>
          <Route element={<Layout />}>
            <Route path="/home" element={<Page name="home" />} />
            <Route path="/profile" element={<Page name="profile" />} />
            <Route path="/404" element={<Page name="404" />} />
            <Route path="/purchase/order" element={<Page name="order" />} />
            <Route path="/sales/order" element={<Page name="sales" />} />
            <Route path="/redirect/*" element={<Redirect />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AntApp>,
  );
}

export const where = () => screen.getByTestId('where').textContent;
export const tabs = () => screen.queryAllByTestId('tag');
export const tabPaths = () => tabs().map((t) => t.getAttribute('data-path'));
/** The tab of a page by its full path. */
export const tab = (fullPath: string) => {
  const found = tabs().find((t) => t.getAttribute('data-path') === fullPath);
  if (!found) throw new Error(`no tab ${fullPath} in ${tabPaths().join(', ')}`);
  return found;
};
/** Follows one of the harness's links. */
export const go = (linkText: string) => fireEvent.click(screen.getByText(linkText));

/** The hooks of every tabs suite: Chinese texts, clean storage, shell and mount counts; cleanup after. */
export function tabsTestLifecycle(after?: () => void): void {
  beforeAll(() => setLanguage('zh-CN'));
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetShellForTests();
    for (const k of Object.keys(mounts)) delete mounts[k];
  });
  afterEach(() => {
    cleanup();
    resetSession();
    after?.();
  });
}
