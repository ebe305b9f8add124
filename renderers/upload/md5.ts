/**
 * The content MD5 of a file (the upload's identifier), read in 10,240,000-byte slices with spark-md5. The page
 * hashes in a Web Worker so a large file never holds the main thread; where there is no Worker (a test, an old
 * host) the same loop runs here, yielding between slices.
 */
import SparkMD5 from 'spark-md5';
import { hashSlices } from '../../src/engine/upload/chunks';

export type Hasher = (file: Blob, onProgress?: (fraction: number) => void) => Promise<string>;

/** The bytes of a blob (FileReader where Blob.arrayBuffer is missing, as in jsdom). */
export function readBlob(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });
}

/** Hashes `file` slice by slice; `onProgress` hears the fraction read after each slice. */
export async function md5InSlices(file: Blob, onProgress?: (fraction: number) => void): Promise<string> {
  const spark = new SparkMD5.ArrayBuffer();
  const slices = hashSlices(file.size);
  for (const [start, end] of slices) {
    spark.append(await readBlob(file.slice(start, end)));
    onProgress?.(file.size ? end / file.size : 1);
  }
  return spark.end();
}

interface WorkerAnswer { progress?: number; hash?: string; error?: string }

/** Hashes in a module worker (md5.worker.ts); falls back to this thread when workers are unavailable. */
export const hashFile: Hasher = (file, onProgress) => {
  if (typeof Worker === 'undefined') return md5InSlices(file, onProgress);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<WorkerAnswer>) => {
      if (typeof e.data.progress === 'number') onProgress?.(e.data.progress);
      if (e.data.hash || e.data.error) {
        worker.terminate();
        if (e.data.hash) resolve(e.data.hash);
        else reject(new Error(e.data.error));
      }
    };
    worker.onerror = (e) => { worker.terminate(); reject(new Error(e.message || 'hash worker failed')); };
    worker.postMessage(file);
  });
};
