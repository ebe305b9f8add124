/**
 * The permission walk (issue 10, item 8): every route of the server's own route table (`app.loom.routes`, filled by
 * the onRoute hook, so a new route is walked without editing this file) is called anonymously, with a forged
 * token, as an ordinary user (刘洋, role-staff: no business menu) and as the administrator. What each route's
 * declaration promises (http/access.ts) is what the server must do:
 * - every /api route declares who may call it;
 * - anonymous and forged callers get 602 unless the route is declared 'public';
 * - the ordinary user gets 403 on every 'admin' route, and is refused on every 'model' route of the seeded forms
 *   (none is granted to role-staff in fixtures/menus.json);
 * - the administrator is never refused by the access layer.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_RULES } from '../../src/server/http/access';
import type { RouteEntry } from '../../src/server/context';
import { login, startServer, type TestServer } from '../api/helpers';

let s: TestServer;
let staff: string;
let admin: string;

/** The seeded forms and one record of each (fixtures/records.json). */
const records = JSON.parse(readFileSync('fixtures/records.json', 'utf8')) as Record<string, { id: string }[]>;
const MODELS = Object.entries(records).map(([modelId, rows]) => ({ modelId, recordId: rows[0].id }));
/** A well-formed stored-file name (file/storage.ts NAME_PATTERN), for queries that validate one. */
const FILE_NAME = `20240101_${'0'.repeat(32)}.xlsx`;
/** One body that passes the schemas of the record routes (save, list, delete, import), so the handler decides. */
const body = (recordId: string) => ({ data: '{"walk":1}', ids: [recordId], list: [{}], currentPage: 1, pageSize: 20 });
const TOKEN_PROBLEMS = [600, 601, 602];

/** The /api routes, HEAD copies aside (Fastify adds one per GET with the same options), Logout last (it ends the session). */
function apiRoutes(): RouteEntry[] {
  return s.app.loom.routes.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD')
    .sort((a, b) => Number(a.url.endsWith('/Logout')) - Number(b.url.endsWith('/Logout')));
}

/** The URL of a route with its path parameters filled from the seed. */
function fill(url: string, modelId = MODELS[0].modelId, recordId = MODELS[0].recordId) {
  return url.replace(':modelId', modelId).replace(':id', url.includes('/OnlineDev/') ? recordId : 'walk')
    .replace(/:(\w+)/g, 'walk');
}

async function send(route: RouteEntry, url: string, headers: Record<string, string>, recordId = MODELS[0].recordId) {
  const withBody = route.method === 'POST' || route.method === 'PUT';
  const query = route.method === 'GET' ? `${url.includes('?') ? '&' : '?'}fileName=${FILE_NAME}` : '';
  const res = await s.app.inject({ method: route.method as 'GET', url: url + query, headers,
    ...(withBody ? { payload: body(recordId) } : {}) });
  return res;
}

/** The envelope code of an answer (files and images are not envelopes: their code is the HTTP status). */
function codeOf(res: { statusCode: number; headers: Record<string, unknown>; body: string }): number {
  if (!String(res.headers['content-type'] ?? '').includes('application/json')) return res.statusCode;
  const parsed = JSON.parse(res.body) as { code?: number };
  return typeof parsed.code === 'number' ? parsed.code : res.statusCode;
}

const walked = new Set<string>();
const count = (route: RouteEntry) => walked.add(`${route.method} ${route.url}`);

beforeAll(async () => {
  s = await startServer({ listen: false });
  staff = await login(s.app, 'liuyang');
  admin = await login(s.app, 'admin');
});
afterAll(async () => {
  console.log(`permission walk: ${walked.size} routes walked`);
  await s?.close();
});

describe('the route table', () => {
  it('declares who may call every /api route', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const undeclared = routes.filter((r) => !(ACCESS_RULES as readonly string[]).includes(r.access));
    expect(undeclared).toEqual([]);
    // What the walk below relies on: some routes of each kind exist.
    for (const rule of ACCESS_RULES) expect(routes.some((r) => r.access === rule), rule).toBe(true);
  });

  it('refuses to start with an /api route that declares nothing', async () => {
    const other = await startServer({ listen: false });
    try {
      expect(() => other.app.get('/api/walk/undeclared', async () => 'open')).toThrow(/config\.access/);
      expect(() => other.app.get('/api/walk/unknown', { config: { access: 'everyone' as never } }, async () => 'open'))
        .toThrow(/config\.access/);
    } finally {
      await other.close();
    }
  });
});

describe('the walk', () => {
  it('answers 602 to anonymous and forged callers on every route not declared public', async () => {
    const forged: Record<string, string>[] = [{}, { authorization: `Bearer ${randomBytes(32).toString('hex')}` },
      { authorization: 'Bearer garbage' }, { authorization: randomBytes(32).toString('hex').toUpperCase() + 'x' }];
    const wrong: string[] = [];
    for (const route of apiRoutes()) {
      if (route.access === 'public') continue;
      count(route);
      for (const headers of forged) {
        const res = await send(route, fill(route.url), headers);
        const json = res.json() as { code: number; msg: string };
        if (json.code !== 602 || !json.msg) wrong.push(`${route.method} ${route.url} ${JSON.stringify(headers)} -> ${res.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to an ordinary user on every admin route and every route of a menu the user is not granted', async () => {
    const wrong: string[] = [];
    // The seed grants the administration menus (access 'menu') to the 系统管理员 role only, never to 普通员工.
    for (const route of apiRoutes().filter((r) => r.access === 'admin' || r.access === 'menu')) {
      count(route);
      const res = await send(route, fill(route.url), { authorization: staff });
      const json = res.json() as { code: number; msg: string };
      if (json.code !== 403 || !json.msg) wrong.push(`${route.method} ${route.url} -> ${res.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses an ordinary user on every model route of the forms the user is not granted', async () => {
    const wrong: string[] = [];
    for (const route of apiRoutes().filter((r) => r.access === 'model')) {
      count(route);
      for (const { modelId, recordId } of MODELS) {
        const res = await send(route, fill(route.url, modelId, recordId), { authorization: staff }, recordId);
        if (codeOf(res) !== 403) wrong.push(`${route.method} ${fill(route.url, modelId, recordId)} -> ${res.body.slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets an ordinary user past the access layer on the routes every signed-in user may call', async () => {
    const wrong: string[] = [];
    for (const route of apiRoutes().filter((r) => r.access === 'session')) {
      count(route);
      const res = await send(route, fill(route.url), { authorization: staff });
      if (TOKEN_PROBLEMS.includes(codeOf(res))) wrong.push(`${route.method} ${route.url} -> ${res.body.slice(0, 200)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('never refuses the administrator at the access layer', async () => {
    const wrong: string[] = [];
    for (const route of apiRoutes()) {
      count(route);
      const res = await send(route, fill(route.url), { authorization: admin });
      const code = codeOf(res);
      if (code === 403 || TOKEN_PROBLEMS.includes(code)) wrong.push(`${route.method} ${route.url} -> ${res.body.slice(0, 200)}`);
    }
    expect(wrong).toEqual([]);
  });
});
