import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { resetSession } from '../../session/store';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { updateSettings } from '../settings/store';
import { go, mountShell, mounts, tab, tabPaths, tabsTestLifecycle, where } from './harness';


/** An item of the tab's context menu (menus opened before stay in the document, hidden). */
async function openMenuItem(fullPath: string, testId: string) {
  fireEvent.contextMenu(tab(fullPath));
  return waitFor(() => {
    const item = screen.getAllByTestId(testId).find((i) => i.getAttribute('data-path') === fullPath);
    if (!item) throw new Error(`no ${testId} for ${fullPath}`);
    return item;
  });
}

async function contextAction(fullPath: string, testId: string) {
  fireEvent.click(await openMenuItem(fullPath, testId));
}

tabsTestLifecycle();

describe('tabs bar', () => {
  it('opens one tab per visited page, home pinned first without a close icon', async () => {
    mountShell('/home');
    await waitFor(() => expect(tabPaths()).toEqual(['/home']));
    expect(within(tab('/home')).queryByTestId('tag-close')).toBeNull();
    expect(tab('/home').textContent).toContain('首页');

    go('to order');
    go('to sales');
    go('to order');
    await waitFor(() => expect(tabPaths()).toEqual(['/home', '/purchase/order', '/sales/order']));
    expect(tab('/purchase/order').textContent).toContain('采购订单');
    expect(tab('/purchase/order').getAttribute('data-active')).toBe('true');
    expect(tab('/sales/order').getAttribute('data-active')).toBe('false');
    expect(within(tab('/sales/order')).getByTestId('tag-close')).toBeTruthy();
  });

  it('the same page with another query updates its tab, and the tab goes back with that query', async () => {
    mountShell('/home');
    go('to order page 2');
    go('to sales');
    await waitFor(() => expect(tabPaths()).toEqual(['/home', '/purchase/order?page=2', '/sales/order']));
    go('to order');
    await waitFor(() => expect(tabPaths()).toEqual(['/home', '/purchase/order', '/sales/order']));
    go('to order page 2');
    go('to sales');
    fireEvent.click(tab('/purchase/order?page=2'));
    expect(where()).toBe('/purchase/order?page=2');
  });

  it('404 never becomes a tab; a fixed page takes its translated title', async () => {
    mountShell('/profile');
    go('to 404');
    expect(where()).toBe('/404');
    await waitFor(() => expect(tabPaths()).toEqual(['/home', '/profile']));
    expect(tab('/profile').textContent).toContain('个人');
  });

  it('the close icon closes an inactive tab where it is, and the active one moves to the last tab', async () => {
    mountShell('/home');
    go('to order');
    go('to sales');
    go('to profile');
    await waitFor(() => expect(tabPaths()).toHaveLength(4));

    fireEvent.click(within(tab('/purchase/order')).getByTestId('tag-close'));
    expect(tabPaths()).toEqual(['/home', '/sales/order', '/profile']);
    expect(where()).toBe('/profile');

    fireEvent.click(within(tab('/sales/order')).getByTestId('tag-close'));
    fireEvent.click(tab('/profile'));
    go('to sales');
    await waitFor(() => expect(tabPaths()).toEqual(['/home', '/profile', '/sales/order']));
    fireEvent.click(within(tab('/sales/order')).getByTestId('tag-close'));
    expect(where()).toBe('/profile');
    fireEvent.click(within(tab('/profile')).getByTestId('tag-close'));
    expect(where()).toBe('/home');
    expect(tabPaths()).toEqual(['/home']);
  });

  it('a middle click closes a tab; on the pinned tab it does nothing', async () => {
    mountShell('/home');
    go('to order');
    go('to sales');
    await waitFor(() => expect(tabPaths()).toHaveLength(3));
    fireEvent.mouseUp(tab('/sales/order'), { button: 1 });
    expect(tabPaths()).toEqual(['/home', '/purchase/order']);
    expect(where()).toBe('/purchase/order');
    fireEvent.mouseUp(tab('/purchase/order'), { button: 0 });
    fireEvent.mouseUp(tab('/home'), { button: 1 });
    expect(tabPaths()).toEqual(['/home', '/purchase/order']);
  });

  it('context menu: close, close others, close all; the pinned tab stays and cannot be closed', async () => {
    mountShell('/home');
    go('to order');
    go('to sales');
    go('to profile');
    await waitFor(() => expect(tabPaths()).toHaveLength(4));

    await contextAction('/profile', 'tag-close-one');
    expect(tabPaths()).toEqual(['/home', '/purchase/order', '/sales/order']);
    expect(where()).toBe('/sales/order');

    await contextAction('/purchase/order', 'tag-close-others');
    expect(tabPaths()).toEqual(['/home', '/purchase/order']);
    expect(where()).toBe('/purchase/order');

    // On the pinned tab 'close' is disabled: clicking it changes nothing.
    const closeOne = await openMenuItem('/home', 'tag-close-one');
    expect(closeOne.closest('li')?.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(closeOne);
    expect(tabPaths()).toEqual(['/home', '/purchase/order']);

    await contextAction('/purchase/order', 'tag-close-all');
    expect(tabPaths()).toEqual(['/home']);
    expect(where()).toBe('/home');
  });

  it('context menu refresh remounts the page and stays on it', async () => {
    mountShell('/purchase/order?page=2');
    await waitFor(() => expect(tabPaths()).toEqual(['/home', '/purchase/order?page=2']));
    expect(mounts.order).toBe(1);
    fireEvent.change(screen.getByTestId('input-order'), { target: { value: '当归' } });
    await contextAction('/purchase/order?page=2', 'tag-refresh');
    await waitFor(() => expect(mounts.order).toBe(2));
    expect(where()).toBe('/purchase/order?page=2');
    expect((screen.getByTestId('input-order') as HTMLInputElement).value).toBe('');
    expect(tabPaths()).toEqual(['/home', '/purchase/order?page=2']);
  });

  it('hidden when the tabs view is switched off; icons follow their switch', async () => {
    mountShell('/home');
    go('to order');
    await waitFor(() => expect(tabPaths()).toEqual(['/home', '/purchase/order']));
    expect(tab('/home').querySelector('.anticon-home')).toBeTruthy();
    // The menu's icon, as the navigation shows it.
    expect(tab('/purchase/order').querySelector('.anticon-table')).toBeTruthy();
    act(() => updateSettings({ tagsIcon: false }));
    expect(tab('/home').querySelector('.anticon')).toBeNull();
    act(() => updateSettings({ tagsView: false }));
    expect(screen.queryByTestId('tags-view')).toBeNull();
    expect(screen.getByTestId('page-order')).toBeTruthy();
  });

  it('logout leaves only the pinned tab', async () => {
    mountShell('/home');
    go('to order');
    await waitFor(() => expect(tabPaths()).toHaveLength(2));
    act(() => resetSession());
    expect(tabPaths()).toEqual(['/home']);
  });

  it('speaks the chosen language', async () => {
    await act(() => setLanguage('en'));
    try {
      mountShell('/purchase/order');
      await waitFor(() => expect(tabPaths()).toHaveLength(2));
      expect(tab('/home').textContent).toContain('Home');
      expect((await openMenuItem('/purchase/order', 'tag-close-others')).textContent).toBe('Close others');
    } finally {
      await act(() => setLanguage('zh-CN'));
    }
  });
});
