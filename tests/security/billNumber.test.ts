/**
 * Serial numbers never repeat (issue 10 item 4): a rule whose counter outgrows its digits keeps counting, a rule put
 * back to an older state skips the numbers it already gave out, parallel saves get distinct numbers, and the store
 * itself refuses a second copy of an issued number.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from '../api/helpers';

let s: TestServer;
let lina: string;
let ruleId: string;
beforeAll(async () => {
  s = await startServer({ listen: false });
  lina = await login(s.app, 'lina');
  ruleId = (await s.app.loom.db.selectFrom('billRule').select('id').where('enCode', '=', 'cgdj')
    .executeTakeFirstOrThrow()).id;
});
afterAll(async () => { await s?.close(); });

const MODEL = 'vd-purchase-order';
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
};
const order = () => ({ data: JSON.stringify({ comInputField102: '亳州康源药材有限公司', dateField103: Date.now(),
  selectField104: '1', tableField105: [{ comInputField106: '当归', numInputField107: 1, numInputField108: 68,
    selectField109: '1' }] }) });

/** Saves one purchase order as lina; answers the envelope (the number is read back from the store). */
const save = () => call<{ id: string }>(s.app, 'POST', `/api/visualdev/OnlineDev/${MODEL}`, { token: lina, body: order() });

/** The serial number of every stored purchase order, oldest first (saves within one millisecond: by their ids). */
async function storedNumbers(): Promise<string[]> {
  const rows = await s.app.loom.db.selectFrom('visualdevRecord').select(['data']).where('modelId', '=', MODEL)
    .orderBy('creatorTime').orderBy('id').execute();
  return rows.map((r) => JSON.parse(r.data).billRuleField101 as string).filter(Boolean);
}

/** Puts the cgdj rule into a state an administrator could have left it in (2 digits, counter as given). */
async function setRule(thisNumber: number | null, outputNumber: string | null) {
  await s.app.loom.db.updateTable('billRule').set({ digit: 2, startNumber: '01', thisNumber, outputNumber })
    .where('id', '=', ruleId).execute();
}

describe('serial numbers never repeat', () => {
  it('a 2-digit rule at its 100th number of a day issues …100, then …101, never …01 again', async () => {
    const head = `cgdj${today()}`;
    await setRule(null, null);
    for (let i = 0; i < 101; i++) {
      const res = await save();
      expect(res.code, res.msg).toBe(200);
    }
    const mine = (await storedNumbers()).filter((n) => n.startsWith(head) && n.length <= head.length + 3);
    expect(mine.slice(0, 2)).toEqual([`${head}01`, `${head}02`]);
    expect(mine.slice(-3)).toEqual([`${head}99`, `${head}100`, `${head}101`]);
    const all = await storedNumbers();
    expect(new Set(all).size).toBe(all.length);
  });

  it('gives 50 parallel saves 50 distinct numbers, none used before', async () => {
    const before = await storedNumbers();
    const answers = await Promise.allSettled(Array.from({ length: 50 }, () => save()));
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value.code : String(a.reason)))).toEqual(Array(50).fill(200));
    const all = await storedNumbers();
    expect(all.length).toBe(before.length + 50);
    expect(new Set(all).size).toBe(all.length);
  });

  it('a rule put back to an older counter skips the numbers it already gave out', async () => {
    const head = `cgdj${today()}`;
    await setRule(5, `${head}05`);
    const res = await save();
    expect(res.code, res.msg).toBe(200);
    const all = await storedNumbers();
    expect(new Set(all).size).toBe(all.length);
    // 101 + 50 numbers were issued today before: the next free one is the 152nd.
    expect(all.at(-1)).toBe(`${head}152`);
  });

  it('starts again at the first number when the period rolls over', async () => {
    await setRule(150, 'cgdj20000101150');
    await s.app.loom.db.updateTable('billRule').set({ numberPeriod: '20000101' }).where('id', '=', ruleId).execute();
    expect((await save()).code).toBe(200);
    // 01 of today is taken since the first test, so the rule goes on after the day's highest number.
    expect((await storedNumbers()).at(-1)).toBe(`cgdj${today()}153`);
    await s.app.loom.db.deleteFrom('billNumber').where('ruleId', '=', ruleId).execute();
    await setRule(150, 'cgdj20000101150');
    await s.app.loom.db.updateTable('billRule').set({ numberPeriod: '20000101' }).where('id', '=', ruleId).execute();
    expect((await save()).code).toBe(200);
    expect((await storedNumbers()).at(-1)).toBe(`cgdj${today()}01`);
  });

  it('records every issued number, and the store refuses a second copy of one', async () => {
    const [number] = await storedNumbers();
    const db = s.app.loom.db;
    await db.insertInto('billNumber').values({ ruleId, number: 'cgdj-test-1', issuedAt: Date.now() }).execute();
    await expect(db.insertInto('billNumber').values({ ruleId, number: 'cgdj-test-1', issuedAt: Date.now() }).execute())
      .rejects.toThrow(/unique|duplicate/i);
    const reserved = await call<string>(s.app, 'GET', '/api/system/BillRule/BillNumber/cgdj', { token: lina });
    const recorded = await db.selectFrom('billNumber').select('number').where('ruleId', '=', ruleId)
      .where('number', '=', reserved.data!).execute();
    expect(recorded).toHaveLength(1);
    expect(number).toMatch(/^cgdj\d{8}\d+$/);
  });
});
