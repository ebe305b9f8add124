/**
 * Where a data interface's rows come from. `static` rows are stored with the interface; `table` rows come from a
 * whitelisted source (a generated form's records, or enabled users) through fixed field→column mappings written
 * by the seed. No table name, column name or SQL is ever taken from a client.
 */
import type { Db } from '../../db';
import { bindValue, checkSql, dialectOf, isSqlProblem, runSql, type SqlParam } from './sql/run';

export type Row = Record<string, unknown> & { children?: Row[] };

export interface FieldSpec { field: string; label?: string; column?: string }

export interface InterfaceConfig {
  fields?: FieldSpec[];
  /** static */
  data?: Row[];
  /** table */
  source?: string;
  modelId?: string;
  /** sql: one SELECT with named parameters (sql/scan.ts), and its parameters table. */
  sql?: string;
  params?: SqlParam[];
}

/** Columns a `users` interface may expose: nothing secret (no password hash, lock state or session data). */
const USER_COLUMNS = new Set(['account', 'realName', 'mobilePhone', 'email', 'organizeId', 'gender', 'headIcon']);
/**
 * Personal data among them: only administrators read these (the user pickers already show everyone's name, account
 * and organisation to every signed-in user, so those are no secret).
 */
export const PERSONAL_USER_COLUMNS: ReadonlySet<string> = new Set(['mobilePhone', 'email']);

/**
 * The source columns a caller may read (readable.ts decides): null = every column; an empty set = no row at all.
 * A declared field over a column outside the set answers null, so every row keeps the interface's declared shape.
 */
export type ReadableColumns = ReadonlySet<string> | null;

export class BadInterfaceConfig extends Error {}

/** The field names of an interface's rows: its declared fields plus the keys of its static rows. */
export function columnsOf(config: InterfaceConfig): Set<string> {
  const keys = new Set((config.fields ?? []).map((f) => f.field));
  const walk = (rows: Row[]) => rows.forEach((r) => {
    Object.keys(r).forEach((k) => k !== 'children' && keys.add(k));
    if (r.children) walk(r.children);
  });
  walk(config.data ?? []);
  return keys;
}

/**
 * Projects a source row onto the declared fields; a field without `column` reads the same-named value. The row's
 * `id` is no field of the source: whoever may read a row may read its id.
 */
export function project(fields: FieldSpec[], source: Record<string, unknown>, readable: ReadableColumns): Row {
  const row: Row = {};
  for (const f of fields) {
    const column = f.column ?? f.field;
    row[f.field] = !readable || column === 'id' || readable.has(column) ? source[column] ?? null : null;
  }
  return row;
}

/**
 * Loads every row of an interface (trees keep their children), of a `table` source only what `readable` lets the
 * caller read.
 */
export async function loadRows(db: Db, type: string, config: InterfaceConfig, readable: ReadableColumns):
  Promise<Row[]> {
  if (type === 'static') {
    if (!Array.isArray(config.data)) throw new BadInterfaceConfig('static interface without data');
    return structuredClone(config.data);
  }
  if (type === 'sql') {
    // Every parameter at its default: what a form's options, the list's labels and the save's checks read.
    const params = config.params ?? [];
    const checked = checkSql(config.sql ?? '', params, dialectOf(db));
    if (isSqlProblem(checked)) throw new BadInterfaceConfig(`sql interface refused: ${checked.key}`);
    const values = new Map<string, string | number | null>();
    for (const p of params) {
      const v = bindValue(p, undefined);
      if (v === 'NaN') throw new BadInterfaceConfig(`sql parameter ${p.field} default is no number`);
      values.set(p.field, v);
    }
    return (await runSql(db, checked, values)).rows as Row[];
  }
  if (type !== 'table') throw new BadInterfaceConfig(`unknown interface type ${type}`);
  const fields = config.fields ?? [];
  if (!fields.length) throw new BadInterfaceConfig('table interface without fields');

  if (config.source === 'visualdev') {
    if (!config.modelId) throw new BadInterfaceConfig('visualdev source without modelId');
    const model = await db.selectFrom('visualdev').select('id').where('id', '=', config.modelId)
      .where('enabledMark', '=', 1).executeTakeFirst();
    if (!model || readable?.size === 0) return [];
    const records = await db.selectFrom('visualdevRecord').select(['id', 'data', 'creatorTime'])
      .where('modelId', '=', model.id).orderBy('creatorTime').orderBy('id').execute();
    return records.map((r) => project(fields, { ...(JSON.parse(r.data) as Record<string, unknown>), id: r.id }, readable));
  }
  if (config.source === 'users') {
    const bad = fields.find((f) => f.field !== 'id' && !USER_COLUMNS.has(f.column ?? f.field));
    if (bad) throw new BadInterfaceConfig(`users column ${bad.column ?? bad.field} is not exposed`);
    const users = await db.selectFrom('users').select(['id', ...USER_COLUMNS] as never[])
      .where('enabledMark', '=', 1).orderBy('sortCode').orderBy('id').execute();
    return (users as Record<string, unknown>[]).map((u) => project(fields, u, readable));
  }
  throw new BadInterfaceConfig(`unknown table source ${String(config.source)}`);
}

/** Rows of a tree, depth first, without their children arrays. */
export function flatten(rows: Row[]): Row[] {
  return rows.flatMap(({ children, ...row }) => [row as Row, ...flatten(children ?? [])]);
}

export interface Param { field: string; defaultValue?: unknown }

/** Keeps the rows whose value equals every given parameter (an empty parameter value does not filter). */
export function filterByParams(rows: Row[], params: Param[]): Row[] {
  const active = params.filter((p) => p.defaultValue !== undefined && p.defaultValue !== null && p.defaultValue !== '');
  if (!active.length) return rows;
  return rows.filter((r) => active.every((p) => String(r[p.field] ?? '') === String(p.defaultValue)));
}

/** Rows whose listed columns contain the keyword (case-insensitive). */
export function filterByKeyword(rows: Row[], keyword: string | undefined, columns: string[]): Row[] {
  const k = keyword?.trim().toLowerCase();
  if (!k) return rows;
  return rows.filter((r) => columns.some((c) => String(r[c] ?? '').toLowerCase().includes(k)));
}
