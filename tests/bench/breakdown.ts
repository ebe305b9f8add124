// Where the mount of the 200-field form goes, kind by kind (issue 3 item 10): mounts 200 fields of each kind of
// the bench form, and 200 bare <input> fields (the form engine without antd widgets), each in a fresh page.
//   npx tsx tests/bench/breakdown.ts [runs]
import { launchBrowser } from '../e2e/browser';
import { median, p95, serveHarness, type Bench } from './forms';

const runs = Number(process.argv[2] ?? 3);
const server = await serveHarness();
const browser = await launchBrowser({ motion: true });
try {
  console.log('kind       | first paint  | all drawn | keystroke p95 | work p95');
  for (let kind = -1; kind < 6; kind++) {
    const mounts: number[] = [];
    const alls: number[] = [];
    const keys: number[] = [];
    const work: number[] = [];
    let name = '';
    for (let i = 0; i < runs; i++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(server.url);
      await page.waitForFunction(() => document.title === 'ready');
      const out = await page.evaluate((k) => (window as unknown as { bench: Bench }).bench.formMountKind(200, k), kind);
      name = String(out.kind);
      mounts.push(out.mountMs as number);
      alls.push(out.allMs as number);
      if ((out.keys as number[]).length) {
        keys.push(p95(out.keys as number[]));
        work.push(p95(out.work as number[]));
      }
      await page.close();
    }
    const f = (xs: number[]) => (xs.length ? median(xs).toFixed(1) : '-');
    console.log(`${name.padEnd(10)} | ${f(mounts).padStart(12)} | ${f(alls).padStart(9)} | ${f(keys).padStart(13)} | ${f(work).padStart(8)}`);
  }
} finally {
  await browser.close();
  await server.close();
}
process.exit(0);
