// The bulk import dialog: its three steps, the client-side file checks, the preview with row
// deletion, the result counts and the export of failed rows.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../testing';
import { compileForWeb } from '../../../../../renderers';
import type { FormDefinition } from '../../../../engine/types';
import { ImportDialog } from './ImportDialog';

const { http, download } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn() }, download: vi.fn() }));
vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../api/http', () => ({ http }));
vi.mock('../ExportDialog', () => ({ downloadUrl: download }));

const ok = <T,>(data: T, msg = '操作成功') => Promise.resolve({ code: 200, msg, data });
const form: FormDefinition = { fields: [
  { __vModel__: 'name', __config__: { jnpfKey: 'comInput', label: '供应商名称', required: true } },
  { __vModel__: 'grade', __config__: { jnpfKey: 'select', label: '供应商等级' },
    options: [{ id: '1', fullName: 'A级' }, { id: '2', fullName: 'B级' }] },
] };
const index = compileForWeb(form).index;
const headerRow = [{ id: 'name', fullName: '供应商名称', jnpfKey: 'comInput' }, { id: 'grade', fullName: '供应商等级', jnpfKey: 'select' }];
const dataRow = [{ name: '亳州康源', grade: '2' }, { name: '安国药市', grade: '1' }, { grade: '1' }];

const file = (name: string, bytes: number) => {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: bytes });
  return f;
};
const choose = (f: File) => fireEvent.change(screen.getByTestId('import-upload').querySelector('input[type=file]')!,
  { target: { files: [f] } });
const next = () => screen.getByTestId('import-next');
const postsTo = (suffix: string) => http.post.mock.calls.filter(([url]) => String(url).endsWith(suffix));

