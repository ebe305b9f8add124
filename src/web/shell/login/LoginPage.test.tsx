import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '../../i18n';
import { getSession, resetSession } from '../../session/store';
import LoginPage from './LoginPage';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../api/http', () => ({ http }));

function mount() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <LoginPage />
    </MemoryRouter>,
  );
}

const input = (id: string) => screen.getByTestId(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });

function needsCaptcha(yes: boolean) {
  http.get.mockImplementation(async (url: string) => {
    if (url.startsWith('/api/oauth/getConfig/')) return { code: 200, msg: '', data: { enableVerificationCode: yes ? 1 : 0, verificationCodeNumber: 5 } };
    throw new Error(`unexpected GET ${url}`);
  });
}

beforeAll(() => setLanguage('zh-CN'));
beforeEach(() => {
  resetSession();
  Object.values(http).forEach((f) => f.mockReset());
});

describe('LoginPage', () => {
  it('names each missing field in the spec wording and does not call the server', async () => {
    mount();
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('shows the captcha when getConfig says the account needs one, and asks for the code', async () => {
    needsCaptcha(true);
    mount();
    expect(screen.queryByTestId('login-captcha-img')).toBeNull();
    type('login-account', 'admin');
    fireEvent.blur(input('login-account'));
    const img = (await screen.findByTestId('login-captcha-img')) as HTMLImageElement;
    expect(http.get).toHaveBeenCalledWith('/api/oauth/getConfig/admin');
    expect(img.getAttribute('src')).toMatch(/^\/api\/oauth\/ImageCode\/5\/\d+$/);
    const first = img.getAttribute('src');
    fireEvent.click(img);
    await waitFor(() => expect(img.getAttribute('src')).not.toBe(first));

    type('login-password', 'secret');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('shows no captcha when getConfig says none is needed', async () => {
    needsCaptcha(false);
    mount();
    type('login-account', 'user1');
    fireEvent.blur(input('login-account'));
    await waitFor(() => expect(http.get).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('login-captcha-img')).toBeNull();
  });

  it('on failure shows the server msg, keeps account and password and renews the captcha', async () => {
    needsCaptcha(true);
    http.post.mockRejectedValue({ code: 400, msg: '账号或密码错误，还可尝试4次' });
    mount();
    type('login-account', 'admin');
    fireEvent.blur(input('login-account'));
    const img = await screen.findByTestId('login-captcha-img');
    const before = img.getAttribute('src');
    type('login-password', 'wrong');
    type('login-code', 'ab12c');
    fireEvent.click(screen.getByTestId('login-submit'));

    expect(await screen.findByText('账号或密码错误，还可尝试4次')).toBeTruthy();
    expect(input('login-account').value).toBe('admin');
    expect(input('login-password').value).toBe('wrong');
    expect(screen.getByTestId('login-captcha-img').getAttribute('src')).not.toBe(before);
    expect(getSession().token).toBe('');

    const [url, body, opts] = http.post.mock.calls[0];
    expect(url).toBe('/api/oauth/Login');
    expect(opts).toEqual({ form: true });
    expect(body).toMatchObject({ account: 'admin', code: 'ab12c', timestamp: before?.split('/').pop() });
    expect(body.password).toMatch(/^[0-9a-f]{32}$/);
  });

  it('asks getConfig again after a failed login and shows the captcha the server now demands', async () => {
    needsCaptcha(false);
    http.post.mockImplementation(async () => {
      // The server counted the failure; from now on this account needs a captcha.
      needsCaptcha(true);
      throw { code: 400, msg: '账号或密码错误，还可尝试3次' };
    });
    mount();
    type('login-account', 'admin');
    fireEvent.blur(input('login-account'));
    await waitFor(() => expect(http.get).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('login-captcha-img')).toBeNull();
    type('login-password', 'wrong');
    fireEvent.click(screen.getByTestId('login-submit'));

    expect(await screen.findByText('账号或密码错误，还可尝试3次')).toBeTruthy();
    expect(await screen.findByTestId('login-captcha-img')).toBeTruthy();
    expect(http.get).toHaveBeenCalledTimes(2);
    expect(input('login-password').value).toBe('wrong');
  });

  it('stores the token exactly as Login returned it on success', async () => {
    needsCaptcha(false);
    http.post.mockResolvedValue({ code: 200, msg: 'Success', data: { token: 'Bearer jwt-1', theme: 'classic' } });
    mount();
    type('login-account', 'admin');
    type('login-password', 'admin123');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(getSession().token).toBe('Bearer jwt-1'));
    expect(localStorage.getItem('loom_token')).toBe('Bearer jwt-1');
    expect(http.post.mock.calls[0][1]).toMatchObject({ account: 'admin', code: '', password: '0192023a7bbd73250516f069df18b500' });
  });

  it('warns when caps lock is on while typing the password', async () => {
    mount();
    fireEvent.keyUp(input('login-password'), { key: 'A', modifierCapsLock: true });
    expect(await screen.findByText('大写锁定已打开')).toBeTruthy();
    fireEvent.keyUp(input('login-password'), { key: 'a', modifierCapsLock: false });
    await waitFor(() => expect(screen.queryByText('大写锁定已打开')).toBeNull());
  });
});
