/**
 * A real Loom server on a fresh temporary DATA_DIR (or, when TEST_DATABASE_URL is set, a fresh database created on
 * that PostgreSQL server and dropped on close), for the API and e2e suites. Captcha is off unless turned on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { configFromEnv, type LoomConfig } from '../../src/server/config';
import { md5 } from '../../src/server/modules/oauth/password';

export interface TestServer {
  app: FastifyInstance;
  /** Base URL when listening (`listen: true`, the default for e2e), else ''. */
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

export interface StartOptions extends Partial<LoomConfig> {
  /** Listen on 127.0.0.1:0 (default true). API tests may inject without listening. */
  listen?: boolean;
}

/** Runs one statement on the PostgreSQL server of `url` (CREATE/DROP DATABASE cannot run in a pool transaction). */
async function pgAdmin(url: string, sql: string) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Waits (a bounded number of polls) until no session is connected to database `name`: the pool's end() resolves
 * before its sockets are closed, and a session that DROP ... WITH (FORCE) terminates then reaches its client as an
 * 'error' nobody listens to any more (an unhandled error of the test file, after tests that used many connections).
 */
async function whenDisconnected(url: string, name: string) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let i = 0; i < 100; i++) {
      const { rows } = await client.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (rows[0].n === 0) return;
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await client.end();
  }
}

/** A fresh database next to TEST_DATABASE_URL's, so test files can run in parallel; answers its URL. */
async function freshPostgres(url: string): Promise<{ url: string; name: string }> {
  const name = `loom_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await pgAdmin(url, `CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return { url: u.toString(), name };
}

export async function startServer(overrides: StartOptions = {}): Promise<TestServer> {
  const { listen = true, ...config } = overrides;
  const dataDir = mkdtempSync(join(tmpdir(), 'loom-test-'));
  const baseUrl = config.databaseUrl ?? process.env.TEST_DATABASE_URL ?? undefined;
  const pgDb = baseUrl ? await freshPostgres(baseUrl) : null;
  const databaseUrl = pgDb?.url;
  const app = await buildApp(configFromEnv({}, {
    dataDir, databaseUrl, captcha: false, logger: false, serveWeb: false, bcryptRounds: 4, port: 0,
    // Suites sign in far more often than a person; the rate-limit suite sets its own limits.
    rateLimit: { perAddress: 100_000, perAccount: 100_000, windowMs: 60_000 }, ...config,
  }));
  let url = '';
  if (listen) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    url = typeof addr === 'object' && addr ? `http://127.0.0.1:${addr.port}` : '';
  }
  return {
    app, url, dataDir,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (baseUrl && pgDb) {
        await whenDisconnected(baseUrl, pgDb.name);
        await pgAdmin(baseUrl, `DROP DATABASE IF EXISTS ${pgDb.name} WITH (FORCE)`);
      }
    },
  };
}

export const ADMIN_PASSWORD = 'admin123';
export const DEMO_PASSWORD = '123456';

/** Logs in through the real endpoint (form-encoded, md5 password) and answers the token ("Bearer …"). */
export async function login(app: FastifyInstance, account = 'admin', password?: string): Promise<string> {
  const res = await loginRequest(app, account, password ?? (account === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD));
  if (res.code !== 200) throw new Error(`login ${account} failed: ${res.code} ${res.msg}`);
  return (res.data as { token: string }).token;
}

/** The raw login answer, for tests of failures. */
export async function loginRequest(app: FastifyInstance, account: string, password: string,
  extra: Record<string, string> = {}, lang?: string) {
  const res = await app.inject({
    method: 'POST', url: '/api/oauth/Login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(lang ? { 'accept-language': lang } : {}) },
    payload: new URLSearchParams({ account, password: md5(password), origin: 'password', client_id: 'admin',
      client_secret: '123456', scope: 'all', grant_type: 'password', ...extra }).toString(),
  });
  return res.json() as { code: number; msg: string; data?: unknown };
}

/** Calls the API with a token and answers the parsed envelope. */
export async function call<T = unknown>(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string,
  opts: { token?: string; body?: unknown; lang?: string; headers?: Record<string, string> } = {}) {
  // As Loom's web does: generated lists answer stored values (clientContract.test.ts calls without it).
  const headers: Record<string, string> = { 'x-loom-values': 'stored', ...opts.headers };
  if (opts.token) headers.authorization = opts.token;
  if (opts.lang) headers['accept-language'] = opts.lang;
  const res = await app.inject({ method, url, headers, ...(opts.body !== undefined ? { payload: opts.body as object } : {}) });
  const text = res.body;
  return { status: res.statusCode, text, ...(JSON.parse(text) as { code: number; msg: string; data?: T }) };
}
