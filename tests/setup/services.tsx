/**
 * Services for renderer tests without the web app: a DataService answered by a table of fixture answers, for
 * `renderWithProviders(ui, client, { data })` from renderers/testing.tsx.
 */
import type { DataService } from '../../renderers/services';
import type { Envelope } from '../../src/engine/types';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Rejects a non-200 envelope, as the web's DataService does after telling the user. */
function settle<T>(env: Envelope<T>): Promise<Envelope<T>> {
  return env.code === 200 ? Promise.resolve(env) : Promise.reject(Object.assign(new Error(env.msg), { envelope: env }));
}

/** The url with its query parameters, as a renderer passed them (the fixtures match the path). */
const withParams = (url: string, params?: object) => {
  const entries = Object.entries(params ?? {}).filter(([, v]) => v !== undefined && v !== null);
  if (!entries.length) return url;
  const q = new URLSearchParams(entries.map(([k, v]) => [k, String(v)]));
  return `${url}${url.includes('?') ? '&' : '?'}${q}`;
};

/** One fixture answer: the data of a 200 envelope for a method and a path matching `url`. */
export type FixtureRoute = [Method, RegExp | string, (body: unknown, url: string) => unknown];

/**
 * A DataService answered from fixtures: the first route whose method matches and whose pattern matches the path
 * (a string matches the path exactly) answers; anything else answers `{list: []}`, as an empty selector would.
 * `calls` records every request, for tests that look at what was asked.
 */
export function fixtureData(routes: FixtureRoute[]): DataService & { calls: { method: Method; url: string; body?: unknown }[] } {
  const calls: { method: Method; url: string; body?: unknown }[] = [];
  const answer = <T,>(method: Method, url: string, body?: unknown): Promise<Envelope<T>> => {
    calls.push({ method, url, body });
    const path = url.split('?')[0];
    const route = routes.find(([m, p]) => m === method && (typeof p === 'string' ? p === path : p.test(path)));
    return settle({ code: 200, msg: 'Success', data: (route ? route[2](body, url) : { list: [] }) as T });
  };
  return {
    calls,
    get: (url, params) => answer('GET', withParams(url, params)),
    post: (url, data) => answer('POST', url, data),
    put: (url, data) => answer('PUT', url, data),
    delete: (url, params) => answer('DELETE', withParams(url, params)),
    fileSrc: (url) => url ?? '',
  };
}
