/**
 * The left navigation shared by the classic, blend and plain layouts: 280 px wide with the logo and
 * the side menu, collapsible to icons (open state kept by the shell store). On a mobile device it is an overlay
 * drawer instead, opened by the navbar's toggle and closed by choosing a page or clicking the mask.
 */
import { useEffect, useRef } from 'react';
import { Drawer, Layout } from 'antd';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../../../engine/menu';
import { getShell, setSidebarOpened, SIDEBAR_WIDTH, useShell } from '../settings/store';
import { Logo } from './Logo';
import { SideMenu } from './SideMenu';

/** Width of the sidebar showing icons only (collapsed, and always in the plain layout). */
export const COLLAPSED_WIDTH = 64;

const DARK_BACKGROUND = '#001529'; // antd's dark menu background, so the logo area matches the menu

export interface SidebarProps {
  menus: MenuNode[];
  /** Plain layout: always icons only, whatever the open state and device. */
  iconsOnly?: boolean;
}

export function Sidebar({ menus, iconsOnly = false }: SidebarProps) {
  const { t } = useTranslation();
  const { settings, sidebarOpened, device } = useShell();
  const dark = settings.themeClass === 'dark';
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const shown = useRef(here);

  // Choosing a page in the mobile overlay closes it; the first render (arriving on a page) does not count.
  useEffect(() => {
    if (shown.current === here) return;
    shown.current = here;
    const shell = getShell();
    if (shell.device === 'mobile' && shell.sidebarOpened) setSidebarOpened(false);
  }, [here]);

  const content = (collapsed: boolean) => (
    <>
      {settings.sidebarLogo && <Logo collapsed={collapsed} dark={dark} />}
      <SideMenu menus={menus} collapsed={collapsed} dark={dark} />
    </>
  );

  if (device === 'mobile' && !iconsOnly) {
    return (
      <Drawer
        placement="left"
        size={SIDEBAR_WIDTH}
        open={sidebarOpened}
        onClose={() => setSidebarOpened(false)}
        closable={false}
        destroyOnHidden
        styles={{ body: { padding: 0, background: dark ? DARK_BACKGROUND : undefined } }}
      >
        <nav data-testid="sidebar" data-collapsed="false" aria-label={t('shellLayout.navigation')}>
          {content(false)}
        </nav>
      </Drawer>
    );
  }

  const collapsed = iconsOnly || !sidebarOpened;
  return (
    <Layout.Sider
      data-testid="sidebar"
      data-collapsed={String(collapsed)}
      aria-label={t('shellLayout.navigation')}
      width={SIDEBAR_WIDTH}
      collapsedWidth={COLLAPSED_WIDTH}
      theme={dark ? 'dark' : 'light'}
      collapsible
      collapsed={collapsed}
      trigger={null}
      // Stays in view while the page scrolls; a long menu scrolls on its own.
      style={{
        position: 'sticky',
        top: 0,
        height: '100vh',
        overflowY: 'auto',
        borderInlineEnd: dark ? undefined : '1px solid #f0f0f0',
      }}
    >
      {content(collapsed)}
    </Layout.Sider>
  );
}
