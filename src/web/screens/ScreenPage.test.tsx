// The screen renderer drawing tests/screens/example.screen.json: rows, buttons by grant, the delete confirmation,
// the form's localised ajv refusals, the tree filtering the table, and the state switch.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import example from '../../../tests/screens/example.screen.json';
import exampleForm from '../../../tests/screens/forms/example.form.json';
import renameForm from '../../../tests/screens/forms/rename.form.json';
import type { ServedScreen } from '../../engine/screen';
import { ScreenPage } from './ScreenPage';

const { http } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('../api/http', () => ({ http, RequestError: class extends Error {} }));
vi.setConfig({ testTimeout: 30_000 });

const doc = { ...example, formFiles: { 'forms/example.form.json': exampleForm, 'forms/rename.form.json': renameForm } } as unknown as ServedScreen;

const ROWS = [
  { id: 'r1', fullName: '采购员', enCode: 'buyer', creatorTime: Date.UTC(2026, 0, 5, 12), enabledMark: 1, groupId: 'g1' },
  { id: 'r2', fullName: '质检员', enCode: 'qc', creatorTime: Date.UTC(2026, 1, 6, 12), enabledMark: 0, groupId: 'g1' },
  { id: 'r3', fullName: '仓管员', enCode: 'stock', creatorTime: null, enabledMark: 1, groupId: 'g2' },
];
const GROUPS = [{ id: 'g1', fullName: '分组一', children: [] }, { id: 'g2', fullName: '分组二' }];
const ok = <T,>(data: T, msg = '操作成功') => Promise.resolve({ code: 200, msg, data });

