// The built app under the server's content security policy (src/server/http/headers.ts): signing in, the lists,
// the form with every field kind, a record's detail and the print preview raise no policy violation in Chromium.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from './browser';
import { browserSuite } from './suite';

const s = browserSuite({ page: false });

/** A page that records every policy violation: the document's events and the console's reports (any frame). */
async function watchedPage(): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const page = await s.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
  const reported: string[] = [];
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) reported.push(`console: ${m.text()}`); });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const violations = async () => [...reported,
    ...await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])];
  return { page, violations };
}

test('the app runs under its content security policy', async () => {
  const { page, violations } = await watchedPage();
  const res = await page.goto(`${s.server.url}/login`);
  expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  await signIn(page, s.server.url);
  const seen: string[] = [...await violations()];

  // Every field kind's widget, then a stored record's detail view.
  await page.goto(`${s.server.url}/purchase/allKinds`);
  await page.getByTestId('dm-add').click();
  await page.getByTestId('dm-form').waitFor();
  await page.waitForLoadState('networkidle');
  // Submitting an empty form validates it: ajv compiles the form's schema then, and the required messages show.
  await page.getByTestId('dm-submit').click();
  await page.getByTestId('dm-form').getByText('不能为空').first().waitFor();
  seen.push(...await violations());

  await page.goto(`${s.server.url}/purchase/order`);
  await page.getByTestId('dm-table').waitFor();
  await page.getByTestId('dm-row-detail').first().click();
  await page.waitForLoadState('networkidle');
  seen.push(...await violations());

  await page.goto(`${s.server.url}/purchase/printPreview?from=menu`);
  await page.waitForLoadState('networkidle');
  seen.push(...await violations());

  expect(seen).toEqual([]);
  await page.close();
});
