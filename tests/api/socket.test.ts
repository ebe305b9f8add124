/**
 * The message socket (issue 15; the original client's protocol): a real server and the `ws` client. Every client method and
 * server push, chat of each content type with its REST side (conversations, history, record deletion, uploads),
 * delivery to an offline user, and the socket ending when the session does (login elsewhere, password changed,
 * account disabled, logout, invalid token) or reloading when grants change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './helpers';
import { SocketClient, type Frame } from './socketClient';
import { md5 } from '../../src/server/modules/oauth/password';
import { existingHub } from '../../src/server/socket/hub';
import { sendMessage } from '../../src/server/modules/message/deliver';
import { saveRecord } from '../../src/server/modules/message/chat/store';
import { storeStatements } from './statements';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cf'
  + 'c0f01f0005000201a1d8e4f50000000049454e44ae426082', 'hex');
// An MPEG audio frame header is enough for a stored voice message.
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(64, 1)]);

let s: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const open: SocketClient[] = [];

beforeAll(async () => {
  s = await startServer();
  for (const account of ['admin', 'zhangwei', 'lina', 'wangfang']) {
    tokens[account] = await login(s.app, account);
    ids[account] = (await s.app.loom.db.selectFrom('users').select('id').where('account', '=', account)
      .executeTakeFirstOrThrow()).id;
  }
});
afterAll(async () => {
  for (const c of open) c.close();
  await s?.close();
});

async function socket(account: string, token = tokens[account], path?: string, lang?: string) {
  const c = await SocketClient.open(s.url, token, path, lang);
  open.push(c);
  return c;
}

async function upload(account: string, file: { name: string; data: Buffer }, fields: Record<string, string> = {},
  lang?: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(file.data)]), file.name);
  const res = await fetch(`${s.url}/api/file/Uploader/IM`, { method: 'POST', body: form,
    headers: { authorization: tokens[account], ...(lang ? { 'accept-language': lang } : {}) } });
  return await res.json() as { code: number; msg: string; data?: { name: string; url: string } };
}

const conversations = async (account: string) => (await call<{ list: { id: string; unreadMessage: number;
  latestMessage: string; messageType: string; realName: string }[] }>(s.app, 'GET', '/api/message/imreply',
{ token: tokens[account] })).data!.list;

describe('connection', () => {
  it('an invalid token gets closeSocket and the socket closes, on both URL forms', async () => {
    for (const path of ['/websocket/', '/api/message/websocket/']) {
      const c = await SocketClient.open(s.url, `Bearer ${'0'.repeat(64)}`, path);
      await c.next('closeSocket');
      expect(await c.closed).toBe(4002);
    }
    const junk = await SocketClient.open(s.url, 'not-a-token');
    expect(await junk.closed).toBe(4002);
  });

  it('OnConnection answers initMessage with what arrived while the user was offline', async () => {
    // Released before lina connects: she finds it unread.
    const created = await call<{ id: string }>(s.app, 'POST', '/api/message', { token: tokens.admin,
      body: { title: '离线时的公告', toUserIds: [ids.lina] } });
    await call(s.app, 'PUT', `/api/message/${created.data!.id}/Actions/Release`, { token: tokens.admin });
    const zhang = await socket('zhangwei', tokens.zhangwei, '/api/message/websocket/');
    await zhang.connect(tokens.zhangwei);
    zhang.send({ method: 'SendMessage', toUserId: ids.lina, messageType: 'text', messageContent: '  在吗？ ',
      token: tokens.zhangwei });
    await zhang.next('sendMessage');

    const lina = await socket('lina');
    const init = await lina.connect(tokens.lina);
    expect(init).toMatchObject({ unreadNoticeCount: 1, unreadMessageCount: 0, unreadSystemMessageCount: 0,
      unreadTotalCount: 1, noticeDefaultText: '离线时的公告' });
    expect(init.unreadNums).toEqual([expect.objectContaining({ sendUserId: ids.zhangwei, unreadNum: 1,
      defaultMessage: '在吗？', defaultMessageType: 'text' })]);
    expect(init.onlineUsers).toEqual(expect.arrayContaining([ids.zhangwei, ids.lina]));
    lina.send({ method: 'UpdateReadMessage', formUserId: ids.zhangwei, token: tokens.lina });
    lina.send({ method: 'HeartCheck', token: tokens.lina });
    await lina.next('heartCheck');
    expect((await lina.connect(tokens.lina)).unreadNums).toEqual([]);
  });

  it('a released notice reaches an online recipient at once (messagePush), and only recipients', async () => {
    const wang = await socket('wangfang');
    const lina = await socket('lina');
    await wang.connect(tokens.wangfang);
    await lina.connect(tokens.lina);
    const created = await call<{ id: string }>(s.app, 'POST', '/api/message', { token: tokens.admin,
      body: { title: '仓库盘点', toUserIds: [ids.wangfang] } });
    await call(s.app, 'PUT', `/api/message/${created.data!.id}/Actions/Release`, { token: tokens.admin });
    // Over the open socket: nothing else would bring it before his next connection (initMessage).
    const push = await wang.next('messagePush');
    expect(push).toMatchObject({ messageType: 1, title: '仓库盘点', id: created.data!.id, unreadNoticeCount: 1 });
    expect(await lina.gets('messagePush')).toBe(false);
  });
});

describe('flow messages (type 2, sent by the platform through sendMessage)', () => {
  it('reach only their recipients at once, count as flow, and carry what the web routes by', async () => {
    const zhang = await socket('zhangwei');
    const lina = await socket('lina');
    const wang = await socket('wangfang');
    for (const [c, account] of [[zhang, 'zhangwei'], [lina, 'lina'], [wang, 'wangfang']] as const) await c.connect(tokens[account]);
    const bodyText = JSON.stringify({ id: 'task-7', flowId: 'purchase', opType: 1, taskId: 'task-7' });
    const id = await sendMessage(s.app.loom, { type: 2, title: '请审批：采购单 CG-007', bodyText, flowType: 1,
      toUserIds: [ids.zhangwei, ids.lina], fromUserId: ids.admin });
    for (const c of [zhang, lina]) {
      expect(await c.next('messagePush')).toMatchObject({ messageType: 2, id, title: '请审批：采购单 CG-007',
        userId: ids.admin, unreadNoticeCount: 1 });
    }
    expect(await wang.gets('messagePush')).toBe(false);

    // A new connection counts it as a flow message (unreadMessageCount), not a notice.
    const init = await (await socket('zhangwei')).connect(tokens.zhangwei);
    expect(init).toMatchObject({ unreadMessageCount: 1, messageDefaultText: '请审批：采购单 CG-007' });
    const listed = async (account: string, type: string) => ((await call<{ list: { id: string }[] }>(s.app, 'GET',
      `/api/message?type=${type}&pageSize=100`, { token: tokens[account] })).data!.list).some((m) => m.id === id);
    expect(await listed('zhangwei', '2')).toBe(true);
    expect(await listed('zhangwei', '1')).toBe(false);
    expect(await listed('zhangwei', '3')).toBe(false);
    expect(await listed('wangfang', '')).toBe(false);

    // What the web opens it by: flowType and the body (to /workFlowDetail?config=...).
    const info = await call<{ type: number; flowType: number; bodyText: string }>(s.app, 'GET',
      `/api/message/ReadInfo/${id}`, { token: tokens.lina });
    expect(info.data).toMatchObject({ type: 2, flowType: 1, bodyText });
    expect((await call(s.app, 'GET', `/api/message/ReadInfo/${id}`, { token: tokens.wangfang })).code).toBe(404);
  });
});

describe('chat', () => {
  it('text: echoed to the sender, received by the peer, listed, read, cleared and removed per side', async () => {
    const wang = await socket('wangfang');
    const admin = await socket('admin');
    wang.send({ method: 'SendMessage', toUserId: ids.admin, messageType: 'text', messageContent: '   ', token: tokens.wangfang });
    expect((await wang.next('error')).msg).toBe('消息内容不能为空');
    wang.send({ method: 'SendMessage', toUserId: ids.admin, messageType: 'text', messageContent: ' 报表已提交 ',
      token: tokens.wangfang });
    const echo = await wang.next('sendMessage');
    expect(echo).toMatchObject({ UserId: ids.wangfang, toUserId: ids.admin, messageType: 'text', toMessage: '报表已提交',
      toRealName: '管理员', toAccount: 'admin' });
    const got = await admin.next('receiveMessage');
    expect(got).toMatchObject({ formUserId: ids.wangfang, messageType: 'text', formMessage: '报表已提交', account: 'wangfang' });
    expect(got.dateTime).toBe(echo.dateTime);

    const conv = (await conversations('admin')).find((c) => c.id === ids.wangfang)!;
    expect(conv).toMatchObject({ unreadMessage: 1, latestMessage: '报表已提交', messageType: 'text' });

    admin.send({ method: 'SendMessage', toUserId: ids.wangfang, messageType: 'text', messageContent: '收到，谢谢', token: tokens.admin });
    await wang.next('receiveMessage');
    admin.send({ method: 'MessageList', toUserId: ids.wangfang, formUserId: ids.admin, token: tokens.admin,
      currentPage: 1, pageSize: 50, sord: 'desc', keyword: '' });
    const list = await admin.next('messageList') as Frame & { list: { content: string; sendUserId: string }[];
      pagination: { total: number } };
    expect(list.list.map((r) => r.content)).toEqual(['收到，谢谢', '报表已提交']);
    expect(list.pagination.total).toBe(2);
    admin.send({ method: 'MessageList', toUserId: ids.wangfang, token: tokens.admin, currentPage: 1, pageSize: 50,
      sord: 'asc', keyword: '报表' });
    expect(((await admin.next('messageList')) as Frame & { list: { content: string }[] }).list.map((r) => r.content))
      .toEqual(['报表已提交']);

    admin.send({ method: 'UpdateReadMessage', formUserId: ids.wangfang, token: tokens.admin });
    admin.send({ method: 'HeartCheck' });
    await admin.next('heartCheck');
    expect((await conversations('admin')).find((c) => c.id === ids.wangfang)!.unreadMessage).toBe(0);

    // The admin deletes their chat record: gone for them, still there for wangfang.
    expect((await call(s.app, 'DELETE', `/api/message/imreply/deleteChatRecord/${ids.wangfang}`, { token: tokens.admin })).code)
      .toBe(200);
    admin.send({ method: 'MessageList', toUserId: ids.wangfang, currentPage: 1, pageSize: 50, sord: 'desc' });
    expect(((await admin.next('messageList')) as Frame & { list: unknown[] }).list).toEqual([]);
    wang.send({ method: 'MessageList', toUserId: ids.admin, currentPage: 1, pageSize: 50, sord: 'desc' });
    expect(((await wang.next('messageList')) as Frame & { list: unknown[] }).list).toHaveLength(2);

    // Removing the conversation hides it until the next message, and reads what was unread in it ('收到，谢谢'), so
    // a new connection does not blink for a conversation that is no longer listed.
    expect((await call(s.app, 'DELETE', `/api/message/imreply/relocation/${ids.admin}`, { token: tokens.wangfang })).code)
      .toBe(200);
    expect((await conversations('wangfang')).some((c) => c.id === ids.admin)).toBe(false);
    const again = await socket('wangfang');
    expect(((await again.connect(tokens.wangfang)) as Frame & { unreadNums: { sendUserId: string }[] }).unreadNums
      .some((u) => u.sendUserId === ids.admin)).toBe(false);
    admin.send({ method: 'SendMessage', toUserId: ids.wangfang, messageType: 'text', messageContent: '还在吗', token: tokens.admin });
    await wang.next('receiveMessage');
    expect((await conversations('wangfang')).find((c) => c.id === ids.admin)).toMatchObject({ latestMessage: '还在吗', unreadMessage: 1 });
  });

  it('refuses a message to oneself, to nobody, of an unknown type, and unknown methods', async () => {
    const wang = await socket('wangfang', tokens.wangfang, '/websocket/', 'en');
    wang.send({ method: 'SendMessage', toUserId: ids.wangfang, messageType: 'text', messageContent: 'hi' });
    expect((await wang.next('error')).msg).toBe('You cannot send a message to yourself');
    wang.send({ method: 'SendMessage', toUserId: 'nobody', messageType: 'text', messageContent: 'hi' });
    expect((await wang.next('error')).msg).toBe('The contact does not exist or is disabled');
    wang.send({ method: 'SendMessage', toUserId: ids.admin, messageType: 'file', messageContent: 'hi' });
    expect((await wang.next('error')).msg).toBe('The message content is not valid');
    wang.send({ method: 'Nope' });
    expect((await wang.next('error')).msg).toBe('Unsupported message method');
    wang.ws.send('not json');
    wang.send({ method: 'HeartCheck' });
    await wang.next('heartCheck');
  });

  it('image and voice: uploaded to the chat, sent, shown to both sides and nobody else', async () => {
    expect(await upload('zhangwei', { name: 'a.txt', data: Buffer.from('hello') }, {}, 'en'))
      .toMatchObject({ code: 400, msg: 'Only images can be uploaded' });
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await upload('zhangwei', { name: 'big.png', data: big }, {}, 'en'))
      .toMatchObject({ code: 400, msg: 'image size cannot exceed 5M' });
    expect((await upload('zhangwei', { name: 'big.png', data: big })).msg).toBe('图片大小不能超过5M');
    const img = await upload('zhangwei', { name: '样品.png', data: PNG });
    expect(img.code).toBe(200);

    const zhang = await socket('zhangwei');
    const lina = await socket('lina');
    // Someone else's chat file cannot be sent.
    lina.send({ method: 'SendMessage', toUserId: ids.zhangwei, messageType: 'image',
      messageContent: { name: img.data!.name, width: 1, height: 1 } });
    expect((await lina.next('error')).msg).toBe('文件不存在或不属于您');

    const path = `/api/file/Image/IM/${img.data!.name}`;
    const view = (account: string) => s.app.inject({ method: 'GET', url: `${path}?token=${encodeURIComponent(tokens[account])}` });
    // A refusal is an envelope (code 404), never the bytes.
    expect((await view('lina')).json()).toMatchObject({ code: 404 });
    zhang.send({ method: 'SendMessage', toUserId: ids.lina, messageType: 'image',
      messageContent: JSON.stringify({ name: img.data!.name, width: 120, height: 80 }) });
    expect((await zhang.next('sendMessage')).toMessage).toEqual({ path, width: 120, height: 80 });
    expect((await lina.next('receiveMessage')).formMessage).toEqual({ path, width: 120, height: 80 });
    const seen = await view('lina');
    expect([seen.statusCode, seen.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await view('wangfang')).json()).toMatchObject({ code: 404 });
    expect((await conversations('lina')).find((c) => c.id === ids.zhangwei)).toMatchObject({ messageType: 'image' });

    const voice = await upload('zhangwei', { name: 'note.mp3', data: MP3 }, { messageType: 'voice' });
    expect(voice.code).toBe(200);
    zhang.send({ method: 'SendMessage', toUserId: ids.lina, messageType: 'voice',
      messageContent: { name: voice.data!.name, length: 7 } });
    const heard = (await lina.next('receiveMessage')).formMessage as { path: string; length: number };
    expect(heard.length).toBe(7);
    const play = await s.app.inject({ method: 'GET', url: `${heard.path}?token=${encodeURIComponent(tokens.lina)}` });
    expect([play.statusCode, play.headers['content-type']]).toEqual([200, 'audio/mpeg']);
    expect(play.rawPayload).toEqual(MP3);
    const other = await s.app.inject({ method: 'GET', url: `${heard.path}?token=${encodeURIComponent(tokens.wangfang)}` });
    expect(other.json()).toMatchObject({ code: 404 });
  });
});

describe('the session ends, the socket ends', () => {
  it('a newer login of the same account (single login) sends logout to the older one', async () => {
    const first = await socket('zhangwei');
    await first.connect(tokens.zhangwei);
    tokens.zhangwei = await login(s.app, 'zhangwei');
    expect((await first.next('logout')).msg).toBe('此账号已在其他地方登录');
    expect(await first.closed).toBe(4001);
    const second = await socket('zhangwei');
    expect((await second.connect(tokens.zhangwei)).method).toBe('initMessage');
  });

  it('a changed password sends logout to the user\'s other sessions\' sockets, not to the session that changed it', async () => {
    const other = await socket('lina', tokens.lina, '/websocket/', 'en');
    // Two live sessions of one user need single login off.
    const single = (v: number) => s.app.loom.db.updateTable('sysConfig').set({ configValue: String(v) })
      .where('configKey', '=', 'singleLogin').execute();
    await single(0);
    const here = await login(s.app, 'lina');
    await single(1);
    expect(await other.gets('logout')).toBe(false);
    const mine = await socket('lina', here);
    const res = await call(s.app, 'POST', '/api/permission/Users/Current/Actions/ModifyPassword', { token: here,
      body: { oldPassword: md5('123456'), password: md5('Newpass1!'), code: '', timestamp: 'x' } });
    expect(res.code, res.msg).toBe(200);
    expect((await other.next('logout')).msg).toBe('Your password was changed, please log in again');
    expect(await other.closed).toBe(4001);
    expect(await mine.gets('logout')).toBe(false);
    tokens.lina = here;
  });

  it('disabling an account ends its sockets; saving its role\'s grants refreshes holders; logout closes', async () => {
    const wang = await socket('wangfang');
    await wang.connect(tokens.wangfang);
    const zhang = await socket('zhangwei');
    const grants = (await call<Record<string, string[]>>(s.app, 'GET', '/api/permission/Authority/Data/role-manager?objectType=Role',
      { token: tokens.admin })).data!;
    const saved = await call(s.app, 'PUT', '/api/permission/Authority/Data/role-manager', { token: tokens.admin,
      body: { objectType: 'Role', systemIds: grants.systemIds, module: grants.module, button: grants.button,
        column: grants.column, form: grants.form } });
    expect(saved.code, saved.msg).toBe(200);
    expect((await zhang.next('refresh')).msg).toBe('权限已变更，请重新登录！');
    expect(await wang.gets('refresh', 0)).toBe(false);

    expect((await call(s.app, 'PUT', `/api/permission/Users/${ids.wangfang}/Actions/State`, { token: tokens.admin,
      body: { enabledMark: 0 } })).code).toBe(200);
    expect((await wang.next('logout')).msg).toBe('用户信息已变更，请重新登录');
    expect(await wang.closed).toBe(4001);
    await call(s.app, 'PUT', `/api/permission/Users/${ids.wangfang}/Actions/State`, { token: tokens.admin, body: { enabledMark: 1 } });

    expect((await call(s.app, 'GET', '/api/oauth/Logout', { token: tokens.zhangwei })).code).toBe(200);
    // The user logged out in this page: the periodic check (run here at once) closes the socket without a logout.
    await existingHub(s.app.loom)!.sessionsChanged([ids.zhangwei]);
    await zhang.next('closeSocket');
    expect(await zhang.closed).toBe(4001);
  });
});

describe('the conversation list', () => {
  it('costs the same statements for one conversation as for many, with each one\'s latest record and unread count', async () => {
    const db = s.app.loom.db;
    const others = (await db.selectFrom('users').select('id').where('account', '<>', 'admin').execute()).map((u) => u.id);
    expect(others.length).toBeGreaterThan(3);
    // lina: one conversation more, from a user she never talked to; admin: one with every user.
    const stranger = others.find((id) => ![ids.lina, ids.zhangwei, ids.wangfang].includes(id))!;
    await saveRecord(db, stranger, ids.lina, 'text', '初次联系');
    for (const id of others) await saveRecord(db, id, ids.admin, 'text', `来自 ${id}`);
    const count = async (account: string) => {
      let list: Awaited<ReturnType<typeof conversations>> = [];
      const seen = await storeStatements(db, async () => { list = await conversations(account); });
      return { list, statements: seen.length };
    };
    const lina = await count('lina');
    const admin = await count('admin');
    expect(admin.list.length).toBeGreaterThanOrEqual(others.length);
    expect(admin.statements).toBe(lina.statements);
    expect(admin.list[0]).toMatchObject({ latestMessage: expect.stringMatching(/^来自 /), unreadMessage: 1 });
    expect(lina.list.find((c) => c.id === stranger)).toMatchObject({ latestMessage: '初次联系', unreadMessage: 1,
      messageType: 'text' });
  });
});
