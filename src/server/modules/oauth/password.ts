/**
 * Passwords arrive as the client's MD5 hex of the plain text (spec 000 §5); we store bcrypt of that MD5,
 * never the MD5 itself.
 */
import { createHash } from 'node:crypto';
import bcrypt from 'bcryptjs';

export const md5 = (plain: string) => createHash('md5').update(plain, 'utf8').digest('hex');

export const hashClientPassword = (clientMd5: string, rounds: number) =>
  bcrypt.hash(clientMd5.toLowerCase(), rounds);

export const checkClientPassword = (clientMd5: string, hash: string) =>
  bcrypt.compare(clientMd5.toLowerCase(), hash);
