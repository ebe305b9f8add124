// Loaded into a bench's server process (node --expose-gc --import this file): on SIGUSR2 it collects garbage and
// writes process.memoryUsage() to LOOM_BENCH_MEMORY_FILE, so the bench reads what the server holds live. Resident
// memory alone hides it: V8 fills pages it committed long before, so 1,000 sockets once "grew" it by 0.2 kB each.
import { writeFileSync } from 'node:fs';

process.on('SIGUSR2', () => {
  if (typeof globalThis.gc === 'function') {
    globalThis.gc();
    globalThis.gc();
  }
  const file = process.env.LOOM_BENCH_MEMORY_FILE;
  if (file) writeFileSync(file, JSON.stringify(process.memoryUsage()));
});
