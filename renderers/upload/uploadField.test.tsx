import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Harness, fieldOf, ok, renderViews } from '../kinds/pickers/harness';
import { renderWithProviders, setTestData } from '../testing';

vi.setConfig({ testTimeout: 30_000 });

const get = vi.fn();
const post = vi.fn();
setTestData({ get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a) });
beforeEach(() => { get.mockReset(); post.mockReset(); });
// The preview test stands in for the browser's fetch, object URLs and navigation; put them back even if it fails.
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => { vi.unstubAllGlobals(); Object.assign(URL, { createObjectURL, revokeObjectURL }); });

const choose = (...files: File[]) => {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
};
const uploadFz = (rest = {}) => fieldOf('uploadFz', { accept: '', fileSize: 10, sizeUnit: 'MB', limit: 9, pathType: 'defaultPath', isAccount: 0, folder: '', ...rest });
const text = 'quarterly figures, 2026';
const md5 = createHash('md5').update(text).digest('hex');

describe('uploadFz chunked upload', () => {
  it('hashes the file, asks which chunks the server holds, sends the missing one, merges and stores the record', async () => {
    get.mockImplementation(() => ok({ chunkNumbers: [], merge: false }));
    let release: () => void = () => {};
    const merged = new Promise<void>((r) => { release = r; });
    post.mockImplementation(async (url: string, body: FormData) => {
      if (url === '/api/file/chunk') return ok({ chunkNumbers: [1], merge: true });
      await merged;
      return ok({ name: '20261126_ab.pdf', url: '/api/file/Download/annex/20261126_ab.pdf', fileSize: Number(body.get('fileSize')), fileExtension: 'pdf', fileVersionId: 'v1' });
    });
    const onValue = vi.fn();
    renderWithProviders(<Harness field={uploadFz()} initial={[]} onValue={onValue} />);
    choose(new File([text], '报表#1.pdf', { type: 'application/pdf' }));
    // Before the merge answers the panel shows the file sending at 99%.
    await waitFor(() => expect(post.mock.calls.some((c) => c[0] === '/api/file/merge')).toBe(true));
    expect(screen.getByText('上传中')).toBeTruthy();
    expect(screen.getByLabelText('报表1.pdf 99%')).toBeTruthy();
    const [, q] = get.mock.calls[0] as [string, Record<string, unknown>];
    expect(get.mock.calls[0][0]).toBe('/api/file/chunk');
    expect(q).toMatchObject({ identifier: md5, totalChunks: 1, totalSize: text.length, filename: '报表1.pdf', extension: 'pdf' });
    const chunk = post.mock.calls[0][1] as FormData;
    expect(chunk.get('chunkNumber')).toBe('1');
    expect((chunk.get('file') as File).size).toBe(text.length);
    const merge = post.mock.calls[1][1] as FormData;
    expect(Object.fromEntries([...merge.entries()].filter(([k]) => k !== 'file'))).toEqual({ identifier: md5, fileName: '报表1.pdf',
      fileSize: String(text.length), fileType: 'application/pdf', extension: 'pdf', type: 'annex', pathType: 'defaultPath', isAccount: '0', folder: '' });
    release();
    await waitFor(() => expect(onValue).toHaveBeenCalled());
    expect(onValue).toHaveBeenLastCalledWith([{ name: '报表1.pdf', fileId: '20261126_ab.pdf', fileSize: text.length, fileExtension: 'pdf',
      fileVersionId: 'v1', url: '/api/file/Download/annex/20261126_ab.pdf' }]);
    await waitFor(() => expect(screen.queryByText('上传中')).toBeNull());
  });

  it('files chosen together all land in the value, whichever finishes first', async () => {
    get.mockImplementation(() => ok({ chunkNumbers: [], merge: false }));
    post.mockImplementation((url: string, body: FormData) => (url === '/api/file/merge'
      ? ok({ name: `s-${String(body.get('fileName'))}`, url: '/u', fileSize: 1, fileExtension: 'txt' })
      : ok({ chunkNumbers: [1], merge: true })));
    const onValue = vi.fn();
    renderWithProviders(<Harness field={uploadFz()} initial={[]} onValue={onValue} />);
    choose(new File(['a'], 'a.txt'), new File(['b'], 'b.txt'), new File(['c'], 'c.txt'));
    await waitFor(() => expect((onValue.mock.calls.at(-1)?.[0] as unknown[] | undefined)?.length).toBe(3));
    expect((onValue.mock.calls.at(-1)![0] as { fileId: string }[]).map((f) => f.fileId).sort()).toEqual(['s-a.txt', 's-b.txt', 's-c.txt']);
  });

  it('completes at once when the server already holds the content: no chunk is sent', async () => {
    get.mockImplementation(() => ok({ uploaded: true, chunkNumbers: [1], merge: false }));
    post.mockImplementation((url: string) => (url === '/api/file/merge'
      ? ok({ name: 's.txt', url: '/api/file/Download/annex/s.txt', fileSize: 3, fileExtension: 'txt', fileVersionId: 's.txt' })
      : ok({})));
    const onValue = vi.fn();
    renderWithProviders(<Harness field={uploadFz()} initial={[]} onValue={onValue} />);
    choose(new File(['abc'], 'a.txt', { type: 'text/plain' }));
    await waitFor(() => expect(onValue).toHaveBeenCalled());
    expect(post.mock.calls.map((c) => c[0])).toEqual(['/api/file/merge']);
  });

  it('a refused chunk leaves the file in error with 上传失败 and 重试; retry sends it again', async () => {
    get.mockImplementation(() => ok({ chunkNumbers: [], merge: false }));
    post.mockImplementation(() => ({ code: 400, msg: 'refused', data: null }));
    renderWithProviders(<Harness field={uploadFz()} initial={[]} />);
    choose(new File(['abc'], 'a.txt', { type: 'text/plain' }));
    // The first send and five more, 1 s apart, then the error.
    expect(await screen.findByText('上传失败', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(6);
    post.mockImplementation((url: string) => (url === '/api/file/merge'
      ? ok({ name: 's.txt', url: '/u', fileSize: 3, fileExtension: 'txt' }) : ok({ chunkNumbers: [1], merge: true })));
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(post.mock.calls.at(-1)![0]).toBe('/api/file/merge'));
  });

  it('single-file mode (limit 1): the last chosen file is kept, the one still sending makes way', async () => {
    get.mockImplementation(() => ok({ chunkNumbers: [], merge: false }));
    const chunks: string[] = [];
    post.mockImplementation((url: string, body: FormData) => {
      if (url === '/api/file/chunk') {
        chunks.push(String(body.get('filename')));
        // The first file's chunk never answers (a slow link): it is still sending when the second is chosen.
        return chunks.length === 1 ? new Promise(() => undefined) : ok({ chunkNumbers: [1], merge: true });
      }
      return ok({ name: `s-${String(body.get('fileName'))}`, url: '/u', fileSize: 1, fileExtension: 'txt' });
    });
    const onValue = vi.fn();
    renderWithProviders(<Harness field={uploadFz({ limit: 1 })} initial={[]} onValue={onValue} />);
    choose(new File(['first'], 'first.txt', { type: 'text/plain' }));
    await waitFor(() => expect(chunks).toEqual(['first.txt']));
    choose(new File(['second'], 'second.txt', { type: 'text/plain' }));
    await waitFor(() => expect(onValue).toHaveBeenCalled());
    expect(onValue).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'second.txt', fileId: 's-second.txt' })]);
    expect(screen.queryByText('first.txt')).toBeNull();
    expect(screen.queryByText(/当前限制最多/)).toBeNull();
  });

  it('the panel pauses and resumes a file', async () => {
    get.mockImplementation(() => ok({ chunkNumbers: [], merge: false }));
    let release: () => void = () => {};
    post.mockImplementation((url: string) => (url === '/api/file/chunk'
      ? new Promise((r) => { release = () => r({ code: 200, msg: '', data: { chunkNumbers: [1], merge: true } }); })
      : ok({ name: 's.txt', url: '/u', fileSize: 3, fileExtension: 'txt' })));
    const onValue = vi.fn();
    renderWithProviders(<Harness field={uploadFz()} initial={[]} onValue={onValue} />);
    choose(new File(['abc'], 'a.txt', { type: 'text/plain' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: '暂停' }));
    expect(screen.getByText('暂停中')).toBeTruthy();
    release();
    await new Promise((r) => setTimeout(r, 50));
    expect(post.mock.calls.map((c) => c[0])).toEqual(['/api/file/chunk']);
    get.mockImplementation(() => ok({ chunkNumbers: [1], merge: true }));
    fireEvent.click(screen.getByRole('button', { name: '继续' }));
    await waitFor(() => expect(onValue).toHaveBeenCalled());
    expect(post.mock.calls.map((c) => c[0])).toEqual(['/api/file/chunk', '/api/file/merge']);
  });
});

