/**
 * Bookmarks for deep pages: a page far into a sorted part of the list (query/order.ts Segment) starts from the order
 * key of a row known to lie at a K-spaced position before it, instead of skipping every row from the part's start.
 * On PostgreSQL each skipped row costs a heap visit (an expression index never answers alone), ~0.6 µs each: page
 * 500 skipped 9,980 rows. With bookmarks a page visits at most K + its own rows.
 *
 * A part's bookmarks are learnt by short statements that each read the keys of the K-th row after the last bookmark
 * (together they walk the rows up to the page once, as the page used to), and are remembered like the filtered
 * totals (totals.ts): under the model's write version the request read at its start, so a write by any instance makes the next request
 * of every instance learn them anew, and a page is never read from a stale key. Rows and pages are never kept: only
 * the keys, a few per thousand rows, in a small LRU.
 *
 * A deep page also leaves a bookmark of its own: the keys of the row just before it (read as one more row), so the
 * same page asked again, by the next user or the next refresh, skips nothing, and of its last row, so the next page
 * does not either. A set keeps the NEAR_MAX most recent of these.
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../../db';
import type { Database } from '../../../db/schema';
import { readRows } from '../../../db/readPool';
import type { Cond, Sql } from './json';
import type { ModelCount } from './totals';

/** A part's order as plain keys, all in one direction (the last one unique), so a row's keys say where it lies. */
export interface Keyset { keys: Sql[]; desc: boolean }

/** The keys of the rows at positions K - 1, 2K - 1, …, in order; `whole` once the part is known to end before the next. */
interface Marks { keys: unknown[][]; whole: boolean }

let spacing = 1000;
/** Rows between two bookmarks (K). The tests set a small one to cross bookmarks on a few dozen rows. */
export function setBookmarkSpacing(k: number): void {
  spacing = k;
  sets.clear();
}

/**
 * Remembered bookmarks, least recently used first (a Map keeps insertion order); bounded by the keys they hold (a key
 * is a number, a time and an id: ~100 bytes, so ~2 MB at most). Sets of an older write version are left to age out.
 */
interface MarkSet {
  marks: Promise<Marks>;
  /** Keys counted in `held` for this set. */
  size: number;
  /** Bookmarks pages left: a row's position in the part → its keys, least recently set first. */
  near: Map<number, unknown[]>;
}
const sets = new Map<string, MarkSet>();
const KEYS_MAX = 20_000;
const NEAR_MAX = 32;
let held = 0;

/** Counts `size` more keys for `key`'s set and forgets the least recently used sets beyond KEYS_MAX. */
function grow(key: string, entry: MarkSet, size: number) {
  entry.size += size;
  held += size;
  for (const [k, e] of sets) {
    if (held <= KEYS_MAX || k === key) break;
    held -= e.size;
    sets.delete(k);
  }
}

function touch(key: string, marks: Promise<Marks>) {
  const old = sets.get(key);
  if (old) sets.delete(key);
  const entry: MarkSet = { marks, size: old?.size ?? 0, near: old?.near ?? new Map() };
  sets.set(key, entry);
  marks.then((m) => {
    if (sets.get(key) !== entry) return;
    // A set counts one key more than it holds, so sets of no key are bounded too.
    const learnt = m.keys.length + 1 + entry.near.size - entry.size;
    if (learnt > 0) grow(key, entry, learnt);
  }, () => {
    if (sets.get(key) !== entry) return;
    held -= entry.size;
    sets.delete(key); // a failed read is not remembered
  });
}

/** Rows after `mark` in the part's order: `(k1, …, kn) > (v1, …, vn)` ascending, `<` descending. */
export function after(keyset: Keyset, mark: unknown[]): Cond {
  const values = sql.join(mark.map((v) => sql`${v}`));
  return sql`(${sql.join(keyset.keys)}) ${sql.raw(keyset.desc ? '<' : '>')} (${values})`;
}

/** The part's keys as the columns k0, k1, … (a page that leaves bookmarks reads them too). */
export const keyColumns = (keyset: Keyset) => keyset.keys.map((key, i) => key.as(`k${i}`));

/** The part's order by its keys. */
const orderOf = (keyset: Keyset) => sql.join(keyset.keys.map((k) => sql`${k} ${sql.raw(keyset.desc ? 'desc' : 'asc')}`));

/** A part of a list: its rows (the model's matching the search's and the part's conditions, and `extra`) and keyset. */
export interface Part {
  modelId: string;
  keyset: Keyset;
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Kysely's type of a select without columns yet
  matching(extra: Cond[]): SelectQueryBuilder<Database, 'visualdevRecord', {}>;
}

