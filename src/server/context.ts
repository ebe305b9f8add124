/** What every API module receives: the store and the configuration. */
import type { Db } from './db';
import type { LoomConfig } from './config';
import type { User } from './db/schema';
import type { Lang, MessageKey, Params } from './i18n';

export interface AppContext {
  db: Db;
  config: LoomConfig;
  /** Every route the app registered (method, url, public or not), for the security suites' walks. */
  routes: RouteEntry[];
}

/** One registered route, as the onRoute hook saw it. */
export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
}

/** The signed-in user of a request (set by the session hook). */
export interface SessionUser {
  user: User;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    t(key: MessageKey, params?: Params): string;
    session: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a token (login, captcha, login config). */
    public?: boolean;
  }
}

/** The signed-in user; routes behind the session hook always have one. */
export function currentUser(session: SessionUser | null): User {
  if (!session) throw new Error('route reached without a session');
  return session.user;
}
