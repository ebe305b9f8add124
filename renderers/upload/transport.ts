/**
 * The chunk calls over the host's data service (so the Authorization header goes along and a refused call shows
 * the server's message): GET /api/file/chunk, POST /api/file/chunk (multipart), POST /api/file/merge (form data).
 */
import type { DataService } from '../services';
import type { ChunkTransport, MergedFile, TestAnswer } from './uploader';

const form = (fields: Record<string, unknown>, file?: Blob, name?: string) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.append(k, String(v));
  if (file) body.append('file', file, name);
  return body;
};

/** A chunk on a slow link may take a while; the default request timeout is for small calls. */
const CHUNK_TIMEOUT = 5 * 60_000;

export function dataTransport(http: DataService): ChunkTransport {
  return {
    test: async (q) => ((await http.get<TestAnswer>('/api/file/chunk', q)).data ?? {}),
    send: async (q, chunk, signal) => ((await http.post<TestAnswer>('/api/file/chunk', form({ ...q }, chunk, q.filename),
      { timeout: CHUNK_TIMEOUT, signal })).data ?? {}),
    merge: async (body) => (await http.post<MergedFile>('/api/file/merge', form({ ...body }), { timeout: CHUNK_TIMEOUT })).data as MergedFile,
  };
}
