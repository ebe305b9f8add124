/** The hashing worker: receives a Blob, answers progress fractions and then `{hash}` (or `{error}`). */
import { md5InSlices } from './md5';

// The project compiles with the DOM library; a worker's scope needs only these two.
const scope = self as unknown as { onmessage: ((e: MessageEvent<Blob>) => void) | null; postMessage(m: unknown): void };
scope.onmessage = (e: MessageEvent<Blob>) => {
  md5InSlices(e.data, (progress) => scope.postMessage({ progress })).then(
    (hash) => scope.postMessage({ hash }),
    (err: unknown) => scope.postMessage({ error: err instanceof Error ? err.message : String(err) }),
  );
};
