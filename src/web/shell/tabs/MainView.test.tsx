import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { updateSettings } from '../settings/store';
import { go, mountShell, mounts, tab, tabsTestLifecycle, where } from './harness';

const input = (name: string) => screen.getByTestId(`input-${name}`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

tabsTestLifecycle(() => vi.restoreAllMocks());

describe('page cache', () => {
  it('on: a half-filled input survives switching tabs, the page mounts once', async () => {
    act(() => updateSettings({ pageCache: true }));
    mountShell('/purchase/order');
    type('order', '当归');
    go('to sales');
    expect(screen.getByTestId('page-sales')).toBeTruthy();
    // Kept, hidden.
    expect(screen.getByTestId('page-order').closest('[style*="display: none"]')).toBeTruthy();
    fireEvent.click(tab('/purchase/order'));
    expect(where()).toBe('/purchase/order');
    expect(input('order').value).toBe('当归');
    expect(mounts.order).toBe(1);
    expect(screen.getByTestId('page-sales').closest('[style*="display: none"]')).toBeTruthy();
  });

  it('off: only the current page is mounted and the input starts empty again', async () => {
    mountShell('/purchase/order');
    type('order', '当归');
    go('to sales');
    expect(screen.queryByTestId('page-order')).toBeNull();
    fireEvent.click(tab('/purchase/order'));
    expect(input('order').value).toBe('');
    expect(mounts.order).toBe(2);
    expect(screen.queryByTestId('page-sales')).toBeNull();
  });

  it('closing a tab drops its page: opened again it starts afresh', async () => {
    act(() => updateSettings({ pageCache: true }));
    mountShell('/purchase/order');
    type('order', '当归');
    go('to sales');
    await waitFor(() => expect(screen.queryAllByTestId('tag')).toHaveLength(3));
    fireEvent.click(within(tab('/purchase/order')).getByTestId('tag-close'));
    expect(screen.queryByTestId('page-order')).toBeNull();
    go('to order');
    expect(input('order').value).toBe('');
    expect(mounts.order).toBe(2);
  });

  it('refreshing a tab drops its page while the other cached pages stay', async () => {
    act(() => updateSettings({ pageCache: true }));
    mountShell('/purchase/order');
    type('order', '当归');
    go('to sales');
    type('sales', '黄芪');
    fireEvent.contextMenu(tab('/purchase/order'));
    fireEvent.click(await screen.findByTestId('tag-refresh'));
    await waitFor(() => expect(where()).toBe('/purchase/order'));
    expect(input('order').value).toBe('');
    expect(mounts.order).toBe(2);
    fireEvent.click(tab('/sales/order'));
    expect(input('sales').value).toBe('黄芪');
    expect(mounts.sales).toBe(1);
  });

  it('a hidden page keeps seeing its own address', async () => {
    act(() => updateSettings({ pageCache: true }));
    mountShell('/purchase/order?page=2');
    go('to sales');
    expect(where()).toBe('/sales/order');
    expect(screen.getByTestId('search-order').textContent).toBe('?page=2');
    expect(screen.getByTestId('search-sales').textContent).toBe('');
  });

  it('the same tab with another query keeps its page mounted, as without the cache', async () => {
    act(() => updateSettings({ pageCache: true }));
    mountShell('/purchase/order?page=2');
    type('order', '当归');
    go('to order');
    expect(screen.getByTestId('search-order').textContent).toBe('');
    expect(input('order').value).toBe('当归');
    expect(mounts.order).toBe(1);
  });

  it('switching the cache off drops the hidden pages; with the tabs bar hidden nothing is cached', async () => {
    act(() => updateSettings({ pageCache: true }));
    mountShell('/purchase/order');
    go('to sales');
    expect(screen.getByTestId('page-order')).toBeTruthy();
    act(() => updateSettings({ pageCache: false }));
    expect(screen.queryByTestId('page-order')).toBeNull();
    act(() => updateSettings({ pageCache: true, tagsView: false }));
    go('to order');
    expect(screen.queryByTestId('page-sales')).toBeNull();
  });

  it('switching back to a cached page returns to where the window was scrolled', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    let y = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
    act(() => updateSettings({ pageCache: true }));
    mountShell('/purchase/order');
    y = 640;
    fireEvent.scroll(window);
    go('to sales');
    expect(scrollTo).not.toHaveBeenCalled();
    y = 0;
    fireEvent.click(tab('/purchase/order'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    // A page mounted afresh starts at the top: nothing to restore.
    scrollTo.mockClear();
    act(() => updateSettings({ pageCache: false }));
    fireEvent.click(tab('/sales/order'));
    fireEvent.click(tab('/purchase/order'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
