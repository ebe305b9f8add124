// Compressed and cached assets (issue 13 item 5), counted in bytes and headers, never timed: a first visit to /login
// fetches at most 300 kB of compressed script, every script as the build's brotli copy; hashed files are cached for a
// year and index.html checked at every visit; API JSON above the threshold travels compressed, small answers not.
import { expect, test } from 'vitest';
import { login } from '../api/helpers';
import { COMPRESS_THRESHOLD, IMMUTABLE } from '../../src/server/http/webAssets';
import { firstVisitToLogin } from './firstVisit';
import { browserSuite } from './suite';

const s = browserSuite({ page: false });
/** The first visit's script budget, in bytes on the wire. */
const LOGIN_SCRIPT_BUDGET = 300_000;

test('a first visit to /login downloads at most 300 kB of brotli-compressed script', async () => {
  const visit = await firstVisitToLogin(s.browser, s.server.url);
  const listing = visit.scripts.map((x) => `${x.path} ${x.encoding} ${x.wire}`).join('\n');
  expect(visit.scripts.length, listing).toBeGreaterThan(0);
  expect(visit.scripts.filter((x) => x.encoding !== 'br' && x.decoded >= 1024), listing).toEqual([]);
  expect(visit.wire, listing).toBeLessThanOrEqual(LOGIN_SCRIPT_BUDGET);
  expect(visit.wire).toBeLessThan(visit.decoded / 2);
});

test('hashed files are cached for a year, index.html is checked at every visit, gzip for clients without brotli',
  async () => {
    const html = await fetch(`${s.server.url}/login`, { headers: { 'accept-encoding': 'br' } });
    expect(html.headers.get('cache-control')).toBe('no-cache');
    expect(html.headers.get('content-encoding')).toBe('br');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1];
    expect(script).toBeTruthy();
    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['identity', null]] as const) {
      const res = await fetch(`${s.server.url}${script}`, { headers: { 'accept-encoding': accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
    }
  });

test('API JSON above the threshold is compressed, a small answer is not', async () => {
  const token = await login(s.server.app);
  const big = await fetch(`${s.server.url}/api/oauth/CurrentUser`,
    { headers: { authorization: token, 'accept-encoding': 'br, gzip' } });
  expect(big.headers.get('content-encoding')).toBe('br');
  const body = await big.text();
  expect(body.length).toBeGreaterThan(COMPRESS_THRESHOLD);
  expect(JSON.parse(body)).toMatchObject({ code: 200 });
  const small = await fetch(`${s.server.url}/api/oauth/getConfig/admin`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(small.headers.get('content-encoding')).toBeNull();
  expect(await small.json()).toMatchObject({ code: 200 });
});
