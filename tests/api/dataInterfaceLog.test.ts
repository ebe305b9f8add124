/**
 * The data-interface call log keeps 30 days (LOOM_INTERFACE_LOG_DAYS): older calls are deleted when the server
 * starts and every hour after, so a busy select cannot grow the table without bound; the log screen still lists
 * the recent calls.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { pruneInterfaceLog } from '../../src/server/modules/dataInterface/log';
import { call, login, startServer, type TestServer } from './helpers';

let s: TestServer;
let admin: string;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  s = await startServer({ listen: false });
  admin = await login(s.app);
});
afterAll(async () => {
  vi.useRealTimers();
  await s?.close();
});

/** One logged call of the first seeded interface, `daysAgo` days ago. */
async function logged(id: string, daysAgo: number) {
  const iface = await s.app.loom.db.selectFrom('dataInterface').select('id').orderBy('id').executeTakeFirstOrThrow();
  await s.app.loom.db.insertInto('dataInterfaceLog').values({ id, interfaceId: iface.id, action: 'Preview', userId: 'admin',
    userName: '管理员/admin', ip: null, invokeTime: Date.now() - daysAgo * DAY, duration: 3, success: 1, message: null }).execute();
  return iface.id;
}
const ids = async () => (await s.app.loom.db.selectFrom('dataInterfaceLog').select('id').orderBy('id').execute()).map((r) => r.id);

describe('the call log', () => {
  it('keeps 30 days: an older call is deleted, a call of 29 days stays and is still listed', async () => {
    const iface = await logged('a-old', 31);
    await logged('b-recent', 29);
    expect(await pruneInterfaceLog(s.app.loom.db)).toBe(1);
    expect(await ids()).toEqual(['b-recent']);
    const page = await call<{ list: { id: string }[] }>(s.app, 'GET', `/api/system/DataInterfaceLog/${iface}`, { token: admin });
    expect(page.data!.list.map((r) => r.id)).toEqual(['b-recent']);
    expect(page.data!.list.length).toBe(1);
  });

  it('keeps the days LOOM_INTERFACE_LOG_DAYS names', async () => {
    await logged('c-week', 8);
    process.env.LOOM_INTERFACE_LOG_DAYS = '7';
    try {
      // The 8-day call and the 29-day one.
      expect(await pruneInterfaceLog(s.app.loom.db)).toBe(2);
    } finally {
      delete process.env.LOOM_INTERFACE_LOG_DAYS;
    }
    expect(await ids()).toEqual([]);
  });

  it('prunes when a server starts on the store, and every hour after', async () => {
    await logged('d-old', 40);
    await logged('f-today', 0);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const again = await buildApp(s.app.loom.config);
    try {
      await again.ready();
      expect(await ids()).toEqual(['f-today']);
      await logged('e-old', 45);
      await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
      await vi.waitFor(async () => expect(await ids()).toEqual(['f-today']), { timeout: 5000, interval: 50 });
    } finally {
      vi.useRealTimers();
      await again.close();
    }
  });
});
