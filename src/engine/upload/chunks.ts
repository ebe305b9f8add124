/**
 * How a chunked upload cuts a file: 5 MiB chunks, the short tail folded into the last one (so the server can
 * check each chunk's size from the total alone), and the content hash read in 10,240,000-byte slices.
 */
export const CHUNK_SIZE = 5 * 1024 * 1024;
export const HASH_SLICE = 10_240_000;
/** How many times one chunk is sent again after a failure before the file is in error. */
export const MAX_CHUNK_RETRIES = 5;

export interface ChunkRange { chunkNumber: number; start: number; end: number }

export const totalChunksOf = (size: number) => Math.max(1, Math.floor(size / CHUNK_SIZE));

/** The byte ranges of every chunk of a file of `size` bytes, numbered from 1. */
export function planChunks(size: number): ChunkRange[] {
  const total = totalChunksOf(size);
  return Array.from({ length: total }, (_, i) => ({
    chunkNumber: i + 1,
    start: i * CHUNK_SIZE,
    end: i === total - 1 ? size : (i + 1) * CHUNK_SIZE,
  }));
}

/** The byte ranges the hash reads, in order. */
export function hashSlices(size: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let start = 0; start < size; start += HASH_SLICE) out.push([start, Math.min(size, start + HASH_SLICE)]);
  return out.length ? out : [[0, 0]];
}

/** The percentage shown for sent bytes: never 100 before the server has joined the file. */
export function progressOf(sentBytes: number, size: number, merged: boolean): number {
  if (merged) return 100;
  if (size <= 0) return 0;
  return Math.min(99, Math.floor((sentBytes / size) * 100));
}

/** A size for people: B, KB, MB, GB (powers of 1024). */
export function formatSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let n = bytes;
  let i = 0;
  while (n >= 1024 && i < units.length - 1) { n /= 1024; i += 1; }
  return `${i === 0 ? n : n.toFixed(n >= 100 ? 0 : 1)}${units[i]}`;
}
