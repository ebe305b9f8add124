/**
 * Kinds that offer options (static, from a dictionary or from a data interface) and store the value key of the
 * chosen ones: the record validation refuses a value outside them.
 */
import type { FieldDef } from '../types';
import { optionLabels } from '../form/format';
import { cascaderPath, cellText, each, fail, oneOrMany, optionValue, pathItems } from './cells';
import { defineKind } from './catalogue';
import { paths } from './show';
import type { CellResult, DisplayLookups, ImportLookups, KindDefinition } from './types';

const ID_ITEM = { type: ['string', 'number'] };

const labels = (v: unknown, field: FieldDef, lookups: DisplayLookups) =>
  optionLabels(v, lookups.options(field), field).join(',');

function optionCell(v: unknown, field: FieldDef, lookups: ImportLookups, many: boolean): CellResult {
  const options = lookups.options(field);
  return oneOrMany(v, many, (x) => optionValue(cellText(x), options, field));
}

const choice: Omit<KindDefinition, 'kind'> = {
  value: (field) => (field.multiple ? { type: 'array', items: ID_ITEM } : { ...ID_ITEM }),
  shape: (field) => (field.multiple ? 'array' : 'option'),
  compare: 'set',
  options: true,
  needs: () => ({ options: true }),
  text: labels,
  fromCell: (v, field, lookups) => optionCell(v, field, lookups, field.multiple === true),
};

export const select = defineKind({ kind: 'select', ...choice, searchMultiple: true });
export const treeSelect = defineKind({ kind: 'treeSelect', ...choice });
/** A select over a dictionary category's entries (the 3.x server's dicSelect); an entry id, or ids when multiple. */
export const dicSelect = defineKind({ kind: 'dicSelect', ...choice, source: 'dictionary', searchInput: 'dicSelect' });
export const radio = defineKind({ kind: 'radio', ...choice, shape: () => 'option', value: () => ({ ...ID_ITEM }) });
export const checkbox = defineKind({
  kind: 'checkbox', ...choice,
  value: () => ({ type: 'array' }),
  shape: () => 'array',
  fromCell: (v, field, lookups) => optionCell(v, field, lookups, true),
});

/** A path of option values through a tree of options (or, multiple, several paths). */
export const cascader = defineKind({
  kind: 'cascader', ...choice,
  value: () => ({ type: 'array' }),
  shape: (field) => (field.multiple ? 'paths' : 'path'),
  compare: 'path',
  text: (v, field, lookups) => {
    const options = lookups.options(field);
    const separator = typeof field.separator === 'string' ? field.separator : '/';
    return paths(v, field.props?.props?.multiple === true || field.multiple === true).map((p) => {
      const names = optionLabels(p, options, field);
      return field['show-all-levels'] === false ? names[names.length - 1] : names.join(separator);
    }).join(',');
  },
  fromCell: (v, field, lookups) => {
    const options = lookups.options(field);
    if (!(field.multiple === true || field.props?.props?.multiple === true)) {
      const p = cascaderPath(v, options, field);
      return p ? { value: p } : fail('option');
    }
    return each(pathItems(v), (x) => cascaderPath(x, options, field));
  },
});
