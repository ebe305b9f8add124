// The named pre-upload check (src/engine/upload/checks.ts) as a user meets it: the upload button and the file field
// refuse a file that is not the export the import expects, with the check's own message, and send nothing; the
// right file goes. The button's own bound is 5 MB when none is declared.
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Harness, fieldOf, ok } from '../kinds/pickers/harness';
import { renderWithProviders, setTestData } from '../testing';
import { UploadButton } from './UploadButton';

vi.setConfig({ testTimeout: 30_000 });

const get = vi.fn();
const post = vi.fn();
setTestData({ get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a) });
beforeEach(() => { get.mockReset(); post.mockReset(); });

const choose = (...files: File[]) => fireEvent.change(document.querySelector('input[type=file]')!, { target: { files } });
const dictionary = JSON.stringify({ list: [{ id: 't1', fullName: '性别' }], modelList: [] });
const printTemplate = JSON.stringify({ id: 'p1', fullName: '采购单', printTemplate: '<p/>' });

describe('named pre-upload check', () => {
  it('the upload button refuses a file that is not a dictionary export, with the check\'s message, and sends the right one', async () => {
    post.mockImplementation(() => Promise.resolve({ code: 200, msg: '导入成功', data: null }));
    const onSuccess = vi.fn();
    renderWithProviders(<UploadButton action="/api/system/DictionaryData/Action/Import" accept=".bdd,.json" check="dictionaryExport" onSuccess={onSuccess} />);
    choose(new File([printTemplate], '采购单.json'));
    expect(await screen.findByText('请选择导出的数据字典文件')).toBeTruthy();
    choose(new File(['not json at all'], '性别.bdd'));
    await waitFor(() => expect(screen.getAllByText('请选择导出的数据字典文件')).toHaveLength(2));
    expect(post).not.toHaveBeenCalled();
    choose(new File([dictionary], '性别.bdd'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(post.mock.calls[0][0]).toBe('/api/system/DictionaryData/Action/Import');
    expect(onSuccess.mock.calls[0][2]).toBe('导入成功');
  });

  it('the upload button bounds a file at 5 MB when no size is declared', async () => {
    renderWithProviders(<UploadButton action="/x" />);
    const big = new File(['x'], 'a.json');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    choose(big);
    expect(await screen.findByText('文件大小超过5MB')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('a file field naming the check refuses a wrong file before any chunk is asked about, and uploads the right one', async () => {
    get.mockImplementation(() => ok({ chunkNumbers: [], merge: false }));
    post.mockImplementation(() => new Promise(() => {}));
    const field = fieldOf('uploadFz', { accept: '', fileSize: 10, sizeUnit: 'MB', limit: 9, uploadCheck: 'printTemplateExport' });
    renderWithProviders(<Harness field={field} initial={[]} onValue={vi.fn()} />);
    choose(new File([dictionary], '性别.json'));
    expect(await screen.findByText('请选择导出的打印模板文件')).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
    choose(new File([printTemplate], '采购单.json'));
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(get.mock.calls[0][1]).toMatchObject({ filename: '采购单.json' });
  });
});
