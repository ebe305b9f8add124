/**
 * Record validation against a generated-form definition (formData). Pure: the server runs it before storing a
 * record and the web can run it before sending one, so both refuse the same input.
 */
import type { FieldDef, FormDefinition } from '../types';
import { canonicalKind } from '../form/kinds';
import { kindSpec } from '../kinds';
import { expectedKind, holdsValue, isStored, isSystemField, matchesKind, type ValueKind } from './values';
import { fieldOptions, withinOptions, type OptionLookup } from './options';

export { expectedKind, isStored, isSystemField, matchesKind, type ValueKind } from './values';
import { isEmptyValue } from '../kinds';

export { isEmptyValue } from '../kinds';

export type RecordRule = 'required' | 'type' | 'pattern' | 'option';

export interface RecordProblem {
  /** vModel of the field; a sub-table cell is `<tableVModel>-<field>` (the wire code of permissions). */
  field: string;
  label: string;
  rule: RecordRule;
  /** The rule's own message (regList), shown as is. */
  message?: string;
  /** Expected value kind for a type problem. */
  expected?: ValueKind;
  /** 0-based row of a sub-table cell; its table's label is `tableLabel`. */
  row?: number;
  tableLabel?: string;
}

export interface ValidateOptions {
  /** Codes (vModel, `table-field`) whose emptiness is not a problem, e.g. fields the user may not see. */
  skipRequired?: (code: string) => boolean;
  /** Options of dictionary and data-interface fields (the server's lookup); static options need none. */
  options?: OptionLookup;
}


/** Parses a regList pattern: '/body/flags' as the designer stores it, or a bare body. Invalid → null. */
export function parsePattern(pattern: string): RegExp | null {
  try {
    const m = /^\/(.*)\/([a-z]*)$/s.exec(pattern);
    return m ? new RegExp(m[1], m[2]) : new RegExp(pattern);
  } catch {
    return null;
  }
}

/**
 * Walks layout containers (row, card, tab, collapse, tableGrid and their items) and yields fields that carry a
 * value: every `__vModel__` field except display-only kinds; relation attributes only when stored (isStorage 2).
 */
export function* valueFields(fields: FieldDef[] | undefined): Generator<FieldDef> {
  for (const f of fields ?? []) {
    const cfg = f?.__config__;
    if (!cfg) continue;
    const key = canonicalKind(cfg.jnpfKey);
    if (key !== 'table' && Array.isArray(cfg.children)) {
      yield* valueFields(cfg.children);
      continue;
    }
    if (!f.__vModel__) continue;
    if (!holdsValue(f)) continue;
    yield f;
  }
}

/** The value fields whose values are saved (calculate with isStorage 1 is shown, never saved). */
export function* storedFields(fields: FieldDef[] | undefined): Generator<FieldDef> {
  for (const f of valueFields(fields)) if (isStored(f)) yield f;
}

function checkValue(field: FieldDef, value: unknown, at: Omit<RecordProblem, 'rule'>, opts: ValidateOptions):
  RecordProblem[] {
  const cfg = field.__config__;
  const spec = kindSpec(cfg.jnpfKey);
  const system = isSystemField(field);
  if (spec ? spec.empty(value) : isEmptyValue(value)) {
    return cfg.required && !system && !opts.skipRequired?.(at.field) ? [{ ...at, rule: 'required' }] : [];
  }
  if (system) return [];
  const kind = expectedKind(field);
  if (kind && !matchesKind(kind, value, field)) return [{ ...at, rule: 'type', expected: kind }];
  const options = spec?.options ? fieldOptions(field, opts.options) : null;
  if (options && !withinOptions(field, value, options)) return [{ ...at, rule: 'option' }];
  if (typeof value === 'string' || typeof value === 'number') {
    for (const reg of cfg.regList ?? []) {
      const re = reg?.pattern ? parsePattern(reg.pattern) : null;
      if (re && !re.test(String(value))) return [{ ...at, rule: 'pattern', message: reg.message }];
    }
  }
  return [];
}

/**
 * Checks a record against its form: required fields, value types per jnpfKey, regList patterns, option values
 * (engine/record/options.ts), sub-table rows.
 */
export function validateRecord(form: FormDefinition, record: Record<string, unknown>, opts: ValidateOptions = {}):
  RecordProblem[] {
  const problems: RecordProblem[] = [];
  for (const field of storedFields(form.fields)) {
    const vModel = field.__vModel__ as string;
    const label = field.__config__.label ?? vModel;
    const value = record[vModel];
    const own = checkValue(field, value, { field: vModel, label }, opts);
    problems.push(...own);
    if (canonicalKind(field.__config__.jnpfKey) !== 'table' || own.length || !Array.isArray(value)) continue;
    const columns = [...storedFields(field.__config__.children)];
    value.forEach((row, index) => {
      for (const col of columns) {
        const colModel = col.__vModel__ as string;
        problems.push(...checkValue(col, (row as Record<string, unknown>)[colModel], {
          field: `${vModel}-${colModel}`, label: col.__config__.label ?? colModel, row: index, tableLabel: label,
        }, opts));
      }
    });
  }
  return problems;
}
