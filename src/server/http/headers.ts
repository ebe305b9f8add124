/**
 * Security headers on every answer (@fastify/helmet) and `Cache-Control: no-store` on the API's JSON answers, so a
 * shared cache or the browser's back button never shows one user's data to another. File and image routes set
 * their own caching and keep it.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * What the built web app needs and nothing more: its own scripts only, which may compile code at run time
 * ('unsafe-eval'), because the forms validate with ajv (rjsf's validator-ajv8), and ajv turns each JSON Schema into
 * a function with `new Function`: without it no form can be submitted; inline styles, because antd writes its
 * theme as <style> elements at run time and index.html carries one; pictures from the API plus data: and blob:
 * (previews, print); frames of other sites for the external-link menus (type 7), whose addresses administrators
 * choose; and no framing of Loom itself by another site.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'script-src': ["'self'", "'unsafe-eval'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'", 'https:', 'http:', 'blob:'],
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'"],
};

export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    // Helmet's default would also upgrade every request to https, which breaks the plain-http embedded setup.
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // Tokens travel in some URLs (image ?token=, one-shot download tickets): never hand them to another site.
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')
      && String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
