/** A message-socket client for the suites: frames kept in order, awaited by method. */
import WebSocket from 'ws';

export type Frame = Record<string, unknown> & { method: string };

export class SocketClient {
  readonly frames: Frame[] = [];
  private waiters: (() => void)[] = [];
  readonly closed: Promise<number>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as Frame);
      for (const w of this.waiters.splice(0)) w();
    });
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
  }

  /** Opens `<base>/websocket/<token>` (or another path form) and waits until it is open. */
  static async open(base: string, token: string, path = '/websocket/', lang?: string): Promise<SocketClient> {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}${path}${encodeURIComponent(token)}`,
      lang ? { headers: { 'accept-language': lang } } : undefined);
    const c = new SocketClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return c;
  }

  send(frame: Record<string, unknown>): void {
    this.ws.send(JSON.stringify(frame));
  }

  /** Takes (removes) the first frame of `method`, waiting for it up to `ms`. */
  async next(method: string, ms = 3000): Promise<Frame> {
    const deadline = Date.now() + ms;
    for (;;) {
      const i = this.frames.findIndex((f) => f.method === method);
      if (i >= 0) return this.frames.splice(i, 1)[0];
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${method} frame within ${ms} ms; got ${JSON.stringify(this.frames.map((f) => f.method))}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => { clearTimeout(t); resolve(); });
      });
    }
  }

  /** Sends OnConnection and answers the initMessage. */
  async connect(token: string): Promise<Frame> {
    this.send({ method: 'OnConnection', token, mobileDevice: false });
    return this.next('initMessage');
  }

  /** Whether a frame of `method` arrives within `ms` (without taking it). */
  async gets(method: string, ms = 300): Promise<boolean> {
    await new Promise((r) => setTimeout(r, ms));
    return this.frames.some((f) => f.method === method);
  }

  close(): void {
    this.ws.close();
  }
}
