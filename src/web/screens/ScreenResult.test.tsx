// A call declaring `result`: its answer is shown in a dialog as a table (the document's columns, else the rows'
// properties); a paged GET pages in the dialog; with a form (filled from its load call), the answer shows over the
// form, which stays open to be asked again.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { checkScreen, type ServedScreen } from '../../engine/screen';
import { ScreenPage } from './ScreenPage';

const { http } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('../api/http', () => ({ http, RequestError: class extends Error {} }));
vi.setConfig({ testTimeout: 30_000 });

const text = (zh: string, tw: string, en: string) => ({ 'zh-CN': zh, 'zh-TW': tw, en });
const BASE = '/api/example/Source';
const doc = {
  title: text('数据源', '數據源', 'Sources'),
  api: {
    list: { method: 'GET', url: BASE },
    actions: {
      log: { method: 'GET', url: `${BASE}/{id}/Log`, paged: true,
        result: { title: text('调用日志', '調用日誌', 'Log'), columns: [
          { field: 'action', label: text('调用方式', '調用方式', 'Call') },
          { field: 'success', label: text('结果', '結果', 'Result'), kind: 'options',
            options: [{ value: 1, label: text('成功', '成功', 'OK') }, { value: 0, label: text('失败', '失敗', 'Failed') }] }] } },
      preview: { method: 'POST', url: `${BASE}/{id}/Preview`, form: 'params', load: { method: 'GET', url: `${BASE}/{id}/Params` },
        result: { title: text('预览数据', '預覽數據', 'Preview') } },
    },
  },
  page: { template: 'table', rowKey: 'id' },
  columns: [{ field: 'name', label: text('名称', '名稱', 'Name') }],
  rowButtons: [
    { action: 'log', label: text('日志', '日誌', 'Log') },
    { action: 'preview', label: text('预览', '預覽', 'Preview') },
  ],
  forms: { params: { file: 'forms/params.form.json', container: 'dialog', title: text('预览参数', '預覽參數', 'Parameters') } },
  formFiles: {
    'forms/params.form.json': {
      schema: { type: 'object', properties: { city: { type: 'string', title: '城市' } } },
      uiSchema: {},
      i18n: { 'zh-TW': { city: '城市' }, en: { city: 'City' } },
    },
  },
} as unknown as ServedScreen;

const ok = <T,>(data: T, msg = '操作成功') => Promise.resolve({ code: 200, msg, data });
const LOG = Array.from({ length: 12 }, (_, i) => ({ id: `l${i}`, action: `call${i}`, success: i === 0 ? 0 : 1 }));

beforeEach(() => {
  for (const f of Object.values(http)) f.mockReset();
  http.get.mockImplementation((url: string, params?: { currentPage?: number; pageSize?: number }) => {
    if (url === BASE) return ok({ list: [{ id: 's1', name: '源一' }] });
    if (url === `${BASE}/s1/Log`) {
      const { currentPage = 1, pageSize = 10 } = params ?? {};
      return ok({ list: LOG.slice((currentPage - 1) * pageSize, currentPage * pageSize),
        pagination: { currentPage, pageSize, total: LOG.length } });
    }
    if (url === `${BASE}/s1/Params`) return ok({ city: '合肥' });
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  http.post.mockImplementation((url: string, body: { city?: string }) => {
    if (url === `${BASE}/s1/Preview`) return ok([{ id: 'r1', fullName: `${body.city}市`, code: 'X1' }]);
    return Promise.reject(new Error(`unexpected POST ${url}`));
  });
});

const buttonNamed = (name: string) => [...document.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === name);
const modal = (title: string) => [...document.querySelectorAll('.ant-modal')]
  .find((m) => m.querySelector('.ant-modal-title')?.textContent === title) as HTMLElement | undefined;

describe('a call\'s result shown as a table', () => {
  it('is a document the checker accepts', () => {
    const { formFiles, ...document } = doc;
    expect(checkScreen(document, formFiles)).toEqual([]);
  });

  it('pages a GET answer in the dialog with the document\'s columns', async () => {
    renderWithProviders(<ScreenPage doc={doc} granted={null} />);
    await screen.findByText('源一');
    fireEvent.click(buttonNamed('日志')[0]);
    await waitFor(() => expect(modal('调用日志')).toBeTruthy());
    const log = modal('调用日志')!;
    await within(log).findByText('call0');
    expect(within(log).getByText('失败')).toBeTruthy();
    expect(within(log).getAllByText('调用方式').length).toBeGreaterThan(0);
    expect(http.get).toHaveBeenCalledWith(`${BASE}/s1/Log`, { currentPage: 1, pageSize: 10 });
    fireEvent.click(within(log).getByTitle('2'));
    await within(log).findByText('call11');
    expect(http.get).toHaveBeenCalledWith(`${BASE}/s1/Log`, { currentPage: 2, pageSize: 10 });
  });

  it('shows what a form\'s call answers over the form, which stays open', async () => {
    renderWithProviders(<ScreenPage doc={doc} granted={null} />);
    await screen.findByText('源一');
    fireEvent.click(buttonNamed('预览')[0]);
    await waitFor(() => expect(modal('预览参数')).toBeTruthy());
    const form = modal('预览参数')!;
    await waitFor(() => expect((within(form).getByLabelText('城市') as HTMLInputElement).value).toBe('合肥'));
    fireEvent.change(within(form).getByLabelText('城市'), { target: { value: '芜湖' } });
    fireEvent.click(within(form).getAllByRole('button').find((b) => b.textContent?.replace(/\s/g, '') === '确定')!);
    await waitFor(() => expect(modal('预览数据')).toBeTruthy());
    const result = modal('预览数据')!;
    expect(http.post).toHaveBeenCalledWith(`${BASE}/s1/Preview`, { city: '芜湖' });
    // Columns of the rows' own properties.
    expect(within(result).getAllByText('fullName').length).toBeGreaterThan(0);
    expect(within(result).getByText('芜湖市')).toBeTruthy();
    expect(modal('预览参数')).toBeTruthy();
  });
});
