import { Avatar, Button, Dropdown, Space, App as AntApp } from 'antd';
import { LockOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { logout } from '../../api/oauth';
import { resetSession, setLocked, useSession } from '../../session/store';
import { LanguageSwitch } from './LanguageSwitch';

/** Navbar (spec 000 §2.6): collapse toggle, language switch and the user dropdown with lock and log out. */
export function Navbar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const { modal } = AntApp.useApp();
  const navigate = useNavigate();
  const { userInfo } = useSession();

  const confirmLogout = () =>
    modal.confirm({
      title: t('app.tipTitle'),
      content: t('layout.logoutConfirm'),
      okText: t('app.ok'),
      cancelText: t('app.cancel'),
      onOk: async () => {
        try {
          await logout();
        } catch {
          // The server session may already be gone (the toast said why); the local one ends regardless.
        }
        resetSession();
        navigate('/login', { replace: true });
      },
    });

  const lock = () => {
    setLocked(true);
    navigate('/lockScreen');
  };

  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', height: '100%' }}>
      <Button
        type="text"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
        aria-label={collapsed ? t('layout.expand') : t('layout.collapse')}
        data-testid="menu-toggle"
      />
      <Space size="middle">
        <LanguageSwitch />
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'lock', icon: <LockOutlined />, label: <span data-testid="lock-screen">{t('route.lockScreen')}</span> },
              { type: 'divider' },
              { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="logout">{t('layout.logout')}</span> },
            ],
            onClick: ({ key }) => (key === 'logout' ? confirmLogout() : lock()),
          }}
        >
          <Button type="text" data-testid="user-dropdown" style={{ height: 40 }}>
            <Space>
              <Avatar size="small" src={userInfo?.headIcon || undefined} icon={<UserOutlined />} />
              <span>{userInfo?.userName || userInfo?.userAccount}</span>
            </Space>
          </Button>
        </Dropdown>
      </Space>
    </div>
  );
}
