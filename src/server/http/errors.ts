/**
 * Turns every failure into an envelope in the request's language: schema errors name the field (400), our own
 * ApiErrors keep their code, malformed requests (bad URL escapes, over-long path parameters, broken multipart or
 * JSON) answer 400 without echoing the path, unknown routes answer 404, anything else is logged and answered 500
 * with no stack.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './envelope';
import type { Lang, MessageKey, Params } from '../i18n';
import { pickLang, translate } from '../i18n';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  /** Set by ajv on errors under `propertyNames`: the key that is not allowed. */
  propertyName?: string;
}

const CONTEXT_NAME: Record<string, string> = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' };

/** Dotted field name of an ajv error: instancePath '/a/0/b' → 'a.0.b', plus missingProperty for `required`. */
function fieldOf(err: AjvError, context: string | undefined): string {
  const path = err.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = err.keyword === 'required' ? String(err.params.missingProperty ?? '') : err.propertyName ?? '';
  return [path, missing].filter(Boolean).join('.') || CONTEXT_NAME[context ?? 'body'] || 'body';
}

/** Localised text for the first schema violation. */
export function schemaMessage(lang: Lang, errors: AjvError[], context: string | undefined): string {
  const err = errors[0];
  const field = fieldOf(err, context);
  const p = err.params;
  switch (err.keyword) {
    case 'required':
      return translate(lang, 'paramRequired', { field });
    case 'type': {
      const type = String(p.type ?? '').split(',')[0];
      const kind = `kind_${type}` as MessageKey;
      return translate(lang, 'paramType', { field, type: translate(lang, kind) });
    }
    case 'maxLength': case 'maxItems':
      return translate(lang, 'paramTooLong', { field, limit: String(p.limit) });
    case 'minLength': case 'minItems':
      return Number(p.limit) === 1 ? translate(lang, 'paramRequired', { field })
        : translate(lang, 'paramTooShort', { field, limit: String(p.limit) });
    case 'minimum': case 'exclusiveMinimum':
      return translate(lang, 'paramTooSmall', { field, limit: String(p.limit) });
    case 'maximum': case 'exclusiveMaximum':
      return translate(lang, 'paramTooLarge', { field, limit: String(p.limit) });
    case 'enum':
      // An unknown key (propertyNames): name it; listing every allowed key helps nobody.
      if (err.propertyName) return translate(lang, 'paramInvalid', { field });
      return translate(lang, 'paramEnum', { field, values: (p.allowedValues as unknown[] ?? []).join(', ') });
    default:
      return translate(lang, 'paramInvalid', { field });
  }
}

/** Client errors of Fastify and @fastify/multipart that have a message of their own. */
const CLIENT_ERROR_KEY: Record<string, MessageKey> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'multipartInvalid',
  FST_PROTO_VIOLATION: 'multipartInvalid',
  FST_INVALID_JSON_FIELD_ERROR: 'multipartInvalid',
  FST_PARTS_LIMIT: 'multipartTooManyParts',
  FST_FILES_LIMIT: 'multipartTooManyParts',
  FST_FIELDS_LIMIT: 'multipartTooManyParts',
};

/**
 * Logs an error nobody expected. With the app's logger off (tests, some `npm start` setups) it still writes one
 * line with the stack to stderr: a 500 must always leave a trace on the server, since its answer carries none.
 */
function logUnexpected(app: FastifyInstance, request: FastifyRequest, err: Error) {
  const log = app.log as FastifyInstance['log'] & { isLevelEnabled?: (level: string) => boolean };
  if (log.isLevelEnabled?.('error')) {
    request.log.error({ err }, 'unexpected error');
    return;
  }
  let route = '(no route)';
  try { route = request.routeOptions.url ?? route; } catch { /* refused before routing: no route context */ }
  const where = `${request.method} ${route}`;
  process.stderr.write(`[loom] unexpected error in ${where}: ${err.stack ?? String(err)}\n`);
}

function send(reply: FastifyReply, code: number, msg: string) {
  // HTTP 200 for every envelope, like the original: the client reads `code`.
  return reply.status(200).type('application/json; charset=utf-8').send({ code, msg });
}

export function registerErrorHandling(app: FastifyInstance, opts: { spaFallback?: (req: FastifyRequest,
  reply: FastifyReply) => unknown } = {}) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const lang = request.lang;
    if (error instanceof ApiError) {
      return send(reply, error.code, error.text ?? translate(lang, error.key, error.params as Params));
    }
    const fe = error as FastifyError & { validation?: AjvError[]; validationContext?: string };
    if (fe.validation?.length) {
      return send(reply, 400, schemaMessage(lang, fe.validation, fe.validationContext));
    }
    const status = fe.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const key = CLIENT_ERROR_KEY[fe.code];
      if (key) return send(reply, 400, translate(lang, key));
      if (status === 413) return send(reply, 400, translate(lang, 'bodyTooLarge'));
      if (status === 415) return send(reply, 400, translate(lang, 'invalidMediaType'));
      if (fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return send(reply, 400, translate(lang, 'paramRequired', { field: 'body' }));
      if (status === 404) return send(reply, 404, translate(lang, 'notFound'));
      request.log.info({ err: fe }, 'client error');
      return send(reply, 400, translate(lang, 'invalidJson'));
    }
    logUnexpected(app, request, fe);
    return send(reply, 500, translate(lang, 'serverError'));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (opts.spaFallback && request.method === 'GET' && !path.startsWith('/api/') && path !== '/api') {
      return opts.spaFallback(request, reply);
    }
    return send(reply, 404, translate(request.lang, 'notFound'));
  });
}

/**
 * Fastify's `frameworkErrors` option: a URL with a malformed escape (`%ff%fe`) or a path parameter longer than
 * `maxParamLength` is refused before routing, so no hook has set the language yet. Answers 400 without echoing the
 * path (Fastify's own answer quotes it and is no envelope).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = pickLang(request.headers['accept-language']);
  if (error.code === 'FST_ERR_BAD_URL') return send(reply, 400, translate(lang, 'badUrl'));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return send(reply, 400, translate(lang, 'pathParamTooLong', { limit: request.server.initialConfig.maxParamLength ?? 100 }));
  }
  logUnexpected(request.server, request, error);
  return send(reply, 500, translate(lang, 'serverError'));
}
