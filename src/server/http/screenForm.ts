/**
 * One schema, two checks: a screen's form file (schemas/screens/**\/*.form.json) is drawn by rjsf on the web and
 * validates the body of the route that saves it here. `screenBody(file)` is a preValidation hook; routes write
 *   app.post(url, { preValidation: screenBody('permission/forms/user.form.json'), config: {...} }, handler)
 * or call `validateScreenBody(file, body, lang)` in a handler. The form's schema is compiled once with ajv 8 (no
 * type coercion, defaults filled in, first error), not by Fastify's own ajv, which would coerce "1" to 1 and drop
 * unknown keys silently where the form says additionalProperties: false. Refusals are 400 envelopes worded by the
 * same schemaMessage as every other route, naming the field by its title and the allowed options by their labels in
 * the user's language.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { FastifyRequest } from 'fastify';
import { compileFormSchema, errorText, fieldTitle, optionLabel, screenLangOf, type ScreenFormFile } from '../../engine/screen';
import type { Lang } from '../i18n';
import { ApiError } from './envelope';
import { schemaMessage } from './errors';

/** The form files the server validates with are the repository's, whatever screensDir the web is served from. */
const FORMS_ROOT = fileURLToPath(new URL('../../../schemas/screens/', import.meta.url));
const FORM_FILE = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.form\.json$/;

interface Compiled { form: ScreenFormFile; validate: ValidateFunction }
const cache = new Map<string, Compiled>();

/**
 * The form file (path under schemas/screens, or under `root` — tests keep their own forms) and its compiled
 * schema, loaded on first use.
 */
export function screenForm(file: string, root: string = FORMS_ROOT): Compiled {
  const key = join(root, file);
  let hit = cache.get(key);
  if (!hit) {
    if (!FORM_FILE.test(file)) throw new Error(`screenForm: ${file} is not a form file path under ${root}`);
    const form = JSON.parse(readFileSync(key, 'utf8')) as ScreenFormFile;
    hit = { form, validate: compileFormSchema(form.schema) };
    cache.set(key, hit);
  }
  return hit;
}

/** The dotted field an ajv error is about (as errors.ts names it), for looking up its title. */
function fieldOf(e: ErrorObject): string {
  const path = e.instancePath.replace(/^\//, '').split('/').filter(Boolean);
  const p = e.params as Record<string, unknown>;
  if (e.keyword === 'required') path.push(String(p.missingProperty));
  else if (e.keyword === 'additionalProperties') path.push(String(p.additionalProperty));
  return path.filter((s) => !/^\d+$/.test(s)).join('.');
}

/**
 * The body as the form's schema accepts it (defaults filled in), or a 400 ApiError whose message names the field by
 * its title in `lang` (参数账户不能为空) and a wrong option's allowed values by their labels (组织, 全局).
 */
export function validateScreenBody<T = Record<string, unknown>>(file: string, body: unknown, lang: Lang, root?: string): T {
  const { form, validate } = screenForm(file, root);
  if (validate(body)) return body as T;
  const err = (validate.errors ?? [])[0];
  const field = fieldOf(err);
  // The product's own wording of this refusal, where the form gives one (业务名称最多为50个字符！).
  const own = field ? errorText(form, field, err.keyword, screenLangOf(lang)) : undefined;
  if (own) throw new ApiError(400, 'paramInvalid', {}, own);
  const title = field ? fieldTitle(form, field, screenLangOf(lang)) : '';
  let params = err.keyword === 'required' ? {} : err.params as Record<string, unknown>;
  if (err.keyword === 'enum' && field && Array.isArray(params.allowedValues)) {
    // The options as the form names them (组织, 全局), where it names them all.
    const labels = params.allowedValues.map((v) => optionLabel(form, field, v, screenLangOf(lang)));
    if (labels.every(Boolean)) params = { ...params, allowedValues: labels };
  }
  // Hand schemaMessage the error with the title as the field's name, so the wording stays the one of every route.
  const named = { keyword: err.keyword, instancePath: title ? `/${title.replace(/\//g, '／')}` : '', params };
  throw new ApiError(400, 'paramInvalid', {}, schemaMessage(lang, [named], 'body'));
}

/** A preValidation hook checking the request body with the form file's schema (see the module comment). */
export function screenBody(file: string, root?: string) {
  screenForm(file, root); // load and compile now: a broken form file stops the app at startup, not at the first save
  return async function screenBodyCheck(request: FastifyRequest) {
    request.body = validateScreenBody(file, request.body ?? {}, request.lang, root);
  };
}
