// The setup every browser suite shares: a real server on a temporary database serving the built app (captcha off),
// Debian's Chromium and, unless the suite opens its own, one zh-CN page; all closed after the suite. A failed test
// leaves a screenshot of every open page and the pages' errors under test-results/, to look at after a CI run.
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { startServer, type TestServer } from '../api/helpers';
import { launchBrowser, snap } from './browser';

export interface BrowserSuite {
  readonly server: TestServer;
  readonly browser: Browser;
  /** The suite's page (not opened with `page: false`). */
  readonly page: Page;
}

/** This run's build of the web app (global-setup.ts), which every browser suite's server serves. */
export const webDist = () => inject('webDist');

/** Registers the suite's beforeAll/afterAll; the fields are there from the suite's first hook on. */
export function browserSuite({ height = 900, page = true }: { height?: number; page?: boolean } = {}): BrowserSuite {
  const suite = {} as { server: TestServer; browser: Browser; page: Page };
  beforeAll(async () => {
    suite.server = await startServer({ serveWeb: true, distDir: webDist(), captcha: false });
    suite.browser = await launchBrowser();
    if (page) suite.page = await suite.browser.newPage({ viewport: { width: 1280, height }, locale: 'zh-CN' });
    suite.page?.on('console', (m) => { if (m.type() === 'error') pageErrors.push(`console: ${m.text()}`); });
    suite.page?.on('pageerror', (e) => pageErrors.push(`page: ${e.message}`));
  });
  const pageErrors: string[] = [];
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      const name = `failed-${task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60)}`;
      const pages = suite.browser?.contexts().flatMap((c) => c.pages()) ?? [];
      await Promise.all(pages.map((p, i) => snap(p, `${name}-${i}`).catch(() => undefined)));
      mkdirSync('test-results', { recursive: true });
      writeFileSync(`test-results/${name}.log`, `${pages.map((p) => p.url()).join('\n')}\n${pageErrors.join('\n')}\n`);
      console.error(`${task.name}: screenshots and page errors in test-results/${name}*; at ${pages.map((p) => p.url()).join(', ')}`,
        pageErrors.slice(-10).join('\n'));
    }
    pageErrors.length = 0;
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  return suite;
}
