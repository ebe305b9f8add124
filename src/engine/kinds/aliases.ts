/** The v5 palette's names of kinds and the v3.4.7 names this code base uses internally. */

/** v5 names → the v3.4.7 names this code base uses internally. */
export const KIND_ALIASES: Readonly<Record<string, string>> = {
  input: 'comInput',
  inputNumber: 'numInput',
  datePicker: 'date',
  timePicker: 'time',
  uploadFile: 'uploadFz',
  text: 'JNPFText',
  organizeSelect: 'comSelect',
  areaSelect: 'address',
  numrange: 'numRange',
};

/** Canonical name of a kind: resolves the v5 aliases, leaves every other name alone. */
export function canonicalKind(kind: string): string {
  return KIND_ALIASES[kind] ?? kind;
}
