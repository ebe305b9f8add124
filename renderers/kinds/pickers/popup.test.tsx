import { beforeEach, describe, expect, it, vi } from 'vitest';

// antd's first Modal and Table in jsdom take seconds to style on a busy machine; behaviour, not time, is tested.
vi.setConfig({ testTimeout: 30_000 });
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Harness, fieldOf, ok, renderViews } from './harness';
import { renderWithProviders, setTestData } from '../../testing';
import { DataSelectDialog } from './DataSelectDialog';

const get = vi.fn();
const post = vi.fn();
setTestData({ get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a) });

const SUPPLIERS = [
  { id: 's1', fullName: '亳州药材行', city: '亳州' },
  { id: 's2', fullName: '安国药市', city: '安国' },
  { id: 's3', fullName: '荷花池药材', city: '成都' },
];

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  post.mockImplementation((url: string, body: { keyword?: string; ids?: string[] }) => {
    if (url === '/api/system/DataInterface/di-suppliers/Action/List') {
      const list = SUPPLIERS.filter((s) => !body.keyword || s.fullName.includes(body.keyword));
      return ok({ list, pagination: { currentPage: 1, pageSize: 20, total: list.length } });
    }
    if (url === '/api/system/DataInterface/di-suppliers/Action/InfoByIds') return ok(SUPPLIERS.filter((s) => body.ids!.includes(s.id)));
    throw new Error(`unexpected ${url}`);
  });
});

const popup = (rest = {}) => fieldOf('popupSelect', {
  interfaceId: 'di-suppliers', propsValue: 'id', relationField: 'fullName', hasPage: false, pageSize: 20, popupType: 'dialog',
  popupTitle: '选择供应商', columnOptions: [{ value: 'fullName', label: '供应商' }, { value: 'city', label: '城市' }], templateJson: [], ...rest,
});

describe('popupSelect', () => {
  it('opens the dialog with keyword search, refuses to confirm without a pick, stores the picked row\'s value', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={popup()} initial="" onValue={onValue} />);
    fireEvent.click(screen.getByLabelText('popupSelect label'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('选择供应商')).toBeTruthy();
    await within(dialog).findByText('荷花池药材');
    expect(within(dialog).getByText('序号')).toBeTruthy();
    expect(within(dialog).getByLabelText('刷新')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('请选择一条数据')).toBeTruthy();
    expect(onValue).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('关键词'), { target: { value: '安国' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(within(dialog).queryByText('荷花池药材')).toBeNull());
    expect(post).toHaveBeenLastCalledWith('/api/system/DataInterface/di-suppliers/Action/List', expect.objectContaining({
      keyword: '安国', currentPage: 1, pageSize: 10000, propsValue: 'id', relationField: 'fullName', columnOptions: 'fullName,city',
    }));
    fireEvent.click(await within(dialog).findByText('安国药市'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(onValue).toHaveBeenLastCalledWith('s2');
    await waitFor(() => expect((screen.getByLabelText('popupSelect label') as HTMLInputElement).value).toBe('安国药市'));
    // The picked row is known: showing it needs no InfoByIds.
    expect(post.mock.calls.some((c) => String(c[0]).endsWith('InfoByIds'))).toBe(false);
  });

  it('cells show the relationField of stored values with one InfoByIds for the page', async () => {
    const { getByTestId } = renderViews('cell', popup(), ['s1', 's2', 's3', 's1']);
    await waitFor(() => expect(getByTestId('view-3').textContent).toBe('亳州药材行'));
    expect(getByTestId('view-2').textContent).toBe('荷花池药材');
    const calls = post.mock.calls.filter((c) => String(c[0]).endsWith('InfoByIds'));
    expect(calls).toHaveLength(1);
    expect(calls[0][1]).toEqual(expect.objectContaining({ ids: ['s1', 's2', 's3'], propsValue: 'id', relationField: 'fullName' }));
  });
});

describe('DataSelectDialog', () => {
  it('hands the picked rows to onConfirm (multiple, for a sub-table)', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<DataSelectDialog open interfaceId="di-suppliers" columnOptions={[{ value: 'fullName', label: '供应商' }]}
      propsValue="id" relationField="fullName" hasPage pageSize={20} multiple onConfirm={onConfirm} onCancel={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('选择数据')).toBeTruthy();
    fireEvent.click(await within(dialog).findByText('亳州药材行'));
    fireEvent.click(within(dialog).getByText('荷花池药材'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(onConfirm).toHaveBeenCalledWith([SUPPLIERS[0], SUPPLIERS[2]]);
  });
});

describe('popupTableSelect and autoComplete', () => {
  it('popover table: confirm with nothing picked clears the value', async () => {
    const onValue = vi.fn();
    const field = fieldOf('popupTableSelect', { interfaceId: 'di-suppliers', propsValue: 'id', relationField: 'fullName',
      columnOptions: [{ value: 'fullName', label: '供应商' }], hasPage: false, pageSize: 20, multiple: false });
    const { unmount } = renderWithProviders(<Harness field={field} initial="s9" onValue={onValue} />);
    fireEvent.click(screen.getByLabelText('popupTableSelect label'));
    let table = await screen.findByTestId('popup-table');
    await within(table).findByText('安国药市');
    fireEvent.click(within(table).getByRole('button', { name: '确 定' }));
    expect(onValue).toHaveBeenLastCalledWith('');
    unmount();
    renderWithProviders(<Harness field={field} initial="s1" onValue={onValue} />);
    await waitFor(() => expect((screen.getByLabelText('popupTableSelect label') as HTMLInputElement).value).toBe('亳州药材行'));
    fireEvent.click(screen.getByLabelText('popupTableSelect label'));
    table = await screen.findByTestId('popup-table');
    fireEvent.click(await within(table).findByText('安国药市'));
    fireEvent.click(within(table).getByRole('button', { name: '确 定' }));
    expect(onValue).toHaveBeenLastCalledWith('s2');
  });

  it('autoComplete suggests up to `total` values of the interface', async () => {
    const field = fieldOf('autoComplete', { interfaceId: 'di-suppliers', relationField: 'fullName', total: 2, templateJson: [] });
    renderWithProviders(<Harness field={field} initial="" />);
    fireEvent.change(screen.getByLabelText('autoComplete label'), { target: { value: '药' } });
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/system/DataInterface/di-suppliers/Action/List',
      expect.objectContaining({ keyword: '药', pageSize: 2 })), { timeout: 5000 });
  });
});
