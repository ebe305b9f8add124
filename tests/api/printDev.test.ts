/**
 * Print templates: CRUD for administrators, the selector, and
 * the print data of a generated form's records as display texts with one array per sub-table, refused to users
 * who may not read the form. Seed: two templates of 采购订单 (fixtures/print-templates.json).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './helpers';
import { allKindsRecord } from './records';

let s: TestServer;
let admin: string;
let buyer: string;
let staff: string;
type Row = Record<string, unknown>;
interface PrintAnswer { printTemplate: string; printData: Row & { tableField105: Row[] }; operatorRecordList: unknown[];
  fullName: string }

beforeAll(async () => {
  s = await startServer({ listen: false });
  [admin, buyer, staff] = await Promise.all([login(s.app), login(s.app, 'wangfang'), login(s.app, 'liuyang')]);
});
afterAll(async () => { await s?.close(); });

const body = (over: Row = {}) => ({ fullName: '测试模板', enCode: 'testPrint', category: '测试', type: 2,
  modelId: 'vd-purchase-order', printTemplate: '<p><span data-tag="headTable.comInputField102">{comInputField102}</span></p>',
  sortCode: 5, description: '说明', ...over });

describe('templates', () => {
  it('lists the seeded templates with paging and keyword, without their HTML', async () => {
    const res = await call<{ list: Row[]; pagination: Row }>(s.app, 'GET', '/api/system/printDev?pageSize=1', { token: buyer });
    expect(res.code).toBe(200);
    expect(res.data!.pagination).toEqual({ currentPage: 1, pageSize: 1, total: 2 });
    expect(res.data!.list[0]).toMatchObject({ id: 'pt-purchase-order', fullName: '采购订单', type: 2,
      modelId: 'vd-purchase-order', category: '采购管理', enabledMark: 1 });
    expect(res.data!.list[0]).not.toHaveProperty('printTemplate');
    const hit = await call<{ list: Row[] }>(s.app, 'GET', `/api/system/printDev?keyword=${encodeURIComponent('验收')}`, { token: buyer });
    expect(hit.data!.list.map((r) => r.id)).toEqual(['pt-purchase-receipt']);
  });

  it('answers a selector tree by category, of the asked type only', async () => {
    const forms = await call<{ list: Row[] }>(s.app, 'GET', '/api/system/printDev/Selector?type=2', { token: buyer });
    expect(forms.data!.list.map((c) => [c.fullName, (c.children as Row[]).map((t) => t.id)]))
      .toEqual([['采购管理', ['pt-purchase-order', 'pt-purchase-receipt']]]);
    const flows = await call<{ list: Row[] }>(s.app, 'GET', '/api/system/printDev/Selector?type=1', { token: buyer });
    expect(flows.data!.list).toEqual([]);
  });

  it('names the templates a form lists, in its order, skipping unknown ids', async () => {
    const res = await call<Row[]>(s.app, 'POST', '/api/system/printDev/getListOptions', { token: buyer,
      body: { ids: ['pt-purchase-receipt', 'nope', 'pt-purchase-order'] } });
    expect(res.data!.map((r) => [r.id, r.fullName])).toEqual([['pt-purchase-receipt', '采购验收单'], ['pt-purchase-order', '采购订单']]);
  });

  it('creates, reads, updates, copies, exports and deletes a template (administrator)', async () => {
    const created = await call<{ id: string }>(s.app, 'POST', '/api/system/printDev', { token: admin, body: body() });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.data!.id;
    const got = await call<Row>(s.app, 'GET', `/api/system/printDev/${id}`, { token: admin });
    expect(got.data).toMatchObject({ fullName: '测试模板', enCode: 'testPrint', sortCode: 5, enabledMark: 1,
      printTemplate: body().printTemplate });

    const put = await call(s.app, 'PUT', `/api/system/printDev/${id}`, { token: admin, body: body({ fullName: '测试模板2', enabledMark: 0 }) });
    expect(put).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await call<Row>(s.app, 'GET', `/api/system/printDev/${id}`, { token: admin })).data)
      .toMatchObject({ fullName: '测试模板2', enabledMark: 0 });

    const copy = await call<{ id: string }>(s.app, 'POST', `/api/system/printDev/${id}/Actions/Copy`, { token: admin });
    expect(copy.code).toBe(200);
    const copied = await call<Row>(s.app, 'GET', `/api/system/printDev/${copy.data!.id}`, { token: admin });
    expect(copied.data).toMatchObject({ fullName: '测试模板2.副本', enCode: 'testPrint_copy', printTemplate: body().printTemplate });
    const again = await call<{ id: string }>(s.app, 'POST', `/api/system/printDev/${id}/Actions/Copy`, { token: admin });
    expect((await call<Row>(s.app, 'GET', `/api/system/printDev/${again.data!.id}`, { token: admin })).data)
      .toMatchObject({ fullName: '测试模板2.副本2', enCode: 'testPrint_copy2' });

    const exported = await call<{ name: string; url: string }>(s.app, 'GET', `/api/system/printDev/${id}/Actions/Export`,
      { token: admin });
    expect(exported.data!.name).toMatch(/^测试模板2_\d{8}\.bpd$/);
    const file = await s.app.inject({ method: 'GET', url: exported.data!.url });
    expect(JSON.parse(file.body)).toMatchObject({ id, fullName: '测试模板2', printTemplate: body().printTemplate });

    for (const x of [id, copy.data!.id, again.data!.id]) {
      expect(await call(s.app, 'DELETE', `/api/system/printDev/${x}`, { token: admin })).toMatchObject({ code: 200, msg: '删除成功' });
    }
    expect((await call(s.app, 'GET', `/api/system/printDev/${id}`, { token: admin })).code).toBe(404);
  });

  it('lets only holders of the 打印模板 menu and its buttons change templates', async () => {
    const tries: [('POST' | 'PUT' | 'DELETE'), string, unknown][] = [
      ['POST', '/api/system/printDev', body({ enCode: 'x1', fullName: 'x1' })],
      ['PUT', '/api/system/printDev/pt-purchase-order', body({ enCode: 'x2', fullName: 'x2' })],
      ['DELETE', '/api/system/printDev/pt-purchase-order', undefined],
      ['POST', '/api/system/printDev/pt-purchase-order/Actions/Copy', undefined],
    ];
    for (const [method, url, payload] of tries) {
      expect(await call(s.app, method, url, { token: buyer, body: payload }))
        .toMatchObject({ code: 403, msg: '没有维护打印模板的权限' });
    }
    const list = await call<{ pagination: { total: number } }>(s.app, 'GET', '/api/system/printDev', { token: admin });
    expect(list.data!.pagination.total).toBe(2);
  });

  it('refuses bad input with 400 and a message naming the problem', async () => {
    const post = (over: Row) => call(s.app, 'POST', '/api/system/printDev', { token: admin, body: body(over) });
    expect(await post({ fullName: '' })).toMatchObject({ code: 400, msg: '参数模板名称不能为空' });
    expect(await post({ fullName: 'x'.repeat(51) })).toMatchObject({ code: 400, msg: '参数模板名称长度不能超过50' });
    expect(await post({ enCode: 'a b' })).toMatchObject({ code: 400 });
    expect((await post({ type: 3 })).code).toBe(400);
    expect(await post({ sortCode: -1 })).toMatchObject({ code: 400, msg: '参数排序不能小于0' });
    expect((await call(s.app, 'POST', '/api/system/printDev', { token: admin, body: body({ fullName: '采购订单' }),
      lang: 'en' })).msg).toBe('A template with this name already exists');
    expect((await call(s.app, 'POST', '/api/system/printDev', { token: admin, body: { ...body(), fullName: undefined },
      lang: 'zh-TW' })).msg).toBe('參數範本名稱不能為空');
    expect(await post({ modelId: '' })).toMatchObject({ code: 400, msg: '表单模板必须选择所属表单' });
    expect(await post({ modelId: 'vd-nope' })).toMatchObject({ code: 400, msg: '所属表单不存在' });
    expect(await post({ fullName: '采购订单', enCode: 'other' })).toMatchObject({ code: 400, msg: '模板名称已存在' });
    expect(await post({ enCode: 'purchaseOrderPrint' })).toMatchObject({ code: 400, msg: '模板编码已存在' });
    expect((await call(s.app, 'GET', '/api/system/printDev/Data?id=pt-purchase-order', { token: buyer })))
      .toMatchObject({ code: 400, msg: '参数formId不能为空' });
    expect((await call(s.app, 'GET', '/api/system/printDev/BatchData?id=pt-purchase-order&formIds=,,', { token: buyer })))
      .toMatchObject({ code: 400, msg: '请选择要打印的数据' });
    expect((await call(s.app, 'POST', '/api/system/printLog/save', { token: buyer,
      body: { printTitle: '采购订单', printNum: 0, printId: 'pt-purchase-order' } })).code).toBe(400);
  });
});

async function upload(bytes: Buffer, token = admin, name = 'template.bpd') {
  const boundary = '----loomPrintTest';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  const res = await s.app.inject({ method: 'POST', url: '/api/system/printDev/Actions/Import',
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: token } });
  return res.json() as { code: number; msg: string };
}

describe('state, export and import, the editor\'s calls', () => {
  it('toggles a template off (gone from the selector and from printing) and on again', async () => {
    const off = await call(s.app, 'PUT', '/api/system/printDev/pt-purchase-receipt/Actions/State', { token: admin });
    expect(off).toMatchObject({ code: 200, msg: '更新成功' });
    const forms = await call<{ list: Row[] }>(s.app, 'GET', '/api/system/printDev/Selector?type=2', { token: buyer });
    expect((forms.data!.list[0].children as Row[]).map((t) => t.id)).toEqual(['pt-purchase-order']);
    expect((await call(s.app, 'GET', '/api/system/printDev/Data?id=pt-purchase-receipt&formId=rec-order-1',
      { token: buyer })).code).toBe(404);
    await call(s.app, 'PUT', '/api/system/printDev/pt-purchase-receipt/Actions/State', { token: admin });
    expect((await call<Row>(s.app, 'GET', '/api/system/printDev/pt-purchase-receipt', { token: admin })).data!.enabledMark)
      .toBe(1);
  });

  it('imports an exported template back unchanged, and refuses it while it exists or when the file is not one', async () => {
    const exported = await call<{ url: string }>(s.app, 'GET', '/api/system/printDev/pt-purchase-order/Actions/Export',
      { token: admin });
    const bytes = (await s.app.inject({ method: 'GET', url: exported.data!.url })).rawPayload;
    const before = (await call<Row>(s.app, 'GET', '/api/system/printDev/pt-purchase-order', { token: admin })).data!;
    expect(await upload(bytes)).toMatchObject({ code: 400, msg: '打印模板采购订单已存在，不能重复导入' });
    expect(await call(s.app, 'DELETE', '/api/system/printDev/pt-purchase-order', { token: admin })).toMatchObject({ code: 200 });
    expect(await upload(bytes, buyer)).toMatchObject({ code: 403 });
    expect(await upload(bytes)).toMatchObject({ code: 200, msg: '导入成功' });
    const after = (await call<Row>(s.app, 'GET', '/api/system/printDev/pt-purchase-order', { token: admin })).data!;
    const same = ['id', 'fullName', 'enCode', 'category', 'type', 'modelId', 'printTemplate', 'enabledMark', 'sortCode',
      'description'];
    expect(Object.fromEntries(same.map((k) => [k, after[k]]))).toEqual(Object.fromEntries(same.map((k) => [k, before[k]])));
    expect(await upload(Buffer.from('not json'))).toMatchObject({ code: 400, msg: '导入文件格式错误，请选择导出的打印模板文件' });
    const bad = JSON.stringify({ ...JSON.parse(bytes.toString('utf8')), id: 'other', enCode: 'x y', fullName: '别的' });
    expect(await upload(Buffer.from(bad))).toMatchObject({ code: 400, msg: '导入文件格式错误，请选择导出的打印模板文件' });
  });

  it('answers the fields a template of a form can place: main fields, each sub-table\'s fields, system tags', async () => {
    const res = await call<Row[]>(s.app, 'POST', '/api/system/printDev/Fields', { token: admin,
      body: { modelId: 'vd-purchase-order' } });
    expect(res.code).toBe(200);
    const [head, ...rest] = res.data!;
    expect(head.id).toBe('headTable');
    expect(head.children).toContainEqual({ id: 'headTable.comInputField102', field: 'comInputField102', fullName: '供应商' });
    const table = rest.find((g) => g.id === 'tableField105')!;
    expect(table.children).toContainEqual(expect.objectContaining({ id: 'tableField105.comInputField106', field: 'comInputField106' }));
    expect(rest.at(-1)).toMatchObject({ id: 'system', fullName: '系统字段', children: [
      { id: '{systemPrinter}', field: 'systemPrinter', fullName: '打印人员' },
      { id: '{systemPrintTime}', field: 'systemPrintTime', fullName: '打印时间' },
      { id: '{systemApprovalContent}', field: 'systemApprovalContent', fullName: '审批内容' }] });
    expect((await call(s.app, 'POST', '/api/system/printDev/Fields', { token: staff, body: { modelId: 'vd-purchase-order' } })).code)
      .toBe(403);
  });

  it('lists the forms a template can be bound to, and previews an unsaved template against a record', async () => {
    const forms = await call<{ list: Row[] }>(s.app, 'GET', '/api/system/printDev/FormSelector', { token: admin });
    expect(forms.data!.list).toContainEqual({ id: 'vd-purchase-order', fullName: expect.any(String) });
    const html = '<p>供应商：<span data-tag="headTable.comInputField102">{comInputField102}</span></p>';
    const res = await call<PrintAnswer>(s.app, 'POST', '/api/system/printDev/Actions/Preview', { token: admin,
      body: { modelId: 'vd-purchase-order', formId: 'rec-order-1', printTemplate: html } });
    expect(res.code).toBe(200);
    expect(res.data!.printTemplate).toBe(html);
    expect(res.data!.printData).toMatchObject({ comInputField102: '亳州康源药材有限公司' });
    expect(res.data!.printData.tableField105).toHaveLength(2);
    expect((await call(s.app, 'POST', '/api/system/printDev/Actions/Preview', { token: admin,
      body: { modelId: 'vd-purchase-order', formId: 'nope', printTemplate: html } })).code).toBe(404);
    for (const [method, url, payload] of [['GET', '/api/system/printDev/FormSelector', undefined],
      ['POST', '/api/system/printDev/Actions/Preview', { modelId: 'vd-purchase-order', formId: 'rec-order-1', printTemplate: html }],
      ['GET', '/api/system/printDev/pt-purchase-order', undefined],
      ['PUT', '/api/system/printDev/pt-purchase-order/Actions/State', undefined],
      ['GET', '/api/system/printDev/pt-purchase-order/Actions/Export', undefined]] as const) {
      expect((await call(s.app, method, url, { token: staff, body: payload })).code, url).toBe(403);
    }
  });
});

describe('print data', () => {
  it('answers the template and the record as display texts, with the sub-table as an array of rows', async () => {
    const res = await call<PrintAnswer>(s.app, 'GET', '/api/system/printDev/Data?id=pt-purchase-order&formId=rec-order-1',
      { token: buyer });
    expect(res.code).toBe(200);
    const { printTemplate, printData, operatorRecordList, fullName } = res.data!;
    expect(fullName).toBe('采购订单');
    expect(operatorRecordList).toEqual([]);
    expect(printTemplate).toContain('data-tag="tableField105.comInputField106"');
    expect(printData).toMatchObject({ comInputField102: '亳州康源药材有限公司', dateField103: '2025-01-01',
      selectField104: '转账', textareaField110: '春季备货' });
    expect(String(printData.billRuleField101)).toMatch(/\S/);
    expect(printData.tableField105).toEqual([
      { comInputField106: '白芍', numInputField107: '200', numInputField108: '38.5', selectField109: '千克' },
      { comInputField106: '牡丹皮', numInputField107: '120', numInputField108: '52', selectField109: '千克' },
    ]);
  });

  it('keeps the file list of an image field, for the template\'s <img> placeholders; other files stay names', async () => {
    const record = await call<{ id: string }>(s.app, 'POST', '/api/visualdev/OnlineDev/vd-all-kinds', { token: admin,
      body: { data: JSON.stringify(allKindsRecord()) } });
    expect(record.code).toBe(200);
    const template = await call<{ id: string }>(s.app, 'POST', '/api/system/printDev', { token: admin, body: body({
      fullName: '字段大全图片', enCode: 'allKindsImages', modelId: 'vd-all-kinds',
      printTemplate: '<p><img data-tag="headTable.uploadImgField117" width="100" height="100"></p>' }) });
    expect(template.code).toBe(200);
    const res = await call<PrintAnswer>(s.app, 'GET',
      `/api/system/printDev/Data?id=${template.data!.id}&formId=${record.data!.id}`, { token: admin });
    expect(res.data!.printData).toMatchObject({
      uploadImgField117: [{ name: '外观.png', url: '/api/file/Image/annexpic/y.png' }],
      uploadFzField116: '检验报告.pdf',
      tableField136: [{ comInputField137: '枸杞子' }],
    });
  });

  it('answers several records of one template with BatchData, in the order asked', async () => {
    const res = await call<PrintAnswer[]>(s.app, 'GET',
      '/api/system/printDev/BatchData?id=pt-purchase-receipt&formIds=rec-order-2,rec-order-1', { token: buyer });
    expect(res.code).toBe(200);
    expect(res.data!.map((d) => [d.fullName, d.printData.comInputField102, d.printData.tableField105.length])).toEqual([
      ['采购验收单', '文山三七种植合作社', 1], ['采购验收单', '亳州康源药材有限公司', 2]]);
  });

  it('refuses a user who may not read the form, and a record or template that is not there', async () => {
    expect((await call(s.app, 'GET', '/api/system/printDev/Data?id=pt-purchase-order&formId=rec-order-1', { token: staff })).code)
      .toBe(403);
    expect((await call(s.app, 'GET', '/api/system/printDev/BatchData?id=pt-purchase-order&formIds=rec-order-1', { token: staff })).code)
      .toBe(403);
    expect((await call(s.app, 'GET', '/api/system/printDev/Data?id=pt-purchase-order&formId=nope', { token: buyer })).code)
      .toBe(404);
    expect(await call(s.app, 'GET', '/api/system/printDev/Data?id=nope&formId=rec-order-1', { token: buyer }))
      .toMatchObject({ code: 404, msg: '打印模板不存在或已停用' });
  });

  it('records a print in the print log', async () => {
    const res = await call(s.app, 'POST', '/api/system/printLog/save', { token: buyer,
      body: { printTitle: '采购订单', printNum: 2, printId: 'pt-purchase-order' } });
    expect(res).toMatchObject({ code: 200 });
    const logs = await s.app.loom.db.selectFrom('printLog').selectAll().execute();
    expect(logs).toEqual([expect.objectContaining({ printId: 'pt-purchase-order', printTitle: '采购订单', printNum: 2,
      userId: 'user-wangfang' })]);
    expect((await call(s.app, 'POST', '/api/system/printLog/save', { token: buyer,
      body: { printTitle: 'x', printNum: 1, printId: 'nope' } })).code).toBe(404);
  });
});
