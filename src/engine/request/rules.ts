/**
 * The rules every request of the web client follows (headers, timeouts, session codes), as pure functions so the
 * axios instance in src/web/api stays a thin adapter.
 */

/** Base timeout of every request (the original's `define.timeout`). */
export const BASE_TIMEOUT_MS = 1_000_000;
/** Timeout of the slow synchronisation and bulk calls. */
export const LONG_CALL_TIMEOUT_MS = 100_000;

/** URL fragments whose calls get {@link LONG_CALL_TIMEOUT_MS}. */
export const LONG_CALL_MARKERS = [
  'SynThirdInfo',
  'extend/Email/Receive',
  'Permission/Authority/Data',
  'DataSync/Actions/Execute',
] as const;

/** Codes that end the session: 600 login expired, 601 kicked out by another login, 602 token invalid. */
export const SESSION_CODES = [600, 601, 602] as const;

/** Calls whose 600-602 answers are a wrong password rather than a dead session. */
const SESSION_EXEMPT_PATHS = ['/api/oauth/Login', '/api/oauth/LockScreen'];

/** The path of a URL without query string or fragment (relative or absolute URLs). */
export function urlPath(url: string): string {
  const noQuery = url.split(/[?#]/)[0];
  const abs = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(noQuery);
  return abs ? noQuery.slice(abs[0].length) || '/' : noQuery;
}

/**
 * Timeout in ms for a request to `url`. Markers match case-insensitively: the server spells the area
 * `/api/permission/...` while the original's marker reads `Permission/...`, and the slow call is the same.
 */
export function timeoutFor(url: string, base: number = BASE_TIMEOUT_MS): number {
  const lower = url.toLowerCase();
  return LONG_CALL_MARKERS.some((m) => lower.includes(m.toLowerCase())) ? LONG_CALL_TIMEOUT_MS : base;
}

/** True when the answer of `url` goes back to the caller unchanged, with no toast and no rejection. */
export function isPassThrough(url: string): boolean {
  if (url.includes('/Base/DataSource/Actions/Test')) return true;
  if (url.includes('OnlineDev') && url.includes('Config')) return true;
  return url.includes('api/visualdev/Porta') && url.includes('auth');
}

/** True when an answer with `code` to `url` must reset the session and send the user to /login. */
export function resetsSession(code: number, url: string): boolean {
  if (!(SESSION_CODES as readonly number[]).includes(code)) return false;
  const path = urlPath(url).replace(/\/+$/, '');
  return !SESSION_EXEMPT_PATHS.some((p) => p.toLowerCase() === path.toLowerCase());
}

/** True when `url` is the login call, whose failures reject with the whole answer body. */
export function isLoginCall(url: string): boolean {
  return urlPath(url).replace(/\/+$/, '').toLowerCase() === '/api/oauth/login';
}

/** The `n` parameter appended to every URL: the current unix time in seconds. */
export function timestampParam(nowMs: number = Date.now()): number {
  return Math.floor(nowMs / 1000);
}
