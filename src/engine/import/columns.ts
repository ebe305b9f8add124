/**
 * Which fields a bulk import asks for and how they are named in the template:
 * every field a person can type — not system fields, serial numbers, calculations, relation attributes, uploads or
 * layout — in form order, a sub-table's columns as `子表标题-列标题` in place of the sub-table. The list definition's
 * `uploaderTemplateJson.selectKey` (field codes) narrows the choice when it names any.
 */
import type { ColumnData, FieldDef, FormDefinition } from '../types';
import { canonicalKind } from '../form/kinds';
import { kindSpec } from '../kinds';
import { valueFields } from '../record/validate';

export interface ImportColumn {
  /** Field code: the vModel, or `table-field` for a sub-table column (the code of form permissions). */
  id: string;
  /** Header text in the template: the label, or `子表标题-列标题`. */
  header: string;
  /** The field's own label. */
  label: string;
  field: FieldDef;
  /** Canonical kind. */
  kind: string;
  /** For a sub-table column: the sub-table's vModel, label and the column's vModel. */
  table?: string;
  tableLabel?: string;
  child?: string;
}

/** One entry of ImportPreview's headerRow: a field, or a sub-table with its columns as children. */
export interface ImportHeader {
  id: string;
  fullName: string;
  jnpfKey: string;
  children?: { id: string; fullName: string; jnpfKey: string }[];
}

export interface ImportColumnOptions {
  /** Codes the user may see (form permission); null = every field. */
  visible?: ReadonlySet<string> | null;
}

/** Whether a person can type a value of this field into a cell. */
export function isImportable(field: FieldDef): boolean {
  const cfg = field.__config__;
  if (!field.__vModel__ || cfg.noShow === true) return false;
  // Nobody types a computed, server-filled or copied value, a file or a kind the engine does not know into a cell.
  return kindSpec(cfg.jnpfKey)?.importable === true;
}

/** The codes `uploaderTemplateJson.selectKey` names, or null when it names none. */
export function templateKeys(columns: ColumnData | undefined): Set<string> | null {
  const json = columns?.uploaderTemplateJson as { selectKey?: unknown } | undefined;
  const keys = Array.isArray(json?.selectKey) ? json.selectKey.filter((k): k is string => typeof k === 'string' && !!k) : [];
  return keys.length ? new Set(keys) : null;
}

/** The template's columns in form order. */
export function importColumns(form: FormDefinition, list?: ColumnData, opts: ImportColumnOptions = {}): ImportColumn[] {
  const chosen = templateKeys(list);
  const allowed = (code: string, table?: string) => (!opts.visible || opts.visible.has(code)) &&
    (!chosen || chosen.has(code) || (table !== undefined && chosen.has(table)));
  const out: ImportColumn[] = [];
  for (const f of valueFields(form.fields)) {
    const vModel = f.__vModel__ as string;
    const kind = canonicalKind(f.__config__.jnpfKey);
    const label = String(f.__config__.label ?? vModel);
    if (kind === 'table') {
      if (opts.visible && !opts.visible.has(vModel)) continue;
      for (const c of valueFields(f.__config__.children)) {
        const child = c.__vModel__ as string;
        const id = `${vModel}-${child}`;
        if (!isImportable(c) || !allowed(id, vModel)) continue;
        const own = String(c.__config__.label ?? child);
        out.push({ id, header: `${label}-${own}`, label: own, field: c, kind: canonicalKind(c.__config__.jnpfKey),
          table: vModel, tableLabel: label, child });
      }
      continue;
    }
    if (isImportable(f) && allowed(vModel)) out.push({ id: vModel, header: label, label, field: f, kind });
  }
  return out;
}

/** headerRow of ImportPreview: main fields, and each sub-table once with its columns as children. */
export function headerRowOf(columns: ImportColumn[]): ImportHeader[] {
  const out: ImportHeader[] = [];
  const tables = new Map<string, ImportHeader>();
  for (const c of columns) {
    if (!c.table) {
      out.push({ id: c.id, fullName: c.label, jnpfKey: c.kind });
      continue;
    }
    let head = tables.get(c.table);
    if (!head) {
      head = { id: c.table, fullName: c.tableLabel ?? c.table, jnpfKey: 'table', children: [] };
      tables.set(c.table, head);
      out.push(head);
    }
    head.children!.push({ id: c.child!, fullName: c.label, jnpfKey: c.kind });
  }
  return out;
}
