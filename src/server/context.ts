/** What every API module receives: the store and the configuration. */
import type { Db } from './db';
import type { LoomConfig } from './config';
import type { User } from './db/schema';
import type { Lang, MessageKey, Params } from './i18n';
import type { RouteAccess } from './http/access';

export interface AppContext {
  db: Db;
  config: LoomConfig;
  /** Every route the app registered (method, url, public or not), for the security suites' walks. */
  routes: RouteEntry[];
}

/** One registered route, as the onRoute hook saw it (http/access.ts). */
export interface RouteEntry {
  method: string;
  url: string;
  /** Who may call it, as the route declares (routes outside /api, like static files, count as 'public'). */
  access: RouteAccess;
  /** Reachable without a token (access 'public'). */
  public: boolean;
}

/** The signed-in user of a request (set by the session hook). */
export interface SessionUser {
  user: User;
  sessionId: string;
  /** The CurrentUser answer version read with the session (db/migrations/0016_answer_version.ts). */
  answerVersion?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    t(key: MessageKey, params?: Params): string;
    session: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route; every /api route must declare it (http/access.ts). */
    access?: RouteAccess;
    /** With access 'menu': the enCode of the menu that grants the route (e.g. 'permission.user'). */
    menu?: string;
    /** With access 'menu': the button code of that menu the route also needs (e.g. 'btn_add'). */
    button?: string;
    /** The 403 text of an 'admin' or 'menu' route, when the area words it itself (else the common 'forbidden'). */
    accessDenied?: (lang: Lang) => string;
  }
}

/** The signed-in user; routes behind the session hook always have one. */
export function currentUser(session: SessionUser | null): User {
  if (!session) throw new Error('route reached without a session');
  return session.user;
}
