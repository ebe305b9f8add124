import type { FieldDef } from '../types';

/**
 * isStorage 2: a computed or copied value (a calculation, a relation attribute) is also kept in the record; 1 (the
 * default) only shows it. The designer writes it in __config__, older definitions beside it.
 */
export const storedCopy = (field: FieldDef) => Number(field.__config__?.isStorage ?? field.isStorage ?? 1) === 2;