beforeEach(() => {
  for (const f of Object.values(http)) f.mockReset();
  http.get.mockImplementation((url: string, params?: Record<string, unknown>) => {
    if (url === '/api/example/Groups') return ok({ list: GROUPS });
    if (url === '/api/example/Things') {
      const rows = params?.groupId ? ROWS.filter((r) => r.groupId === params.groupId) : ROWS;
      return ok({ list: rows, pagination: { currentPage: 1, pageSize: 20, total: rows.length } });
    }
    if (url.startsWith('/api/example/Things/')) return ok({ ...ROWS[0], description: null, extra: 'x' });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
  http.post.mockImplementation(() => ok(null, '新建成功'));
  http.put.mockImplementation(() => ok(null, '更新成功'));
  http.delete.mockImplementation(() => ok(null, '删除成功'));
});

const draw = (granted: ReadonlySet<string> | null, lang: 'zh-CN' | 'en' = 'zh-CN') =>
  renderWithProviders(<ScreenPage doc={doc} granted={granted} />, { lang });

const dataRows = (container: HTMLElement) => container.querySelectorAll('tbody tr[data-row-key]');
// Counting by text rather than getAllByRole: role queries over a whole antd table are slow in jsdom.
const buttonsNamed = (text: string) => [...document.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === text);

describe('ScreenPage', () => {
  it('draws one table row per listed row, with status tags and dates', async () => {
    const { container } = draw(null);
    await waitFor(() => expect(dataRows(container)).toHaveLength(3));
    const first = dataRows(container)[0] as HTMLElement;
    expect(within(first).getByText('采购员')).toBeTruthy();
    expect(within(first).getByText('2026-01-05')).toBeTruthy();
    expect(within(first).getByText('启用')).toBeTruthy();
    expect(within(dataRows(container)[1] as HTMLElement).getByText('禁用')).toBeTruthy();
    expect(http.get).toHaveBeenCalledWith('/api/example/Things', expect.objectContaining({ currentPage: 1, pageSize: 20 }));
  });

  it('shows only the buttons whose codes the menu grants', async () => {
    const { container } = draw(new Set(['btn_add', 'btn_remove']));
    await waitFor(() => expect(dataRows(container)).toHaveLength(3));
    expect(buttonsNamed('新建')).toHaveLength(1);
    expect(buttonsNamed('删除')).toHaveLength(3);
    expect(buttonsNamed('编辑')).toHaveLength(0);
    expect(buttonsNamed('改名')).toHaveLength(0);
  });

  it('shows every button to an administrator', async () => {
    const { container } = draw(null);
    await waitFor(() => expect(dataRows(container)).toHaveLength(3));
    expect(buttonsNamed('编辑')).toHaveLength(3);
    expect(buttonsNamed('改名')).toHaveLength(3);
  });

  it('asks the document\'s confirmation before deleting, and deletes only on OK', async () => {
    const { container } = draw(null);
    await waitFor(() => expect(dataRows(container)).toHaveLength(3));
    fireEvent.click(within(dataRows(container)[1] as HTMLElement).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('此操作将永久删除该数据, 是否继续?')).toBeTruthy();
    expect(http.delete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByText('此操作将永久删除该数据, 是否继续?')).toBeNull());
    expect(http.delete).not.toHaveBeenCalled();
    fireEvent.click(within(dataRows(container)[1] as HTMLElement).getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(http.delete).toHaveBeenCalledTimes(1));
    expect(http.delete.mock.calls[0][0]).toBe('/api/example/Things/r2');
  });

  it('refuses an invalid value in the form with the localised message, and sends nothing', async () => {
    const { container } = draw(null);
    await waitFor(() => expect(dataRows(container)).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: /新建/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/编码/), { target: { value: 'a b' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入名称')).toBeTruthy();
    expect(within(dialog).getByText('编码格式不正确')).toBeTruthy();
    expect(http.post).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/名称/), { target: { value: '保管员' } });
    fireEvent.change(within(dialog).getByLabelText(/编码/), { target: { value: 'keeper' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    expect(http.post.mock.calls[0]).toEqual(['/api/example/Things', { fullName: '保管员', enCode: 'keeper', sortCode: 0, enabledMark: 1 }]);
  });

  it('says the refusal in English for an English user', async () => {
    const { container } = draw(null, 'en');
    await waitFor(() => expect(dataRows(container)).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: /New/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
  });

  it('edits the record read by the get call, sending only the form\'s properties', async () => {
    const { container } = draw(null);
    await waitFor(() => expect(dataRows(container)).toHaveLength(3));
    fireEvent.click(within(dataRows(container)[0] as HTMLElement).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/名称/) as HTMLInputElement).value).toBe('采购员');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(http.put).toHaveBeenCalledTimes(1));
    expect(http.put.mock.calls[0]).toEqual(['/api/example/Things/r1', { fullName: '采购员', enCode: 'buyer', enabledMark: 1, sortCode: 0 }]);
  });

  it('opens an action\'s form in a drawer with values from its load call, and posts the form to the action', async () => {
    const { container } = draw(null);
    await waitFor(() => expect(dataRows(container)).toHaveLength(3));
    fireEvent.click(within(dataRows(container)[0] as HTMLElement).getByRole('button', { name: '改名' }));
    const drawer = await screen.findByRole('dialog');
    expect(http.get).toHaveBeenCalledWith('/api/example/Things/r1', {});
    const input = within(drawer).getByLabelText(/新名称/) as HTMLInputElement;
    expect(input.value).toBe('采购员');
    fireEvent.change(input, { target: { value: '采购专员' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    expect(http.post.mock.calls[0]).toEqual(['/api/example/Things/r1/Actions/Rename', { fullName: '采购专员' }]);
  });

  it('filters the table by the tree node clicked', async () => {
    const { container } = draw(null);
    await waitFor(() => expect(dataRows(container)).toHaveLength(3));
    fireEvent.click(await screen.findByText('分组二'));
    await waitFor(() => expect(dataRows(container)).toHaveLength(1));
    expect(http.get).toHaveBeenLastCalledWith('/api/example/Things', expect.objectContaining({ groupId: 'g2' }));
    expect(within(dataRows(container)[0] as HTMLElement).getByText('仓管员')).toBeTruthy();
  });
});
