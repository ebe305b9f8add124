/**
 * Issue 10 item 8, the fuzz half: every POST and PUT route of the server's own route table (app.loom.routes, so a
 * new route is fuzzed without editing this file) receives malformed bodies, as the administrator and as an
 * ordinary user (刘洋), with plausible path parameters (real ids from the seed, to get past 404) and hostile ones;
 * every GET route receives malformed queries and paths. Every answer must be an envelope ({code: number, msg:
 * string}) and never code 500, and the server must still answer normally afterwards.
 * Routes that by design answer a file or an image on success (captcha SVG, images, downloads, exported templates)
 * may answer that file with HTTP 200; anything else they answer must be an envelope too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { call, login, startServer, type TestServer } from '../api/helpers';

const FILE_ROUTES = [/\/ImageCode\//, /^\/api\/file\/Image\//, /^\/api\/file\/Download/, /\/TemplateDownload$/,
  /\/printDev\/:id\/Actions\/Export$/];
const USERS = ['admin', 'liuyang'] as const;
/** Not fuzzed: signed in before the fuzz, used after it for the normal request. */
const BYSTANDER = 'zhangwei';
const CONCURRENCY = 4;

const LEVELS = 10_000;
const deepArray = '['.repeat(LEVELS) + ']'.repeat(LEVELS);
const deepObject = '{"a":'.repeat(LEVELS) + '1' + '}'.repeat(LEVELS);
const huge = 'x'.repeat(2_000_000);

/** Keys the API's bodies use (docs/api-contract.md), for bodies of the right shape with wrong values. */
const KEYS = ['id', 'ids', 'modelId', 'menuId', 'currentPage', 'pageSize', 'keyword', 'queryJson', 'superQueryJson',
  'sidx', 'sort', 'data', 'list', 'formIds', 'fullName', 'enCode', 'formData', 'columnData', 'account', 'password',
  'oldPassword', 'newPassword', 'type', 'paramList', 'tplParam', 'organizeId', 'userId', 'name', 'value', 'printId',
  'formId', 'dataType', 'selectKey', 'json', 'theme', 'language', 'majorId', 'signImg', 'isDefault', 'fileName'];
const shaped = (value: (key: string) => unknown) => JSON.stringify(Object.fromEntries(KEYS.map((k) => [k, value(k)])));

interface Body { name: string; type?: string; payload: string | Buffer }
const json = (name: string, payload: string): Body => ({ name, type: 'application/json', payload });

