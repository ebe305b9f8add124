// The province/city/district dialog.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Harness, fieldOf, ok } from './harness';
import { renderWithProviders, setTestData } from '../../testing';

const get = vi.fn();
const post = vi.fn();
setTestData({ get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a) });

const AREAS: Record<string, { id: string; fullName: string; isLeaf?: boolean }[]> = {
  '-1': [{ id: '34', fullName: '安徽省' }, { id: '51', fullName: '四川省' }],
  '34': [{ id: '3416', fullName: '亳州市' }],
  '3416': [{ id: '341602', fullName: '谯城区' }, { id: '341621', fullName: '涡阳县' }],
};
const NAMES: Record<string, string> = { '34': '安徽省', '3416': '亳州市', '341602': '谯城区', '341621': '涡阳县' };

beforeEach(() => {
  get.mockReset(); post.mockReset();
  get.mockImplementation((url: string) => {
    const m = /^\/api\/system\/Area\/(.+)$/.exec(url);
    return m ? ok({ list: AREAS[m[1]] ?? [] }) : Promise.reject(new Error(url));
  });
  post.mockImplementation((url: string, body: { idsList: string[][] }) => (url === '/api/system/Area/GetAreaByIds'
    ? ok(body.idsList.map((p) => p.map((id) => NAMES[id] ?? id))) : Promise.reject(new Error(url))));
});
afterEach(cleanup);

const areaCalls = (id: string) => get.mock.calls.filter(([url]) => url === `/api/system/Area/${id}`);
const selectedNames = () => within(screen.getByTestId('picker-selected')).queryAllByTestId('picked-item').map((e) => e.textContent);
const source = () => within(screen.getByTestId('picker-source'));
const expand = async (name: string) => {
  const title = await source().findByText(name);
  fireEvent.click(title.closest('.ant-tree-treenode')!.querySelector('.ant-tree-switcher')!);
};
const openPicker = async () => {
  fireEvent.mouseDown(screen.getByLabelText('address label'));
  return screen.findByTestId('picker-dialog');
};

describe('area dialog', () => {
  it('is titled 省市区, loads each level on expand and takes only districts (level 2)', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={fieldOf('address', { level: 2, multiple: true })} initial={[]} onValue={onValue} />);
    await openPicker();
    expect(screen.getByText('省市区')).toBeTruthy();
    expect(areaCalls('34')).toHaveLength(0);
    await expand('安徽省');
    await waitFor(() => expect(areaCalls('34')).toHaveLength(1));
    fireEvent.click(source().getByText('安徽省'));
    await expand('亳州市');
    fireEvent.click(source().getByText('亳州市'));
    expect(selectedNames()).toEqual([]);
    fireEvent.click(await source().findByText('谯城区'));
    fireEvent.click(source().getByText('涡阳县'));
    fireEvent.click(source().getByText('谯城区'));
    expect(selectedNames()).toEqual(['安徽省/亳州市/谯城区', '安徽省/亳州市/涡阳县']);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onValue).toHaveBeenLastCalledWith([['34', '3416', '341602'], ['34', '3416', '341621']]);
  });

  it('a level-1 picker stops at cities; cancel keeps the previous value', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={fieldOf('address', { level: 1 })} initial={['34', '3416']} onValue={onValue} />);
    await openPicker();
    await waitFor(() => expect(selectedNames()).toEqual(['安徽省/亳州市']));
    await expand('安徽省');
    const city = await source().findByText('亳州市');
    expect(city.closest('.ant-tree-treenode')!.querySelector('.ant-tree-switcher-noop')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /清空列表/ }));
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onValue).not.toHaveBeenCalled();
    await openPicker();
    await waitFor(() => expect(selectedNames()).toEqual(['安徽省/亳州市']));
  });
});
