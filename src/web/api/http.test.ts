import { beforeEach, describe, expect, it, vi } from 'vitest';
import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createHttp, RequestError, type HttpEnv } from './http';
import { login, LOGIN_CLIENT } from './oauth';

type Reply = { status?: number; data?: unknown } | Error;

/** A fake transport recording each request and answering from `reply`. */
function fakeAdapter(reply: (config: InternalAxiosRequestConfig) => Reply) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const r = reply(config);
    if (r instanceof Error) throw r;
    return { data: r.data, status: r.status ?? 200, statusText: 'OK', headers: {}, config };
  };
  return { adapter, seen };
}

function setup(reply: (config: InternalAxiosRequestConfig) => Reply, over: Partial<HttpEnv> = {}) {
  const fake = fakeAdapter(reply);
  const env = {
    getToken: () => 'Bearer tok-1',
    getLanguage: () => 'en',
    fallbackMessage: () => 'Request error, please retry',
    notify: vi.fn(),
    endSession: vi.fn(),
    now: () => 1_700_000_000_500,
    adapter: fake.adapter,
    ...over,
  };
  return { ...createHttp(env), env, seen: fake.seen };
}

const ok = (data: unknown = null) => ({ data: { code: 200, msg: 'Success', data } });
/** The full URL axios would request (path plus serialised params). */
const fullUrl = (config: InternalAxiosRequestConfig) => new URL(`http://x${config.url}?${new URLSearchParams(config.params).toString()}`);

describe('every request', () => {
  it('carries the token exactly as stored, the pc origin and the current language', async () => {
    const { http, seen } = setup(() => ok());
    await http.get('/api/oauth/CurrentUser');
    const h = seen[0].headers;
    expect(h.get('Authorization')).toBe('Bearer tok-1');
    expect(h.get('jnpf-origin')).toBe('pc');
    expect(h.get('Accept-Language')).toBe('en');
  });

  it('sends no Authorization header without a token', async () => {
    const { http, seen } = setup(() => ok(), { getToken: () => '' });
    await http.get('/api/oauth/getConfig/admin');
    expect(seen[0].headers.has('Authorization')).toBe(false);
  });

  it('appends n = unix seconds to every URL and sends GET data as query parameters', async () => {
    const { http, seen } = setup(() => ok());
    await http.get('/api/message', { currentPage: 2, keyword: '通知' });
    await http.post('/api/visualdev/OnlineDev/1/List', { currentPage: 1 });
    const get = fullUrl(seen[0]);
    expect(get.searchParams.get('n')).toBe('1700000000');
    expect(get.searchParams.get('currentPage')).toBe('2');
    expect(get.searchParams.get('keyword')).toBe('通知');
    expect(seen[0].data).toBeUndefined();
    expect(fullUrl(seen[1]).searchParams.get('n')).toBe('1700000000');
    expect(JSON.parse(seen[1].data as string)).toEqual({ currentPage: 1 });
  });

  it('uses the configured timeout, 100 s for the slow calls, and an explicit override', async () => {
    const { http, seen } = setup(() => ok());
    await http.get('/api/oauth/CurrentUser');
    await http.get('/api/system/SynThirdInfo/getSynThirdTotal/1');
    await http.post('/api/system/DataSync/Actions/Execute', {});
    await http.get('/api/oauth/CurrentUser', undefined, { timeout: 5000 });
    expect(seen.map((c) => c.timeout)).toEqual([1_000_000, 100_000, 100_000, 5000]);
  });

  it('resolves with the whole envelope on code 200', async () => {
    const { http, env } = setup(() => ok({ a: 1 }));
    await expect(http.put('/api/x/1', { a: 1 })).resolves.toEqual({ code: 200, msg: 'Success', data: { a: 1 } });
    expect(env.notify).not.toHaveBeenCalled();
  });
});

