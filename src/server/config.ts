/** Server configuration: read from the environment by the mains, built directly by tests. */
import { resolve } from 'node:path';

export interface LoomConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; SQLite under dataDir when absent. */
  databaseUrl?: string;
  adminPassword: string;
  /** false switches every captcha check off (LOOM_CAPTCHA=off). */
  captcha: boolean;
  /** Session lifetime. */
  tokenTtlSeconds: number;
  /** Serve the built web app (distDir) with SPA history fallback. */
  serveWeb: boolean;
  distDir: string;
  logger: boolean;
  /** bcrypt cost; tests lower it to keep seeding fast. */
  bcryptRounds: number;
  /** Run migrations and the idempotent seed when the app is built. */
  seed: boolean;
  /**
   * Requests per window to each sign-in route (login, captcha images, getConfig, lock screen, unlock), counted per
   * client address and per account; 0 switches that count off (LOOM_RATE_LIMIT_ADDRESS, LOOM_RATE_LIMIT_ACCOUNT).
   */
  rateLimit: { perAddress: number; perAccount: number; windowMs: number };
  /**
   * Where GET /api/system/Screen finds screen documents (<menu address>.screen.json and their form files); read at
   * each request, so a new document shows without a restart. Default schemas/screens (LOOM_SCREENS_DIR).
   */
  screensDir?: string;
  /**
   * Connections the PostgreSQL pool opens at most (LOOM_PG_POOL_MAX, default 10). Each runs one statement at a time;
   * more connections than the database's cores only make statements share them.
   */
  pgPoolMax: number;
  /** Redis connection string (REDIS_URL): socket events fan out through its pub/sub; in process when absent. */
  redisUrl?: string;
}

/** Defaults, overridden by the environment (see README): PORT, HOST, DATA_DIR, DATABASE_URL, LOOM_*. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env, overrides: Partial<LoomConfig> = {}): LoomConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminPassword: env.LOOM_ADMIN_PASSWORD || 'admin123',
    captcha: (env.LOOM_CAPTCHA ?? '').toLowerCase() !== 'off',
    tokenTtlSeconds: 8 * 3600,
    serveWeb: true,
    distDir: resolve('dist'),
    logger: true,
    bcryptRounds: 10,
    seed: true,
    rateLimit: { perAddress: Number(env.LOOM_RATE_LIMIT_ADDRESS ?? 30),
      perAccount: Number(env.LOOM_RATE_LIMIT_ACCOUNT ?? 10), windowMs: 60_000 },
    screensDir: resolve(env.LOOM_SCREENS_DIR ?? 'schemas/screens'),
    redisUrl: env.REDIS_URL || undefined,
    pgPoolMax: Number(env.LOOM_PG_POOL_MAX) || 10,
    ...overrides,
  };
}
