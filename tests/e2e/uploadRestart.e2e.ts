// Issue 17 in Chromium: a browser upload across a server restart. A 20 MB notice attachment is paused after its
// first chunk (the chunk in flight is aborted), the server is stopped; resuming while it is down fails the file
// (上传失败), and 重试 once a new server runs on the same data folder sends only the chunks the old one did not keep.
// The saved file downloads from the new server with the right MD5.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Request } from 'playwright-core';
import { buildApp } from '../../src/server/app';
import { call, login } from '../api/helpers';
import { signIn } from './browser';
import { browserSuite } from './suite';

const s = browserSuite();
const spaced = (text: string) => new RegExp(`(^|\\s)${[...text].join('\\s*')}\\s*$`);
const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');
const chunkNumberOf = (req: Request) => Number(/name="chunkNumber"\r\n\r\n(\d+)/.exec(req.postDataBuffer()?.toString('latin1') ?? '')?.[1]);
const isChunkPost = (req: Request) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/file/chunk';

let restarted: FastifyInstance | undefined;
// Registered after the suite's own afterAll, so it runs first: the suite then closes the (closed) first server and
// removes the shared data folder.
afterAll(async () => { await restarted?.close(); });

test('a 20 MB upload paused, the server restarted, resumed: only the missing chunks go, the file is intact', { timeout: 180_000 }, async () => {
  const page = s.page;
  page.setDefaultTimeout(30_000);
  await signIn(page, s.server.url);
  const content = randomBytes(20 * 1024 * 1024);
  const file = { name: '设备巡检录像.mp4', mimeType: 'video/mp4', buffer: content };
  // A chunk counts as sent when the server answered it; an aborted one fails in the browser.
  const stored: number[] = [];
  const aborted: number[] = [];
  page.on('requestfinished', (r) => { if (isChunkPost(r)) stored.push(chunkNumberOf(r)); });
  page.on('requestfailed', (r) => { if (isChunkPost(r)) aborted.push(chunkNumberOf(r)); });
  // Chunks go slowly enough to pause between them (loopback would finish 20 MB at once).
  await page.route('**/api/file/chunk*', async (route) => {
    if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 1500));
    // The page may have aborted the request meanwhile (pause).
    await route.continue().catch(() => undefined);
  });

  await page.goto(`${s.server.url}/system/notice`);
  await page.getByRole('button', { name: spaced('新建') }).click();
  const form = page.locator('.ant-modal:visible').last();
  const title = `巡检${Date.now().toString(36)}`;
  await form.getByLabel('标题').fill(title);
  await form.locator('input[type=file]').setInputFiles(file);
  const row = form.locator('.loom-upload-panel li');
  await expect.poll(() => stored.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
  await row.getByRole('button', { name: '暂停' }).click();
  await row.getByText('暂停中').waitFor();
  const beforeRestart = [...stored];
  expect(beforeRestart.length).toBeLessThan(4);

  // Stop the server. Resuming while it is down fails the file; nothing is lost.
  const port = Number(new URL(s.server.url).port);
  const config = s.server.app.loom.config;
  await s.server.app.close();
  await row.getByRole('button', { name: '继续' }).click();
  await row.getByText('上传失败').waitFor();

  // A new server on the same database and data folder, at the same address.
  restarted = await buildApp(config);
  await restarted.listen({ port, host: '127.0.0.1' });
  const asked = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/file/chunk');
  const sentBefore = stored.length;
  await row.getByRole('button', { name: '重试' }).click();
  const held = ((await (await asked).json()) as { data: { chunkNumbers: number[] } }).data.chunkNumbers;
  await form.locator('.ant-upload-list-item').filter({ hasText: file.name }).waitFor({ timeout: 60_000 });
  // The new server still held every chunk the old one had answered, and only the others were sent to it.
  expect(held).toEqual(expect.arrayContaining(beforeRestart));
  const afterRestart = stored.slice(sentBefore);
  expect([...afterRestart].sort()).toEqual([1, 2, 3, 4].filter((n) => !held.includes(n)));

  const saved = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/message$/.test(new URL(r.url()).pathname));
  await form.getByRole('button', { name: spaced('确定') }).click();
  const body = (await saved).postDataJSON() as { files: Array<{ name: string; fileId: string; fileSize: number }> };
  await form.waitFor({ state: 'hidden' });
  expect(body.files).toHaveLength(1);
  expect(body.files[0]).toMatchObject({ name: file.name, fileSize: content.length });
  const token = await login(restarted);
  const ticket = await call<{ url: string }>(restarted, 'GET', `/api/file/Download/annex/${encodeURIComponent(body.files[0].fileId)}`, { token });
  expect(ticket.code, ticket.msg).toBe(200);
  const res = await restarted.inject({ method: 'GET', url: ticket.data!.url });
  expect(md5(res.rawPayload)).toBe(md5(content));
  await page.unroute('**/api/file/chunk*');
});