function serve(result = { snum: 2, fnum: 1, resultType: 1,
  failResult: [{ grade: '1', errorsInfo: '供应商名称不能为空' }] }) {
  http.post.mockImplementation((url: string) => {
    if (url === '/api/visualdev/OnlineDev/Uploader') return ok({ name: '20240101_abc.xlsx' });
    if (url.endsWith('/ImportData')) return ok(result, result.fnum ? '导入完成，1条数据导入失败' : '导入成功');
    if (url.endsWith('/ImportExceptionData')) return ok({ name: '异常数据.xlsx', url: '/api/file/Download?encryption=x' });
    return Promise.reject(new Error(`unexpected POST ${url}`));
  });
  http.get.mockImplementation((url: string, params?: Record<string, string>) => {
    if (url === '/api/visualdev/OnlineDev/vd1/ImportPreview' && params?.fileName === '20240101_abc.xlsx') {
      return ok({ dataRow, headerRow });
    }
    if (url === '/api/visualdev/OnlineDev/vd1/TemplateDownload') return ok({ name: '模板.xlsx', url: '/api/file/Download?encryption=t' });
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
}

beforeEach(() => {
  http.get.mockReset();
  http.post.mockReset();
  download.mockReset();
  serve();
});
afterEach(cleanup);

async function toPreview() {
  choose(file('供应商.xlsx', 2048));
  await waitFor(() => expect(next().hasAttribute('disabled')).toBe(false));
  fireEvent.click(next());
  return screen.findByTestId('import-preview');
}

describe('ImportDialog', () => {
  it('starts on 上传文件 with 下一步 disabled; the client refuses other types and files of 500KB', async () => {
    renderWithProviders(<ImportDialog moduleId="vd1" onClose={vi.fn()} />);
    const dialog = await screen.findByTestId('import-dialog');
    expect(within(document.body).getByText('批量导入')).toBeTruthy();
    for (const step of ['上传文件', '数据预览', '导入数据']) expect(within(dialog).getAllByText(step).length).toBeGreaterThan(0);
    expect(next().hasAttribute('disabled')).toBe(true);
    // antd spaces two-character Chinese button labels (取 消).
    expect(screen.getByTestId('import-cancel').textContent?.replace(/\s/g, '')).toBe('取消');
    expect(screen.queryByTestId('import-prev')).toBeNull();
    expect(screen.getByText(/最多支持导入1000条数据/)).toBeTruthy();

    choose(file('notes.txt', 10));
    expect(await screen.findByText('请选择.xls,.xlsx类型的文件')).toBeTruthy();
    choose(file('big.xlsx', 500 * 1024));
    expect(await screen.findByText('文件大小不能超过500KB')).toBeTruthy();
    expect(http.post).not.toHaveBeenCalled();
    expect(next().hasAttribute('disabled')).toBe(true);

    choose(file('供应商.xlsx', 2048));
    await waitFor(() => expect(next().hasAttribute('disabled')).toBe(false));
    expect((postsTo('/Uploader')[0][1] as FormData).get('file')).toBeInstanceOf(File);
    fireEvent.click(screen.getByTestId('import-template'));
    await waitFor(() => expect(download).toHaveBeenCalledWith('/api/file/Download?encryption=t', '模板.xlsx'));
  });

  it('previews the rows with labels, deletes one, imports the rest and shows the counts and failed rows', async () => {
    const onClose = vi.fn();
    renderWithProviders(<ImportDialog moduleId="vd1" index={index} onClose={onClose} />);
    const table = await toPreview();
    expect(within(table).getByText('亳州康源')).toBeTruthy();
    expect(within(table).getByText('B级')).toBeTruthy();
    expect(within(table).getAllByTestId('import-remove')).toHaveLength(3);
    expect(screen.getByTestId('import-prev').textContent).toBe('上一步');
    expect(screen.queryByTestId('import-cancel')).toBeNull();

    fireEvent.click(within(table).getAllByTestId('import-remove')[1]);
    expect(within(table).queryByText('安国药市')).toBeNull();
    fireEvent.click(next());
    const result = await screen.findByTestId('import-result');
    expect(postsTo('/ImportData')[0][1]).toEqual({ list: [{ name: '亳州康源', grade: '2' }, { grade: '1' }] });
    expect(within(result).getByTestId('import-snum').textContent).toBe('2条');
    expect(within(result).getByTestId('import-fnum').textContent).toBe('1条');
    expect(within(screen.getByTestId('import-fail-table')).getByText('供应商名称不能为空')).toBeTruthy();
    expect(screen.queryByTestId('import-next')).toBeNull();

    fireEvent.click(within(result).getByTestId('import-export-errors'));
    await waitFor(() => expect(download).toHaveBeenCalledWith('/api/file/Download?encryption=x', '异常数据.xlsx'));
    expect(postsTo('/ImportExceptionData')[0][1]).toEqual({ list: [{ grade: '1', errorsInfo: '供应商名称不能为空' }] });

    fireEvent.click(screen.getByTestId('import-close'));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it("says 'import data is empty' when every row was deleted, and goes back with 上一步", async () => {
    renderWithProviders(<ImportDialog moduleId="vd1" onClose={vi.fn()} />);
    const table = await toPreview();
    for (let i = 0; i < 3; i++) fireEvent.click(within(table).getAllByTestId('import-remove')[0]);
    fireEvent.click(next());
    expect(await screen.findByText('导入数据为空')).toBeTruthy();
    expect(postsTo('/ImportData')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('import-prev'));
    expect(await screen.findByText('供应商.xlsx')).toBeTruthy();
    expect(next().hasAttribute('disabled')).toBe(false);
  });

  it('lists sub-table rows under their header with a delete column of their own', async () => {
    const lines = { id: 'lines', fullName: '采购明细', jnpfKey: 'table', children: [{ id: 'herb', fullName: '药材名称', jnpfKey: 'comInput' }] };
    http.get.mockImplementation(() => ok({ headerRow: [headerRow[0], lines],
      dataRow: [{ name: '亳州康源', lines: [{ herb: '黄芪' }, { herb: '当归' }] }] }));
    renderWithProviders(<ImportDialog moduleId="vd1" onClose={vi.fn()} />);
    const table = await toPreview();
    expect(within(table).getByText('采购明细')).toBeTruthy();
    expect(within(table).getByText('当归')).toBeTruthy();
    fireEvent.click(within(table).getAllByTestId('import-remove-sub')[1]);
    expect(within(table).queryByText('当归')).toBeNull();
    fireEvent.click(next());
    await screen.findByTestId('import-result');
    expect(postsTo('/ImportData')[0][1]).toEqual({ list: [{ name: '亳州康源', lines: [{ herb: '黄芪' }] }] });
  });

  it('shows the success count when every row was stored', async () => {
    serve({ snum: 3, fnum: 0, resultType: 0, failResult: [] });
    const onClose = vi.fn();
    renderWithProviders(<ImportDialog moduleId="vd1" onClose={onClose} />);
    await toPreview();
    fireEvent.click(next());
    expect(await screen.findByText('批量导入成功')).toBeTruthy();
    expect(screen.getByText('您已成功导入3条数据')).toBeTruthy();
    fireEvent.click(screen.getByTestId('import-close'));
    expect(onClose).toHaveBeenCalledWith(true);
  });
});
