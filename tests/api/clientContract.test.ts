/**
 * The original product's own web client against Loom: its calls replayed in the order a user's visit makes them
 * (sign in, shell, profile, pickers, a generated list, form and detail), each answer checked against a JSON Schema
 * written from what that client reads (tests/api/contract/<call>.schema.json, each with a $comment naming the
 * client's use). A change of shape that would break that client fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { type ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, loginRequest, startServer, type TestServer } from './helpers';
import { allKindsRecord } from './records';
import { SocketClient } from './socketClient';

const DIR = join(dirname(fileURLToPath(import.meta.url)), 'contract');
const ajv = new Ajv({ allErrors: true, strict: false });
const schemas = new Map<string, ValidateFunction>(readdirSync(DIR).filter((f) => f.endsWith('.schema.json'))
  .map((f) => [f.replace('.schema.json', ''), ajv.compile(JSON.parse(readFileSync(join(DIR, f), 'utf8')))]));

/** Fails with ajv's messages (path and reason) when `answer` does not have the shape the client reads. */
function expectShape(name: string, answer: unknown) {
  const validate = schemas.get(name);
  if (!validate) throw new Error(`no schema ${name}`);
  const valid = validate(answer);
  expect(valid ? [] : ajv.errorsText(validate.errors, { separator: '\n' }).split('\n'), name).toEqual([]);
}

const AK = '/api/visualdev/OnlineDev/vd-all-kinds';
const INDUSTRY = 'd59a3cf65f9847dbb08be449e3feae16';
let s: TestServer;
let token: string;
/** A call as the original client makes it: its own headers, not Loom's web's `x-loom-values`. */
async function client(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  const res = await s.app.inject({ method, url, headers: { authorization: token, 'jnpf-origin': 'pc' },
    ...(body !== undefined ? { payload: body as object } : {}) });
  return res.json() as { code: number; msg: string; data?: unknown };
}
const get = (url: string) => client('GET', url);
const post = (url: string, body: unknown) => client('POST', url, body);

beforeAll(async () => {
  s = await startServer({ listen: false });
});
afterAll(async () => { await s?.close(); });

