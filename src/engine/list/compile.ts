/**
 * The list compiler: `columnData` (wire-formats §2.5) + the compiled form → table columns, search fields, toolbar
 * and row buttons, paging. Permission filtering follows spec 000 §6: buttons are coded `btn_<value>`, columns by
 * their `prop`, and are only filtered when the list asks for it (useBtnPermission / useColumnPermission).
 */
import type { ColumnButton, ColumnData, FieldDef, ListColumn, PermissionEntry } from '../types';
import { canonicalKind, isKnownKind } from '../form/kinds';
import type { CompiledForm } from '../form/types';

export interface ListColumnSpec {
  prop: string;
  label: string;
  kind: string;
  /** The field definition (from the compiled form when it knows the prop, else the column entry itself). */
  field: FieldDef;
  width?: number;
  align: 'left' | 'center' | 'right';
  fixed?: 'left' | 'right';
  sortable: boolean;
  /** Sub-table column `table-field`: the table's vModel and the column's vModel. */
  parent?: string;
  child?: string;
  /** No renderer for this kind: the cell shows the error block. */
  unknown: boolean;
}

export interface SearchFieldSpec {
  prop: string;
  label: string;
  kind: string;
  field: FieldDef;
  /** 1 equals, 2 contains, 3 range. */
  searchType: 1 | 2 | 3;
  multiple: boolean;
}

export interface CompiledList {
  columns: ListColumnSpec[];
  searchFields: SearchFieldSpec[];
  /** Toolbar buttons (add, download …) the user may see. */
  buttons: ColumnButton[];
  /** Per-row buttons (edit, remove, detail) the user may see. */
  rowButtons: ColumnButton[];
  pageSize: number;
  hasPage: boolean;
  sort: 'asc' | 'desc';
  defaultSidx: string;
}

export interface ListCompileOptions {
  /** The user's permission entry for this menu (CurrentUser.permissionList[modelId]). */
  permission?: PermissionEntry | null;
  isKnown?: (kind: string) => boolean;
}

/** Default page size and the choices offered (spec 000 §9). */
export const PAGE_SIZE_OPTIONS = [20, 50, 100, 500] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** Keeps the buttons whose code `btn_<value>` is in the permission entry, when the list uses button permission. */
export function filterButtons(
  buttons: ColumnButton[] | undefined, usePermission: boolean | undefined, entry: PermissionEntry | null | undefined,
): ColumnButton[] {
  const list = Array.isArray(buttons) ? buttons : [];
  if (!usePermission) return list;
  const codes = new Set((entry?.button ?? []).map((b) => b.enCode));
  return list.filter((b) => codes.has(`btn_${b.value}`));
}

/** Keeps the columns whose prop is in the permission entry, when the list uses column permission. */
export function filterColumns<T extends { prop: string }>(
  columns: T[], usePermission: boolean | undefined, entry: PermissionEntry | null | undefined,
): T[] {
  if (!usePermission) return columns;
  const codes = new Set((entry?.column ?? []).map((c) => c.enCode));
  return columns.filter((c) => codes.has(c.prop));
}

function kindOfColumn(col: ListColumn): string {
  const key = col.jnpfKey ?? col.__config__?.jnpfKey;
  return canonicalKind(typeof key === 'string' ? key : '');
}

function fieldOf(col: ListColumn, compiled: CompiledForm | null): FieldDef {
  const indexed = compiled?.index[col.prop]?.field;
  if (indexed) return indexed;
  const cfg = col.__config__ ?? { jnpfKey: kindOfColumn(col) };
  return { ...(col as unknown as FieldDef), __config__: cfg };
}

function alignOf(a: unknown): 'left' | 'center' | 'right' {
  return a === 'center' || a === 'right' ? a : 'left';
}

/** Compiles a list definition against its compiled form and the user's permissions. */
export function compileList(
  columnData: ColumnData, compiled: CompiledForm | null, opts: ListCompileOptions = {},
): CompiledList {
  const isKnown = opts.isKnown ?? isKnownKind;
  const entry = opts.permission;
  const rawColumns = Array.isArray(columnData?.columnList) ? columnData.columnList : [];
  const columns: ListColumnSpec[] = rawColumns
    .filter((c) => c && typeof c.prop === 'string' && c.prop)
    .map((c) => {
      const kind = kindOfColumn(c);
      const dash = c.prop.indexOf('-');
      const spec: ListColumnSpec = {
        prop: c.prop,
        label: String(c.label ?? c.prop),
        kind,
        field: fieldOf(c, compiled),
        align: alignOf(c.align),
        sortable: c.sortable === true,
        unknown: !isKnown(kind),
      };
      if (typeof c.width === 'number' && c.width > 0) spec.width = c.width;
      if (c.fixed === 'left' || c.fixed === 'right') spec.fixed = c.fixed;
      // `table-field` names a sub-table column; vModels never contain '-'.
      if (dash > 0 && (!compiled || compiled.subTables[c.prop.slice(0, dash)])) {
        spec.parent = c.prop.slice(0, dash);
        spec.child = c.prop.slice(dash + 1);
      }
      return spec;
    });
  const searchFields: SearchFieldSpec[] = (Array.isArray(columnData?.searchList) ? columnData.searchList : [])
    .filter((c) => c && typeof c.prop === 'string' && c.prop)
    .map((c) => ({
      prop: c.prop,
      label: String(c.label ?? c.prop),
      kind: kindOfColumn(c),
      field: fieldOf(c, compiled),
      searchType: c.searchType === 2 || c.searchType === 3 ? c.searchType : 1,
      multiple: c.searchMultiple === true,
    }));
  const size = Number(columnData?.pageSize);
  return {
    columns: filterColumns(columns, columnData?.useColumnPermission, entry),
    searchFields,
    buttons: filterButtons(columnData?.btnsList, columnData?.useBtnPermission, entry),
    rowButtons: filterButtons(columnData?.columnBtnsList, columnData?.useBtnPermission, entry),
    pageSize: size > 0 ? size : DEFAULT_PAGE_SIZE,
    hasPage: columnData?.hasPage !== false,
    sort: columnData?.sort === 'asc' ? 'asc' : 'desc',
    defaultSidx: typeof columnData?.defaultSidx === 'string' ? columnData.defaultSidx : '',
  };
}
