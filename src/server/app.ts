/**
 * Builds the Loom API from a configuration: opens and migrates the store, seeds it, registers one plugin per API
 * area and, when asked, serves the built web app with a history-mode fallback. Tests inject into the result.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { LoomConfig } from './config';
import type { AppContext } from './context';
import { migrate, openDb } from './db';
import { seed } from './db/seed';
import { pickLang, translate } from './i18n';
import { frameworkErrors, registerErrorHandling } from './http/errors';
import { registerInputChecks } from './http/input';
import { registerRouteTable } from './http/access';
import { registerSecurityHeaders } from './http/headers';
import { registerCompression, registerWebAssets } from './http/webAssets';
import { registerSessionHook } from './modules/oauth/session';
import { oauthModule } from './modules/oauth';
import { usersModule } from './modules/users';
import { dictionaryModule } from './modules/dictionary';
import { visualdevModule } from './modules/visualdev';
import { organizeModule } from './modules/organize';
import { positionModule } from './modules/position';
import { roleModule } from './modules/role';
import { groupModule } from './modules/group';
import { areaModule } from './modules/area';
import { dataInterfaceModule } from './modules/dataInterface';
import { billRuleModule } from './modules/billRule';
import { fileModule } from './modules/file';
import { systemModule } from './modules/system';
import { printDevModule } from './modules/printDev';
import { menuModule } from './modules/menu';
import { authorizeModule } from './modules/authorize';
import { screenModule } from './modules/screen';
import { messageModule } from './modules/message';
import { messageTemplateModule } from './modules/messageTemplate';
import { advancedQueryModule } from './modules/advancedQuery';

declare module 'fastify' {
  interface FastifyInstance {
    loom: AppContext;
  }
}

export async function buildApp(config: LoomConfig): Promise<FastifyInstance> {
  const db = openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, pgPoolMax: config.pgPoolMax });
  try {
    await migrate(db);
    if (config.seed) {
      await seed(db, { adminPassword: config.adminPassword, bcryptRounds: config.bcryptRounds,
        lockRows: Boolean(config.databaseUrl) });
    }
  } catch (err) {
    await db.destroy();
    throw err;
  }
  const ctx: AppContext = { db, config, routes: [] };

  const app = Fastify({
    logger: config.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    // Only a local reverse proxy (the vite dev server) may tell us the client's address.
    trustProxy: 'loopback',
    bodyLimit: 10 * 1024 * 1024,
    // Malformed URL escapes and over-long path parameters answer a 400 envelope, not Fastify's own JSON.
    frameworkErrors,
  });
  app.decorate('loom', ctx);
  // Before any module registers, so the route table is complete and every route's access declaration is checked.
  registerRouteTable(app, ctx);
  app.decorateRequest('lang', 'zh-CN');
  app.decorateRequest('t', null as never);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    request.lang = pickLang(request.headers['accept-language']);
    request.t = (key, params) => translate(request.lang, key, params);
  });
  app.addHook('onClose', async () => db.destroy());

  const distDir = resolve(config.distDir);
  const web = config.serveWeb && existsSync(join(distDir, 'index.html'));
  if (config.serveWeb && !web) app.log.warn(`serveWeb is on but ${distDir}/index.html is missing`);
  registerErrorHandling(app, {
    spaFallback: web ? (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html') : undefined,
  });
  registerInputChecks(app);
  // Before the session hook, so refusals (602, 403) carry the headers too.
  await registerSecurityHeaders(app);
  registerSessionHook(app, ctx);

  await registerCompression(app);
  await app.register(formbody);
  // No limit applies by itself: the sign-in routes add theirs (modules/oauth/rateLimit.ts).
  await app.register(rateLimit, { global: false });
  await app.register(oauthModule, { ctx });
  await app.register(usersModule, { ctx });
  await app.register(dictionaryModule, { ctx });
  await app.register(visualdevModule, { ctx });
  for (const m of [organizeModule, positionModule, roleModule, groupModule, areaModule, dataInterfaceModule,
    billRuleModule, fileModule, systemModule]) await app.register(m, { ctx });
  await app.register(printDevModule, { ctx });
  await app.register(menuModule, { ctx });
  await app.register(authorizeModule, { ctx });
  await app.register(screenModule, { ctx });
  await app.register(messageModule, { ctx });
  await app.register(messageTemplateModule, { ctx });
  await app.register(advancedQueryModule, { ctx });
  if (web) await registerWebAssets(app, distDir);
  return app;
}
