import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ColumnData, FormDefinition, PermissionEntry } from '../../../engine/types';
import { renderWithProviders } from '../../testing';
import DynamicModel from './index';
import { resetSession, setLocked, setSessionData } from '../../session/store';
import type { UserInfo } from '../../../engine/types';

const { http, perm } = vi.hoisted(() => ({
  http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
  perm: { entry: undefined as PermissionEntry | undefined },
}));
// Dialogs take a while to mount on a shared CI machine; what is checked is counted, not timed.
vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../api/http', () => ({ http }));
vi.mock('../../session/usePermission', () => ({
  usePermission: () => ({ entry: perm.entry, hasBtn: () => true, hasColumn: () => true, hasForm: () => true }),
}));

const formData: FormDefinition = {
  popupType: 'general',
  generalWidth: '600px',
  fields: [
    { __vModel__: 'supplier', __config__: { jnpfKey: 'comInput', label: '供应商', required: true, visibility: ['pc'] } },
    { __vModel__: 'pay', __config__: { jnpfKey: 'select', label: '付款方式', visibility: ['pc'] },
      options: [{ id: '1', fullName: '现金' }, { id: '2', fullName: '转账' }] },
    { __vModel__: 'urgent', __config__: { jnpfKey: 'switch', label: '加急', defaultValue: false, visibility: ['pc'] } },
  ],
};

const columnData = (over: Partial<ColumnData> = {}): ColumnData => ({
  columnList: [
    { label: '供应商', prop: 'supplier', jnpfKey: 'comInput' },
    { label: '付款方式', prop: 'pay', jnpfKey: 'select' },
    { label: '加急', prop: 'urgent', jnpfKey: 'switch' },
  ],
  searchList: [],
  type: 1,
  hasPage: true,
  pageSize: 20,
  btnsList: [{ value: 'add', label: '新增' }],
  columnBtnsList: [{ value: 'edit', label: '编辑' }, { value: 'remove', label: '删除' }],
  ...over,
});

const ok = <T,>(data: T, msg = 'Success') => Promise.resolve({ code: 200, msg, data });

