/**
 * Who may call a route: every /api route declares it in its options (`config: { access }`), and a route without a
 * declaration stops the app at startup, so no route can forget it. The session hook (modules/oauth/session.ts)
 * enforces 'public', 'session' and 'admin' before any handler runs; 'model' routes also need a session, and their
 * handler decides from the user's grants on the form (visualdev/guard.ts `modelAccess`). docs/api-contract.md lists
 * each route's rule.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Db } from '../db';
import type { User } from '../db/schema';
import { loadAccess, partCodes } from '../modules/permission/access';
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
  /**
   * A signed-in user granted the menu whose enCode is `config.menu` (and, with `config.button`, that button of it):
   * the administration screens (用户管理, 角色管理 ...). Administrators hold every menu.
   */
  'menu',
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
    if (access === 'menu' && !route.config?.menu) {
      throw new Error(`route ${String(route.method)} ${route.url} declares access 'menu' without config.menu`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      ctx.routes.push({ method, url: route.url, access: access ?? 'public', public: access === 'public' || !access });
    }
  });
}

/** Whether the user holds the menu of enCode `menu` (and its `button`, when named), from their roles' grants. */
export async function holdsMenu(db: Db, user: User, menu: string, button?: string): Promise<boolean> {
  if (user.isAdministrator === 1) return true;
  const access = await loadAccess(db, user);
  const menus = access.modules.filter((m) => m.enCode === menu);
  if (!menus.length) return false;
  return !button || partCodes(access, menus, 'button').has(button);
}

/** Refuses (403) a signed-in user whom the route's declaration excludes; 'model' is decided by the handler. */
export async function checkAccess(request: FastifyRequest, user: User, db: Db) {
  const config = request.routeOptions.config;
  const access = declaredAccess(config);
  const denied = () => new ApiError(403, 'forbidden', {}, config.accessDenied?.(request.lang));
  if (access === 'admin' && user.isAdministrator !== 1) throw denied();
  if (access === 'menu' && !(await holdsMenu(db, user, config.menu!, config.button))) throw denied();
}
