/**
 * Structure of screen documents and form files: schemas/screen.schema.json and schemas/screen-form.schema.json run
 * through ajv, each error turned into a problem with its JSON path.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import screenSchema from '../../../schemas/screen.schema.json';
import screenFormSchema from '../../../schemas/screen-form.schema.json';
import { toJsonPath } from '../definition/schema';
import { screenMessage } from './messages';
import type { ScreenCode, ScreenProblem } from './types';

export { screenSchema, screenFormSchema };

let validators: { screen: ValidateFunction; form: ValidateFunction } | null = null;

/** Compiled once, on first use. */
function compiled() {
  if (!validators) {
    const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, strictTuples: false, strictRequired: false });
    validators = { screen: ajv.compile(screenSchema), form: ajv.compile(screenFormSchema) };
  }
  return validators;
}

/** A problem with its English text filled in. */
export function screenProblem(path: string, code: ScreenCode, params: Record<string, string> = {}, file?: string): ScreenProblem {
  const p: ScreenProblem = { path, code, params, message: '' };
  if (file !== undefined) p.file = file;
  p.message = screenMessage(p, 'en');
  return p;
}

const COMPARISON: Record<string, string> = { minimum: '>=', maximum: '<=', exclusiveMinimum: '>', exclusiveMaximum: '<' };

function fromAjvError(e: ErrorObject, data: unknown, file?: string): ScreenProblem {
  const params = e.params as Record<string, unknown>;
  const at = toJsonPath(e.instancePath);
  switch (e.keyword) {
    case 'required': {
      const property = String(params.missingProperty);
      return screenProblem(toJsonPath(e.instancePath, property), 'schema.required', { property }, file);
    }
    case 'additionalProperties': {
      const property = String(params.additionalProperty);
      return screenProblem(toJsonPath(e.instancePath, property), 'schema.unknownProperty', { property }, file);
    }
    case 'type': {
      const t = params.type;
      return screenProblem(at, 'schema.type', { expected: Array.isArray(t) ? t.join(' | ') : String(t) }, file);
    }
    case 'enum':
      return screenProblem(at, 'schema.enum', {
        allowed: ((params.allowedValues as unknown[]) ?? []).map((v) => JSON.stringify(v)).join(', '),
      }, file);
    case 'const':
      return screenProblem(at, 'schema.enum', { allowed: JSON.stringify(params.allowedValue) }, file);
    case 'minLength':
    case 'minItems':
      if (Number(params.limit) === 1) return screenProblem(at, 'schema.empty', {}, file);
      break;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return screenProblem(at, 'schema.range', { comparison: COMPARISON[e.keyword], limit: String(params.limit) }, file);
    case 'pattern':
      // Permission codes get their own words: the rule (btn_ prefix) is what a writer needs to read.
      if (/\/(permission|toggle)$/.test(e.instancePath)) return screenProblem(at, 'badPermission', { code: String(valueAt(data, e.instancePath)) }, file);
      break;
  }
  return screenProblem(at, 'schema.invalid', { detail: e.message ?? e.keyword }, file);
}

function valueAt(data: unknown, pointer: string): unknown {
  let node = data;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node;
}

function problemsOf(validate: ValidateFunction, value: unknown, file?: string): ScreenProblem[] {
  if (validate(value)) return [];
  const seen = new Set<string>();
  const out: ScreenProblem[] = [];
  for (const e of validate.errors ?? []) {
    if (e.keyword === 'if' || e.keyword === 'propertyNames') continue;
    const p = fromAjvError(e, value, file);
    const key = `${p.path}|${p.code}|${JSON.stringify(p.params)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(p);
  }
  return out;
}

/** Problems of a screen document's structure. */
export function screenSchemaProblems(doc: unknown): ScreenProblem[] {
  return problemsOf(compiled().screen, doc);
}

/** Problems of a form file's structure; `file` is its name as the document gives it. */
export function formFileSchemaProblems(form: unknown, file: string): ScreenProblem[] {
  return problemsOf(compiled().form, form, file);
}
