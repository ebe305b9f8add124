/**
 * How socket events reach every server instance: in process by default, through Redis pub/sub when REDIS_URL is
 * set, so a user connected to instance A receives what instance B sends. Events carry only ids and the payload;
 * each instance delivers to the sockets it holds itself.
 */
import type { Redis } from 'ioredis';

/** One socket event: a payload for some users' sockets, or a request to re-check their sessions. */
export type BusEvent =
  /** Send `payload` to every socket of these users (or of everyone, `all`). */
  | { kind: 'push'; to: string[] | 'all'; payload: Record<string, unknown> }
  /** Sessions of these users changed (new login, password, disabled): each socket asks again whether it is live. */
  | { kind: 'recheck'; to: string[] }
  /** The users' grants changed: their sockets are told to refresh. */
  | { kind: 'refresh'; to: string[]; msg: Partial<Record<string, string>> };

export interface Bus {
  publish(event: BusEvent): Promise<void>;
  subscribe(handler: (event: BusEvent) => void): void;
  /** Users with a socket on any instance. */
  online(): Promise<string[]>;
  /** Counts a user's socket in (+1) or out (-1) of the shared presence. */
  presence(userId: string, delta: 1 | -1): Promise<void>;
  /** Resolves once published events are received (Redis: the subscription is confirmed). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** The embedded default: one instance, events delivered synchronously to its own handlers. */
export function localBus(): Bus {
  const handlers: ((e: BusEvent) => void)[] = [];
  const counts = new Map<string, number>();
  return {
    async publish(event) {
      for (const h of handlers) h(event);
    },
    subscribe(h) {
      handlers.push(h);
    },
    async online() {
      return [...counts.keys()];
    },
    async presence(userId, delta) {
      const n = (counts.get(userId) ?? 0) + delta;
      if (n > 0) counts.set(userId, n); else counts.delete(userId);
    },
    async ready() {},
    async close() {
      handlers.length = 0;
    },
  };
}

/**
 * Redis pub/sub: one connection publishes, one subscribes (a subscribed connection can do nothing else). Presence
 * is a hash of socket counts per user; an instance that stops takes its own counts out on close. `scope` names the
 * deployment (instances of one store share it), so several deployments may share one Redis without crossing.
 */
export function redisBus(url: string, scope: string, log: (err: unknown) => void): Bus {
  const CHANNEL = `loom:${scope}:socket`;
  const PRESENCE = `loom:${scope}:online`;
  const handlers: ((e: BusEvent) => void)[] = [];
  const mine = new Map<string, number>();
  // ioredis (~13 MB once loaded) is imported only by an instance that fans out through Redis.
  const connected = import('ioredis').then(({ Redis: Client }) => {
    const pub: Redis = new Client(url, { maxRetriesPerRequest: 2, lazyConnect: false });
    const sub: Redis = new Client(url, { maxRetriesPerRequest: 2, lazyConnect: false });
    pub.on('error', log);
    sub.on('error', log);
    sub.on('message', (_channel: string, text: string) => {
      let event: BusEvent;
      try {
        event = JSON.parse(text) as BusEvent;
      } catch {
        return;
      }
      for (const h of handlers) h(event);
    });
    return { pub, sub, subscribed: sub.subscribe(CHANNEL) };
  });
  const subscribed = connected.then((c) => c.subscribed);
  const publisher = () => connected.then((c) => c.pub);
  return {
    async publish(event) {
      await subscribed;
      await (await publisher()).publish(CHANNEL, JSON.stringify(event));
    },
    subscribe(h) {
      handlers.push(h);
    },
    async online() {
      const all = await (await publisher()).hgetall(PRESENCE);
      return Object.entries(all).filter(([, n]) => Number(n) > 0).map(([id]) => id);
    },
    async presence(userId, delta) {
      mine.set(userId, (mine.get(userId) ?? 0) + delta);
      const pub = await publisher();
      const n = await pub.hincrby(PRESENCE, userId, delta);
      if (n <= 0) await pub.hdel(PRESENCE, userId);
    },
    async close() {
      handlers.length = 0;
      const { pub, sub } = await connected;
      for (const [userId, n] of mine) if (n > 0) await pub.hincrby(PRESENCE, userId, -n).catch(log);
      sub.disconnect();
      await pub.quit().catch(() => pub.disconnect());
    },
    async ready() {
      await subscribed;
    },
  };
}
