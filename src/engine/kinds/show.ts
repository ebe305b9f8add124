/** Small helpers the kinds' display texts share. */
import { isEmptyValue } from './empty';

/** A value as one list: an array as is, an empty value as none, anything else as one item. */
export const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : isEmptyValue(v) ? [] : [v]);

/** A value as plain text: '' for nothing, JSON for objects. */
export const asText = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** The id paths of a path value: one path, or (multiple) a list of paths. */
export function paths(value: unknown, multiple: boolean): unknown[][] {
  if (!Array.isArray(value)) return [[value]];
  return multiple || value.every(Array.isArray) ? (value as unknown[]).map((p) => list(p)) : [value];
}
