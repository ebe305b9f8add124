import type { ReactNode } from 'react';
import { Avatar, Button, Dropdown, Space, App as AntApp } from 'antd';
import { KeyOutlined, LockOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { logout } from '../../api/oauth';
import { resetSession, setLocked, useSession } from '../../session/store';
import { LanguageSwitch } from './LanguageSwitch';
import { openPasswordDialog } from '../password/dialogState';

export interface NavbarProps {
  collapsed: boolean;
  onToggle: () => void;
  /** False where there is no sidebar to collapse (functional layout). */
  showToggle?: boolean;
  /** What sits between the toggle and the right-hand tools: the top menu in functional and blend layouts. */
  children?: ReactNode;
}

/** Navbar (spec 000 §2.6): collapse toggle, language switch and the user dropdown with lock and log out. */
export function Navbar({ collapsed, onToggle, showToggle = true, children }: NavbarProps) {
  const { t } = useTranslation();
  const { modal } = AntApp.useApp();
  const navigate = useNavigate();
  const location = useLocation();
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
    setLocked(true, `${location.pathname}${location.search}`); // unlocking comes back here
    navigate('/lockScreen');
  };

  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', height: '100%' }}>
      {showToggle && (
        <Button
          type="text"
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggle}
          aria-label={collapsed ? t('layout.expand') : t('layout.collapse')}
          data-testid="menu-toggle"
        />
      )}
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      <Space size="middle">
        <LanguageSwitch />
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'password', icon: <KeyOutlined />, label: <span data-testid="change-password">{t('password.menu')}</span> },
              { key: 'lock', icon: <LockOutlined />, label: <span data-testid="lock-screen">{t('route.lockScreen')}</span> },
              { type: 'divider' },
              { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="logout">{t('layout.logout')}</span> },
            ],
            onClick: ({ key }) => (key === 'logout' ? confirmLogout() : key === 'password' ? openPasswordDialog() : lock()),
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
