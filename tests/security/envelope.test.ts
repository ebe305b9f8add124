/**
 * Issue 10 item 6: every answer is an envelope, never a 500. Each example of the item answers {code: 400, msg} in
 * the user's language (zh-CN and en) without echoing the path, nothing is stored, and an unexpected error is
 * logged even with the app's logger off.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InjectOptions } from 'fastify';
import { login, startServer, type TestServer } from '../api/helpers';

const LEVELS = 10_000;
const deepArray = '['.repeat(LEVELS) + ']'.repeat(LEVELS);
const deepObject = '{"a":'.repeat(LEVELS) + '1' + '}'.repeat(LEVELS);
const MODEL = 'vd-all-kinds';
/** A text field and a stored popupAttr field (isStorage 2) of fixtures/forms/all-kinds.json. */
const TEXT_FIELD = 'comInputField102';
const POPUP_ATTR = 'popupAttrField151';
const LONG_ID = 'a'.repeat(300);

let server: TestServer;
let token: string;
const thrown = new Error('boom from a test route');

beforeAll(async () => {
  server = await startServer({ listen: false });
  // A route that fails unexpectedly, registered before the app starts (outside /api: no session needed).
  server.app.get('/security-test/throws', async () => { throw thrown; });
  token = await login(server.app, 'admin');
});
afterAll(async () => server?.close());

type Lang = 'zh-CN' | 'en';

async function send(opts: InjectOptions, lang: Lang) {
  const res = await server.app.inject({ ...opts, headers: { authorization: token, 'accept-language': lang, ...opts.headers } });
  let body: { code?: unknown; msg?: unknown } = {};
  try { body = res.json(); } catch { /* not JSON: asserted below */ }
  return { status: res.statusCode, type: String(res.headers['content-type'] ?? ''), body, text: res.body };
}

const json = (url: string, payload: string, method: 'POST' | 'PUT' = 'POST'): InjectOptions =>
  ({ method, url, payload, headers: { 'content-type': 'application/json' } });

function multipart(fields: number): string {
  const parts = Array.from({ length: fields }, (_, i) =>
    `--XyZ\r\nContent-Disposition: form-data; name="field${i}"\r\n\r\nvalue ${i}\r\n`);
  return `${parts.join('')}--XyZ--\r\n`;
}

const records = async () => (await server.app.loom.db.selectFrom('visualdevRecord').select('id')
  .where('modelId', '=', MODEL).execute()).length;

const DEEP = /nested too deeply \(at most 64 levels\)/;
const MULTIPART = /uploaded form data is malformed/;

