// Issue 15's chat drawer in Chromium, the parts messages.e2e.ts does not walk: the emoji picker (emoji-mart, loaded
// on first open) inserting at the caret and the emoji sent; the history panel paging back through 80 records and
// searching them; the conversation context menu (删除聊天记录 after confirmation, 移除会话) with what each does on the
// server; contacts loading their next page of 20 on scroll; and a flow message (type 2) listed under 流程 and
// opening the flow pages.
import { beforeAll, beforeEach, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { signIn } from './browser';
import { browserSuite } from './suite';
import { call } from '../api/helpers';
import { SocketClient, type Frame } from '../api/socketClient';
import { sendMessage } from '../../src/server/modules/message/deliver';
import { issueToken } from '../../src/server/modules/oauth/session';

const s = browserSuite({ page: false });
const CONTACTS = 45;
const RECORDS = 80;

let admin: Page;
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};

const spaced = (text: string) => new RegExp(`(^|\\s)${[...text].join('\\s*')}\\s*$`);
const record = (i: number) => `盘点记录第${i}条`;

beforeAll(async () => {
  const { db } = s.server.app.loom;
  for (const account of ['admin', 'zhangwei', 'lina']) {
    ids[account] = (await db.selectFrom('users').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
  }
  // Enough people for three pages of contacts: copies of 张伟's row, made in the store directly.
  const zhang = await db.selectFrom('users').selectAll().where('id', '=', ids.zhangwei).executeTakeFirstOrThrow();
  for (let i = 1; i <= CONTACTS; i++) {
    const n = String(i).padStart(2, '0');
    await db.insertInto('users').values({ ...zhang, id: `contact-${n}`, account: `contact_${n}`, realName: `联系人${n}`,
      mobilePhone: null, email: null, sortCode: 1000 + i }).execute();
  }
  // 80 records between 李娜 and the administrator, a second apart and alternating; the last three, hers, unread.
  const start = Date.now() - 86_400_000;
  for (let i = 1; i <= RECORDS; i++) {
    const fromLina = i % 2 === 1 || i > RECORDS - 3;
    await db.insertInto('imContent').values({ id: `rec-${String(i).padStart(3, '0')}`,
      sendUserId: fromLina ? ids.lina : ids.admin, receiveUserId: fromLina ? ids.admin : ids.lina,
      contentType: 'text', content: record(i), sendTime: start + i * 1000, receiveTime: null,
      state: i > RECORDS - 3 ? 0 : 1 }).execute();
  }
  for (const [userId, peerId] of [[ids.admin, ids.lina], [ids.lina, ids.admin]]) {
    await db.insertInto('imReply').values({ userId, peerId, latestTime: start + RECORDS * 1000, hidden: 0, clearedAt: 0 })
      .execute();
  }

  const ctx = await s.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
  admin = await ctx.newPage();
  admin.setDefaultTimeout(15_000);
  admin.on('pageerror', (e) => console.error(`page error: ${e.stack ?? e.message}`));
  await signIn(admin, s.server.url);
  // The suite's own sessions, made after the browser's sign-in (which ends the account's other sessions) and
  // without ending any (a login would, with single login on, end the browser's).
  for (const account of ['admin', 'zhangwei', 'lina']) {
    tokens[account] = await issueToken(db, ids[account], { ttlSeconds: 3600, singleLogin: false, ip: null, now: Date.now() });
  }
});

// Each test starts on a freshly loaded home page, whatever the one before left open.
beforeEach(async () => {
  await admin.goto(`${s.server.url}/home`);
  await admin.getByTestId('page-home').waitFor();
});

const drawer = () => admin.getByTestId('chat-drawer');
const chatWindow = () => admin.locator('.ant-modal:visible').filter({ has: admin.getByTestId('chat-records') });

async function openDrawer(tab: '消息' | '联系人') {
  if (!(await drawer().isVisible())) await admin.getByTestId('chat-icon').click();
  await drawer().getByRole('tab', { name: tab }).click();
}
async function closeDrawer() {
  await drawer().locator('.ant-drawer-close').click();
  await drawer().waitFor({ state: 'hidden' });
}
async function closeWindow() {
  await chatWindow().locator('.ant-modal-close').click();
  await chatWindow().waitFor({ state: 'hidden' });
}
async function contactChat(name: string): Promise<Locator> {
  await openDrawer('联系人');
  const search = drawer().getByTestId('chat-contact-search').locator('input');
  await search.fill(name);
  await search.press('Enter');
  await drawer().getByTestId('chat-contact').filter({ hasText: name }).first().click();
  await chatWindow().waitFor();
  return chatWindow();
}
const conversation = (name: string) => drawer().getByTestId('chat-conversation').filter({ hasText: name });
/** What a user's side of the chat with a peer holds on the server (its MessageList). */
async function serverHistory(account: string, peer: string, keyword = '') {
  const c = await SocketClient.open(s.server.url, tokens[account]);
  try {
    c.send({ method: 'MessageList', toUserId: ids[peer], currentPage: 1, pageSize: 100, sord: 'desc', keyword });
    return (await c.next('messageList')) as Frame & { list: { content: string }[]; pagination: { total: number } };
  } finally {
    c.close();
  }
}
const conversations = async (account: string) => (await call<{ list: { id: string; latestMessage: string }[] }>(
  s.server.app, 'GET', '/api/message/imreply', { token: tokens[account] })).data!.list;

test('the emoji picker (emoji-mart, loaded when first opened, in Chinese) puts the emoji at the caret, and it is sent', async () => {
  const scripts = () => admin.evaluate(() => performance.getEntriesByType('resource')
    .map((e) => e.name).filter((n) => n.endsWith('.js')));
  const before = await scripts();
  const win = await contactChat('张伟');
  const input = win.getByTestId('chat-input');
  await input.fill('你好世界');
  await input.press('ArrowLeft');
  await input.press('ArrowLeft');
  await win.getByTestId('chat-emoji').click();
  const panel = admin.getByTestId('emoji-panel');
  // emoji-mart draws in an open shadow root; Playwright's locators go through it. Its search box speaks Chinese.
  await panel.getByPlaceholder('搜索').waitFor();
  await panel.getByRole('button', { name: '😀' }).first().click();
  // In the box at the caret, the caret after it ('😀' is two UTF-16 units) and the focus back in the box.
  await expect.poll(() => input.evaluate((el: HTMLTextAreaElement) => [el.value, el.selectionStart,
    document.activeElement === el])).toEqual(['你好😀世界', 4, true]);
  await expect.poll(() => panel.isVisible()).toBe(false);
  // The caret is after the emoji: typing goes on from there.
  await input.pressSequentially('！');
  expect(await input.inputValue()).toBe('你好😀！世界');

  // The picker's code and its emoji data came only now, not with the first page.
  const loaded = (await scripts()).filter((n) => !before.includes(n));
  const mentions = (urls: string[]) => admin.evaluate((list) => Promise.all(list.map(async (u) =>
    (await (await fetch(u)).text()).includes('grinning'))), urls);
  expect((await mentions(loaded)).some(Boolean)).toBe(true);
  expect((await mentions(before)).some(Boolean)).toBe(false);

  await input.press('Enter');
  await win.getByTestId('chat-record').filter({ hasText: '你好😀！世界' }).waitFor();
  expect((await conversations('zhangwei')).find((c) => c.id === ids.admin)?.latestMessage).toBe('你好😀！世界');
  await closeWindow();
});

test('the history panel pages back through older records (50 a page, the window first shows 30) and searches them', async () => {
  await openDrawer('消息');
  const lina = conversation('李娜');
  await expect.poll(() => lina.locator('.ant-badge-count').textContent()).toBe('3');
  await lina.click();
  const win = chatWindow();
  await expect.poll(() => win.getByTestId('chat-record').count()).toBe(30);
  expect(await win.getByTestId('chat-record').first().textContent()).toBe(record(RECORDS - 29));
  expect(await win.getByTestId('chat-record').last().textContent()).toBe(record(RECORDS));
  await expect.poll(() => lina.locator('.ant-badge-count').count()).toBe(0);

  await win.getByRole('button', { name: '聊天记录' }).click();
  const history = win.getByTestId('chat-history');
  const items = history.locator('.ant-list-item');
  await expect.poll(() => items.count()).toBe(50);
  expect(await items.first().textContent()).toContain(record(RECORDS));
  await history.locator('.ant-pagination-next').click();
  await expect.poll(() => items.count()).toBe(RECORDS - 50);
  expect(await items.first().textContent()).toContain(record(RECORDS - 50));
  expect(await items.last().textContent()).toContain(record(1));

  await history.getByPlaceholder('搜索').fill('第7');
  await history.getByPlaceholder('搜索').press('Enter');
  // 第7条 and 第70-79条.
  await expect.poll(() => items.count()).toBe(11);
  expect(await items.allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining(record(7)),
    expect.stringContaining(record(79))]));
  await closeWindow();
});

