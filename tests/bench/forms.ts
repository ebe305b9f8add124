// Form-engine speed in Chromium (issue 3 item 10): builds tests/bench/harness and calls window.bench.* in it.
// Each phase is measured twice in the same run, alternating: in this tree and in a baseline tree (by default the
// commit before the kind specs, issue 12), so every figure is printed beside its baseline on the same machine at
// the same moment. Wall times move with the machine's load; the main-thread CPU (Chromium's ThreadTime) moves
// much less, so both are printed.
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';

export interface Stat { name: string; median: number; unit: string; note: string; baseline?: number }

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

/**
 * The tree the baseline figures come from: BENCH_BASELINE (a commit, or 'none'), by default the last commit before
 * the kind specs (issue 12 item 5 compares against it).
 */
export const BASELINE_REF = process.env.BENCH_BASELINE ?? 'd1fdc5a^';

/** Builds the harness of the tree at `root` and serves it; `minify: false` keeps names readable for profile.ts. */
export async function serveHarness({ minify = true, root = resolve('.') } = {}) {
  const outDir = join(root, 'dist-bench');
  await build({
    configFile: false,
    root: join(root, 'tests/bench/harness'),
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000, minify },
  });
  const app = Fastify();
  await app.register(fastifyStatic, { root: outDir });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}

/**
 * The baseline commit's files in a temporary folder (git archive: nothing in this working tree or its index is
 * touched), sharing this tree's node_modules.
 */
function baselineTree(ref: string): { root: string; commit: string; remove: () => void } {
  const commit = execFileSync('git', ['rev-parse', '--short', ref], { encoding: 'utf8' }).trim();
  const root = mkdtempSync(join(tmpdir(), 'loom-bench-base-'));
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${root}"`]);
  if (!existsSync(join(root, 'node_modules'))) symlinkSync(resolve('node_modules'), join(root, 'node_modules'));
  return { root, commit, remove: () => rmSync(root, { recursive: true, force: true }) };
}

export type Bench = Record<string, (...args: number[]) => Promise<Record<string, unknown>>>;

/** Main-thread CPU (ms) Chromium spent on the page so far: ThreadTime of the Performance domain. */
async function cpuClock(page: Page): Promise<() => Promise<number>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  return async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === 'ThreadTime')?.value ?? 0) * 1000;
  };
}

// formMountKind 200, -1: the control, 200 fields drawn as bare <input>s (the engine without antd widgets).
// formEarly: the same form, typed into right after its first paint, while the other fields are still drawn.
// floor: keys into a bare <input> outside React, the least a keystroke figure can be.
const PHASES = [['form', 200], ['formEarly', 200], ['floor', 30], ['subTable', 500], ['subTableMount', 500], ['list', 10_000], ['cells', 1000], ['formMountKind', 200, -1], ['calc', 200, 50]] as const;
type PhaseName = typeof PHASES[number][0];
type Results = Record<string, Record<string, unknown>[]>;

/** Runs each phase `runs` times in a fresh page of each tree; `cpuMs` is the phase's main-thread CPU. */
async function runPhases(browser: Browser, urls: string[], runs: number, only: readonly string[] | undefined): Promise<Results[]> {
  const results: Results[] = urls.map(() => Object.fromEntries(PHASES.map(([n]) => [n, []])));
  for (let i = 0; i < runs; i++) {
    for (const [name, ...args] of PHASES) {
      if (only && !only.includes(name)) continue;
      // Alternate which tree goes first, so neither always gets the warmer (or the busier) moment.
      const order = urls.map((_, k) => k);
      if (i % 2) order.reverse();
      for (const k of order) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        await page.goto(urls[k]);
        await page.waitForFunction(() => document.title === 'ready');
        const cpu = await cpuClock(page);
        const before = await cpu();
        // A phase added after the baseline commit is measured in this tree alone.
        const out = await page.evaluate(([n, a]) => (window as unknown as { bench: Bench }).bench[n]?.(...a) ?? null, [name, args] as const);
        if (out) results[k][name].push({ ...out, cpuMs: (await cpu()) - before });
        await page.close();
      }
    }
  }
  return results;
}

