/**
 * The one axios instance of the web client (its rules in src/engine/request). Every method resolves with the whole
 * envelope when `code === 200` and rejects otherwise (after the toast). Pass-through URLs (OnlineDev .../Config,
 * DataSource test, portal auth) resolve with the body unchanged whatever the code.
 * The toast and the navigation to /login are injected by the shell (`configureHttp`) so this module stays testable.
 */
import axios, { AxiosHeaders, type AxiosAdapter, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { Envelope } from '../../engine/types';
import { isLoginCall, isPassThrough, resetsSession, timeoutFor, timestampParam } from '../../engine/request/rules';
import { getSession, resetSession } from '../session/store';
import { loginRedirect } from '../router/paths';
import { currentLanguage, t } from '../i18n';

export interface RequestOptions {
  /** Override the timeout in ms. */
  timeout?: number;
  /** Send the body form-encoded (Login). */
  form?: boolean;
  /** Cancels the request when aborted; an aborted call rejects with no toast (whoever aborted it knows why). */
  signal?: AbortSignal;
}

export interface Http {
  get<T = unknown>(url: string, params?: object, opts?: RequestOptions): Promise<Envelope<T>>;
  post<T = unknown>(url: string, data?: unknown, opts?: RequestOptions): Promise<Envelope<T>>;
  put<T = unknown>(url: string, data?: unknown, opts?: RequestOptions): Promise<Envelope<T>>;
  delete<T = unknown>(url: string, params?: object, opts?: RequestOptions): Promise<Envelope<T>>;
}

/** Toast duration of every request error, in seconds. */
export const ERROR_TOAST_SECONDS = 1.5;

/** A failed call after its toast was shown; `code` is the envelope code (absent for transport failures). */
export class RequestError extends Error {
  readonly notified = true;
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

/** What the instance needs from its surroundings. */
export interface HttpEnv {
  getToken(): string;
  getLanguage(): string;
  /** Localised 'request error, please retry'. */
  fallbackMessage(): string;
  /** Shows an error toast for `seconds`. */
  notify(message: string, seconds: number): void;
  /** 600/601/602: forget the session and go to /login unless already there. */
  endSession(): void;
  now?(): number;
  adapter?: AxiosAdapter;
}

function isEnvelope(body: unknown): body is Envelope {
  return !!body && typeof body === 'object' && typeof (body as Envelope).code === 'number';
}

/** x-www-form-urlencoded body; nested values are sent as JSON text (the original's qs never needed nesting). */
function formEncode(data: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((data ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return params.toString();
}

/** Builds an axios instance with the request rules and the `Http` facade over it. */
export function createHttp(env: HttpEnv): { http: Http; instance: AxiosInstance } {
  const instance = axios.create({ adapter: env.adapter, validateStatus: () => true });

  instance.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    const headers = AxiosHeaders.from(config.headers);
    headers.set('jnpf-origin', 'pc');
    // Generated lists answer stored values to Loom's web (it draws, sorts and edits from them) and display texts to
    // the original product's client, which prints them as they come.
    headers.set('x-loom-values', 'stored');
    headers.set('Accept-Language', env.getLanguage());
    const token = env.getToken();
    if (token) headers.set('Authorization', token);
    config.headers = headers;
    config.params = { ...(config.params ?? {}), n: timestampParam(env.now?.() ?? Date.now()) };
    if (!config.timeout) config.timeout = timeoutFor(url);
    return config;
  });

  const fail = (message: string, code?: number): never => {
    env.notify(message, ERROR_TOAST_SECONDS);
    throw new RequestError(message, code);
  };

  instance.interceptors.response.use(
    (res: AxiosResponse) => {
      const url = res.config.url ?? '';
      if (isPassThrough(url)) return res;
      const body: unknown = res.data;
      if (!isEnvelope(body)) return fail(env.fallbackMessage());
      if (body.code === 200) return res;
      const message = body.msg || env.fallbackMessage();
      env.notify(message, ERROR_TOAST_SECONDS);
      if (resetsSession(body.code, url)) env.endSession();
      // Login failures hand the whole body to the login page (remaining tries, lock state live in msg/data).
      if (isLoginCall(url)) return Promise.reject(body);
      return Promise.reject(new RequestError(message, body.code));
    },
    // Only transport failures arrive here (validateStatus accepts every status): network, timeout, abort.
    (err: unknown) => {
      if (err instanceof RequestError) return Promise.reject(err);
      // A cancelled call (an upload paused by its user) is no error to show.
      if (axios.isCancel(err)) return Promise.reject(err);
      return fail(env.fallbackMessage());
    },
  );

  const body = (data: unknown, opts?: RequestOptions) =>
    opts?.form
      ? { data: formEncode(data), headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' } }
      : { data };

  const http: Http = {
    get: (url, params, opts) => instance.get(url, { params, timeout: opts?.timeout, signal: opts?.signal }).then((r) => r.data),
    delete: (url, params, opts) => instance.delete(url, { params, timeout: opts?.timeout, signal: opts?.signal }).then((r) => r.data),
    post: (url, data, opts) => {
      const b = body(data, opts);
      return instance.post(url, b.data, { headers: b.headers, timeout: opts?.timeout, signal: opts?.signal }).then((r) => r.data);
    },
    put: (url, data, opts) => {
      const b = body(data, opts);
      return instance.put(url, b.data, { headers: b.headers, timeout: opts?.timeout, signal: opts?.signal }).then((r) => r.data);
    },
  };
  return { http, instance };
}

/** What the shell injects once it is mounted: the antd toast and the router. */
export interface ShellHooks {
  notify(message: string, seconds: number): void;
  navigate(path: string): void;
  currentPath(): string;
}

let hooks: ShellHooks = {
  // Before the shell mounts nothing can show a toast; keep the message visible to developers at least.
  notify: (message) => console.error(message),
  navigate: (path) => {
    if (typeof window !== 'undefined') window.location.assign(path);
  },
  currentPath: () => (typeof window !== 'undefined' ? window.location.pathname : '/'),
};

/** Injects the toast and navigation used by the shared instance. */
export function configureHttp(next: Partial<ShellHooks>): void {
  hooks = { ...hooks, ...next };
}

const shared = createHttp({
  getToken: () => getSession().token,
  getLanguage: currentLanguage,
  fallbackMessage: () => t('request.error'),
  notify: (message, seconds) => hooks.notify(message, seconds),
  endSession: () => {
    resetSession();
    // Back to where the user was after logging in again (an unsaved form waits there as a draft).
    const path = hooks.currentPath();
    if (!path.startsWith('/login')) hooks.navigate(loginRedirect(path));
  },
});

/** The shared client every endpoint function uses. */
export const http: Http = shared.http;
/** The underlying axios instance (tests swap its adapter). */
export const httpInstance: AxiosInstance = shared.instance;
