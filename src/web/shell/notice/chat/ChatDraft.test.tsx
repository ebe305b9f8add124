// A message typed to a contact and not sent is kept, per conversation and per user, through the end of the session
// and the reload that follows it (here: the session reset, then the window unmounted and mounted again), and comes
// back silently in that conversation's input; sending it clears it. The socket is stood in for: only what the
// window sends is of interest here (tests/e2e/skeleton.e2e.ts walks the real one).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { UserInfo } from '../../../../engine/types';
import { setLanguage } from '../../../i18n';
import { resetSession, setSessionData, setToken } from '../../../session/store';
import type { Contact } from '../api';
import { ChatWindow } from './ChatWindow';

const socket = vi.hoisted(() => ({
  connected: true,
  sendFrame: vi.fn((_frame: Record<string, unknown>) => socket.connected),
  onSocketFrame: vi.fn(() => () => {}),
  setOpenChatPeer: vi.fn(),
}));
vi.mock('../socket', () => socket);

const lina: Contact = { id: 'lina', account: 'lina', realName: '李娜', headIcon: '', department: '仓储部' };
const zhang: Contact = { id: 'zhangwei', account: 'zhangwei', realName: '张伟', headIcon: '', department: '管理部' };

function signIn(userId = 'u1') {
  setToken('Bearer t', false);
  setSessionData({ userInfo: { userId, userName: userId } as UserInfo, menus: [], routes: [], permissions: [], sysConfig: null });
}
const open = (peer: Contact) => render(<AntApp><ChatWindow peer={peer} onClose={() => {}} /></AntApp>);
const input = () => screen.getByTestId('chat-input') as HTMLTextAreaElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const sentTexts = () => socket.sendFrame.mock.calls.map(([f]) => f).filter((f) => f.method === 'SendMessage')
  .map((f) => f.messageContent);

beforeAll(() => setLanguage('zh-CN'));
beforeEach(() => {
  sessionStorage.clear();
  socket.connected = true;
  socket.sendFrame.mockClear();
  signIn();
});
afterEach(cleanup);

describe('chat drafts', () => {
  it('gives a message typed and not sent back to its conversation after the session ends, to its user only', async () => {
    open(lina);
    type('盘点明天开始');
    resetSession();
    cleanup();

    // Another account on this browser: nothing in its input.
    signIn('u2');
    open(lina);
    expect(input().value).toBe('');
    cleanup();

    // Back as the same user: another conversation is empty, the one typed in has the text, unsent.
    signIn();
    open(zhang);
    expect(input().value).toBe('');
    cleanup();
    open(lina);
    expect(input().value).toBe('盘点明天开始');
    expect(sentTexts()).toEqual([]);
  });

  it('keeps the text when the window is closed, and clears it once it is sent', async () => {
    open(lina);
    type('收到');
    cleanup();

    open(lina);
    expect(input().value).toBe('收到');
    // Not connected: the message did not go, so it is still typed (and still kept).
    socket.connected = false;
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(input().value).toBe('收到');
    cleanup();
    open(lina);
    expect(input().value).toBe('收到');

    socket.connected = true;
    socket.sendFrame.mockClear();
    fireEvent.click(screen.getByTestId('chat-send'));
    expect(sentTexts()).toEqual(['收到']);
    expect(input().value).toBe('');
    resetSession();
    cleanup();
    signIn();
    open(lina);
    expect(input().value).toBe('');
  });

  it('drops the draft when the text is erased', async () => {
    open(lina);
    type('盘点');
    type('  ');
    cleanup();
    open(lina);
    expect(input().value).toBe('');
  });
});
