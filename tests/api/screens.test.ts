// GET /api/system/Screen (screen documents served from screensDir) and screenBody (a form file validating bodies).
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServedScreen } from '../../src/engine/screen';
import { screenBody } from '../../src/server/http/screenForm';
import { call, login, startServer, type TestServer } from './helpers';

let server: TestServer;
let token = '';
let staffToken = '';
let outside = '';
let screens = '';
const seen: unknown[] = [];

beforeAll(async () => {
  outside = mkdtempSync(join(tmpdir(), 'loom-screens-'));
  screens = join(outside, 'screens');
  cpSync('tests/screens', screens, { recursive: true });
  // Files beside (not inside) screensDir that a path must never reach.
  writeFileSync(join(outside, 'secret.screen.json'), JSON.stringify({ secret: true }));
  writeFileSync(join(outside, 'secret.form.json'), JSON.stringify({ secret: true }));
  server = await startServer({ listen: false, screensDir: screens });
  // A route that saves the example form: the test's own, registered before the app is ready.
  server.app.post('/api/test/Things', {
    preValidation: screenBody('forms/example.form.json', resolve('tests/screens')),
    config: { access: 'session' },
  }, async (request) => {
    seen.push(request.body);
    return { code: 200, msg: 'ok', data: request.body };
  });
  token = await login(server.app, 'admin');
  staffToken = await login(server.app, 'liuyang');
});
afterAll(async () => {
  await server?.close();
  rmSync(outside, { recursive: true, force: true });
});

const screen = (path: string, t = token, lang?: string) =>
  call<ServedScreen>(server.app, 'GET', `/api/system/Screen?path=${path}`, { token: t, lang });

describe('GET /api/system/Screen', () => {
  it('answers the document of a menu address with its form files inlined, to any signed-in user', async () => {
    for (const t of [token, staffToken]) {
      const res = await screen('example', t);
      expect(res.code).toBe(200);
      expect(res.data?.title['zh-CN']).toBe('示例岗位');
      expect(Object.keys(res.data?.formFiles ?? {}).sort()).toEqual(['forms/example.form.json', 'forms/rename.form.json']);
      expect(res.data?.formFiles['forms/example.form.json'].schema.required).toEqual(['fullName', 'enCode']);
    }
    const anonymous = await call(server.app, 'GET', '/api/system/Screen?path=example');
    expect([600, 601, 602]).toContain(anonymous.code);
  });

  it('refuses every path that would leave the screens folder, and never answers a file outside it', async () => {
    for (const path of ['../secret', '..%2Fsecret', '%2E%2E/secret', 'forms/../../secret', '/etc/passwd', '..\\secret',
      'example.screen', '', 'a//b', encodeURIComponent(join(outside, 'secret'))]) {
      const res = await screen(path);
      expect(res.code, path).not.toBe(200);
      expect([400, 404], path).toContain(res.code);
      expect(res.text, path).not.toContain('secret":true');
    }
  });

  it('answers 404 for an address without a document, and shows a new document without a restart', async () => {
    const missing = await screen('demo/later', token, 'zh-CN');
    expect(missing).toMatchObject({ code: 404, msg: '页面不存在' });
    expect((await screen('demo/later', token, 'en')).msg).toBe('The page does not exist');
    mkdirSync(join(screens, 'demo', 'forms'), { recursive: true });
    cpSync(join(screens, 'forms'), join(screens, 'demo', 'forms'), { recursive: true });
    cpSync(join(screens, 'example.screen.json'), join(screens, 'demo', 'later.screen.json'));
    expect((await screen('demo/later')).code).toBe(200);
  });

  it('says what is wrong with a document the checker refuses instead of serving a broken page', async () => {
    writeFileSync(join(screens, 'broken.screen.json'), JSON.stringify({ title: { 'zh-CN': 'x' }, api: {}, page: { template: 'table' } }));
    const res = await screen('broken', token, 'en');
    expect(res.code).toBe(400);
    expect(res.msg).toBe('The page definition is wrong: broken.screen.json $.title["zh-TW"] the property zh-TW is required');
    writeFileSync(join(screens, 'notjson.screen.json'), '{');
    expect((await screen('notjson')).code).toBe(400);
  });
});

describe('screenBody: the form file checks the body on the server', () => {
  const save = (body: unknown, lang = 'zh-CN') => call(server.app, 'POST', '/api/test/Things', { token, body, lang });

  it('refuses a missing required field by its title, in the user\'s language', async () => {
    expect((await save({ enCode: 'a' })).msg).toBe('参数名称不能为空');
    expect((await save({ enCode: 'a' }, 'zh-TW')).msg).toMatch(/名稱/);
    expect((await save({ enCode: 'a' }, 'en')).msg).toBe('"Name" is required');
  });

  it('refuses wrong types without coercing, values out of range, patterns and unknown keys', async () => {
    const base = { fullName: 'A', enCode: 'a1' };
    const wrongType = await save({ ...base, sortCode: '3' }, 'en');
    expect(wrongType.code).toBe(400);
    expect(wrongType.msg).toMatch(/^"Order" must be/);
    expect((await save({ ...base, sortCode: -1 }, 'en')).msg).toMatch(/"Order"/);
    expect((await save({ ...base, enCode: 'a b' }, 'en')).msg).toBe('"Code" is invalid');
    const extra = await save({ ...base, isAdministrator: 1 }, 'en');
    expect(extra).toMatchObject({ code: 400, msg: '"isAdministrator" is invalid' });
    expect((await save('text')).code).toBe(400);
    expect((await save([base])).code).toBe(400);
    expect(seen).toEqual([]);
  });

  it('accepts a valid body with the schema\'s defaults filled in', async () => {
    const res = await save({ fullName: 'A', enCode: 'a1' });
    expect(res).toMatchObject({ code: 200, data: { fullName: 'A', enCode: 'a1', sortCode: 0, enabledMark: 1 } });
    expect(seen).toHaveLength(1);
  });
});
