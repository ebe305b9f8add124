/**
 * The one parser of JSON that a client sent: request bodies (the app's application/json parser) and the JSON
 * strings carried inside bodies (queryJson, a record's `data`, a form definition). Its refusals, all 400:
 * - nesting deeper than MAX_JSON_DEPTH. JSON.parse copes with 10,000 levels, but the recursive walkers that read
 *   the value later (record validation, display text, search) overflow the stack and would answer 500. The depth
 *   is counted on the text, without recursion and before anything is built.
 * - NUL characters (PostgreSQL refuses them in text: a 500 there, silently stored on SQLite).
 * - `__proto__` keys and `constructor.prototype` (secure-json-parse, the parser Fastify itself uses), so a parsed
 *   value can be spread or merged without reaching Object.prototype.
 * JSON that the server wrote itself (stored records, definitions) is read with plain JSON.parse.
 */
import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { ApiError } from './envelope';
import type { MessageKey, Params } from '../i18n';

/** Deepest nesting of arrays and objects accepted. Seeded form definitions reach 14; records stay under 10. */
export const MAX_JSON_DEPTH = 64;

/** What a scan of JSON text found wrong: nesting deeper than the limit, or a `\u0000` escape (a NUL character). */
export type JsonTextProblem = 'tooDeep' | 'nul' | null;

/**
 * Scans JSON text in one pass, without recursion: nesting of arrays/objects deeper than `limit` (brackets inside
 * strings do not count) and NUL characters, which PostgreSQL text cannot hold and no form field means.
 */
export function scanJsonText(text: string, limit: number): JsonTextProblem {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) { // backslash: the next character is escaped; \u0000 is a NUL
        if (text.startsWith('u0000', i + 1)) return 'nul';
        i++;
      } else if (c === 0x22) {
        inString = false;
      } else if (c === 0) {
        return 'nul';
      }
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return 'tooDeep';
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return null;
}

export interface ParseJsonOptions {
  maxDepth?: number;
  /** Message of the refusal when the text is not JSON (or poisons a prototype); default invalidJson. */
  invalid?: MessageKey;
  invalidParams?: Params;
}

/** Throws the 400 of JSON text nested too deep or holding a NUL, for text that another parser reads afterwards. */
export function assertJsonText(text: string, maxDepth = MAX_JSON_DEPTH) {
  const problem = scanJsonText(text, maxDepth);
  if (problem === 'tooDeep') throw new ApiError(400, 'jsonTooDeep', { limit: maxDepth });
  if (problem === 'nul') throw new ApiError(400, 'nulCharacter');
}

/** Parses client JSON, or throws a 400 ApiError (too deep, a NUL, not JSON, prototype keys). */
export function parseJsonValue(text: string, opts: ParseJsonOptions = {}): unknown {
  assertJsonText(text, opts.maxDepth);
  try {
    return secureJson.parse(text, null, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    throw new ApiError(400, opts.invalid ?? 'invalidJson', opts.invalidParams);
  }
}

/** Parses client JSON that must be an object (not an array), or throws a 400 ApiError with `invalid`. */
export function parseJsonObject(text: string, invalid: MessageKey, maxDepth?: number): Record<string, unknown> {
  const v = parseJsonValue(text, { maxDepth, invalid });
  if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  throw new ApiError(400, invalid);
}

/** Replaces Fastify's application/json parser: request bodies go through parseJsonValue like every client JSON. */
export function registerJsonBodyParser(app: FastifyInstance) {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    try {
      if ((body as string).length === 0) throw new ApiError(400, 'paramRequired', { field: 'body' });
      done(null, parseJsonValue(body as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
}
