/** The classic layout (spec 000 §2.5): 280 px side navigation, navbar, main area. */
import { useState } from 'react';
import { Layout } from 'antd';
import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/store';
import { readStored, SIDEBAR_KEY, writeStored } from '../../session/storage';
import { Navbar } from './Navbar';
import { SideMenu } from './SideMenu';
import { PasswordHost } from '../password/PasswordHost';
import { LastLoginNotice } from '../notice/LastLoginNotice';

export const SIDEBAR_WIDTH = 280;

export default function ClassicLayout() {
  const { t } = useTranslation();
  const { menus, sysConfig } = useSession();
  const [collapsed, setCollapsedState] = useState(() => readStored(SIDEBAR_KEY) === '0');
  const setCollapsed = (next: boolean) => {
    writeStored(SIDEBAR_KEY, next ? '0' : '1');
    setCollapsedState(next);
  };
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={SIDEBAR_WIDTH}
        theme="light"
        collapsible
        collapsed={collapsed}
        trigger={null}
        breakpoint="lg" // 992 px: below it the device counts as mobile and the sidebar closes
        onBreakpoint={(mobile) => setCollapsed(mobile)}
        style={{ borderInlineEnd: '1px solid #f0f0f0' }}
      >
        <Link
          to="/"
          data-testid="logo"
          style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: 56, fontWeight: 600, fontSize: 18 }}
        >
          {collapsed ? t('app.name').slice(0, 1) : sysConfig?.sysName || t('app.name')}
        </Link>
        <SideMenu menus={menus} collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', padding: '0 16px', height: 56, lineHeight: 'normal', borderBottom: '1px solid #f0f0f0' }}>
          <Navbar collapsed={collapsed} onToggle={() => setCollapsed(!collapsed)} />
        </Layout.Header>
        <Layout.Content style={{ padding: 16, overflow: 'auto' }}>
          <Outlet />
        </Layout.Content>
      </Layout>
      <PasswordHost />
      <LastLoginNotice />
    </Layout>
  );
}
