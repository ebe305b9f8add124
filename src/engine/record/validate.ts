/**
 * Record validation against a generated-form definition (formData). Pure: the server runs it before storing a
 * record and the web can run it before sending one, so both refuse the same input.
 */
import type { FieldDef, FormDefinition } from '../types';

export type RecordRule = 'required' | 'type' | 'pattern';

/** The kind of value a field stores, named in type problems. */
export type ValueKind = 'string' | 'number' | 'switch' | 'array' | 'timestamp' | 'rows' | 'option';

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

/** Keys whose value the server fills (system components); the client's value is not checked. */
export const SYSTEM_KEYS = new Set([
  'createUser', 'createTime', 'modifyUser', 'modifyTime', 'currOrganize', 'currPosition', 'currDept', 'billRule',
]);

/** Keys that hold no value (noVModelList of the designer). */
const NO_VALUE_KEYS = new Set([
  'divider', 'JNPFText', 'link', 'alert', 'groupTitle', 'relationFormAttr', 'popupAttr', 'button', 'barcode', 'qrcode',
]);

const STRING_KEYS = new Set(['comInput', 'textarea', 'colorPicker', 'editor', 'time', 'autoComplete', 'PsdInput']);
const NUMBER_KEYS = new Set(['numInput', 'rate', 'calculate', 'JNPFAmount']);
const ARRAY_KEYS = new Set(['checkbox', 'cascader', 'comSelect', 'address', 'uploadFz', 'uploadImg', 'dateRange',
  'timeRange', 'numRange']);
/** Single id, or an array of ids when `multiple`. */
const ID_KEYS = new Set(['select', 'depSelect', 'posSelect', 'userSelect', 'roleSelect', 'groupSelect', 'usersSelect',
  'treeSelect', 'popupTableSelect']);
const OPTION_KEYS = new Set(['radio', 'relationForm', 'popupSelect']);

/** Empty as the form sees it: undefined, null, '' or []. */
export function isEmptyValue(v: unknown): boolean {
  return v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
}

const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const isId = (v: unknown) => typeof v === 'string' || isNumber(v);

/** The value kind a field expects, or undefined when any value is accepted. */
export function expectedKind(field: FieldDef): ValueKind | undefined {
  const key = field.__config__.jnpfKey;
  if (STRING_KEYS.has(key)) return 'string';
  if (NUMBER_KEYS.has(key)) return 'number';
  if (key === 'slider') return field.range ? 'array' : 'number';
  if (key === 'switch') return 'switch';
  if (key === 'date') return 'timestamp';
  if (key === 'table') return 'rows';
  if (ARRAY_KEYS.has(key)) return 'array';
  if (ID_KEYS.has(key)) return field.multiple ? 'array' : 'option';
  if (OPTION_KEYS.has(key)) return 'option';
  return undefined;
}

function matchesKind(kind: ValueKind, v: unknown): boolean {
  switch (kind) {
    case 'string': return typeof v === 'string';
    case 'number': return isNumber(v);
    case 'switch': return v === 0 || v === 1 || typeof v === 'boolean';
    case 'array': return Array.isArray(v);
    case 'timestamp': return isNumber(v) && Number.isInteger(v);
    case 'rows': return Array.isArray(v) && v.every((r) => r !== null && typeof r === 'object' && !Array.isArray(r));
    case 'option': return isId(v);
  }
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

/** Walks layout containers (row, card, tab, collapse, tableGrid and their items) and yields value fields. */
export function* valueFields(fields: FieldDef[] | undefined): Generator<FieldDef> {
  for (const f of fields ?? []) {
    const cfg = f.__config__;
    if (!cfg) continue;
    if (cfg.jnpfKey !== 'table' && Array.isArray(cfg.children)) {
      yield* valueFields(cfg.children);
      continue;
    }
    if (f.__vModel__ && !NO_VALUE_KEYS.has(cfg.jnpfKey)) yield f;
  }
}

function checkValue(field: FieldDef, value: unknown, at: Omit<RecordProblem, 'rule'>): RecordProblem[] {
  const cfg = field.__config__;
  if (isEmptyValue(value)) {
    return cfg.required && !SYSTEM_KEYS.has(cfg.jnpfKey) ? [{ ...at, rule: 'required' }] : [];
  }
  if (SYSTEM_KEYS.has(cfg.jnpfKey)) return [];
  const kind = expectedKind(field);
  if (kind && !matchesKind(kind, value)) return [{ ...at, rule: 'type', expected: kind }];
  if (typeof value === 'string' || typeof value === 'number') {
    for (const reg of cfg.regList ?? []) {
      const re = reg?.pattern ? parsePattern(reg.pattern) : null;
      if (re && !re.test(String(value))) return [{ ...at, rule: 'pattern', message: reg.message }];
    }
  }
  return [];
}

/** Checks a record against its form: required fields, value types per jnpfKey, regList patterns, sub-table rows. */
export function validateRecord(form: FormDefinition, record: Record<string, unknown>): RecordProblem[] {
  const problems: RecordProblem[] = [];
  for (const field of valueFields(form.fields)) {
    const vModel = field.__vModel__ as string;
    const label = field.__config__.label ?? vModel;
    const value = record[vModel];
    const own = checkValue(field, value, { field: vModel, label });
    problems.push(...own);
    if (field.__config__.jnpfKey !== 'table' || own.length || !Array.isArray(value)) continue;
    const columns = [...valueFields(field.__config__.children)];
    value.forEach((row, index) => {
      for (const col of columns) {
        const colModel = col.__vModel__ as string;
        problems.push(...checkValue(col, (row as Record<string, unknown>)[colModel], {
          field: `${vModel}-${colModel}`, label: col.__config__.label ?? colModel, row: index, tableLabel: label,
        }));
      }
    });
  }
  return problems;
}