describe('errors', () => {
  it('toasts the server msg for 1.5 s and rejects with an Error carrying it', async () => {
    const { http, env } = setup(() => ({ data: { code: 400, msg: '订单编号不能为空' } }));
    const err = await http.post('/api/visualdev/OnlineDev/1', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RequestError);
    expect((err as RequestError).message).toBe('订单编号不能为空');
    expect((err as RequestError).code).toBe(400);
    expect(env.notify).toHaveBeenCalledWith('订单编号不能为空', 1.5);
    expect(env.endSession).not.toHaveBeenCalled();
  });

  it('toasts the localised fallback when the msg is empty', async () => {
    const { http, env } = setup(() => ({ data: { code: 500, msg: '' } }));
    await expect(http.get('/api/x')).rejects.toThrow('Request error, please retry');
    expect(env.notify).toHaveBeenCalledWith('Request error, please retry', 1.5);
  });

  it('toasts the fallback on a transport failure or a body that is not an envelope', async () => {
    const down = setup(() => new Error('Network Error'));
    await expect(down.http.get('/api/x')).rejects.toThrow('Request error, please retry');
    expect(down.env.notify).toHaveBeenCalledWith('Request error, please retry', 1.5);
    const html = setup(() => ({ status: 502, data: '<html>Bad gateway</html>' }));
    await expect(html.http.get('/api/x')).rejects.toBeInstanceOf(RequestError);
    expect(html.env.notify).toHaveBeenCalledTimes(1);
  });

  it('cancels a call whose signal is aborted, without a toast (a paused upload stops its chunk)', async () => {
    const env = { getToken: () => '', getLanguage: () => 'en', fallbackMessage: () => 'Request error, please retry',
      notify: vi.fn(), endSession: vi.fn() };
    let reached = 0;
    // A transport that answers only when the call is cancelled, as a browser does for an aborted request.
    const adapter: AxiosAdapter = (config) => new Promise((_, reject) => {
      reached += 1;
      (config.signal as AbortSignal).addEventListener('abort', () => reject(new axios.CanceledError('aborted', undefined, config)));
    });
    const { http } = createHttp({ ...env, adapter });
    const controller = new AbortController();
    const call = http.post('/api/file/chunk', new FormData(), { signal: controller.signal }).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 1));
    expect(reached).toBe(1);
    controller.abort();
    expect(axios.isCancel(await call)).toBe(true);
    expect(env.notify).not.toHaveBeenCalled();
  });

  it.each([600, 601, 602])('ends the session on %i', async (code) => {
    const { http, env } = setup(() => ({ data: { code, msg: '登录过期,请重新登录' } }));
    await expect(http.get('/api/oauth/CurrentUser')).rejects.toThrow('登录过期,请重新登录');
    expect(env.notify).toHaveBeenCalledWith('登录过期,请重新登录', 1.5);
    expect(env.endSession).toHaveBeenCalledTimes(1);
  });

  it.each([600, 601, 602])('keeps the session on %i from LockScreen', async (code) => {
    const { http, env } = setup(() => ({ data: { code, msg: 'wrong' } }));
    await expect(http.post('/api/oauth/LockScreen', {})).rejects.toThrow('wrong');
    expect(env.endSession).not.toHaveBeenCalled();
  });

  it('passes the data-source test and OnlineDev config answers through untouched', async () => {
    const body = { code: 400, msg: '连接失败', data: { x: 1 } };
    const { http, env } = setup(() => ({ data: body }));
    await expect(http.post('/api/system/Base/DataSource/Actions/Test', {})).resolves.toEqual(body);
    await expect(http.get('/api/visualdev/OnlineDev/abc/Config')).resolves.toEqual(body);
    expect(env.notify).not.toHaveBeenCalled();
  });
});

describe('login', () => {
  let reply: Reply;
  const fake = fakeAdapter(() => reply);
  beforeEach(async () => {
    fake.seen.length = 0;
    const { httpInstance } = await import('./http');
    httpInstance.defaults.adapter = fake.adapter;
  });

  it('posts form-encoded with the md5 password and the fixed client credential', async () => {
    reply = ok({ token: 'Bearer jwt', theme: 'classic' });
    await expect(login({ account: ' admin ', password: 'admin123', code: 'ab12', timestamp: '42' })).resolves.toEqual({
      token: 'Bearer jwt',
      theme: 'classic',
    });
    const config = fake.seen[0];
    expect(config.url).toBe('/api/oauth/Login');
    expect(config.headers.get('Content-Type')).toMatch(/application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(config.data as string);
    expect(Object.fromEntries(form)).toEqual({
      account: 'admin',
      password: '0192023a7bbd73250516f069df18b500', // md5('admin123')
      code: 'ab12',
      timestamp: '42',
      origin: 'password',
      jnpf_ticket: '',
      ...LOGIN_CLIENT,
    });
  });

  it('rejects with the whole body and keeps the session on 600 from Login', async () => {
    const body = { code: 600, msg: '账号或密码错误，还可尝试4次', data: { remaining: 4 } };
    reply = { data: body };
    const { getSession, setToken } = await import('../session/store');
    setToken('Bearer old');
    await expect(login({ account: 'admin', password: 'x' })).rejects.toEqual(body);
    expect(getSession().token).toBe('Bearer old');
  });
});

describe('the shared instance', () => {
  it('on 601 resets the session and goes to /login with the way back, but not when already there', async () => {
    const { httpInstance, http, configureHttp } = await import('./http');
    const { getSession, setToken } = await import('../session/store');
    httpInstance.defaults.adapter = fakeAdapter(() => ({ data: { code: 601, msg: 'kicked' } })).adapter;
    const navigate = vi.fn();
    const notify = vi.fn();
    let path = '/order/list';
    configureHttp({ navigate, notify, currentPath: () => path });

    setToken('Bearer a');
    await expect(http.get('/api/message')).rejects.toThrow('kicked');
    expect(notify).toHaveBeenCalledWith('kicked', 1.5);
    expect(getSession().token).toBe('');
    expect(localStorage.getItem('loom_token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Forder%2Flist');

    path = '/login';
    setToken('Bearer b');
    await expect(http.get('/api/message')).rejects.toThrow('kicked');
    expect(getSession().token).toBe('');
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