describe('uploadFz detail: download all and preview', () => {
  it("download all with no files warns 未找到文件; with files posts PackDownload of them all", async () => {
    const a = renderViews('detail', uploadFz(), [[]]);
    fireEvent.click(screen.getByRole('button', { name: /全部下载/ }));
    expect(await screen.findByText('未找到文件')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    a.unmount();
    post.mockImplementation(() => ok({ downloadName: 'x.zip', downloadVo: { name: 'x.zip', url: '' } }));
    renderViews('detail', uploadFz(), [[{ name: 'a.pdf', fileId: 'f1', url: '/u1' }, { name: 'b.txt', fileId: 'f2', url: '/u2' }]]);
    fireEvent.click(screen.getByRole('button', { name: /全部下载/ }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]).toEqual(['/api/file/PackDownload/annex', [{ fileId: 'f1', fileName: 'a.pdf' }, { fileId: 'f2', fileName: 'b.txt' }]]);
  });

  it('preview of a file without an address warns 文件不存在 and opens no dialog', async () => {
    renderViews('detail', uploadFz(), [[{ name: 'scan.pdf', fileId: 'f1', url: '' }]]);
    fireEvent.click(screen.getByRole('button', { name: '预览' }));
    expect(await screen.findByText('文件不存在')).toBeTruthy();
    expect(document.querySelector('.ant-modal')).toBeNull();
  });

  it('preview shows an image and a PDF fetched through their one-shot addresses', async () => {
    get.mockImplementation((url: string) => ok({ name: 'x', url: `/api/file/Download?encryption=${encodeURIComponent(url)}` }));
    const fetched: string[] = [];
    const made: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => { fetched.push(url); return { arrayBuffer: async () => new ArrayBuffer(4) }; });
    const createObjectURL = vi.fn((b: Blob) => { made.push(b.type); return `blob:test/${made.length}`; });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderViews('detail', uploadFz(), [[{ name: '现场.png', fileId: 'p1.png', url: '/api/file/Image/annex/p1.png', fileExtension: 'png' },
      { name: '合同.pdf', fileId: 'd1.pdf', url: '/api/file/Download/annex/d1.pdf', fileExtension: 'pdf' },
      { name: '清单.xlsx', fileId: 'x1.xlsx', url: '/u', fileExtension: 'xlsx' }]]);
    // Only images and PDFs offer a preview.
    expect(screen.getAllByRole('button', { name: '预览' })).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: '预览' })[0]);
    const img = await screen.findByRole('img', { name: '现场.png' });
    expect(img.getAttribute('src')).toBe('blob:test/1');
    expect(fetched[0]).toContain(encodeURIComponent('/api/file/Download/annex/p1.png'));
    fireEvent.click(document.querySelector('.ant-modal-close')!);
    fireEvent.click(screen.getAllByRole('button', { name: '预览' })[1]);
    await waitFor(() => expect(document.querySelector('iframe[title="合同.pdf"]')?.getAttribute('src')).toBe('blob:test/2'));
    expect(made).toEqual(['image/png', 'application/pdf']);
    // 下载 asks for a fresh one-shot address (the preview spent its own) and goes there.
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const asked = get.mock.calls.length;
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /下\s*载$/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringContaining(encodeURIComponent('/api/file/Download/annex/d1.pdf'))));
    expect(get.mock.calls.length).toBe(asked + 1);
  });
});
