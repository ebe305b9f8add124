/**
 * Structural checks: the meta-schemas in schemas/ (draft-07) run through ajv, and ajv's errors turned into
 * definition problems with JSON paths and localisable codes.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import formSchema from '../../../schemas/form-definition.schema.json';
import listSchema from '../../../schemas/list-definition.schema.json';
import { definitionMessage } from './messages';
import type { DefinitionCode, DefinitionProblem, DefinitionSource } from './types';

export { formSchema, listSchema };

let validators: { form: ValidateFunction; list: ValidateFunction } | null = null;

/** Compiled once, on first use: ajv compilation is the expensive part. */
function compiled() {
  if (!validators) {
    const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, strictTuples: false, strictRequired: false });
    validators = { form: ajv.compile(formSchema), list: ajv.compile(listSchema) };
  }
  return validators;
}

const IDENT = /^[A-Za-z_$][\w$]*$/;

/** `/fields/3/__config__/jnpfKey` → `$.fields[3].__config__.jnpfKey` (odd keys in brackets). */
export function toJsonPath(instancePath: string, extra?: string): string {
  const parts = instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra !== undefined) parts.push(extra);
  let out = '$';
  for (const p of parts) {
    if (/^\d+$/.test(p)) out += `[${p}]`;
    else if (IDENT.test(p)) out += `.${p}`;
    else out += `[${JSON.stringify(p)}]`;
  }
  return out;
}

/** Appends a key or index to a JSON path built by `toJsonPath`. */
export function childPath(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`;
  return IDENT.test(key) ? `${base}.${key}` : `${base}[${JSON.stringify(key)}]`;
}

export function problem(
  source: DefinitionSource, path: string, code: DefinitionCode, params: Record<string, string> = {},
): DefinitionProblem {
  const p = { source, path, code, params, message: '' };
  p.message = definitionMessage(p, 'en');
  return p;
}

const COMPARISON: Record<string, string> = { minimum: '>=', maximum: '<=', exclusiveMinimum: '>', exclusiveMaximum: '<' };

function fromAjvError(source: DefinitionSource, e: ErrorObject): DefinitionProblem {
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required': {
      const property = String(params.missingProperty);
      return problem(source, toJsonPath(e.instancePath, property), 'schema.required', { property });
    }
    case 'type': {
      const t = params.type;
      return problem(source, toJsonPath(e.instancePath), 'schema.type', { expected: Array.isArray(t) ? t.join(' | ') : String(t) });
    }
    case 'enum':
      return problem(source, toJsonPath(e.instancePath), 'schema.enum', {
        allowed: ((params.allowedValues as unknown[]) ?? []).map((v) => JSON.stringify(v)).join(', '),
      });
    case 'const':
      return problem(source, toJsonPath(e.instancePath), 'schema.enum', { allowed: JSON.stringify(params.allowedValue) });
    case 'minLength':
    case 'minItems':
      if (Number(params.limit) === 1) return problem(source, toJsonPath(e.instancePath), 'schema.empty');
      break;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return problem(source, toJsonPath(e.instancePath), 'schema.range', {
        comparison: COMPARISON[e.keyword], limit: String(params.limit),
      });
  }
  return problem(source, toJsonPath(e.instancePath), 'schema.invalid', { detail: e.message ?? e.keyword });
}

/**
 * ajv errors as problems: one per place. Branch errors inside an anyOf are dropped (the anyOf error says it),
 * so are the `if` markers, and the same (path, code) is reported once.
 */
export function schemaProblems(source: DefinitionSource, value: unknown): DefinitionProblem[] {
  const validate = source === 'formData' ? compiled().form : compiled().list;
  if (validate(value)) return [];
  const errors = validate.errors ?? [];
  const anyOfAt = errors.filter((e) => e.keyword === 'anyOf').map((e) => e.schemaPath);
  const seen = new Set<string>();
  const out: DefinitionProblem[] = [];
  for (const e of errors) {
    if (e.keyword === 'if') continue;
    if (e.keyword !== 'anyOf' && anyOfAt.some((s) => e.schemaPath.startsWith(`${s}/`))) continue;
    const p = e.keyword === 'anyOf' ? fromAnyOf(source, e, errors) : fromAjvError(source, e);
    const key = `${p.path}|${p.code}|${JSON.stringify(p.params)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(p);
  }
  return out;
}

/**
 * A failed anyOf said plainly: a bound one branch broke (span 30 → "<= 24"), else the types the branches accept
 * ("number | string"), else ajv's own words.
 */
function fromAnyOf(source: DefinitionSource, e: ErrorObject, all: ErrorObject[]): DefinitionProblem {
  const branches = all.filter((b) => b !== e && b.instancePath === e.instancePath && b.schemaPath.startsWith(`${e.schemaPath}/`));
  const range = branches.find((b) => b.keyword in COMPARISON);
  if (range) return fromAjvError(source, range);
  const types = branches.filter((b) => b.keyword === 'type').flatMap((b) => {
    const t = (b.params as { type?: unknown }).type;
    return Array.isArray(t) ? t.map(String) : [String(t)];
  });
  if (types.length) return problem(source, toJsonPath(e.instancePath), 'schema.type', { expected: [...new Set(types)].join(' | ') });
  const detail = [...new Set(branches.map((b) => b.message ?? b.keyword))].join('; ');
  return problem(source, toJsonPath(e.instancePath), 'schema.invalid', { detail: detail || (e.message ?? 'anyOf') });
}
