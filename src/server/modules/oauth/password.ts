/**
 * Passwords arrive as the client's MD5 hex of the plain text; we store bcrypt of that MD5,
 * never the MD5 itself.
 */
import { createHash } from 'node:crypto';
import bcrypt from 'bcryptjs';

export const md5 = (plain: string) => createHash('md5').update(plain, 'utf8').digest('hex');

export const hashClientPassword = (clientMd5: string, rounds: number) =>
  bcrypt.hash(clientMd5.toLowerCase(), rounds);

export const checkClientPassword = (clientMd5: string, hash: string) =>
  bcrypt.compare(clientMd5.toLowerCase(), hash);

const dummyHashes = new Map<number, Promise<string>>();

/** A throw-away hash of the given cost (made once; login makes it at startup so the first stranger waits no longer). */
export function dummyHash(rounds: number): Promise<string> {
  if (!dummyHashes.has(rounds)) dummyHashes.set(rounds, bcrypt.hash('loom-no-such-account', rounds));
  return dummyHashes.get(rounds)!;
}

/**
 * The password check of a sign-in: against the user's hash, or, for an account nobody has, against the dummy hash
 * of the same cost, so both take one bcrypt compare and the time does not tell whether the account exists.
 */
export async function checkSignInPassword(clientMd5: string, hash: string | undefined, rounds: number) {
  if (hash) return checkClientPassword(clientMd5, hash);
  await checkClientPassword(clientMd5, await dummyHash(rounds));
  return false;
}
