// The page the upload bench drives: hashes a Blob with the uploader's worker, or on this thread as the baseline,
// while a long-task observer records every main-thread task over 50 ms.
import { hashFile, md5InSlices } from '../../../renderers/upload/md5';

let blob: Blob | null = null;

/** A Blob of `mb` MiB of varied bytes, made before any timing starts. */
function makeBlob(mb: number) {
  const part = new Uint8Array(1024 * 1024);
  for (let i = 0; i < part.length; i++) part[i] = (i * 2654435761) >>> 24;
  blob = new Blob(Array.from({ length: mb }, () => part));
  return blob.size;
}

async function timeHash(inWorker: boolean) {
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => { for (const e of list.getEntries()) tasks.push(e.duration); });
  observer.observe({ type: 'longtask', buffered: false });
  const t0 = performance.now();
  const hash = inWorker ? await hashFile(blob!) : await md5InSlices(blob!);
  const ms = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 100));
  observer.disconnect();
  return { ms, hash, longTasks: tasks.length, longestTask: tasks.length ? Math.max(...tasks) : 0 };
}

(window as unknown as { uploadBench: unknown }).uploadBench = { makeBlob, timeHash };
