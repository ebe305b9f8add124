/**
 * Display texts of stored values (DataChange, Export, print): each kind's spec (src/engine/kinds) writes the text
 * from the lookups this context holds — option labels from static options, dictionaries and data interfaces, user,
 * organisation, position, role, group and area names, the related record's display field, the data-interface row.
 * The words (switch texts, range separator) are the user's language's. `prepare` loads every
 * lookup a form needs once, `relate` the related records the shown records name (by id, never a form's every
 * record); `record` is then synchronous, so exporting 10,000 rows costs a query per batch, not per row.
 */
import type { FieldDef, FormDefinition } from '../../../engine/types';
import { canonicalKind } from '../../../engine/form/kinds';
import type { OptionItem } from '../../../engine/form/format';
import { kindSpec, optionSource, type DisplayLookups } from '../../../engine/kinds';
import { isEmptyValue, valueFields } from '../../../engine/record/validate';
import type { Db } from '../../db';
import type { Lang } from '../../i18n';
import type { Row } from '../dataInterface/source';
import { dictionaryRows, interfaceRows, peopleRows } from './lookupRows';
import { vdText } from './messages';
import { recordsById, type StoredRecord } from './records';

type Texts = Record<string, unknown>;

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : isEmptyValue(v) ? [] : [v]);
const asText = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

export class DisplayContext {
  private names = new Map<string, string>();
  private orgParent = new Map<string, string>();
  private areas = new Map<string, string>();
  private dictionaries = new Map<string, OptionItem[]>();
  private interfaces = new Map<string, Row[]>();
  private relations = new Map<string, { form: FormDefinition; byId: Map<string, StoredRecord> }>();
  private loadedPeople = false;
  private loadedAreas = false;

  /** What the kinds' display texts read: the loaded lookups and the user's language's words. */
  private lookups: DisplayLookups;

  constructor(private db: Db, lang: Lang) {
    this.lookups = {
      options: (f) => {
        const source = optionSource(f);
        return source.type === 'dictionary' ? this.dictionaries.get(source.id) ?? []
          : source.type === 'dynamic' ? (this.interfaces.get(source.id) ?? []) as OptionItem[]
            : (f.options ?? []) as OptionItem[];
      },
      name: (id) => this.names.get(id),
      parentOf: (id) => this.orgParent.get(id),
      area: (id) => this.areas.get(id),
      interfaceRows: (id) => this.interfaces.get(id) ?? [],
      related: (f, value) => this.related(f, value),
      words: { on: vdText(lang, 'switchOn'), off: vdText(lang, 'switchOff'), rangeSeparator: vdText(lang, 'rangeSeparator'),
        signed: vdText(lang, 'signed') },
    };
  }

  /** Loads the lookups the fields of `form` (and of forms it relates to, one level deep) need. */
  async prepare(form: FormDefinition, depth = 0): Promise<this> {
    for (const f of allFields(form.fields)) {
      const needs = kindSpec(f.__config__.jnpfKey)?.needs(f) ?? {};
      const source = optionSource(f);
      if (needs.people) await this.loadPeople();
      if (needs.areas) await this.loadAreas();
      if (needs.options && source.type === 'dictionary' && source.id) await this.loadDictionary(source.id);
      if (needs.options && source.type === 'dynamic' && source.id) await this.loadInterface(source.id);
      if (needs.dataInterface) await this.loadInterface(needs.dataInterface);
      if (needs.relation && depth === 0) await this.loadRelation(needs.relation);
    }
    return this;
  }

  private async loadPeople() {
    if (this.loadedPeople) return;
    this.loadedPeople = true;
    const { users, organizes, positions, roles, groups } = await peopleRows(this.db);
    for (const u of users) this.names.set(u.id, `${u.realName}/${u.account}`);
    for (const o of organizes) {
      this.names.set(o.id, o.fullName);
      this.orgParent.set(o.id, o.parentId);
    }
    for (const item of [...positions, ...roles, ...groups]) this.names.set(item.id, item.fullName);
  }

  private async loadAreas() {
    if (this.loadedAreas) return;
    this.loadedAreas = true;
    for (const a of await this.db.selectFrom('area').select(['id', 'fullName']).execute()) this.areas.set(a.id, a.fullName);
  }

