/**
 * Serial numbers never repeat (issue 10 item 4). A rule remembers the period (date part) of its last number in a
 * column of its own, so the next number compares periods instead of cutting them out of outputNumber (which broke
 * once the counter outgrew `digit`); and every number a rule issues is written to bill_number, whose unique index
 * on (rule_id, number) makes handing out the same number twice impossible, whatever the race.
 * Backfill: each rule's period from its last number, and the numbers already issued (the rule's last number, the
 * numbers reserved for open forms, and those stored in records' billRule fields), so none of them is issued again.
 * Portable column types only (SQLite and PostgreSQL). The Kysely types are merged into `Database` below.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { FormDefinition } from '../../../engine/types';
import { valueFields } from '../../../engine/record/validate';
import { lastPeriod } from '../../modules/billRule/number';

/** One issued number of a rule. */
export interface BillNumberTable {
  ruleId: string;
  number: string;
  /** When it was issued (ms); the time of the migration for numbers issued before it. */
  issuedAt: number;
}

/** The period column added to bill_rule. */
export interface BillRulePeriodColumn {
  /** Date part of the last issued number ('' for dateFormat 'no'); null before the first number. */
  numberPeriod: string | null;
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface BillRuleTable extends BillRulePeriodColumn {}
  interface Database {
    billNumber: BillNumberTable;
  }
}

const CHUNK = 500;

/** Numbers already handed out before this migration, as [ruleId, number] pairs. */
async function issuedBefore(db: Kysely<Database>): Promise<[string, string][]> {
  const rules = await db.selectFrom('billRule').select(['id', 'enCode', 'outputNumber']).execute();
  const ruleId = new Map(rules.map((r) => [r.enCode, r.id]));
  const pairs: [string, string][] = rules.flatMap((r) => (r.outputNumber ? [[r.id, r.outputNumber]] : []));
  for (const r of await db.selectFrom('billReservation').select(['enCode', 'number']).execute()) {
    const id = ruleId.get(r.enCode);
    if (id) pairs.push([id, r.number]);
  }
  for (const model of await db.selectFrom('visualdev').select(['id', 'formData']).execute()) {
    let form: FormDefinition;
    try { form = JSON.parse(model.formData); } catch { continue; }
    const fields = [...valueFields(form?.fields)].flatMap((f) => {
      const id = f.__config__.jnpfKey === 'billRule' ? ruleId.get(String(f.__config__.rule ?? '')) : undefined;
      return id ? [{ key: f.__vModel__ as string, id }] : [];
    });
    if (!fields.length) continue;
    const records = await db.selectFrom('visualdevRecord').select('data').where('modelId', '=', model.id).execute();
    for (const rec of records) {
      let data: Record<string, unknown> | null;
      try { data = JSON.parse(rec.data); } catch { continue; }
      for (const f of fields) {
        const value = data?.[f.key];
        if (typeof value === 'string' && value) pairs.push([f.id, value]);
      }
    }
  }
  return pairs;
}

export async function up(schemaDb: Kysely<unknown>): Promise<void> {
  await schemaDb.schema.alterTable('bill_rule').addColumn('number_period', 'varchar(20)').execute();
  await schemaDb.schema.createTable('bill_number')
    .addColumn('rule_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('number', 'varchar(200)', (c) => c.notNull())
    .addColumn('issued_at', 'bigint', (c) => c.notNull()).execute();
  await schemaDb.schema.createIndex('bill_number_rule_number').unique().on('bill_number')
    .columns(['rule_id', 'number']).execute();

  // The migrator's connection has the app's CamelCasePlugin: the data below is read and written in camelCase.
  const db = schemaDb as unknown as Kysely<Database>;
  const rules = await db.selectFrom('billRule').select(['id', 'prefix', 'dateFormat', 'outputNumber'])
    .where('outputNumber', 'is not', null).execute();
  for (const r of rules) {
    await db.updateTable('billRule').set({ numberPeriod: lastPeriod(r) }).where('id', '=', r.id).execute();
  }
  const now = Date.now();
  const pairs = await issuedBefore(db);
  for (let i = 0; i < pairs.length; i += CHUNK) {
    await db.insertInto('billNumber')
      .values(pairs.slice(i, i + CHUNK).map(([ruleId, number]) => ({ ruleId, number, issuedAt: now })))
      .onConflict((oc) => oc.columns(['ruleId', 'number']).doNothing()).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bill_number').ifExists().execute();
  await db.schema.alterTable('bill_rule').dropColumn('number_period').execute();
}
