import { useState } from 'react';
import { imageSrc } from '../../api/imageSrc';
import { App as AntApp, Avatar, Button, Dropdown, Space, type MenuProps } from 'antd';
import { AppstoreOutlined, IdcardOutlined, KeyOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { logout } from '../../api/oauth';
import { resetSession, setLocked, useSession } from '../../session/store';
import { openPasswordDialog } from '../password/dialogState';
import { SystemSwitchDialog, switchableSystems } from './SystemSwitch';

/** User dropdown: profile, change password, switch system, lock screen, log out. */
export function UserDropdown() {
  const { t } = useTranslation();
  const { modal } = AntApp.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const { userInfo } = useSession();
  const [switching, setSwitching] = useState(false);
  const canSwitch = switchableSystems(userInfo?.systemIds).length > 0;

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

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <IdcardOutlined />, label: <span data-testid="profile">{t('navbar.profile')}</span> },
    { key: 'password', icon: <KeyOutlined />, label: <span data-testid="change-password">{t('password.menu')}</span> },
    ...(canSwitch
      ? [{ key: 'system', icon: <AppstoreOutlined />, label: <span data-testid="switch-system">{t('navbar.switchSystem')}</span> }]
      : []),
    { key: 'lock', icon: <LockOutlined />, label: <span data-testid="lock-screen">{t('route.lockScreen')}</span> },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="logout">{t('layout.logout')}</span> },
  ];
  const actions: Record<string, () => void> = {
    profile: () => navigate('/profile'),
    password: openPasswordDialog,
    system: () => setSwitching(true),
    lock,
    logout: confirmLogout,
  };

  return (
    <>
      <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => actions[key]?.() }}>
        <Button type="text" data-testid="user-dropdown" style={{ height: 40 }}>
          <Space>
            <Avatar size="small" src={imageSrc(userInfo?.headIcon) || undefined} icon={<UserOutlined />} />
            <span>{userInfo?.userName || userInfo?.userAccount}</span>
          </Space>
        </Button>
      </Dropdown>
      {canSwitch && <SystemSwitchDialog open={switching} onClose={() => setSwitching(false)} />}
    </>
  );
}
