/**
 * Kinds that point at a record elsewhere: another generated form's record (relationForm), a data interface's row
 * (popupSelect, popupTableSelect), and the attributes that show a field of the picked one.
 */
import type { FieldDef } from '../types';
import { cellText, oneOrMany } from './cells';
import { defineKind } from './catalogue';
import { storedCopy } from './storage';
import { asText, list } from './show';
import type { DisplayLookups, ImportLookups, KindDefinition } from './types';

const ID_ITEM = { type: ['string', 'number'] };
const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** An imported cell as the value of the data-interface row (popups) it names by value or display text. */
const interfaceRow = (v: unknown, field: FieldDef, lookups: ImportLookups) =>
  oneOrMany(v, field.multiple === true, (x) => lookups.interfaceValue(field, cellText(x)));

// Rows by value, built once per rows list and value key (a column of 1,000 popupSelect cells reads one map).
const rowIndexes = new WeakMap<Record<string, unknown>[], Map<string, Map<string, Record<string, unknown>>>>();

function rowsByValue(rows: Record<string, unknown>[], propsValue: string): Map<string, Record<string, unknown>> {
  let byKey = rowIndexes.get(rows);
  if (!byKey) rowIndexes.set(rows, byKey = new Map());
  const found = byKey.get(propsValue);
  if (found) return found;
  const flat = (rs: Record<string, unknown>[]): Record<string, unknown>[] =>
    rs.flatMap((r) => [r, ...flat((r.children ?? []) as Record<string, unknown>[])]);
  const built = new Map(flat(rows).map((r) => [String(r[propsValue]), r]));
  byKey.set(propsValue, built);
  return built;
}

/** The data-interface row's display field for each picked value (the value itself when no row has it). */
function popupText(v: unknown, field: FieldDef, lookups: DisplayLookups): string {
  const propsValue = typeof field.propsValue === 'string' ? field.propsValue : 'id';
  const relationField = typeof field.relationField === 'string' ? field.relationField : 'fullName';
  const byValue = rowsByValue(lookups.interfaceRows(String(field.interfaceId)), propsValue);
  return list(v).map((x) => asText(byValue.get(String(x))?.[relationField] ?? x)).join(',');
}

const popup: Omit<KindDefinition, 'kind'> = {
  value: (field) => (field.multiple ? { type: 'array', items: ID_ITEM } : { ...ID_ITEM }),
  shape: (field) => (field.multiple ? 'array' : 'option'),
  compare: 'set',
  needs: (field) => ({ dataInterface: str(field.interfaceId) }),
  text: popupText,
  fromCell: interfaceRow,
};

/** A record of another generated form, by id; shown by the related record's display field. */
export const relationForm = defineKind({
  kind: 'relationForm',
  value: () => ({ ...ID_ITEM }),
  shape: () => 'option',
  compare: 'set',
  searchInput: 'comInput',
  needs: (field) => ({ relation: str(field.modelId) }),
  text: (v, field, lookups) => lookups.related(field, v),
  fromCell: (v, field, lookups) => oneOrMany(v, field.multiple === true, (x) => lookups.relatedId(field, cellText(x))),
});
export const popupSelect = defineKind({ kind: 'popupSelect', ...popup, searchInput: 'comInput' });
export const popupTableSelect = defineKind({ kind: 'popupTableSelect', ...popup });

const attribute = (of: string): Omit<KindDefinition, 'kind'> => ({
  compare: 'text',
  attributeOf: of,
  // Only isStorage 2 keeps a value; isStorage 1 is a display element.
  value: (field) => (storedCopy(field) ? {} : null),
  stored: storedCopy,
  entered: false,
  importable: false,
});

/** A field of the record a relationForm picked (stored only with isStorage 2). */
export const relationFormAttr = defineKind({ kind: 'relationFormAttr', ...attribute('relationForm') });
/** A field of the row a popupSelect picked (stored only with isStorage 2). */
export const popupAttr = defineKind({ kind: 'popupAttr', ...attribute('popupSelect') });
