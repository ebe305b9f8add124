// The user picker's lazy organisation tree pages an organisation's children: 加载更多 at the end of a level fetches
// the next page in place, and goes once the level is complete.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Harness, fieldOf, ok } from './harness';
import { renderWithProviders, signInForTest, setTestData } from '../../testing';
import type { UserInfo } from '../../../src/engine/types';

vi.setConfig({ testTimeout: 30_000 });

const post = vi.fn();
setTestData({ get: () => Promise.reject(new Error('no GET')), post: (...a: unknown[]) => post(...a) });

/** 45 members of 采购部 under one sub-department: pages of 20, 20 and 6. */
const MEMBERS = Array.from({ length: 45 }, (_, i) => ({ id: `u-${i}`, fullName: `用户${i}/user${i}`, type: 'user', isLeaf: true }));
const CHILDREN: Record<string, unknown[]> = {
  '0': [{ id: 'dep-purchase', fullName: '采购部', type: 'department', hasChildren: true }],
  'dep-purchase': [{ id: 'dep-herb', fullName: '药材组', type: 'department', hasChildren: false }, ...MEMBERS],
};
const pageCalls = (id: string) => post.mock.calls.filter(([url]) => url === `/api/permission/Users/ImUser/Selector/${id}`)
  .map(([, body]) => body as { currentPage: number; pageSize: number });

beforeEach(() => {
  post.mockReset();
  signInForTest({ userId: 'u-me', organizeId: 'dep-purchase' } as UserInfo);
  post.mockImplementation((url: string, body: { currentPage: number; pageSize: number }) => {
    const m = /ImUser\/Selector\/(.+)$/.exec(url);
    if (!m) return ok({ list: [] });
    const all = CHILDREN[m[1]] ?? [];
    const from = (body.currentPage - 1) * body.pageSize;
    return ok({ list: all.slice(from, from + body.pageSize), pagination: { currentPage: body.currentPage, pageSize: body.pageSize, total: all.length } });
  });
});
afterEach(cleanup);

/** The machine may be busy: a page's answer can take more than the default second to show. */
const WAIT = { timeout: 10_000 };
const source = () => within(screen.getByTestId('picker-source'));
const titles = () => [...screen.getByTestId('picker-source').querySelectorAll('.ant-tree-title')].map((e) => e.textContent);

describe('lazy user tree, paged', () => {
  it('shows a page of an organisation\'s children, then the next ones on 加载更多, until none are left', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={fieldOf('userSelect')} initial={null} onValue={onValue} />);
    fireEvent.mouseDown(screen.getByLabelText('userSelect label'));
    const title = await source().findByText('采购部', {}, WAIT);
    fireEvent.click(title.closest('.ant-tree-treenode')!.querySelector('.ant-tree-switcher')!);
    await source().findByText('用户18/user18', {}, WAIT);
    expect(titles()).toEqual(['采购部', '药材组', ...MEMBERS.slice(0, 19).map((u) => u.fullName), '加载更多']);
    expect(pageCalls('dep-purchase')).toEqual([{ currentPage: 1, pageSize: 20 }]);

    fireEvent.click(source().getByText('加载更多'));
    await source().findByText('用户38/user38', {}, WAIT);
    expect(titles()).toHaveLength(2 + 39 + 1);
    fireEvent.click(source().getByText('加载更多'));
    await source().findByText('用户44/user44', {}, WAIT);
    expect(source().queryByText('加载更多')).toBeNull();
    expect(titles()).toEqual(['采购部', '药材组', ...MEMBERS.map((u) => u.fullName)]);
    expect(pageCalls('dep-purchase')).toEqual([1, 2, 3].map((currentPage) => ({ currentPage, pageSize: 20 })));

    // A user of a later page is chosen like any other; 加载更多 itself is never a choice.
    fireEvent.click(source().getByText('用户44/user44'));
    await waitFor(() => expect(within(screen.getByTestId('picker-selected')).getAllByTestId('picked-item').map((e) => e.textContent))
      .toEqual(['用户44/user44']), WAIT);
  });

  it('a short top level has no 加载更多', async () => {
    renderWithProviders(<Harness field={fieldOf('userSelect')} initial={null} />);
    fireEvent.mouseDown(screen.getByLabelText('userSelect label'));
    await source().findByText('采购部', {}, WAIT);
    expect(source().queryByText('加载更多')).toBeNull();
    expect(pageCalls('0')).toEqual([{ currentPage: 1, pageSize: 20 }]);
  });
});
