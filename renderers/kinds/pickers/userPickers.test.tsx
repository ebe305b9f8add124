// The 800px user picker and the user component's selector.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Harness, fieldOf, ok } from './harness';
import { renderWithProviders, setTestData, signInForTest } from '../../testing';
import type { UserInfo } from '../../../src/engine/types';

const get = vi.fn();
const post = vi.fn();
setTestData({ get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a) });

const CHILDREN: Record<string, unknown[]> = {
  '0': [{ id: 'org-hq', fullName: '岐元堂', type: 'company', hasChildren: true }],
  'org-hq': [{ id: 'dep-purchase', fullName: '采购部', type: 'department', hasChildren: true }],
  'dep-purchase': [
    { id: 'u-wang', fullName: '王芳/wangfang', type: 'user', isLeaf: true },
    { id: 'u-zhou', fullName: '周杰/zhoujie', type: 'user', isLeaf: true },
  ],
};
const USERS: Record<string, string> = { 'u-wang': '王芳/wangfang', 'u-zhou': '周杰/zhoujie' };
/** 45 users match "用户": pages of 20, 20 and 5. */
const MATCHES = Array.from({ length: 45 }, (_, i) => ({ id: `u-${i}`, fullName: `用户${i}/user${i}`, type: 'user' }));

const imCalls = (id: string) => post.mock.calls.filter(([url, body]) => url === `/api/permission/Users/ImUser/Selector/${id}` && !(body as { keyword?: string }).keyword);
const searchCalls = () => post.mock.calls.filter(([url, body]) => String(url).includes('ImUser/Selector') && (body as { keyword?: string }).keyword);

beforeEach(() => {
  get.mockReset(); post.mockReset();
  signInForTest({ userId: 'u-me', organizeId: 'dep-purchase' } as UserInfo);
  get.mockImplementation((url: string) => {
    if (url === '/api/permission/Role/Selector') return ok({ list: [{ id: '1', fullName: '全局', type: '', children: [{ id: 'role-buyer', fullName: '采购人员', type: 'role' }] }] });
    return Promise.reject(new Error(url));
  });
  post.mockImplementation((url: string, body: { keyword?: string; currentPage?: number; pageSize?: number; userId?: string[] }) => {
    const m = /ImUser\/Selector\/(.+)$/.exec(url);
    if (m && body.keyword) {
      const from = ((body.currentPage ?? 1) - 1) * (body.pageSize ?? 20);
      return ok({ list: MATCHES.slice(from, from + (body.pageSize ?? 20)), pagination: { total: MATCHES.length } });
    }
    if (m) return ok({ list: CHILDREN[m[1]] ?? [] });
    if (url === '/api/permission/Users/getUserList') return ok({ list: body.userId!.map((id) => ({ id, fullName: USERS[id] ?? id })) });
    if (url === '/api/permission/Users/getSelectedList') return ok({ list: body.userId!.map((id) => ({ id, fullName: USERS[id.split('--')[0]] ?? id })) });
    if (url === '/api/permission/Users/UsersSelector/0') {
      const found = [{ id: 'dep-purchase', fullName: '采购部', type: 'department' }, ...MATCHES];
      const from = ((body.currentPage ?? 1) - 1) * (body.pageSize ?? 20);
      return ok({ list: found.slice(from, from + (body.pageSize ?? 20)) });
    }
    if (url === '/api/permission/Users/getSubordinates') return ok({ list: [{ id: 'u-zhou', fullName: '周杰/zhoujie', type: 'user' }] });
    return Promise.reject(new Error(url));
  });
});
afterEach(cleanup);

const selectedNames = () => within(screen.getByTestId('picker-selected')).queryAllByTestId('picked-item').map((e) => e.textContent);
const source = () => within(screen.getByTestId('picker-source'));
const openPicker = async (label: string) => {
  fireEvent.mouseDown(screen.getByLabelText(label));
  return screen.findByTestId('picker-dialog');
};
const expand = async (name: string) => {
  const title = await source().findByText(name);
  const switcher = title.closest('.ant-tree-treenode')!.querySelector('.ant-tree-switcher')!;
  fireEvent.click(switcher);
};
const button = (name: RegExp) => screen.getByRole('button', { name });

