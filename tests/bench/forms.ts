// Form-engine speed in Chromium (issue 3 item 10): builds tests/bench/harness and calls window.bench.* in it.
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';

export interface Stat { name: string; median: number; unit: string; note: string }

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
export const p95 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)];
};
const r1 = (x: number) => Math.round(x * 10) / 10;

async function serveHarness() {
  const outDir = resolve('dist-bench');
  await build({
    configFile: false,
    root: resolve('tests/bench/harness'),
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
  const app = Fastify();
  await app.register(fastifyStatic, { root: outDir });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}

type Bench = Record<string, (...args: number[]) => Promise<Record<string, unknown>>>;

export async function formBench(browser: Browser, runs = 5): Promise<Stat[]> {
  const server = await serveHarness();
  const results: Record<string, Record<string, unknown>[]> = { form: [], subTable: [], list: [] };
  try {
    for (let i = 0; i < runs; i++) {
      for (const [name, arg] of [['form', 200], ['subTable', 500], ['list', 10_000]] as const) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        await page.goto(server.url);
        await page.waitForFunction(() => document.title === 'ready');
        const out = await page.evaluate(([n, a]) => (window as unknown as { bench: Bench }).bench[n](a), [name, arg] as const);
        results[name].push(out);
        await page.close();
      }
    }
  } finally {
    await server.close();
  }
  const pick = (name: string, key: string) => results[name].map((r) => r[key] as number);
  const all = (name: string, key: string) => results[name].flatMap((r) => r[key] as number[]);
  const keysForm = all('form', 'keys');
  const keysSub = all('subTable', 'keys');
  const addSub = all('subTable', 'addMs');
  return [
    { name: 'UI: 200-field form mount (target ≤ 300 ms)', median: r1(median(pick('form', 'mountMs'))), unit: 'ms', note: `${runs} runs; ${results.form[0]?.inputs} inputs` },
    { name: 'UI: 200-field form keystroke paint p95 (≤ 16 ms)', median: r1(median(results.form.map((r) => p95(r.keys as number[])))), unit: 'ms', note: `median of per-run p95; all-keys median ${r1(median(keysForm))} ms` },
    { name: 'UI: 500×8 sub-table mount (≤ 1000 ms)', median: r1(median(pick('subTable', 'mountMs'))), unit: 'ms', note: `${results.subTable[0]?.domRows} rows in the DOM` },
    { name: 'UI: 500×8 sub-table keystroke p95 (≤ 50 ms)', median: r1(median(results.subTable.map((r) => p95(r.keys as number[])))), unit: 'ms', note: `all-keys median ${r1(median(keysSub))} ms` },
    { name: 'UI: 500×8 sub-table add row (≤ 100 ms)', median: r1(median(addSub)), unit: 'ms', note: `${addSub.length} adds` },
    { name: 'UI: 10,000-row list paint (≤ 500 ms)', median: r1(median(pick('list', 'paintMs'))), unit: 'ms', note: `${median(pick('list', 'domRows'))} rows in the DOM (≤ 60)` },
  ];
}
