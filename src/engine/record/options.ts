/**
 * Option fields (select, radio, checkbox, treeSelect, cascader) store the value key of one of their options: a
 * value outside them is refused on save, whatever the client sent. Static options sit in the field; dictionary and
 * data-interface options are looked up by whoever validates (the server injects a lookup), so the engine stays
 * pure; without a lookup such fields are not checked.
 */
import type { FieldDef } from '../types';
import { canonicalKind } from '../form/kinds';
import { optionKeys, type OptionItem } from '../form/format';
import { optionSource } from '../kinds/optionSource';

/** The options of a field whose options live elsewhere (dictionary, data interface); null = unknown, not checked. */
export type OptionLookup = (field: FieldDef) => OptionItem[] | null;

/** The options a field offers: its own static list, or the lookup's answer; null when they cannot be known. */
export function fieldOptions(field: FieldDef, lookup?: OptionLookup): OptionItem[] | null {
  const source = optionSource(field).type;
  if (source === 'dictionary' || source === 'dynamic') return lookup ? lookup(field) : null;
  if (source !== 'static') return null;
  const own = field.options ?? (field.__slot__ as { options?: unknown } | undefined)?.options;
  return Array.isArray(own) ? own as OptionItem[] : null;
}

/** Whether `value` (already of the kind's shape) only names options the field offers. */
export function withinOptions(field: FieldDef, value: unknown, options: OptionItem[]): boolean {
  const keys = optionKeys(field);
  const key = (o: OptionItem) => String(o[keys.value]);
  const kids = (o: OptionItem) => (Array.isArray(o[keys.children]) ? o[keys.children] as OptionItem[] : []);
  if (canonicalKind(field.__config__.jnpfKey) === 'cascader') {
    // A path from a root option down through its children; several paths when the field is multiple.
    const walks = (path: unknown[]) => {
      let level = options;
      for (const v of path) {
        const hit = level.find((o) => key(o) === String(v));
        if (!hit) return false;
        level = kids(hit);
      }
      return true;
    };
    const paths = Array.isArray(value) && value.some(Array.isArray) ? value : [value];
    return paths.every((path) => Array.isArray(path) && walks(path));
  }
  // select, radio, checkbox, treeSelect: any option of the tree, one value or several.
  const known = new Set<string>();
  const visit = (list: OptionItem[]) => list.forEach((o) => { known.add(key(o)); visit(kids(o)); });
  visit(options);
  return (Array.isArray(value) ? value : [value]).every((v) => known.has(String(v)));
}
