// The toolbar actions export and import of a screen document: export sends the list's search to the document's
// export call and downloads the answer's url; import opens the import wizard on the document's five calls; both
// buttons show only with their codes.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { checkScreen, type ServedScreen } from '../../engine/screen';
import { ScreenPage } from './ScreenPage';

const { http, download } = vi.hoisted(() => ({
  http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }, download: vi.fn(),
}));
vi.mock('../api/http', () => ({ http, RequestError: class extends Error {} }));
vi.mock('../pages/dynamicModel/ExportDialog', () => ({ downloadUrl: download }));
vi.setConfig({ testTimeout: 30_000 });

const text = (zh: string, tw: string, en: string) => ({ 'zh-CN': zh, 'zh-TW': tw, en });
const call = (method: 'GET' | 'POST', url: string) => ({ method, url });
const BASE = '/api/example/People';
const doc = {
  title: text('人员', '人員', 'People'),
  api: {
    list: { ...call('GET', BASE), paged: true },
    export: call('GET', `${BASE}/ExportExcel`),
    import: {
      template: call('GET', `${BASE}/TemplateDownload`),
      upload: call('POST', '/api/visualdev/OnlineDev/Uploader'),
      preview: call('GET', `${BASE}/ImportPreview`),
      import: call('POST', `${BASE}/ImportData`),
      exception: call('POST', `${BASE}/ExportExceptionData`),
    },
  },
  page: { template: 'table', rowKey: 'id' },
  search: [{ field: 'keyword', label: text('关键词', '關鍵詞', 'Keyword') }],
  columns: [{ field: 'account', label: text('账户', '賬戶', 'Account') }],
  toolbar: [
    { action: 'import', label: text('导入', '導入', 'Import'), permission: 'btn_upload' },
    { action: 'export', label: text('导出', '導出', 'Export'), permission: 'btn_download' },
  ],
  formFiles: {},
} as unknown as ServedScreen;

const ROWS = [{ id: 'u1', account: 'lina' }, { id: 'u2', account: 'wangwei' }];
const HEADERS = [{ id: 'account', fullName: '账户', jnpfKey: 'comInput' }, { id: 'realName', fullName: '姓名', jnpfKey: 'comInput' }];
const ok = <T,>(data: T, msg = '操作成功') => Promise.resolve({ code: 200, msg, data });

