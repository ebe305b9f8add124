/**
 * For the BillNumber load test: `n` administrators with a session each (copies of admin's row, made in the store
 * directly so the test does not spend its time on 200 logins), then one BillNumber call per session, all at once.
 * Each user holds their own reservation, so each call issues a number.
 */
import type { AppContext } from '../../src/server/context';
import { issueToken } from '../../src/server/modules/oauth/session';
import { call, type TestServer } from './helpers';

export async function issueFor(s: TestServer, enCode: string, suffixes: string[]): Promise<string[]> {
  const { db } = (s.app as unknown as { loom: AppContext }).loom;
  const admin = await db.selectFrom('users').selectAll().where('account', '=', 'admin').executeTakeFirstOrThrow();
  const tokens: string[] = [];
  for (const suffix of suffixes) {
    const id = `load-${suffix}`;
    await db.insertInto('users').values({ ...admin, id, account: `load_${suffix}` }).execute();
    tokens.push(await issueToken(db, id, { ttlSeconds: 3600, singleLogin: false, ip: null, now: Date.now() }));
  }
  const answers = await Promise.all(tokens.map((token) =>
    call<string>(s.app, 'GET', `/api/system/BillRule/BillNumber/${enCode}`, { token })));
  const refused = answers.filter((a) => a.code !== 200);
  if (refused.length) throw new Error(`BillNumber refused ${refused.length}: ${refused[0].msg}`);
  return answers.map((a) => a.data!);
}
