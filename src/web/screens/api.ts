/** The screen renderer's calls, all through the app's one http instance (src/web/api/http.ts). */
import { http } from '../api/http';
import { fillUrl, fillValues, type ScreenCall, type ServedScreen } from '../../engine/screen';

/** The screen document of a menu address, with its form files. */
export async function fetchScreen(path: string): Promise<ServedScreen> {
  const res = await http.get<ServedScreen>('/api/system/Screen', { path });
  return res.data as ServedScreen;
}

/**
 * Makes a call of the document: url placeholders and the call's own query/body filled from `row`; `params` are
 * extra query parameters (GET/DELETE) and `body` the form's values (POST/PUT), else the call's `body`.
 */
export async function callScreen<T = unknown>(
  call: ScreenCall, row: unknown, opts: { params?: Record<string, unknown>; body?: unknown } = {},
): Promise<{ data: T; msg: string }> {
  const url = fillUrl(call.url, row);
  const query = { ...fillValues(call.query, row), ...opts.params };
  for (const k of Object.keys(query)) if (query[k] === undefined || query[k] === '' || query[k] === null) delete query[k];
  const body = opts.body ?? (call.body ? fillValues(call.body, row) : undefined);
  let res;
  switch (call.method) {
    case 'GET': res = await http.get<T>(url, query); break;
    case 'DELETE': res = await http.delete<T>(url, query); break;
    case 'POST': res = await http.post<T>(url, body); break;
    default: res = await http.put<T>(url, body); break;
  }
  return { data: res.data as T, msg: res.msg };
}
