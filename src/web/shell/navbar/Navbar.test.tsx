import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../api/http', () => ({ http }));

import { setLanguage } from '../../i18n';
import { resetSession } from '../../session/store';
import { getShell, resetShellForTests, setSettingsOpen, updateSettings } from '../settings/store';
import { getUnread, setUnreadChats, setUnreadNotices } from './unread';
import { mountNavbar, signIn, user, where } from './testSetup';

// antd renders slowly on a busy 2-core machine; these wait for an outcome, they do not time it.
const slow = { timeout: 5000 };

beforeAll(() => setLanguage('zh-CN'));
beforeEach(() => {
  localStorage.clear();
  resetShellForTests();
  Object.values(http).forEach((f) => f.mockReset());
  signIn(user());
});
afterEach(() => {
  cleanup();
  resetSession();
  vi.restoreAllMocks();
});

function typeInSearch(text: string) {
  const input = within(screen.getByTestId('menu-search')).getByRole('combobox');
  fireEvent.change(input, { target: { value: text } });
}

describe('navbar menu search', () => {
  it('finds a menu by a fuzzy title and jumps to it', async () => {
    mountNavbar();
    typeInSearch('采购定单');
    fireEvent.click(await screen.findByTestId('menu-search-option-order', {}, slow));
    expect(where()).toBe('/purchase/order');
  });

  it('lists only the menus of the session and opens outside entries in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    mountNavbar();
    // '检验看板' is a menu of another system, absent from this session's menus: it cannot be found.
    typeInSearch('检验看板');
    expect(await screen.findByText('无匹配菜单', {}, slow)).toBeTruthy();
    expect(document.querySelectorAll('[data-testid^="menu-search-option-"]').length).toBe(0);
    typeInSearch('采购');
    await screen.findByTestId('menu-search-option-order', {}, slow);
    expect(document.querySelectorAll('[data-testid^="menu-search-option-"]').length).toBe(1);

    typeInSearch('追溯');
    fireEvent.click(await screen.findByTestId('menu-search-option-trace', {}, slow));
    expect(open).toHaveBeenCalledWith('https://trace.example/sso', '_blank', 'noopener,noreferrer');
    expect(where()).toBe('/home');
  });

  it('is hidden when the settings switch it off', () => {
    updateSettings({ showSearch: false, showLanguage: false });
    mountNavbar();
    expect(screen.queryByTestId('menu-search')).toBeNull();
    expect(screen.queryByTestId('language-switch')).toBeNull();
  });
});

describe('navbar counters', () => {
  it('the bell shows the unread count up to 99, then 99+, and opens the message drawer', async () => {
    http.get.mockResolvedValue({ code: 200, msg: '', data: { list: [{ id: 'm1', title: '春节放假通知', type: 1,
      flowType: null, isRead: '0', releaseUser: '管理员/admin', releaseTime: 1700000000000 }],
    pagination: { currentPage: 1, pageSize: 20, total: 1 } } });
    mountNavbar();
    act(() => setUnreadNotices(7));
    expect(screen.getByTestId('notice-badge').parentElement?.textContent).toContain('7');
    act(() => setUnreadNotices(120));
    await waitFor(() => expect(screen.getByTestId('notice-badge').parentElement?.textContent).toContain('99+'));
    expect(screen.getByTestId('notice-badge').parentElement?.textContent).not.toContain('120');
    fireEvent.click(screen.getByTestId('notice-badge'));
    await screen.findByText('春节放假通知', {}, slow);
    // Unread only, first page of 20.
    expect(http.get).toHaveBeenCalledWith('/api/message', expect.objectContaining({ isRead: '0', currentPage: 1,
      pageSize: 20 }));
    fireEvent.click(screen.getByTestId('message-more'));
    expect(where()).toBe('/messageRecord');
  });

  it('the chat icon blinks while there are unread chats, and the counts empty at logout', () => {
    mountNavbar();
    const icon = () => screen.getByTestId('chat-icon');
    expect(icon().getAttribute('data-blink')).toBe('false');
    act(() => setUnreadChats(3));
    expect(icon().getAttribute('data-blink')).toBe('true');
    expect(icon().className).toContain('loom-navbar-blink');
    act(() => setUnreadChats(0));
    expect(icon().getAttribute('data-blink')).toBe('false');
    expect(icon().className).not.toContain('loom-navbar-blink');

    act(() => {
      setUnreadChats(2);
      setUnreadNotices(5);
    });
    act(() => resetSession());
    expect(getUnread()).toEqual({ notices: 0, chats: 0 });
  });
});

describe('navbar tools', () => {
  it('the settings gear opens the settings drawer', () => {
    setSettingsOpen(false);
    mountNavbar();
    fireEvent.click(screen.getByTestId('settings-gear'));
    expect(getShell().settingsOpen).toBe(true);
  });

  it('fullscreen warns 不支持全屏 where the browser cannot', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
    mountNavbar();
    fireEvent.click(screen.getByTestId('fullscreen'));
    expect(await screen.findByText('不支持全屏', {}, slow)).toBeTruthy();
  });

  it('fullscreen asks the browser and the icon follows fullscreenchange', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    let element: Element | null = null;
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
    const request = vi.fn(async () => undefined);
    const exit = vi.fn(async () => undefined);
    document.documentElement.requestFullscreen = request;
    document.exitFullscreen = exit;
    mountNavbar();
    fireEvent.click(screen.getByTestId('fullscreen'));
    expect(request).toHaveBeenCalledTimes(1);
    act(() => {
      element = document.documentElement;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    expect(screen.getByTestId('fullscreen').getAttribute('data-fullscreen')).toBe('true');
    fireEvent.click(screen.getByTestId('fullscreen'));
    expect(exit).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('不支持全屏')).toBeNull();
  });

  it('About shows name, version and copyright; the statement says the data is fictitious', async () => {
    mountNavbar();
    fireEvent.click(screen.getByTestId('help-menu'));
    fireEvent.click(await screen.findByTestId('about', {}, slow));
    const about = await screen.findByTestId('about-dialog', {}, slow);
    expect(about.textContent).toContain('岐元堂管理平台');
    expect(about.textContent).toContain('V3.4.6');
    expect(about.textContent).toContain('Copyright © 2024 岐元堂');

    fireEvent.click(screen.getByTestId('help-menu'));
    fireEvent.click(await screen.findByTestId('statement', {}, slow));
    expect((await screen.findByTestId('statement-dialog', {}, slow)).textContent).toMatch(/虚构的测试数据.*不得篡改、出售/);
  });
});
