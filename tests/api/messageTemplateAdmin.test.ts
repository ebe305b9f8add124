/**
 * 消息模板 (issue 14 item 5): the seeded system templates and data types, the paged list with its filters, create with
 * the parameters read from title and body, read, edit, state, copy (a disabled custom copy, refused once the name
 * would pass its limit), delete (refused for a system template), the form's refusals in the caller's language, and
 * ordinary users refused every administration call while getTypeList stays open to them.
 */
import { describe, expect, it } from 'vitest';
import { call, type TestServer } from './helpers';
import { adminServer, requester } from './adminSuite';

interface Template { id: string; fullName: string; enCode: string; templateType: number; messageSource: string;
  messageType: string; title: string; content: string | null; templateCode: string | null; enabledMark: number;
  paramList: { field: string }[] }
type Page = { list: Template[]; pagination: { total: number; currentPage: number; pageSize: number } };

let s: TestServer;
let admin: string;
let staff: string;
adminServer((x) => ({ s, admin, staff } = x));

const B = '/api/message/MessageTemplateConfig';
const req = requester(() => s);
const template = (over: Record<string, unknown> = {}) => ({ fullName: '到货通知', enCode: 'DHTZ001', messageSource: '3',
  messageType: '1', title: '{supplierName}的货已到', content: '订单{billNo}的{supplierName}货物已于{arriveTime}到库。',
  sortCode: 20, enabledMark: 1, description: '仓库收货后发出', ...over });

describe('message data types', () => {
  it('lists each type\'s values in order, to any signed-in user, and nothing for an unknown type', async () => {
    const types = await req<{ list: { fullName: string; enCode: string }[] }>(staff, 'GET', '/api/message/MessageDataType/getTypeList/1');
    expect(types.code).toBe(200);
    expect(types.data!.list.map((t) => `${t.enCode}${t.fullName}`)).toEqual(['1站内信', '2邮件', '3短信', '4钉钉',
      '5企业微信', '6微信公众号', '7webhook']);
    const sources = await req<{ list: { fullName: string }[] }>(staff, 'GET', '/api/message/MessageDataType/getTypeList/2');
    expect(sources.data!.list.map((t) => t.fullName)).toEqual(['公告', '流程', '系统', '日程']);
    const none = await req<{ list: unknown[] }>(admin, 'GET', '/api/message/MessageDataType/getTypeList/99');
    expect(none.data!.list).toEqual([]);
    expect((await call(s.app, 'GET', '/api/message/MessageDataType/getTypeList/1')).code).toBe(602);
  });
});

