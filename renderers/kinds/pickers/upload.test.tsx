import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Harness, fieldOf, ok, renderViews } from './harness';
import { renderWithProviders, setTestData } from '../../testing';
import { accepts, sizeBound } from './uploadRules';

vi.setConfig({ testTimeout: 30_000 });

const get = vi.fn();
const post = vi.fn();
setTestData({ get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a) });

beforeEach(() => { get.mockReset(); post.mockReset(); });

const file = (name: string, bytes: number, type = '') => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: bytes });
  return f;
};
const choose = (...files: File[]) => {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
};
const stored = { name: '检验报告.pdf', fileId: 'f1', fileSize: 2048, fileExtension: 'pdf', fileVersionId: '', url: '/api/file/Download/annex/f1.pdf' };

const uploadFz = (rest = {}) => fieldOf('uploadFz', { accept: '', fileSize: 10, sizeUnit: 'MB', buttonText: '点击上传', limit: 9,
  pathType: 'defaultPath', isAccount: 0, folder: '', ...rest });

describe('uploadFz', () => {
  it("uploads the file in chunks under its name with '#' stripped and stores the documented record", async () => {
    get.mockImplementation(() => ok({ chunkNumbers: [], merge: false }));
    post.mockImplementation((url: string, body: FormData) => {
      if (url === '/api/file/chunk') return ok({ chunkNumbers: [1], merge: true });
      expect(url).toBe('/api/file/merge');
      const name = String(body.get('fileName'));
      return ok({ name: 'f2', url: `/api/file/Download/annex/${name}`, fileSize: 3, fileExtension: 'pdf' });
    });
    const onValue = vi.fn();
    renderWithProviders(<Harness field={uploadFz()} initial={[stored]} onValue={onValue} />);
    expect(screen.getByText('点击上传')).toBeTruthy();
    choose(new File(['abc'], '合同#2024.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(onValue).toHaveBeenCalled());
    expect(get.mock.calls[0][1]).toMatchObject({ filename: '合同2024.pdf' });
    expect(onValue).toHaveBeenLastCalledWith([stored, {
      name: '合同2024.pdf', fileId: 'f2', fileSize: 3, fileExtension: 'pdf', fileVersionId: '', url: '/api/file/Download/annex/合同2024.pdf',
    }]);
  });

  it('refuses a file over the count limit, over the size bound, or of another type, with the spec messages', async () => {
    const a = renderWithProviders(<Harness field={uploadFz({ limit: 1 })} initial={[stored]} />);
    choose(file('b.pdf', 10));
    expect(await screen.findByText('当前限制最多可以上传1个文件')).toBeTruthy();
    a.unmount();
    const b = renderWithProviders(<Harness field={uploadFz({ fileSize: 500, sizeUnit: 'KB' })} initial={[]} />);
    choose(file('big.pdf', 501 * 1024));
    expect(await screen.findByText('文件大小超过500KB')).toBeTruthy();
    b.unmount();
    renderWithProviders(<Harness field={uploadFz({ accept: '.xls,.xlsx' })} initial={[]} />);
    choose(file('photo.png', 10, 'image/png'));
    expect(await screen.findByText('请选择.xls,.xlsx类型的文件')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('cells list the file names joined by "," as export and print do; the detail view offers download links', async () => {
    get.mockImplementation(() => ok({ name: '检验报告.pdf', url: '/api/file/Download?t=one-shot' }));
    const a = renderViews('cell', uploadFz(), [[stored, { ...stored, name: '合同.docx', fileId: 'f3' }]]);
    expect(a.getByTestId('view-0').textContent).toBe('检验报告.pdf,合同.docx');
    a.unmount();
    renderViews('detail', uploadFz(), [[stored]]);
    const link = screen.getByRole('link', { name: '检验报告.pdf' });
    expect(link.getAttribute('href')).toBe(stored.url);
  });
});

describe('uploadImg', () => {
  it('takes images only and shows thumbnails in cells', async () => {
    renderWithProviders(<Harness field={fieldOf('uploadImg', { fileSize: 10, sizeUnit: 'MB', limit: 9 })} initial={[]} />);
    choose(file('notes.txt', 10, 'text/plain'));
    expect(await screen.findByText('请上传图片')).toBeTruthy();
    choose(file('huge.png', 11 * 1024 * 1024, 'image/png'));
    expect(await screen.findByText('图片大小超过10MB')).toBeTruthy();
    const v = renderViews('cell', fieldOf('uploadImg'), [[{ name: '药材.jpg', fileId: 'i1', url: '/api/file/Image/annexpic/i1.jpg' }]]);
    expect(v.getByTestId('view-0').querySelector('img')!.getAttribute('src')).toContain('/api/file/Image/annexpic/i1.jpg');
  });
});

describe('upload rules', () => {
  it('reads sizes in powers of 1024 and accept lists of extensions, mime groups and named types', () => {
    expect(sizeBound({ __config__: { jnpfKey: 'uploadFz' }, fileSize: 2, sizeUnit: 'GB' }).bytes).toBe(2 * 1024 ** 3);
    expect(sizeBound({ __config__: { jnpfKey: 'uploadFz' } })).toEqual({ bytes: 10 * 1024 ** 2, size: 10, unit: 'MB' });
    expect(accepts('image/*', { name: 'a.JPG' })).toBe(true);
    expect(accepts('excel,pdf', { name: 'a.xlsx' })).toBe(true);
    expect(accepts('word', { name: 'a.pdf' })).toBe(false);
    expect(accepts('', { name: 'anything.bin' })).toBe(true);
  });
});
