import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, planChunks, progressOf } from '../../src/engine/upload/chunks';
import { md5InSlices } from './md5';
import { Uploader, type ChunkTransport, type MergeBody, type UploadItem } from './uploader';

const MiB = 1024 * 1024;
const bytesOf = (size: number, seed = 7) => {
  const b = new Uint8Array(size);
  for (let i = 0; i < size; i++) b[i] = (i * 31 + seed) & 0xff;
  return b;
};
const md5 = (b: Uint8Array) => createHash('md5').update(b).digest('hex');

/** An in-memory server with the chunk endpoints' rules: chunks kept per identifier, merge joins them in order. */
function fakeServer() {
  const chunks = new Map<string, Map<number, Uint8Array>>();
  const stored = new Map<string, Uint8Array>();
  const log: string[] = [];
  let failures: Record<number, number> = {};
  const held = new Set<number>();
  /** Every chunk request begun, aborted or not. */
  const starts: number[] = [];
  const transport: ChunkTransport = {
    async test(q) {
      log.push('test');
      if (stored.has(q.identifier)) return { uploaded: true, chunkNumbers: [], merge: false };
      return { chunkNumbers: [...(chunks.get(q.identifier)?.keys() ?? [])].sort(), merge: false };
    },
    async send(q, blob, signal) {
      starts.push(q.chunkNumber);
      // A held chunk stays in flight until it is aborted (a slow link); the others take a moment.
      await new Promise<void>((resolve, reject) => {
        const timer = held.has(q.chunkNumber) ? undefined : setTimeout(resolve, 1);
        signal?.addEventListener('abort', () => { clearTimeout(timer); log.push(`abort ${q.chunkNumber}`); reject(new Error('aborted')); });
      });
      if (failures[q.chunkNumber] > 0) { failures[q.chunkNumber] -= 1; log.push(`fail ${q.chunkNumber}`); throw new Error('network'); }
      expect(blob.size).toBe(q.currentChunkSize);
      log.push(`send ${q.chunkNumber}`);
      const m = chunks.get(q.identifier) ?? new Map<number, Uint8Array>();
      m.set(q.chunkNumber, new Uint8Array(await blob.arrayBuffer()));
      chunks.set(q.identifier, m);
      return { chunkNumbers: [...m.keys()], merge: m.size === q.totalChunks };
    },
    async merge(b: MergeBody) {
      log.push('merge');
      if (b.fileName.endsWith('.exe')) throw new Error('不支持上传exe类型的文件');
      const own = stored.get(b.identifier);
      if (own) return { name: `copy-${b.fileName}`, url: '/x', fileSize: own.length };
      const m = chunks.get(b.identifier)!;
      const parts = [...m.entries()].sort((x, y) => x[0] - y[0]).map((e) => e[1]);
      const joined = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
      let at = 0;
      for (const p of parts) { joined.set(p, at); at += p.length; }
      if (md5(joined) !== b.identifier) throw new Error('content differs');
      stored.set(b.identifier, joined);
      chunks.delete(b.identifier);
      return { name: `stored-${b.fileName}`, url: `/api/file/Download/annex/${b.fileName}`, fileSize: joined.length, fileExtension: b.extension };
    },
  };
  return { transport, log, stored, chunks, held, starts, failWith: (f: Record<number, number>) => { failures = f; } };
}

const target = { type: 'annex', pathType: 'defaultPath', isAccount: '0', folder: '' };
const make = (server: ReturnType<typeof fakeServer>, extra: Partial<ConstructorParameters<typeof Uploader>[0]> = {}) => {
  const states: string[] = [];
  const progress: number[] = [];
  const done: UploadItem[] = [];
  const up = new Uploader({ transport: server.transport, hash: (f) => md5InSlices(f), target, retryDelay: 1,
    onSuccess: (i) => done.push(i), ...extra });
  up.subscribe((items) => {
    const it = items[0];
    if (!it) return;
    if (states.at(-1) !== it.state) states.push(it.state);
    progress.push(it.progress);
  });
  return { up, states, progress, done };
};
const until = async (cond: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 2));
  }
};

