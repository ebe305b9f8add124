/** Maps validation errors of a compiled form back to the fields they concern. */
import type { CompiledForm, IndexedField } from './types';

/**
 * The field an error path points at: `.a` → field a, `.table.3.b` (or `table[3].b`) → column `table-b`.
 * `missing` is the name of a missing required property, appended to the path.
 */
export function fieldAtErrorPath(compiled: CompiledForm, property: string, missing?: string): IndexedField | undefined {
  const parts = property.split(/[.[\]'"]+/).filter(Boolean);
  if (missing) parts.push(missing);
  const names = parts.filter((p) => !/^\d+$/.test(p));
  if (names.length === 0) return undefined;
  const key = names.length === 1 ? names[0] : `${names[0]}-${names[names.length - 1]}`;
  return compiled.index[key];
}

/** Kinds of error that mean "this field is empty" under the compiler's presence rules. */
export function isEmptinessError(name: string | undefined, value: unknown): boolean {
  if (name === 'required' || name === 'minLength' || name === 'minItems') return true;
  return name === 'type' && (value === null || value === undefined || value === '');
}

export interface PatternProblem {
  /** Path in the record: `[vModel]` or `[tableVModel, rowIndex, vModel]`. */
  path: (string | number)[];
  message: string;
}

/** The designer stores patterns as `/body/flags` strings; plain strings are taken as the body. */
export function toRegExp(pattern: unknown): RegExp | null {
  if (typeof pattern !== 'string' || !pattern) return null;
  const m = /^\/(.*)\/([dgimsuy]*)$/s.exec(pattern);
  try {
    return m ? new RegExp(m[1], m[2].replace(/g/g, '')) : new RegExp(pattern);
  } catch {
    return null;
  }
}

function firstFailure(value: unknown, regList: unknown): string | null {
  if (value === null || value === undefined || value === '' || !Array.isArray(regList)) return null;
  for (const rule of regList as { pattern?: unknown; message?: unknown }[]) {
    const re = toRegExp(rule?.pattern);
    if (re && !re.test(String(value))) return typeof rule.message === 'string' ? rule.message : String(rule.pattern);
  }
  return null;
}

/** Non-empty values that fail one of their field's regList patterns, with the rule's own message. */
export function patternProblems(compiled: CompiledForm, record: Record<string, unknown>): PatternProblem[] {
  const problems: PatternProblem[] = [];
  for (const entry of Object.values(compiled.index)) {
    const regList = entry.field.__config__?.regList;
    if (!Array.isArray(regList) || regList.length === 0) continue;
    if (!entry.parent) {
      const message = firstFailure(record?.[entry.vModel], regList);
      if (message) problems.push({ path: [entry.vModel], message });
      continue;
    }
    const rows = record?.[entry.parent];
    if (!Array.isArray(rows)) continue;
    rows.forEach((row, i) => {
      const message = firstFailure((row as Record<string, unknown>)?.[entry.vModel], regList);
      if (message) problems.push({ path: [entry.parent!, i, entry.vModel], message });
    });
  }
  return problems;
}
