// The message socket under load: 1,000 sockets connected to a server in its own process; one user sends chat
// messages to a user holding them all, and each socket times the delivery (send to receiveMessage). Memory per
// connection is the server process's resident memory grown by connecting them, divided by their number.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { startServerProcess } from './serverProcess';

interface Row { name: string; median: string; unit: string; note: string }

const SOCKETS = 1000;
const CHATS = 200;
const FANOUT = 10;

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

async function signIn(url: string, account: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/oauth/Login`, { method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account, password: createHash('md5').update(password).digest('hex'),
      grant_type: 'password', client_id: 'admin', client_secret: '123456', scope: 'all' }) });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

const open = (url: string, token: string) => new Promise<WebSocket>((resolve, reject) => {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/websocket/${encodeURIComponent(token)}`);
  ws.once('open', () => resolve(ws));
  ws.once('error', reject);
});

export async function socketBench(rows: Row[]) {
  const server = await startServerProcess();
  const sockets: WebSocket[] = [];
  try {
    const sender = await signIn(server.url, 'zhangwei', '123456');
    const adminId = await (await fetch(`${server.url}/api/oauth/CurrentUser`, { headers: { authorization: server.token } }))
      .json().then((b: { data: { userInfo: { userId: string } } }) => b.data.userInfo.userId);
    await new Promise((r) => setTimeout(r, 500));
    const before = rssKb(server.pid);
    for (let i = 0; i < SOCKETS; i += 50) {
      sockets.push(...await Promise.all(Array.from({ length: Math.min(50, SOCKETS - i) }, () => open(server.url, server.token))));
    }
    await new Promise((r) => setTimeout(r, 1000));
    const perConnection = ((rssKb(server.pid) - before) / SOCKETS).toFixed(1);

    // Chat between two users while the 1,000 sockets stay connected: each message timed from send to receipt.
    const receiverToken = await signIn(server.url, 'lina', '123456');
    const linaId = await (await fetch(`${server.url}/api/oauth/CurrentUser`, { headers: { authorization: receiverToken } }))
      .json().then((b: { data: { userInfo: { userId: string } } }) => b.data.userInfo.userId);
    const to = await open(server.url, receiverToken);
    const from = await open(server.url, sender);
    const latencies: number[] = [];
    let arrived: (() => void) | null = null;
    to.on('message', (data) => {
      if ((JSON.parse(data.toString()) as { method: string }).method === 'receiveMessage') arrived?.();
    });
    for (let m = 0; m < CHATS; m++) {
      const t0 = performance.now();
      const got = new Promise<void>((resolve) => { arrived = resolve; });
      from.send(JSON.stringify({ method: 'SendMessage', toUserId: linaId, messageType: 'text', messageContent: `bench ${m}`, token: sender }));
      await got;
      latencies.push(performance.now() - t0);
    }
    rows.push({ name: `socket: chat delivery latency, ${SOCKETS} sockets connected (p50)`, median: pct(latencies, 50).toFixed(1),
      unit: 'ms', note: `p99 ${pct(latencies, 99).toFixed(1)} ms over ${CHATS} messages, send to receiveMessage (target p99 < 100 ms)` });

    // Fan-out: one message to a user holding all 1,000 sockets, timed until the last socket has it.
    const fan: number[] = [];
    for (let m = 0; m < FANOUT; m++) {
      let left = SOCKETS;
      const t0 = performance.now();
      const done = new Promise<void>((resolve) => {
        for (const ws of sockets) {
          ws.once('message', () => { if (--left === 0) resolve(); });
        }
      });
      from.send(JSON.stringify({ method: 'SendMessage', toUserId: adminId, messageType: 'text', messageContent: `fan ${m}`, token: sender }));
      await done;
      fan.push(performance.now() - t0);
    }
    rows.push({ name: `socket: one message to ${SOCKETS} sockets, last delivery (p50)`, median: pct(fan, 50).toFixed(1), unit: 'ms',
      note: `p99 ${pct(fan, 99).toFixed(1)} ms over ${FANOUT} messages; the bench's own client parses every frame` });
    from.close();
    to.close();
    rows.push({ name: 'socket: server memory per connection', median: perConnection, unit: 'kB',
      note: `resident memory grown by ${SOCKETS} sockets (target < 50 kB)` });
  } finally {
    for (const ws of sockets) ws.terminate();
    await server.close();
  }
}
