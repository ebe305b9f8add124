/**
 * What a caller may read of a data interface's rows (docs/api-contract.md "One access rule for records"): static
 * rows are options anyone signed in may see; a generated form's records are read under the one access rule for
 * records (recordAccess: the form's own grants, plus the columns that a form the caller may use shows through this
 * interface); staff rows keep mobile phone and e-mail for administrators.
 */
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../context';
import type { Db } from '../../db';
import { ApiError } from '../../http/envelope';
import { readAccess } from '../visualdev/guard';
import { PERSONAL_USER_COLUMNS, type InterfaceConfig, type ReadableColumns } from './source';

/** The source columns the caller of interface `interfaceId` may read (null = every column, empty = none). */
export async function readableColumns(db: Db, req: FastifyRequest, interfaceId: string, type: string,
  config: InterfaceConfig): Promise<ReadableColumns> {
  if (type !== 'table') return null;
  const user = currentUser(req.session);
  if (config.source === 'users') {
    if (user.isAdministrator === 1) return null;
    const columns = (config.fields ?? []).map((f) => f.column ?? f.field);
    return new Set(columns.filter((c) => !PERSONAL_USER_COLUMNS.has(c)));
  }
  if (config.source !== 'visualdev' || !config.modelId) return null; // loadRows refuses it as misconfigured
  const fields = config.fields ?? [];
  const columnOf = (field: string) => {
    const f = fields.find((x) => x.field === field);
    return f ? f.column ?? f.field : undefined;
  };
  try {
    const acc = await readAccess(db, req, config.modelId, { exposure: { through: 'interface', interfaceId, columnOf } });
    return acc.readable;
  } catch (err) {
    // A disabled or missing form has no rows for anyone.
    if (err instanceof ApiError && err.code === 404) return new Set();
    throw err;
  }
}
