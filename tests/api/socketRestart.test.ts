/**
 * Nothing is lost across a server restart (issue 15): a chat message and a notice sent to a user who is offline
 * are stored; the server stops and a new one starts on the same store; the user connects with the same session
 * and finds both unread in initMessage, and the chat in the history.
 */
import { afterAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { configFromEnv } from '../../src/server/config';
import { call, login, startServer, type TestServer } from './helpers';
import { SocketClient } from './socketClient';

let first: TestServer;
let second: FastifyInstance | undefined;
afterAll(async () => {
  await second?.close();
  await first?.close();
});

async function listen(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  return typeof addr === 'object' && addr ? `http://127.0.0.1:${addr.port}` : '';
}

it('a message and a notice sent to an offline user survive a restart and arrive unread', async () => {
  first = await startServer();
  const admin = await login(first.app);
  const lina = await login(first.app, 'lina');
  const linaId = (await first.app.loom.db.selectFrom('users').select('id').where('account', '=', 'lina')
    .executeTakeFirstOrThrow()).id;
  const sender = await SocketClient.open(first.url, admin);
  sender.send({ method: 'SendMessage', toUserId: linaId, messageType: 'text', messageContent: '重启前发的消息' });
  await sender.next('sendMessage');
  sender.close();
  const created = await call<{ id: string }>(first.app, 'POST', '/api/message', { token: admin,
    body: { title: '重启前的公告', toUserIds: [linaId] } });
  await call(first.app, 'PUT', `/api/message/${created.data!.id}/Actions/Release`, { token: admin });

  // The first server stops (its store stays); a new one starts on the same store.
  const config = first.app.loom.config;
  await first.app.close();
  second = await buildApp(configFromEnv({}, { ...config, port: 0 }));
  const url = await listen(second);

  const c = await SocketClient.open(url, lina);
  const init = await c.connect(lina);
  expect(init).toMatchObject({ unreadNoticeCount: 1, noticeDefaultText: '重启前的公告' });
  expect(init.unreadNums).toEqual([expect.objectContaining({ unreadNum: 1, defaultMessage: '重启前发的消息' })]);
  c.send({ method: 'MessageList', toUserId: (await second.loom.db.selectFrom('users').select('id')
    .where('account', '=', 'admin').executeTakeFirstOrThrow()).id, currentPage: 1, pageSize: 30, sord: 'desc' });
  expect(((await c.next('messageList')).list as { content: string }[]).map((r) => r.content)).toEqual(['重启前发的消息']);
  c.close();
});
