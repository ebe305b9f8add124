/**
 * The list compiler: `columnData` + the compiled form → table columns, search fields, toolbar
 * and row buttons, paging. Permission filtering: buttons are coded `btn_<value>`, columns by
 * their `prop`, and are only filtered when the list asks for it (useBtnPermission / useColumnPermission).
 */
import { completeColumnData } from '../definition/legacy';
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
  /** 1 plain, 2 left tree + table, 3 grouped, 4 inline edit, 5 tree table. */
  type: ListType;
  /** The left tree of a type-2 list; null for the other types. */
  tree: ListTreeSpec | null;
  /** Type 3: rows are grouped under this field's values. */
  groupField: string;
  /** Type 5: the field holding the parent record's id. */
  parentField: string;
  /** Props of columns shown with thousands separators (thousands + thousandsField). */
  thousandsFields: string[];
  /** Print templates of batch print (printIds). */
  printIds: string[];
}

export type ListType = 1 | 2 | 3 | 4 | 5;

export interface ListTreeSpec {
  title: string;
  /** Where the nodes come from: a dictionary category, the organisation tree or a data interface. */
  dataSource: 'dictionary' | 'organize' | 'api';
  /** Dictionary category id (dictionary) or data interface id (api). */
  sourceId: string;
  /** The list field a clicked node filters by (treeRelation). */
  relation: string;
  propsValue: string;
  propsLabel: string;
  propsChildren: string;
  /** Parameters of the data interface (treeTemplateJson, [{field, defaultValue, relationField?}]); api only. */
  templateJson: unknown[];
}

export interface ListCompileOptions {
  /** The user's permission entry for this menu (CurrentUser.permissionList[modelId]). */
  permission?: PermissionEntry | null;
  isKnown?: (kind: string) => boolean;
}

/** Default page size and the choices offered. */
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
  written: ColumnData, compiled: CompiledForm | null, opts: ListCompileOptions = {},
): CompiledList {
  // 3.1-era documents: {label, prop} entries completed from the form, absent settings from the designer's defaults.
  const columnData = completeColumnData(written, compiled?.definition);
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
    // A tree table (type 5) has no print: its 批量打印 is dropped even when configured.
    buttons: filterButtons(columnData?.btnsList, columnData?.useBtnPermission, entry)
      .filter((b) => !(b.value === 'batchPrint' && listTypeOf(columnData?.type) === 5)),
    rowButtons: filterButtons(columnData?.columnBtnsList, columnData?.useBtnPermission, entry),
    pageSize: size > 0 ? size : DEFAULT_PAGE_SIZE,
    hasPage: columnData?.hasPage !== false,
    sort: columnData?.sort === 'asc' ? 'asc' : 'desc',
    defaultSidx: typeof columnData?.defaultSidx === 'string' ? columnData.defaultSidx : '',
    ...shapeOf(columnData, columns),
  };
}

const text = (v: unknown, fallback = '') => (typeof v === 'string' && v ? v : fallback);

function listTypeOf(t: unknown): ListType {
  const n = Number(t);
  return n === 2 || n === 3 || n === 4 || n === 5 ? n : 1;
}

/** The parts of a list definition that decide its shape: type, left tree, grouping, tree table, thousands. */
function shapeOf(columnData: ColumnData, columns: ListColumnSpec[]) {
  const type = listTypeOf(columnData?.type);
  const source = columnData?.treeDataSource;
  const dataSource = source === 'organize' || source === 'api' ? source : 'dictionary';
  const tree: ListTreeSpec | null = type === 2 ? {
    title: text(columnData.treeTitle),
    dataSource,
    sourceId: dataSource === 'dictionary' ? text(columnData.treeDictionary) : dataSource === 'api' ? text(columnData.treeInterfaceId, text(columnData.treePropsUrl)) : '',
    relation: text(columnData.treeRelation),
    propsValue: text(columnData.treePropsValue, 'id'),
    propsLabel: text(columnData.treePropsLabel, 'fullName'),
    propsChildren: text(columnData.treePropsChildren, 'children'),
    templateJson: dataSource === 'api' && Array.isArray(columnData.treeTemplateJson) ? columnData.treeTemplateJson : [],
  } : null;
  const wanted = columnData?.thousands === true && Array.isArray(columnData.thousandsField)
    ? new Set((columnData.thousandsField as unknown[]).map(String)) : new Set<string>();
  const printIds = Array.isArray(columnData?.printIds) ? (columnData.printIds as unknown[]).filter((x) => typeof x === 'string' && x) as string[] : [];
  return {
    type,
    tree,
    groupField: type === 3 ? text(columnData.groupField) : '',
    parentField: type === 5 ? text(columnData.parentField) : '',
    thousandsFields: columns.filter((c) => wanted.has(c.prop)).map((c) => c.prop),
    printIds,
  };
}
