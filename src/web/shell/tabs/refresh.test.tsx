import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { MemoryRouter, useLocation } from 'react-router-dom';

// The real shell asks the server for things (notices, unread counts); here nothing answers and nothing fails.
const http = vi.hoisted(() => {
  const pending = () => new Promise(() => {});
  return { get: vi.fn(pending), post: vi.fn(pending), put: vi.fn(pending), delete: vi.fn(pending) };
});
vi.mock('../../api/http', () => ({ http }));

import { setLanguage } from '../../i18n';
import { resetSession, setSessionData, setToken } from '../../session/store';
import { AppRoutes } from '../../router/AppRoutes';
import { RouteGuard } from '../../router/RouteGuard';

// Pages and the layout load lazily; the first import can take a moment in jsdom.
const slow = { timeout: 10000 };

function Where() {
  const loc = useLocation();
  return <output data-testid="where">{`${loc.pathname}${loc.search}`}</output>;
}

function mount(path: string) {
  render(
    <AntApp>
      <MemoryRouter initialEntries={[path]}>
        <Where />
        <RouteGuard notify={vi.fn()} load={async () => {}}>
          <AppRoutes />
        </RouteGuard>
      </MemoryRouter>
    </AntApp>,
  );
}

beforeAll(() => setLanguage('zh-CN'));
afterEach(() => {
  cleanup();
  resetSession();
  sessionStorage.clear();
});

describe('refresh through /redirect in the real routes', () => {
  // The whole shell loads lazily here, which is slow on a busy machine; nothing below is timed.
  it('remounts the page inside the same shell', { timeout: 60_000 }, async () => {
    setToken('Bearer t');
    setSessionData({ userInfo: { userName: '管理员' } as never, menus: [], routes: [], permissions: [], sysConfig: null });
    mount('/home');
    const page = await screen.findByTestId('page-home', {}, slow);
    const bar = await screen.findByTestId('tags-view');
    const home = screen.getAllByTestId('tag').find((t) => t.getAttribute('data-path') === '/home')!;
    fireEvent.contextMenu(home);
    fireEvent.click(await screen.findByTestId('tag-refresh'));
    await waitFor(() => expect(screen.getByTestId('page-home')).not.toBe(page), slow);
    expect(screen.getByTestId('where').textContent).toBe('/home');
    // The shell stayed: same tabs bar element, same tabs.
    expect(screen.getByTestId('tags-view')).toBe(bar);
    expect(screen.getAllByTestId('tag').map((t) => t.getAttribute('data-path'))).toEqual(['/home']);
  });

  it('signed out, a refresh address still ends on the login page with the page to return to', async () => {
    mount('/redirect/home');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/login?redirect=${encodeURIComponent('/home')}`), slow);
  });
});
