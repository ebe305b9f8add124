/**
 * How the list query compares each field kind (text, number, date, path or set) and which kinds the keyword box
 * searches. The kinds catalogue (src/engine/kinds) is the one place the client's search form reads too; until its
 * index registers every kind, a kind it does not know yet falls back to the list's historical grouping below.
 */
import { canonicalKind } from '../../../../engine/form/kinds';
import type { FieldDef } from '../../../../engine/types';

export type CompareClass = 'text' | 'number' | 'date' | 'path' | 'set';

const NUMBER = new Set(['numInput', 'calculate', 'rate', 'slider', 'switch', 'JNPFAmount']);
const DATE = new Set(['date', 'createTime', 'modifyTime']);
const PATH = new Set(['cascader', 'comSelect', 'address']);
const SET = new Set(['checkbox', 'select', 'radio', 'treeSelect', 'depSelect', 'posSelect', 'userSelect',
  'usersSelect', 'roleSelect', 'groupSelect', 'uploadFz', 'uploadImg', 'dateRange', 'timeRange', 'numRange']);
const KEYWORD = new Set(['comInput', 'textarea', 'billRule']);
/** Kinds that always store a list (of ids, files, or the two ends of a range). */
const LISTS = new Set(['checkbox', 'usersSelect', 'uploadFz', 'uploadImg', 'dateRange', 'timeRange', 'numRange']);

/** The comparison class of a kind. */
export function compareClass(kind: string): CompareClass {
  const k = canonicalKind(kind);
  return NUMBER.has(k) ? 'number' : DATE.has(k) ? 'date' : PATH.has(k) ? 'path' : SET.has(k) ? 'set' : 'text';
}

/** Whether the list's keyword box searches fields of this kind. */
export function isKeywordKind(kind: string): boolean {
  return KEYWORD.has(canonicalKind(kind));
}

/** Whether a field holds one scalar value (so one indexed expression answers for it), not a list of values. */
export function isScalarField(field: FieldDef): boolean {
  const kind = canonicalKind(field.__config__.jnpfKey);
  if (compareClass(kind) === 'path' || LISTS.has(kind)) return false;
  return field.multiple !== true && field.range !== true;
}
