// The checkTree field in the 权限授权 drawer (schemas/screens/permission/authorize.screen.json): the tree and the
// held ids come from GET Authority/Data/{id}; checking and unchecking nodes changes the id arrays the PUT sends;
// containers (a system, a directory) are ticked from what is below them.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import authorize from '../../../schemas/screens/permission/authorize.screen.json';
import authorizeForm from '../../../schemas/screens/permission/forms/authorize.form.json';
import type { ServedScreen } from '../../engine/screen';
import { ScreenPage } from './ScreenPage';

const { http } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('../api/http', () => ({ http, RequestError: class extends Error {} }));
vi.setConfig({ testTimeout: 30_000 });

const doc = { ...authorize, formFiles: { 'forms/authorize.form.json': authorizeForm } } as unknown as ServedScreen;

const ROLES = [{ id: 'r1', onlyId: 'r1', type: 'role', fullName: '采购员', enCode: 'buyer' }];
const part = (id: string, type: string, fullName: string, parentId: string) =>
  ({ id, parentId, type, fullName, enCode: id, enabledMark: 1, children: [] });
const TREE = [{
  id: 's1', parentId: '-1', type: 'system', fullName: '业务系统', enCode: 's1', enabledMark: 1, container: true, children: [
    { id: 'm1', parentId: '-1', type: 'module', fullName: '订单管理', enCode: 'm1', enabledMark: 1, children: [
      part('b1', 'button', '新增订单', 'm1'), part('b2', 'button', '删除订单', 'm1'),
      part('c1', 'column', '订单号', 'm1'), part('f1', 'form', '订单金额', 'm1'),
    ] },
    { id: 'm2', parentId: '-1', type: 'module', fullName: '客户管理', enCode: 'm2', enabledMark: 1, children: [
      part('b3', 'button', '新增客户', 'm2'),
    ] },
    { id: 'm3', parentId: '-1', type: 'module', fullName: '报表中心', enCode: 'm3', enabledMark: 1, children: [] },
    { id: 'd1', parentId: '-1', type: 'module', fullName: '基础资料', enCode: 'd1', enabledMark: 1, container: true, children: [
      { id: 'm4', parentId: 'd1', type: 'module', fullName: '行业类别', enCode: 'm4', enabledMark: 1, children: [] },
    ] },
  ],
}];
const ok = <T,>(data: T, msg = '操作成功') => Promise.resolve({ code: 200, msg, data });

beforeEach(() => {
  for (const f of Object.values(http)) f.mockReset();
  http.get.mockImplementation((url: string) => {
    if (url === '/api/permission/Role/Selector') return ok({ list: ROLES });
    if (url === '/api/permission/Authority/Data/r1') {
      return ok({ objectType: 'Role', objectId: 'r1', list: TREE, systemIds: ['s1'], module: ['m2'], button: ['b3'], column: [], form: [] });
    }
    return Promise.reject(new Error(`unexpected ${url}`));
  });
  http.put.mockImplementation(() => ok(null, '操作成功'));
});

async function openDrawer(lang: 'zh-CN' | 'en' = 'zh-CN') {
  renderWithProviders(<ScreenPage doc={doc} granted={null} />, { lang });
  fireEvent.click(await screen.findByRole('button', { name: lang === 'en' ? 'Authorize' : '权限授权' }));
  const drawer = await screen.findByRole('dialog');
  await within(drawer).findByText('订单管理');
  return drawer;
}

const nodeOf = (drawer: HTMLElement, title: string) => within(drawer).getByText(title).closest('.ant-tree-treenode') as HTMLElement;
const toggle = (drawer: HTMLElement, title: string) => fireEvent.click(nodeOf(drawer, title).querySelector('.ant-tree-checkbox')!);
const isChecked = (drawer: HTMLElement, title: string) =>
  nodeOf(drawer, title).querySelector('.ant-tree-checkbox')!.classList.contains('ant-tree-checkbox-checked');
const isHalf = (drawer: HTMLElement, title: string) =>
  nodeOf(drawer, title).querySelector('.ant-tree-checkbox')!.classList.contains('ant-tree-checkbox-indeterminate');