describe('the original web client\'s calls', () => {
  it('signs in: login config, captcha config, login', async () => {
    expectShape('getLoginConfig', await call(s.app, 'GET', '/api/oauth/getLoginConfig'));
    expectShape('getConfig', await call(s.app, 'GET', '/api/oauth/getConfig/admin'));
    const res = await loginRequest(s.app, 'admin', 'admin123');
    expectShape('login', res);
    token = (res.data as { token: string }).token;
  });

  it('draws the shell from CurrentUser', async () => {
    expectShape('currentUser', await get('/api/oauth/CurrentUser'));
  });

  it('opens the profile: BaseInfo, organisations, positions, the login log without a range', async () => {
    expectShape('baseInfo', await get('/api/permission/Users/Current/BaseInfo'));
    expectShape('getUserOrganizes', await get('/api/permission/Users/Current/getUserOrganizes'));
    expectShape('getUserPositions', await get('/api/permission/Users/Current/getUserPositions'));
    expectShape('systemLog', await get('/api/permission/Users/Current/SystemLog?currentPage=1&pageSize=20&startTime=&endTime=&keyword='));
  });

  it('loads pickers: all positions, a level of areas, the dynamic-dictionary page', async () => {
    expectShape('positionAll', await get('/api/permission/Position/All'));
    expectShape('areaSelector', await get('/api/system/Area/-1/Selector/0'));
    expectShape('dictionaryData', await get(`/api/system/DictionaryData/${INDUSTRY}?keyword=&isTree=1`));
    expectShape('dictionaryData', await get(`/api/system/DictionaryData/${INDUSTRY}?keyword=&isTree=0`));
  });

  it('opens a generated list: column settings, Config, List', async () => {
    expectShape('columnsByModule', await get('/api/permission/Authority/GetColumnsByModuleId/m-supplier'));
    expectShape('columnsByModule', await get('/api/permission/Authority/GetColumnsByModuleId/m-all-kinds'));
    expectShape('onlineDevConfig', await get('/api/visualdev/OnlineDev/vd-supplier/Config'));
    expectShape('onlineDevList', await post('/api/visualdev/OnlineDev/vd-supplier/List',
      { currentPage: 1, pageSize: 20, sort: 'desc', sidx: '', menuId: 'm-supplier', queryJson: '{}', superQueryJson: '' }));
  });

  it('saves, edits from the stored record and shows 详情 from DataChange with numbers as numbers', async () => {
    const created = await post(AK, { id: '', data: JSON.stringify(allKindsRecord({ numInputField105: null })) });
    expect(created.code).toBe(200);
    const list = await post(`${AK}/List`, { currentPage: 1, pageSize: 1, menuId: 'm-all-kinds', queryJson: '{}' });
    expectShape('onlineDevList', list);
    const row = (list.data as { list: Record<string, unknown>[] }).list[0];
    const id = row.id as string;
    // The client prints row[prop] as it comes: names, labels and formatted dates, as the original sent them.
    expect(row).toMatchObject({ selectField111: '二等', switchField108: '关', dateField113: '2025-01-01',
      userSelectField131: '刘洋/liuyang', depSelectField129: '仓储部', addressField143: '河北省/唐山市',
      checkboxField110: '道地,野生', radioField109: '转账支付', relationFormField148: '安国祁州药业有限公司' });
    expect(row.createTimeField153).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((row.tableField136 as Record<string, unknown>[])[0]).toMatchObject({ selectField140: '吨', dateField141: '2025-01-01' });
    // Loom's own web asks for the stored values.
    const stored = await call<{ list: Record<string, unknown>[] }>(s.app, 'POST', `${AK}/List`,
      { token, body: { currentPage: 1, pageSize: 1, menuId: 'm-all-kinds' } });
    expect(stored.data!.list[0]).toMatchObject({ id, selectField111: '2', switchField108: 0, dateField113: 1735689600000,
      userSelectField131: 'user-liuyang' });
    const record = await get(`${AK}/${id}`);
    expectShape('onlineDevRecord', record);
    // The fields the server fills show in the client's read-only text boxes as text; the others are stored values.
    const values = JSON.parse((record.data as { data: string }).data) as Record<string, unknown>;
    expect(values).toMatchObject({ createUserField152: '管理员/admin', currOrganizeField156: '信息部',
      currPositionField157: '系统管理员', modifyUserField154: '', selectField111: '2', dateField113: 1735689600000 });
    expect(values.createTimeField153).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Saved back as the client sends it, the server keeps its own values for those fields.
    expect((await client('PUT', `${AK}/${id}`, { id, data: JSON.stringify(values) })).code).toBe(200);
    const kept = await call<{ data: string }>(s.app, 'GET', `${AK}/${id}`, { token });
    expect(JSON.parse(kept.data!.data)).toMatchObject({ createUserField152: 'user-admin', currOrganizeField156: 'dep-it',
      createTimeField153: stored.data!.list[0].createTimeField153, modifyUserField154: 'user-admin' });
    const detail = await get(`${AK}/${id}/DataChange`);
    expectShape('dataChange', detail);
    const shown = JSON.parse((detail.data as { data: string }).data) as Record<string, unknown>;
    expectShape('dataChangeRecord', shown);
    expect(shown).toMatchObject({ numInputField104: 3, numInputField105: null, rateField119: 3, sliderField120: 40,
      selectField111: '二等', switchField108: '关' });
  });

  it('fills popups: relation-form records, data-interface pages and the selected rows', async () => {
    expectShape('fieldDataSelect', await get('/api/visualdev/Base/vd-supplier/FieldDataSelect?keyword=&currentPage=1&pageSize=20&relationField=comInputField101&columnOptions=comInputField102,selectField104'));
    expectShape('interfaceActionList', await post('/api/system/DataInterface/di-herb-catalog/Action/List',
      { keyword: '', currentPage: 1, pageSize: 20, interfaceId: 'di-herb-catalog', propsValue: 'id', relationField: 'fullName',
        columnOptions: 'fullName', paramList: [] }));
    expectShape('interfaceInfoByIds', await post('/api/system/DataInterface/di-herb-catalog/Action/InfoByIds',
      { ids: ['herb-01'], interfaceId: 'di-herb-catalog', propsValue: 'id', relationField: 'fullName', paramList: [] }));
  });

  it('SysConfig and getConfig agree on the captcha for an account without failures', async () => {
    const cfg = await get('/api/system/SysConfig');
    expectShape('sysConfig', cfg);
    const other = await login(s.app, 'wangfang');
    const publicCfg = await call<{ enableVerificationCode: number }>(s.app, 'GET', '/api/system/SysConfig', { token: other });
    const login1 = await call<{ enableVerificationCode: number }>(s.app, 'GET', '/api/oauth/getConfig/zhoujie');
    expect(publicCfg.data!.enableVerificationCode).toBe(login1.data!.enableVerificationCode);
  });
});

describe('the original web client\'s socket', () => {
  it('opens /api/message/websocket/{token}, gets initMessage, sends a message and reads the conversation', async () => {
    const live = await startServer();
    try {
      const me = await login(live.app, 'admin');
      const peer = await login(live.app, 'wangfang');
      const peerId = (await call<{ userInfo: { userId: string } }>(live.app, 'GET', '/api/oauth/CurrentUser', { token: peer }))
        .data!.userInfo.userId;
      const c = await SocketClient.open(live.url, me, '/api/message/websocket/');
      try {
        c.send({ method: 'OnConnection', token: me, mobileDevice: false });
        expectShape('socketInitMessage', await c.next('initMessage'));
        c.send({ method: 'SendMessage', toUserId: peerId, messageType: 'text', messageContent: '当归到货了', token: me });
        await c.next('sendMessage');
        c.send({ method: 'MessageList', toUserId: peerId, formUserId: 'user-admin', token: me, currentPage: 1, pageSize: 50,
          sord: 'desc', keyword: '' });
        const list = await c.next('messageList');
        expectShape('socketMessageList', list);
        expect((list.list as { content: string }[]).map((m) => m.content)).toContain('当归到货了');
      } finally {
        c.ws.close();
      }
    } finally {
      await live.close();
    }
  });
});
