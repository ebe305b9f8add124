/**
 * Headers on every answer (issue 10, item 7): a content security policy that forbids framing by other sites and
 * scripts from elsewhere, nosniff, no referrer, and `Cache-Control: no-store` on the API's JSON answers (also
 * refusals), while file and image answers keep their own caching. The built app passing this policy in Chromium is
 * checked by tests/e2e/csp.e2e.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startServer, type TestServer } from '../api/helpers';

let s: TestServer;
let token: string;
let dist: string;

beforeAll(async () => {
  // A stand-in for the built web app, so the static answers and the history-mode fallback are covered too.
  dist = mkdtempSync(join(tmpdir(), 'loom-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Loom</title><div id="root"></div>');
  s = await startServer({ listen: false, serveWeb: true, distDir: dist });
  token = await login(s.app, 'liuyang');
});
afterAll(async () => {
  await s?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers });

/** The policy as a map: directive -> its sources. */
function policy(header: unknown): Map<string, string[]> {
  return new Map(String(header ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0])
    .map(([name, ...sources]) => [name, sources]));
}

function expectSecurityHeaders(res: { headers: Record<string, unknown> }) {
  const csp = policy(res.headers['content-security-policy']);
  expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.has('upgrade-insecure-requests')).toBe(false);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
}

describe('security headers', () => {
  it('are on API answers, successes and refusals alike, with no-store', async () => {
    const answers = [
      await get('/api/oauth/getConfig/admin'),
      await get('/api/oauth/CurrentUser', { authorization: token }),
      await get('/api/oauth/CurrentUser'),
      await get('/api/visualdev/Base/vd-supplier', { authorization: token }),
      await get('/api/no/such/route'),
    ];
    expect(answers.map((r) => r.json().code)).toEqual([200, 200, 602, 403, 404]);
    for (const res of answers) {
      expectSecurityHeaders(res);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('are on the web app and its history-mode fallback', async () => {
    for (const url of ['/', '/purchase/supplier']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expectSecurityHeaders(res);
      expect(res.headers['cache-control']).not.toBe('no-store');
    }
  });

  it('leave an image its own caching', async () => {
    // A 1x1 PNG uploaded through the API, so it belongs to the user who then reads it.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    const boundary = 'loomheaders';
    const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; `
      + `filename="dot.png"\r\nContent-Type: image/png\r\n\r\n`), png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const up = await s.app.inject({ method: 'POST', url: '/api/file/Uploader/annexpic', payload,
      headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(up.json()).toMatchObject({ code: 200 });
    const res = await get((up.json() as { data: { url: string } }).data.url, { authorization: token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    expectSecurityHeaders(res);
  });
});
