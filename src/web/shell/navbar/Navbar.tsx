import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { setSettingsOpen, useShell } from '../settings/store';
import { FullscreenToggle } from './FullscreenToggle';
import { HelpMenu } from './HelpMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { MenuSearch } from './MenuSearch';
import { NoticeBell } from '../notice/NoticeBell';
import { ChatButton } from '../notice/ChatButton';
import { UserDropdown } from './UserDropdown';

export interface NavbarProps {
  collapsed: boolean;
  onToggle: () => void;
  /** False where there is no sidebar to collapse (functional layout). */
  showToggle?: boolean;
  /** What sits between the toggle and the right-hand tools: the top menu in functional and blend layouts. */
  children?: ReactNode;
}

/**
 * Navbar: collapse toggle, the top menu slot, then menu search, fullscreen, chat, notifications,
 * language, help (About, Official statement), the user dropdown and the settings gear.
 */
export function Navbar({ collapsed, onToggle, showToggle = true, children }: NavbarProps) {
  const { t } = useTranslation();
  const { showSearch, showLanguage } = useShell().settings;

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
      <Space size="small">
        {showSearch && <MenuSearch />}
        <FullscreenToggle />
        <ChatButton />
        <NoticeBell />
        {showLanguage && <LanguageSwitch />}
        <HelpMenu />
        <UserDropdown />
        <Button
          type="text"
          icon={<SettingOutlined />}
          aria-label={t('navbar.settings')}
          data-testid="settings-gear"
          onClick={() => setSettingsOpen(true)}
        />
      </Space>
    </div>
  );
}
