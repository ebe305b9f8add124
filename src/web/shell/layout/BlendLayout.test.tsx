import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router-dom';

vi.mock('../navbar/Navbar', async () => ({ Navbar: (await import('./testKit')).FakeNavbar }));
vi.mock('../tabs/TagsView', async () => ({ TagsView: (await import('./testKit')).FakeTagsView }));
vi.mock('../tabs/MainView', async () => ({ MainView: (await import('./testKit')).FakeMainView }));

import BlendLayout from './BlendLayout';
import { layoutTestLifecycle, mountLayout, where } from './testKit';

const sideMenu = () => screen.getByTestId('side-menu');
const topEntry = (title: string) => within(screen.getByTestId('top-menu')).getByText(title).closest('li');

layoutTestLifecycle();

describe('blend layout', () => {
  it("fills the left menu with the current page's category, which is the active top entry", () => {
    mountLayout(BlendLayout, '/purchase/order');
    expect(within(sideMenu()).getByText('采购订单')).toBeTruthy();
    expect(within(sideMenu()).queryByText('行业类别')).toBeNull();
    expect(topEntry('业务管理')?.className).toContain('ant-menu-item-selected');
    // The top bar holds the roots only: categories are single entries.
    expect(within(screen.getByTestId('top-menu')).queryByText('采购订单')).toBeNull();
  });

  it('choosing a category in the top bar selects it, opens its first page and fills the left menu', async () => {
    mountLayout(BlendLayout, '/purchase/order');
    fireEvent.click(within(screen.getByTestId('top-menu')).getByText('基础资料'));
    await waitFor(() => expect(where()).toBe('/basicData/industry'));
    expect(within(sideMenu()).getByText('行业类别')).toBeTruthy();
    expect(within(sideMenu()).getByText('采购统计报表')).toBeTruthy();
    expect(within(sideMenu()).queryByText('采购订单')).toBeNull();
    expect(topEntry('基础资料')?.className).toContain('ant-menu-item-selected');
    expect(topEntry('业务管理')?.className).not.toContain('ant-menu-item-selected');
  });

  it('a category whose pages all open outside is selected without leaving the page', () => {
    mountLayout(BlendLayout, '/purchase/order');
    fireEvent.click(within(screen.getByTestId('top-menu')).getByText('外部链接'));
    expect(where()).toBe('/purchase/order');
    expect(within(sideMenu()).getByText('质量追溯平台').closest('a')?.getAttribute('target')).toBe('_blank');
  });

  it('other top entries are plain links; a page reached another way brings its category back', async () => {
    mountLayout(BlendLayout, '/basicData/industry', <Link to="/purchase/supplier">elsewhere</Link>);
    expect(within(screen.getByTestId('top-menu')).getByText('检验看板').closest('a')?.getAttribute('href')).toBe('/noticeboard');
    fireEvent.click(screen.getByText('elsewhere'));
    await waitFor(() => expect(within(sideMenu()).getByText('药材供应商')).toBeTruthy());
    expect(topEntry('业务管理')?.className).toContain('ant-menu-item-selected');
  });

  it('on a page outside the menu the left menu shows the first category', () => {
    mountLayout(BlendLayout, '/profile');
    expect(within(sideMenu()).getByText('药材供应商')).toBeTruthy();
    expect(screen.getByTestId('sidebar').getAttribute('data-collapsed')).toBe('false');
    expect(screen.getByTestId('menu-toggle')).toBeTruthy();
  });
});
