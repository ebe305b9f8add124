// Where the time of a form-engine measure goes, for the speed work of issue 3 item 10: runs one phase of the
// harness under Chromium's CPU profiler and prints the functions with the most self time, and by package.
//   npx tsx tests/bench/profile.ts formMount|formFirst|plainFirst|formType|subTable|list [arg]
// WINDOW=1 profiles only the measured intervals (keystrokes, row deletes), TRACE=1 sums trace events instead.
import { readdirSync, readFileSync } from 'node:fs';
import type { CDPSession } from 'playwright-core';
import { launchBrowser } from '../e2e/browser';
import { serveHarness, type Bench } from './forms';

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: Node[]; samples: number[]; timeDeltas: number[] }

const [phase = 'formType', argText] = process.argv.slice(2);
const DEFAULT_ARG: Record<string, number> = { formMount: 200, formFirst: 200, plainFirst: 200, formType: 30, subTable: 500, subTableMount: 500, subTableType: 30, subTableAdd: 5, list: 10_000 };
const arg = argText ? Number(argText) : DEFAULT_ARG[phase] ?? 0;

// The unminified bundle marks where each module starts (`// node_modules/antd/es/grid/col.js`): map lines to modules.
const starts: { line: number; module: string }[] = [];
function indexBundle() {
  for (const file of readdirSync('dist-bench/assets').filter((f) => f.endsWith('.js'))) {
  readFileSync(`dist-bench/assets/${file}`, 'utf8').split('\n').forEach((text, i) => {
    const m = /^\/\/ ((?:node_modules|src|renderers|tests)\/\S+)$/.exec(text);
    if (m) starts.push({ line: i, module: m[1] });
  });
  }
}
function moduleAt(line: number): string {
  let lo = 0;
  let hi = starts.length - 1;
  let found = '(bundle)';
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid].line <= line) { found = starts[mid].module; lo = mid + 1; } else hi = mid - 1;
  }
  return found;
}
const packageOf = (module: string) => /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module)?.[1] ?? module;

function summarise(profile: Profile) {
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const byFn = new Map<string, number>();
  const byPkg = new Map<string, number>();
  for (const n of profile.nodes) {
    const ms = self.get(n.id) ?? 0;
    const module = n.callFrame.url ? moduleAt(n.callFrame.lineNumber) : '(native)';
    const fn = `${n.callFrame.functionName || '(anonymous)'} ${module.replace(/^node_modules\//, '')}:${n.callFrame.lineNumber + 1}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + ms);
    const pkg = packageOf(module);
    byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + ms);
  }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n)
    .map(([k, v]) => `${v.toFixed(1).padStart(8)} ms  ${k}`).join('\n');
  // Inclusive time per function name (a sample counts once per name on its stack), for the top callers.
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const incl = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const n = byId.get(cur)!;
      if (!n.callFrame.url) continue;
      const name = `${n.callFrame.functionName || '(anonymous)'} ${moduleAt(n.callFrame.lineNumber).replace(/^node_modules\//, '')}`;
      if (seen.has(name)) continue;
      seen.add(name);
      incl.set(name, (incl.get(name) ?? 0) + ms);
    }
  });
  const wanted = new RegExp(process.env.INCL ?? 'renderers/|src/|rjsf|antd/es/(form|grid|input)|react-dom');
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`total sampled ${total.toFixed(0)} ms\n-- self time by function --\n${top(byFn, 40)}\n-- by source --\n${top(byPkg, 25)}`);
  console.log(`-- inclusive (INCL=${wanted.source}) --\n${top(new Map([...incl].filter(([k]) => wanted.test(k))), 60)}`);
}

/** Several profiles as one: node ids renumbered so each keeps its own tree. */
function mergeProfiles(list: Profile[]): Profile {
  const merged: Profile = { nodes: [], samples: [], timeDeltas: [] };
  let offset = 0;
  for (const p of list) {
    const max = Math.max(...p.nodes.map((n) => n.id));
    merged.nodes.push(...p.nodes.map((n) => ({ ...n, id: n.id + offset, children: n.children?.map((c) => c + offset) })));
    merged.samples.push(...p.samples.map((s) => s + offset));
    merged.timeDeltas.push(...p.timeDeltas);
    offset += max + 1;
  }
  return merged;
}

const server = await serveHarness({ minify: false });
indexBundle();
const browser = await launchBrowser({ motion: true });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(server.url);
  await page.waitForFunction(() => document.title === 'ready');
  const call = (name: string, a: number) => page.evaluate(([n, x]) => (window as unknown as { bench: Bench }).bench[n](x), [name, a] as const);
  // Warm up once (JIT, module init), then mount again for the typing phase.
  // Typing and adding phases need their form mounted first.
  const setup = async () => {
    if (phase === 'formType') await call('formMount', Number(process.env.FIELDS ?? 200));
    if (phase === 'subTableType' || phase === 'subTableAdd' || phase === 'subTableDelete') await call('subTableMount', Number(process.env.ROWS ?? 500));
  };
  // COLD=1 profiles the first run in a fresh page, as npm run bench measures it.
  if (!process.env.COLD) {
    await setup();
    await call(phase, arg);
  }
  await setup();
  const cdp: CDPSession = await page.context().newCDPSession(page);
  if (process.env.TRACE) {
    // Main-thread time by trace event (script, style, layout, paint …), summed over the phase.
    const events: { name: string; ph: string; dur?: number; tid: number }[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as typeof events)));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
    const out = await call(phase, arg);
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.end');
    await done;
    const sums = new Map<string, number>();
    for (const e of events) if (e.ph === 'X' && e.dur) sums.set(e.name, (sums.get(e.name) ?? 0) + e.dur / 1000);
    console.log(phase, arg, JSON.stringify(out).slice(0, 300));
    console.log([...sums].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(1).padStart(8)} ms  ${k}`).join('\n'));
    await browser.close();
    await server.close();
    process.exit(0);
  }
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  let profile: Profile;
  let out: Record<string, unknown>;
  if (process.env.WINDOW) {
    // Only the measured intervals: the harness wraps each in console.profile/profileEnd; their profiles are merged.
    const windows: Profile[] = [];
    cdp.on('Profiler.consoleProfileFinished', (e) => windows.push((e as unknown as { profile: Profile }).profile));
    await page.evaluate(() => { (window as unknown as { profileWindows: boolean }).profileWindows = true; });
    out = await call(phase, arg);
    profile = mergeProfiles(windows);
  } else {
    await cdp.send('Profiler.start');
    out = await call(phase, arg);
    profile = (await cdp.send('Profiler.stop') as unknown as { profile: Profile }).profile;
  }
  const brief = Object.fromEntries(Object.entries(out).map(([k, v]) => [k, Array.isArray(v) ? `[${v.map((x: number) => x.toFixed(1)).join(' ')}]` : v]));
  console.log(phase, arg, brief);
  summarise(profile);
} finally {
  await browser.close();
  await server.close();
}
process.exit(0);
