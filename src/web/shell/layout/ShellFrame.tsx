/** What every layout shares: an optional sidebar, then the navbar, the tabs bar and the main area. */
import type { ReactNode } from 'react';
import { Layout } from 'antd';
import { toggleSidebar, useShell, type LayoutType } from '../settings/store';
import { Navbar } from '../navbar/Navbar';
import { TagsView } from '../tabs/TagsView';
import { MainView } from '../tabs/MainView';

export const HEADER_HEIGHT = 56;

export interface ShellFrameProps {
  name: LayoutType;
  /** The left navigation, if the layout has one. */
  sidebar?: ReactNode;
  /** The top navigation, placed in the navbar. */
  topMenu?: ReactNode;
  /** Whether the navbar shows the sidebar toggle (only where a sidebar can open and close). */
  showToggle: boolean;
}

export function ShellFrame({ name, sidebar, topMenu, showToggle }: ShellFrameProps) {
  const { sidebarOpened } = useShell();
  return (
    <Layout data-testid={`layout-${name}`} style={{ minHeight: '100vh' }}>
      {sidebar}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          style={{ background: '#fff', padding: '0 16px', height: HEADER_HEIGHT, lineHeight: 'normal', borderBottom: '1px solid #f0f0f0' }}
        >
          <Navbar collapsed={!sidebarOpened} onToggle={toggleSidebar} showToggle={showToggle}>
            {topMenu}
          </Navbar>
        </Layout.Header>
        <TagsView />
        <MainView />
      </Layout>
    </Layout>
  );
}
