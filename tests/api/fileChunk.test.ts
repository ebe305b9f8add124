/**
 * Chunked, resumable uploads (GET/POST /api/file/chunk, POST /api/file/merge) as the upload widget drives them:
 * which chunks the server holds, resumption after a reload and after a server restart, joining, instant completion
 * from the user's own file, and the refusals (sizes, counts, names, types, another user's upload).
 */
import { createHash } from 'node:crypto';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { CHUNK_TTL_MS, sweepAbandonedChunks } from '../../src/server/modules/file/sweep';
import { call, login, startServer, type TestServer } from './helpers';
import { multipart } from './multipart';

const MiB = 1024 * 1024;
const CHUNK = 5 * MiB;
let s: TestServer;
let token: string;
let other: string;
beforeAll(async () => {
  s = await startServer({ listen: false });
  token = await login(s.app, 'wangfang');
  other = await login(s.app, 'zhoujie');
});
afterAll(async () => { await s?.close(); });

/** A file of `size` bytes whose content depends on `seed`, with its MD5 (the widget's identifier). */
function content(size: number, seed: number) {
  const data = Buffer.alloc(size);
  for (let i = 0; i < size; i += 4096) data.writeUInt32LE((i * 2654435761 + seed) >>> 0, i);
  return { data, identifier: createHash('md5').update(data).digest('hex') };
}

const plan = (data: Buffer) => ({ totalSize: data.length, totalChunks: Math.max(1, Math.floor(data.length / CHUNK)) });
const chunkOf = (data: Buffer, n: number, total: number) =>
  data.subarray((n - 1) * CHUNK, n === total ? data.length : n * CHUNK);

type Answer = { code: number; msg: string; data?: Record<string, unknown> };

async function test(app: typeof s.app, who: string, identifier: string, data: Buffer): Promise<Answer> {
  const q = new URLSearchParams({ identifier, ...Object.fromEntries(Object.entries(plan(data)).map(([k, v]) => [k, String(v)])),
    chunkSize: String(CHUNK), filename: 'x.pdf' });
  return (await app.inject({ method: 'GET', url: `/api/file/chunk?${q}`, headers: { authorization: who } })).json();
}

async function send(app: typeof s.app, who: string, identifier: string, data: Buffer, n: number, part?: Buffer): Promise<Answer> {
  const p = plan(data);
  const piece = part ?? chunkOf(data, n, p.totalChunks);
  const body = multipart({ name: '药材检验报告.pdf', data: piece }, { identifier, chunkNumber: String(n),
    totalChunks: String(p.totalChunks), totalSize: String(p.totalSize), chunkSize: String(CHUNK),
    currentChunkSize: String(piece.length), filename: '药材检验报告.pdf', relativePath: '药材检验报告.pdf',
    fileType: 'application/pdf', extension: 'pdf' });
  return (await app.inject({ method: 'POST', url: '/api/file/chunk', payload: body.payload,
    headers: { ...body.headers, authorization: who } })).json();
}

async function merge(app: typeof s.app, who: string, identifier: string, fields: Record<string, string>): Promise<Answer> {
  const body = multipart(null, { identifier, fileType: 'application/pdf', extension: 'pdf', type: 'annex',
    pathType: 'defaultPath', isAccount: '0', folder: '', ...fields });
  return (await app.inject({ method: 'POST', url: '/api/file/merge', payload: body.payload,
    headers: { ...body.headers, authorization: who } })).json();
}

/** The bytes behind a download address, through its one-shot ticket. */
async function download(who: string, url: string): Promise<Buffer> {
  const ticket = await call<{ url: string }>(s.app, 'GET', url, { token: who });
  expect(ticket.code, ticket.msg).toBe(200);
  return (await s.app.inject({ method: 'GET', url: ticket.data!.url })).rawPayload;
}

