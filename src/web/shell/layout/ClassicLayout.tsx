/** The classic layout (spec 000 §2.5): 280 px side navigation, navbar, tabs bar, main area. */
import { Layout } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/store';
import { SIDEBAR_WIDTH, toggleSidebar, useShell } from '../settings/store';
import { Navbar } from '../navbar/Navbar';
import { TagsView } from '../tabs/TagsView';
import { MainView } from '../tabs/MainView';
import { SideMenu } from './SideMenu';

export default function ClassicLayout() {
  const { t } = useTranslation();
  const { menus, sysConfig } = useSession();
  const { sidebarOpened } = useShell();
  const collapsed = !sidebarOpened;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={SIDEBAR_WIDTH}
        theme="light"
        collapsible
        collapsed={collapsed}
        trigger={null}
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
          <Navbar collapsed={collapsed} onToggle={toggleSidebar} />
        </Layout.Header>
        <TagsView />
        <MainView />
      </Layout>
    </Layout>
  );
}
