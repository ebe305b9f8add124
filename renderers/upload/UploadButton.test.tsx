import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ok } from '../kinds/pickers/harness';
import { renderWithProviders, setTestData } from '../testing';
import { UploadButton } from './UploadButton';

const post = vi.fn();
setTestData({ post: (...a: unknown[]) => post(...a) });
beforeEach(() => post.mockReset());

const pick = (f: File) => fireEvent.change(screen.getByTestId('upload-button-input'), { target: { files: [f] } });
const sized = (name: string, bytes: number) => {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: bytes });
  return f;
};

describe('UploadButton', () => {
  it("posts the file, '#' stripped, with the extra fields to the configured address and hands back the answer", async () => {
    post.mockImplementation(() => ok({ name: 'tmp_1.xlsx' }));
    const onSuccess = vi.fn();
    renderWithProviders(<UploadButton action="/api/system/DictionaryData/Action/Import" buttonText="导入" data={{ folder: 'x' }} onSuccess={onSuccess} />);
    expect(screen.getByRole('button', { name: /导入/ })).toBeTruthy();
    pick(new File(['abc'], '字典#1.xlsx'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    const [url, body] = post.mock.calls[0] as [string, FormData];
    expect(url).toBe('/api/system/DictionaryData/Action/Import');
    expect((body.get('file') as File).name).toBe('字典1.xlsx');
    expect(body.get('folder')).toBe('x');
    expect(onSuccess.mock.calls[0][0]).toEqual({ name: 'tmp_1.xlsx' });
  });

  it('refuses a file of another type or over the bound, and one the pre-upload check rejects, without posting', async () => {
    const check = vi.fn(() => false);
    renderWithProviders(<UploadButton action="/x" accept=".xlsx" fileSize={500} sizeUnit="KB" beforeUpload={check} />);
    pick(sized('a.pdf', 10));
    expect(await screen.findByText('请选择.xlsx类型的文件')).toBeTruthy();
    pick(sized('a.xlsx', 501 * 1024));
    expect(await screen.findByText('文件大小超过500KB')).toBeTruthy();
    pick(sized('a.xlsx', 10));
    await waitFor(() => expect(check).toHaveBeenCalled());
    expect(post).not.toHaveBeenCalled();
  });

  it("offers a category's extensions in the browser's picker and refuses another type with the category named", async () => {
    renderWithProviders(<UploadButton action="/x" accept="excel,.csv" />);
    expect(screen.getByTestId('upload-button-input').getAttribute('accept')).toBe('.xls,.xlsx,.csv');
    pick(sized('a.pdf', 10));
    expect(await screen.findByText('请选择excel,.csv类型的文件')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });
});
