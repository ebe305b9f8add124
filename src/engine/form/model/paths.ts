/** Paths into a record: `['lines', 2, 'qty']` is the qty cell of the third row of the lines sub-table. */
export type FieldPath = readonly (string | number)[];

type Row = Record<string, unknown>;

/** A path as the one string subscriptions and errors are kept under (`lines.2.qty`). */
export const pathKey = (path: string | FieldPath): string => (typeof path === 'string' ? path : path.join('.'));

/** The value at `path`, undefined when any step is missing. */
export function getAt(data: unknown, path: FieldPath): unknown {
  let node = data;
  for (const step of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Row)[step as string];
  }
  return node;
}

/**
 * `data` with `value` at `path`, copying only the objects and arrays on the path (every other branch keeps its
 * identity, so readers of untouched fields see the same objects). Missing objects on the way are created.
 */
export function setAt(data: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const copy = Array.isArray(data) ? [...data] : [];
    copy[head] = setAt(copy[head], rest, value);
    return copy;
  }
  const obj = data && typeof data === 'object' && !Array.isArray(data) ? (data as Row) : {};
  return { ...obj, [head]: setAt(obj[head], rest, value) };
}

/** Whether two values are the same record content (same object, or equal plain data). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}
