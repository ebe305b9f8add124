// Debian's Chromium driven by playwright-core; never a downloaded browser.
import { chromium, type Browser, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** Save a screenshot under test-results/ so a failing run can be looked at. */
export async function snap(page: Page, name: string): Promise<string> {
  mkdirSync('test-results', { recursive: true });
  const path = `test-results/${name}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Signs in through the login page (captcha off) and waits for the home page. */
export async function signIn(page: Page, baseUrl: string, account = 'admin', password = 'admin123'): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('page-home').waitFor();
}