  private async loadDictionary(typeIdOrCode: string) {
    if (this.dictionaries.has(typeIdOrCode)) return;
    // Flat: optionLabels indexes every entry.
    this.dictionaries.set(typeIdOrCode, await dictionaryRows(this.db, typeIdOrCode) as OptionItem[]);
  }

  private async loadInterface(id: string) {
    if (this.interfaces.has(id)) return;
    this.interfaces.set(id, await interfaceRows(this.db, id));
  }

  private async loadRelation(modelId: string) {
    if (this.relations.has(modelId)) return;
    const model = await this.db.selectFrom('visualdev').select(['formData']).where('id', '=', modelId).executeTakeFirst();
    if (!model) return;
    const form = JSON.parse(model.formData) as FormDefinition;
    this.relations.set(modelId, { form, byId: new Map() });
    await this.prepare(form, 1);
  }

  /**
   * Loads the related records (relationForm, top level and sub-tables) that `records` of `form` name, so their
   * display fields show; call it after `prepare` with the records about to be displayed.
   */
  async relate(form: FormDefinition, records: Record<string, unknown>[]): Promise<this> {
    const wanted = new Map<string, Set<string>>();
    const collect = (fields: FieldDef[] | undefined, data: Record<string, unknown>) => {
      for (const f of valueFields(fields)) {
        const kind = canonicalKind(f.__config__.jnpfKey);
        const value = data?.[f.__vModel__ as string];
        if (kind === 'table') {
          for (const row of list(value)) collect(f.__config__.children, (row ?? {}) as Record<string, unknown>);
        } else if (kind === 'relationForm' && typeof f.modelId === 'string' && !isEmptyValue(value)) {
          const rel = this.relations.get(f.modelId);
          if (rel && !rel.byId.has(String(value))) wanted.set(f.modelId, (wanted.get(f.modelId) ?? new Set()).add(String(value)));
        }
      }
    };
    for (const r of records) collect(form.fields, r);
    for (const [modelId, ids] of wanted) {
      const rel = this.relations.get(modelId)!;
      for (const [id, rec] of await recordsById(this.db, modelId, ids)) rel.byId.set(id, rec);
    }
    return this;
  }

  /** Display texts of a record: one text per field; sub-tables as rows of texts; relationForm adds `<vModel>_id`. */
  record(form: FormDefinition, data: Record<string, unknown>): Texts {
    const out: Texts = {};
    for (const f of valueFields(form.fields)) {
      const key = f.__vModel__ as string;
      if (!(key in data)) continue;
      const value = data[key];
      if (canonicalKind(f.__config__.jnpfKey) === 'table') {
        const columns = [...valueFields(f.__config__.children)];
        out[key] = list(value).map((row) => this.record({ fields: columns }, (row ?? {}) as Record<string, unknown>));
        continue;
      }
      out[key] = this.text(f, value);
      if (canonicalKind(f.__config__.jnpfKey) === 'relationForm') out[`${key}_id`] = value ?? null;
    }
    return out;
  }

  /** The display text of one value of a field (a kind the engine does not know shows its value as text). */
  text(f: FieldDef, value: unknown): string {
    if (isEmptyValue(value)) return '';
    const spec = kindSpec(f.__config__.jnpfKey);
    return spec ? spec.text(value, f, this.lookups) : asText(value);
  }

  private related(f: FieldDef, value: unknown): string {
    const rel = typeof f.modelId === 'string' ? this.relations.get(f.modelId) : undefined;
    const record = rel?.byId.get(String(value));
    const field = typeof f.relationField === 'string' ? f.relationField : '';
    if (!rel || !record || !field) return ''; // a failed relation lookup leaves the value empty
    const target = [...valueFields(rel.form.fields)].find((x) => x.__vModel__ === field);
    return target ? this.text(target, record.data[field]) : asText(record.data[field]);
  }
}

/** Every field with a value, sub-table columns included. */
function* allFields(fields: FieldDef[] | undefined): Generator<FieldDef> {
  for (const f of valueFields(fields)) {
    yield f;
    if (canonicalKind(f.__config__.jnpfKey) === 'table') yield* valueFields(f.__config__.children);
  }
}

