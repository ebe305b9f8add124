/**
 * The Vite plugin of preview mode: `/` serves the preview page (src/web/preview/index.html), `/api/*` is answered
 * by the fixture API, and a change to either definition file makes every open page reload. Node-side code.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { createFixtureApi, type FixtureApi, type FixtureApiOptions } from './fixtureApi';

/** Where the preview page's HTML entry sits, as a path of the Vite root (the repository). */
export const PREVIEW_ENTRY = '/src/web/preview/index.html';
/** Largest request body the fixture API reads (a form record with a big sub-table fits easily). */
const MAX_BODY = 10 * 1024 * 1024;

type Next = (err?: unknown) => void;

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        fail(new Error('request body too large'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (!text) return done(undefined);
      const type = String(req.headers['content-type'] ?? '');
      if (type.includes('application/x-www-form-urlencoded')) return done(Object.fromEntries(new URLSearchParams(text)));
      try {
        done(JSON.parse(text));
      } catch {
        done(undefined);
      }
    });
    req.on('error', fail);
  });
}

function send(res: ServerResponse, body: unknown) {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/** Connect middleware: the page at `/`, the API under `/api/`; everything else goes on to Vite. */
export function previewMiddleware(api: FixtureApi) {
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    const url = req.url ?? '/';
    const path = url.split('?')[0];
    if (path === '/' || path === '/index.html') {
      req.url = PREVIEW_ENTRY + url.slice(path.length);
      return next();
    }
    if (!path.startsWith('/api/')) return next();
    readBody(req)
      .then((body) => api.handle({
        method: req.method ?? 'GET', url, body, language: String(req.headers['accept-language'] ?? ''),
      }))
      // Answers are envelopes with HTTP 200, refusals included, as the real server's are.
      .then((envelope) => send(res, envelope))
      .catch((e: unknown) => send(res, { code: 500, msg: e instanceof Error ? e.message : String(e) }));
  };
}

/** Reloads every open page when one of `files` changes (editors that replace the file count too). */
export function watchDefinitionFiles(server: Pick<ViteDevServer, 'watcher' | 'ws'>, files: string[], onReload?: (file: string) => void) {
  const watched = new Set(files.map((f) => resolve(f)));
  server.watcher.add([...watched]);
  const reload = (file: string) => {
    if (!watched.has(resolve(file))) return;
    onReload?.(file);
    server.ws.send({ type: 'full-reload', path: '*' });
  };
  server.watcher.on('change', reload);
  server.watcher.on('add', reload);
}

export interface PreviewPluginOptions extends FixtureApiOptions {
  /** Told about every reload (the CLI prints a line). */
  onReload?: (file: string) => void;
}

/** The plugin: mounts the middleware before Vite's own (so `/api` never reaches the dev proxy) and the watcher. */
export function previewPlugin(opts: PreviewPluginOptions): Plugin {
  return {
    name: 'loom-preview',
    configureServer(server) {
      server.middlewares.use(previewMiddleware(createFixtureApi(opts)));
      watchDefinitionFiles(server, [opts.formPath, ...(opts.listPath ? [opts.listPath] : [])], opts.onReload);
    },
  };
}
