/** The shapes a stored value can have, named in type problems, and whether a value has one. */

/** The kind of value a field stores, named in type problems. */
export type ValueShape =
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

export const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
export const isId = (v: unknown) => (typeof v === 'string' && v !== '') || isNumber(v);
const isPath = (v: unknown) => Array.isArray(v) && v.length > 0 && v.every(isId);
/** "id--type", the value of a usersSelect. */
export const USER_REF = /^[^\s-][^]*--[A-Za-z]+$/;

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

/** Whether `v` (not empty) has the shape. */
export function matchesShape(shape: ValueShape, v: unknown): boolean {
  switch (shape) {
    case 'string': return typeof v === 'string';
    case 'number': return isNumber(v);
    case 'switch': return v === 0 || v === 1 || typeof v === 'boolean';
    case 'array': return Array.isArray(v) && v.every(isId);
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
