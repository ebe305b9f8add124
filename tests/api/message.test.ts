/**
 * Messages and notices (issue 15): 公告管理 writes, edits, releases and deletes notices; a released notice is in
 * each recipient's list at once, unread, with their own read state; the drawer's filters, mark-all-read, opening
 * one, deleting one's copies; refusals in the caller's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './helpers';
import { sendMessage } from '../../src/server/modules/message/deliver';

let s: TestServer;
let admin: string;
let zhang: string;
let lina: string;
beforeAll(async () => {
  s = await startServer({ listen: false });
  admin = await login(s.app);
  zhang = await login(s.app, 'zhangwei');
  lina = await login(s.app, 'lina');
});
afterAll(async () => { await s?.close(); });

interface Row { id: string; title: string; type: number; isRead: string; releaseUser: string; releaseTime: number | null }
const mine = async (token: string, query = '') =>
  (await call<{ list: Row[]; pagination: { total: number; pageSize: number } }>(s.app, 'GET', `/api/message?${query}`, { token })).data!;
const userId = async (account: string) =>
  (await s.app.loom.db.selectFrom('users').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;

async function notice(body: Record<string, unknown>) {
  const r = await call<{ id: string }>(s.app, 'POST', '/api/message', { token: admin, body });
  expect(r.code, r.msg).toBe(200);
  return r.data!.id;
}

describe('公告管理', () => {
  it('a draft reaches nobody; released, every user finds it unread at once, with its release user and time', async () => {
    const id = await notice({ title: '  春节放假通知 ', bodyText: '<p>放假<b>七天</b></p>',
      files: [{ name: '安排.pdf', fileId: 'f1', url: '/api/file/Download/annexpic/f1' }] });
    const listed = (await call<{ list: { id: string; title: string; enabledMark: number }[] }>(s.app, 'GET',
      '/api/message/Notice?keyword=春节', { token: admin })).data!.list;
    expect(listed).toEqual([expect.objectContaining({ id, title: '春节放假通知', enabledMark: 0 })]);
    expect((await mine(zhang)).list.find((m) => m.id === id)).toBeUndefined();

    expect((await call(s.app, 'PUT', `/api/message/${id}`, { token: admin,
      body: { title: '春节放假通知（修订）', bodyText: '<p>放假<b>八天</b></p>',
        files: [{ name: '安排.pdf', fileId: 'f1', url: '/api/file/Download/annexpic/f1' }] } })).code).toBe(200);
    const got = (await call<{ title: string; bodyText: string }>(s.app, 'GET', `/api/message/${id}`, { token: admin })).data!;
    expect(got).toMatchObject({ title: '春节放假通知（修订）', bodyText: '<p>放假<b>八天</b></p>' });

    const before = Date.now();
    expect((await call(s.app, 'PUT', `/api/message/${id}/Actions/Release`, { token: admin })).code).toBe(200);
    for (const token of [zhang, lina]) {
      const row = (await mine(token)).list.find((m) => m.id === id)!;
      expect(row).toMatchObject({ title: '春节放假通知（修订）', type: 1, isRead: '0', releaseUser: '管理员/admin' });
      expect(row.releaseTime).toBeGreaterThanOrEqual(before);
    }
    // Released: no longer editable, not released twice.
    const edit = await call(s.app, 'PUT', `/api/message/${id}`, { token: admin, lang: 'en', body: { title: 'x' } });
    expect([edit.code, edit.msg]).toEqual([400, 'The notice has been released and can no longer be edited']);
    expect((await call(s.app, 'PUT', `/api/message/${id}/Actions/Release`, { token: admin })).code).toBe(400);

    // Opening it reads it for that user only, with the body and attachments.
    const info = (await call<{ bodyText: string; files: string; isRead: string }>(s.app, 'GET',
      `/api/message/ReadInfo/${id}`, { token: zhang })).data!;
    expect(info.bodyText).toBe('<p>放假<b>八天</b></p>');
    expect(JSON.parse(info.files)).toEqual([expect.objectContaining({ name: '安排.pdf' })]);
    expect((await mine(zhang)).list.find((m) => m.id === id)!.isRead).toBe('1');
    expect((await mine(lina)).list.find((m) => m.id === id)!.isRead).toBe('0');

    // Deleted: gone from every list.
    expect((await call(s.app, 'DELETE', `/api/message/${id}`, { token: admin })).code).toBe(200);
    expect((await mine(lina)).list.find((m) => m.id === id)).toBeUndefined();
    expect((await call(s.app, 'GET', `/api/message/ReadInfo/${id}`, { token: lina })).code).toBe(404);
  });

  it('a notice for named users reaches only them', async () => {
    const id = await notice({ title: '采购部会议', toUserIds: [await userId('lina')] });
    await call(s.app, 'PUT', `/api/message/${id}/Actions/Release`, { token: admin });
    expect((await mine(lina)).list.some((m) => m.id === id)).toBe(true);
    expect((await mine(zhang)).list.some((m) => m.id === id)).toBe(false);
    expect((await call(s.app, 'GET', `/api/message/ReadInfo/${id}`, { token: zhang })).code).toBe(404);
  });

  it('refuses bad input with a 400 in the caller language, and callers without 公告管理', async () => {
    const empty = await call(s.app, 'POST', '/api/message', { token: admin, lang: 'en', body: { title: '   ' } });
    expect([empty.code, empty.msg]).toEqual([400, 'The title cannot be empty']);
    const ghost = await call(s.app, 'POST', '/api/message', { token: admin, body: { title: 't', toUserIds: ['nobody'] } });
    expect([ghost.code, ghost.msg]).toEqual([400, '接收人不存在或已停用']);
    expect((await call(s.app, 'POST', '/api/message', { token: admin, body: { title: 't', extra: 1 } })).code).toBe(400);
    expect((await call(s.app, 'POST', '/api/message', { token: zhang, body: { title: 't' } })).code).toBe(403);
    expect((await call(s.app, 'GET', '/api/message/Notice', { token: zhang })).code).toBe(403);
    expect((await call(s.app, 'PUT', '/api/message/nope/Actions/Release', { token: admin })).code).toBe(404);
    expect((await call(s.app, 'GET', '/api/message?type=7', { token: zhang })).code).toBe(400);
    expect((await call(s.app, 'GET', '/api/message')).code).toBe(602);
  });
});

describe('a user\'s messages', () => {
  it('filters by type, read state and keyword, pages, marks all read by filter, deletes own copies', async () => {
    const ctx = s.app.loom;
    const wang = await login(s.app, 'wangfang');
    const me = await userId('wangfang');
    // Back to back, often within one millisecond: newest first is still the order they were sent.
    await sendMessage(ctx, { type: 2, title: '请审批：采购单 CG-001', toUserIds: [me], flowType: 1 });
    await sendMessage(ctx, { type: 3, title: '系统维护：今晚停机', toUserIds: [me] });
    await sendMessage(ctx, { type: 3, title: '系统升级完成', toUserIds: [me] });
    expect((await mine(wang, 'type=3')).list.map((m) => m.title)).toEqual(['系统升级完成', '系统维护：今晚停机']);
    expect((await mine(wang, 'type=2')).list.map((m) => m.title)).toEqual(['请审批：采购单 CG-001']);
    expect((await mine(wang, 'keyword=停机')).list.map((m) => m.title)).toEqual(['系统维护：今晚停机']);
    const page = await mine(wang, 'pageSize=2&currentPage=2&type=');
    expect(page.list).toHaveLength(1);
    expect(page.pagination.total).toBe(3);

    // Mark all read, narrowed to system messages: the flow message stays unread.
    expect((await call(s.app, 'POST', '/api/message/Actions/ReadAll', { token: wang, body: { type: '3' } })).code).toBe(200);
    expect((await mine(wang, 'isRead=0')).list.map((m) => m.title)).toEqual(['请审批：采购单 CG-001']);
    expect((await call(s.app, 'POST', '/api/message/Actions/ReadAll', { token: wang, body: {} })).code).toBe(200);
    expect((await mine(wang, 'isRead=0')).list).toEqual([]);

    const ids = (await mine(wang, 'type=3')).list.map((m) => m.id);
    expect((await call(s.app, 'DELETE', '/api/message/Record', { token: wang, body: { ids: ids.join(',') } })).code).toBe(200);
    expect((await mine(wang)).list.map((m) => m.title)).toEqual(['请审批：采购单 CG-001']);
    expect((await call(s.app, 'DELETE', '/api/message/Record', { token: wang, body: {} })).code).toBe(400);
    // As the web client sends it: the ids in the query.
    const flow = (await mine(wang)).list[0].id;
    expect((await call(s.app, 'DELETE', `/api/message/Record?ids=${flow}`, { token: wang })).code).toBe(200);
    expect((await mine(wang)).list).toEqual([]);
  });
});