describe('chunked upload', () => {
  it('holds chunks across a reload and a server restart, joins them, and serves the same bytes', async () => {
    const file = content(12 * MiB + 123, 1);
    expect(plan(file.data).totalChunks).toBe(2);
    expect((await test(s.app, token, file.identifier, file.data)).data).toEqual({ chunkNumbers: [], merge: false });
    expect((await send(s.app, token, file.identifier, file.data, 1)).data).toEqual({ chunkNumbers: [1], merge: false });
    // A reload: the widget asks again and skips chunk 1.
    expect((await test(s.app, token, file.identifier, file.data)).data).toEqual({ chunkNumbers: [1], merge: false });
    // A restart: a new server on the same store and data folder still holds chunk 1.
    const again = await buildApp(s.app.loom.config);
    try {
      expect((await test(again, token, file.identifier, file.data)).data).toEqual({ chunkNumbers: [1], merge: false });
      expect((await send(again, token, file.identifier, file.data, 2)).data).toEqual({ chunkNumbers: [1, 2], merge: true });
    } finally {
      await again.close();
    }
    const merged = await merge(s.app, token, file.identifier, { fileName: '药材#检验报告.pdf', fileSize: String(file.data.length) });
    expect(merged.code, merged.msg).toBe(200);
    expect(merged.data).toMatchObject({ originalName: '药材检验报告.pdf', fileSize: file.data.length, fileExtension: 'pdf',
      url: expect.stringMatching(/^\/api\/file\/Download\/annex\/\d{8}_[0-9a-f]{32}\.pdf$/) });
    expect(merged.data!.fileId).toBe(merged.data!.name);
    const bytes = await download(token, merged.data!.url as string);
    expect(createHash('md5').update(bytes).digest('hex')).toBe(file.identifier);
    // The chunks are gone once joined.
    expect((await test(s.app, token, file.identifier, file.data)).data).toMatchObject({ uploaded: true });
  });

  it('completes at once from the same user\'s own copy, never from another user\'s', async () => {
    const file = content(5 * MiB + 7, 2);
    expect((await send(s.app, token, file.identifier, file.data, 1)).data).toEqual({ chunkNumbers: [1], merge: true });
    const first = await merge(s.app, token, file.identifier, { fileName: 'a.pdf', fileSize: String(file.data.length) });
    expect(first.code).toBe(200);

    expect((await test(s.app, token, file.identifier, file.data)).data).toEqual({ uploaded: true, merge: false, chunkNumbers: [1] });
    const instant = await merge(s.app, token, file.identifier, { fileName: 'b.pdf', fileSize: String(file.data.length) });
    expect(instant.code, instant.msg).toBe(200);
    expect(instant.data!.name).not.toBe(first.data!.name);
    expect(createHash('md5').update(await download(token, instant.data!.url as string)).digest('hex')).toBe(file.identifier);

    // Another user knowing the hash gets nothing: no instant upload, no merge, and no access to the first file.
    expect((await test(s.app, other, file.identifier, file.data)).data).toEqual({ chunkNumbers: [], merge: false });
    expect(await merge(s.app, other, file.identifier, { fileName: 'c.pdf', fileSize: String(file.data.length) }))
      .toMatchObject({ code: 400, msg: '文件分片不完整，请重新上传' });
    expect((await call(s.app, 'GET', first.data!.url as string, { token: other })).code).toBe(404);
  });

  it('refuses chunks and merges that do not match the upload, names and types it does not accept', async () => {
    const file = content(11 * MiB, 3);
    const { identifier, data } = file;
    // Chunk 3 of a two-chunk upload, a chunk of the wrong size, and a count that does not match the size.
    expect(await send(s.app, token, identifier, data, 3)).toMatchObject({ code: 400, msg: '文件分片与上传信息不符' });
    expect(await send(s.app, token, identifier, data, 1, data.subarray(0, 1000))).toMatchObject({ code: 400 });
    const q = `identifier=${identifier}&totalChunks=5&totalSize=${data.length}`;
    expect((await s.app.inject({ method: 'GET', url: `/api/file/chunk?${q}`, headers: { authorization: token } })).json())
      .toMatchObject({ code: 400 });
    // An identifier that tries to leave the chunk folder never reaches the disk.
    for (const bad of ['../../etc', 'a/b', '..']) {
      const res = await s.app.inject({ method: 'GET', headers: { authorization: token },
        url: `/api/file/chunk?identifier=${encodeURIComponent(bad)}&totalChunks=1&totalSize=10` });
      expect(res.json().code, bad).toBe(400);
    }
    // Merging before every chunk arrived, a type the server does not keep, a folder in the category.
    expect((await send(s.app, token, identifier, data, 1)).code).toBe(200);
    expect(await merge(s.app, token, identifier, { fileName: 'r.pdf', fileSize: String(data.length) }))
      .toMatchObject({ code: 400, msg: '文件分片不完整，请重新上传' });
    expect((await send(s.app, token, identifier, data, 2)).code).toBe(200);
    expect(await merge(s.app, token, identifier, { fileName: 'page.html', fileSize: String(data.length) }))
      .toMatchObject({ code: 400, msg: '不支持上传html类型的文件' });
    expect((await merge(s.app, token, identifier, { fileName: 'r.pdf', type: '../annex' })).code).toBe(400);
    // Named as an image, the joined content must be one.
    expect(await merge(s.app, token, identifier, { fileName: 'photo.png', fileSize: String(data.length) }))
      .toMatchObject({ code: 400, msg: '请上传图片' });
    // Too large for the server, in the user's language.
    const huge = new URLSearchParams({ identifier: 'abc', totalChunks: '1000', totalSize: String(5000 * MiB) });
    expect((await s.app.inject({ method: 'GET', url: `/api/file/chunk?${huge}`,
      headers: { authorization: token, 'accept-language': 'en' } })).json()).toMatchObject({ code: 400,
      msg: 'File size exceeds 2048MB' });
  });

  it('sweeps the chunks of an upload abandoned for a week, and only those', async () => {
    const file = content(10 * MiB, 4);
    expect((await send(s.app, token, file.identifier, file.data, 1)).code).toBe(200);
    expect(await sweepAbandonedChunks(s.dataDir)).toBe(0);
    expect((await test(s.app, token, file.identifier, file.data)).data).toEqual({ chunkNumbers: [1], merge: false });
    expect(await sweepAbandonedChunks(s.dataDir, Date.now() + CHUNK_TTL_MS + 60_000)).toBeGreaterThanOrEqual(1);
    expect((await test(s.app, token, file.identifier, file.data)).data).toEqual({ chunkNumbers: [], merge: false });
  });
});

