// Issue 3 item 8 end to end: `npm run preview` serves a form file with no server and no database; the list shows,
// the form opens, saving adds a row, the detail view shows it, and editing the file reloads the page.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, snap } from './browser';

let child: ChildProcess;
let browser: Browser;
let page: Page;
let url = '';
let dir = '';
let formFile = '';
let output = '';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = address && typeof address === 'object' ? address.port : 0;
      srv.close(() => done(port));
    });
  });
}

/** Starts the preview CLI as a child process and waits for the URL it prints. */
function startPreview(file: string, port: number): Promise<string> {
  child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/preview.ts', file, '--port', String(port)], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`preview did not start:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /Preview: (http:\/\/\S+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        done(m[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => fail(new Error(`preview exited with ${code}:\n${output}`)));
  });
}

async function fillDate(input: Locator, value: string) {
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'loom-preview-'));
  formFile = join(dir, 'purchase-order.json');
  copyFileSync('fixtures/forms/purchase-order.json', formFile);
  url = await startPreview(formFile, await freePort());
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
});

afterAll(async () => {
  await browser?.close();
  if (child && child.exitCode === null) {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('the preview serves list, form and detail from a file, and reloads when the file changes', async () => {
  await page.goto(url);
  // No login: the page opens straight on the list, under the preview banner.
  await page.getByTestId('preview-banner').waitFor({ timeout: 60_000 });
  const table = page.getByTestId('dm-table');
  await table.waitFor({ timeout: 60_000 });
  await table.getByRole('columnheader', { name: '供应商' }).waitFor();

  const supplier = `预览供应商${Date.now()}`;
  await page.getByTestId('dm-add').click();
  const form = page.getByTestId('dm-form');
  await form.waitFor();
  await form.getByLabel('供应商').fill(supplier);
  await fillDate(form.getByLabel('采购日期'), '2026-11-20');
  await form.getByTestId('subtable-add').click();
  const row = form.locator('tr.ant-table-row').first();
  await row.getByLabel('药材名称').fill('黄芪');
  await row.getByLabel('数量').fill('3');
  await page.getByTestId('dm-submit').click();
  await form.waitFor({ state: 'hidden' });

  // Saving adds a row; the serial number comes from the rule in fixtures/reference.
  const saved = table.locator('tr', { hasText: supplier });
  await saved.waitFor();
  await snap(page, 'preview-list-saved');

  // The detail view of the saved record.
  await saved.getByTestId('dm-row-detail').click();
  const detail = page.getByTestId('dm-detail');
  await detail.getByText(supplier).waitFor();
  await detail.getByText('黄芪').waitFor();
  await page.getByTestId('dm-detail-cancel').click();
  await detail.waitFor({ state: 'hidden' });

  // Editing the file reloads the page with the new definition; records live on in the preview's memory.
  const loaded = page.waitForEvent('load');
  const text = readFileSync(formFile, 'utf8');
  expect(text).toContain('"label": "供应商"');
  writeFileSync(formFile, text.split('"label": "供应商"').join('"label": "供货单位"'));
  await loaded;
  await page.getByTestId('dm-table').getByRole('columnheader', { name: '供货单位' }).waitFor();
  await page.getByTestId('dm-table').getByText(supplier).waitFor();
  expect(output).toContain('changed:');
  await snap(page, 'preview-after-file-change');
});
