import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../../i18n';
import { getSession, resetSession } from '../../session/store';
import { CURRENT, baseInfo, mountProfile, serveGets, signIn } from './testing';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../api/http', () => ({ http }));

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
let signs: { id: string; signImg: string; isDefault: number; creatorTime: number }[];

beforeAll(() => setLanguage('zh-CN'));
beforeEach(() => {
  resetSession();
  signIn();
  Object.values(http).forEach((f) => f.mockReset());
  signs = [
    { id: 's1', signImg: `${PNG}AAA`, isDefault: 1, creatorTime: 2 },
    { id: 's2', signImg: `${PNG}BBB`, isDefault: 0, creatorTime: 1 },
  ];
  serveGets(http.get, {
    [`${CURRENT}/BaseInfo`]: baseInfo(),
    [`${CURRENT}/SignImg`]: () => ({ list: signs }),
    [`${CURRENT}/getUserOrganizes`]: [{ id: 'o1', fullName: '本草集团/管理部', isDefault: true },
      { id: 'o2', fullName: '本草集团/采购部', isDefault: false }],
    [`${CURRENT}/getUserPositions`]: { list: [{ id: 'p1', fullName: '总经理', organizeId: 'o1', organizeName: '本草集团/管理部', isDefault: true }] },
  });
  http.put.mockResolvedValue({ code: 200, msg: 'Success', data: null });
  http.delete.mockResolvedValue({ code: 200, msg: 'Success', data: null });
  http.post.mockResolvedValue({ code: 200, msg: 'Success', data: { id: 's3' } });
});

async function openTab(key: string, paneTestId: string) {
  mountProfile();
  fireEvent.click(await screen.findByTestId(`profile-tab-${key}`));
  return screen.findByTestId(paneTestId);
}

describe('profile signatures', () => {
  it('marks the default, sets another as default with PUT {id}/SignImg', async () => {
    await openTab('signImg', 'profile-signimg');
    const first = await screen.findByTestId('profile-signimg-s1');
    expect(within(first).getByTestId('profile-signimg-default').textContent).toBe('默认');
    expect(within(first).queryByTestId('profile-signimg-setdefault-s1')).toBeNull();

    signs = signs.map((s) => ({ ...s, isDefault: s.id === 's2' ? 1 : 0 }));
    fireEvent.click(screen.getByTestId('profile-signimg-setdefault-s2'));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith(`${CURRENT}/s2/SignImg`));
    await waitFor(() => expect(within(screen.getByTestId('profile-signimg-s2')).queryByTestId('profile-signimg-default')).toBeTruthy());
    expect(getSession().userInfo?.signImg).toBe(`${PNG}BBB`);
  });

  it('deletes only after the confirmation, with DELETE {id}/SignImg', async () => {
    await openTab('signImg', 'profile-signimg');
    fireEvent.click(await screen.findByTestId('profile-signimg-remove-s2'));
    expect(await screen.findByText('确定要删除这张签名吗？')).toBeTruthy();
    expect(http.delete).not.toHaveBeenCalled();
    signs = signs.filter((s) => s.id !== 's2');
    fireEvent.click(screen.getByTestId('profile-signimg-confirm'));
    await waitFor(() => expect(http.delete).toHaveBeenCalledWith(`${CURRENT}/s2/SignImg`));
    await waitFor(() => expect(screen.queryByTestId('profile-signimg-s2')).toBeNull());
  });

  it('adds an uploaded image as a data URL with POST SignImg', async () => {
    await openTab('signImg', 'profile-signimg');
    await screen.findByTestId('profile-signimg-s1');
    const input = screen.getByTestId('profile-signimg-add').closest('.ant-upload')!.querySelector('input[type=file]')!;
    fireEvent.change(input, { target: { files: [new File(['sig'], 'sig.png', { type: 'image/png' })] } });
    await waitFor(() => expect(http.post).toHaveBeenCalledWith(`${CURRENT}/SignImg`, { signImg: 'data:image/png;base64,c2ln', isDefault: 0 }));
  });
});

describe('profile organisations, positions and system log', () => {
  it('lists the organisations and positions with the default marked', async () => {
    const pane = await openTab('organize', 'profile-organize');
    expect(await within(pane).findByText('本草集团/采购部')).toBeTruthy();
    expect(within(screen.getByTestId('profile-positions')).getByText('总经理')).toBeTruthy();
    expect(within(screen.getByTestId('profile-organizes')).getAllByText('默认')).toHaveLength(1);
  });

  it('shows the log rows with relative times, paged on the server', async () => {
    const now = Date.now();
    const log = vi.fn(() => ({
      list: [
        { id: 'l1', loginTime: now - 5 * 60_000, account: 'zhangwei', ipAddress: '10.0.0.8', ipAddressName: '局域网',
          success: 1, description: '登录成功' },
        { id: 'l2', loginTime: new Date(2020, 0, 2, 8, 30).getTime(), account: 'zhangwei', ipAddress: '223.5.5.5',
          ipAddressName: '浙江省杭州市', success: 0, description: '密码错误' },
      ],
      pagination: { currentPage: 1, pageSize: 20, total: 42 },
    }));
    serveGets(http.get, { [`${CURRENT}/BaseInfo`]: baseInfo(), [`${CURRENT}/SystemLog`]: log });
    await openTab('log', 'profile-log');
    const table = screen.getByTestId('profile-log-table');
    expect(await within(table).findByText('10.0.0.8')).toBeTruthy();
    expect(within(table).getAllByRole('row').filter((r) => r.querySelector('td'))).toHaveLength(2);
    expect(within(table).getByText('5分钟前')).toBeTruthy();
    expect(within(table).getByText('2020-01-02 08:30')).toBeTruthy();
    expect(within(table).getByText('浙江省杭州市')).toBeTruthy();
    expect(within(table).getByText('失败')).toBeTruthy();
    expect(screen.getByText('共 42 条')).toBeTruthy();
    expect(http.get).toHaveBeenCalledWith(`${CURRENT}/SystemLog`, expect.objectContaining({ currentPage: 1, pageSize: 20 }));

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(http.get).toHaveBeenCalledWith(`${CURRENT}/SystemLog`, expect.objectContaining({ currentPage: 2 })));
  });
});
