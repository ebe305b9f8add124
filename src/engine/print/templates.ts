/** The template ids of a form's printId (one id, comma-joined ids or a list) or a list's printIds, without repeats. */
export function templateIdsOf(value: unknown): string[] {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return [...new Set(raw.filter((x): x is string => typeof x === 'string').map((x) => x.trim()).filter(Boolean))];
}
