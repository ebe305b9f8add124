// The message centre (/messageRecord) and the drawer's mark-all-read: the list is the server's page, and the bell's
// badge follows what the server still counts unread after a filtered mark-all-read or a deleted unread copy (the
// socket reports neither).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { MemoryRouter } from 'react-router-dom';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../api/http', () => ({ http }));

import { setLanguage } from '../../i18n';
import { getUnread, setUnreadNotices } from '../../shell/navbar/unread';
import { MessageDrawer } from '../../shell/notice/MessageDrawer';
import MessageRecordPage from './MessageRecordPage';

const slow = { timeout: 5000 };
const row = (id: string, title: string, type: number, isRead: '0' | '1') =>
  ({ id, title, type, flowType: null, isRead, releaseUser: '管理员/admin', releaseTime: 1700000000000 });
const ROWS = [row('m1', '春节放假通知', 1, '0'), row('m2', '系统升级', 3, '0'), row('m3', '盘点安排', 1, '1')];

/** The server: the asked page of ROWS, and `stillUnread` as the count of unread messages (pageSize 1, isRead 0). */
function serve(stillUnread: number) {
  http.get.mockImplementation(async (_url: string, q: { pageSize: number; isRead?: string; type?: string }) => {
    if (q.pageSize === 1 && q.isRead === '0') {
      return { code: 200, msg: '', data: { list: [], pagination: { currentPage: 1, pageSize: 1, total: stillUnread } } };
    }
    const list = ROWS.filter((r) => (!q.type || String(r.type) === q.type) && (!q.isRead || r.isRead === q.isRead));
    return { code: 200, msg: '', data: { list, pagination: { currentPage: 1, pageSize: q.pageSize, total: 57 } } };
  });
  http.post.mockResolvedValue({ code: 200, msg: '', data: null });
  http.delete.mockResolvedValue({ code: 200, msg: '', data: null });
}

const mount = (ui: React.ReactElement) => render(<AntApp><MemoryRouter>{ui}</MemoryRouter></AntApp>);
const confirm = async () => {
  // The confirmation is the newest dialog (the drawer is one too).
  await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeTruthy(), slow);
  fireEvent.click(within(document.querySelector<HTMLElement>('.ant-modal-confirm')!).getByRole('button', { name: /确\s*定/ }));
};

beforeAll(() => setLanguage('zh-CN'));
beforeEach(() => {
  Object.values(http).forEach((f) => f.mockReset());
  setUnreadNotices(10);
});
afterEach(() => cleanup());

describe('message centre', () => {
  it('lists the server\'s page with its total (pagination: total, sizes, pager, jumper), and filters by type on the server', async () => {
    serve(0);
    mount(<MessageRecordPage />);
    await screen.findByText('春节放假通知', {}, slow);
    expect(screen.getByText('共 57 条')).toBeTruthy();
    expect(document.querySelector('.ant-pagination-options-quick-jumper')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '类型' }));
    fireEvent.click(await screen.findByTitle('系统', {}, slow));
    await waitFor(() => expect(http.get).toHaveBeenLastCalledWith('/api/message',
      expect.objectContaining({ type: '3', currentPage: 1, pageSize: 20 })), slow);
    await waitFor(() => expect(screen.queryByText('春节放假通知')).toBeNull(), slow);
  });

  it('mark-all-read under a type filter leaves the badge at what the server still counts unread', async () => {
    serve(4);
    mount(<MessageRecordPage />);
    await screen.findByText('春节放假通知', {}, slow);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '类型' }));
    fireEvent.click(await screen.findByTitle('公告', {}, slow));
    fireEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await confirm();
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/api/message/Actions/ReadAll',
      { keyword: '', type: '1', isRead: '' }), slow);
    await waitFor(() => expect(getUnread().notices).toBe(4), slow);
  });

  it('mark-all-read without a filter empties the badge', async () => {
    serve(0);
    mount(<MessageRecordPage />);
    await screen.findByText('春节放假通知', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await confirm();
    await waitFor(() => expect(getUnread().notices).toBe(0), slow);
  });

  it('deleting an unread copy takes it off the badge', async () => {
    serve(9);
    mount(<MessageRecordPage />);
    const title = await screen.findByText('春节放假通知', {}, slow);
    fireEvent.click(within(title.closest('tr')!).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    await confirm();
    await waitFor(() => expect(http.delete).toHaveBeenCalledWith('/api/message/Record', { ids: 'm1' }), slow);
    await waitFor(() => expect(getUnread().notices).toBe(9), slow);
  });
});

describe('message drawer', () => {
  it('mark-all-read under a type filter leaves the badge at what the server still counts unread', async () => {
    serve(2);
    mount(<MessageDrawer open onClose={() => undefined} />);
    await screen.findByText('春节放假通知', {}, slow);
    act(() => { fireEvent.click(screen.getByText('公告')); });
    await waitFor(() => expect(http.get).toHaveBeenLastCalledWith('/api/message',
      expect.objectContaining({ type: '1', isRead: '0' })), slow);
    fireEvent.click(screen.getByTestId('message-read-all'));
    await confirm();
    await waitFor(() => expect(getUnread().notices).toBe(2), slow);
  });
});
