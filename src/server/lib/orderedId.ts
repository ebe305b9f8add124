/**
 * Ids that sort in the order this process made them: UUID version 7 (RFC 9562), the millisecond time in the first 48
 * bits and, in the 12 bits after the version, a counter that runs on within one millisecond (RFC 9562 6.2, method 1).
 *
 * Lists shown newest first order by a millisecond time (creatorTime, sendTime, loginTime) and then by id; rows
 * written within one millisecond (a burst of chat records, a failed then a good sign-in, receipts of messages sent
 * back to back) tie on the time, and random ids would list them in a random order. With these ids the tie-breaker
 * is the write order. The string is the usual lower-case 8-4-4-4-12 form, so text comparison (SQLite, and
 * PostgreSQL in any collation: the dashes sit at the same places) is time order. The last 62 bits are random, so
 * ids made by several instances at the same moment do not collide.
 */
import { randomBytes } from 'node:crypto';

let lastMs = 0;
let counter = 0;

export function orderedId(): string {
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    counter = 0;
  } else if (++counter > 0xfff) {
    // 4096 ids within one millisecond (or a clock set back): borrow the next millisecond rather than repeat.
    lastMs += 1;
    counter = 0;
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | (bytes[8] & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
