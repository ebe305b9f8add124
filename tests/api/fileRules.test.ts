/**
 * The upload widgets' rules applied again by the server when a generated-form record is saved (issue 17, spec
 * "File upload"): a field's count limit, size bound (fileSize + sizeUnit) and accepted types, judged on the files
 * as stored (a value claiming a smaller size changes nothing), with the widget's words after the field's label.
 * Files already in the stored record are not judged again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldDef } from '../../src/engine/types';
import { ApiError } from '../../src/server/http/envelope';
import { assertFilesWithinRules } from '../../src/server/modules/file/fieldRules';
import { call, login, startServer, type TestServer } from './helpers';
import { multipart } from './multipart';

let s: TestServer;
let admin: string;
let base = '';
let fields: FieldDef[] = [];
beforeAll(async () => {
  s = await startServer({ listen: false });
  admin = await login(s.app);
  const field = (jnpfKey: string, vModel: string, label: string, extra: Record<string, unknown> = {}) =>
    ({ __vModel__: vModel, __config__: { jnpfKey, label }, ...extra });
  fields = [
    field('comInput', 'title', '标题'),
    field('uploadFz', 'docs', '附件', { fileSize: 1, sizeUnit: 'KB', accept: '.pdf,.txt', limit: 2 }),
    field('uploadImg', 'pics', '现场照片', { fileSize: 10, sizeUnit: 'MB', limit: 1 }),
    { __vModel__: 'lines', __config__: { jnpfKey: 'table', label: '明细', children: [
      field('uploadFz', 'proof', '凭证', { fileSize: 1, sizeUnit: 'KB', limit: 1 })] } },
  ] as FieldDef[];
  const formData = JSON.stringify({ fields });
  const columnData = JSON.stringify({ columnList: [{ prop: 'title', label: '标题', jnpfKey: 'comInput' }] });
  const created = await call<{ id: string }>(s.app, 'POST', '/api/visualdev/Base', { token: admin,
    body: { fullName: '附件规则', enCode: 'fileRules', category: '测试', formData, columnData } });
  expect(created.code, created.msg).toBe(200);
  base = `/api/visualdev/OnlineDev/${created.data!.id}`;
});
afterAll(async () => { await s?.close(); });

interface Stored { name: string; fileId: string; url: string; fileSize: number; fileExtension: string }

async function upload(type: string, name: string, data: Buffer, token = admin): Promise<Stored> {
  const body = multipart({ name, data }, { pathType: 'defaultPath', isAccount: '0', folder: '' });
  const res = (await s.app.inject({ method: 'POST', url: `/api/file/Uploader/${type}`, payload: body.payload,
    headers: { ...body.headers, authorization: token } })).json() as { code: number; msg: string; data: Stored & { originalName: string } };
  expect(res.code, res.msg).toBe(200);
  return { ...res.data, name: res.data.originalName };
}
const save = (record: Record<string, unknown>, lang?: string) =>
  call<{ id: string }>(s.app, 'POST', base, { token: admin, lang, body: { data: JSON.stringify(record) } });
// A 1×1 PNG.
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000'
  + '1f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082', 'hex');

describe('upload rules on save', () => {
  it('accepts files within the field\'s count, size and types', async () => {
    const a = await upload('annex', '说明.txt', Buffer.alloc(600, 97));
    const b = await upload('annex', '报告.pdf', Buffer.alloc(1024, 98));
    const saved = await save({ title: '甲', docs: [a, b] });
    expect(saved.code, saved.msg).toBe(200);
  });

  it('refuses a file over the size bound by its stored size, whatever the value claims', async () => {
    const big = await upload('annex', '大文件.txt', Buffer.alloc(1025, 99));
    const res = await save({ title: '乙', docs: [{ ...big, fileSize: 10 }] });
    expect(res.code).toBe(400);
    expect(res.msg).toBe('附件：文件大小超过1KB');
    const en = await save({ title: '乙', docs: [big] }, 'en');
    expect(en.msg).toBe('附件: File size exceeds 1KB');
    const tw = await save({ title: '乙', docs: [big] }, 'zh-TW');
    expect(tw.msg).toBe('附件：文件大小超過1KB');
  });

  it('refuses a type the field does not accept, judged by the stored name', async () => {
    const doc = await upload('annex', '合同.docx', Buffer.alloc(100, 1));
    const res = await save({ title: '丙', docs: [{ ...doc, name: '合同.pdf', fileExtension: 'pdf' }] });
    expect(res.code).toBe(400);
    expect(res.msg).toBe('附件：请选择.pdf,.txt类型的文件');
  });

  it('refuses more files than the limit, in an image field and a sub-table cell too', async () => {
    const files = await Promise.all(['一.txt', '二.txt', '三.txt'].map((n) => upload('annex', n, Buffer.from(n))));
    expect((await save({ title: '丁', docs: files })).msg).toBe('附件：当前限制最多可以上传2个文件');
    const pics = await Promise.all(['a.png', 'b.png'].map((n) => upload('annexpic', n, PNG)));
    expect((await save({ title: '丁', pics })).msg).toBe('现场照片：当前限制最多可以上传1张图片');
    const cell = await save({ title: '丁', lines: [{ proof: files.slice(0, 2) }] });
    expect(cell.code).toBe(400);
    expect(cell.msg).toBe('凭证：当前限制最多可以上传1个文件');
  });

  it('does not judge again the files a record already holds', async () => {
    const small = await upload('annex', '旧.txt', Buffer.from('old'));
    const saved = await save({ title: '戊', docs: [small] });
    expect(saved.code, saved.msg).toBe(200);
    const id = saved.data!.id;
    // The file grows past the bound only in the stored row (as if the rule had been tightened since).
    await s.app.loom.db.updateTable('fileUpload').set({ fileSize: 5000 }).where('name', '=', small.fileId).execute();
    const edited = await call(s.app, 'PUT', `${base}/${id}`, { token: admin,
      body: { id, data: JSON.stringify({ title: '戊改', docs: [small] }) } });
    expect(edited.code, edited.msg).toBe(200);
    const added = await upload('annex', '新.txt', Buffer.alloc(2000, 1));
    const refused = await call(s.app, 'PUT', `${base}/${id}`, { token: admin,
      body: { id, data: JSON.stringify({ title: '戊改', docs: [small, added] }) } });
    expect(refused.msg).toBe('附件：文件大小超过1KB');
  });
});

describe('files a save adds must be readable by the user who saves', () => {
  it('refuses, as a missing file, a stored file the user may not read; one the record already holds stays', async () => {
    const secret = await upload('annex', '机密.txt', Buffer.from('secret'));
    const asked: string[] = [];
    const mayRead = async (type: string, name: string) => { asked.push(`${type}/${name}`); return false; };
    const refused = await assertFilesWithinRules(s.app.loom.db, 'zh-CN', fields, { docs: [secret] }, null, mayRead)
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).text).toBe('附件：文件不存在');
    expect(asked).toEqual([`annex/${secret.fileId}`]);
    // Already in the stored record: not added by this save, so not asked again.
    asked.length = 0;
    await assertFilesWithinRules(s.app.loom.db, 'zh-CN', fields, { docs: [secret] }, { docs: [secret] }, mayRead);
    expect(asked).toEqual([]);
  });
});

describe('a buyer saving a purchase order', () => {
  it('cannot add a colleague\'s file she may not read (文件不存在), and can add her own', async () => {
    const ORDER = '/api/visualdev/OnlineDev/vd-purchase-order';
    const base = await call<Record<string, string>>(s.app, 'GET', '/api/visualdev/Base/vd-purchase-order', { token: admin });
    const form = JSON.parse(base.data!.formData) as { fields: unknown[] };
    form.fields.push({ __vModel__: 'contractFiles', __config__: { jnpfKey: 'uploadFz', label: '合同附件' } });
    const put = await call(s.app, 'PUT', '/api/visualdev/Base/vd-purchase-order', { token: admin,
      body: { ...base.data, formData: JSON.stringify(form) } });
    expect(put.code, put.msg).toBe(200);
    const buyer = await login(s.app, 'wangfang');
    const colleague = await login(s.app, 'zhoujie');
    const theirs = await upload('annex', '周杰的合同.pdf', Buffer.from('theirs'), colleague);
    const mine = await upload('annex', '王芳的合同.pdf', Buffer.from('mine'), buyer);
    const order = (files: Stored[]) => ({ comInputField102: '亳州康源药材有限公司', dateField103: 1735689600000,
      selectField104: '1', tableField105: [{ comInputField106: '白芍', numInputField107: 1, numInputField108: 1, selectField109: '1' }],
      contractFiles: files });
    const refused = await call(s.app, 'POST', ORDER, { token: buyer, body: { data: JSON.stringify(order([theirs])) } });
    expect(refused).toMatchObject({ code: 400, msg: '合同附件：文件不存在' });
    const saved = await call(s.app, 'POST', ORDER, { token: buyer, body: { data: JSON.stringify(order([mine])) } });
    expect(saved.code, saved.msg).toBe(200);
  });
});

describe('notice attachments (公告): the notice form\'s own bound, 100 MB a file, on the server too', () => {
  it('refuses an attachment whose stored size is over the bound, naming the field in the user\'s language', async () => {
    const ok = await upload('annex', '制度.pdf', Buffer.alloc(2048, 2));
    const fine = await call<{ id: string }>(s.app, 'POST', '/api/message', { token: admin,
      body: { title: '附件在界限内', bodyText: '<p>x</p>', files: [ok] } });
    expect(fine.code, fine.msg).toBe(200);
    // A file past the bound (its stored row says so, as a chunked upload of 101 MB would leave it).
    const big = await upload('annex', '录像.mp4', Buffer.alloc(4096, 3));
    await s.app.loom.db.updateTable('fileUpload').set({ fileSize: 101 * 1024 * 1024 }).where('name', '=', big.fileId).execute();
    const res = await call(s.app, 'POST', '/api/message', { token: admin,
      body: { title: '附件过大', bodyText: '', files: [{ ...big, fileSize: 1 }] } });
    expect(res.code).toBe(400);
    expect(res.msg).toBe('附件：文件大小超过100MB');
    const en = await call(s.app, 'POST', '/api/message', { token: admin, lang: 'en',
      body: { title: 'too big', bodyText: '', files: [big] } });
    expect(en.msg).toBe('Attachments: File size exceeds 100MB');
    // Editing keeps what the notice already holds without judging it again.
    const id = fine.data!.id;
    const edited = await call(s.app, 'PUT', `/api/message/${id}`, { token: admin,
      body: { title: '附件在界限内（改）', bodyText: '', files: [ok] } });
    expect(edited.code, edited.msg).toBe(200);
    const grown = await call(s.app, 'PUT', `/api/message/${id}`, { token: admin,
      body: { title: '附件在界限内（改）', bodyText: '', files: [ok, big] } });
    expect(grown.msg).toBe('附件：文件大小超过100MB');
  });
});