describe('chunk planning', () => {
  it('cuts 5 MiB chunks and folds the short tail into the last one', () => {
    expect(planChunks(3 * MiB)).toEqual([{ chunkNumber: 1, start: 0, end: 3 * MiB }]);
    const plan = planChunks(12 * MiB + 5);
    expect(plan.map((c) => c.end - c.start)).toEqual([CHUNK_SIZE, 7 * MiB + 5]);
    expect(planChunks(20 * MiB)).toHaveLength(4);
  });
  it('shows 99% at most until merged', () => {
    expect(progressOf(100, 100, false)).toBe(99);
    expect(progressOf(100, 100, true)).toBe(100);
    expect(progressOf(50, 100, false)).toBe(50);
  });
  it('hashes in 10,240,000-byte slices to the same MD5 as the whole content', async () => {
    const data = bytesOf(25 * MiB);
    const fractions: number[] = [];
    expect(await md5InSlices(new Blob([data]), (f) => fractions.push(f))).toBe(md5(data));
    expect(fractions).toEqual([10_240_000 / data.length, 20_480_000 / data.length, 1]);
  });
});

describe('Uploader', () => {
  it('checks, tests, sends every chunk, merges, and reports 99% until the merge answers', async () => {
    const server = fakeServer();
    const data = bytesOf(12 * MiB + 3);
    const { up, states, progress, done } = make(server);
    up.add(new Blob([data]), 'report.pdf');
    await until(() => done.length === 1);
    expect(states).toEqual(['waiting', 'check', 'uploading', 'success']);
    expect(server.log).toEqual(['test', 'send 1', 'send 2', 'merge']);
    expect(progress.filter((p) => p > 0 && p < 100).every((p) => p <= 99)).toBe(true);
    expect(progress).toContain(99);
    expect(up.items[0].progress).toBe(100);
    expect(done[0].result).toMatchObject({ name: 'stored-report.pdf', fileSize: data.length });
    expect(md5(server.stored.get(md5(data))!)).toBe(md5(data));
  });

  it('sends a failing chunk again up to 5 times, then fails the file; retry resumes without resending held chunks', async () => {
    const server = fakeServer();
    const data = bytesOf(11 * MiB, 3);
    const { up, states, done } = make(server);
    server.failWith({ 2: 3 });
    up.add(new Blob([data]), 'a.zip');
    await until(() => done.length === 1);
    expect(server.log.filter((l) => l === 'fail 2')).toHaveLength(3);

    const again = fakeServer();
    const second = make(again);
    again.failWith({ 2: 6 });
    second.up.add(new Blob([bytesOf(11 * MiB, 4)]), 'b.zip');
    await until(() => second.up.items[0].state === 'error');
    expect(again.log.filter((l) => l === 'fail 2')).toHaveLength(6);
    expect(again.log).not.toContain('merge');
    again.log.length = 0;
    second.up.retry(second.up.items[0].id);
    await until(() => second.done.length === 1);
    expect(again.log).toEqual(['test', 'send 2', 'merge']);
    expect(second.states).toEqual(['waiting', 'check', 'uploading', 'error', 'waiting', 'uploading', 'success']);
    expect(states.at(-1)).toBe('success');
  });

  it('pauses (nothing more is sent) and resumes from what the server holds', async () => {
    const server = fakeServer();
    const data = bytesOf(20 * MiB, 9);
    const { up, states, done } = make(server);
    const item = up.add(new Blob([data]), 'big.bin');
    await until(() => server.log.includes('send 1'));
    up.pause(item.id);
    expect(up.items[0].state).toBe('paused');
    await new Promise((r) => setTimeout(r, 50));
    const sentWhilePaused = server.log.filter((l) => l.startsWith('send')).length;
    expect(sentWhilePaused).toBeLessThan(4);
    await new Promise((r) => setTimeout(r, 50));
    expect(server.log.filter((l) => l.startsWith('send'))).toHaveLength(sentWhilePaused);
    expect(done).toHaveLength(0);
    up.resume(item.id);
    await until(() => done.length === 1);
    expect(server.log.filter((l) => l.startsWith('send')).sort()).toEqual(['send 1', 'send 2', 'send 3', 'send 4']);
    expect(server.log.filter((l) => l === 'test')).toHaveLength(2);
    expect(states).toEqual(['waiting', 'check', 'uploading', 'paused', 'waiting', 'uploading', 'success']);
    expect(md5(server.stored.get(md5(data))!)).toBe(md5(data));
  });

  it('pause aborts the chunk in flight: the server never stores it, and resume sends it again exactly once', async () => {
    const server = fakeServer();
    const data = bytesOf(16 * MiB, 11);
    const { up, states, done } = make(server);
    server.held.add(2);
    const item = up.add(new Blob([data]), 'slow.bin');
    await until(() => server.starts.includes(2));
    up.pause(item.id);
    await until(() => server.log.includes('abort 2'));
    expect(up.items[0].state).toBe('paused');
    expect([...server.chunks.get(md5(data))!.keys()]).toEqual([1]);
    expect(server.log.filter((l) => l.startsWith('send'))).toEqual(['send 1']);

    server.held.clear();
    up.resume(item.id);
    await until(() => done.length === 1);
    // Chunk 2 went once more (the aborted try stored nothing), chunk 1 not again.
    expect(server.log.filter((l) => l.startsWith('send'))).toEqual(['send 1', 'send 2', 'send 3']);
    expect(server.starts.filter((n) => n === 2)).toHaveLength(2);
    expect(states).toEqual(['waiting', 'check', 'uploading', 'paused', 'waiting', 'uploading', 'success']);
    expect(md5(server.stored.get(md5(data))!)).toBe(md5(data));
  });

  it('a file paused while its hash is computed is not hashed again on resume', async () => {
    const server = fakeServer();
    const data = bytesOf(6 * MiB, 13);
    let hashes = 0;
    let finish: () => void = () => undefined;
    const hash = async (f: Blob) => { hashes += 1; if (hashes === 1) await new Promise<void>((r) => { finish = r; }); return md5InSlices(f); };
    const { up, done } = make(server, { hash });
    const item = up.add(new Blob([data]), 'x.bin');
    await until(() => up.items[0].state === 'check');
    up.pause(item.id);
    up.resume(item.id);
    finish();
    await until(() => done.length === 1);
    expect(hashes).toBe(1);
    expect(server.log).toEqual(['test', 'send 1', 'merge']);
  });

  it('a refused merge cancels the file: it leaves the list (no retry that would be refused again)', async () => {
    const server = fakeServer();
    const errors: string[] = [];
    const { up, states } = make(server, { onError: (_, e) => errors.push((e as Error).message) });
    up.add(new Blob([bytesOf(1024, 14)]), 'setup.exe');
    await until(() => errors.length === 1);
    expect(errors).toEqual(['不支持上传exe类型的文件']);
    expect(up.items).toHaveLength(0);
    expect(states).not.toContain('error');
  });

  it('remove aborts the chunk in flight', async () => {
    const server = fakeServer();
    const { up } = make(server);
    server.held.add(1);
    const item = up.add(new Blob([bytesOf(6 * MiB, 12)]), 'gone.bin');
    await until(() => server.starts.includes(1));
    up.remove(item.id);
    await until(() => server.log.includes('abort 1'));
    expect(server.chunks.size).toBe(0);
    expect(up.items).toHaveLength(0);
  });

  it('resumes in a new page: the same file picked again sends only the chunks the server lacks', async () => {
    const server = fakeServer();
    const data = bytesOf(16 * MiB, 5);
    const first = make(server);
    const item = first.up.add(new Blob([data]), 'video.mp4');
    await until(() => server.log.includes('send 2'));
    first.up.pause(item.id);
    await new Promise((r) => setTimeout(r, 20));
    const held = [...server.chunks.get(md5(data))!.keys()];
    server.log.length = 0;
    const reloaded = make(server);
    reloaded.up.add(new Blob([data]), 'video.mp4');
    await until(() => reloaded.done.length === 1);
    const sent = server.log.filter((l) => l.startsWith('send')).map((l) => Number(l.slice(5)));
    expect(sent.some((n) => held.includes(n))).toBe(false);
    expect(sent.length + held.length).toBe(3);
  });

  it('completes at once when the server already holds the content: nothing is sent, the merge hands a copy', async () => {
    const server = fakeServer();
    const data = bytesOf(6 * MiB, 1);
    const first = make(server);
    first.up.add(new Blob([data]), 'x.pdf');
    await until(() => first.done.length === 1);
    server.log.length = 0;
    const second = make(server);
    second.up.add(new Blob([data]), 'x-again.pdf');
    await until(() => second.done.length === 1);
    expect(server.log).toEqual(['test', 'merge']);
    expect(second.up.items[0]).toMatchObject({ instant: true, progress: 100, state: 'success' });
    expect(second.done[0].result?.name).toBe('copy-x-again.pdf');
  });

  it('remove cancels a file: nothing more is sent and it leaves the list; others wait for a free slot', async () => {
    const server = fakeServer();
    const { up } = make(server, { simultaneous: 1 });
    const a = up.add(new Blob([bytesOf(15 * MiB, 2)]), 'a.bin');
    up.add(new Blob([bytesOf(1024, 3)]), 'b.txt');
    expect(up.items[1].state).toBe('waiting');
    await until(() => server.log.includes('send 1'));
    up.remove(a.id);
    expect(up.items.map((i) => i.name)).toEqual(['b.txt']);
    await until(() => up.items[0].state === 'success');
    expect(server.log.filter((l) => l === 'merge')).toHaveLength(1);
  });
});
