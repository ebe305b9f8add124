/**
 * Files belong to someone (issue 10 item 2; docs/api-contract.md "Files belong to someone"): an uploaded annex,
 * image or import workbook is readable by its uploader, and by users who may read a record that references it in a
 * field they may see; avatars stay visible to every signed-in user. 王芳 and 周杰 share the purchasing role (they
 * read 采购订单); 刘洋 is ordinary staff without that menu. The administrator gives 采购订单 a file field and an
 * image field first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { FieldDef } from '../../src/engine/types';
import allKinds from '../../fixtures/forms/all-kinds.json';
import { call, login, startServer, type TestServer } from '../api/helpers';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cf'
  + 'c0f01f0005000201a1d8e4f50000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const ORDER = '/api/visualdev/OnlineDev/vd-purchase-order';
const FILE_FIELD = 'uploadFzField901';
const IMAGE_FIELD = 'uploadImgField902';

let s: TestServer;
let admin: string;
let wangfang: string;
let zhoujie: string;
let liuyang: string;
interface Stored { name: string; fileId: string; url: string; originalName: string }

/** Uploads one file as `token` through `url` (a multipart body with one `file` part). */
async function upload(token: string, url: string, name: string, data: Buffer): Promise<Stored> {
  const boundary = '----loomFileAccess';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n`
    + 'Content-Type: application/octet-stream\r\n\r\n';
  const res = await s.app.inject({ method: 'POST', url, payload: Buffer.concat([Buffer.from(head), data,
    Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}`,
    authorization: token } });
  const body = res.json() as { code: number; msg: string; data: Stored };
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

