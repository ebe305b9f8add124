/**
 * Indexes the list definitions ask for: for every field a form searches or sorts by, an index over the very
 * expression the list query spells (query/json.ts), beside model_id: equality and ranges of searchType 1 and 3,
 * numeric sorts. Fuzzy text (searchType 2 and the keyword box) needs none of its own: each record's text values are
 * indexed once for every form (SQLite 0022, PostgreSQL 0027). The wanted set is the union over every form's definition (two forms with a field of one name share
 * an index); indexes of ours that no definition wants any more are dropped. Kept in step when a definition is
 * saved and when the server starts (seeded forms).
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { completeDefinition } from '../../../../engine/definition/legacy';
import type { ColumnData, FormDefinition } from '../../../../engine/types';
import type { Db } from '../../../db';
import { fieldIndex } from '../list';
import { comparesAsNumber, holdsParentId, oneValueField } from './compare';
import { isPostgres, jsonSql, type Sql } from './json';
import { keysOf } from './order';

/** Every index this module made starts so (and nothing else does). */
const PREFIX = 'vdrx_';

interface WantedIndex { name: string; create: Sql }

const short = (s: string) => createHash('sha1').update(s).digest('hex').slice(0, 16);

/** The indexes one form's definition wants. */
export function wantedIndexes(db: Db, form: FormDefinition, columns: ColumnData): WantedIndex[] {
  const json = jsonSql(db);
  const pg = isPostgres(db);
  const index = fieldIndex(form);
  const out = new Map<string, WantedIndex>();
  const add = (kind: string, prop: string, create: (name: Sql) => Sql) => {
    // The name carries the indexed expression: an index of an older spelling is dropped and made anew.
    const name = `${PREFIX}${kind}_${short(`${prop}\0${create(sql.id(PREFIX)).compile(db).sql}`)}`;
    if (!out.has(name)) out.set(name, { name, create: create(sql.id(name)) });
  };
  const btree = (prop: string, expr: Sql, kind: string) =>
    // creation time and id complete the list's order, so a sorted page is read from the index in order.
    add(kind, prop, (name) => sql`create index if not exists ${name} on visualdev_record
      (model_id, (${expr}), creator_time, id)`);
  for (const s of columns.searchList ?? []) {
    const field = oneValueField(index, s.prop);
    if (!field) continue;
    const type = Number(s.searchType ?? 1);
    // Fuzzy text (2) is looked up in the record's text index (migration 0027, json.ts textHolding).
    if (type === 2) continue;
    if (type === 3 && comparesAsNumber(field) && pg) btree(s.prop, json.number(s.prop), 'n');
    else btree(s.prop, json.scalar(s.prop), 's');
  }
  const sorted = [...(columns.columnList ?? []).map((c) => c.prop), columns.defaultSidx ?? ''];
  // A column the list lets users sort by (and the default order's field): the parts of a text sort
  // (query/order.ts textSegments), its values read as numbers and its text.
  const sortable = new Set([...(columns.columnList ?? []).filter((c) => c.sortable).map((c) => c.prop),
    columns.defaultSidx ?? '']);
  for (const prop of sorted) {
    const field = oneValueField(index, prop);
    if (!field) continue;
    if (!comparesAsNumber(field)) {
      if (!sortable.has(prop)) continue;
      const keys = keysOf(json, prop, false);
      btree(prop, keys.num!, 'tn');
      btree(prop, keys.txt, 't');
      continue;
    }
    // The numbers in order, and (PostgreSQL) the empty values by their text (query/order.ts numberSegments).
    btree(prop, json.scalar(prop), 's');
    if (pg) btree(prop, json.number(prop), 'n');
  }
  // A tree table's children are found by their parent field's text (query/page.ts treePageByParents).
  const parentField = columns.type === 5 && typeof columns.parentField === 'string' ? columns.parentField : '';
  const parent = parentField ? oneValueField(index, parentField) : undefined;
  if (parent && holdsParentId(parent)) btree(parentField, json.text(parentField), 'p');
  return [...out.values()];
}

/** Names of the indexes of ours that exist. */
async function existing(db: Db): Promise<Set<string>> {
  const rows = isPostgres(db)
    ? await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'visualdev_record'
        and indexname like ${`${PREFIX}%`}`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'visualdev_record'
        and name like ${`${PREFIX}%`}`.execute(db);
  return new Set(rows.rows.map((r) => r.name));
}

/**
 * Brings the indexes in step with every form's definition: creates the missing ones and drops those no form
 * wants. `_modelId` names the form that changed (every definition is read anyway: indexes are shared).
 */
export async function syncListIndexes(db: Db, _modelId?: string): Promise<void> {
  const wanted = new Map<string, WantedIndex>();
  const models = await db.selectFrom('visualdev').select(['formData', 'columnData']).execute();
  for (const m of models) {
    let form: FormDefinition;
    let columns: ColumnData;
    try {
      // Completed as the List reads it (a 3.1 document's fields inside kindless tab items, its {label, prop} columns
      // and searches without a searchType), so its searches and sorts get the indexes the List's queries use.
      const done = completeDefinition(JSON.parse(m.formData), JSON.parse(m.columnData));
      form = done.formData as FormDefinition;
      columns = done.columnData as ColumnData;
    } catch {
      continue; // an unreadable definition lists nothing
    }
    if (!form || typeof form !== 'object' || !columns || typeof columns !== 'object') continue;
    for (const w of wantedIndexes(db, form, columns)) wanted.set(w.name, w);
  }
  const have = await existing(db);
  let made = 0;
  for (const [name, w] of wanted) {
    if (have.has(name)) continue;
    try {
      await w.create.execute(db);
      made++;
    } catch (e) {
      // Another instance starting at the same moment may have made it: only a still-missing index is an error.
      if (!(await existing(db)).has(name)) throw e;
    }
  }
  // A store knows nothing of a new expression's values until the table is analysed, and PostgreSQL's autovacuum
  // analyses only after many writes: meanwhile it guesses, and a text sort walked every record through the wrong
  // index (100 ms at 100,000 records instead of 0.05). SQLite samples 1,000 rows an index (30 ms at 100,000 records
  // against 300 for every row); its reader threads read the statistics when they next load the schema.
  if (made && isPostgres(db)) await sql`analyze visualdev_record`.execute(db);
  else if (made) {
    await sql`pragma analysis_limit = 1000`.execute(db);
    await sql`analyze visualdev_record`.execute(db);
  }
  for (const name of have) {
    if (!wanted.has(name)) await sql`drop index if exists ${sql.id(name)}`.execute(db);
  }
}
