// The screens' import buttons are upload buttons declared in JSON: 字典分类管理's 导入 (dictionaryType.screen.json)
// refuses a file of another type and one over its 5 MB with the spec's messages, and one that is not an exported
// dictionary with its pre-upload check's message, sending nothing; an exported dictionary is posted to the call's
// address as multipart `file` and the list is read again. 数据接口's is bounded at 2 MB and speaks the user's
// language. 数据字典 shows an entry's status as a tag (启用 green, 禁用 red) to everyone, as spec 001 says, and
// no switch even to those who may edit.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import dictionaryTypeScreen from '../../../schemas/screens/system/dictionaryType.screen.json';
import dataInterfaceScreen from '../../../schemas/screens/system/dataInterface.screen.json';
import dictionaryScreen from '../../../schemas/screens/system/dictionary.screen.json';
import type { ServedScreen } from '../../engine/screen';
import { ScreenPage } from './ScreenPage';

const { http } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('../api/http', () => ({ http, RequestError: class extends Error {} }));
vi.setConfig({ testTimeout: 60_000 });

const served = (doc: unknown) => ({ ...(doc as object), formFiles: {} }) as unknown as ServedScreen;
const ok = <T,>(data: T, msg = '操作成功') => Promise.resolve({ code: 200, msg, data });
const IMPORT = '/api/system/DictionaryData/Action/Import';
const sized = (name: string, bytes: number, content = 'x') => {
  const f = new File([content], name);
  Object.defineProperty(f, 'size', { value: bytes });
  return f;
};
const choose = (f: File) => fireEvent.change(screen.getByTestId('upload-button-input'), { target: { files: [f] } });
const listCalls = (url: string) => http.get.mock.calls.filter(([u]) => u === url).length;

beforeEach(() => {
  for (const f of Object.values(http)) f.mockReset();
  http.get.mockImplementation(() => ok({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } }));
  http.post.mockImplementation((url: string) => (url === IMPORT ? ok(null, '导入成功') : Promise.reject(new Error(`unexpected POST ${url}`))));
});

describe("a screen's import button", () => {
  it('refuses a wrong type, a file over 5 MB and a file that is not a dictionary export, and posts an exported dictionary', async () => {
    renderWithProviders(<ScreenPage doc={served(dictionaryTypeScreen)} granted={null} />);
    await screen.findByRole('button', { name: /导\s*入/ });
    expect(screen.getByTestId('upload-button-input').getAttribute('accept')).toBe('.bdd,.json');
    choose(sized('字典.xlsx', 10));
    expect(await screen.findByText('请选择.bdd,.json类型的文件')).toBeTruthy();
    choose(sized('字典.bdd', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('文件大小超过5MB')).toBeTruthy();
    choose(new File([JSON.stringify({ id: 'i1', fullName: '接口', config: '{}' })], '接口.json'));
    expect(await screen.findByText('请选择导出的数据字典文件')).toBeTruthy();
    expect(http.post).not.toHaveBeenCalled();

    const before = listCalls('/api/system/DictionaryType');
    const exported = JSON.stringify({ list: [{ id: 't1', parentId: '-1', fullName: '性别' }], modelList: [] });
    choose(new File([exported], '性别#1.bdd'));
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    const [url, body] = http.post.mock.calls[0] as [string, FormData];
    expect(url).toBe(IMPORT);
    const sent = body.get('file') as File;
    expect(sent.name).toBe('性别1.bdd');
    expect(await sent.text()).toBe(exported);
    expect(await screen.findByText('导入成功')).toBeTruthy();
    await waitFor(() => expect(listCalls('/api/system/DictionaryType')).toBeGreaterThan(before));
  });

  it("数据接口's import is bounded at 2 MB, in the user's language", async () => {
    renderWithProviders(<ScreenPage doc={served(dataInterfaceScreen)} granted={null} />, { lang: 'en' });
    await screen.findByRole('button', { name: /Import/ });
    choose(sized('api.bdi', 2 * 1024 * 1024 + 1));
    expect(await screen.findByText('File size exceeds 2MB')).toBeTruthy();
    choose(sized('api.txt', 10));
    expect(await screen.findByText('Please choose a file of type .bdi,.json')).toBeTruthy();
    choose(new File(['{"list": []}'], 'api.bdi'));
    expect(await screen.findByText('Please choose an exported data interface file')).toBeTruthy();
    expect(http.post).not.toHaveBeenCalled();
  });
});

describe('数据字典 status column', () => {
  it('shows 启用 in green and 禁用 in red as tags, with no switch, to a user who may edit', async () => {
    http.get.mockImplementation((url: string) => {
      if (url === '/api/system/DictionaryType') return ok({ list: [{ id: 't1', parentId: '-1', fullName: '性别', enCode: 'sex', isTree: 0 }] });
      if (url === '/api/system/DictionaryData/t1') {
        return ok({ list: [{ id: 'd1', fullName: '男', enCode: 'm', sortCode: 1, enabledMark: 1 },
          { id: 'd2', fullName: '女', enCode: 'f', sortCode: 2, enabledMark: 0 }] });
      }
      return ok({ list: [] });
    });
    const { container } = renderWithProviders(<ScreenPage doc={served(dictionaryScreen)} granted={null} />);
    await waitFor(() => expect(container.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(2), { timeout: 5000 });
    const row = (key: string) => container.querySelector(`tbody tr[data-row-key="${key}"]`) as HTMLElement;
    const on = within(row('d1')).getByText('启用');
    const off = within(row('d2')).getByText('禁用');
    expect(on.closest('.ant-tag')!.className).toMatch(/success/);
    expect(off.closest('.ant-tag')!.className).toMatch(/error/);
    expect(container.querySelector('[role=switch]')).toBeNull();
  });
});
