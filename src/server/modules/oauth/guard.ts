/**
 * The login guard: wrong passwords are counted per account name (login and the lock screen alike), the captcha is
 * demanded after the first failures, and passwordErrorsNumber failures lock the name for a while that doubles with
 * each further lock. Names nobody has are counted the same way, so the answers never tell who exists.
 *
 * Policy (sys_config, the original product's names): passwordErrorsNumber (failures before a lock, 0 = never),
 * lockType (1 lock until an administrator unlocks, 2 delayed login), lockTime (minutes of the first lock).
 * Under lockType 1 an administrator's own account still gets the delayed lock: nobody could lift it otherwise.
 */
import type { Db } from '../../db';
import { numSetting, type SysConfig } from '../../db/sysConfig';
import type { LoginGuardTable } from '../../db/migrations/0005_login_guard';

/** Failures after which the account must type a captcha, even with the captcha setting (or LOOM_CAPTCHA) off. */
export const CAPTCHA_AFTER_FAILURES = 2;
/** The longest a growing lock lasts. */
export const MAX_LOCK_MS = 24 * 3600 * 1000;
/** lockedUntil of a lock only an unlock lifts (lockType 1): 9999-12-31. */
export const UNTIL_UNLOCKED = 253402300799999;
/** A row whose lock has passed and that saw no failure for this long is forgotten (the next lock starts short). */
const IDLE_MS = 7 * 24 * 3600 * 1000;

export interface GuardPolicy {
  /** Failures that lock; 0 never locks. */
  limit: number;
  lockType: 1 | 2;
  /** Length of the first lock. */
  lockMs: number;
}

export function guardPolicy(cfg: SysConfig): GuardPolicy {
  return {
    limit: Math.max(0, numSetting(cfg, 'passwordErrorsNumber', 5)),
    lockType: numSetting(cfg, 'lockType', 2) === 1 ? 1 : 2,
    lockMs: Math.max(1, numSetting(cfg, 'lockTime', 10)) * 60_000,
  };
}

export type GuardRow = LoginGuardTable;

export const readGuard = (db: Db, account: string): Promise<GuardRow | undefined> =>
  db.selectFrom('loginGuard').selectAll().where('account', '=', account).executeTakeFirst();

/** The end of the account's lock, or null when it may sign in now. */
export function lockedUntil(row: GuardRow | undefined, now: number): number | null {
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/** Whether the account's next sign-in must carry a captcha: after the first failures, and after any lock. */
export const captchaDemanded = (row: GuardRow | undefined) =>
  Boolean(row && (row.failures >= CAPTCHA_AFTER_FAILURES || row.locks > 0));

/** Length of the lock earned after `locks` earlier ones: lockTime, doubled each time, capped at 24 h. */
export const lockLength = (policy: GuardPolicy, locks: number) =>
  Math.min(MAX_LOCK_MS, policy.lockMs * 2 ** Math.min(locks, 30));

export interface Failure {
  /** Failures counted so far (0 right after a lock). */
  failures: number;
  /** Set when this failure locked the account. */
  lockedUntil: number | null;
}

/**
 * Counts one wrong password for `account` and locks it when the count reaches the policy's limit. The count is
 * one atomic upsert, so concurrent failures are all counted; the lock resets the count for the next round.
 */
export async function recordFailure(db: Db, account: string, policy: GuardPolicy, opts: { administrator: boolean;
  now: number }): Promise<Failure> {
  const { now } = opts;
  await db.deleteFrom('loginGuard').where('updatedAt', '<', now - IDLE_MS)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now)])).execute();
  const row = await db.insertInto('loginGuard')
    .values({ account, failures: 1, locks: 0, lockedUntil: null, updatedAt: now })
    .onConflict((oc) => oc.column('account').doUpdateSet((eb) => ({
      failures: eb(eb.ref('loginGuard.failures'), '+', 1), updatedAt: now })))
    .returning(['failures', 'locks']).executeTakeFirstOrThrow();
  if (policy.limit <= 0 || row.failures < policy.limit) return { failures: row.failures, lockedUntil: null };

  const until = policy.lockType === 1 && !opts.administrator ? UNTIL_UNLOCKED : now + lockLength(policy, row.locks);
  // Only the request whose failure reached the limit locks; a concurrent one finds the count already reset.
  await db.updateTable('loginGuard').set((eb) => ({ failures: 0, locks: eb(eb.ref('locks'), '+', 1),
    lockedUntil: until })).where('account', '=', account).where('failures', '>=', policy.limit).execute();
  return { failures: 0, lockedUntil: until };
}

/** Forgets the account's failures and locks (successful sign-in, an administrator's unlock, `npm run unlock`). */
export async function clearGuard(db: Db, account: string): Promise<boolean> {
  const res = await db.deleteFrom('loginGuard').where('account', '=', account).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