test('the conversation menu: 删除聊天记录 after confirmation clears this side only; 移除会话 hides it until the next message', async () => {
  await openDrawer('消息');
  await conversation('李娜').click({ button: 'right' });
  const menu = admin.locator('.ant-dropdown:visible');
  await expect.poll(() => menu.locator('.ant-dropdown-menu-item').allTextContents()).toEqual(['移除会话', '删除聊天记录']);
  await menu.getByText('删除聊天记录').click();
  const confirm = admin.locator('.ant-modal-confirm:visible').filter({ hasText: '确定删除与该联系人的聊天记录吗？' });
  await confirm.getByRole('button', { name: spaced('确定') }).click();
  await confirm.waitFor({ state: 'hidden' });
  expect((await serverHistory('admin', 'lina')).pagination.total).toBe(0);
  expect((await serverHistory('lina', 'admin')).pagination.total).toBe(RECORDS);
  // Still listed, with nothing in it.
  await conversation('李娜').click();
  await chatWindow().waitFor();
  expect(await chatWindow().getByTestId('chat-record').count()).toBe(0);
  await closeWindow();

  await openDrawer('消息');
  await conversation('张伟').click({ button: 'right' });
  await admin.locator('.ant-dropdown:visible').getByText('移除会话').click();
  await expect.poll(() => conversation('张伟').count()).toBe(0);
  expect((await conversations('admin')).some((c) => c.id === ids.zhangwei)).toBe(false);
  expect((await conversations('zhangwei')).some((c) => c.id === ids.admin)).toBe(true);
  // Removing keeps the records: they are there when the conversation comes back with 张伟's next message.
  expect((await serverHistory('admin', 'zhangwei')).list.map((r) => r.content)).toContain('你好😀！世界');
  const zhang = await SocketClient.open(s.server.url, tokens.zhangwei);
  zhang.send({ method: 'SendMessage', toUserId: ids.admin, messageType: 'text', messageContent: '还在吗' });
  await zhang.next('sendMessage');
  zhang.close();
  await expect.poll(() => conversation('张伟').count()).toBe(1);
  await expect.poll(() => conversation('张伟').textContent()).toContain('还在吗');
  await closeDrawer();
});

