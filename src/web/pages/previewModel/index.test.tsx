import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../App';
import { i18n } from '../../i18n';
import { getSession } from '../../session/store';
import PreviewModelPage from './index';

const get = vi.fn();
const post = vi.fn();
vi.mock('../../api/http', async (original) => ({
  ...(await original<typeof import('../../api/http')>()),
  http: { get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a), put: vi.fn(), delete: vi.fn() },
}));

const formData = { fields: [{ __vModel__: 'name', __config__: { jnpfKey: 'comInput', label: '名称' } }] };
const columnData = {
  columnList: [{ prop: 'name', label: '名称', jnpfKey: 'comInput' }], searchList: [], type: 1, hasPage: true, pageSize: 20,
  btnsList: [{ value: 'add', label: '新增' }], columnBtnsList: [{ value: 'edit', label: '编辑' }],
  useBtnPermission: true, useColumnPermission: true, useFormPermission: true,
};

function open(search: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[`/previewModel${search}`]}>
        <PreviewModelPage />
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('zh-CN');
});

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockResolvedValue({ code: 200, msg: '', data: {
    id: 'vd1', fullName: '药材档案', webType: 2, enableFlow: 0,
    formData: JSON.stringify(formData), columnData: JSON.stringify(columnData) } });
  post.mockResolvedValue({ code: 200, msg: '', data: { list: [{ id: 'r1', name: '当归' }], pagination: { currentPage: 1, pageSize: 20, total: 1 } } });
});

// The list page loads antd's table and the registry: seconds on a busy machine.
describe('/previewModel', { timeout: 30_000 }, () => {
  it('asks for the id when it is missing', () => {
    open('');
    expect(screen.getByTestId('preview-no-id').textContent).toContain('缺少参数 id');
    expect(get).not.toHaveBeenCalled();
  });

  it('shows the stored definition under a preview banner, with every button and column its permissions name', async () => {
    open('?id=vd1');
    await screen.findByText('当归', undefined, { timeout: 10_000 });
    expect(screen.getByTestId('preview-banner').textContent).toContain('功能预览：药材档案');
    expect(get).toHaveBeenCalledWith('/api/visualdev/OnlineDev/vd1/Config');
    // The list asks for permissions; the preview grants itself every code of the definition.
    expect(screen.getByTestId('dm-add')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '名称' })).toBeTruthy();
    const entry = getSession().permissions.find((p) => p.modelId === 'preview:vd1');
    expect(entry?.button.map((b) => b.enCode)).toEqual(['btn_add', 'btn_edit']);
    expect(entry?.form.map((f) => f.enCode)).toEqual(['name']);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/visualdev/OnlineDev/vd1/List', expect.anything()));
  });
});
