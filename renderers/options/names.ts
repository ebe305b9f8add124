/**
 * Names of stored ids for list cells and detail views (users, organisations, positions, roles, groups, areas).
 * A table of 50 rows must not make 50 requests: every id asked for in the same tick joins one batch, which is sent
 * as one POST per kind of name; each id's answer is then cached on its own by react-query, so a later page asks
 * only for ids it has not seen.
 */
import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { usePickerApi, type NameItem, type PickerApi } from '../kinds/pickers/api';

/** Which lookup resolves an id: organisation-like ids, user ids, "id--type" user-component ids, area id paths. */
export type NameKind = 'organize' | 'user' | 'users' | 'area';

type Resolve = (api: PickerApi, keys: string[]) => Promise<Map<string, string>>;

const AREA_SEP = '\u0001';

const byId = (items: NameItem[]) => new Map(items.map((i) => [String(i.id), String(i.fullName ?? i.id)]));

const RESOLVERS: Record<NameKind, Resolve> = {
  organize: async (api, ids) => byId(await api.fetchOrganizeNames(ids)),
  user: async (api, ids) => byId(await api.fetchUserNames(ids)),
  users: async (api, ids) => byId(await api.fetchSelectedNames(ids)),
  // An area key is its id path joined; the answer is a path of names for each path, in order.
  area: async (api, keys) => {
    const names = await api.fetchAreaNames(keys.map((k) => k.split(AREA_SEP)));
    return new Map(keys.map((k, i) => [k, Array.isArray(names[i]) ? names[i].join('/') : '']));
  },
};

interface Waiter<T> { resolve: (found: Map<string, T>) => void; reject: (e: unknown) => void }
const pending = new Map<string, { keys: Set<string>; waiters: Waiter<unknown>[] }>();

/**
 * Resolves one key of a group, joining every key of the same group asked for in this tick: `resolve` is called once
 * per group and tick with all of them. Undefined when the answer does not have the key.
 */
export function batchResolve<T>(group: string, key: string, resolve: (keys: string[]) => Promise<Map<string, T>>): Promise<T | undefined> {
  let batch = pending.get(group);
  if (!batch) {
    const created = { keys: new Set<string>(), waiters: [] as Waiter<unknown>[] };
    pending.set(group, created);
    batch = created;
    // A macrotask, not a microtask: rows mounted by the same render (and their effects) all get in.
    setTimeout(() => {
      pending.delete(group);
      resolve([...created.keys]).then(
        (found) => created.waiters.forEach((w) => w.resolve(found)),
        (err) => created.waiters.forEach((w) => w.reject(err)),
      );
    }, 0);
  }
  batch.keys.add(key);
  const target = batch;
  return new Promise<Map<string, T>>((res, rej) => target.waiters.push({ resolve: res as (f: Map<string, unknown>) => void, reject: rej }))
    .then((found) => found.get(key));
}

/** Resolves one key, joining whatever else is asked for in this tick. */
export async function resolveName(api: PickerApi, kind: NameKind, key: string): Promise<string> {
  // An unknown id shows as itself rather than vanishing.
  return (await batchResolve(`names:${kind}`, key, (keys) => RESOLVERS[kind](api, keys))) ?? key;
}

export const nameKey = (kind: NameKind, key: string) => ['names', kind, key] as const;
const NAME_STALE_MS = 5 * 60_000;

/** The key of an area id path in the resolver. */
export const areaKey = (path: unknown[]) => path.map(String).join(AREA_SEP);

/** Names of `keys` (in order); `loading` until all arrived. Unknown ids come back as themselves. */
export function useNames(kind: NameKind, keys: string[]): { names: string[]; loading: boolean } {
  const api = usePickerApi();
  const unique = [...new Set(keys)];
  const results = useQueries({
    queries: unique.map((key) => ({
      queryKey: nameKey(kind, key),
      queryFn: () => resolveName(api, kind, key),
      staleTime: NAME_STALE_MS,
    })),
  });
  const byKey = new Map(unique.map((k, i) => [k, results[i].data ?? (results[i].isError ? k : '')]));
  const joined = JSON.stringify(keys.map((k) => byKey.get(k) ?? ''));
  const loading = results.some((r) => r.isLoading);
  // Stable array while the texts are the same, so memoised views do not redraw.
  return useMemo(() => ({ names: JSON.parse(joined) as string[], loading }), [joined, loading]);
}
