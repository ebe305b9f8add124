/**
 * Validation messages in the user's language: an empty required field (missing, '', null, []) reads
 * `<label>不能为空`; other errors keep ajv's message prefixed by the label.
 */
import type { RJSFValidationError } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import { fieldAtErrorPath, isEmptinessError } from '../../src/engine/form/messages';
import type { CompiledForm } from '../../src/engine/form/types';

function valueAt(record: unknown, property: string): unknown {
  let cur: unknown = record;
  for (const part of property.split(/[.[\]'"]+/).filter(Boolean)) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/** Builds rjsf's transformErrors for a compiled form; `getData` returns the record being validated. */
export function makeTransformErrors(compiled: CompiledForm, t: TFunction, getData: () => unknown) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((error) => {
      const missing = error.name === 'required' ? (error.params as { missingProperty?: string })?.missingProperty : undefined;
      // rjsf already appended the missing property to `property` for required errors.
      const property = error.property ?? '';
      const entry = fieldAtErrorPath(compiled, property) ?? (missing ? fieldAtErrorPath(compiled, property, missing) : undefined);
      if (!entry) return error;
      if (isEmptinessError(error.name, valueAt(getData(), property))) {
        const message = String(t('required', { label: entry.label }));
        return { ...error, message, stack: message };
      }
      const message = `${entry.label} ${error.message ?? ''}`.trim();
      return { ...error, message, stack: message };
    });
}
