// The setup every browser suite shares: a real server on a temporary database serving the built app (captcha off),
// Debian's Chromium and, unless the suite opens its own, one zh-CN page; all closed after the suite.
import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type TestServer } from '../api/helpers';
import { launchBrowser } from './browser';

export interface BrowserSuite {
  readonly server: TestServer;
  readonly browser: Browser;
  /** The suite's page (not opened with `page: false`). */
  readonly page: Page;
}

/** Registers the suite's beforeAll/afterAll; the fields are there from the suite's first hook on. */
export function browserSuite({ height = 900, page = true }: { height?: number; page?: boolean } = {}): BrowserSuite {
  const suite = {} as { server: TestServer; browser: Browser; page: Page };
  beforeAll(async () => {
    suite.server = await startServer({ serveWeb: true, captcha: false });
    suite.browser = await launchBrowser();
    if (page) suite.page = await suite.browser.newPage({ viewport: { width: 1280, height }, locale: 'zh-CN' });
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  return suite;
}
