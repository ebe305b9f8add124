import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import SparkMD5 from 'spark-md5';
import type { UserInfo } from '../../../engine/types';
import type { PasswordPolicy } from '../../../engine/password/rules';
import { STRICT_POLICY } from '../../../engine/password/fixtures';
import { setLanguage } from '../../i18n';
import { getSession, resetSession, setSessionData, setToken } from '../../session/store';
import { closePasswordDialog, openPasswordDialog } from './dialogState';
import { PasswordHost } from './PasswordHost';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../api/http', () => ({ http }));

const strict: PasswordPolicy = { ...STRICT_POLICY, mandatoryModificationOfInitialPassword: 1 };

function serve(policy: PasswordPolicy) {
  http.get.mockImplementation(async (url: string) => {
    if (url === '/api/system/SysConfig') return { code: 200, msg: '', data: { sysName: 'Loom', ...policy } };
    throw new Error(`unexpected GET ${url}`);
  });
}

function signIn(changePasswordDate: number | null) {
  setToken('Bearer t', false);
  const userInfo = { userId: 'u1', userAccount: 'admin', userName: '管理员', changePasswordDate } as UserInfo;
  setSessionData({ userInfo, menus: [], routes: [], permissions: [], sysConfig: null });
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function mount() {
  render(
    <AntApp>
      <MemoryRouter initialEntries={['/home']}>
        <Where />
        <Routes>
          <Route path="/home" element={<PasswordHost />} />
          <Route path="/login" element={<p>login page</p>} />
        </Routes>
      </MemoryRouter>
    </AntApp>,
  );
}

const field = (id: string) => screen.getByTestId(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('password-submit'));

beforeAll(() => setLanguage('zh-CN'));
beforeEach(() => {
  resetSession();
  act(() => closePasswordDialog());
  Object.values(http).forEach((f) => f.mockReset());
  http.post.mockResolvedValue({ code: 200, msg: 'Success', data: null });
});

describe('forced password change on load', () => {
  it('opens, undismissable, for a never-changed password under the mandatory flag', async () => {
    serve(strict);
    signIn(null);
    mount();
    expect(await screen.findByTestId('password-forced')).toBeTruthy();
    expect(http.post).toHaveBeenCalledWith('/api/oauth/updatePasswordMessage');
    expect(document.querySelector('.ant-modal-close')).toBeNull();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', keyCode: 27 });
    expect(screen.getByTestId('password-form')).toBeTruthy();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('600px');
  });

  it('stays closed when the password was changed before, or the flag is off', async () => {
    serve(strict);
    signIn(1_700_000_000_000);
    mount();
    await waitFor(() => expect(http.get).toHaveBeenCalledWith('/api/system/SysConfig'));
    await act(async () => {});
    expect(screen.queryByTestId('password-form')).toBeNull();
  });

  it('checks once per session, not again when the layout remounts (after the lock screen)', async () => {
    serve(strict);
    signIn(1);
    mount();
    await waitFor(() => expect(http.get).toHaveBeenCalledTimes(1));
    cleanup();
    mount();
    await act(async () => {});
    expect(http.get).toHaveBeenCalledTimes(1);
    expect(http.post).toHaveBeenCalledTimes(1);
  });
});

describe('the reset-password dialog', () => {
  it('names every empty field, then each broken strength rule, then a mismatched repeat', async () => {
    serve({ ...strict, mandatoryModificationOfInitialPassword: 0 });
    signIn(1);
    mount();
    await waitFor(() => expect(http.get).toHaveBeenCalled());
    act(() => openPasswordDialog());
    expect(await screen.findByTestId('password-form')).toBeTruthy();
    expect(document.querySelector('.ant-modal-close')).toBeTruthy();

    submit();
    for (const text of ['旧密码不能为空', '新密码不能为空', '重复密码不能为空', '验证码不能为空']) expect(await screen.findByText(text)).toBeTruthy();

    const cases: [string, string][] = [
      ['aB1!', '新密码长度不能小于8位'],
      ['abcdefgh', '新密码必须包含数字'],
      ['ABCDEFG1', '新密码必须包含小写字母'],
      ['abcdefg1', '新密码必须包含大写字母'],
      ['abcdefG1', '新密码必须包含字符'],
    ];
    for (const [value, text] of cases) {
      type('password-new', value);
      expect(await screen.findByText(text)).toBeTruthy();
    }
    type('password-new', 'abcdeG1!');
    type('password-repeat', 'abcdeG1?');
    expect(await screen.findByText('两次密码输入不一致')).toBeTruthy();
    expect(http.post).not.toHaveBeenCalledWith('/api/permission/Users/Current/Actions/ModifyPassword', expect.anything());
  });

  it('refreshes the captcha on click', async () => {
    serve({});
    signIn(1);
    mount();
    act(() => openPasswordDialog());
    const before = (await screen.findByTestId('password-captcha')).getAttribute('src');
    expect(before).toMatch(/^\/api\/file\/ImageCode\/\d+$/);
    fireEvent.click(screen.getByTestId('password-captcha'));
    await waitFor(() => expect(screen.getByTestId('password-captcha').getAttribute('src')).not.toBe(before));
  });

  it('sends only MD5s with the captcha, then signs the user out to /login', async () => {
    serve(strict);
    signIn(null);
    mount();
    await screen.findByTestId('password-forced');
    const timestamp = screen.getByTestId('password-captcha').getAttribute('src')!.split('/').pop();
    type('password-old', 'Old#2024x');
    type('password-new', 'abcdeG1!');
    type('password-repeat', 'abcdeG1!');
    type('password-code', 'k7Qp');
    submit();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
    expect(http.post).toHaveBeenCalledWith('/api/permission/Users/Current/Actions/ModifyPassword', {
      oldPassword: SparkMD5.hash('Old#2024x'),
      password: SparkMD5.hash('abcdeG1!'),
      code: 'k7Qp',
      timestamp,
    });
    expect(getSession().token).toBe('');
  });

  it('keeps the dialog and shows a fresh captcha when the server refuses', async () => {
    serve({});
    signIn(1);
    http.post.mockImplementation(async (url: string) => {
      if (url.endsWith('ModifyPassword')) throw new Error('验证码错误');
      return { code: 200, msg: '', data: null };
    });
    mount();
    act(() => openPasswordDialog());
    const before = (await screen.findByTestId('password-captcha')).getAttribute('src');
    type('password-old', 'a');
    type('password-new', 'b');
    type('password-repeat', 'b');
    type('password-code', 'zzzz');
    submit();
    await waitFor(() => expect(screen.getByTestId('password-captcha').getAttribute('src')).not.toBe(before));
    expect(field('password-code').value).toBe('');
    expect(getSession().token).toBe('Bearer t');
  });
});
