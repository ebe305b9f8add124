/**
 * GET /api/file/Uploader/Preview (docs/api-contract.md "Serial numbers and files"): the original's preview call,
 * answered with a one-shot address to a stored image or PDF that the caller may read. The address serves the bytes
 * with their real type as an attachment, works once, and is never handed to a user who may not read the file.
 * 王芳 uploads; 刘洋 (ordinary staff, no record shares her files) may not read them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './helpers';
import { multipart } from './multipart';

// A real 1x1 PNG.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cf'
  + 'c0f01f0005000201a1d8e4f50000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const DOCX = Buffer.from('PK\u0003\u0004 not really a word document');

let s: TestServer;
let owner: string;
let stranger: string;
beforeAll(async () => {
  s = await startServer({ listen: false });
  owner = await login(s.app, 'wangfang');
  stranger = await login(s.app, 'liuyang');
});
afterAll(async () => { await s?.close(); });

/** Uploads one file as `token` and answers its stored name. */
async function upload(token: string, type: string, name: string, data: Buffer): Promise<string> {
  const body = multipart({ name, data }, { pathType: 'defaultPath', isAccount: '0', folder: '' });
  const res = (await s.app.inject({ method: 'POST', url: `/api/file/Uploader/${type}`, payload: body.payload,
    headers: { ...body.headers, authorization: token } })).json() as { code: number; msg: string; data?: { name: string } };
  expect(res.code, res.msg).toBe(200);
  return res.data!.name;
}

const preview = (token: string, query: string, lang?: string) =>
  call<string>(s.app, 'GET', `/api/file/Uploader/Preview?${query}`, { token, lang });
const fetchAddress = (url: string) => s.app.inject({ method: 'GET', url });

describe('GET /api/file/Uploader/Preview', () => {
  it('gives the owner a one-shot address that serves a PDF as a PDF attachment, once', async () => {
    const name = await upload(owner, 'annex', '合同.pdf', PDF);
    // No type: the file widget's folder (annex), as the original's client sends it.
    const res = await preview(owner, `fileName=${name}`);
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatch(/^\/api\/file\/Download\?encryption=[0-9a-f]{64}&name=/);
    const file = await fetchAddress(res.data!);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(PDF);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment;.*filename\*=UTF-8''%E5%90%88%E5%90%8C\.pdf$/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    // One shot: the same address answers nothing the second time; a new preview gives a new one.
    expect((await fetchAddress(res.data!)).json()).toMatchObject({ code: 400, msg: '下载链接已失效，请重新下载' });
    const again = await preview(owner, `fileName=${name}&type=annex`);
    expect(again.code).toBe(200);
    expect(again.data).not.toBe(res.data);
    expect((await fetchAddress(again.data!)).rawPayload).toEqual(PDF);
  });

  it('previews an image of another upload folder named by type, and ignores the original\'s extra parameters', async () => {
    const name = await upload(owner, 'annexpic', 'photo.png', PNG);
    const res = await preview(owner, new URLSearchParams({ fileName: name, type: 'annexpic', fileVersionId: '42',
      fileDownloadUrl: 'http://evil.example/other.pdf', previewType: 'kkfile' }).toString());
    expect(res.code, res.msg).toBe(200);
    const file = await fetchAddress(res.data!);
    expect(file.headers['content-type']).toBe('image/png');
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(file.rawPayload).toEqual(PNG);
    // The same name under the default folder is not that file.
    expect(await preview(owner, `fileName=${name}`)).toMatchObject({ code: 404, msg: '文件不存在' });
  });

  it('refuses a user who may not read the file exactly as a missing file, and hands out no address', async () => {
    const name = await upload(owner, 'annex', 'private.pdf', PDF);
    const refused = await preview(stranger, `fileName=${name}`);
    expect(refused).toMatchObject({ code: 404, msg: '文件不存在' });
    expect(refused.data).toBeUndefined();
    const missing = await preview(stranger, `fileName=20240101_${'0'.repeat(32)}.pdf`);
    expect(missing).toMatchObject({ code: 404, msg: '文件不存在' });
    expect(await preview(stranger, `fileName=${name}`, 'en')).toMatchObject({ code: 404, msg: 'The file does not exist' });
    // The owner still can: the refusal spent nothing of hers.
    expect((await preview(owner, `fileName=${name}`)).code).toBe(200);
  });

  it('refuses kinds the preview cannot show, in the user\'s language', async () => {
    const name = await upload(owner, 'annex', '报告.docx', DOCX);
    expect(await preview(owner, `fileName=${name}`)).toMatchObject({ code: 400, msg: '该文件类型不支持预览' });
    expect(await preview(owner, `fileName=${name}`, 'zh-TW')).toMatchObject({ code: 400, msg: '該文件類型不支持預覽' });
    expect(await preview(owner, `fileName=${name}`, 'en'))
      .toMatchObject({ code: 400, msg: 'This file type cannot be previewed' });
    // Downloading it is still fine: only the preview refuses.
    expect((await call(s.app, 'GET', `/api/file/Download/annex/${name}`, { token: owner })).code).toBe(200);
  });

  it('answers 400, never 500, to a missing name and to names or folders that leave storage', async () => {
    const pdf = await upload(owner, 'annex', 'x.pdf', PDF);
    const bad = ['', 'fileName=', 'fileName=../../data/loom.db', `fileName=..%2F${pdf}`, `fileName=annex%2F${pdf}`,
      'fileName=..', `fileName=${pdf}&type=..%2Fannex`, `fileName=${pdf}&type=annex%2F..`, `fileName=${pdf}&type=`,
      `fileName=${pdf}&fileName=${pdf}`, `fileName=${pdf}%00.png`];
    for (const query of bad) {
      const res = await preview(owner, query);
      expect([res.status, res.code], query).toEqual([200, 400]);
      expect(res.msg, query).toBeTruthy();
      expect(res.data, query).toBeUndefined();
    }
    expect(await preview(owner, '')).toMatchObject({ code: 400, msg: '参数fileName不能为空' });
  });

  it('needs a session', async () => {
    const name = await upload(owner, 'annex', 'y.pdf', PDF);
    const res = await s.app.inject({ method: 'GET', url: `/api/file/Uploader/Preview?fileName=${name}` });
    expect(res.json()).toMatchObject({ code: 602 });
  });
});
