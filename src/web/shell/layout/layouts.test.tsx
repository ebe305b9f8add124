import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

vi.mock('../navbar/Navbar', async () => ({ Navbar: (await import('./testKit')).FakeNavbar }));
vi.mock('../tabs/TagsView', async () => ({ TagsView: (await import('./testKit')).FakeTagsView }));
vi.mock('../tabs/MainView', async () => ({ MainView: (await import('./testKit')).FakeMainView }));

import { updateSettings } from '../settings/store';
import AppLayout from './AppLayout';
import ClassicLayout from './ClassicLayout';
import FunctionalLayout from './FunctionalLayout';
import BlendLayout from './BlendLayout';
import PlainLayout from './PlainLayout';
import { SideMenu } from './SideMenu';
import { layoutTestLifecycle, mountLayout } from './testKit';

layoutTestLifecycle();

describe('the four layouts', () => {
  const layouts = [
    ['classic', ClassicLayout],
    ['functional', FunctionalLayout],
    ['blend', BlendLayout],
    ['plain', PlainLayout],
  ] as const;

  for (const [name, Layout] of layouts) {
    it(`${name}: navbar, tabs bar and main area with the page`, () => {
      mountLayout(Layout, '/purchase/order');
      const root = screen.getByTestId(`layout-${name}`);
      expect(within(root).getByTestId('navbar')).toBeTruthy();
      expect(within(root).getByTestId('tags-view')).toBeTruthy();
      expect(within(within(root).getByTestId('main-view')).getByTestId('page')).toBeTruthy();
    });
  }

  it('AppLayout picks the layout named in the settings', () => {
    for (const [name] of layouts) {
      updateSettings({ layoutType: name });
      mountLayout(AppLayout);
      expect(screen.getByTestId(`layout-${name}`)).toBeTruthy();
      cleanup();
    }
  });

  it('classic: the whole menu in a 280 px sidebar with the logo to /, toggle in the navbar, no top menu', () => {
    mountLayout(ClassicLayout, '/purchase/order');
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar.getAttribute('data-collapsed')).toBe('false');
    expect(sidebar.style.width).toBe('280px');
    expect(within(sidebar).getByTestId('logo').getAttribute('href')).toBe('/');
    expect(within(sidebar).getByTestId('logo').textContent).toBe('岐元堂');
    expect(within(sidebar).getByTestId('side-menu').textContent).toContain('外部链接');
    expect(screen.getByTestId('menu-toggle')).toBeTruthy();
    expect(screen.queryByTestId('top-menu')).toBeNull();
  });

  it('functional: the top menu sits in the navbar, there is no sidebar and no toggle', () => {
    mountLayout(FunctionalLayout, '/purchase/order');
    const slot = screen.getByTestId('navbar-slot');
    const top = within(slot).getByTestId('top-menu');
    for (const title of ['首页', '业务管理', '基础资料', '外部链接', '检验看板']) expect(within(top).getByText(title)).toBeTruthy();
    // The current page's category is the active top entry.
    expect(within(top).getByText('业务管理').closest('li')?.className).toContain('ant-menu-submenu-selected');
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(screen.queryByTestId('menu-toggle')).toBeNull();
  });

  it('plain: a 64 px icon sidebar that stays collapsed, without toggle or logo text beyond one letter', () => {
    mountLayout(PlainLayout, '/purchase/order');
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar.getAttribute('data-collapsed')).toBe('true');
    expect(sidebar.style.width).toBe('64px');
    expect(screen.getByTestId('logo').textContent).toBe('岐');
    expect(screen.queryByTestId('menu-toggle')).toBeNull();
    expect(screen.queryByTestId('top-menu')).toBeNull();
  });

  it('dark navigation and the logo switch follow the settings', () => {
    updateSettings({ themeClass: 'dark', sidebarLogo: false });
    mountLayout(ClassicLayout);
    expect(screen.getByTestId('sidebar').className).toContain('ant-layout-sider-dark');
    expect(screen.getByTestId('side-menu').className).toContain('ant-menu-dark');
    expect(screen.queryByTestId('logo')).toBeNull();
    act(() => updateSettings({ themeClass: 'lightWhite', sidebarLogo: true }));
    expect(screen.getByTestId('sidebar').className).toContain('ant-layout-sider-light');
    expect(screen.getByTestId('side-menu').className).toContain('ant-menu-light');
    expect(screen.getByTestId('logo')).toBeTruthy();
  });
});

describe('side menu', () => {
  it('opens the groups leading to the current page, one group at a time, outside links in a new tab', () => {
    mountLayout(ClassicLayout, '/basicData/industry');
    const menu = screen.getByTestId('side-menu');
    expect(within(menu).getByText('行业类别').closest('li')?.className).toContain('ant-menu-item-selected');
    fireEvent.click(within(menu).getByText('外部链接'));
    const link = within(menu).getByText('质量追溯平台').closest('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('href')).toBe('https://example.com/t');
    // Opening 外部链接 closed 基础资料.
    expect(within(menu).getByText('基础资料').closest('li')?.className).not.toContain('ant-menu-submenu-open');
    expect(within(menu).getByText('外部链接').closest('li')?.className).toContain('ant-menu-submenu-open');
  });

  it('shows the @ant-design/icons icon a menu names, a mapped icon for the platform font, else a page icon', async () => {
    const { buildMenu } = await import('../../../engine/menu');
    const { tree } = await import('./testKit');
    const { menus } = buildMenu(tree, { dataV: '', token: '' });
    render(
      <MemoryRouter initialEntries={['/purchase/order']}>
        <SideMenu menus={menus} collapsed={false} />
      </MemoryRouter>,
    );
    const menu = screen.getByTestId('side-menu');
    expect(within(menu).getByText('首页').closest('li')?.querySelector('[aria-label="home"]')).toBeTruthy();
    expect(within(menu).getByText('采购订单').closest('li')?.querySelector('[aria-label="file"]')).toBeTruthy();
    // 'CarOutlined' is one of the antd icons a menu may name.
    expect(within(menu).getByText('药材供应商').closest('li')?.querySelector('[aria-label="car"]')).toBeTruthy();
  });
});