describe('message template administration', () => {
  let id = '';
  it('lists the seeded templates, system ones first, with filters and paging', async () => {
    const all = await req<Page>(admin, 'GET', `${B}?pageSize=3`);
    expect(all.code, all.msg).toBe(200);
    expect(all.data!.list).toHaveLength(3);
    expect(all.data!.pagination.total).toBe(6);
    expect(all.data!.list[0]).toMatchObject({ enCode: 'XTGG001', templateType: 0, enabledMark: 1 });
    const flows = await req<Page>(admin, 'GET', `${B}?messageSource=2`);
    expect(flows.data!.list.map((t) => t.enCode)).toEqual(['XTLC001', 'XTLC002']);
    const mail = await req<Page>(admin, 'GET', `${B}?messageType=2`);
    expect(mail.data!.list.map((t) => t.enCode)).toEqual(['CGDD001']);
    const custom = await req<Page>(admin, 'GET', `${B}?templateType=1`);
    expect(custom.data!.list.map((t) => t.enCode)).toEqual(['CGDD001']);
    const keyword = await req<Page>(admin, 'GET', `${B}?keyword=${encodeURIComponent('待办')}`);
    expect(keyword.data!.list.map((t) => t.enCode)).toEqual(['XTLC001']);
  });

  it('creates a custom template whose parameters come from its title and body, reads and edits it', async () => {
    const created = await req<{ id: string }>(admin, 'POST', B, template());
    expect([created.code, created.msg]).toEqual([200, '新建成功']);
    id = created.data!.id;
    const got = await req<Template>(admin, 'GET', `${B}/${id}`);
    expect(got.data).toMatchObject({ fullName: '到货通知', enCode: 'DHTZ001', templateType: 1, messageType: '1',
      paramList: [{ field: 'supplierName' }, { field: 'billNo' }, { field: 'arriveTime' }] });
    const edit = await req(admin, 'PUT', `${B}/${id}`, template({ title: '到货：{billNo}', content: '', messageType: '2' }));
    expect([edit.code, edit.msg]).toEqual([200, '更新成功']);
    const after = await req<Template>(admin, 'GET', `${B}/${id}`);
    expect(after.data).toMatchObject({ title: '到货：{billNo}', content: null, messageType: '2', templateType: 1,
      paramList: [{ field: 'billNo' }] });
  });

  it('refuses what the form refuses, in the caller\'s language', async () => {
    const dupCode = await req(admin, 'POST', B, template({ fullName: '另一个' }));
    expect([dupCode.code, dupCode.msg]).toEqual([400, '模板编码已存在']);
    const dupName = await req(admin, 'POST', B, template({ enCode: 'other1' }), 'en');
    expect([dupName.code, dupName.msg]).toEqual([400, 'A template of this name already exists']);
    const sysCode = await req(admin, 'POST', B, template({ fullName: '新的', enCode: 'XTLC001' }), 'zh-TW');
    expect([sysCode.code, sysCode.msg]).toEqual([400, '模板編碼已存在']);
    for (const field of ['fullName', 'enCode', 'messageSource', 'messageType', 'title']) {
      const body: Record<string, unknown> = template({ fullName: 'x1', enCode: 'x1' });
      delete body[field];
      const res = await req(admin, 'POST', B, body);
      expect(res.code, field).toBe(400);
      expect(res.msg, field).toMatch(/模板名称|模板编码|消息来源|消息类型|消息标题/);
    }
    const blank = await req(admin, 'POST', B, template({ fullName: 'x2', enCode: 'x2', title: '   ' }));
    expect(blank.code).toBe(400);
    const badType = await req(admin, 'POST', B, template({ fullName: 'x3', enCode: 'x3', messageType: '9' }));
    expect(badType.code).toBe(400);
    const badCode = await req(admin, 'POST', B, template({ fullName: 'x4', enCode: '.abc' }));
    expect([badCode.code, badCode.msg]).toEqual([400, '编码只能输入英文、数字和小数点且小数点不能放在首尾']);
    const long = await req(admin, 'POST', B, template({ fullName: '名'.repeat(51), enCode: 'x5' }));
    expect(long.code).toBe(400);
    // An SMS or WeChat template sends by the provider's template id: without one it is refused.
    const sms = await req(admin, 'POST', B, template({ fullName: 'x6', enCode: 'x6', messageType: '3' }));
    expect(sms.code).toBe(400);
    expect(sms.msg).toContain('模板编号');
    const smsOk = await req<{ id: string }>(admin, 'POST', B, template({ fullName: 'x6', enCode: 'x6', messageType: '3',
      templateCode: 'SMS_1234' }));
    expect(smsOk.code, smsOk.msg).toBe(200);
    expect((await req(admin, 'DELETE', `${B}/${smsOk.data!.id}`)).code).toBe(200);
    const extra = await req(admin, 'POST', B, { ...template({ fullName: 'x7', enCode: 'x7' }), templateType: 0 });
    expect(extra.code).toBe(400);
    const missing = await req(admin, 'GET', `${B}/nope`);
    expect(missing.code).toBe(404);
  });

  it('answers malformed requests with a 400 envelope, never a 500', async () => {
    for (const body of [[], 'text', 42, null, { ...template({ fullName: 'm1', enCode: 'm1' }), title: { a: 1 } },
      { ...template({ fullName: 'm2', enCode: 'm2' }), sortCode: 'abc' }, { ...template({ fullName: 'm3', enCode: 'm3' }), enabledMark: 5 }]) {
      const res = await req(admin, 'POST', B, body);
      expect(res.code, JSON.stringify(body)).toBe(400);
      expect(res.msg).toBeTruthy();
    }
    for (const url of [`${B}?currentPage=abc`, `${B}?pageSize=-5`, `${B}?templateType=7`, `${B}?enabledMark=x`]) {
      expect((await req(admin, 'GET', url)).code, url).toBe(400);
    }
    expect((await req(admin, 'PUT', `${B}/${id}`, [])).code).toBe(400);
    expect((await req(admin, 'POST', `${B}/copy/${'x'.repeat(101)}`)).code).toBe(400);
    expect((await req(admin, 'GET', `/api/message/MessageDataType/getTypeList/${'9'.repeat(21)}`)).code).toBe(400);
  });

  it('toggles the state', async () => {
    expect((await req(admin, 'PUT', `${B}/${id}/Actions/State`)).code).toBe(200);
    expect((await req<Template>(admin, 'GET', `${B}/${id}`)).data!.enabledMark).toBe(0);
    expect((await req(admin, 'PUT', `${B}/${id}/Actions/State`)).code).toBe(200);
    expect((await req<Template>(admin, 'GET', `${B}/${id}`)).data!.enabledMark).toBe(1);
  });

  it('copies a template as a disabled custom one, and refuses a copy whose name would grow past its limit', async () => {
    const copied = await req<{ id: string }>(admin, 'POST', `${B}/copy/mt-flow-todo`);
    expect([copied.code, copied.msg]).toEqual([200, '复制成功']);
    const copy = (await req<Template>(admin, 'GET', `${B}/${copied.data!.id}`)).data!;
    const original = (await req<Template>(admin, 'GET', `${B}/mt-flow-todo`)).data!;
    expect(copy.fullName).toMatch(/^流程待办提醒\.副本[0-9a-f]{5}$/);
    expect(copy.enCode).toMatch(/^XTLC001[0-9a-f]{5}$/);
    expect(copy).toMatchObject({ templateType: 1, enabledMark: 0, title: original.title, content: original.content,
      messageSource: '2', paramList: original.paramList });
    // The copy is custom: it can be deleted, which the system original cannot.
    expect((await req(admin, 'DELETE', `${B}/${copy.id}`)).code).toBe(200);
    const long = await req<{ id: string }>(admin, 'POST', B, template({ fullName: '长'.repeat(45), enCode: 'longName' }));
    expect(long.code, long.msg).toBe(200);
    const refused = await req(admin, 'POST', `${B}/copy/${long.data!.id}`);
    expect([refused.code, refused.msg]).toEqual([400, '已到达该模板复制上限，请复制源模板']);
    expect((await req(admin, 'DELETE', `${B}/${long.data!.id}`)).code).toBe(200);
  });

  it('keeps system templates: no delete, no code change, but their texts can be edited', async () => {
    const del = await req(admin, 'DELETE', `${B}/mt-flow-todo`);
    expect([del.code, del.msg]).toEqual([400, '系统模板不能删除']);
    const sys = (await req<Template>(admin, 'GET', `${B}/mt-flow-todo`)).data!;
    const body = { fullName: sys.fullName, enCode: sys.enCode, messageSource: sys.messageSource, messageType: sys.messageType,
      title: '待办：{flowName}', content: sys.content ?? '' };
    const recode = await req(admin, 'PUT', `${B}/mt-flow-todo`, { ...body, enCode: 'XTLC009' });
    expect([recode.code, recode.msg]).toEqual([400, '系统模板不能修改模板编码']);
    const retitle = await req(admin, 'PUT', `${B}/mt-flow-todo`, body);
    expect(retitle.code, retitle.msg).toBe(200);
    expect((await req<Template>(admin, 'GET', `${B}/mt-flow-todo`)).data).toMatchObject({ title: '待办：{flowName}',
      templateType: 0 });
  });

  it('refuses ordinary users every administration call', async () => {
    for (const [method, url] of [['GET', B], ['GET', `${B}/${id}`], ['POST', B], ['PUT', `${B}/${id}`],
      ['DELETE', `${B}/${id}`], ['POST', `${B}/copy/${id}`], ['PUT', `${B}/${id}/Actions/State`]] as const) {
      const res = await req(staff, method, url, method === 'POST' || method === 'PUT' ? template({ enCode: 'st1', fullName: 'st1' }) : undefined);
      expect(res.code, `${method} ${url}`).toBe(403);
    }
    expect((await req(admin, 'DELETE', `${B}/${id}`)).code).toBe(200);
    expect((await req(admin, 'GET', `${B}/${id}`)).code).toBe(404);
  });
});
