/**
 * The value each field kind stores (wire-formats §2.3) and whether a value has that shape. Old (3.x) and new (5.x)
 * kind names are both accepted through canonicalKind.
 */
import type { FieldDef } from '../types';
import { canonicalKind } from '../form/kinds';

/** The kind of value a field stores, named in type problems. */
export type ValueKind =
  | 'string' | 'number' | 'switch' | 'array' | 'timestamp' | 'rows' | 'option'
  /** id path (cascader, comSelect, address) */
  | 'path'
  /** array of id paths (the same kinds with `multiple`) */
  | 'paths'
  /** [min, max] of numbers, null for an open end (numRange) */
  | 'numberRange'
  /** [start, end] of ms timestamps (dateRange) */
  | 'dateRange'
  /** [start, end] of "HH:mm:ss" texts (timeRange) */
  | 'timeRange'
  /** array of uploaded file objects {name, fileId | url, …} */
  | 'files'
  /** "id--type" (usersSelect) */
  | 'userRef';

/** Keys whose value the server fills (system components); the client's value is not checked. */
export const SYSTEM_KEYS: ReadonlySet<string> = new Set([
  'createUser', 'createTime', 'modifyUser', 'modifyTime', 'currOrganize', 'currPosition', 'currDept', 'billRule',
]);

/** Keys that hold no value (noVModelList of the designer, calculate aside: it decides by isStorage). */
export const NO_VALUE_KEYS: ReadonlySet<string> = new Set([
  'divider', 'JNPFText', 'link', 'alert', 'groupTitle', 'relationFormAttr', 'popupAttr', 'button', 'barcode', 'qrcode',
]);

const STRING_KEYS = new Set(['comInput', 'textarea', 'colorPicker', 'editor', 'time', 'autoComplete', 'PsdInput',
  'sign', 'signature']);
const NUMBER_KEYS = new Set(['numInput', 'rate', 'calculate', 'JNPFAmount']);
const PATH_KEYS = new Set(['cascader', 'comSelect', 'address']);
const FILE_KEYS = new Set(['uploadFz', 'uploadImg']);
/** Single id, or an array of ids when `multiple`. */
const ID_KEYS = new Set(['select', 'depSelect', 'posSelect', 'userSelect', 'roleSelect', 'groupSelect', 'treeSelect',
  'popupTableSelect', 'popupSelect']);

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isId = (v: unknown) => (typeof v === 'string' && v !== '') || isNumber(v);
const isPath = (v: unknown) => Array.isArray(v) && v.length > 0 && v.every(isId);
const USER_REF = /^[^\s-][^]*--[A-Za-z]+$/;

/** The value kind a field expects, or undefined when any value is accepted. */
export function expectedKind(field: FieldDef): ValueKind | undefined {
  const key = canonicalKind(field.__config__.jnpfKey);
  if (STRING_KEYS.has(key)) return 'string';
  if (NUMBER_KEYS.has(key)) return 'number';
  if (key === 'slider') return field.range ? 'numberRange' : 'number';
  if (key === 'switch') return 'switch';
  if (key === 'date') return 'timestamp';
  if (key === 'dateRange') return 'dateRange';
  if (key === 'timeRange') return 'timeRange';
  if (key === 'numRange') return 'numberRange';
  if (key === 'table') return 'rows';
  if (key === 'checkbox') return 'array';
  if (FILE_KEYS.has(key)) return 'files';
  if (PATH_KEYS.has(key)) return field.multiple ? 'paths' : 'path';
  if (key === 'usersSelect') return field.multiple ? 'array' : 'userRef';
  if (ID_KEYS.has(key)) return field.multiple ? 'array' : 'option';
  if (key === 'radio' || key === 'relationForm') return 'option';
  return undefined;
}

function isRange(v: unknown, item: (x: unknown) => boolean): boolean {
  if (!Array.isArray(v) || v.length !== 2) return false;
  const [a, b] = v as unknown[];
  const empty = (x: unknown) => x === null || x === undefined || x === '';
  if (!v.every((x) => empty(x) || item(x))) return false;
  if (empty(a) || empty(b)) return true;
  return isNumber(a) && isNumber(b) ? a <= b : String(a) <= String(b);
}

const isFile = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v) &&
  typeof (v as Record<string, unknown>).name === 'string' &&
  (typeof (v as Record<string, unknown>).fileId === 'string' || typeof (v as Record<string, unknown>).url === 'string');

/** Whether `v` (not empty) has the shape of `kind`; `field` tells multi-valued id kinds apart. */
export function matchesKind(kind: ValueKind, v: unknown, field?: FieldDef): boolean {
  switch (kind) {
    case 'string': return typeof v === 'string';
    case 'number': return isNumber(v);
    case 'switch': return v === 0 || v === 1 || typeof v === 'boolean';
    case 'array': {
      if (!Array.isArray(v)) return false;
      return field && canonicalKind(field.__config__.jnpfKey) === 'usersSelect'
        ? v.every((x) => typeof x === 'string' && USER_REF.test(x)) : v.every(isId);
    }
    case 'timestamp': return isNumber(v) && Number.isInteger(v);
    case 'rows': return Array.isArray(v) && v.every((r) => r !== null && typeof r === 'object' && !Array.isArray(r));
    case 'option': return isId(v);
    case 'path': return isPath(v);
    case 'paths': return Array.isArray(v) && v.every(isPath);
    case 'numberRange': return isRange(v, isNumber);
    case 'dateRange': return isRange(v, (x) => isNumber(x) && Number.isInteger(x));
    case 'timeRange': return isRange(v, (x) => typeof x === 'string' && /^\d{1,2}:\d{2}(:\d{2})?$/.test(x));
    case 'files': return Array.isArray(v) && v.every(isFile);
    case 'userRef': return typeof v === 'string' && USER_REF.test(v);
  }
}

/** Whether a field's value is kept in the record: calculate and relation attributes only with isStorage 2. */
export function isStored(field: FieldDef): boolean {
  const key = canonicalKind(field.__config__.jnpfKey);
  if (key === 'calculate' || key === 'relationFormAttr' || key === 'popupAttr') {
    return Number(field.__config__.isStorage ?? 1) === 2;
  }
  return true;
}