test('contacts come 20 at a time, the next page loading when scrolled near the bottom', async () => {
  const all = (await call<{ pagination: { total: number } }>(s.server.app, 'GET', '/api/permission/Users/ImUser?pageSize=20',
    { token: tokens.admin })).data!.pagination.total;
  expect(all).toBeGreaterThan(CONTACTS);
  await openDrawer('联系人');
  const search = drawer().getByTestId('chat-contact-search').locator('input');
  await search.fill('');
  await search.press('Enter');
  const contacts = drawer().getByTestId('chat-contact');
  const list = drawer().getByTestId('chat-contacts');
  await expect.poll(() => contacts.count()).toBe(20);
  const scroll = () => list.evaluate((el) => { el.scrollTop = el.scrollHeight; });
  await scroll();
  await expect.poll(() => contacts.count()).toBe(40);
  await scroll();
  await expect.poll(() => contacts.count()).toBe(Math.min(60, all));
  while (await contacts.count() < all) {
    const n = await contacts.count();
    await scroll();
    await expect.poll(() => contacts.count()).toBeGreaterThan(n);
  }
  await scroll();
  expect(await contacts.count()).toBe(all);

  await search.fill('联系人4');
  await search.press('Enter');
  await expect.poll(() => contacts.allTextContents()).toHaveLength(6); // 联系人40-45
  await closeDrawer();
});

