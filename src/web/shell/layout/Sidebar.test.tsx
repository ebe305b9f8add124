import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';

vi.mock('../navbar/Navbar', async () => ({ Navbar: (await import('./testKit')).FakeNavbar }));
vi.mock('../tabs/TagsView', async () => ({ TagsView: (await import('./testKit')).FakeTagsView }));
vi.mock('../tabs/MainView', async () => ({ MainView: (await import('./testKit')).FakeMainView }));

import { getShell, resetShellForTests, setDevice } from '../settings/store';
import ClassicLayout from './ClassicLayout';
import PlainLayout from './PlainLayout';
import { layoutTestLifecycle, mountLayout, where } from './testKit';

const collapsedState = () => screen.getByTestId('sidebar').getAttribute('data-collapsed');

layoutTestLifecycle();

describe('sidebar', () => {
  it('collapses to icons from the navbar toggle and stays collapsed after a reload', () => {
    mountLayout(ClassicLayout);
    expect(collapsedState()).toBe('false');
    fireEvent.click(screen.getByTestId('menu-toggle'));
    expect(collapsedState()).toBe('true');
    expect(screen.getByTestId('sidebar').style.width).toBe('64px');
    expect(screen.getByTestId('navbar').getAttribute('data-collapsed')).toBe('true');

    cleanup();
    resetShellForTests(); // a reload: the shell reads its state from storage again
    mountLayout(ClassicLayout);
    expect(collapsedState()).toBe('true');
    fireEvent.click(screen.getByTestId('menu-toggle'));
    cleanup();
    resetShellForTests();
    mountLayout(ClassicLayout);
    expect(collapsedState()).toBe('false');
  });

  it('closes when the device becomes mobile and comes back as it was on desktop', () => {
    mountLayout(ClassicLayout);
    act(() => setDevice('mobile'));
    expect(screen.queryByTestId('sidebar')).toBeNull();
    act(() => setDevice('desktop'));
    expect(collapsedState()).toBe('false');

    fireEvent.click(screen.getByTestId('menu-toggle')); // collapsed on desktop ...
    act(() => setDevice('mobile'));
    act(() => setDevice('desktop'));
    expect(collapsedState()).toBe('true'); // ... is still collapsed after a trip to mobile
  });

  it('on mobile opens as an overlay that closes when a page is chosen', async () => {
    mountLayout(ClassicLayout, '/home');
    act(() => setDevice('mobile'));
    fireEvent.click(screen.getByTestId('menu-toggle'));
    const overlay = await screen.findByTestId('sidebar');
    expect(overlay.getAttribute('data-collapsed')).toBe('false');
    expect(overlay.closest('.ant-drawer-left')).toBeTruthy();
    fireEvent.click(within(overlay).getByText('业务管理'));
    fireEvent.click(within(overlay).getByText('采购订单'));
    await waitFor(() => expect(where()).toBe('/purchase/order'));
    expect(getShell().sidebarOpened).toBe(false);
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
  });

  it('on mobile the overlay closes on a click on its mask', async () => {
    mountLayout(ClassicLayout);
    act(() => setDevice('mobile'));
    fireEvent.click(screen.getByTestId('menu-toggle'));
    await screen.findByTestId('sidebar');
    fireEvent.click(document.querySelector('.ant-drawer-mask')!);
    expect(getShell().sidebarOpened).toBe(false);
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
  });

  it('plain keeps its icon sidebar on every device', () => {
    mountLayout(PlainLayout);
    act(() => setDevice('mobile'));
    expect(collapsedState()).toBe('true');
    act(() => setDevice('desktop'));
    expect(collapsedState()).toBe('true');
  });
});