/** The figures of one tree's results (lines of phases not run are left out). */
function figures(results: Results, runs: number): Stat[] {
  const ran = (name: PhaseName) => results[name].length > 0;
  const pick = (name: string, key: string) => results[name].map((r) => r[key] as number);
  const all = (name: string, key: string) => results[name].flatMap((r) => r[key] as number[]);
  const p95Of = (name: string, key: string) => r1(median(results[name].map((r) => p95(r[key] as number[]))));
  const cpu = (name: string) => r1(median(pick(name, 'cpuMs')));
  const stats: (Stat & { phase: PhaseName })[] = [
    { phase: 'form', name: 'UI: 200-field form first paint (target ≤ 300 ms)', median: r1(median(pick('form', 'mountMs'))), unit: 'ms', note: `${runs} runs; the first screen of fields` },
    { phase: 'form', name: 'UI: 200-field form all 200 fields drawn', median: r1(median(pick('form', 'allMs'))), unit: 'ms', note: `from the render call to the last field painted; ${results.form[0]?.inputs} inputs` },
    { phase: 'form', name: 'UI: 200-field form keystroke paint p95 (incl. frame wait)', median: r1(median(results.form.map((r) => p95(r.keys as number[])))), unit: 'ms', note: `typed once all are drawn; median of per-run p95; all-keys median ${r1(median(all('form', 'keys')))} ms` },
    { phase: 'form', name: 'UI: 200-field form keystroke work p95 (≤ 16 ms: fits one frame)', median: p95Of('form', 'work'), unit: 'ms', note: 'event handling + style, layout and paint of its frame, without the wait for the frame (vsync), which the floor line shows alone' },
    { phase: 'form', name: 'CPU: 200-field form, mount + all drawn + 30 keys', median: cpu('form'), unit: 'ms', note: 'main-thread CPU (ThreadTime) of the whole phase' },
    { phase: 'formEarly', name: 'UI: 200-field form keystroke paint p95, typed at first paint', median: p95Of('formEarly', 'keys'), unit: 'ms', note: `while the rest is drawn (${median(pick('formEarly', 'drawnAtFirstKey'))} fields drawn at the first key); all-keys median ${r1(median(all('formEarly', 'keys')))} ms, work p95 ${p95Of('formEarly', 'work')} ms, all drawn at ${r1(median(pick('formEarly', 'allMs')))} ms` },
    { phase: 'floor', name: 'UI: keystroke paint p95, bare <input> outside React (floor)', median: p95Of('floor', 'keys'), unit: 'ms', note: `all-keys median ${r1(median(all('floor', 'keys')))} ms: the wait for the next frame, with no work` },
    { phase: 'formMountKind', name: 'UI: 200 bare-input fields first paint (control)', median: r1(median(pick('formMountKind', 'mountMs'))), unit: 'ms', note: `the engine alone: form model, layout, label frames, no antd widget; all drawn at ${r1(median(pick('formMountKind', 'allMs')))} ms` },
    { phase: 'formMountKind', name: 'UI: 200 bare-input fields keystroke paint p95', median: p95Of('formMountKind', 'keys'), unit: 'ms', note: `work p95 ${p95Of('formMountKind', 'work')} ms` },
    { phase: 'formMountKind', name: 'CPU: 200 bare-input fields, mount + all drawn + 30 keys (control)', median: cpu('formMountKind'), unit: 'ms', note: 'main-thread CPU of the whole phase: the engine alone' },
    { phase: 'subTable', name: 'UI: 500×8 sub-table mount (≤ 1000 ms)', median: r1(median(pick('subTable', 'mountMs'))), unit: 'ms', note: `${results.subTable[0]?.domRows} rows in the DOM` },
    { phase: 'subTable', name: 'UI: 500×8 sub-table keystroke p95 (≤ 50 ms)', median: r1(median(results.subTable.map((r) => p95(r.keys as number[])))), unit: 'ms', note: `all-keys median ${r1(median(all('subTable', 'keys')))} ms` },
    { phase: 'subTable', name: 'UI: 500×8 sub-table keystroke work p95', median: p95Of('subTable', 'work'), unit: 'ms', note: 'event handling + rendering of its frame, without the vsync wait' },
    { phase: 'subTable', name: 'UI: 500×8 sub-table add row (≤ 100 ms)', median: r1(median(all('subTable', 'addMs'))), unit: 'ms', note: `${all('subTable', 'addMs').length} adds` },
    { phase: 'subTable', name: 'UI: 500×8 sub-table delete row (≤ 100 ms)', median: r1(median(all('subTable', 'deleteMs'))), unit: 'ms', note: `from 确定 in the confirmation to the frame without the row; ${all('subTable', 'deleteMs').length} deletes` },
    { phase: 'subTable', name: 'CPU: 500×8 sub-table, mount + 30 keys + 5 adds + 5 deletes', median: cpu('subTable'), unit: 'ms', note: 'main-thread CPU of the whole phase' },
    { phase: 'subTableMount', name: 'CPU: 500×8 sub-table mount', median: cpu('subTableMount'), unit: 'ms', note: `main-thread CPU of the mount alone (wall ${r1(median(pick('subTableMount', 'mountMs')))} ms)` },
    { phase: 'calc', name: 'UI: 200 calculated fields recompute (≤ 5 ms)', median: r1(median(all('calc', 'times'))), unit: 'ms', note: `engine in Chromium, one input change, ${median(pick('calc', 'evaluated'))} calculations (column sums and chains); p95 ${r1(median(results.calc.map((r) => p95(r.times as number[]))))} ms` },
    { phase: 'list', name: 'UI: 10,000-row list paint (≤ 500 ms)', median: r1(median(pick('list', 'paintMs'))), unit: 'ms', note: `${median(pick('list', 'domRows'))} rows in the DOM (≤ 60); from the render call: Config, data, compile, table` },
    { phase: 'list', name: 'CPU: 10,000-row list paint', median: cpu('list'), unit: 'ms', note: 'main-thread CPU of the phase (the shell, then Config, data, compile, table, cells)' },
    { phase: 'cells', name: 'CPU: 1,000 rows × 8 list cells without the table', median: cpu('cells'), unit: 'ms', note: `main-thread CPU of the phase: what the registry cells cost (${median(pick('cells', 'cells'))} cells; wall ${r1(median(pick('cells', 'paintMs')))} ms)` },
  ];
  return stats.filter((s) => ran(s.phase)).map(({ phase: _phase, ...s }) => s);
}

/**
 * The forms section of npm run bench. BENCH_RUNS sets the runs (5), BENCH_PHASES a comma list of phases to run
 * (all), BENCH_BASELINE the baseline commit ('none': this tree alone).
 */
export async function formBench(browser: Browser, runs = Number(process.env.BENCH_RUNS ?? 5)): Promise<Stat[]> {
  const only = process.env.BENCH_PHASES?.split(',');
  const base = BASELINE_REF === 'none' ? undefined : baselineTree(BASELINE_REF);
  const servers = [await serveHarness()];
  try {
    if (base) servers.push(await serveHarness({ root: base.root }));
    const [current, baseline] = await runPhases(browser, servers.map((s) => s.url), runs, only);
    const now = figures(current, runs);
    if (!baseline) return now;
    const then = figures(baseline, runs);
    const before = new Map(then.map((s) => [s.name, s.median]));
    return now.map((s) => (before.has(s.name) ? { ...s, baseline: before.get(s.name), note: `${s.note}; baseline ${base!.commit}` } : s));
  } finally {
    for (const s of servers) await s.close();
    base?.remove();
  }
}