function serve(cd: ColumnData = columnData()) {
  http.get.mockImplementation((url: string) => {
    if (url.endsWith('/Config')) {
      return ok({ id: 'vd1', fullName: '订单', webType: 2, enableFlow: 0, formData: JSON.stringify(formData), columnData: JSON.stringify(cd) });
    }
    if (url.endsWith('/r1')) return ok({ id: 'r1', data: JSON.stringify({ supplier: '华为', pay: '2', urgent: 1 }) });
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  http.post.mockImplementation((url: string) => {
    if (url.endsWith('/List')) {
      return ok({ list: [{ id: 'r1', supplier: '华为', pay: '2', urgent: 1 }], pagination: { currentPage: 1, pageSize: 20, total: 1 } });
    }
    return Promise.reject(new Error(`unexpected POST ${url}`));
  });
}

const listCalls = () => http.post.mock.calls.filter(([url]) => String(url).endsWith('/List'));

beforeEach(() => {
  for (const fn of Object.values(http)) fn.mockReset();
  perm.entry = undefined;
});

describe('DynamicModel page', () => {
  it('lists the records with registry cells and paging', async () => {
    serve();
    renderWithProviders(<DynamicModel modelId="m1" moduleId="vd1" title="订单" />);
    const table = await screen.findByTestId('dm-table');
    await within(table).findByText('华为');
    expect(within(table).getByText('转账')).toBeTruthy();
    expect(within(table).getByText('开')).toBeTruthy();
    expect(screen.getByText('共 1 条')).toBeTruthy();
    expect(listCalls()[0]).toEqual(['/api/visualdev/OnlineDev/vd1/List',
      expect.objectContaining({ currentPage: 1, pageSize: 20, sort: 'desc', menuId: 'm1' })]);
    expect(screen.getByTestId('dm-add').textContent).toContain('新增');
    expect(screen.getByTestId('dm-row-edit')).toBeTruthy();
    expect(screen.getByTestId('dm-row-remove')).toBeTruthy();
  });

  it('shows only the buttons the permission entry grants when the list uses button permission', async () => {
    serve(columnData({ useBtnPermission: true }));
    perm.entry = { modelId: 'm1', moduleName: '订单', button: [{ id: 'b', fullName: '删除', enCode: 'btn_remove' }], column: [], form: [], resource: [] };
    renderWithProviders(<DynamicModel modelId="m1" moduleId="vd1" />);
    await within(await screen.findByTestId('dm-table')).findByText('华为');
    expect(screen.queryByTestId('dm-add')).toBeNull();
    expect(screen.queryByTestId('dm-row-edit')).toBeNull();
    expect(screen.getByTestId('dm-row-remove')).toBeTruthy();
  });

  it('searches by keyword from the first page', async () => {
    serve();
    renderWithProviders(<DynamicModel modelId="m1" moduleId="vd1" />);
    await within(await screen.findByTestId('dm-table')).findByText('华为');
    fireEvent.change(screen.getByTestId('dm-search-input').querySelector('input') ?? screen.getByTestId('dm-search-input'), { target: { value: ' 华 ' } });
    fireEvent.click(screen.getByTestId('dm-search'));
    await waitFor(() => expect(listCalls().at(-1)![1]).toMatchObject({ keyword: '华', currentPage: 1 }));
  });

  it('keeps what the user typed when the save fails, and closes and refreshes when it succeeds', async () => {
    serve();
    renderWithProviders(<DynamicModel modelId="m1" moduleId="vd1" />);
    await within(await screen.findByTestId('dm-table')).findByText('华为');
    fireEvent.click(screen.getByTestId('dm-add'));
    const form = await screen.findByTestId('dm-form');
    expect(screen.getAllByText('新增').length).toBeGreaterThan(1);

    fireEvent.click(screen.getByTestId('dm-submit'));
    await screen.findByText('供应商不能为空');
    expect(http.post).toHaveBeenCalledTimes(1);

    fireEvent.change(within(form).getByLabelText('供应商'), { target: { value: '小米' } });
    http.post.mockImplementationOnce(() => Promise.reject(new Error('供应商已存在')));
    fireEvent.click(screen.getByTestId('dm-submit'));
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(2));
    expect(http.post.mock.calls[1]).toEqual(['/api/visualdev/OnlineDev/vd1', { data: JSON.stringify({ urgent: 0, supplier: '小米' }) }]);
    await waitFor(() => expect(screen.getByTestId('dm-submit').className).not.toContain('loading'));
    expect((within(screen.getByTestId('dm-form')).getByLabelText('供应商') as HTMLInputElement).value).toBe('小米');

    const before = listCalls().length;
    http.post.mockImplementationOnce(() => ok({ id: 'r2' }, '新建成功'));
    fireEvent.click(screen.getByTestId('dm-submit'));
    await waitFor(() => expect(screen.queryByTestId('dm-form')).toBeNull());
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
    expect(await screen.findByText('新建成功')).toBeTruthy();
  });

  it('keeps the typed record as a draft when the session ends during the save, and restores it after login', async () => {
    serve();
    sessionStorage.clear();
    const signIn = () => setSessionData({ userInfo: { userId: 'u1' } as UserInfo, menus: [], routes: [], permissions: [], sysConfig: null as never });
    signIn();
    const first = renderWithProviders(<DynamicModel modelId="m1" moduleId="vd1" />);
    await within(await screen.findByTestId('dm-table')).findByText('华为');
    expect(screen.queryByTestId('dm-draft')).toBeNull();
    fireEvent.click(screen.getByTestId('dm-add'));
    const form = await screen.findByTestId('dm-form');
    fireEvent.change(within(form).getByLabelText('供应商'), { target: { value: '同仁堂' } });
    // The request layer resets the session and rejects with the code, as it does for 600.
    http.post.mockImplementationOnce(() => { resetSession(); return Promise.reject(Object.assign(new Error('登录过期'), { code: 600 })); });
    fireEvent.click(screen.getByTestId('dm-submit'));
    await waitFor(() => expect(sessionStorage.getItem('loom_draft:u1:vd1')).toContain('同仁堂'));
    first.unmount();

    // Another account on the same browser does not see it.
    setSessionData({ userInfo: { userId: 'u2' } as UserInfo, menus: [], routes: [], permissions: [], sysConfig: null as never });
    const other = renderWithProviders(<DynamicModel modelId="m1" moduleId="vd1" />);
    await screen.findByTestId('dm-table');
    expect(screen.queryByTestId('dm-draft')).toBeNull();
    other.unmount();

    signIn();
    renderWithProviders(<DynamicModel modelId="m1" moduleId="vd1" />);
    fireEvent.click(await screen.findByTestId('dm-draft-restore'));
    const restored = await screen.findByTestId('dm-form');
    expect((within(restored).getByLabelText('供应商') as HTMLInputElement).value).toBe('同仁堂');
    expect(sessionStorage.getItem('loom_draft:u1:vd1')).toBeNull();
  });

  it('keeps what was typed when the session ends or the screen locks with the form open, and nothing when nothing was typed', async () => {
    serve();
    sessionStorage.clear();
    const signIn = () => setSessionData({ userInfo: { userId: 'u1' } as UserInfo, menus: [], routes: [], permissions: [], sysConfig: null as never });
    signIn();
    const openForm = async () => {
      const page = renderWithProviders(<DynamicModel modelId="m1" moduleId="vd1" />);
      await within(await screen.findByTestId('dm-table')).findByText('华为');
      return page;
    };

    // Opened, nothing typed, session ended (a logout frame, the avatar menu's sign-out): no draft.
    let page = await openForm();
    fireEvent.click(screen.getByTestId('dm-add'));
    await screen.findByTestId('dm-form');
    resetSession();
    expect(sessionStorage.getItem('loom_draft:u1:vd1')).toBeNull();
    page.unmount();

    // Typed, then the session ends with no save: the typing is the draft.
    signIn();
    page = await openForm();
    fireEvent.click(screen.getByTestId('dm-add'));
    fireEvent.change(within(await screen.findByTestId('dm-form')).getByLabelText('供应商'), { target: { value: '同仁堂' } });
    resetSession();
    expect(sessionStorage.getItem('loom_draft:u1:vd1')).toContain('同仁堂');
    page.unmount();

    // Restored and left as it was, then the screen is locked: still unsaved, so kept again.
    signIn();
    page = await openForm();
    fireEvent.click(await screen.findByTestId('dm-draft-restore'));
    await screen.findByTestId('dm-form');
    expect(sessionStorage.getItem('loom_draft:u1:vd1')).toBeNull();
    setLocked(true, '/m1');
    expect(sessionStorage.getItem('loom_draft:u1:vd1')).toContain('同仁堂');
    setLocked(false);
    page.unmount();

    // Restored and saved: the draft is gone, and a later end of the session keeps nothing (the dialog closed).
    page = await openForm();
    const list = http.post.getMockImplementation();
    http.post.mockImplementation((url: string, ...rest: unknown[]) => (String(url).endsWith('/List') ? list?.(url, ...rest) : ok(null, '新建成功')));
    fireEvent.click(await screen.findByTestId('dm-draft-restore'));
    await screen.findByTestId('dm-form');
    fireEvent.click(screen.getByTestId('dm-submit'));
    await waitFor(() => expect(screen.queryByTestId('dm-form')).toBeNull());
    resetSession();
    expect(sessionStorage.getItem('loom_draft:u1:vd1')).toBeNull();
    page.unmount();
  });

  it('edits a stored record with PUT {id, data}', async () => {
    serve();
    http.put.mockImplementation(() => ok(null, '更新成功'));
    renderWithProviders(<DynamicModel modelId="m1" moduleId="vd1" />);
    await within(await screen.findByTestId('dm-table')).findByText('华为');
    fireEvent.click(screen.getByTestId('dm-row-edit'));
    const form = await screen.findByTestId('dm-form');
    const input = within(form).getByLabelText('供应商') as HTMLInputElement;
    expect(input.value).toBe('华为');
    expect(screen.getAllByText('编辑').length).toBeGreaterThan(1);
    fireEvent.change(input, { target: { value: '华为技术' } });
    fireEvent.click(screen.getByTestId('dm-submit'));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('/api/visualdev/OnlineDev/vd1/r1',
      { id: 'r1', data: JSON.stringify({ supplier: '华为技术', pay: '2', urgent: 1 }) }));
    await waitFor(() => expect(screen.queryByTestId('dm-form')).toBeNull());
  });

  it('deletes after the confirmation 此操作将永久删除该数据, 是否继续？ and refreshes', async () => {
    serve();
    http.delete.mockImplementation(() => ok(null, '删除成功'));
    renderWithProviders(<DynamicModel modelId="m1" moduleId="vd1" />);
    await within(await screen.findByTestId('dm-table')).findByText('华为');
    const before = listCalls().length;
    fireEvent.click(screen.getByTestId('dm-row-remove'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('此操作将永久删除该数据, 是否继续？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(http.delete).toHaveBeenCalledWith('/api/visualdev/OnlineDev/vd1/r1'));
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  });

  it('reports a broken configuration instead of crashing', async () => {
    http.get.mockImplementation(() => ok({ id: 'vd1', fullName: 'x', webType: 2, enableFlow: 0, formData: '{oops', columnData: '{}' }));
    renderWithProviders(<DynamicModel modelId="m1" moduleId="vd1" />);
    expect(await screen.findByText(/表单配置无法读取/)).toBeTruthy();
  });
});
