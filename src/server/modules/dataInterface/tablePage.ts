/**
 * One page of a table interface over a generated form's records, searched, ordered and paged by the store through
 * the generated list's own query (visualdev/query): parameters are equality conditions on their columns, the
 * keyword matches the text columns asked for (relationField, columnOptions), rows come oldest first. Only the page
 * is read, whatever the number of records.
 */
import type { ColumnData } from '../../../engine/types';
import type { Db } from '../../db';
import { ApiError } from '../../http/envelope';
import { loadModel } from '../visualdev/guard';
import { fieldIndex, toRow } from '../visualdev/list';
import { listPage } from '../visualdev/query/page';
import { recordsById } from '../visualdev/records';
import { BadInterfaceConfig, filterByParams, project, type InterfaceConfig, type Param, type ReadableColumns,
  type Row } from './source';

export interface TablePageAsk { keyword?: string; keywordFields: string[]; params: Param[]; currentPage: number;
  pageSize: number }

const empty = (v: unknown) => v === undefined || v === null || v === '';

export async function visualdevPage(db: Db, config: InterfaceConfig, ask: TablePageAsk, readable: ReadableColumns):
  Promise<{ list: Row[]; pagination: { currentPage: number; pageSize: number; total: number } }> {
  const { currentPage, pageSize } = ask;
  const none = { list: [], pagination: { currentPage, pageSize, total: 0 } };
  const fields = config.fields ?? [];
  if (!config.modelId || !fields.length) throw new BadInterfaceConfig('visualdev source without modelId or fields');
  let model;
  try {
    model = await loadModel(db, config.modelId);
  } catch (err) {
    if (err instanceof ApiError && err.code === 404) return none; // a disabled or missing form has no rows
    throw err;
  }
  if (readable?.size === 0) return none;
  const index = fieldIndex(model.form);
  const columnOf = new Map(fields.map((f) => [f.field, f.column ?? f.field]));
  const known = (c: string) => c === 'id' || (index.has(c) && !index.get(c)!.table);
  const bad = [...columnOf.values()].find((c) => !known(c));
  if (bad) throw new BadInterfaceConfig(`visualdev column ${bad} is not a top-level field of the form`);
  const mayRead = (c: string) => !readable || c === 'id' || readable.has(c);

  const queryJson: Record<string, unknown> = {};
  let idWanted: string | undefined;
  for (const p of ask.params) {
    if (empty(p.defaultValue)) continue;
    const column = columnOf.get(p.field)!;
    // A column the caller may not read holds null for them: no row equals a value there.
    if (!mayRead(column)) return none;
    if (column === 'id') idWanted = String(p.defaultValue);
    else queryJson[column] = String(p.defaultValue);
  }
  const keywordColumns = ask.keywordFields.map((f) => columnOf.get(f)).filter((c): c is string => !!c && c !== 'id' && mayRead(c));
  const columns: ColumnData = { type: 1, searchList: [], sort: 'asc', defaultSidx: 'creatorTime' } as unknown as ColumnData;
  const page = await listPage(db, {
    modelId: model.model.id, form: model.form, columns,
    visible: new Set([...columnOf.values()].filter(mayRead)),
    searchable: new Set([...keywordColumns, ...Object.keys(queryJson)]),
  }, { currentPage: idWanted ? 1 : currentPage, pageSize: idWanted ? 10_000 : pageSize, queryJson,
    keyword: ask.keyword?.trim() ? ask.keyword.trim() : undefined });
  let list = page.list.map((r) => project(fields, r as Record<string, unknown>, readable));
  if (idWanted === undefined) return { list, pagination: page.pagination };
  // The record id is no field of the form's list query: one record at most, found among the matching ones.
  const idField = fields.find((f) => (f.column ?? f.field) === 'id')!.field;
  list = list.filter((r) => String(r[idField]) === idWanted);
  return { list: list.slice((currentPage - 1) * pageSize, currentPage * pageSize),
    pagination: { currentPage, pageSize, total: list.length } };
}

/**
 * The rows whose field `field` holds one of `values` (a popup select's chosen rows, InfoByIds), read from the store:
 * the records of those ids, or the records matching any of the values in that column; then the parameters.
 */
export async function visualdevByValues(db: Db, config: InterfaceConfig, field: string, values: string[], params: Param[],
  readable: ReadableColumns): Promise<Row[]> {
  const fields = config.fields ?? [];
  if (!config.modelId || !fields.length) throw new BadInterfaceConfig('visualdev source without modelId or fields');
  let model;
  try {
    model = await loadModel(db, config.modelId);
  } catch (err) {
    if (err instanceof ApiError && err.code === 404) return [];
    throw err;
  }
  const column = fields.find((f) => f.field === field)?.column ?? field;
  if (readable?.size === 0 || !values.length || (readable && column !== 'id' && !readable.has(column))) return [];
  const index = fieldIndex(model.form);
  if (column !== 'id' && (!index.has(column) || index.get(column)!.table)) {
    throw new BadInterfaceConfig(`visualdev column ${column} is not a top-level field of the form`);
  }
  const visible = new Set(fields.map((f) => f.column ?? f.field));
  let rows: Row[];
  if (column === 'id') {
    const byId = await recordsById(db, model.model.id, values);
    rows = [...byId.values()].map((r) => project(fields, toRow(r, visible) as Record<string, unknown>, readable));
  } else {
    const columns = { type: 1, searchList: [], sort: 'asc', defaultSidx: 'creatorTime' } as unknown as ColumnData;
    const page = await listPage(db, { modelId: model.model.id, form: model.form, columns, visible,
      searchable: new Set([column]) }, { currentPage: 1, pageSize: 10_000, queryJson: { [column]: values } });
    rows = page.list.map((r) => project(fields, r as Record<string, unknown>, readable));
  }
  return filterByParams(rows, params);
}
