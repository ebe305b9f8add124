/**
 * The chunked uploader: for each file, the content hash (state check), then the test call asking which chunks the
 * server already holds, then the missing chunks one after another (each sent again up to 5 times), then the merge.
 * Pause and remove abort the chunk in flight (the server never stores a half-sent chunk, so resume sends it again);
 * a refused merge cancels the file (spec: a failed upload leaves the list); resume and retry start again from the
 * test call, so an upload picks up
 * whatever the server kept (after a reload, when the user picks the same file, or after a server restart).
 * Framework-free: the transport and the hasher are handed in, and listeners hear every change.
 */
import { CHUNK_SIZE, MAX_CHUNK_RETRIES, planChunks, progressOf, totalChunksOf } from '../../src/engine/upload/chunks';
import type { Hasher } from './md5';

export type UploadState = 'check' | 'waiting' | 'uploading' | 'paused' | 'error' | 'success';

/** The parameters every chunk call carries (simple-uploader's names). */
export interface ChunkQuery {
  identifier: string;
  filename: string;
  relativePath: string;
  totalChunks: number;
  totalSize: number;
  chunkSize: number;
  fileType: string;
  extension: string;
  chunkNumber?: number;
  currentChunkSize?: number;
}
export interface TestAnswer { uploaded?: boolean; chunkNumbers?: number[]; merge?: boolean }
export interface MergeBody {
  identifier: string; fileName: string; fileSize: number; fileType: string; extension: string;
  type: string; pathType: string; isAccount: string; folder: string;
}
export interface MergedFile { name: string; url: string; fileSize?: number; fileExtension?: string; fileVersionId?: string; thumbUrl?: string }

export interface ChunkTransport {
  test(q: ChunkQuery): Promise<TestAnswer>;
  /** `signal` aborts the request (pause, remove): the call then rejects and the chunk counts as not sent. */
  send(q: ChunkQuery & { chunkNumber: number; currentChunkSize: number }, chunk: Blob, signal?: AbortSignal): Promise<TestAnswer>;
  merge(body: MergeBody): Promise<MergedFile>;
}

export interface UploadItem {
  readonly id: string;
  readonly file: Blob;
  readonly name: string;
  readonly size: number;
  state: UploadState;
  /** 0–100; 99 at most until the server has joined the file. */
  progress: number;
  identifier?: string;
  /** True when the server held the content already (nothing was sent). */
  instant?: boolean;
  result?: MergedFile;
}

export interface UploaderOptions {
  transport: ChunkTransport;
  hash: Hasher;
  /** The merge's destination: type (annex), pathType, isAccount, folder. */
  target: { type: string; pathType: string; isAccount: string; folder: string };
  /** Files sending at once; the others wait. */
  simultaneous?: number;
  /** Delay before a failed chunk is sent again (ms). */
  retryDelay?: number;
  onSuccess?: (item: UploadItem, result: MergedFile) => void;
  onError?: (item: UploadItem, err: unknown) => void;
}

const extensionOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let nextId = 0;

export class Uploader {
  private list: UploadItem[] = [];
  /** Bumped on pause/remove: a run that sees another generation stops. */
  private generation = new Map<string, number>();
  /** The abort of each running file's requests: pause and remove cancel the chunk in flight at once. */
  private aborts = new Map<string, AbortController>();
  private listeners = new Set<(items: readonly UploadItem[]) => void>();

  constructor(private readonly opts: UploaderOptions) {}

  get items(): readonly UploadItem[] { return this.list; }