beforeEach(() => {
  for (const f of Object.values(http)) f.mockReset();
  download.mockReset();
  http.get.mockImplementation((url: string, params?: Record<string, unknown>) => {
    if (url === BASE) return ok({ list: ROWS, pagination: { currentPage: 1, pageSize: 20, total: ROWS.length } });
    if (url === `${BASE}/ExportExcel`) return ok({ name: '用户.xlsx', url: '/api/file/Download?encryption=e' });
    if (url === `${BASE}/TemplateDownload`) return ok({ name: '用户导入模板.xlsx', url: '/api/file/Download?encryption=t' });
    if (url === `${BASE}/ImportPreview` && params?.fileName === 'stored.xlsx') {
      return ok({ headerRow: HEADERS, dataRow: [{ account: 'zhao', realName: '赵六' }, { account: 'lina', realName: '李娜' }] });
    }
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  http.post.mockImplementation((url: string) => {
    if (url === '/api/visualdev/OnlineDev/Uploader') return ok({ name: 'stored.xlsx' });
    if (url === `${BASE}/ImportData`) {
      return ok({ snum: 1, fnum: 1, resultType: 1, failResult: [{ account: 'lina', realName: '李娜', errorsInfo: '账户已存在' }] },
        '导入完成，1条数据导入失败');
    }
    if (url === `${BASE}/ExportExceptionData`) return ok({ name: '用户导入错误报告.xlsx', url: '/api/file/Download?encryption=x' });
    return Promise.reject(new Error(`unexpected POST ${url}`));
  });
});

const draw = (granted: ReadonlySet<string> | null) => renderWithProviders(<ScreenPage doc={doc} granted={granted} />);
const dataRows = (container: HTMLElement) => container.querySelectorAll('tbody tr[data-row-key]');
const buttonsNamed = (name: string) => [...document.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === name);
const listCalls = () => http.get.mock.calls.filter(([url]) => url === BASE).length;

describe('screen toolbar actions export and import', () => {
  it('is a document the checker accepts', () => {
    const { formFiles: _served, ...document } = doc;
    expect(checkScreen(document)).toEqual([]);
  });

  it('exports with the list\'s search through the document\'s export call and downloads the answer\'s url', async () => {
    const { container } = draw(null);
    await waitFor(() => expect(dataRows(container)).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: 'li' } });
    fireEvent.click(buttonsNamed('查询')[0]);
    await waitFor(() => expect(http.get).toHaveBeenLastCalledWith(BASE, expect.objectContaining({ keyword: 'li' })));
    fireEvent.click(buttonsNamed('导出')[0]);
    await waitFor(() => expect(download).toHaveBeenCalledWith('/api/file/Download?encryption=e', '用户.xlsx'));
    // The search, not the paging.
    expect(http.get).toHaveBeenCalledWith(`${BASE}/ExportExcel`, { keyword: 'li' });
  });

  it('opens the import wizard on the document\'s calls: template, upload, preview, import, failed rows', async () => {
    const { container } = draw(null);
    await waitFor(() => expect(dataRows(container)).toHaveLength(2));
    const before = listCalls();
    fireEvent.click(buttonsNamed('导入')[0]);
    const dialog = await screen.findByTestId('import-dialog');
    expect(within(document.body).getByText('批量导入')).toBeTruthy();

    fireEvent.click(within(dialog).getByTestId('import-template'));
    await waitFor(() => expect(download).toHaveBeenCalledWith('/api/file/Download?encryption=t', '用户导入模板.xlsx'));
    expect(http.get).toHaveBeenCalledWith(`${BASE}/TemplateDownload`, {});

    const file = new File(['x'], '用户.xlsx');
    fireEvent.change(within(dialog).getByTestId('import-upload').querySelector('input[type=file]')!, { target: { files: [file] } });
    const next = () => screen.getByTestId('import-next');
    await waitFor(() => expect(next().hasAttribute('disabled')).toBe(false));
    const upload = http.post.mock.calls.find(([url]) => url === '/api/visualdev/OnlineDev/Uploader')!;
    expect((upload[1] as FormData).get('file')).toBeInstanceOf(File);

    fireEvent.click(next());
    const preview = await screen.findByTestId('import-preview');
    expect(http.get).toHaveBeenCalledWith(`${BASE}/ImportPreview`, { fileName: 'stored.xlsx' });
    expect(within(preview).getByText('赵六')).toBeTruthy();

    fireEvent.click(next());
    const result = await screen.findByTestId('import-result');
    expect(http.post).toHaveBeenCalledWith(`${BASE}/ImportData`,
      { list: [{ account: 'zhao', realName: '赵六' }, { account: 'lina', realName: '李娜' }] });
    expect(within(result).getByTestId('import-fnum').textContent).toBe('1条');
    expect(within(screen.getByTestId('import-fail-table')).getByText('账户已存在')).toBeTruthy();

    fireEvent.click(within(result).getByTestId('import-export-errors'));
    await waitFor(() => expect(download).toHaveBeenCalledWith('/api/file/Download?encryption=x', '用户导入错误报告.xlsx'));
    expect(http.post).toHaveBeenCalledWith(`${BASE}/ExportExceptionData`,
      { list: [{ account: 'lina', realName: '李娜', errorsInfo: '账户已存在' }] });

    // Rows were stored: closing reloads the list.
    fireEvent.click(screen.getByTestId('import-close'));
    await waitFor(() => expect(screen.queryByTestId('import-dialog')).toBeNull());
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });

  it('shows 导入 and 导出 only to users granted btn_upload and btn_download', async () => {
    const { container, unmount } = draw(new Set(['btn_add']));
    await waitFor(() => expect(dataRows(container)).toHaveLength(2));
    expect(buttonsNamed('导入')).toHaveLength(0);
    expect(buttonsNamed('导出')).toHaveLength(0);
    unmount();
    const other = draw(new Set(['btn_download']));
    await waitFor(() => expect(dataRows(other.container)).toHaveLength(2));
    expect(buttonsNamed('导入')).toHaveLength(0);
    expect(buttonsNamed('导出')).toHaveLength(1);
  });
});
