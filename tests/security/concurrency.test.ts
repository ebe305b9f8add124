/**
 * Concurrent edits are not silently lost (issue 10 item 5): two users load the same supplier and both save. With the
 * form's concurrencyLock on, the second save (made from a stale copy) is refused and the first one's record stays;
 * with it off, the last writer wins as before. Either way the version counts every update.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from '../api/helpers';

let s: TestServer;
let wangfang: string;
let zhoujie: string;
beforeAll(async () => {
  s = await startServer({ listen: false });
  wangfang = await login(s.app, 'wangfang');
  zhoujie = await login(s.app, 'zhoujie');
});
afterAll(async () => { await s?.close(); });

const MODEL = 'vd-supplier';
const REC = 'rec-supplier-1';
const url = `/api/visualdev/OnlineDev/${MODEL}/${REC}`;

async function setLock(on: boolean) {
  const db = s.app.loom.db;
  const row = await db.selectFrom('visualdev').select('formData').where('id', '=', MODEL).executeTakeFirstOrThrow();
  const form = { ...JSON.parse(row.formData), concurrencyLock: on };
  await db.updateTable('visualdev').set({ formData: JSON.stringify(form) }).where('id', '=', MODEL).execute();
}

/** What the user's form holds after opening the record. */
async function load(token: string): Promise<Record<string, unknown>> {
  const res = await call<{ data: string }>(s.app, 'GET', url, { token });
  expect(res.code, res.msg).toBe(200);
  return JSON.parse(res.data!.data);
}
const save = (token: string, record: Record<string, unknown>, lang?: string) =>
  call(s.app, 'PUT', url, { token, lang, body: { id: REC, data: JSON.stringify(record) } });
const stored = async () => JSON.parse((await s.app.loom.db.selectFrom('visualdevRecord').select('data')
  .where('id', '=', REC).executeTakeFirstOrThrow()).data);

describe('two users edit the same record', () => {
  beforeEach(async () => { await setLock(false); });

  it('with concurrencyLock on, the second save from a stale copy is refused and the first one stays', async () => {
    await setLock(true);
    const a = await load(wangfang);
    const b = await load(zhoujie);
    expect(a.f_version).toEqual(expect.any(Number));
    expect(b.f_version).toBe(a.f_version);

    const first = await save(wangfang, { ...a, comInputField102: '13900000001' });
    expect(first.code, first.msg).toBe(200);
    const second = await save(zhoujie, { ...b, comInputField102: '13900000002' });
    expect(second).toMatchObject({ code: 400, msg: '该数据已被其他人修改，请刷新后再试' });
    expect((await stored()).comInputField102).toBe('13900000001');
    expect((await save(zhoujie, { ...b, comInputField102: '13900000002' }, 'en')).msg)
      .toBe('This record has been changed by someone else; refresh it and try again');
    expect((await save(zhoujie, { ...b, comInputField102: '13900000002' }, 'zh-TW')).msg)
      .toBe('該資料已被其他人修改，請重新整理後再試');

    // After reloading, the second user's save goes through, and the version moved on.
    const again = await load(zhoujie);
    expect(again.f_version).toBe((a.f_version as number) + 1);
    expect((await save(zhoujie, { ...again, comInputField102: '13900000002' })).code).toBe(200);
    expect((await stored()).comInputField102).toBe('13900000002');
  });

  it('with concurrencyLock on, an update without a version is refused', async () => {
    await setLock(true);
    const { f_version: _dropped, ...bare } = await load(wangfang);
    expect(await save(wangfang, { ...bare, comInputField102: '13900000003' })).toMatchObject({ code: 400 });
    expect((await stored()).comInputField102).not.toBe('13900000003');
  });

  it('with concurrencyLock on, of two simultaneous saves from the same copy exactly one wins', async () => {
    await setLock(true);
    const a = await load(wangfang);
    const answers = await Promise.allSettled(['13900000011', '13900000012', '13900000013', '13900000014']
      .map((phone, i) => save(i % 2 ? zhoujie : wangfang, { ...a, comInputField102: phone })));
    const codes = answers.map((r) => (r.status === 'fulfilled' ? r.value.code : String(r.reason)));
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 400)).toHaveLength(3);
    const winner = answers.findIndex((r) => r.status === 'fulfilled' && r.value.code === 200);
    expect((await stored()).comInputField102).toBe(`1390000001${winner + 1}`);
  });

  it('with concurrencyLock off, the last writer wins and the version still counts', async () => {
    const a = await load(wangfang);
    const b = await load(zhoujie);
    expect(a).not.toHaveProperty('f_version');
    const version = async () => (await s.app.loom.db.selectFrom('visualdevRecord').select('version')
      .where('id', '=', REC).executeTakeFirstOrThrow()).version;
    const before = await version();
    expect((await save(wangfang, { ...a, comInputField102: '13900000021' })).code).toBe(200);
    expect((await save(zhoujie, { ...b, comInputField102: '13900000022' })).code).toBe(200);
    expect((await stored()).comInputField102).toBe('13900000022');
    expect(await version()).toBe(before + 2);
  });
});
