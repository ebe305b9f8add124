// Issue 17 in Chromium: a 20 MB attachment of a notice uploads in 5 MiB chunks; paused, the page reloaded and the
// same file picked again, only the chunks the server lacks are sent; the saved record's file downloads with the
// same MD5. Then three files chosen at once are saved and PackDownload answers one zip holding all three.
import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from 'vitest';
import JSZip from 'jszip';
import type { Page, Request } from 'playwright-core';
import { call, login } from '../api/helpers';
import { signIn } from './browser';
import { browserSuite } from './suite';

const s = browserSuite();
const spaced = (text: string) => new RegExp(`(^|\\s)${[...text].join('\\s*')}\\s*$`);
const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');
interface Stored { name: string; fileId: string; url: string; fileSize: number }

async function newNotice(page: Page, title: string) {
  await page.goto(`${s.server.url}/system/notice`);
  await page.getByRole('button', { name: spaced('新建') }).click();
  const form = page.locator('.ant-modal:visible').last();
  await form.getByLabel('标题').fill(title);
  return form;
}
const chunkNumberOf = (req: Request) => Number(/name="chunkNumber"\r\n\r\n(\d+)/.exec(req.postDataBuffer()?.toString('latin1') ?? '')?.[1]);

/** Downloads a stored file through its one-shot address, as the detail view's link does. */
async function downloaded(token: string, fileId: string): Promise<Buffer> {
  const ticket = await call<{ url: string }>(s.server.app, 'GET', `/api/file/Download/annex/${encodeURIComponent(fileId)}`, { token });
  expect(ticket.code).toBe(200);
  const res = await s.server.app.inject({ method: 'GET', url: ticket.data!.url });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

test('a 20 MB file: paused, page reloaded, picked again, resumed from the chunks the server holds, saved, downloaded intact', { timeout: 180_000 }, async () => {
  const page = s.page;
  page.setDefaultTimeout(30_000);
  await signIn(page, s.server.url);
  const content = randomBytes(20 * 1024 * 1024);
  const file = { name: '盘点录像#1.mp4', mimeType: 'video/mp4', buffer: content };
  // A chunk counts as sent once the server answered it: pause aborts the one in flight, which the server never keeps.
  const sent: number[] = [];
  const onFinished = (r: Request) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/file/chunk') sent.push(chunkNumberOf(r));
  };
  page.on('requestfinished', onFinished);
  // Chunks go slowly enough to pause between them (loopback would finish 20 MB at once).
  await page.route('**/api/file/chunk*', async (route) => {
    if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 800));
    await route.continue().catch(() => undefined);
  });

  let form = await newNotice(page, `盘点${Date.now().toString(36)}`);
  await form.locator('input[type=file]').setInputFiles(file);
  const panel = form.locator('.loom-upload-panel li');
  await expect.poll(() => panel.getAttribute('data-state'), { timeout: 30_000 }).toMatch(/check|uploading/);
  await expect.poll(() => sent.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  await panel.getByRole('button', { name: '暂停' }).click();
  await panel.getByText('暂停中').waitFor();
  await page.waitForTimeout(2000);
  const beforeReload = [...sent];
  expect(beforeReload.length).toBeLessThan(4);
  await page.waitForTimeout(1000);
  expect(sent).toEqual(beforeReload);

  await page.reload();
  sent.length = 0;
  const title = `盘点续传${Date.now().toString(36)}`;
  form = await newNotice(page, title);
  await form.locator('input[type=file]').setInputFiles(file);
  await form.locator('.ant-upload-list-item').filter({ hasText: '盘点录像1.mp4' }).waitFor({ timeout: 60_000 });
  // Only the missing chunks went after the reload: together with the earlier ones, each of the four exactly once.
  expect(sent.filter((n) => beforeReload.includes(n))).toEqual([]);
  expect([...beforeReload, ...sent].sort()).toEqual([1, 2, 3, 4]);

  const saved = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/message$/.test(new URL(r.url()).pathname));
  await form.getByRole('button', { name: spaced('确定') }).click();
  const body = (await saved).postDataJSON() as { files: Stored[] };
  await form.waitFor({ state: 'hidden' });
  expect(body.files).toHaveLength(1);
  expect(body.files[0]).toMatchObject({ name: '盘点录像1.mp4', fileSize: content.length, fileExtension: 'mp4' });
  const token = await login(s.server.app);
  expect(md5(await downloaded(token, body.files[0].fileId))).toBe(md5(content));
  await page.unroute('**/api/file/chunk*');
  page.off('requestfinished', onFinished);
});

test('three files chosen at once are stored and PackDownload answers one zip holding all three', async () => {
  const page = s.page;
  // The API login of the test before signed the page's session out (one session per account).
  await signIn(page, s.server.url);
  const files = ['入库单.txt', '出库单.txt', '盘点表.csv'].map((name, i) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(`${name} 第${i + 1}份 ${'x'.repeat(1000 * (i + 1))}`) }));
  const form = await newNotice(page, `三个附件${Date.now().toString(36)}`);
  await form.locator('input[type=file]').setInputFiles(files);
  for (const f of files) await form.locator('.ant-upload-list-item').filter({ hasText: f.name }).waitFor({ timeout: 30_000 });
  const saved = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/message$/.test(new URL(r.url()).pathname));
  await form.getByRole('button', { name: spaced('确定') }).click();
  const stored = ((await saved).postDataJSON() as { files: Stored[] }).files;
  expect(stored.map((f) => f.name).sort()).toEqual(files.map((f) => f.name).sort());

  const token = await login(s.server.app);
  const pack = await call<{ downloadName: string; downloadVo: { url: string } }>(s.server.app, 'POST', '/api/file/PackDownload/annex',
    { token, body: stored.map((f) => ({ fileId: f.fileId, fileName: f.name })) });
  expect(pack.code).toBe(200);
  const zipRes = await s.server.app.inject({ method: 'GET', url: pack.data!.downloadVo.url });
  const zip = await JSZip.loadAsync(zipRes.rawPayload);
  for (const f of files) expect(await zip.file(f.name)!.async('nodebuffer')).toEqual(f.buffer);
});