test('a flow message: only its recipient\'s badge rises; listed under 流程, not 公告; opens the flow page', async () => {
  const badge = admin.getByTestId('notice-badge').locator('xpath=..').locator('.ant-scroll-number');
  const count = async () => ((await badge.count()) ? Number(await badge.getAttribute('title')) : 0);
  const before = await count();
  const bodyText = JSON.stringify({ id: 'task-7', flowId: 'purchase', taskId: 'task-7', opType: 1 });
  await sendMessage(s.server.app.loom, { type: 2, title: '请审批：采购单 CG-007', flowType: 1, bodyText,
    toUserIds: [ids.admin], fromUserId: ids.zhangwei });
  await sendMessage(s.server.app.loom, { type: 2, title: '委托通知：采购审批', flowType: 2, bodyText: '{}',
    toUserIds: [ids.admin], fromUserId: ids.zhangwei });
  await sendMessage(s.server.app.loom, { type: 2, title: '请审批：李娜的请假单', flowType: 1, bodyText: '{}',
    toUserIds: [ids.lina] });
  await expect.poll(() => count()).toBe(before + 2);

  await admin.getByTestId('notice-badge').click();
  const messages = admin.getByTestId('message-drawer');
  const type = messages.getByTestId('message-type');
  const item = (title: string) => messages.getByTestId('message-item').filter({ hasText: title });
  await type.getByText('公告').click();
  await expect.poll(() => messages.getByTestId('message-item').count()).toBe(0);
  await type.getByText('流程').click();
  await expect.poll(() => messages.getByTestId('message-item').allTextContents()).toHaveLength(2);
  expect(await item('李娜的请假单').count()).toBe(0);

  await item('CG-007').click();
  await admin.waitForURL((u) => u.pathname === '/workFlowDetail');
  const config = new URL(admin.url()).searchParams.get('config') ?? '';
  expect(Buffer.from(config, 'base64').toString('utf8')).toBe(bodyText);
  await expect.poll(() => count()).toBe(before + 1);

  await admin.getByTestId('notice-badge').click();
  await item('委托通知').click();
  await admin.waitForURL((u) => u.pathname === '/workFlow/entrust');
  expect(new URL(admin.url()).searchParams.get('config')).toBe('2');
  await expect.poll(() => count()).toBe(before);
});

/** A one-second silent PCM WAV, which Chromium decodes without any licensed codec. */
function wav(seconds = 1, rate = 8000): Buffer {
  const data = Buffer.alloc(seconds * rate * 2);
  const head = Buffer.alloc(44);
  head.write('RIFF', 0); head.writeUInt32LE(36 + data.length, 4); head.write('WAVE', 8); head.write('fmt ', 12);
  head.writeUInt32LE(16, 16); head.writeUInt16LE(1, 20); head.writeUInt16LE(1, 22); head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * 2, 28); head.writeUInt16LE(2, 32); head.writeUInt16LE(16, 34); head.write('data', 36);
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

