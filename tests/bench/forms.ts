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

/** Builds the harness and serves it; `minify: false` keeps function names readable for tests/bench/profile.ts. */
export async function serveHarness({ minify = true } = {}) {
  const outDir = resolve('dist-bench');
  await build({
    configFile: false,
    root: resolve('tests/bench/harness'),
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000, minify },
  });
  const app = Fastify();
  await app.register(fastifyStatic, { root: outDir });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}

export type Bench = Record<string, (...args: number[]) => Promise<Record<string, unknown>>>;

export async function formBench(browser: Browser, runs = 5): Promise<Stat[]> {
  const server = await serveHarness();
  const results: Record<string, Record<string, unknown>[]> = { form: [], formEarly: [], floor: [], subTable: [], list: [], formMountKind: [], calc: [], };
  try {
    for (let i = 0; i < runs; i++) {
      // formMountKind 200, -1: the control, 200 fields drawn as bare <input>s (the engine without antd widgets).
      // formEarly: the same form, typed into right after its first paint, while the other fields are still drawn.
      // floor: keys into a bare <input> outside React, the least a keystroke figure can be.
      const phases = [['form', 200], ['formEarly', 200], ['floor', 30], ['subTable', 500], ['list', 10_000], ['formMountKind', 200, -1], ['calc', 200, 50]] as const;
      for (const [name, ...args] of phases) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        await page.goto(server.url);
        await page.waitForFunction(() => document.title === 'ready');
        const out = await page.evaluate(([n, a]) => (window as unknown as { bench: Bench }).bench[n](...a), [name, args] as const);
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
  const p95Of = (name: string, key: string) => r1(median(results[name].map((r) => p95(r[key] as number[]))));
  const keysEarly = all('formEarly', 'keys');
  // The form draws about one screen of fields in its first commit and the rest in small interruptible batches right
  // after (renderers/form/reveal.ts): "first paint" is what the user waits for, "all drawn" when the last field is in.
  return [
    { name: 'UI: 200-field form first paint (target ≤ 300 ms)', median: r1(median(pick('form', 'mountMs'))), unit: 'ms', note: `${runs} runs; the first screen of fields` },
    { name: 'UI: 200-field form all 200 fields drawn', median: r1(median(pick('form', 'allMs'))), unit: 'ms', note: `from the render call to the last field painted; ${results.form[0]?.inputs} inputs` },
    { name: 'UI: 200-field form keystroke paint p95 (incl. frame wait)', median: r1(median(results.form.map((r) => p95(r.keys as number[])))), unit: 'ms', note: `typed once all are drawn; median of per-run p95; all-keys median ${r1(median(keysForm))} ms` },
    { name: 'UI: 200-field form keystroke work p95 (≤ 16 ms: fits one frame)', median: p95Of('form', 'work'), unit: 'ms', note: 'event handling + style, layout and paint of its frame, without the wait for the frame (vsync), which the floor line shows alone' },
    { name: 'UI: 200-field form keystroke paint p95, typed at first paint', median: p95Of('formEarly', 'keys'), unit: 'ms', note: `while the rest is drawn (${median(pick('formEarly', 'drawnAtFirstKey'))} fields drawn at the first key); all-keys median ${r1(median(keysEarly))} ms, work p95 ${p95Of('formEarly', 'work')} ms, all drawn at ${r1(median(pick('formEarly', 'allMs')))} ms` },
    { name: 'UI: keystroke paint p95, bare <input> outside React (floor)', median: p95Of('floor', 'keys'), unit: 'ms', note: `all-keys median ${r1(median(all('floor', 'keys')))} ms: the wait for the next frame, with no work` },
    { name: 'UI: 200 bare-input fields first paint (control)', median: r1(median(pick('formMountKind', 'mountMs'))), unit: 'ms', note: `the engine alone: form model, layout, label frames, no antd widget; all drawn at ${r1(median(pick('formMountKind', 'allMs')))} ms` },
    { name: 'UI: 200 bare-input fields keystroke paint p95', median: p95Of('formMountKind', 'keys'), unit: 'ms', note: `work p95 ${p95Of('formMountKind', 'work')} ms` },
    { name: 'UI: 500×8 sub-table mount (≤ 1000 ms)', median: r1(median(pick('subTable', 'mountMs'))), unit: 'ms', note: `${results.subTable[0]?.domRows} rows in the DOM` },
    { name: 'UI: 500×8 sub-table keystroke p95 (≤ 50 ms)', median: r1(median(results.subTable.map((r) => p95(r.keys as number[])))), unit: 'ms', note: `all-keys median ${r1(median(keysSub))} ms` },
    { name: 'UI: 500×8 sub-table keystroke work p95', median: p95Of('subTable', 'work'), unit: 'ms', note: 'event handling + rendering of its frame, without the vsync wait' },
    { name: 'UI: 500×8 sub-table add row (≤ 100 ms)', median: r1(median(addSub)), unit: 'ms', note: `${addSub.length} adds` },
    { name: 'UI: 500×8 sub-table delete row (≤ 100 ms)', median: r1(median(all('subTable', 'deleteMs'))), unit: 'ms', note: `from 确定 in the confirmation to the frame without the row; ${all('subTable', 'deleteMs').length} deletes` },
    { name: 'UI: 200 calculated fields recompute (≤ 5 ms)', median: r1(median(all('calc', 'times'))), unit: 'ms', note: `engine in Chromium, one input change, ${median(pick('calc', 'evaluated'))} calculations (column sums and chains); p95 ${r1(median(results.calc.map((r) => p95(r.times as number[]))))} ms` },
    { name: 'UI: 10,000-row list paint (≤ 500 ms)', median: r1(median(pick('list', 'paintMs'))), unit: 'ms', note: `${median(pick('list', 'domRows'))} rows in the DOM (≤ 60); from the render call: Config, data, compile, table` },
  ];
}
