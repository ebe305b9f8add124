/**
 * A grouped list (type 3) without sorting every matching record for each page. Its order is the group field's
 * (non-empty values first, numbers before text, ascending; orderTerms), then the list's sort within each group. The
 * group values and their sizes are read once per search (one grouped count over the matching records, remembered
 * until the next write like the totals); a page then skips whole groups by their sizes and reads its rows within
 * the groups it spans, each in the list's own sort parts (order.ts), which the list's indexes serve.
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../../db';
import type { Database } from '../../../db/schema';
import { fieldIndex } from '../list';
import { comparesAsNumber, oneValueField } from './compare';
import type { Cond, JsonSql } from './json';
import { groupFieldOf, keysOf } from './order';
import { countColumn, filteredRows, type ModelCount } from './totals';
import type { SearchInput } from './where';

/** One group of the list: its records' condition and how many of the search's records it holds. */
export interface Group { cond: Cond; size: number }

/** Beyond this many group values a page is read by sorting the list whole (orderTerms). */
const MAX_GROUPS = 200;

/**
 * The groups of a grouped list in order, the empty values' group last (`total` less the others), with the search's
 * conditions `conds` already applied by `matching`. Null when the group field is not a one-value top-level field or
 * holds more than MAX_GROUPS values.
 */
export async function groupsOf(db: Db, json: JsonSql, input: SearchInput & { modelId: string },
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Kysely's type of a select without columns yet
  matching: (extra: Cond[]) => SelectQueryBuilder<Database, 'visualdevRecord', {}>, total: Promise<number>,
  known?: ModelCount): Promise<Group[] | null> {
  const group = groupFieldOf(input);
  const field = group ? oneValueField(fieldIndex(input.form), group) : undefined;
  if (!field) return null;
  const k = keysOf(json, group, comparesAsNumber(field));
  // A value's text tells groups apart only when it does not read as a number (10 and 10.0 are one group).
  const txt = sql`(case when ${k.num} is null then ${k.txt} end)`;
  const reading = matching([sql`not ${k.empty}`]).select([k.num!.as('num'), txt.as('txt'), countColumn])
    .groupBy([k.num!, txt]).orderBy(sql`(case when ${k.num} is null then 1 else 0 end)`).orderBy(k.num!)
    .orderBy(txt).limit(MAX_GROUPS + 1);
  const values = await filteredRows(db, input.modelId, reading, known);
  if (values.length > MAX_GROUPS) return null;
  const groups: Group[] = values.map((v) => ({ size: Number(v.n),
    cond: v.num !== null ? sql`${k.num} = ${v.num}` : sql`(${k.num} is null and ${k.txt} = ${v.txt})` }));
  const grouped = groups.reduce((sum, g) => sum + g.size, 0);
  return [...groups, { cond: sql`${k.empty}`, size: await total - grouped }];
}
