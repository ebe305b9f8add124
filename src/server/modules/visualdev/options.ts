/**
 * The option lookup the server gives record validation (engine/record/options.ts), so a select, radio, checkbox,
 * treeSelect or cascader value outside its options is refused on save and import. Static options are in the field.
 * Dictionary fields: every entry of the dictionary (a disabled entry still stored in old records stays valid).
 * Data-interface fields: the interface's rows when the field passes it no parameters (rows that depend on other
 * fields' values are not known here); a source that answers no rows (missing dictionary, failing interface) is not
 * checked, so a broken source never blocks saving.
 */
import type { FieldDef, FormDefinition } from '../../../engine/types';
import type { OptionItem } from '../../../engine/form/format';
import { canonicalKind } from '../../../engine/form/kinds';
import { kindSpec, optionSource } from '../../../engine/kinds';
import type { OptionLookup } from '../../../engine/record/options';
import { storedFields } from '../../../engine/record/validate';
import type { Db } from '../../db';
import { dictionaryRows, interfaceRows } from './lookupRows';

/** Loads, once per save or import, the options of the form's dictionary and data-interface fields. */
export async function optionLookup(db: Db, form: FormDefinition): Promise<OptionLookup> {
  const byField = new Map<FieldDef, OptionItem[]>();
  const loaded = new Map<string, OptionItem[]>();
  const load = async (key: string, read: () => Promise<OptionItem[]>) => {
    if (!loaded.has(key)) loaded.set(key, await read());
    return loaded.get(key)!;
  };
  const visit = async (fields: FieldDef[] | undefined) => {
    for (const f of storedFields(fields)) {
      const kind = canonicalKind(f.__config__.jnpfKey);
      if (kind === 'table') await visit(f.__config__.children);
      if (!kindSpec(kind)?.options) continue;
      const source = optionSource(f);
      let rows: OptionItem[] = [];
      if (source.type === 'dictionary' && source.id) {
        rows = await load(`d:${source.id}`, async () => asTree(await dictionaryRows(db, source.id)));
      } else if (source.type === 'dynamic' && source.id && !hasParameters(f)) {
        rows = await load(`i:${source.id}`, () => interfaceRows(db, source.id) as Promise<OptionItem[]>);
      }
      if (rows.length) byField.set(f, rows);
    }
  };
  await visit(form.fields);
  return (field) => byField.get(field) ?? null;
}

/** A dictionary's flat entries as a tree (children under their parent), so a cascader's path can be walked. */
function asTree(rows: { id: string; parentId: string }[]): OptionItem[] {
  const nodes = new Map(rows.map((r) => [r.id, { ...r, children: [] as OptionItem[] }]));
  const roots: OptionItem[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Whether the field sends its data interface parameters (templateJson), so its rows depend on the record. */
function hasParameters(field: FieldDef): boolean {
  const params = field.templateJson ?? field.__config__.templateJson;
  return Array.isArray(params) && params.length > 0;
}
