/**
 * Who may call a route: every /api route declares it in its options (`config: { access }`), and a route without a
 * declaration stops the app at startup, so no route can forget it. The session hook (modules/oauth/session.ts)
 * enforces 'public', 'session' and 'admin' before any handler runs; 'model' routes also need a session, and their
 * handler decides from the user's grants on the form (visualdev/guard.ts `modelAccess`). docs/api-contract.md lists
 * each route's rule.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { User } from '../db/schema';
import { ApiError } from './envelope';

export const ACCESS_RULES = [
  /** No token: login, captcha, login config, the one-shot download, images with a token query. */
  'public',
  /** Any signed-in user: their own profile, pickers, dictionaries, options. */
  'session',
  /** Administrators only: form designs, system settings, print templates, unlocking users. */
  'admin',
  /** A signed-in user whom the form's menus grant (the handler asks `modelAccess` with the route's modelId). */
  'model',
] as const;
export type RouteAccess = (typeof ACCESS_RULES)[number];

/** The declared rule of a route's config, or null when it has none (or an unknown one). */
export function declaredAccess(config: unknown): RouteAccess | null {
  const access = (config as { access?: unknown } | undefined)?.access;
  return (ACCESS_RULES as readonly unknown[]).includes(access) ? access as RouteAccess : null;
}

/**
 * Records every route in `ctx.routes` (the security suites walk it) and refuses, at startup, an /api route that
 * does not declare its access. Registered before any module, so the table is complete.
 */
export function registerRouteTable(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onRoute', (route) => {
    const access = declaredAccess(route.config);
    if (!access && route.url.startsWith('/api/')) {
      const rules = ACCESS_RULES.join(' | ');
      throw new Error(`route ${String(route.method)} ${route.url} declares no config.access (${rules})`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      ctx.routes.push({ method, url: route.url, access: access ?? 'public', public: access === 'public' || !access });
    }
  });
}

/** Refuses (403) a signed-in user whom the route's declaration excludes; 'model' is decided by the handler. */
export function checkAccess(request: FastifyRequest, user: User) {
  const config = request.routeOptions.config;
  if (declaredAccess(config) === 'admin' && user.isAdministrator !== 1) {
    throw new ApiError(403, 'forbidden', {}, config.accessDenied?.(request.lang));
  }
}
