// 用户管理's import preview draws each column as user.screen.json's api.import.display declares: the ids the server
// converted the workbook's names to read again as the organisation, position, role, group and manager names, the
// gender and the status as typed; the rows sent to ImportData keep the ids.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import userScreen from '../../../schemas/screens/permission/user.screen.json';
import userForm from '../../../schemas/screens/permission/forms/user.form.json';
import resetForm from '../../../schemas/screens/permission/forms/resetPassword.form.json';
import type { ServedScreen } from '../../engine/screen';
import { ScreenPage } from './ScreenPage';

const { http } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('../api/http', () => ({ http, RequestError: class extends Error {} }));
vi.setConfig({ testTimeout: 60_000 });

const doc = { ...userScreen, formFiles: { 'forms/user.form.json': userForm, 'forms/resetPassword.form.json': resetForm } } as unknown as ServedScreen;
const U = '/api/permission/Users';
const NAMES: Record<string, string> = { 'dep-purchase': '采购部', 'pos-buyer': '采购员', 'pos-qc': '质检员',
  'role-purchase': '采购角色', 'group-a': '药材组' };
const HEADERS = [['account', '账户'], ['realName', '姓名'], ['gender', '性别'], ['organizeId', '所属组织'], ['managerId', '直属主管'],
  ['positionIds', '岗位'], ['roleIds', '角色'], ['groupIds', '分组'], ['enabledMark', '状态']].map(([id, fullName]) => ({ id, fullName }));
const ROW = { account: 'imp1', realName: '导入一', gender: 2, organizeId: 'dep-purchase', managerId: 'user-lina',
  positionIds: ['pos-buyer', 'pos-qc'], roleIds: ['role-purchase'], groupIds: ['group-a'], enabledMark: 0 };
const ok = <T,>(data: T, msg = '操作成功') => Promise.resolve({ code: 200, msg, data });

beforeEach(() => {
  for (const f of Object.values(http)) f.mockReset();
  http.get.mockImplementation((url: string, params?: Record<string, unknown>) => {
    if (url === U) return ok({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } });
    if (url === `${U}/ImportPreview` && params?.fileName === 'stored.xlsx') return ok({ headerRow: HEADERS, dataRow: [ROW] });
    return ok({ list: [] }); // the organisation tree, the sex dictionary of the list: not what this test looks at
  });
  http.post.mockImplementation((url: string, body?: Record<string, string[]>) => {
    if (url === '/api/visualdev/OnlineDev/Uploader') return ok({ name: 'stored.xlsx' });
    if (url === '/api/permission/Organize/getNames') return ok({ list: body!.ids.map((id) => ({ id, fullName: NAMES[id] ?? id })) });
    if (url === `${U}/getUserList`) return ok({ list: body!.userId.map((id) => ({ id, fullName: id === 'user-lina' ? '李娜/lina' : id })) });
    if (url === `${U}/ImportData`) return ok({ snum: 1, fnum: 0, resultType: 0, failResult: [] }, '导入成功');
    return Promise.reject(new Error(`unexpected POST ${url}`));
  });
});

const buttonsNamed = (name: string) => [...document.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === name);

describe('用户管理 import preview', () => {
  it('shows the names and texts of the workbook, not the ids, and imports the ids', async () => {
    renderWithProviders(<ScreenPage doc={doc} granted={null} />);
    await waitFor(() => expect(buttonsNamed('导入')).toHaveLength(1));
    fireEvent.click(buttonsNamed('导入')[0]);
    const dialog = await screen.findByTestId('import-dialog');
    fireEvent.change(within(dialog).getByTestId('import-upload').querySelector('input[type=file]')!,
      { target: { files: [new File(['x'], '用户.xlsx')] } });
    const next = () => screen.getByTestId('import-next');
    await waitFor(() => expect(next().hasAttribute('disabled')).toBe(false));
    fireEvent.click(next());
    const preview = await screen.findByTestId('import-preview');
    const cells = () => [...preview.querySelectorAll('tbody tr[data-row-key] td')].map((td) => td.textContent ?? '');
    await waitFor(() => expect(cells()).toEqual(expect.arrayContaining(['采购部', '采购员,质检员', '采购角色', '药材组', '李娜/lina'])));
    expect(cells()).toEqual(expect.arrayContaining(['imp1', '导入一', '女', '禁用']));
    expect(cells().some((c) => /dep-purchase|pos-buyer|role-purchase|group-a|user-lina/.test(c))).toBe(false);

    fireEvent.click(next());
    await screen.findByTestId('import-result');
    expect(http.post).toHaveBeenCalledWith(`${U}/ImportData`, { list: [ROW] });
  });
});
