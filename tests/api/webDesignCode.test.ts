/**
 * 功能设计's code generation as Loom builds it (docs/api-contract.md): a function's "code" is its definition package.
 * CodePreview lists the package's files, DownloadCode hands the package (.vdp) as a one-shot download, and
 * Base/Action/Import creates the function from that file on another Loom: the same definition, a new id, not
 * released, checked as a design typed in the editor. Administrators only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './helpers';
import { multipart } from './multipart';

let s: TestServer;
let other: TestServer;
let admin: string;
let otherAdmin: string;
let staff: string;
beforeAll(async () => {
  [s, other] = await Promise.all([startServer({ listen: false }), startServer({ listen: false })]);
  admin = await login(s.app);
  otherAdmin = await login(other.app);
  staff = await login(s.app, 'liuyang');
});
afterAll(async () => { await Promise.all([s?.close(), other?.close()]); });

const B = '/api/visualdev/Base';
const req = <T = unknown>(server: TestServer, token: string, method: 'GET' | 'POST', url: string, body?: unknown, lang?: string) =>
  call<T>(server.app, method, url, { token, body, lang });
const upload = async (server: TestServer, token: string, data: Buffer, lang?: string) => {
  const body = multipart({ name: 'herbStock.vdp', data, type: 'application/json' });
  const res = await server.app.inject({ method: 'POST', url: `${B}/Action/Import`, payload: body.payload,
    headers: { ...body.headers, authorization: token, ...(lang ? { 'accept-language': lang } : {}) } });
  return res.json() as { code: number; msg: string; data?: { id: string } };
};

// Written with a layout of its own: the package carries the text exactly as stored.
const formData = `{ "fields": [
  { "__config__": { "jnpfKey": "comInput", "label": "药材名称", "required": true }, "__vModel__": "herbName" },
  { "__config__": { "jnpfKey": "numInput", "label": "数量" }, "__vModel__": "qty" }
] }`;
const columnData = JSON.stringify({ type: 1, hasPage: true, pageSize: 20, btnsList: [{ value: 'add', label: '新增' }],
  columnBtnsList: [{ value: 'edit', label: '编辑' }], searchList: [],
  columnList: [{ prop: 'herbName', label: '药材名称', jnpfKey: 'comInput' }, { prop: 'qty', label: '数量', jnpfKey: 'numInput' }] });

let id = '';
let pkg: Buffer;

describe('code generation of 功能设计', () => {
  it('previews the package files: the package and both documents', async () => {
    const made = await req<{ id: string }>(s, admin, 'POST', B, { fullName: '药材入库', enCode: 'herbStock', category: '仓储',
      webType: 2, sortCode: 3, formData, columnData });
    expect(made.code, made.msg).toBe(200);
    id = made.data!.id;
    const preview = await req<{ fileName: string; fileContent: string }[]>(s, admin, 'POST', `${B}/${id}/Actions/CodePreview`);
    expect(preview.code, preview.msg).toBe(200);
    expect(preview.data!.map((f) => f.fileName)).toEqual(['herbStock.vdp', 'formData.json', 'columnData.json']);
    expect(JSON.parse(preview.data![1].fileContent)).toEqual(JSON.parse(formData));
    expect(JSON.parse(preview.data![0].fileContent)).toMatchObject({ format: 'loom.function.v1', enCode: 'herbStock', formData });
  });

  it('downloads the package, which another Loom imports as the same, unreleased function', async () => {
    const dl = await req<{ name: string; url: string }>(s, admin, 'POST', `${B}/${id}/Actions/DownloadCode`);
    expect(dl.code, dl.msg).toBe(200);
    expect(dl.data!.name).toMatch(/^药材入库_\d{8}\.vdp$/);
    pkg = (await s.app.inject({ method: 'GET', url: dl.data!.url })).rawPayload;
    expect(JSON.parse(pkg.toString('utf8'))).toEqual({ format: 'loom.function.v1', fullName: '药材入库', enCode: 'herbStock',
      category: '仓储', webType: 2, sortCode: 3, formData, columnData });

    const imported = await upload(other, otherAdmin, pkg);
    expect(imported).toMatchObject({ code: 200, msg: '导入成功' });
    const back = await req<Record<string, unknown>>(other, otherAdmin, 'GET', `${B}/${imported.data!.id}`);
    expect(back.data).toMatchObject({ fullName: '药材入库', enCode: 'herbStock', category: '仓储', webType: 2, sortCode: 3,
      formData, columnData });
    const listed = await req<{ list: { id: string; state: number }[] }>(other, otherAdmin, 'GET', `${B}?keyword=herbStock`);
    expect(listed.data!.list).toEqual([expect.objectContaining({ id: imported.data!.id, state: 0 })]);
    // The imported function works: a record saved through its form is listed.
    const saved = await call(other.app, 'POST', `/api/visualdev/OnlineDev/${imported.data!.id}`,
      { token: otherAdmin, body: { data: JSON.stringify({ herbName: '当归', qty: 3 }) } });
    expect(saved.code, saved.msg).toBe(200);
  });

  it('refuses a package whose code is taken, a file that is no package, and a definition the checker refuses', async () => {
    expect(await upload(s, admin, pkg)).toMatchObject({ code: 400, msg: '功能编码已存在' });
    expect(await upload(s, admin, Buffer.from('{"fields":[]}'))).toMatchObject({ code: 400, msg: '导入文件不是导出的功能包' });
    expect(await upload(s, admin, Buffer.from('not json'), 'en'))
      .toMatchObject({ code: 400, msg: 'The file is not an exported function package' });
    const broken = { ...JSON.parse(pkg.toString('utf8')), enCode: 'herbStock2',
      formData: formData.replace('"numInput"', '"numInputt"') };
    const refused = await upload(s, admin, Buffer.from(JSON.stringify(broken)));
    expect(refused.code).toBe(400);
    expect(refused.msg).toContain('$.fields[1].__config__.jnpfKey');
    expect((await req<{ list: unknown[] }>(s, admin, 'GET', `${B}?keyword=herbStock2`)).data!.list).toEqual([]);
  });

  it('answers administrators only', async () => {
    expect((await req(s, staff, 'POST', `${B}/${id}/Actions/CodePreview`)).code).toBe(403);
    expect((await req(s, staff, 'POST', `${B}/${id}/Actions/DownloadCode`)).code).toBe(403);
    expect((await upload(s, staff, pkg)).code).toBe(403);
    expect((await req(s, admin, 'POST', `${B}/nope/Actions/CodePreview`)).code).toBe(404);
  });
});
