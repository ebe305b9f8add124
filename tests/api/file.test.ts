/** Uploads, images and one-shot downloads (docs/api-contract.md "Serial numbers and files"). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startServer, type TestServer } from './helpers';
import { multipart } from './multipart';

// A real 1x1 PNG.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cf'
  + 'c0f01f0005000201a1d8e4f50000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let s: TestServer;
let token: string;
beforeAll(async () => { s = await startServer({ listen: false }); token = await login(s.app, 'wangfang'); });
afterAll(async () => { await s?.close(); });

async function upload(type: string, file: { name: string; data: Buffer } | null, opts: { lang?: string;
  fields?: Record<string, string> } = {}) {
  const body = multipart(file, opts.fields ?? { pathType: 'defaultPath', isAccount: '0', folder: '' });
  const res = await s.app.inject({ method: 'POST', url: `/api/file/Uploader/${type}`, payload: body.payload,
    headers: { ...body.headers, authorization: token, ...(opts.lang ? { 'accept-language': opts.lang } : {}) } });
  return res.json() as { code: number; msg: string; data?: { name: string; fileId: string; url: string; fileSize: number;
    fileExtension: string; originalName: string } };
}

const get = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers });

describe('upload', () => {
  it('stores an image under files/<type>/yyyyMMdd_<uuid>.<ext> and answers its image URL', async () => {
    const res = await upload('annexpic', { name: 'sample.PNG', data: PNG });
    expect(res.code, res.msg).toBe(200);
    const { name, fileId, url, fileSize, fileExtension } = res.data!;
    expect(name).toMatch(/^\d{8}_[0-9a-f]{32}\.png$/);
    expect(fileId).toBe(name);
    expect(url).toBe(`/api/file/Image/annexpic/${name}`);
    expect([fileSize, fileExtension]).toEqual([PNG.length, 'png']);
    expect(readFileSync(join(s.dataDir, 'files', 'annexpic', name))).toEqual(PNG);
  });

  it('refuses non-images for image uploads, also when only the name claims to be one', async () => {
    expect(await upload('annexpic', { name: 'notes.txt', data: Buffer.from('hello') }))
      .toMatchObject({ code: 400, msg: '请上传图片' });
    expect(await upload('annexpic', { name: 'fake.png', data: Buffer.from('<svg onload=alert(1)>') }, { lang: 'en' }))
      .toMatchObject({ code: 400, msg: 'Please upload an image' });
    expect(await upload('annex', { name: 'fake.jpg', data: Buffer.from('MZ executable') }))
      .toMatchObject({ code: 400, msg: '请上传图片' });
  });

  it('refuses types outside the accepted kinds, naming the type', async () => {
    expect(await upload('annex', { name: 'setup.exe', data: Buffer.from('MZ') }))
      .toMatchObject({ code: 400, msg: '不支持上传exe类型的文件' });
    expect(await upload('annex', { name: 'page.html', data: Buffer.from('<script>') }, { lang: 'zh-TW' }))
      .toMatchObject({ code: 400, msg: '不支持上傳html類型的文件' });
    expect(await upload('annex', { name: 'README', data: Buffer.from('x') }))
      .toMatchObject({ code: 400, msg: '文件缺少扩展名，无法识别类型' });
  });

  it('refuses a file over 10 MB with the limit in the message, and stores nothing', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    expect(await upload('annex', { name: 'big.txt', data: big })).toMatchObject({ code: 400, msg: '文件大小超过10MB' });
    expect(await upload('annex', { name: 'big.txt', data: big }, { lang: 'en' }))
      .toMatchObject({ code: 400, msg: 'File size exceeds 10MB' });
    expect(existsSync(join(s.dataDir, 'files', 'annex'))).toBe(false);
    // Exactly at the limit is fine.
    expect((await upload('annex', { name: 'edge.txt', data: Buffer.alloc(10 * 1024 * 1024, 0x20) })).code).toBe(200);
  });

  it('refuses a request without a file, bad fields and a bad type, naming them', async () => {
    expect(await upload('annex', null)).toMatchObject({ code: 400, msg: '参数file不能为空' });
    expect(await upload('annex', { name: 'a.txt', data: Buffer.from('a') }, { fields: { pathType: 'C:\\' } }))
      .toMatchObject({ code: 400, msg: '参数pathType不合法' });
    expect(await upload('annex', { name: 'a.txt', data: Buffer.from('a') }, { fields: { folder: '../../etc' } }))
      .toMatchObject({ code: 400, msg: '参数folder不合法' });
    expect(await upload('..%2F..%2Fetc', { name: 'a.txt', data: Buffer.from('a') }))
      .toMatchObject({ code: 400, msg: '参数type不合法' });
    expect(await upload('annex', { name: 'empty.txt', data: Buffer.alloc(0) })).toMatchObject({ code: 400, msg: '文件内容为空' });
  });

  it('needs a session', async () => {
    const body = multipart({ name: 'a.txt', data: Buffer.from('a') });
    const res = await s.app.inject({ method: 'POST', url: '/api/file/Uploader/annex', payload: body.payload, headers: body.headers });
    expect(res.json()).toMatchObject({ code: 602 });
  });
});

describe('images', () => {
  it('serve with the token in the header or the query (for <img>), never without', async () => {
    const { url } = (await upload('annexpic', { name: 'leaf.png', data: PNG })).data!;
    const byHeader = await get(url, { authorization: token });
    expect(byHeader.statusCode).toBe(200);
    expect(byHeader.headers['content-type']).toBe('image/png');
    expect(byHeader.rawPayload).toEqual(PNG);
    const byQuery = await get(`${url}?token=${encodeURIComponent(token)}`);
    expect(byQuery.rawPayload).toEqual(PNG);
    expect((await get(url)).json()).toMatchObject({ code: 602 });
    expect((await get(`${url}?token=forged`)).json()).toMatchObject({ code: 602 });
  });

  it('refuse names that are not stored names, so no path leaves the files folder', async () => {
    for (const name of ['..%2F..%2Floom.db', '..%2Floom.db', '%2Fetc%2Fpasswd', 'loom.db', '20240101_x.png']) {
      expect((await get(`/api/file/Image/annexpic/${name}`, { authorization: token })).json(), name)
        .toMatchObject({ code: 400, msg: '参数name不合法' });
    }
    expect((await get('/api/file/Image/..%2F..%2F/20240101_0123456789abcdef0123456789abcdef.png',
      { authorization: token })).json()).toMatchObject({ code: 400, msg: '参数type不合法' });
    expect((await get('/api/file/Image/annexpic/20240101_0123456789abcdef0123456789abcdef.png',
      { authorization: token })).json()).toMatchObject({ code: 404, msg: '文件不存在' });
  });
});

describe('downloads', () => {
  it('answer a one-shot URL that serves the bytes with the original name once', async () => {
    const up = await upload('annex', { name: '检验#报告.pdf', data: PDF });
    expect(up.data!.originalName).toBe('检验报告.pdf');
    expect(up.data!.url).toBe(`/api/file/Download/annex/${up.data!.name}`);
    const ticket = (await get(up.data!.url, { authorization: token })).json() as { code: number; data: { name: string; url: string } };
    expect(ticket.code).toBe(200);
    expect(ticket.data.name).toBe('检验报告.pdf');
    expect(ticket.data.url).toMatch(/^\/api\/file\/Download\?encryption=[0-9a-f]{64}&name=/);

    const first = await get(ticket.data.url);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload).toEqual(PDF);
    expect(first.headers['content-disposition']).toBe(
      `attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('检验报告.pdf')}`);
    // Its real type, always as an attachment, and never sniffed into something else.
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect((await get(ticket.data.url)).json()).toMatchObject({ code: 400, msg: '下载链接已失效，请重新下载' });
  });

  it('refuse an expired ticket, unknown files and malformed names', async () => {
    const up = await upload('annex', { name: 'a.csv', data: Buffer.from('a,b\n1,2\n') });
    const ticket = (await get(up.data!.url, { authorization: token })).json() as { data: { url: string } };
    await s.app.loom.db.updateTable('fileTicket').set({ expiresAt: Date.now() - 1 }).execute();
    expect((await get(ticket.data.url)).json()).toMatchObject({ code: 400, msg: '下载链接已失效，请重新下载' });
    expect((await get('/api/file/Download?encryption=zz')).json()).toMatchObject({ code: 400, msg: '参数encryption不合法' });
    expect((await get('/api/file/Download/annex/20240101_0123456789abcdef0123456789abcdef.pdf', { authorization: token }))
      .json()).toMatchObject({ code: 404, msg: '文件不存在' });
    expect((await get('/api/file/Download/annex/..%2F..%2Floom.db', { authorization: token })).json())
      .toMatchObject({ code: 400, msg: '参数name不合法' });
    expect((await get(up.data!.url)).json()).toMatchObject({ code: 602 });
  });
});
