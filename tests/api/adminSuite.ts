/**
 * The setup the administration suites share: one server on a fresh store for the file, started before its tests
 * and closed after, with the administrator and 刘洋 (liuyang, a staff member holding no administration menu)
 * signed in; a request helper bound to it; and the import of one file as the screens' 导入 buttons send it.
 */
import { afterAll, beforeAll } from 'vitest';
import { call, login, startServer, type StartOptions, type TestServer } from './helpers';
import { multipart } from './multipart';

export interface SignedIn { s: TestServer; admin: string; staff: string }

/** Starts the file's server before its tests (handing it to `use` once both users are signed in) and closes it after. */
export function adminServer(use: (signedIn: SignedIn) => void, options: StartOptions = { listen: false }) {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startServer(options);
    use({ s: server, admin: await login(server.app), staff: await login(server.app, 'liuyang') });
  });
  afterAll(async () => { await server?.close(); });
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `req(token, method, url, body?, lang?)` on the server `server()` answers when called (set in beforeAll). */
export const requester = <D = unknown>(server: () => TestServer) =>
  <T = D>(token: string, method: Method, url: string, body?: unknown, lang?: string) =>
    call<T>(server().app, method, url, { token, body, lang });

/** Posts `bytes` as the multipart `file` an import button sends; answers the envelope. */
export async function importFile(server: TestServer, url: string, token: string, bytes: Buffer, name: string) {
  const body = multipart({ name, data: bytes });
  const res = await server.app.inject({ method: 'POST', url, payload: body.payload,
    headers: { ...body.headers, authorization: token } });
  return res.json() as { code: number; msg: string; data?: unknown };
}
