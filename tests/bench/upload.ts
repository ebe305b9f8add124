// Upload bench (`npm run bench -- --only=upload`): hashing 100 MB in the uploader's Web Worker against hashing on
// the main thread, with the main thread's long tasks (over 50 ms) counted for each; and chunked upload throughput
// on loopback (test, 5 MiB chunks, merge) against one plain multipart request of the same file.
import { build } from 'vite';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { createHash, randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { launchBrowser } from '../e2e/browser';
import { login, startServer } from '../api/helpers';
import { CHUNK_SIZE, planChunks } from '../../src/engine/upload/chunks';
import { median, type Stat } from './forms';

const MB = 100;
const r1 = (x: number) => Math.round(x * 10) / 10;

async function hashBench(out: Stat[], runs = 3) {
  const outDir = resolve('dist-bench', 'upload');
  await build({ configFile: false, root: resolve('tests/bench/uploadHarness'), logLevel: 'warn',
    build: { outDir, emptyOutDir: true } });
  const app = Fastify();
  await app.register(fastifyStatic, { root: outDir });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchBrowser({ motion: true });
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/index.html`);
    await page.waitForFunction(() => 'uploadBench' in window);
    await page.evaluate((mb) => (window as unknown as { uploadBench: { makeBlob(n: number): number } }).uploadBench.makeBlob(mb), MB);
    type R = { ms: number; hash: string; longTasks: number; longestTask: number };
    const run = (w: boolean) => page.evaluate((inWorker) => (window as unknown as { uploadBench: { timeHash(b: boolean): Promise<R> } })
      .uploadBench.timeHash(inWorker), w);
    const worker: R[] = [];
    const main: R[] = [];
    for (let i = 0; i < runs; i++) { main.push(await run(false)); worker.push(await run(true)); }
    if (new Set([...worker, ...main].map((r) => r.hash)).size !== 1) throw new Error('worker and main thread hashes differ');
    out.push({ name: `baseline: MD5 of ${MB} MB on the main thread (spark-md5, 10,240,000-byte slices)`, median: r1(median(main.map((r) => r.ms))), unit: 'ms',
      note: `${runs} runs; main-thread tasks over 50 ms: ${median(main.map((r) => r.longTasks))}, longest ${r1(Math.max(...main.map((r) => r.longestTask)))} ms` });
    out.push({ name: `upload: MD5 of ${MB} MB in the Web Worker (文件校验中)`, median: r1(median(worker.map((r) => r.ms))), unit: 'ms',
      note: `${runs} runs, target 3000 ms; main-thread tasks over 50 ms: ${Math.max(...worker.map((r) => r.longTasks))} (most in a run), longest ${r1(Math.max(...worker.map((r) => r.longestTask)))} ms` });
  } finally {
    await browser.close();
    await app.close();
  }
}

async function throughputBench(out: Stat[], runs = 3) {
  // The plain upload's size limit is raised so the baseline sends the same file in one request.
  process.env.LOOM_UPLOAD_MAX_MB = String(MB * 2);
  const server = await startServer({ captcha: false });
  try {
    const token = await login(server.app);
    const headers = { authorization: token };
    const plain: number[] = [];
    const chunked: number[] = [];
    for (let i = 0; i < runs; i++) {
      // Fresh content each run, so the chunked upload never completes at once from an earlier copy.
      const data = randomBytes(MB * 1024 * 1024);
      let t0 = performance.now();
      const one = new FormData();
      one.append('file', new Blob([data]), 'bench.mp4');
      const res = await fetch(`${server.url}/api/file/Uploader/annex`, { method: 'POST', headers, body: one });
      if ((await res.json() as { code: number }).code !== 200) throw new Error('plain upload refused');
      plain.push(performance.now() - t0);

      const data2 = randomBytes(MB * 1024 * 1024);
      const id2 = createHash('md5').update(data2).digest('hex');
      t0 = performance.now();
      const q = { identifier: id2, filename: 'bench.mp4', totalChunks: planChunks(data2.length).length, totalSize: data2.length, chunkSize: CHUNK_SIZE };
      const qs = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]));
      await fetch(`${server.url}/api/file/chunk?${qs}`, { headers });
      for (const c of planChunks(data2.length)) {
        const body = new FormData();
        for (const [k, v] of Object.entries({ ...q, chunkNumber: c.chunkNumber, currentChunkSize: c.end - c.start })) body.append(k, String(v));
        body.append('file', new Blob([data2.subarray(c.start, c.end)]), 'bench.mp4');
        const r = await fetch(`${server.url}/api/file/chunk`, { method: 'POST', headers, body });
        if ((await r.json() as { code: number }).code !== 200) throw new Error(`chunk ${c.chunkNumber} refused`);
      }
      const merge = new FormData();
      for (const [k, v] of Object.entries({ identifier: id2, fileName: 'bench.mp4', fileSize: data2.length, type: 'annex' })) merge.append(k, String(v));
      const m = await fetch(`${server.url}/api/file/merge`, { method: 'POST', headers, body: merge });
      if ((await m.json() as { code: number }).code !== 200) throw new Error('merge refused');
      chunked.push(performance.now() - t0);
    }
    const rate = (ms: number) => r1(MB / (ms / 1000));
    out.push({ name: `baseline: ${MB} MB in one multipart request (POST Uploader/annex), loopback`, median: rate(median(plain)), unit: 'MB/s',
      note: `${runs} runs, median ${Math.round(median(plain))} ms` });
    out.push({ name: `upload: ${MB} MB chunked (test, ${planChunks(MB * 1024 * 1024).length} × 5 MiB, merge), loopback`, median: rate(median(chunked)), unit: 'MB/s',
      note: `${runs} runs, median ${Math.round(median(chunked))} ms, ${(median(plain) / median(chunked)).toFixed(2)}× the single request's rate` });
  } finally {
    await server.close();
  }
}

export async function uploadSection(rows: { name: string; median: string; unit: string; note: string }[]) {
  const out: Stat[] = [];
  await hashBench(out);
  await throughputBench(out);
  for (const s of out) rows.push({ ...s, median: String(s.median) });
}