const multipartFields = (n: number, boundary = 'FuZz') => `${Array.from({ length: n }, (_, i) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv${i}\r\n`).join('')}--${boundary}--\r\n`;

/** The malformed bodies every POST/PUT route receives (at least 20). */
const BODIES: Body[] = [
  json('empty object', '{}'),
  json('array for object', '[{"id":"1"}]'),
  json('null', 'null'),
  json('bare string', '"text"'),
  json('bare number', '1e308'),
  json('invalid JSON', '{"id": "1",'),
  json('empty JSON body', ''),
  json('10,000 nested arrays', deepArray),
  json('10,000 nested objects', deepObject),
  json('deep value under every key', shaped(() => JSON.parse('['.repeat(60) + ']'.repeat(60)))),
  json('__proto__ key', '{"__proto__":{"isAdministrator":1},"id":"1"}'),
  json('constructor.prototype', '{"constructor":{"prototype":{"polluted":1}}}'),
  json('wrong types', shaped((k) => (k === 'currentPage' || k === 'pageSize' ? 'abc' : 12345))),
  json('nulls', shaped(() => null)),
  json('arrays for scalars', shaped(() => [[1], { a: [] }])),
  json('objects for scalars', shaped(() => ({ $ne: null, __proto__: { x: 1 } }))),
  json('NUL bytes', shaped(() => '\u0000\u0000;--\u0000')),
  json('unicode and lone surrogates', shaped(() => '当归🌿\u202e\ud800\udfff\ud800 ﷽')),
  json('negative and huge numbers', shaped(() => -1e308)),
  json('JSON strings nested 10,000 deep', shaped(() => deepArray)),
  json('JSON strings that are not JSON', shaped(() => '{"a":')),
  json('huge string', JSON.stringify({ id: huge, data: huge, fullName: huge, keyword: huge })),
  { name: 'text/plain', type: 'text/plain', payload: 'hello' },
  { name: 'application/xml', type: 'application/xml', payload: '<a><b/></a>' },
  { name: 'unknown content type', type: 'application/x-fuzz', payload: '\u0000\u0001' },
  { name: 'no content type', payload: '{"id":"1"}' },
  { name: 'url-encoded', type: 'application/x-www-form-urlencoded', payload: 'id=%ff%fe&__proto__[x]=1&data=%00&currentPage=-1' },
  { name: 'url-encoded with 5,000 fields', type: 'application/x-www-form-urlencoded',
    payload: Array.from({ length: 5000 }, (_, i) => `f${i}=${i}`).join('&') },
  { name: 'multipart without boundary', type: 'multipart/form-data', payload: multipartFields(2) },
  { name: 'multipart, 300 fields', type: 'multipart/form-data; boundary=FuZz', payload: multipartFields(300) },
  { name: 'multipart, garbage', type: 'multipart/form-data; boundary=FuZz', payload: '--FuZz\r\nnot a header\r\n\r\n' },
  { name: 'multipart, file cut short', type: 'multipart/form-data; boundary=FuZz',
    payload: '--FuZz\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\nPK\u0003\u0004' },
  { name: 'multipart, __proto__ field', type: 'multipart/form-data; boundary=FuZz',
    payload: '--FuZz\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--FuZz--\r\n' },
  { name: 'binary body as JSON', type: 'application/json', payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x22]) },
];

/** Malformed query strings every GET route receives (and every POST/PUT route once). */
const QUERIES = ['currentPage=abc&pageSize=-5', 'pageSize=100000000&currentPage=1e308', 'x=%ff%fe&%e0%a4=1',
  `queryJson=${encodeURIComponent(deepArray)}`, 'queryJson=%7B%22a%22%3A', 'id=1&id=2&id=3', '__proto__[isAdministrator]=1',
  'constructor[prototype][x]=1', `keyword=${'当'.repeat(20_000)}`, 'ids=%00%00', 'formIds=' + ','.repeat(5000),
  'encryption=%ff&name=..%2F..%2Fetc%2Fpasswd', 'modelId=&menuId=&type=', 'currentPage[]=1&pageSize[a]=2'];

/** Hostile values for a path parameter. */
const HOSTILE_PARAMS = ['%ff%fe', 'a'.repeat(300), '..%2F..%2Fetc%2Fpasswd', '%00', '0', '-1', '当归', "'%20OR%201=1--"];

let server: TestServer;
const tokens: Record<string, string> = {};
const seedIds: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer({ listen: false });
  const { db } = server.app.loom;
  const first = async (q: Promise<{ v: string }[]>) => (await q)[0]?.v ?? 'none';
  seedIds.record = await first(db.selectFrom('visualdevRecord').select('id as v').where('modelId', '=', 'vd-all-kinds').execute());
  seedIds.organize = await first(db.selectFrom('organize').select('id as v').execute());
  seedIds.dictionaryType = await first(db.selectFrom('dictionaryType').select('id as v').execute());
  seedIds.billRule = await first(db.selectFrom('billRule').select('enCode as v').execute());
  seedIds.printTemplate = await first(db.selectFrom('printTemplate').select('id as v').execute());
  for (const u of [...USERS, BYSTANDER]) tokens[u] = await login(server.app, u);
  // Values 10,000 deep under every field of a real form: in a record's data, a query and import rows.
  const form = await db.selectFrom('visualdev').select('formData').where('id', '=', 'vd-all-kinds').executeTakeFirstOrThrow();
  const fields = [...form.formData.matchAll(/"__vModel__":"(\w+)"/g)].map((m) => m[1]);
  const underFields = (deep: string) => `{${fields.map((f) => `"${f}":${deep}`).join(',')}}`;
  BODIES.push(json('form fields nested 10,000 deep', JSON.stringify({ data: underFields(deepArray),
    queryJson: underFields(deepObject), currentPage: 1, pageSize: 20 })));
  BODIES.push(json('import rows nested 10,000 deep', `{"list":[${underFields(deepArray)}]}`));
}, 60_000);
afterAll(async () => server?.close());

/** A plausible value for a path parameter: a real id of the seed where the route's area has one. */
function plausible(url: string, param: string): string {
  switch (param) {
    case 'modelId': return 'vd-all-kinds';
    case 'organizeId': return seedIds.organize;
    case 'dictionaryTypeId': return seedIds.dictionaryType;
    case 'enCode': return seedIds.billRule;
    case 'parentId': return '-1';
    case 'type': return 'annex';
    case 'name': return '20260101_0123456789abcdef0123456789abcdef.png';
    case 'account': return 'admin';
    case 'codeLength': return '4';
    case 'timestamp': return '1700000000000';
    case 'id':
      if (url.includes('/OnlineDev/')) return seedIds.record;
      if (url.includes('/printDev/')) return seedIds.printTemplate;
      if (url.includes('/visualdev/Base/')) return 'vd-all-kinds';
      if (url.includes('/DataInterface/')) return 'di-herb-category';
      // User administration disables, deletes and resets the user it is given: not one the fuzz signs in as.
      if (url.includes('/permission/Users/')) return 'user-yangmin';
      return 'user-liuyang';
    default: return '1';
  }
}

const fill = (url: string, value: (param: string) => string) => url.replace(/:(\w+)/g, (_m, p: string) => value(p));

interface Outcome { label: string; problem: string }
const stats = { routes: 0, requests: 0, outside: 0, errors500: 0 };
const problems: Outcome[] = [];
const perRoute = new Map<string, number>();

async function check(route: { method: string; url: string }, label: string, opts: InjectOptions) {
  stats.requests++;
  const key = `${route.method} ${route.url}`;
  perRoute.set(key, (perRoute.get(key) ?? 0) + 1);
  const res = await server.app.inject(opts);
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) {
    // A file route may answer its file; nothing else may answer anything but an envelope.
    if (res.statusCode === 200 && FILE_ROUTES.some((r) => r.test(route.url))) return;
    stats.outside++;
    problems.push({ label, problem: `HTTP ${res.statusCode} ${type}: ${res.body.slice(0, 120)}` });
    return;
  }
  let body: { code?: unknown; msg?: unknown };
  try { body = res.json(); } catch { body = {}; }
  if (res.statusCode !== 200 || typeof body.code !== 'number' || typeof body.msg !== 'string') {
    if (res.statusCode === 200 && FILE_ROUTES.some((r) => r.test(route.url))) return; // an exported JSON file
    stats.outside++;
    problems.push({ label, problem: `HTTP ${res.statusCode}: ${res.body.slice(0, 120)}` });
  } else if (body.code === 500) {
    stats.errors500++;
    problems.push({ label, problem: `500: ${body.msg}` });
  }
}

/** Runs the tasks with a small concurrency (the machine is shared). */
async function pool(tasks: (() => Promise<void>)[], n = CONCURRENCY) {
  let next = 0;
  await Promise.all(Array.from({ length: n }, async () => {
    while (next < tasks.length) await tasks[next++]();
  }));
}

/** Routes fuzzed while a user's session could not be renewed (their answers were token refusals). */
const withoutSession: string[] = [];

/**
 * Signs the user in again when a fuzzed request ended their session (log out, lock screen). Sign-in itself may be
 * refused by then (the lock screen's wrong passwords count against the account): that is noted, not hidden.
 */
async function freshToken(user: string, route: string) {
  const me = await call(server.app, 'GET', '/api/oauth/CurrentUser', { token: tokens[user] });
  if (me.code === 200) return tokens[user];
  try {
    tokens[user] = await login(server.app, user);
  } catch {
    withoutSession.push(`${route} as ${user}`);
  }
  return tokens[user];
}

const apiRoutes = () => server.app.loom.routes.filter((r) => r.url.startsWith('/api/'));

/**
 * The routes in `parts` consecutive groups (route order is the server's, stable): each group is its own test with its
 * own time limit, so the whole walk is not one test that a loaded machine runs past its limit.
 */
const split = <T>(all: T[], parts: number): T[][] => {
  const size = Math.ceil(all.length / parts);
  return Array.from({ length: parts }, (_, i) => all.slice(i * size, (i + 1) * size));
};
const WRITE_PARTS = 4;
const READ_PARTS = 2;
const writeRoutes = () => apiRoutes().filter((r) => r.method === 'POST' || r.method === 'PUT');
// Logout last: it ends the session the other requests use.
const readRoutes = () => apiRoutes().filter((r) => r.method === 'GET' || r.method === 'DELETE')
  .sort((a, b) => Number(a.url.endsWith('/Logout')) - Number(b.url.endsWith('/Logout')));

/** Malformed bodies, hostile path parameters and queries to every write route of `routes`, as every fuzz user. */
async function fuzzWrites(routes: ReturnType<typeof apiRoutes>) {
  for (const route of routes) {
    stats.routes++;
    for (const user of USERS) {
      const token = await freshToken(user, `${route.method} ${route.url}`);
      const url = fill(route.url, (p) => plausible(route.url, p));
      const tasks = BODIES.map((b) => () => check(route, `${route.method} ${url} as ${user}: ${b.name}`, {
        method: route.method as 'POST' | 'PUT', url, payload: b.payload,
        headers: { authorization: token, ...(b.type ? { 'content-type': b.type } : {}) },
      }));
      // The same route with hostile path parameters and queries (a few bodies each).
      if (route.url.includes(':')) {
        for (const hostile of HOSTILE_PARAMS) {
          const bad = fill(route.url, () => hostile);
          for (const b of [BODIES[0], BODIES[12], BODIES[26]]) {
            tasks.push(() => check(route, `${route.method} ${bad} as ${user}: ${b.name}`, {
              method: route.method as 'POST' | 'PUT', url: bad, payload: b.payload,
              headers: { authorization: token, ...(b.type ? { 'content-type': b.type } : {}) } }));
          }
        }
      }
      for (const q of QUERIES.slice(0, 4)) {
        tasks.push(() => check(route, `${route.method} ${url}?${q.slice(0, 40)} as ${user}`, {
          method: route.method as 'POST' | 'PUT', url: `${url}?${q}`, payload: '{}',
          headers: { authorization: token, 'content-type': 'application/json' } }));
      }
      await pool(tasks);
    }
  }
}

/** Malformed queries, hostile paths, a forged token and none to every read or delete route of `routes`. */
async function fuzzReads(routes: ReturnType<typeof apiRoutes>) {
  for (const route of routes) {
    stats.routes++;
    for (const user of USERS) {
      const token = await freshToken(user, `${route.method} ${route.url}`);
      const url = fill(route.url, (p) => plausible(route.url, p));
      const method = route.method as 'GET' | 'DELETE';
      const tasks = QUERIES.map((q) => () => check(route, `${method} ${url}?${q.slice(0, 40)} as ${user}`,
        { method, url: `${url}?${q}`, headers: { authorization: token } }));
      for (const hostile of route.url.includes(':') ? HOSTILE_PARAMS : []) {
        const bad = fill(route.url, () => hostile);
        tasks.push(() => check(route, `${method} ${bad.slice(0, 80)} as ${user}`, { method, url: bad, headers: { authorization: token } }));
      }
      // A forged token and no token at all.
      tasks.push(() => check(route, `${method} ${url} forged`, { method, url, headers: { authorization: 'Bearer %ff\u0000' } }));
      tasks.push(() => check(route, `${method} ${url} anonymous`, { method, url: `${url}?${QUERIES[2]}` }));
      await pool(tasks);
    }
  }
}

describe('fuzz', () => {
  it('has write and read routes to walk', () => {
    expect(writeRoutes().length).toBeGreaterThan(20);
    expect(readRoutes().length).toBeGreaterThan(20);
  });

  it.each(Array.from({ length: WRITE_PARTS }, (_, i) => i))(
    'every POST and PUT route (part %i) answers malformed bodies with an envelope, never 500', async (part) => {
      const seen = problems.length;
      const routes = split(writeRoutes(), WRITE_PARTS)[part];
      await fuzzWrites(routes);
      for (const route of routes) expect(perRoute.get(`${route.method} ${route.url}`)).toBeGreaterThanOrEqual(2 * 20);
      expect(problems.slice(seen)).toEqual([]);
    }, 180_000);

  it.each(Array.from({ length: READ_PARTS }, (_, i) => i))(
    'every GET and DELETE route (part %i) answers malformed queries and paths with an envelope, never 500', async (part) => {
      const seen = problems.length;
      await fuzzReads(split(readRoutes(), READ_PARTS)[part]);
      expect(problems.slice(seen)).toEqual([]);
    }, 180_000);

  it('the server still answers a normal request afterwards', async () => {
    const token = tokens[BYSTANDER];
    const me = await call(server.app, 'GET', '/api/oauth/CurrentUser', { token });
    expect(me.code).toBe(200);
    const list = await call<{ list: unknown[] }>(server.app, 'POST', '/api/visualdev/OnlineDev/vd-all-kinds/List',
      { token, body: { currentPage: 1, pageSize: 20 } });
    expect(list.code).toBe(200);
    expect(Array.isArray(list.data?.list)).toBe(true);
    // And someone can still sign in (an ordinary user the fuzz never named).
    expect(await login(server.app, 'huangli')).toMatch(/^Bearer /);
    // The closing note of issue 10 quotes this line.
    console.log(`fuzz: ${stats.routes} routes fuzzed, ${stats.requests} requests sent, ${stats.outside} answers outside `
      + `the envelope, ${stats.errors500} answers with code 500; fuzzed without a live session: `
      + `${withoutSession.length ? withoutSession.join(', ') : 'none'}`);
    expect(stats.outside + stats.errors500).toBe(0);
  });
});
