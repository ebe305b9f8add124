// The message socket under load: 1,000 sockets connected to a server in its own process; one user sends chat
// messages to a user holding them all, and each socket times the delivery (send to receiveMessage). Memory per
// connection is what the server holds live after a garbage collection (JS heap, buffers outside it and resident
// memory, read through memorySignal.mjs) grown by connecting them and saying OnConnection, divided by their number.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import WebSocket from 'ws';
import { startServerProcess } from './serverProcess';

interface Row { name: string; median: string; unit: string; note: string }

const SOCKETS = 1000;
const CHATS = 200;
const FANOUT = 10;

interface Memory { rss: number; heapUsed: number; external: number; arrayBuffers: number }

/** The server's memory after a garbage collection (SIGUSR2 to memorySignal.mjs, which writes it to `file`). */
async function liveMemory(pid: number, file: string): Promise<Memory> {
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 100 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 50));
  // Written in one call; read again if caught half written.
  for (let i = 0; ; i++) {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as Memory;
    } catch (err) {
      if (i > 20) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** Starts the server with memorySignal.mjs loaded (the flags go to that process alone). */
async function startMeasuredServer(file: string) {
  const before = { args: process.env.LOOM_BENCH_SERVER_ARGS, file: process.env.LOOM_BENCH_MEMORY_FILE };
  process.env.LOOM_BENCH_SERVER_ARGS = `${before.args ?? ''} --expose-gc --import ${resolve('tests/bench/memorySignal.mjs')}`.trim();
  process.env.LOOM_BENCH_MEMORY_FILE = file;
  try {
    return await startServerProcess();
  } finally {
    for (const [key, value] of [['LOOM_BENCH_SERVER_ARGS', before.args], ['LOOM_BENCH_MEMORY_FILE', before.file]] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}
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
  const dir = mkdtempSync(join(tmpdir(), 'loom-bench-memory-'));
  const memoryFile = join(dir, 'memory.json');
  const server = await startMeasuredServer(memoryFile);
  const sockets: WebSocket[] = [];
  try {
    const sender = await signIn(server.url, 'zhangwei', '123456');
    const adminId = await (await fetch(`${server.url}/api/oauth/CurrentUser`, { headers: { authorization: server.token } }))
      .json().then((b: { data: { userInfo: { userId: string } } }) => b.data.userInfo.userId);
    await new Promise((r) => setTimeout(r, 500));
    const before = await liveMemory(server.pid, memoryFile);
    for (let i = 0; i < SOCKETS; i += 50) {
      const batch = await Promise.all(Array.from({ length: Math.min(50, SOCKETS - i) }, () => open(server.url, server.token)));
      // As the web client does on open: the server answers initMessage and the socket is fully set up.
      await Promise.all(batch.map((ws) => new Promise<void>((resolve) => {
        const onMessage = (data: WebSocket.RawData) => {
          if ((JSON.parse(data.toString()) as { method: string }).method !== 'initMessage') return;
          ws.off('message', onMessage);
          resolve();
        };
        ws.on('message', onMessage);
        ws.send(JSON.stringify({ method: 'OnConnection', token: server.token, mobileDevice: false }));
      })));
      sockets.push(...batch);
    }
    await new Promise((r) => setTimeout(r, 1000));
    const after = await liveMemory(server.pid, memoryFile);
    const kbEach = (bytes: number) => (bytes / 1024 / SOCKETS).toFixed(1);
    const live = (m: Memory) => m.heapUsed + m.external;
    const perConnection = kbEach(live(after) - live(before));
    const residentEach = kbEach(after.rss - before.rss);

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
      note: `JS heap and buffers held after GC, grown by ${SOCKETS} connected sockets (resident memory ${residentEach} kB each; target < 50 kB)` });
  } finally {
    for (const ws of sockets) ws.terminate();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
