/**
 * One ajv setup for the body schemas of screen form files, so the checker, the server's body validation and the
 * tests compile a form's `schema` alike (the web app's rjsf validator uses the same ajv 8 and formats).
 */
import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * An ajv instance for form schemas: strict (a misspelt keyword is an error, not a silently ignored rule), no type
 * coercion (a body says what it means), defaults filled in, first error only unless `allErrors`.
 */
export function formAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({
    allErrors: false, coerceTypes: false, useDefaults: true,
    strict: true, strictTypes: false, strictTuples: false, strictRequired: false,
    ...options,
  });
  addFormats(ajv);
  return ajv;
}

/** Compiles a form file's body schema; throws ajv's own error when the schema is not a schema. */
export function compileFormSchema(schema: object, ajv: Ajv = formAjv()): ValidateFunction {
  return ajv.compile(schema);
}
