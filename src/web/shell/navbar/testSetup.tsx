/** Shared set-up of the navbar's component tests: a signed-in session and the navbar inside router and antd App. */
import { render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { buildMenu } from '../../../engine/menu';
import type { MenuItem, SysConfigInfo, SystemRef, UserInfo } from '../../../engine/types';
import { setSessionData, setToken } from '../../session/store';
import { Navbar } from './Navbar';

export const mainTree: MenuItem[] = [
  { id: 'home', fullName: '首页', enCode: 'home', type: 2, urlAddress: 'home' },
  {
    id: 'g', fullName: '业务管理', enCode: 'purchase', type: 1,
    children: [
      { id: 'order', fullName: '采购订单', enCode: 'purchase.order', type: 3, urlAddress: 'purchase/order', propertyJson: '{"moduleId":"m"}' },
      { id: 'supplier', fullName: '药材供应商', enCode: 'purchase.supplier', type: 3, urlAddress: 'purchase/supplier', propertyJson: '{"moduleId":"s"}' },
    ],
  },
  { id: 'trace', fullName: '质量追溯平台', enCode: 'trace', type: 7, urlAddress: 'https://trace.example/sso', linkTarget: '_blank' },
];

export const sysConfig: SysConfigInfo = { sysName: '岐元堂管理平台', sysVersion: 'V3.4.6', logoIcon: '', navigationIcon: '', copyright: 'Copyright © 2024 岐元堂' };

export function user(systems: SystemRef[] = []): UserInfo {
  return { userId: 'u1', userAccount: 'lina', userName: '李娜', headIcon: '', systemIds: systems } as unknown as UserInfo;
}

export function signIn(userInfo: UserInfo, tree: MenuItem[] = mainTree): void {
  const { routes, menus } = buildMenu(tree, { dataV: '/DataV', token: 'Bearer t' });
  setToken('Bearer t', false);
  setSessionData({ userInfo, menus, routes, permissions: [], sysConfig });
}

function Where() {
  const loc = useLocation();
  return <output data-testid="where">{`${loc.pathname}${loc.search}`}</output>;
}

export function mountNavbar(path = '/home') {
  return render(
    <AntApp>
      <MemoryRouter initialEntries={[path]}>
        <Where />
        <Navbar collapsed={false} onToggle={() => undefined} />
      </MemoryRouter>
    </AntApp>,
  );
}

export const where = () => screen.getByTestId('where').textContent;
