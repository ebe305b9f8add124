/**
 * Checks of a request's own text, registered once for the whole app: JSON bodies are parsed by http/json.ts (depth,
 * NUL, prototype keys), and before any handler runs no path parameter, query value or body field (url-encoded and
 * multipart bodies included) may hold a NUL character. PostgreSQL refuses NUL in text, so without this check the
 * same request answered 500 there and stored the character on SQLite.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from './envelope';
import { registerJsonBodyParser } from './json';

/** Whether a key or string anywhere in the value holds a NUL; iterative, and file contents (Buffers) are not text. */
export function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [key, item] of Object.entries(v)) {
        if (key.includes('\u0000')) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

export function registerInputChecks(app: FastifyInstance) {
  registerJsonBodyParser(app);
  // Path and query first (onRequest): a route's own hooks may read them before validation (to decide who may call).
  app.addHook('onRequest', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query)) throw new ApiError(400, 'nulCharacter');
  });
  // A parsed body before any route's own checks read it (preValidation), and again in preHandler, after the
  // multipart plugin has put its fields into it.
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.body)) throw new ApiError(400, 'nulCharacter');
  });
  app.addHook('preHandler', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw new ApiError(400, 'nulCharacter');
    }
  });
}
