/**
 * The sockets this instance holds, by user, and the events that reach them through the bus. Other modules tell the
 * hub what happened (a message for someone, a session that ended, grants that changed) without knowing on which
 * instance the user is connected.
 */
import { createHash } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { AppContext } from '../context';
import { localBus, redisBus, type Bus, type BusEvent } from './bus';

/** One open socket of a signed-in user. */
export interface Connection {
  ws: WebSocket;
  userId: string;
  /** The token as the socket's URL carried it, re-checked when the user's sessions change. */
  token: string;
  /** Answered a ping since the last sweep. */
  alive: boolean;
  /** The UI language of the socket's page (its upgrade request's Accept-Language). */
  lang: string;
}

export class SocketHub {
  private readonly byUser = new Map<string, Set<Connection>>();
  /** Re-checks a connection's session and ends the socket when it is over (set by the socket routes). */
  recheck: (conn: Connection) => Promise<void> = async () => {};

  constructor(readonly bus: Bus) {
    bus.subscribe((event) => this.deliver(event));
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  connections(): Connection[] {
    return [...this.byUser.values()].flatMap((s) => [...s]);
  }

  async add(conn: Connection): Promise<void> {
    const set = this.byUser.get(conn.userId) ?? new Set();
    this.byUser.set(conn.userId, set);
    set.add(conn);
    await this.bus.presence(conn.userId, 1);
  }

  async remove(conn: Connection): Promise<void> {
    const set = this.byUser.get(conn.userId);
    if (!set?.delete(conn)) return;
    if (!set.size) this.byUser.delete(conn.userId);
    await this.bus.presence(conn.userId, -1);
  }

  /** Sends `payload` to every socket of the users, on whichever instance they are connected. */
  push(to: string[] | 'all', payload: Record<string, unknown>): Promise<void> {
    if (Array.isArray(to) && !to.length) return Promise.resolve();
    return this.bus.publish({ kind: 'push', to, payload });
  }

  /** The users' sessions changed: each of their sockets checks whether its token still holds. */
  sessionsChanged(userIds: string[]): Promise<void> {
    return userIds.length ? this.bus.publish({ kind: 'recheck', to: userIds }) : Promise.resolve();
  }

  /** The users' grants changed: their pages reload, told why in each page's language. */
  refresh(userIds: string[], msg: Partial<Record<string, string>>): Promise<void> {
    return userIds.length ? this.bus.publish({ kind: 'refresh', to: userIds, msg }) : Promise.resolve();
  }

  private local(to: string[] | 'all'): Connection[] {
    if (to === 'all') return this.connections();
    return to.flatMap((id) => [...(this.byUser.get(id) ?? [])]);
  }

  private deliver(event: BusEvent): void {
    const conns = this.local(event.to);
    if (event.kind === 'push') {
      const text = JSON.stringify(event.payload);
      for (const c of conns) send(c, text);
    } else if (event.kind === 'refresh') {
      for (const c of conns) send(c, JSON.stringify({ method: 'refresh', msg: event.msg[c.lang] ?? event.msg['zh-CN'] ?? '' }));
    } else {
      for (const c of conns) void this.recheck(c).catch(() => {});
    }
  }

  async close(): Promise<void> {
    for (const c of this.connections()) c.ws.terminate();
    this.byUser.clear();
    await this.bus.close();
  }
}

/** Sends a text frame when the socket is open (a closing socket's frame would only raise an error). */
export function send(conn: Connection, text: string): void {
  if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(text);
}

const hubs = new WeakMap<AppContext, SocketHub>();

/** The app's hub, made on first use: Redis pub/sub with REDIS_URL, else in process. */
export function hubFor(ctx: AppContext, log: (err: unknown) => void = () => {}): SocketHub {
  let hub = hubs.get(ctx);
  if (!hub) {
    // Instances of one store are one deployment: they share the channel.
    const scope = createHash('sha256').update(ctx.config.databaseUrl ?? ctx.config.dataDir).digest('hex').slice(0, 16);
    hub = new SocketHub(ctx.config.redisUrl ? redisBus(ctx.config.redisUrl, scope, log) : localBus());
    hubs.set(ctx, hub);
  }
  return hub;
}

/** The app's hub if the socket routes made one (modules that report events use this; no hub, no sockets). */
export const existingHub = (ctx: AppContext): SocketHub | undefined => hubs.get(ctx);

/** Tells the users' sockets, on every instance, that their sessions changed (login elsewhere, password, disabled). */
export async function notifySessionsChanged(ctx: AppContext, userIds: string[]): Promise<void> {
  await existingHub(ctx)?.sessionsChanged(userIds).catch(() => {});
}

/** Tells the users' sockets that their grants changed (msg by language), so their pages reload. */
export async function notifyGrantsChanged(ctx: AppContext, userIds: string[], msg: Partial<Record<string, string>>) {
  await existingHub(ctx)?.refresh(userIds, msg).catch(() => {});
}