/**
 * Where a read `from` rows into a part starts: after the nearest bookmark before `from` (a condition) and how many
 * rows it still skips (< K once the bookmarks are learnt; none when a page left one just before `from`). No
 * bookmark is used before K rows, nor without the write version the request read (`known`).
 */
export async function startOf(db: Db, part: Part, from: number, known?: ModelCount): Promise<Start> {
  const k = spacing;
  const wanted = Math.floor(from / k);
  if (!known || wanted < 1) return { conds: [], skip: from };
  const id = setKey(db, part, known);
  const had = sets.get(id)?.marks ?? Promise.resolve<Marks>({ keys: [], whole: false });
  /** A start right after the row at `position` (its keys `mark`). */
  const afterRow = (position: number, mark: unknown[]): Start =>
    ({ conds: [after(part.keyset, mark)], skip: from - position - 1, set: id });
  // A page's own bookmark at most K rows back serves without learning the K-spaced ones up to it.
  const near = nearest(sets.get(id), from);
  if (near && near.position >= from - k) {
    touch(id, had); // most recently used last
    return afterRow(near.position, near.keys);
  }
  // Requests arriving together chain on one learning instead of each walking the part.
  const marks = had.then((m) => (m.whole || m.keys.length >= wanted ? m : learn(db, part, m, wanted, k)));
  touch(id, marks); // most recently used last
  const { keys } = await marks;
  // The j-th K-spaced bookmark is the row at j·K - 1; a page's own (left meanwhile too) may lie closer.
  const j = Math.min(wanted, keys.length);
  const best = nearest(sets.get(id), from);
  if (best && best.position >= j * k) return afterRow(best.position, best.keys);
  return j ? afterRow(j * k - 1, keys[j - 1]) : { conds: [], skip: from, set: id };
}

/** Where a read starts (startOf): after `conds`, skipping `skip` rows; `set` names the bookmarks it may leave to. */
export interface Start { conds: Cond[]; skip: number; set?: string }

/** The page-left bookmark of the set closest before `from`. */
function nearest(set: MarkSet | undefined, from: number): { position: number; keys: unknown[] } | undefined {
  let found: { position: number; keys: unknown[] } | undefined;
  for (const [position, keys] of set?.near ?? []) {
    if (position < from && (!found || position > found.position)) found = { position, keys };
  }
  return found;
}

/**
 * Remembers the keys of the row at `position` of a part, read by a page that started where startOf said (`set`,
 * under the request's write version), for pages starting after it. Nothing is kept for a set no longer remembered.
 */
export function notePosition(set: string, position: number, keys: unknown[]): void {
  const entry = sets.get(set);
  if (!entry) return;
  const had = entry.near.has(position);
  entry.near.delete(position);
  entry.near.set(position, keys);
  if (entry.near.size > NEAR_MAX) entry.near.delete(entry.near.keys().next().value!);
  else if (!had) grow(set, entry, 1);
}

/** A row's keys, read as the columns of keyColumns. */
export const keysOfRow = (keyset: Keyset, row: Record<string, unknown>) => keyset.keys.map((_, i) => row[`k${i}`]);

const setKey = (db: Db, part: Part, known: ModelCount) => {
  const compiled = part.matching([]).select(keyColumns(part.keyset)).orderBy(orderOf(part.keyset)).compile();
  return `${part.modelId}\u0000${known.version}\u0000${spacing}\u0000${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
};

/**
 * Extends `m` to `wanted` bookmarks from its last one, one short statement each: the keys of the K-th row after the
 * last bookmark (OFFSET K - 1 on the part's order index, no other column computed). None found means the part ends
 * before the next bookmark: it is whole. Cheaper than numbering the rows in one statement: a window function cost
 * ~1 µs a row more on both stores (14.7 against ~9.5 ms for 9,000 rows on PostgreSQL, 8.6 against ~2 ms on SQLite).
 */
async function learn(db: Db, part: Part, m: Marks, wanted: number, k: number): Promise<Marks> {
  const keys = [...m.keys];
  while (keys.length < wanted) {
    const last = keys[keys.length - 1];
    const next = part.matching(last ? [after(part.keyset, last)] : []).select(keyColumns(part.keyset))
      .orderBy(orderOf(part.keyset)).limit(1).offset(k - 1);
    const [row] = await readRows<Record<string, unknown>>(db, next.compile());
    if (!row) return { keys, whole: true };
    keys.push(keysOfRow(part.keyset, row));
  }
  return { keys, whole: false };
}
