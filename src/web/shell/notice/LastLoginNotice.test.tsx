import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { UserInfo } from '../../../engine/types';
import { setLanguage } from '../../i18n';
import { resetSession, setSessionData, setToken } from '../../session/store';
import { LastLoginNotice } from './LastLoginNotice';

const prevLoginTime = new Date(2026, 0, 5, 9, 7, 30).getTime();

function mount(queryClient = new QueryClient()) {
  render(
    <QueryClientProvider client={queryClient}>
      <AntApp>
        <MemoryRouter initialEntries={['/home']}>
          <LastLoginNotice />
        </MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
  return queryClient;
}

function load(prevLogin: 0 | 1) {
  const userInfo = {
    userId: 'u1',
    userAccount: 'admin',
    userName: '管理员',
    prevLogin,
    prevLoginTime,
    prevLoginIPAddress: '10.1.2.3',
    prevLoginIPAddressName: '上海市',
  } as UserInfo;
  act(() => setSessionData({ userInfo, menus: [], routes: [], permissions: [], sysConfig: null }));
}

beforeAll(() => setLanguage('zh-CN'));
beforeEach(() => resetSession());

describe('last-login notice', () => {
  it('shows time, place and IP bottom-right after a sign-in on the login page', async () => {
    setToken('Bearer t');
    mount();
    load(1);
    const notice = await screen.findByTestId('last-login');
    expect(notice.textContent).toContain('时间：2026-01-05 09:07');
    expect(notice.textContent).toContain('地点：上海市');
    expect(notice.textContent).toContain('IP：10.1.2.3');
    expect(screen.getByText('上次登录')).toBeTruthy();
    expect(document.querySelector('.ant-notification-bottomRight')).toBeTruthy();
  });

  it('shows nothing after a reload, for a first login, or a second time', async () => {
    setToken('Bearer t', false); // the token came from storage, not from the login page
    mount();
    load(1);
    await act(async () => {});
    expect(screen.queryByTestId('last-login')).toBeNull();

    setToken('Bearer t');
    load(0);
    await act(async () => {});
    expect(screen.queryByTestId('last-login')).toBeNull();
    // The sign-in was used up by the load above: a later reload of CurrentUser shows nothing either.
    load(1);
    await act(async () => {});
    expect(screen.queryByTestId('last-login')).toBeNull();
  });

  it('clears the cached queries (dictionaries, trees) when the session ends', () => {
    setToken('Bearer t', false);
    const queryClient = mount();
    queryClient.setQueryData(['dictionary', 'all'], [{ id: 'd1' }]);
    act(() => resetSession());
    expect(queryClient.getQueryData(['dictionary', 'all'])).toBeUndefined();
  });
});
