import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './helpers';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer({ listen: false });
  // A route that fails unexpectedly, to see what the client gets (registered before the app is ready).
  s.app.get('/api/test/boom', { config: { access: 'session' } }, async () => {
    throw new Error('secret internals at /work/main/src/server/db.ts:42');
  });
  admin = await login(s.app);
});
afterAll(async () => { await s?.close(); });

describe('the rules every request follows', () => {
  it('answers unknown API routes with a 404 envelope, with or without a token', async () => {
    expect(await call(s.app, 'GET', '/api/nothing/here')).toMatchObject({ code: 404, msg: '请求的接口不存在' });
    expect(await call(s.app, 'POST', '/api/nothing', { token: admin, lang: 'en', body: {} }))
      .toMatchObject({ code: 404, msg: 'No such API' });
  });

  it('answers an unexpected error with a localised 500 and no stack or internals', async () => {
    const res = await call(s.app, 'GET', '/api/test/boom', { token: admin });
    expect(res).toMatchObject({ code: 500, msg: '系统异常，请稍后重试' });
    expect(res.text).not.toMatch(/stack|secret|\.ts:\d+/);
    expect((await call(s.app, 'GET', '/api/test/boom', { token: admin, lang: 'zh-TW' })).msg).toBe('系統異常，請稍後重試');
  });

  it('names the offending field of a body, query or params in zh-CN and in en', async () => {
    const url = '/api/visualdev/OnlineDev/vd-supplier/List';
    expect(await call(s.app, 'POST', url, { token: admin, body: { pageSize: 'many' } }))
      .toMatchObject({ code: 400, msg: '参数pageSize类型错误，应为整数' });
    expect(await call(s.app, 'POST', url, { token: admin, body: { pageSize: 'many' }, lang: 'en-US,en;q=0.9' }))
      .toMatchObject({ code: 400, msg: '"pageSize" must be an integer' });
    expect((await call(s.app, 'POST', url, { token: admin, body: { pageSize: 20000 }, lang: 'en' })).msg)
      .toBe('"pageSize" must be at most 10000');
    expect((await call(s.app, 'POST', url, { token: admin, body: { sort: 'up' } })).msg).toBe('参数sort取值必须是asc, desc, 之一');
    expect((await call(s.app, 'POST', '/api/visualdev/OnlineDev/vd-supplier', { token: admin, body: {} })).msg)
      .toBe('参数data不能为空');
    expect((await call(s.app, 'GET', '/api/system/DictionaryType?isTree=5', { token: admin, lang: 'en' })).msg)
      .toBe('"isTree" must be one of , 0, 1');
    expect((await call(s.app, 'GET', `/api/oauth/ImageCode/99/abc`, { lang: 'en' })).msg).toBe('"codeLength" must be at most 8');
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/visualdev/OnlineDev/vd-supplier/List',
      headers: { authorization: admin, 'content-type': 'application/json' }, payload: '{not json' });
    expect(res.json()).toEqual({ code: 400, msg: '请求内容不是合法的JSON' });
  });
});

describe('dictionaries', () => {
  it('answers a category entries for selects, as a tree when the category is a tree', async () => {
    const flat = await call<{ list: { fullName: string; children?: unknown[] }[] }>(s.app, 'GET',
      '/api/system/DictionaryData/1143c18426014419a35aa1fa97685c9c/Data/Selector', { token: admin });
    expect(flat.data!.list.map((e) => e.fullName)).toEqual(expect.arrayContaining(['月结', '现金支付', '转账支付']));
    expect(flat.data!.list).toHaveLength(9);
    const byCode = await call<{ list: unknown[] }>(s.app, 'GET', '/api/system/DictionaryData/sex/Data/Selector', { token: admin });
    expect(byCode.data!.list).toHaveLength(3);
    const tree = await call<{ list: { children?: unknown[] }[] }>(s.app, 'GET',
      '/api/system/DictionaryData/d59a3cf65f9847dbb08be449e3feae16/Data/Selector', { token: admin });
    expect(tree.data!.list.length).toBeLessThan(118);
    expect(tree.data!.list.some((n) => (n.children?.length ?? 0) > 0)).toBe(true);
  });

  it('answers every category with its entries, and the category list', async () => {
    const all = await call<{ list: { enCode: string; dictionaryList: unknown[] }[] }>(s.app, 'GET',
      '/api/system/DictionaryData/All', { token: admin });
    // 43 demo categories and 业务分类 (businessType), the serial-number rules' categories.
    expect(all.data!.list).toHaveLength(44);
    expect(all.data!.list.some((t) => t.enCode === 'businessType')).toBe(true);
    expect(all.data!.list.find((t) => t.enCode === 'Education')!.dictionaryList).toHaveLength(8);
    const types = await call<{ list: { fullName: string }[] }>(s.app, 'GET', '/api/system/DictionaryType?keyword=结算',
      { token: admin });
    expect(types.data!.list.map((t) => t.fullName)).toEqual(['结算方式']);
    const trees = await call<{ list: unknown[] }>(s.app, 'GET', '/api/system/DictionaryType?isTree=1', { token: admin });
    expect(trees.data!.list.length).toBeGreaterThan(0);
  });
});

describe('serving the web app', () => {
  it('serves dist files and answers index.html for any non-API GET (history mode)', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'loom-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Loom</title>');
    writeFileSync(join(dist, 'app.js'), 'console.log(1)');
    const web = await startServer({ serveWeb: true, distDir: dist });
    try {
      const page = await fetch(`${web.url}/purchase/supplier?x=1`);
      expect(await page.text()).toContain('<title>Loom</title>');
      expect(await (await fetch(`${web.url}/app.js`)).text()).toBe('console.log(1)');
      expect(await (await fetch(`${web.url}/api/nothing`)).json()).toMatchObject({ code: 404 });
      const login = await fetch(`${web.url}/api/oauth/getConfig/admin`);
      expect((await login.json()).code).toBe(200);
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
