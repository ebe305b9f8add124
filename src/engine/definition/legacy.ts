/**
 * Definitions saved by the original product's 3.1-era designer, completed into the shape the 3.4.7 designer writes
 * (and the rest of Loom reads), before they are checked, stored or drawn:
 * - a tab or collapse item is known by its place (a child of `tab` / `collapse`), with or without `tabItem` /
 *   `collapseItem` as its kind;
 * - a list definition may give its columns and search fields as `{label, prop}` only: the kind and the rest come
 *   from the form field of that prop (`table-field` for a sub-table column), then from the designer's defaults;
 * - a list definition without `type`, `btnsList`, `columnBtnsList` or other settings takes the designer's defaults
 *   (an ordinary table with 新增, 编辑 and 删除).
 * Nothing the document does give is changed; the input is not modified.
 */
import listDefaults from '../../../fixtures/palette/06-columnData-defaults.v3.4.7.json';
import { kindSpec } from '../kinds';

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

const ITEM_OF: Record<string, string> = { tab: 'tabItem', collapse: 'collapseItem' };

/**
 * The form's fields with their kinds filled in by position. Untouched fields (every field of a 3.4.7 document) are
 * the same objects, so completing a complete document costs one walk and no copies.
 */
function completeFields(list: unknown, parentKind = ''): unknown {
  if (!Array.isArray(list)) return list;
  let changed = false;
  const out = list.map((raw) => {
    if (!isObj(raw)) return raw;
    const cfg = isObj(raw.__config__) ? raw.__config__ : {};
    const kind = str(cfg.jnpfKey) || ITEM_OF[parentKind] || '';
    const children = Array.isArray(cfg.children) ? completeFields(cfg.children, kind) : cfg.children;
    if (kind === str(cfg.jnpfKey) && children === cfg.children) return raw;
    changed = true;
    return { ...raw, __config__: { ...cfg, ...(kind ? { jnpfKey: kind } : {}), ...(children !== undefined ? { children } : {}) } };
  });
  return changed ? out : list;
}

/** Every field of the form by the prop a list names it with: `name`, or `table-name` for a sub-table column. */
function fieldsByProp(fields: unknown): Map<string, Obj> {
  const out = new Map<string, Obj>();
  const walk = (list: unknown, table?: string) => {
    if (!Array.isArray(list)) return;
    for (const f of list) {
      if (!isObj(f)) continue;
      const cfg = isObj(f.__config__) ? f.__config__ : {};
      const name = str(f.__vModel__);
      if (name) out.set(table ? `${table}-${name}` : name, f);
      if (cfg.jnpfKey === 'table') walk(cfg.children, name);
      else walk(cfg.children, table);
    }
  };
  walk(fields);
  return out;
}

/** A list entry completed from its form field: the entry's own keys win. */
function completeEntry(entry: unknown, byProp: Map<string, Obj>, extra: (kind: string) => Obj, done: (e: Obj) => boolean):
  unknown {
  // A 3.4.7 entry carries its kind and the field's settings already.
  if (!isObj(entry) || done(entry)) return entry;
  const field = byProp.get(str(entry.prop));
  if (!field) return entry;
  const cfg = isObj(field.__config__) ? field.__config__ : {};
  const kind = str(entry.jnpfKey) || str(cfg.jnpfKey);
  return { ...copy(field), ...extra(kind), label: str(cfg.label), ...entry, jnpfKey: kind };
}

const columnExtra = () => ({ fixed: 'none', align: 'left', sortable: false, width: null });
/** Complete as written: a column with its kind; a search field with its kind and search type. */
const columnDone = (e: Obj) => !!str(e.jnpfKey);
const searchDone = (e: Obj) => !!str(e.jnpfKey) && e.searchType !== undefined;
/** A search field's type and multiplicity as the designer gives them to its kind (the kind spec says which). */
const searchExtra = (kind: string) => {
  const spec = kindSpec(kind);
  return { value: '', searchType: spec?.searchType ?? 1, searchMultiple: spec?.searchMultiple ?? false };
};

/** The form definition with its tab and collapse items' kinds filled in. */
export function completeFormData<T>(formData: T): T {
  if (!isObj(formData) || !Array.isArray(formData.fields)) return formData;
  const fields = completeFields(formData.fields);
  return (fields === formData.fields ? formData : { ...formData, fields }) as T;
}

/** The list definition completed from the form (`formData`, completed or not) and the designer's defaults. */
export function completeColumnData<T>(columnData: T, formData: unknown): T {
  if (!isObj(columnData)) return columnData;
  const out: Obj = { ...copy(listDefaults.webColumnData_defaults), ...columnData };
  const list = (l: unknown): unknown[] => (Array.isArray(l) ? l : []);
  if (list(columnData.columnList).every((e) => !isObj(e) || columnDone(e))
    && list(columnData.searchList).every((e) => !isObj(e) || searchDone(e))) return out as T;
  const byProp = fieldsByProp(isObj(formData) ? completeFormData(formData).fields : undefined);
  if (Array.isArray(columnData.columnList)) {
    out.columnList = columnData.columnList.map((c) => completeEntry(c, byProp, columnExtra, columnDone));
  }
  if (Array.isArray(columnData.searchList)) {
    out.searchList = columnData.searchList.map((c) => completeEntry(c, byProp, searchExtra, searchDone));
  }
  return out as T;
}

/** Both documents completed; either may be a JSON string (as on the wire) or already parsed. */
export function completeDefinition(formData: unknown, columnData?: unknown): { formData: unknown; columnData: unknown } {
  const parse = (v: unknown) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  };
  const form = completeFormData(parse(formData));
  const list = columnData === undefined || columnData === null || columnData === ''
    ? columnData : completeColumnData(parse(columnData), form);
  return { formData: form, columnData: list };
}
