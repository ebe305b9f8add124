/** Current user's profile: BaseInfo, avatar, organisations and positions, own login log and signature images. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUserData } from '../../src/engine/types';
import { call, login, loginRequest, startServer, type TestServer } from './helpers';

const CURRENT = '/api/permission/Users/Current';
// A real 1x1 PNG.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cf'
  + 'c0f01f0005000201a1d8e4f50000000049454e44ae426082', 'hex');
const SIGN = `data:image/png;base64,${PNG.toString('base64')}`;

let s: TestServer;
beforeAll(async () => { s = await startServer({ listen: false }); });
afterAll(async () => { await s?.close(); });

async function uploadAvatar(token: string): Promise<string> {
  const boundary = '----loomcurrent';
  const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; `
    + 'filename="me.png"\r\nContent-Type: image/png\r\n\r\n'), PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const res = await s.app.inject({ method: 'POST', url: '/api/file/Uploader/userAvatar', payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: token } });
  const body = res.json() as { code: number; data: { name: string } };
  expect(body.code).toBe(200);
  return body.data.name;
}

describe('BaseInfo', () => {
  it('shows the profile with organisation path, position and role', async () => {
    const token = await login(s.app, 'wangfang');
    const res = await call<Record<string, unknown>>(s.app, 'GET', `${CURRENT}/BaseInfo`, { token });
    expect(res.data).toMatchObject({ account: 'wangfang', organizeName: '岐元堂中药材有限公司/采购部', birthday: null,
      signature: null });
    expect(res.data!.positionName).not.toBe('');
    expect(res.data!.roleName).not.toBe('');
  });

  it('saves the fields sent and keeps the others', async () => {
    const token = await login(s.app, 'wangfang');
    const birthday = Date.UTC(1990, 4, 1);
    const put = await call(s.app, 'PUT', `${CURRENT}/BaseInfo`, { token, body: { realName: '王芳芳', gender: 2,
      birthday, mobilePhone: '13912345678', email: 'wf@example.com', signature: '今天也要加油' } });
    expect(put.code).toBe(200);
    await call(s.app, 'PUT', `${CURRENT}/BaseInfo`, { token, body: { postalAddress: '亳州市谯城区' } });
    const { data } = await call<Record<string, unknown>>(s.app, 'GET', `${CURRENT}/BaseInfo`, { token });
    expect(data).toMatchObject({ realName: '王芳芳', gender: 2, birthday, mobilePhone: '13912345678',
      email: 'wf@example.com', signature: '今天也要加油', postalAddress: '亳州市谯城区' });
    const info = (await call<CurrentUserData>(s.app, 'GET', '/api/oauth/CurrentUser', { token })).data!.userInfo;
    expect([info.userName, info.mobilePhone]).toEqual(['王芳芳', '13912345678']);
  });

  it('refuses a wrong mobile number, e-mail, gender or empty name and changes nothing', async () => {
    const token = await login(s.app, 'zhangwei');
    const put = (body: object, lang?: string) => call(s.app, 'PUT', `${CURRENT}/BaseInfo`, { token, body, lang });
    expect(await put({ realName: 'X', mobilePhone: '12912345678' })).toMatchObject({ code: 400, msg: '请正确输入您的手机号' });
    expect(await put({ mobilePhone: '1391234567' }, 'en')).toMatchObject({ code: 400, msg: 'Please enter a valid mobile number' });
    expect(await put({ email: 'not-an-email' })).toMatchObject({ code: 400, msg: '请正确输入您的邮箱' });
    expect(await put({ realName: '  ' })).toMatchObject({ code: 400, msg: '姓名不能为空' });
    const gender = await put({ gender: 7 });
    expect(gender.code).toBe(400);
    expect(gender.msg).toContain('gender');
    const long = await put({ signature: 'x'.repeat(501) });
    expect(long.code).toBe(400);
    expect(long.msg).toContain('signature');
    const { data } = await call<Record<string, unknown>>(s.app, 'GET', `${CURRENT}/BaseInfo`, { token });
    expect(data!.realName).not.toBe('X');
    expect(data!.mobilePhone).not.toBe('12912345678');
  });
});

describe('Avatar', () => {
  it('sets an avatar the user uploaded, and refuses another user\'s file', async () => {
    const token = await login(s.app, 'liuyang');
    const name = await uploadAvatar(token);
    const res = await call<{ headIcon: string }>(s.app, 'PUT', `${CURRENT}/Avatar/${name}`, { token });
    expect(res.data!.headIcon).toBe(`/api/file/Image/userAvatar/${name}`);
    const info = (await call<CurrentUserData>(s.app, 'GET', '/api/oauth/CurrentUser', { token })).data!.userInfo;
    expect(info.headIcon).toBe(`/api/file/Image/userAvatar/${name}`);

    const other = await login(s.app, 'huangli');
    expect(await call(s.app, 'PUT', `${CURRENT}/Avatar/${name}`, { token: other }))
      .toMatchObject({ code: 400, msg: '头像文件不存在，请重新上传' });
    const bad = await call(s.app, 'PUT', `${CURRENT}/Avatar/..%2Floom.db`, { token });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('name');
  });
});

describe('BaseInfo as the original client reads it', () => {
  it('carries organize, manager, position, roleId, prevLogTime and entryDate', async () => {
    const first = await login(s.app, 'liuyang');
    const before = (await call<Record<string, unknown>>(s.app, 'GET', `${CURRENT}/BaseInfo`, { token: first })).data!;
    const token = await login(s.app, 'liuyang');
    const info = (await call<Record<string, unknown>>(s.app, 'GET', `${CURRENT}/BaseInfo`, { token })).data!;
    expect(info.organize).toBe(info.organizeName);
    expect(info.position).toBe(info.positionName);
    expect(info.roleId).toBe(info.roleName);
    expect(typeof info.manager).toBe('string');
    expect(info).toHaveProperty('entryDate', null);
    // The previous sign-in is the one before this session's.
    expect(typeof info.prevLogTime).toBe('number');
    expect(info.prevLogTime).toBeGreaterThanOrEqual((before.prevLogTime as number | null) ?? 0);
  });
});

describe('organisations, positions and system log', () => {
  it('lists the user\'s organisations and positions', async () => {
    const token = await login(s.app, 'admin');
    // A bare array: the original product's client calls `.filter` on it.
    const orgs = await call<{ id: string; fullName: string; isDefault: boolean }[]>(s.app, 'GET',
      `${CURRENT}/getUserOrganizes`, { token });
    expect(orgs.data).toEqual([{ id: 'dep-it', fullName: '岐元堂中药材有限公司/信息部', isDefault: true }]);
    const pos = await call<{ list: Record<string, unknown>[] }>(s.app, 'GET', `${CURRENT}/getUserPositions`, { token });
    expect(pos.data!.list).toEqual([{ id: 'pos-it', fullName: '系统管理员', organizeId: expect.any(String),
      organizeName: expect.stringContaining('岐元堂中药材有限公司'), isDefault: true }]);
  });

  it('pages the user\'s own login log, newest first, in the request language', async () => {
    expect((await loginRequest(s.app, 'chenjing', 'wrong')).code).toBe(400);
    const token = await login(s.app, 'chenjing');
    await login(s.app, 'yangmin');
    type Log = { list: { loginTime: number; account: string; success: number; description: string }[];
      pagination: { currentPage: number; pageSize: number; total: number } };
    const page1 = await call<Log>(s.app, 'GET', `${CURRENT}/SystemLog?currentPage=1&pageSize=1`, { token });
    expect(page1.data!.pagination).toEqual({ currentPage: 1, pageSize: 1, total: 2 });
    expect(page1.data!.list).toMatchObject([{ account: 'chenjing', success: 1, description: '登录成功' }]);
    const page2 = await call<Log>(s.app, 'GET', `${CURRENT}/SystemLog?currentPage=2&pageSize=1`, { token, lang: 'en' });
    expect(page2.data!.list).toMatchObject([{ account: 'chenjing', success: 0, description: 'Wrong password' }]);
    expect(page2.data!.list[0].loginTime).toBeLessThanOrEqual(page1.data!.list[0].loginTime);
    const bad = await call(s.app, 'GET', `${CURRENT}/SystemLog?pageSize=0`, { token });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('pageSize');
  });

  it('reads empty startTime and endTime as no bound, as the original client sends them', async () => {
    const token = await login(s.app, 'chenjing');
    const all = await call<{ pagination: { total: number } }>(s.app, 'GET', `${CURRENT}/SystemLog?currentPage=1&pageSize=5`,
      { token });
    const empty = await call<{ pagination: { total: number } }>(s.app, 'GET',
      `${CURRENT}/SystemLog?currentPage=1&pageSize=5&startTime=&endTime=`, { token });
    expect(empty.code).toBe(200);
    expect(empty.data!.pagination.total).toBe(all.data!.pagination.total);
    const future = await call<{ pagination: { total: number } }>(s.app, 'GET',
      `${CURRENT}/SystemLog?startTime=${Date.now() + 86_400_000}&endTime=`, { token });
    expect(future.data!.pagination.total).toBe(0);
    expect((await call(s.app, 'GET', `${CURRENT}/SystemLog?startTime=abc`, { token })).code).toBe(400);
  });
});

describe('SignImg', () => {
  it('adds signatures, keeps one default in CurrentUser, switches and deletes', async () => {
    const token = await login(s.app, 'yangmin');
    const list = async () => (await call<{ list: { id: string; isDefault: number }[] }>(s.app, 'GET',
      `${CURRENT}/SignImg`, { token })).data!.list;
    const signImg = async () => (await call<CurrentUserData>(s.app, 'GET', '/api/oauth/CurrentUser', { token }))
      .data!.userInfo.signImg;
    const first = (await call<{ id: string }>(s.app, 'POST', `${CURRENT}/SignImg`, { token, body: { signImg: SIGN, isDefault: 0 } })).data!.id;
    expect(await list()).toMatchObject([{ id: first, isDefault: 1 }]);
    expect(await signImg()).toBe(SIGN);
    const second = (await call<{ id: string }>(s.app, 'POST', `${CURRENT}/SignImg`, { token, body: { signImg: SIGN } })).data!.id;
    expect((await list()).find((x) => x.id === second)!.isDefault).toBe(0);

    expect((await call(s.app, 'PUT', `${CURRENT}/${second}/SignImg`, { token })).code).toBe(200);
    expect((await list()).filter((x) => x.isDefault === 1).map((x) => x.id)).toEqual([second]);
    expect((await call(s.app, 'DELETE', `${CURRENT}/${second}/SignImg`, { token })).code).toBe(200);
    expect((await list()).map((x) => x.id)).toEqual([first]);
    expect(await signImg()).toBe('');

    const other = await login(s.app, 'zhangwei');
    expect(await call(s.app, 'DELETE', `${CURRENT}/${first}/SignImg`, { token: other }))
      .toMatchObject({ code: 400, msg: '签名不存在' });
    expect((await list()).map((x) => x.id)).toEqual([first]);
  });

  it('refuses what is not an image data URL', async () => {
    const token = await login(s.app, 'yangmin');
    const fake = `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`;
    expect(await call(s.app, 'POST', `${CURRENT}/SignImg`, { token, body: { signImg: fake } }))
      .toMatchObject({ code: 400, msg: '签名图片格式不正确' });
    const missing = await call(s.app, 'POST', `${CURRENT}/SignImg`, { token, body: {}, lang: 'en' });
    expect(missing.code).toBe(400);
    expect(missing.msg).toContain('signImg');
  });
});
