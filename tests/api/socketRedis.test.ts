/**
 * Two server instances on one PostgreSQL store and the real Redis (REDIS_URL): socket events fan out through
 * Redis pub/sub, so a user on instance A chats with a user on instance B, a notice released on B reaches a socket
 * on A, a login on B ends the older session's socket on A, and both instances report both users online.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { configFromEnv } from '../../src/server/config';
import { call, login, startServer, type TestServer } from './helpers';
import { SocketClient } from './socketClient';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Only where its own database is created (helpers.ts): the server's 'postgres' database, there on any clean machine.
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let a: TestServer;
let b: FastifyInstance;
let bUrl = '';
const open: SocketClient[] = [];

beforeAll(async () => {
  a = await startServer({ databaseUrl: PG_URL, redisUrl: REDIS_URL });
  // Instance B: the same store (database and files), its own process state.
  b = await buildApp(configFromEnv({}, { ...a.app.loom.config, port: 0 }));
  await b.listen({ port: 0, host: '127.0.0.1' });
  const addr = b.server.address();
  bUrl = typeof addr === 'object' && addr ? `http://127.0.0.1:${addr.port}` : '';
});
afterAll(async () => {
  for (const c of open) c.close();
  await b?.close();
  await a?.close();
});

const socket = async (base: string, token: string) => {
  const c = await SocketClient.open(base, token);
  open.push(c);
  return c;
};
const userId = async (account: string) =>
  (await a.app.loom.db.selectFrom('users').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;

describe('two instances over Redis', () => {
  it('chat, notices, presence and kicks cross instances', async () => {
    const zhangToken = await login(a.app, 'zhangwei');
    const linaToken = await login(b, 'lina');
    const adminToken = await login(b, 'admin');
    const [zhangId, linaId] = [await userId('zhangwei'), await userId('lina')];
    const onA = await socket(a.url, zhangToken);
    const onB = await socket(bUrl, linaToken);
    await onA.connect(zhangToken);
    const init = await onB.connect(linaToken);
    expect(init.onlineUsers).toEqual(expect.arrayContaining([zhangId, linaId]));

    onB.send({ method: 'SendMessage', toUserId: zhangId, messageType: 'text', messageContent: '跨实例你好', token: linaToken });
    expect((await onB.next('sendMessage')).toMessage).toBe('跨实例你好');
    expect(await onA.next('receiveMessage')).toMatchObject({ formUserId: linaId, formMessage: '跨实例你好' });
    onA.send({ method: 'SendMessage', toUserId: linaId, messageType: 'text', messageContent: '收到', token: zhangToken });
    expect((await onB.next('receiveMessage')).formMessage).toBe('收到');

    const created = await call<{ id: string }>(b, 'POST', '/api/message', { token: adminToken,
      body: { title: '跨实例公告', toUserIds: [zhangId] } });
    await call(b, 'PUT', `/api/message/${created.data!.id}/Actions/Release`, { token: adminToken });
    expect((await onA.next('messagePush')).title).toBe('跨实例公告');

    // zhangwei signs in on B: his socket on A is told and closed.
    await login(b, 'zhangwei');
    expect((await onA.next('logout')).msg).toBe('此账号已在其他地方登录');
    expect(await onA.closed).toBe(4001);
  });
});
