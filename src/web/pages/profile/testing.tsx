/** Shared set-up of the profile page tests: a signed-in session, the page in an antd App, and canned answers. */
import { vi } from 'vitest';
import { configure, render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import type { UserInfo } from '../../../engine/types';
import type { BaseInfo } from '../../api/current';
import { setSessionData, setToken } from '../../session/store';
import ProfilePage from './ProfilePage';

// antd renders slowly on the shared 2-core machine; waiting longer changes no outcome, only how long a pass may take.
configure({ asyncUtilTimeout: 5000 });

export const CURRENT = '/api/permission/Users/Current';

export const baseInfo = (): BaseInfo => ({
  id: 'u1', account: 'zhangwei', realName: '张伟', gender: 1, birthday: new Date(1990, 4, 20).getTime(),
  mobilePhone: '13900001111', email: 'zw@example.com', telePhone: null, landline: null, nation: null,
  nativePlace: null, education: null, certificatesType: null, certificatesNumber: null, urgentContacts: null,
  urgentTelePhone: null, postalAddress: null, signature: null, headIcon: '', organizeName: '本草集团/管理部',
  positionName: '总经理', roleName: '管理员', isAdministrator: false, creatorTime: 1_700_000_000_000,
  changePasswordDate: null,
});

export function signIn() {
  setToken('Bearer t', false);
  const userInfo = { userId: 'u1', userAccount: 'zhangwei', userName: '张伟', headIcon: '' } as UserInfo;
  setSessionData({ userInfo, menus: [], routes: [], permissions: [], sysConfig: null });
}

type Handler = (url: string, arg?: unknown) => unknown;

/** Answers GETs by URL (the envelope is added here); an unknown URL fails the test loudly. */
export function serveGets(get: ReturnType<typeof vi.fn>, routes: Record<string, Handler | unknown>) {
  get.mockImplementation(async (url: string, params?: unknown) => {
    if (!(url in routes)) throw new Error(`unexpected GET ${url}`);
    const r = routes[url];
    return { code: 200, msg: 'Success', data: typeof r === 'function' ? (r as Handler)(url, params) : r };
  });
}

export function mountProfile() {
  return render(
    <AntApp>
      <MemoryRouter initialEntries={['/profile']}>
        <ProfilePage />
      </MemoryRouter>
    </AntApp>,
  );
}
