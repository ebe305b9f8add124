// Debian's Chromium driven by playwright-core; never a downloaded browser.
import { expect } from 'vitest';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
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

/**
 * Debian's Chromium. Its pages ask for reduced motion (prefers-reduced-motion: reduce), which the app honours by
 * turning antd's motion off: a dialog, drawer or dropdown is where it will stay from its first frame, so a click is
 * never lost on a button still zooming in under load (a user cannot click it there either). The bench passes
 * `motion: true` to measure what most users see.
 */
export async function launchBrowser(opts: { motion?: boolean } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  if (opts.motion) return browser;
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ reducedMotion: 'reduce', ...options });
  browser.newPage = (options = {}) => newPage({ reducedMotion: 'reduce', ...options });
  return browser;
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

/**
 * Clicks `target` until `took` holds (at most 4 clicks). A click is lost when what is under the pointer moves between
 * the button going down and coming up, which happens while the form is still growing (fields drawn in batches, the
 * amount in words appearing): a user clicks again, and so does the test.
 */
export async function clickUntil(target: Locator, took: () => Promise<boolean>) {
  for (let attempt = 0; ; attempt++) {
    await target.click();
    try {
      await expect.poll(took, { timeout: 2_000 }).toBe(true);
      return;
    } catch (err) {
      if (attempt >= 3) throw err;
    }
  }
}

/**
 * Whether nothing `el` sits in is still moving: no antd motion class (`…-appear`, `…-enter`, `…-leave` and their
 * `-prepare`/`-start`/`-active` steps) and no running CSS animation on it or any ancestor. A modal first shows at its
 * final place with opacity 0 and only then starts zooming in from a fifth of its size: a click there looks stable
 * to playwright, presses the button down, and is lost because the button has moved away when the button comes up.
 */
function stillInPage(el: Element): boolean {
  for (let node: Element | null = el; node; node = node.parentElement) {
    const cls = typeof node.className === 'string' ? node.className : '';
    if (/-(appear|enter|leave)(-(prepare|start|active))?(\s|$)/.test(cls)) return false;
    if (node.getAnimations().some((a) => a.playState === 'running')) return false;
  }
  return true;
}

/** Waits until `target` exists and nothing it sits in is moving (the dialog or drawer has finished opening). */
export async function settled(target: Locator): Promise<void> {
  await expect.poll(() => target.evaluate(stillInPage), { timeout: 30_000 }).toBe(true);
}

/** Clicks `target` once the dialog, drawer or dropdown it sits in has finished moving in, as a user would. */
export async function clickSettled(target: Locator): Promise<void> {
  await settled(target);
  await target.click();
}

/** Opens the chat window with the contact named `name` from the navbar's chat drawer. */
export async function openChatWith(p: Page, name: string): Promise<Locator> {
  await p.getByTestId('chat-icon').click();
  const drawer = p.getByTestId('chat-drawer');
  await drawer.getByRole('tab', { name: '联系人' }).click();
  await drawer.getByTestId('chat-contact-search').locator('input').fill(name);
  await drawer.getByTestId('chat-contact-search').locator('input').press('Enter');
  await drawer.getByTestId('chat-contact').filter({ hasText: name }).first().click();
  const win = p.locator('.ant-modal:visible').filter({ has: p.getByTestId('chat-records') });
  await win.waitFor();
  return win;
}
