/**
 * A List's total without a count over the model at every page. The unfiltered total is the model's record count,
 * kept by triggers (migration 0021). A filtered total is counted once and remembered under the model's write
 * version, which the same triggers move in every writer's transaction: the version is read from the store at each
 * request, so a write by any instance makes the next request of every instance count again, and the total is
 * always exact. What is remembered is a few numbers per search, bounded.
 */
import { sql, type Compilable } from 'kysely';
import type { Db } from '../../../db';
import { prepareRead, type PreparedRead } from '../../../db/prepared';
import { readRows, readsChannel } from '../../../db/readPool';

/**
 * Remembered totals, oldest first (a Map keeps insertion order). A count still running is remembered as its promise,
 * so requests arriving together for the same search share one count instead of each scanning.
 */
const remembered = new Map<string, Promise<unknown>>();
const REMEMBERED_MAX = 2000;

export interface ModelCount { records: number; version: number }

/** A model's count and write version, and the forms' definitions version (migration 0024), read together. */
export interface ModelState extends ModelCount { definitions: number }

/** The model's record count and write version (zeros for a model without records yet). */
export async function modelCount(db: Db, modelId: string): Promise<ModelCount> {
  const [row] = await readRows<{ records: unknown; version: unknown }>(db, db.selectFrom('visualdevRecordCount')
    .select(['records', 'version']).where('modelId', '=', modelId).compile());
  return { records: Number(row?.records ?? 0), version: Number(row?.version ?? 0) };
}

const stateReads = new WeakMap<Db, PreparedRead<[string, string, string], { records: unknown; version: unknown; definitions: unknown }>>();

/**
 * What a request on a model reads first, in one statement: whether the definition it keeps is current
 * (visualdev/guard.ts) and the count and version its List's total needs. Three primary-key lookups: prepared once
 * and run on the main connection (a reader thread's round trip and a query compiled per request cost more than
 * the read).
 */
export async function modelState(db: Db, modelId: string): Promise<ModelState> {
  let read = stateReads.get(db);
  if (!read) {
    const count = (column: 'records' | 'version') => db.selectFrom('visualdevRecordCount').select(column)
      .where('modelId', '=', '');
    read = prepareRead(db, 'loom_model_state', db.selectNoFrom([count('records').as('records'),
      count('version').as('version'),
      db.selectFrom('answerVersion').select('value').where('name', '=', 'definitions').as('definitions')]));
    stateReads.set(db, read);
  }
  // Counted with the reader's statements by whoever listens (the API tests count a List's statements).
  if (readsChannel.hasSubscribers) readsChannel.publish({ sql: 'loom_model_state', parameters: [modelId] });
  const [row] = await read(modelId, modelId, 'definitions');
  return { records: Number(row?.records ?? 0), version: Number(row?.version ?? 0),
    definitions: Number(row?.definitions ?? 0) };
}

/**
 * How many rows `counting` (a `select count(*) as n` over the model's matching records) finds: the remembered
 * answer for this model's current version when there is one, else counted now.
 */
export async function filteredTotal(db: Db, modelId: string, counting: Compilable<{ n: unknown }>,
  known?: ModelCount): Promise<number> {
  return rememberedRead(db, modelId, counting, known, ([row]) => Number(row?.n ?? 0));
}

/**
 * The rows `reading` finds over the model's matching records, remembered as the totals are: a short summary of a
 * search (a grouped list's group values and their sizes, query/groups.ts), read once per search and write version.
 */
export async function filteredRows<R>(db: Db, modelId: string, reading: Compilable<R>, known?: ModelCount): Promise<R[]> {
  return rememberedRead(db, modelId, reading, known, (rows) => rows);
}

async function rememberedRead<R, T>(db: Db, modelId: string, reading: Compilable<R>, known: ModelCount | undefined,
  answer: (rows: R[]) => T): Promise<T> {
  // Read before counting (`known` was, at the request's start): a write landing in between moves the version, so
  // the next request counts again.
  const { version } = known ?? await modelCount(db, modelId);
  const key = readKey(modelId, version, reading);
  const hit = remembered.get(key) as Promise<T> | undefined;
  if (hit !== undefined) {
    remembered.delete(key);
    remembered.set(key, hit); // most recently used last
    return hit;
  }
  const read = readRows<R>(db, reading.compile()).then(answer);
  remember(key, read);
  read.catch(() => remembered.delete(key)); // a failed read is not remembered (the caller sees the failure)
  return read;
}

/** What a remembered read is kept under: the model, its write version and the statement with its parameters. */
const readKey = (modelId: string, version: number, reading: Compilable<unknown>) => {
  const compiled = reading.compile();
  return `${modelId}\u0000${version}\u0000${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
};

function remember(key: string, read: Promise<unknown>) {
  remembered.set(key, read);
  if (remembered.size > REMEMBERED_MAX) remembered.delete(remembered.keys().next().value as string);
}

/**
 * The total `counting` would find at the version `known`, when it is remembered (counted, or learnt by a read
 * that reached the end of the matching rows); undefined otherwise: nothing is counted.
 */
export async function rememberedTotal(modelId: string, counting: Compilable<{ n: unknown }>,
  known: ModelCount): Promise<number | undefined> {
  const hit = remembered.get(readKey(modelId, known.version, counting)) as Promise<number> | undefined;
  return hit === undefined ? undefined : hit.catch(() => undefined);
}

/** Remembers a total a read found whole (every matching row of `counting`'s rows read at the version `known`). */
export function learntTotal(modelId: string, counting: Compilable<{ n: unknown }>, known: ModelCount, total: number) {
  const key = readKey(modelId, known.version, counting);
  if (!remembered.has(key)) remember(key, Promise.resolve(total));
}

/** A `count(*)` column named n. */
export const countColumn = sql<number>`count(*)`.as('n');
