import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../../i18n';
import { getSession, resetSession } from '../../session/store';
import { CURRENT, baseInfo, mountProfile, serveGets, signIn } from './testing';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../api/http', () => ({ http }));

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

beforeAll(() => setLanguage('zh-CN'));
beforeEach(() => {
  resetSession();
  signIn();
  Object.values(http).forEach((f) => f.mockReset());
  serveGets(http.get, { [`${CURRENT}/BaseInfo`]: baseInfo() });
  http.put.mockResolvedValue({ code: 200, msg: '修改成功', data: null });
});

describe('profile base info', () => {
  it('shows the profile, then saves an edit with PUT BaseInfo and shows the saved values', async () => {
    mountProfile();
    expect(screen.getByTestId('profile-page')).toBeTruthy();
    expect((await screen.findByTestId('profile-value-realName')).textContent).toBe('张伟');
    expect(screen.getByTestId('profile-value-mobilePhone').textContent).toBe('13900001111');
    expect(screen.getByTestId('profile-value-gender').textContent).toBe('男');
    expect(screen.getByTestId('profile-value-birthday').textContent).toBe('1990-05-20');

    fireEvent.click(screen.getByTestId('profile-edit'));
    expect(input('profile-input-realName').value).toBe('张伟');
    type('profile-input-realName', ' 张大伟 ');
    type('profile-input-mobilePhone', '13812345678');
    type('profile-input-nativePlace', '安徽亳州');
    serveGets(http.get, { [`${CURRENT}/BaseInfo`]: { ...baseInfo(), realName: '张大伟', mobilePhone: '13812345678', nativePlace: '安徽亳州' } });
    fireEvent.click(screen.getByTestId('profile-save'));

    await waitFor(() => expect(http.put).toHaveBeenCalledTimes(1));
    const [url, body] = http.put.mock.calls[0];
    expect(url).toBe(`${CURRENT}/BaseInfo`);
    expect(body).toMatchObject({
      realName: '张大伟', mobilePhone: '13812345678', nativePlace: '安徽亳州', email: 'zw@example.com', gender: 1,
      birthday: new Date(1990, 4, 20).getTime(), telePhone: null,
    });
    expect((await screen.findByTestId('profile-value-nativePlace')).textContent).toBe('安徽亳州');
    expect(screen.getByTestId('profile-value-realName').textContent).toBe('张大伟');
    expect(getSession().userInfo?.userName).toBe('张大伟'); // the navbar name follows
  });

  it('refuses a bad mobile number with 请正确输入您的手机号 and calls no server', async () => {
    mountProfile();
    fireEvent.click(await screen.findByTestId('profile-edit'));
    const error = () => screen.queryByText('请正确输入您的手机号');
    // Each bad number shows the message; a good one clears it, so the next bad one is seen afresh.
    for (const bad of ['12345678901', '1381234567', '1381234567a']) {
      type('profile-input-mobilePhone', bad);
      fireEvent.click(screen.getByTestId('profile-save'));
      await waitFor(() => expect(error()).toBeTruthy());
      type('profile-input-mobilePhone', '13812345678');
      await waitFor(() => expect(error()).toBeNull());
    }
    type('profile-input-realName', '  ');
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('请输入姓名', undefined)).toBeTruthy();
    expect(http.put).not.toHaveBeenCalled();
  });

  it('keeps what the user typed when the server refuses the save', async () => {
    http.put.mockRejectedValue(new Error('手机号已被使用'));
    mountProfile();
    fireEvent.click(await screen.findByTestId('profile-edit'));
    type('profile-input-email', 'new@example.com');
    type('profile-input-signature', '道地药材');
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(http.put).toHaveBeenCalledTimes(1));
    await waitFor(() => expect((screen.getByTestId('profile-save') as HTMLButtonElement).className).not.toContain('loading'));
    expect(screen.getByTestId('profile-base-form')).toBeTruthy();
    expect(input('profile-input-email').value).toBe('new@example.com');
    expect(input('profile-input-signature').value).toBe('道地药材');
    expect(getSession().userInfo?.userName).toBe('张伟');
  });
});

describe('profile avatar', () => {
  const fileInput = () => within(screen.getByTestId('profile-avatar')).getByTestId('profile-avatar-upload')
    .closest('.ant-upload')!.querySelector('input[type=file]') as HTMLInputElement;

  it('uploads the image, then PUTs Avatar/{name} and gives the navbar the new picture', async () => {
    http.post.mockResolvedValue({ code: 200, msg: 'Success', data: { name: '20240601_0123456789abcdef0123456789abcdef.png' } });
    http.put.mockResolvedValue({ code: 200, msg: '头像已更新',
      data: { headIcon: '/api/file/Image/userAvatar/20240601_0123456789abcdef0123456789abcdef.png' } });
    mountProfile();
    fireEvent.click(await screen.findByTestId('profile-tab-avatar'));
    await screen.findByTestId('profile-avatar');
    fireEvent.change(fileInput(), { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });

    await waitFor(() => expect(http.put).toHaveBeenCalledWith(`${CURRENT}/Avatar/20240601_0123456789abcdef0123456789abcdef.png`));
    expect(http.post).toHaveBeenCalledWith('/api/file/Uploader/userAvatar', expect.any(FormData));
    expect((http.post.mock.calls[0][1] as FormData).get('file')).toBeInstanceOf(File);
    await waitFor(() => expect(getSession().userInfo?.headIcon).toBe('/api/file/Image/userAvatar/20240601_0123456789abcdef0123456789abcdef.png'));
    // <img> sends no header: the picture is asked for with the token in the query.
    await waitFor(() => expect(screen.getByTestId('profile-avatar-image').querySelector('img')?.getAttribute('src'))
      .toBe('/api/file/Image/userAvatar/20240601_0123456789abcdef0123456789abcdef.png?token=Bearer%20t'));
  });

  it('refuses a non-jpg/png file and one over 10 MB before uploading', async () => {
    mountProfile();
    fireEvent.click(await screen.findByTestId('profile-tab-avatar'));
    await screen.findByTestId('profile-avatar');
    fireEvent.change(fileInput(), { target: { files: [new File(['gif'], 'me.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('只能上传 jpg、png 格式的图片')).toBeTruthy();
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(fileInput(), { target: { files: [big] } });
    expect(await screen.findByText('图片大小超过10MB')).toBeTruthy();
    expect(http.post).not.toHaveBeenCalled();
    expect(http.put).not.toHaveBeenCalled();
  });
});