describe('PackDownload', () => {
  async function uploadSmall(who: string, name: string, data: Buffer) {
    const body = multipart({ name, data }, { pathType: 'defaultPath', isAccount: '0', folder: '' });
    const res = (await s.app.inject({ method: 'POST', url: '/api/file/Uploader/annex', payload: body.payload,
      headers: { ...body.headers, authorization: who } })).json() as Answer;
    expect(res.code, res.msg).toBe(200);
    return res.data!.name as string;
  }

  it('zips three files under their names (made unique) behind a one-shot address', async () => {
    const files = [['报告.pdf', '%PDF-1.4 one'], ['报告.pdf', '%PDF-1.4 two'], ['清单.txt', '当归 10 千克']] as const;
    const ids = [];
    for (const [name, text] of files) ids.push(await uploadSmall(token, name, Buffer.from(text)));
    const res = await call<{ downloadName: string; downloadVo: { name: string; url: string } }>(s.app, 'POST',
      '/api/file/PackDownload/annex', { token, body: ids.map((fileId, i) => ({ fileId, fileName: files[i][0] })) });
    expect(res.code, res.msg).toBe(200);
    expect(res.data!.downloadName).toMatch(/^\d{14}\.zip$/);
    const bytes = (await s.app.inject({ method: 'GET', url: res.data!.downloadVo.url })).rawPayload;
    const zip = await JSZip.loadAsync(bytes);
    expect(Object.keys(zip.files).sort()).toEqual(['报告 (2).pdf', '报告.pdf', '清单.txt']);
    expect(await zip.file('清单.txt')!.async('string')).toBe('当归 10 千克');
    expect(await zip.file('报告 (2).pdf')!.async('string')).toBe('%PDF-1.4 two');
    // One shot: the address does not work twice.
    expect((await s.app.inject({ method: 'GET', url: res.data!.downloadVo.url })).json().code).toBe(400);
  });

  it('refuses an empty list, names outside the pattern, and another user\'s file', async () => {
    expect(await call(s.app, 'POST', '/api/file/PackDownload/annex', { token, body: [], lang: 'en' }))
      .toMatchObject({ code: 400, msg: 'No files found' });
    expect((await call(s.app, 'POST', '/api/file/PackDownload/annex', { token,
      body: [{ fileId: '../../data/loom.db' }] })).code).toBe(400);
    const mine = await uploadSmall(token, 'mine.txt', Buffer.from('secret'));
    expect((await call(s.app, 'POST', '/api/file/PackDownload/annex', { token: other, body: [{ fileId: mine }] })).code)
      .toBe(404);
  });
});