  subscribe(listener: (items: readonly UploadItem[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Queues a file under `name` (already cleaned) and starts it when a slot is free. */
  add(file: Blob, name: string): UploadItem {
    const item: UploadItem = { id: `u${++nextId}`, file, name, size: file.size, state: 'waiting', progress: 0 };
    this.list = [...this.list, item];
    this.generation.set(item.id, 0);
    this.emit();
    this.pump();
    return item;
  }

  pause(id: string) {
    const item = this.find(id);
    if (!item || item.state === 'success' || item.state === 'error' || item.state === 'paused') return;
    this.bump(id);
    this.set(item, { state: 'paused' });
    this.pump();
  }

  resume(id: string) {
    const item = this.find(id);
    if (item?.state === 'paused') { this.set(item, { state: 'waiting' }); this.pump(); }
  }

  retry(id: string) {
    const item = this.find(id);
    if (item?.state === 'error') { this.set(item, { state: 'waiting' }); this.pump(); }
  }

  remove(id: string) {
    if (!this.find(id)) return;
    this.bump(id);
    this.list = this.list.filter((x) => x.id !== id);
    this.generation.delete(id);
    this.emit();
    this.pump();
  }

  /** Files hashing or sending, with the generation of their run: a paused run ends before its file starts again. */
  private active = new Map<string, number>();

  private pump() {
    const max = this.opts.simultaneous ?? 3;
    for (const item of this.list) {
      if (this.active.size >= max) break;
      if (item.state === 'waiting' && !this.active.has(item.id)) void this.run(item);
    }
  }

  private async run(item: UploadItem) {
    const gen = this.generation.get(item.id)!;
    const live = () => this.generation.get(item.id) === gen;
    const abort = new AbortController();
    this.aborts.set(item.id, abort);
    this.active.set(item.id, gen);
    try {
      if (!item.identifier) {
        this.set(item, { state: 'check' });
        const identifier = await this.opts.hash(item.file);
        // Kept even when paused meanwhile: resume then goes straight to the test call instead of hashing again.
        item.identifier = identifier;
        if (!live()) return;
        this.set(item, { identifier });
      }
      this.set(item, { state: 'uploading' });
      const base: ChunkQuery = {
        identifier: item.identifier!, filename: item.name, relativePath: item.name,
        totalChunks: totalChunksOf(item.size), totalSize: item.size, chunkSize: CHUNK_SIZE,
        fileType: (item.file as File).type || '', extension: extensionOf(item.name),
      };
      const known = await this.opts.transport.test(base);
      if (!live()) return;
      const present = new Set(known.uploaded ? planChunks(item.size).map((c) => c.chunkNumber) : known.chunkNumbers ?? []);
      let sent = planChunks(item.size).filter((c) => present.has(c.chunkNumber)).reduce((n, c) => n + c.end - c.start, 0);
      this.set(item, { progress: progressOf(sent, item.size, false), instant: !!known.uploaded });
      for (const c of planChunks(item.size)) {
        if (present.has(c.chunkNumber)) continue;
        await this.sendChunk(base, c, item.file.slice(c.start, c.end), live, abort.signal);
        if (!live()) return;
        sent += c.end - c.start;
        this.set(item, { progress: progressOf(sent, item.size, false) });
      }
      const { type, pathType, isAccount, folder } = this.opts.target;
      const result = await this.opts.transport.merge({ identifier: base.identifier, fileName: item.name, fileSize: item.size,
        fileType: base.fileType, extension: base.extension, type, pathType, isAccount, folder })
        .catch((err: unknown) => {
          // A refused merge cancels the file (the host has shown the server's words): retrying would be refused
          // again. Its chunks stay on the server, so picking the file again resumes if the refusal was passing.
          if (live()) { this.remove(item.id); this.opts.onError?.(item, err); }
          return null;
        });
      if (!result || !live()) return;
      this.set(item, { state: 'success', progress: 100, result });
      this.opts.onSuccess?.(item, result);
    } catch (err) {
      if (!live()) return;
      this.set(item, { state: 'error' });
      this.opts.onError?.(item, err);
    } finally {
      if (this.active.get(item.id) === gen) this.active.delete(item.id);
      if (this.aborts.get(item.id) === abort) this.aborts.delete(item.id);
      this.pump();
    }
  }

  /** One chunk, sent again after a failure up to MAX_CHUNK_RETRIES times. */
  private async sendChunk(base: ChunkQuery, c: { chunkNumber: number; start: number; end: number }, blob: Blob,
    live: () => boolean, signal: AbortSignal) {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.opts.transport.send({ ...base, chunkNumber: c.chunkNumber, currentChunkSize: c.end - c.start }, blob, signal);
        return;
      } catch (err) {
        if (attempt >= MAX_CHUNK_RETRIES || !live()) throw err;
        await sleep(this.opts.retryDelay ?? 1000);
      }
    }
  }

  private find(id: string) { return this.list.find((x) => x.id === id); }
  private bump(id: string) {
    this.generation.set(id, (this.generation.get(id) ?? 0) + 1);
    this.aborts.get(id)?.abort();
    this.aborts.delete(id);
  }
  private set(item: UploadItem, patch: Partial<UploadItem>) {
    Object.assign(item, patch);
    this.emit();
  }
  /** Listeners get copies, so a React view sees each change as a new value. */
  private emit() {
    const snapshot = this.list.map((x) => ({ ...x }));
    for (const l of this.listeners) l(snapshot);
  }
}