/** What a user gets for a stored file: the image bytes, or the bytes behind a download ticket; null when refused. */
async function fetchAs(token: string, url: string): Promise<Buffer | null> {
  if (url.startsWith('/api/file/Image/')) {
    const res = await s.app.inject({ method: 'GET', url: `${url}?token=${encodeURIComponent(token)}` });
    if (String(res.headers['content-type'] ?? '').startsWith('image/')) return res.rawPayload;
    expect(res.json()).toMatchObject({ code: 404, msg: '文件不存在' });
    return null;
  }
  const ticket = await call<{ url: string }>(s.app, 'GET', url, { token });
  if (ticket.code !== 200) {
    expect(ticket).toMatchObject({ code: 404, msg: '文件不存在' });
    return null;
  }
  const res = await s.app.inject({ method: 'GET', url: ticket.data!.url });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/** The file and image fields of 字段大全, renamed, appended to 采购订单 by the administrator. */
async function addUploadFields() {
  const tab = JSON.stringify(allKinds.formData);
  const find = (key: string) => {
    const at = tab.indexOf(`"jnpfKey":"${key}"`);
    expect(at).toBeGreaterThan(0);
    const start = tab.lastIndexOf('{"__config__"', at);
    let depth = 0;
    for (let i = start; i < tab.length; i++) {
      depth += tab[i] === '{' ? 1 : tab[i] === '}' ? -1 : 0;
      if (!depth) return JSON.parse(tab.slice(start, i + 1)) as FieldDef;
    }
    throw new Error(key);
  };
  const file = find('uploadFz');
  const image = find('uploadImg');
  file.__vModel__ = FILE_FIELD;
  image.__vModel__ = IMAGE_FIELD;
  Object.assign(file.__config__, { formId: 901, renderKey: 1700000000901 });
  Object.assign(image.__config__, { formId: 902, renderKey: 1700000000902 });
  const base = await call<Record<string, string>>(s.app, 'GET', '/api/visualdev/Base/vd-purchase-order', { token: admin });
  const form = JSON.parse(base.data!.formData);
  form.fields.push(file, image);
  const put = await call(s.app, 'PUT', '/api/visualdev/Base/vd-purchase-order', { token: admin,
    body: { ...base.data, formData: JSON.stringify(form) } });
  expect(put.code, put.msg).toBe(200);
}

/** Turns 采购订单's form permission on or off (the roles then see only the fields granted to them). */
async function useFormPermission(on: boolean) {
  const base = await call<Record<string, string>>(s.app, 'GET', '/api/visualdev/Base/vd-purchase-order', { token: admin });
  const columns = { ...JSON.parse(base.data!.columnData), useFormPermission: on };
  const put = await call(s.app, 'PUT', '/api/visualdev/Base/vd-purchase-order', { token: admin,
    body: { ...base.data, columnData: JSON.stringify(columns) } });
  expect(put.code, put.msg).toBe(200);
}

/** 王芳 saves an order; answers its id. */
async function saveOrder(values: Record<string, unknown>): Promise<string> {
  const res = await call<{ id: string }>(s.app, 'POST', ORDER, { token: wangfang, body: { data: JSON.stringify({
    comInputField102: '附件测试', dateField103: 1735689600000,
    tableField105: [{ comInputField106: '甘草', numInputField107: 1 }], ...values }) } });
  expect(res.code, res.msg).toBe(200);
  return res.data!.id;
}

const item = (f: Stored) => ({ name: f.originalName, fileId: f.fileId, url: f.url });

beforeAll(async () => {
  s = await startServer({ listen: false });
  [admin, wangfang, zhoujie, liuyang] = await Promise.all([login(s.app), login(s.app, 'wangfang'),
    login(s.app, 'zhoujie'), login(s.app, 'liuyang')]);
  await addUploadFields();
});
afterAll(async () => { await s?.close(); });

describe('uploaded files', () => {
  let annex: Stored;
  let picture: Stored;
  let orderId: string;

  it('are readable by their uploader and the administrator only, until a record shares them', async () => {
    annex = await upload(wangfang, '/api/file/Uploader/annex', '检验报告.pdf', PDF);
    picture = await upload(wangfang, '/api/file/Uploader/annexpic', '外观.png', PNG);
    for (const [file, bytes] of [[annex, PDF], [picture, PNG]] as const) {
      expect(await fetchAs(wangfang, file.url)).toEqual(bytes);
      expect(await fetchAs(admin, file.url)).toEqual(bytes);
      expect(await fetchAs(zhoujie, file.url), file.url).toBeNull();
      expect(await fetchAs(liuyang, file.url), file.url).toBeNull();
    }
  });

  it('are readable by whoever may read a record that references them, and still not by others', async () => {
    orderId = await saveOrder({ [FILE_FIELD]: [item(annex)], [IMAGE_FIELD]: [item(picture)] });
    expect(await fetchAs(zhoujie, annex.url)).toEqual(PDF);
    expect(await fetchAs(zhoujie, picture.url)).toEqual(PNG);
    // 刘洋 cannot open 采购订单, so the order shares nothing with him.
    expect((await call(s.app, 'GET', `${ORDER}/${orderId}`, { token: liuyang })).code).toBe(403);
    expect(await fetchAs(liuyang, annex.url)).toBeNull();
    expect(await fetchAs(liuyang, picture.url)).toBeNull();
  });

  it('are not shared through a field the reader may not see, nor by a name typed into a text field', async () => {
    // A second order names the annex in a text field 周杰 sees: that is text, not a file.
    await saveOrder({ comInputField102: annex.fileId });
    await useFormPermission(true);
    try {
      // The new fields are granted to nobody yet: 周杰 still reads the orders, without them.
      const read = await call<{ data: string }>(s.app, 'GET', `${ORDER}/${orderId}`, { token: zhoujie });
      expect(read.code).toBe(200);
      expect(JSON.parse(read.data!.data)).not.toHaveProperty(FILE_FIELD);
      expect(await fetchAs(zhoujie, annex.url)).toBeNull();
      expect(await fetchAs(zhoujie, picture.url)).toBeNull();
      expect(await fetchAs(wangfang, annex.url)).toEqual(PDF);

      // Granting the purchasing role the image field shares the picture, not the annex.
      const db = s.app.loom.db;
      const formId = `m-order:form:${IMAGE_FIELD}`;
      await db.insertInto('moduleForm').values({ id: formId, moduleId: 'm-order', fullName: '图片', enCode: IMAGE_FIELD,
        sortCode: 99, enabledMark: 1 }).execute();
      await db.insertInto('authorize').values({ id: `role-purchase:form:${formId}`, itemType: 'form', itemId: formId,
        objectType: 'Role', objectId: 'role-purchase' }).execute();
      expect(await fetchAs(zhoujie, picture.url)).toEqual(PNG);
      expect(await fetchAs(zhoujie, annex.url)).toBeNull();
    } finally {
      await useFormPermission(false);
    }
  });

  it('stop being shared when the record no longer references them', async () => {
    const res = await call(s.app, 'PUT', `${ORDER}/${orderId}`, { token: wangfang, body: { id: orderId,
      data: JSON.stringify({ comInputField102: '附件测试', dateField103: 1735689600000,
        tableField105: [{ comInputField106: '甘草', numInputField107: 1 }], [FILE_FIELD]: [], [IMAGE_FIELD]: [] }) } });
    expect(res.code, res.msg).toBe(200);
    expect(await fetchAs(zhoujie, annex.url)).toBeNull();
    expect(await fetchAs(zhoujie, picture.url)).toBeNull();
  });
});

describe('import workbooks', () => {
  it('are previewed and downloaded by their uploader only', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Sheet1').addRows([['供应商名称', '联系电话'], ['内部供应商', '13800000000']]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const book = await upload(wangfang, '/api/visualdev/OnlineDev/Uploader', '供应商.xlsx', bytes);
    const preview = (token: string) => call<{ dataRow: Record<string, unknown>[] }>(s.app, 'GET',
      `/api/visualdev/OnlineDev/vd-supplier/ImportPreview?fileName=${book.name}`, { token });
    expect((await preview(wangfang)).data!.dataRow).toHaveLength(1);
    // 周杰 may import suppliers too, but not 王芳's workbook.
    expect(await preview(zhoujie)).toMatchObject({ code: 400, msg: expect.not.stringContaining('内部供应商') });
    expect((await preview(zhoujie)).data).toBeUndefined();
    expect(await fetchAs(zhoujie, `/api/file/Download/import/${book.name}`)).toBeNull();
    expect(await fetchAs(wangfang, `/api/file/Download/import/${book.name}`)).toEqual(bytes);
  });
});

describe('avatars', () => {
  it('stay visible to every signed-in user, and to nobody without a session', async () => {
    const avatar = await upload(wangfang, '/api/file/Uploader/userAvatar', 'me.png', PNG);
    const set = await call<{ headIcon: string }>(s.app, 'PUT', `/api/permission/Users/Current/Avatar/${avatar.name}`,
      { token: wangfang });
    expect(set.code, set.msg).toBe(200);
    for (const token of [zhoujie, liuyang]) expect(await fetchAs(token, set.data!.headIcon)).toEqual(PNG);
    expect((await s.app.inject({ method: 'GET', url: set.data!.headIcon })).json()).toMatchObject({ code: 602 });
  });
});