test('voice and video from the peer play in the window; a non-image or an image over 5 MB is refused before upload', async () => {
  const upload = async (name: string, data: Buffer, messageType: string) => {
    const form = new FormData();
    form.append('messageType', messageType);
    form.append('file', new Blob([new Uint8Array(data)]), name);
    const res = await fetch(`${s.server.url}/api/file/Uploader/IM`, { method: 'POST', body: form,
      headers: { authorization: tokens.zhangwei } });
    return ((await res.json()) as { data: { name: string } }).data.name;
  };
  const zhang = await SocketClient.open(s.server.url, tokens.zhangwei);
  zhang.send({ method: 'SendMessage', toUserId: ids.admin, messageType: 'voice',
    messageContent: { name: await upload('语音.wav', wav(), 'voice'), length: 1 } });
  await zhang.next('sendMessage');
  // Not a real video (no encoder here): the window's <video> and its source are what is checked.
  zhang.send({ method: 'SendMessage', toUserId: ids.admin, messageType: 'video',
    messageContent: { name: await upload('视频.webm', Buffer.concat([Buffer.from('1a45dfa3', 'hex'), Buffer.alloc(64)]),
      'video') } });
  await zhang.next('sendMessage');
  zhang.close();

  const win = await contactChat('张伟');
  const voice = win.getByTestId('chat-voice').last();
  await voice.waitFor({ state: 'attached' });
  // The browser fetched and decoded it: a real duration of one second.
  await expect.poll(() => voice.evaluate((el: HTMLAudioElement) => Math.round(el.duration || 0))).toBe(1);
  const video = win.getByTestId('chat-video').last();
  await video.waitFor({ state: 'attached' });
  expect(await video.evaluate(async (el: HTMLVideoElement) => {
    const res = await fetch(el.src);
    return [res.status, res.headers.get('content-type')];
  })).toEqual([200, 'video/webm']);

  const toast = (text: string) => admin.locator('.ant-message').getByText(text);
  const file = win.locator('input[type=file]');
  await file.setInputFiles({ name: '说明.txt', mimeType: 'text/plain', buffer: Buffer.from('不是图片') });
  await toast('只能上传图片').waitFor();
  await file.setInputFiles({ name: '大图.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await toast('图片大小不能超过5M').waitFor();
  expect(await win.getByTestId('chat-image').count()).toBe(0);
  await closeWindow();
});

test('the message drawer: unread only by default, pages of 20 on scroll, mark all read after confirmation, 更多 to the centre', async () => {
  for (let i = 1; i <= 45; i++) {
    await sendMessage(s.server.app.loom, { type: 3, title: `系统消息${String(i).padStart(2, '0')}`, toUserIds: [ids.admin] });
  }
  const unread = async () => (await call<{ pagination: { total: number } }>(s.server.app, 'GET',
    '/api/message?isRead=0&pageSize=20', { token: tokens.admin })).data!.pagination.total;
  const total = await unread();
  expect(total).toBeGreaterThanOrEqual(45);
  await admin.reload();
  const badge = admin.getByTestId('notice-badge').locator('xpath=..').locator('.ant-scroll-number');
  // The badge shows at most 99.
  await expect.poll(() => badge.getAttribute('title')).toBe(String(total));

  await admin.getByTestId('notice-badge').click();
  const drawer = admin.getByTestId('message-drawer');
  expect(await drawer.getByTestId('message-unread-only').getAttribute('aria-checked')).toBe('true');
  expect(await drawer.evaluate((el) => (el.closest('.ant-drawer-content-wrapper') ?? el.querySelector(
    '.ant-drawer-content-wrapper') ?? el).getBoundingClientRect().width)).toBe(280);
  const items = drawer.getByTestId('message-item');
  const list = drawer.getByTestId('message-list');
  await expect.poll(() => items.count()).toBe(20);
  await list.evaluate((el) => { el.scrollTop = el.scrollHeight; });
  await expect.poll(() => items.count()).toBe(40);
  await list.evaluate((el) => { el.scrollTop = el.scrollHeight; });
  await expect.poll(() => items.count()).toBe(Math.min(60, total));

  await drawer.getByTestId('message-read-all').click();
  const confirm = admin.locator('.ant-modal-confirm:visible').filter({ hasText: '确定要标记全部为已读吗，是否继续？' });
  await confirm.getByRole('button', { name: spaced('确定') }).click();
  await expect.poll(() => items.count()).toBe(0);
  await expect.poll(() => badge.count()).toBe(0);
  expect(await unread()).toBe(0);

  await drawer.getByTestId('message-more').click();
  await admin.waitForURL((u) => u.pathname === '/messageRecord');
  await admin.getByText('系统消息45').first().waitFor();
});

test('a released notice\'s attachment downloads, byte for byte, for a recipient who did not upload it', async () => {
  const content = Buffer.from('盘点安排：周一 A 区，周二 B 区。\n', 'utf8');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), '盘点安排.txt');
  const up = await (await fetch(`${s.server.url}/api/file/Uploader/annex`, { method: 'POST', body: form,
    headers: { authorization: tokens.admin } })).json() as { data: { name: string; fileId: string; url: string } };
  const title = `附件公告${Date.now().toString(36)}`;
  const created = await call<string | { id: string }>(s.server.app, 'POST', '/api/message', { token: tokens.admin,
    body: { title, bodyText: '<p>见附件</p>', toUserIds: [ids.zhangwei],
      files: [{ name: '盘点安排.txt', fileId: up.data.fileId, url: up.data.url }] } });
  const id = typeof created.data === 'string' ? created.data : created.data!.id;
  expect((await call(s.server.app, 'PUT', `/api/message/${id}/Actions/Release`, { token: tokens.admin })).code).toBe(200);

  // 张伟 signs in with a browser of his own (the last test: this ends the suite's own session of his).
  const ctx = await s.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN', acceptDownloads: true });
  const zhang = await ctx.newPage();
  zhang.setDefaultTimeout(15_000);
  await signIn(zhang, s.server.url, 'zhangwei', '123456');
  await zhang.getByTestId('notice-badge').click();
  await zhang.getByTestId('message-drawer').getByTestId('message-item').filter({ hasText: title }).click();
  const dialog = zhang.getByTestId('message-dialog').filter({ hasText: title });
  await dialog.getByText('见附件').waitFor();
  const [download] = await Promise.all([zhang.waitForEvent('download'),
    dialog.getByRole('button', { name: spaced('下载') }).click()]);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect(Buffer.compare(await readFile(path), content)).toBe(0);
  await ctx.close();
});
