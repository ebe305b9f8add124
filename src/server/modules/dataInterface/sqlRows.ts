/** A SQL interface's rows for a caller: its declared parameters bound from paramList, defaults or null. */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { refuse, runRefusal, sqlRefusal } from './definition';
import type { InterfaceConfig, Param, Row } from './source';
import { bindValue, checkSql, dialectOf, isSqlProblem, runSql, SqlRunError } from './sql/run';

/** The rows of a SQL interface, its parameters bound from paramList (names it does not declare are refused). */
export async function sqlRows(db: Db, req: FastifyRequest, config: InterfaceConfig, params: Param[]): Promise<Row[]> {
  const declared = config.params ?? [];
  const given = new Map<string, unknown>();
  params.forEach((p, i) => {
    if (!declared.some((d) => d.field === p.field)) {
      throw refuse(req, 'unknownParam', { field: `paramList.${i}.field`, name: p.field });
    }
    given.set(p.field, p.defaultValue);
  });
  const values = new Map<string, string | number | null>();
  for (const d of declared) {
    const v = bindValue(d, given.get(d.field));
    if (v === 'NaN') throw refuse(req, 'paramNotNumber', { name: d.label || d.field });
    if (v === null && d.required) throw refuse(req, 'paramRequired', { name: d.label || d.field });
    values.set(d.field, v);
  }
  const checked = checkSql(config.sql ?? '', declared, dialectOf(db));
  if (isSqlProblem(checked)) throw sqlRefusal(req, checked);
  try {
    return (await runSql(db, checked, values)).rows as Row[];
  } catch (err) {
    if (err instanceof SqlRunError) throw runRefusal(req, err);
    throw err;
  }
}
