/**
 * What an import needs of a related form to turn a relationForm cell into a record id: the ids, and the record
 * each shown text names. Only two short columns of the related form are read (its display field, extracted by
 * the store), for the one import request: nothing is kept.
 */
import type { Db } from '../../../db';
import { jsonSql } from './json';

export interface RelationNames {
  ids: Set<string>;
  /** Shown text → the record id, or null when several records show that text. */
  byName: Map<string, string | null>;
}

const text = (v: unknown) => String(v ?? '');

/** The ids of `modelId`'s records and the record each text of its field `shown` names. */
export async function relationNames(db: Db, modelId: string, shown: string): Promise<RelationNames> {
  const json = jsonSql(db);
  const rows = await db.selectFrom('visualdevRecord').where('modelId', '=', modelId)
    .select(['id', ...(shown ? [json.json(shown).as('shown')] : [])]).execute() as { id: string; shown?: string | null }[];
  const byName = new Map<string, string | null>();
  for (const r of rows) {
    if (!shown) continue;
    const name = text(r.shown === undefined || r.shown === null ? null : JSON.parse(r.shown));
    byName.set(name, byName.has(name) ? null : r.id);
  }
  return { ids: new Set(rows.map((r) => r.id)), byName };
}