describe('user picker', () => {
  it('loads the organisation tree a level at a time, refuses departments and picks a user', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={fieldOf('userSelect')} initial={null} onValue={onValue} />);
    await openPicker('userSelect label');
    expect(screen.getByText('选择用户')).toBeTruthy();
    for (const tab of ['全部数据', '当前组织', '我的下属']) expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '系统变量' })).toBeNull();
    expect(imCalls('org-hq')).toHaveLength(0);
    await expand('岐元堂');
    await waitFor(() => expect(imCalls('org-hq')).toHaveLength(1));
    await expand('采购部');
    fireEvent.click(await source().findByText('采购部'));
    expect(selectedNames()).toEqual([]);
    fireEvent.click(await source().findByText('王芳/wangfang'));
    fireEvent.click(source().getByText('周杰/zhoujie'));
    expect(selectedNames()).toEqual(['周杰/zhoujie']);
    fireEvent.click(button(/确\s*定/));
    expect(onValue).toHaveBeenLastCalledWith('u-zhou');
    expect(imCalls('dep-purchase')).toHaveLength(1);
    // The box names the chosen user at once: the dialog knew the name, nobody asks the server for it.
    expect(await screen.findByTitle('周杰/zhoujie')).toBeTruthy();
    expect(post.mock.calls.filter(([url]) => url === '/api/permission/Users/getUserList')).toHaveLength(0);
  });

  it('cancel restores the previous selection', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={fieldOf('userSelect', { multiple: true })} initial={['u-wang']} onValue={onValue} />);
    await openPicker('userSelect label');
    await waitFor(() => expect(selectedNames()).toEqual(['王芳/wangfang']));
    fireEvent.click(screen.getByRole('button', { name: /王芳/ }));
    expect(selectedNames()).toEqual([]);
    fireEvent.click(button(/取\s*消/));
    expect(onValue).not.toHaveBeenCalled();
    await openPicker('userSelect label');
    await waitFor(() => expect(selectedNames()).toEqual(['王芳/wangfang']));
  });

  it('a keyword switches to a paged list that loads the next page on scroll and stops after a short page', async () => {
    renderWithProviders(<Harness field={fieldOf('userSelect', { multiple: true })} initial={[]} />);
    await openPicker('userSelect label');
    fireEvent.change(screen.getAllByLabelText('关键词')[0], { target: { value: '用户' } });
    const list = await screen.findByTestId('picker-list');
    await within(list).findByText('用户19/user19');
    expect(searchCalls()).toHaveLength(1);
    fireEvent.scroll(list);
    await within(list).findByText('用户39/user39');
    fireEvent.scroll(list);
    await within(list).findByText('用户44/user44');
    expect(searchCalls().map(([, b]) => (b as { currentPage: number }).currentPage)).toEqual([1, 2, 3]);
    fireEvent.scroll(list);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(searchCalls()).toHaveLength(3);
    fireEvent.click(within(list).getByText('用户44/user44'));
    expect(selectedNames()).toEqual(['用户44/user44']);
  });

  it('offers my subordinates and, with hasSys, the current user', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={fieldOf('userSelect', { multiple: true, hasSys: true })} initial={[]} onValue={onValue} />);
    await openPicker('userSelect label');
    fireEvent.click(screen.getByRole('tab', { name: '我的下属' }));
    fireEvent.click(await source().findByText('周杰/zhoujie'));
    fireEvent.click(screen.getByRole('tab', { name: '系统变量' }));
    fireEvent.click(await source().findByText('当前用户'));
    expect(selectedNames()).toEqual(['周杰/zhoujie', '当前用户']);
    fireEvent.click(button(/确\s*定/));
    expect(onValue).toHaveBeenLastCalledWith(['u-zhou', 'currentUser']);
  });

  it('the current organisation tab starts from the user\'s organisation', async () => {
    renderWithProviders(<Harness field={fieldOf('userSelect')} initial={null} />);
    await openPicker('userSelect label');
    fireEvent.click(screen.getByRole('tab', { name: '当前组织' }));
    expect(await source().findByText('王芳/wangfang')).toBeTruthy();
    expect(imCalls('dep-purchase')).toHaveLength(1);
  });
});

describe('user component selector', () => {
  it('has the tabs 部门 / 角色 / 岗位 / 分组 and stores id--type; single mode takes users only', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={fieldOf('usersSelect')} initial={null} onValue={onValue} />);
    await openPicker('usersSelect label');
    for (const tab of ['部门', '角色', '岗位', '分组']) expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    fireEvent.click(await source().findByText('岐元堂'));
    expect(selectedNames()).toEqual([]);
    fireEvent.click(screen.getByRole('tab', { name: '角色' }));
    fireEvent.click(await source().findByText('采购人员'));
    expect(selectedNames()).toEqual([]);
  });

  it('multiple mode picks organisations and roles too', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={fieldOf('usersSelect', { multiple: true })} initial={[]} onValue={onValue} />);
    await openPicker('usersSelect label');
    fireEvent.click(await source().findByText('岐元堂'));
    fireEvent.click(screen.getByRole('tab', { name: '角色' }));
    fireEvent.click(await source().findByText('采购人员'));
    expect(selectedNames()).toEqual(['岐元堂', '采购人员']);
    fireEvent.click(button(/确\s*定/));
    expect(onValue).toHaveBeenLastCalledWith(['org-hq--company', 'role-buyer--role']);
  });

  it('the department tab\'s search finds departments and users, a page per scroll until a short page', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={fieldOf('usersSelect', { multiple: true })} initial={[]} onValue={onValue} />);
    await openPicker('usersSelect label');
    fireEvent.change(source().getByLabelText('关键词'), { target: { value: '采购' } });
    const list = await screen.findByTestId('picker-list');
    fireEvent.click(await within(list).findByText('采购部'));
    const calls = () => post.mock.calls.filter(([url]) => url === '/api/permission/Users/UsersSelector/0');
    for (const [page, last] of [[2, '用户38/user38'], [3, '用户44/user44']] as const) {
      fireEvent.scroll(list);
      await within(list).findByText(last);
      expect(calls()).toHaveLength(page);
    }
    fireEvent.scroll(list);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(calls()).toHaveLength(3);
    fireEvent.click(within(list).getByText('用户44/user44'));
    fireEvent.click(button(/确\s*定/));
    expect(onValue).toHaveBeenLastCalledWith(['dep-purchase--department', 'u-44--user']);
  });

  it('a custom user component offers only its ableIds items', async () => {
    const onValue = vi.fn();
    const field = fieldOf('usersSelect', { multiple: true, selectType: 'custom', ableIds: ['u-wang--user', 'u-zhou--user'] });
    renderWithProviders(<Harness field={field} initial={[]} onValue={onValue} />);
    await openPicker('usersSelect label');
    fireEvent.click(await source().findByText('周杰/zhoujie'));
    expect(source().getByText('王芳/wangfang')).toBeTruthy();
    expect(source().queryByText('岐元堂')).toBeNull();
    expect(source().queryByRole('tab')).toBeNull();
    fireEvent.click(button(/确\s*定/));
    expect(onValue).toHaveBeenLastCalledWith(['u-zhou--user']);
  });
});
