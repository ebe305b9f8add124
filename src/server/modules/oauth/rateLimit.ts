/**
 * Rate limits of the sign-in routes (@fastify/rate-limit, registered once in app.ts with `global: false`): each
 * route counts its requests per client address and, where a request names one, per account, in the window of
 * config.rateLimit. Over either count the answer is an envelope {code: 429, msg} in the user's language, HTTP 200
 * like every envelope. Counts live in this process: several instances each allow the limit (the lock itself is in
 * the database).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import type { AppContext } from '../../context';
import { tooManyRequests } from './messages';

/**
 * A preHandler for the route family `name` (each family has its own counts). `accountOf` reads the account a
 * request is about (the login body's, the session's); without it only the address is counted.
 */
export function signInLimit(app: FastifyInstance, ctx: AppContext, name: string,
  accountOf?: (req: FastifyRequest) => string | undefined) {
  const { perAddress, perAccount, windowMs } = ctx.config.rateLimit;
  const checks: ReturnType<FastifyInstance['createRateLimit']>[] = [];
  // An IPv6 client holds a whole /64: counting it as one address keeps it from rotating past the limit.
  if (perAddress > 0) {
    checks.push(app.createRateLimit({ max: perAddress, timeWindow: windowMs,
      keyGenerator: (req) => `${name} address ${normalizeIP(req.ip, 64)}` }));
  }
  if (accountOf && perAccount > 0) {
    checks.push(app.createRateLimit({ max: perAccount, timeWindow: windowMs,
      keyGenerator: (req) => `${name} account ${accountOf(req)?.trim() ?? ''}` }));
  }
  return async (req: FastifyRequest) => {
    for (const check of checks) {
      const res = await check(req);
      if (!res.isAllowed && res.isExceeded) throw tooManyRequests(req.lang, res.ttlInSeconds);
    }
  };
}
