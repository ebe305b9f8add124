// What a first visit to /login downloads: every script the page fetches (modulepreloads, the entry, the lazy login
// chunks), as bytes on the wire (compressed) and after decoding, from Chromium's own response sizes. Shared by the
// asset e2e suite (a budget) and the bench (a line).
import type { Browser } from 'playwright-core';

export interface FirstVisit {
  /** Scripts fetched, by path. */
  scripts: { path: string; encoding: string; wire: number; decoded: number }[];
  /** Sum of the scripts' bodies as sent (compressed). */
  wire: number;
  /** Sum of the scripts' bodies once decoded. */
  decoded: number;
}

export async function firstVisitToLogin(browser: Browser, baseUrl: string): Promise<FirstVisit> {
  // A fresh context: an empty cache, as at a first visit.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    const pending: Promise<FirstVisit['scripts'][number] | null>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      pending.push((async () => {
        const response = await request.response();
        if (!response) return null;
        const [sizes, body, headers] = await Promise.all([request.sizes(), response.body(), response.allHeaders()]);
        return { path: new URL(request.url()).pathname, encoding: headers['content-encoding'] ?? '',
          wire: sizes.responseBodySize, decoded: body.length };
      })());
    });
    await page.goto(`${baseUrl}/login`);
    await page.getByTestId('login-submit').waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = (await Promise.all(pending)).filter((s) => s !== null);
    return { scripts, wire: scripts.reduce((n, s) => n + s.wire, 0), decoded: scripts.reduce((n, s) => n + s.decoded, 0) };
  } finally {
    await context.close();
  }
}
