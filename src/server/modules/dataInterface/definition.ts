/**
 * An interface as the 数据接口 screen edits it and as it is stored: the form of each kind (static rows, a table
 * source, a SQL statement with its parameters table) to the stored row with its JSON `config`, and back. A SQL
 * statement is checked when saved (scan, declared parameters, and prepared on the store so a wrong column is
 * refused now, not when a form opens); the fields it returns are stored with it.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import type { DataInterfaceTable } from '../../db/migrations/0002_people_data';
import { ApiError } from '../../http/envelope';
import { validateScreenBody } from '../../http/screenForm';
import { interfaceText, type InterfaceText } from './messages';
import type { FieldSpec, InterfaceConfig, Row } from './source';
import { checkSql, dialectOf, isSqlProblem, runSql, SQL_MAX_ROWS, SqlRunError, sqlTimeoutMs, type SqlParam,
  type SqlProblem } from './sql/run';

export const KINDS = ['static', 'table', 'sql'] as const;
export type Kind = (typeof KINDS)[number];

/** The form file of each kind (schemas/screens/system/forms). */
export const FORM_OF: Record<Kind, string> = {
  static: 'system/forms/dataInterfaceStatic.form.json',
  table: 'system/forms/dataInterfaceTable.form.json',
  sql: 'system/forms/dataInterfaceSql.form.json',
};

export interface InterfaceBody {
  fullName: string; enCode: string; category: string; type: Kind; sortCode?: number; enabledMark?: number;
  description?: string;
  fields?: FieldSpec[];
  /** static: the rows as JSON text. */
  dataJson?: string;
  /** table */
  source?: string; modelId?: string;
  /** sql */
  sqlText?: string; params?: SqlParam[];
}

export const refuse = (req: FastifyRequest, key: InterfaceText, params: Record<string, string | number> = {}) =>
  new ApiError(400, 'paramInvalid', {}, interfaceText(req.lang, key, params));

/** The refusal of a SQL text problem. */
export function sqlRefusal(req: FastifyRequest, p: SqlProblem): ApiError {
  switch (p.key) {
    case 'sqlForbidden': return refuse(req, 'sqlForbidden', { word: p.word.toUpperCase() });
    case 'sqlUnknownParam': return refuse(req, 'sqlUnknownParam', { name: p.name });
    default: return refuse(req, p.key);
  }
}

/** The refusal of a SQL interface that failed on the store. */
export function runRefusal(req: FastifyRequest, err: SqlRunError): ApiError {
  switch (err.reason) {
    case 'timeout': return refuse(req, 'sqlTimeout', { seconds: Math.round(sqlTimeoutMs() / 100) / 10 });
    case 'readOnly': return refuse(req, 'sqlReadOnly');
    case 'tooMany': return refuse(req, 'sqlTooMany', { max: SQL_MAX_ROWS });
    case 'tableRefused': return refuse(req, 'sqlTableRefused', { table: err.message || '?' });
    case 'noRole': return refuse(req, 'sqlNoRole');
    default: return refuse(req, 'sqlFailed', { detail: err.message.slice(0, 300) });
  }
}

/** Checks the body with its kind's form file (the kind decides which form the screen showed). */
export function validBody(req: FastifyRequest): InterfaceBody {
  const raw = (req.body ?? {}) as { type?: unknown };
  const kind = KINDS.includes(raw.type as Kind) ? (raw.type as Kind) : 'static';
  return validateScreenBody<InterfaceBody>(FORM_OF[kind], raw, req.lang);
}

const uniqueParams = (req: FastifyRequest, params: SqlParam[]) => {
  const seen = new Set<string>();
  for (const p of params) {
    if (seen.has(p.field)) throw refuse(req, 'duplicateParam', { name: p.field });
    seen.add(p.field);
  }
};

/** The stored config of a body, checked (a SQL statement also prepared on the store for its fields). */
export async function configOf(req: FastifyRequest, db: Db, b: InterfaceBody): Promise<InterfaceConfig> {
  if (b.type === 'static') {
    let data: unknown;
    try {
      data = JSON.parse(b.dataJson ?? '[]');
    } catch {
      throw refuse(req, 'staticData');
    }
    if (!Array.isArray(data) || data.some((r) => !r || typeof r !== 'object' || Array.isArray(r))) throw refuse(req, 'staticData');
    return { fields: b.fields ?? [], data: data as Row[] };
  }
  if (b.type === 'table') {
    if (!b.fields?.length) throw refuse(req, 'tableFields');
    if (b.source === 'visualdev') {
      const model = b.modelId && await db.selectFrom('visualdev').select('id').where('id', '=', b.modelId).executeTakeFirst();
      if (!model) throw refuse(req, 'tableSource');
      return { fields: b.fields, source: 'visualdev', modelId: b.modelId };
    }
    return { fields: b.fields, source: b.source };
  }
  const params = b.params ?? [];
  uniqueParams(req, params);
  const checked = checkSql(b.sqlText ?? '', params, dialectOf(db));
  if (isSqlProblem(checked)) throw sqlRefusal(req, checked);
  let columns: string[];
  try {
    columns = (await runSql(db, checked, new Map(), { fieldsOnly: true })).columns;
  } catch (err) {
    if (err instanceof SqlRunError) throw runRefusal(req, err);
    throw err;
  }
  return { sql: b.sqlText, params, fields: columns.map((c) => ({ field: c, label: c })) };
}

/** The values the kind's form edits, from a stored row. */
export function formValues(row: DataInterfaceTable) {
  const config = JSON.parse(row.config) as InterfaceConfig;
  const common = { id: row.id, fullName: row.fullName, enCode: row.enCode, category: row.category, type: row.type,
    sortCode: row.sortCode, enabledMark: row.enabledMark, description: row.description ?? undefined };
  if (row.type === 'sql') return { ...common, sqlText: config.sql ?? '', params: config.params ?? [] };
  if (row.type === 'table') return { ...common, source: config.source, modelId: config.modelId, fields: config.fields ?? [] };
  return { ...common, fields: config.fields ?? [], dataJson: JSON.stringify(config.data ?? [], null, 2) };
}