async function save(drawer: HTMLElement) {
  fireEvent.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
  await waitFor(() => expect(http.put).toHaveBeenCalledTimes(1));
  const [url, body] = http.put.mock.calls[0] as [string, Record<string, string[]>];
  expect(url).toBe('/api/permission/Authority/Data/r1');
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, Array.isArray(v) ? [...v].sort() : v]));
}

describe('checkTree field (权限授权)', () => {
  it('draws the tree with the held ids checked and the parts under a folder per kind', async () => {
    const drawer = await openDrawer();
    expect(http.get).toHaveBeenCalledWith('/api/permission/Authority/Data/r1');
    expect(isChecked(drawer, '客户管理')).toBe(true);
    expect(isChecked(drawer, '新增客户')).toBe(true);
    expect(isChecked(drawer, '订单管理')).toBe(false);
    expect(within(drawer).getAllByText('按钮')).toHaveLength(2);
    expect(within(drawer).getAllByText('列表')).toHaveLength(1);
    expect(within(drawer).getAllByText('表单')).toHaveLength(1);
  });

  it('sends the menu and the button checked, with the button\'s menu', async () => {
    const drawer = await openDrawer();
    toggle(drawer, '报表中心');
    toggle(drawer, '新增订单');
    expect(isChecked(drawer, '新增订单')).toBe(true);
    expect(isChecked(drawer, '删除订单')).toBe(false);
    expect(await save(drawer)).toEqual({
      objectType: 'Role', systemIds: ['s1'], module: ['m1', 'm2', 'm3'], button: ['b1', 'b3'], column: [], form: [],
    });
  });

  it('unchecking a menu removes it and its parts, and the system left with nothing below it', async () => {
    const drawer = await openDrawer();
    toggle(drawer, '客户管理');
    expect(isChecked(drawer, '新增客户')).toBe(false);
    expect(isChecked(drawer, '业务系统')).toBe(false);
    expect(await save(drawer)).toEqual({ objectType: 'Role', systemIds: [], module: [], button: [], column: [], form: [] });
  });

  it('ticks a directory from its children: unticking the last one unticks it; a page stays ticked without buttons', async () => {
    const drawer = await openDrawer();
    expect(isHalf(drawer, '业务系统')).toBe(true);
    toggle(drawer, '行业类别');
    expect(isChecked(drawer, '基础资料')).toBe(true);
    toggle(drawer, '行业类别');
    expect(isChecked(drawer, '基础资料')).toBe(false);
    expect(isHalf(drawer, '基础资料')).toBe(false);
    expect(isHalf(drawer, '业务系统')).toBe(true);
    toggle(drawer, '新增客户');
    expect(isChecked(drawer, '客户管理')).toBe(true);
    expect(await save(drawer)).toEqual({ objectType: 'Role', systemIds: ['s1'], module: ['m2'], button: [], column: [], form: [] });
  });

  it('unticking a directory ticked as a whole unticks it and its menus', async () => {
    const drawer = await openDrawer();
    toggle(drawer, '基础资料');
    expect(isChecked(drawer, '行业类别')).toBe(true);
    toggle(drawer, '基础资料');
    expect(isChecked(drawer, '行业类别')).toBe(false);
    expect(await save(drawer)).toEqual({ objectType: 'Role', systemIds: ['s1'], module: ['m2'], button: ['b3'], column: [], form: [] });
  });

  it('checks all and none, filters by keyword and collapses, in English', async () => {
    const drawer = await openDrawer('en');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Check all' }));
    expect(isChecked(drawer, '订单金额')).toBe(true);
    const folders = within(drawer).getAllByText('Buttons').map((t) => t.closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!);
    expect(folders.map((c) => c.classList.contains('ant-tree-checkbox-checked'))).toEqual([true, true]);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Check none' }));
    expect(isChecked(drawer, '业务系统')).toBe(false);
    fireEvent.change(within(drawer).getByLabelText('Type to filter'), { target: { value: '客户' } });
    await waitFor(() => expect(within(drawer).queryByText('订单管理')).toBeNull());
    expect(within(drawer).getByText('新增客户')).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('Type to filter'), { target: { value: '' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Collapse all' }));
    await waitFor(() => expect(within(drawer).queryByText('订单管理')).toBeNull());
    fireEvent.click(within(drawer).getByRole('button', { name: 'Expand all' }));
    expect(await within(drawer).findByText('订单金额')).toBeTruthy();
  });
});