/** The item's examples: [name, request, the English message, text the answer must not contain]. */
const examples: [string, () => InjectOptions, RegExp, string?][] = [
  ['queryJson nested 10,000 arrays deep', () => ({ method: 'POST', url: `/api/visualdev/OnlineDev/${MODEL}/List`,
    payload: { currentPage: 1, pageSize: 20, queryJson: `{"${TEXT_FIELD}":${deepArray}}` } }), DEEP],
  ['queryJson nested 10,000 objects deep', () => ({ method: 'POST', url: `/api/visualdev/OnlineDev/${MODEL}/List`,
    payload: { currentPage: 1, pageSize: 20, queryJson: `{"${TEXT_FIELD}":${deepObject}}` } }), DEEP],
  ['an ImportData cell nested 10,000 deep', () => json(`/api/visualdev/OnlineDev/${MODEL}/ImportData`,
    `{"list":[{"${TEXT_FIELD}":${deepArray}}]}`), DEEP],
  ['an ImportExceptionData cell nested 10,000 deep', () => json(`/api/visualdev/OnlineDev/${MODEL}/ImportExceptionData`,
    `{"list":[{"${TEXT_FIELD}":${deepObject},"errorsInfo":"x"}]}`), DEEP],
  ['a popupAttr value nested 10,000 deep', () => ({ method: 'POST', url: `/api/visualdev/OnlineDev/${MODEL}`,
    payload: { data: `{"${TEXT_FIELD}":"x","${POPUP_ATTR}":${deepArray}}` } }), DEEP],
  ['a multipart body without a boundary', () => ({ method: 'POST', url: '/api/file/Uploader/annex',
    payload: multipart(1), headers: { 'content-type': 'multipart/form-data' } }), MULTIPART],
  ['an import upload without a boundary', () => ({ method: 'POST', url: '/api/visualdev/OnlineDev/Uploader',
    payload: multipart(1), headers: { 'content-type': 'multipart/form-data; charset=utf-8' } }), MULTIPART],
  ['a multipart boundary over 70 characters', () => ({ method: 'POST', url: '/api/file/Uploader/annex',
    payload: multipart(1), headers: { 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}` } }), MULTIPART],
  ['a multipart body with too many fields', () => ({ method: 'POST', url: '/api/file/Uploader/annex',
    payload: multipart(200), headers: { 'content-type': 'multipart/form-data; boundary=XyZ' } }), /too many fields/],
  ['a malformed URL escape', () => ({ method: 'GET', url: '/api/system/printDev/%ff%fe' }), /request address is malformed/, '%ff'],
  ['an over-long path parameter', () => ({ method: 'GET', url: `/api/system/printDev/${LONG_ID}` }), /too long \(at most 100 characters\)/, LONG_ID],
  ['an over-long path parameter of a POST', () => ({ method: 'POST', url: `/api/system/printDev/${LONG_ID}/Actions/Copy` }),
    /too long/, LONG_ID],
];

describe('every example of item 6 answers a 400 envelope in the user\'s language', () => {
  it.each(examples)('%s', async (_name, request, english, echoed) => {
    const before = await records();
    const answers: Record<Lang, Awaited<ReturnType<typeof send>>> = {
      'zh-CN': await send(request(), 'zh-CN'),
      en: await send(request(), 'en'),
    };
    for (const [lang, a] of Object.entries(answers)) {
      expect(a.status, a.text).toBe(200);
      expect(a.type).toMatch(/^application\/json/);
      expect(a.body, `${lang}: ${a.text.slice(0, 200)}`).toEqual({ code: 400, msg: expect.any(String) });
      expect(a.text).not.toContain('printDev');
      if (echoed) expect(a.text.toLowerCase()).not.toContain(echoed.toLowerCase());
    }
    // Localised: Chinese characters in zh-CN, none in English, and not the same text.
    expect(answers['zh-CN'].body.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(answers.en.body.msg).not.toMatch(/[\u4e00-\u9fff]/);
    expect(answers.en.body.msg).toMatch(english);
    expect(await records()).toBe(before);
  });

  it('deep nesting is refused with its own message, also in a plain JSON body', async () => {
    const a = await send(json('/api/system/SysConfig', `{"a":${deepArray}}`, 'PUT'), 'en');
    expect(a.body).toEqual({ code: 400, msg: 'The request data is nested too deeply (at most 64 levels)' });
    const zh = await send(json(`/api/visualdev/OnlineDev/${MODEL}/List`, `{"currentPage":1,"pageSize":20,"x":${deepObject}}`), 'zh-CN');
    expect(zh.body).toEqual({ code: 400, msg: '请求数据的嵌套层级过深（最多64层）' });
    // A form definition is JSON inside JSON too; nothing of it is stored.
    const put = await send({ method: 'PUT', url: `/api/visualdev/Base/${MODEL}`, payload: { fullName: 'x', enCode: 'x',
      formData: `{"fields":[{"__config__":{"jnpfKey":"comInput","children":${deepArray}}}]}`, columnData: '{"columnList":[]}' } }, 'en');
    expect(put.body).toEqual({ code: 400, msg: 'The request data is nested too deeply (at most 64 levels)' });
    const stored = await server.app.loom.db.selectFrom('visualdev').select('fullName').where('id', '=', MODEL).executeTakeFirstOrThrow();
    expect(stored.fullName).not.toBe('x');
  });

  it('values nested within the limit are still accepted', async () => {
    const nested = '['.repeat(40) + ']'.repeat(40);
    const a = await send({ method: 'POST', url: `/api/visualdev/OnlineDev/${MODEL}/List`,
      payload: { currentPage: 1, pageSize: 20, queryJson: `{"${TEXT_FIELD}":"当归","other":${nested}}` } }, 'en');
    expect(a.body.code).toBe(200);
  });
});

describe('NUL characters (PostgreSQL cannot store them: a 500 there before)', () => {
  const NUL = /must not contain NUL characters/;
  it.each<[string, () => InjectOptions]>([
    ['in a path parameter', () => ({ method: 'GET', url: `/api/visualdev/OnlineDev/${MODEL}/%00` })],
    ['in a query value', () => ({ method: 'GET', url: '/api/system/DictionaryData/All?keyword=a%00b' })],
    ['in a JSON body', () => json(`/api/visualdev/OnlineDev/${MODEL}/List`, '{"currentPage":1,"pageSize":20,"keyword":"a\\u0000"}')],
    ['in a record\'s data', () => ({ method: 'POST', url: `/api/visualdev/OnlineDev/${MODEL}`,
      payload: { data: `{"${TEXT_FIELD}":"a\\u0000b"}` } })],
    ['in a url-encoded body', () => ({ method: 'POST', url: '/api/oauth/Login', payload: 'account=ad%00min&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' } })],
  ])('%s answers 400', async (_name, request) => {
    const before = await records();
    const a = await send(request(), 'en');
    expect(a.body).toEqual({ code: 400, msg: expect.stringMatching(NUL) });
    expect((await send(request(), 'zh-CN')).body).toEqual({ code: 400, msg: '请求内容不能包含空字符（NUL）' });
    expect(await records()).toBe(before);
  });

  it('an escaped backslash before u0000 is ordinary text, not a NUL', async () => {
    const a = await send(json(`/api/visualdev/OnlineDev/${MODEL}/List`,
      '{"currentPage":1,"pageSize":20,"keyword":"C:\\\\u0000"}'), 'en');
    expect(a.body.code).toBe(200);
  });
});

describe('concurrent copies of a print template', () => {
  it('all succeed with distinct codes (the unique index decides, the later copy picks again)', async () => {
    const { db } = server.app.loom;
    const source = await db.selectFrom('printTemplate').select(['id', 'enCode']).executeTakeFirstOrThrow();
    const answers = await Promise.all(Array.from({ length: 6 }, () =>
      send({ method: 'POST', url: `/api/system/printDev/${source.id}/Actions/Copy` }, 'en')));
    expect(answers.map((a) => a.body.code)).toEqual([200, 200, 200, 200, 200, 200]);
    const copies = await db.selectFrom('printTemplate').select('enCode').where('enCode', 'like', `${source.enCode}_copy%`).execute();
    expect(new Set(copies.map((c) => c.enCode)).size).toBe(6);
  });
});

describe('unexpected errors', () => {
  it('answer 500 without a stack and are written to stderr even with the logger off', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      const a = await send({ method: 'GET', url: '/security-test/throws' }, 'en');
      expect(a.body).toEqual({ code: 500, msg: 'Server error, please try again later' });
      expect(a.text).not.toContain('boom from a test route');
    } finally {
      spy.mockRestore();
    }
    const logged = lines.filter((l) => l.includes('boom from a test route'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('/security-test/throws');
    expect(logged[0]).toContain('envelope.test.ts'); // the stack, pointing at the route that threw
  });
});
