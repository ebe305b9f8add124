/**
 * Display texts of stored values (DataChange, Export): option labels from static options, dictionaries and data
 * interfaces, switch texts, dates in the field's format, user/organisation/position/role/group/area names, the
 * related record's display field for relationForm, the data-interface row for popupSelect. `prepare` loads every
 * lookup a form needs once, `relate` the related records the shown records name (by id, never a form's every
 * record); `record` is then synchronous, so exporting 10,000 rows costs a query per batch, not per row.
 */
import type { FieldDef, FormDefinition } from '../../../engine/types';
import { canonicalKind } from '../../../engine/form/kinds';
import { dateFormatOf, formatDate, formatNumber, optionLabels, switchText,
  type OptionItem } from '../../../engine/form/format';
import { isEmptyValue, valueFields } from '../../../engine/record/validate';
import type { Db } from '../../db';
import type { Lang } from '../../i18n';
import type { Row } from '../dataInterface/source';
import { dictionaryRows, interfaceRows, peopleRows } from './lookupRows';
import { vdText } from './messages';
import { recordsById, type StoredRecord } from './records';

type Texts = Record<string, unknown>;
const OPTION_KEYS = new Set(['radio', 'checkbox', 'select', 'cascader', 'treeSelect']);
const PATH_KEYS = new Set(['cascader', 'address', 'comSelect']);
const NAME_KEYS = new Set(['depSelect', 'posSelect', 'userSelect', 'roleSelect', 'groupSelect', 'usersSelect',
  'createUser', 'modifyUser', 'currPosition']);

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

  constructor(private db: Db, private lang: Lang) {}

  /** Loads the lookups the fields of `form` (and of forms it relates to, one level deep) need. */
  async prepare(form: FormDefinition, depth = 0): Promise<this> {
    for (const f of allFields(form.fields)) {
      const key = canonicalKind(f.__config__.jnpfKey);
      const cfg = f.__config__;
      if (NAME_KEYS.has(key) || key === 'comSelect' || key === 'currOrganize') await this.loadPeople();
      if (key === 'address') await this.loadAreas();
      if (OPTION_KEYS.has(key) && cfg.dataType === 'dictionary' && cfg.dictionaryType) {
        await this.loadDictionary(cfg.dictionaryType);
      }
      if (OPTION_KEYS.has(key) && cfg.dataType === 'dynamic' && cfg.propsUrl) await this.loadInterface(cfg.propsUrl);
      if ((key === 'popupSelect' || key === 'popupTableSelect') && typeof f.interfaceId === 'string' && f.interfaceId) {
        await this.loadInterface(f.interfaceId);
      }
      if (key === 'relationForm' && typeof f.modelId === 'string' && f.modelId && depth === 0) {
        await this.loadRelation(f.modelId);
      }
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

  /** The display text of one value of a field. */
  text(f: FieldDef, value: unknown): string {
    if (isEmptyValue(value)) return '';
    const key = canonicalKind(f.__config__.jnpfKey);
    const sep = vdText(this.lang, 'rangeSeparator');
    switch (key) {
      case 'switch': return switchText(value, f, { on: vdText(this.lang, 'switchOn'), off: vdText(this.lang, 'switchOff') });
      case 'numInput': case 'rate': case 'JNPFAmount': return formatNumber(value, f);
      case 'calculate': {
        const n = Number(value);
        const precision = typeof f.precision === 'number' ? f.precision : 2;
        return Number.isFinite(n) ? formatNumber(n.toFixed(precision), f) : '';
      }
      case 'slider': case 'numRange': return list(value).map(asText).join(Array.isArray(value) ? sep : '');
      case 'date': return formatDate(value, dateFormatOf(f));
      case 'dateRange': return list(value).map((v) => formatDate(v, dateFormatOf(f))).join(sep);
      case 'timeRange': return list(value).map(asText).join(sep);
      case 'createTime': case 'modifyTime': return formatDate(value, 'YYYY-MM-DD HH:mm:ss');
      case 'uploadFz': case 'uploadImg':
        return list(value).map((x) => asText((x as { name?: unknown })?.name ?? x)).join(',');
      case 'currOrganize': return this.organize(String(value), f.showLevel !== 'all');
      case 'relationForm': return this.related(f, value);
      case 'popupSelect': case 'popupTableSelect': return this.popup(f, value);
      default:
    }
    if (OPTION_KEYS.has(key)) return this.optionText(f, key, value);
    if (PATH_KEYS.has(key)) {
      const lookup = key === 'address' ? (id: unknown) => this.areas.get(String(id)) ?? String(id)
        : (id: unknown) => this.names.get(String(id)) ?? String(id);
      return paths(value, f.multiple === true).map((p) => p.map(lookup).join('/')).join(',');
    }
    if (NAME_KEYS.has(key)) {
      return list(value).map((v) => String(v).split('--')[0]).map((id) => this.names.get(id) ?? id).join(',');
    }
    return asText(value);
  }

  private optionText(f: FieldDef, key: string, value: unknown): string {
    const cfg = f.__config__;
    const options: OptionItem[] = cfg.dataType === 'dictionary' ? this.dictionaries.get(String(cfg.dictionaryType)) ?? []
      : cfg.dataType === 'dynamic' ? (this.interfaces.get(String(cfg.propsUrl)) ?? []) as OptionItem[]
        : (f.options ?? []) as OptionItem[];
    if (key !== 'cascader') return optionLabels(value, options, f).join(',');
    const separator = typeof f.separator === 'string' ? f.separator : '/';
    return paths(value, f.props?.props?.multiple === true || f.multiple === true).map((p) => {
      const labels = optionLabels(p, options, f);
      return f['show-all-levels'] === false ? labels[labels.length - 1] : labels.join(separator);
    }).join(',');
  }

  private organize(id: string, lastOnly: boolean): string {
    if (lastOnly) return this.names.get(id) ?? id;
    const chain: string[] = [];
    for (let at: string | undefined = id, guard = 0; at && this.names.has(at) && guard < 50; guard++) {
      chain.unshift(this.names.get(at)!);
      at = this.orgParent.get(at);
    }
    return chain.join('/') || id;
  }

  private related(f: FieldDef, value: unknown): string {
    const rel = typeof f.modelId === 'string' ? this.relations.get(f.modelId) : undefined;
    const record = rel?.byId.get(String(value));
    const field = typeof f.relationField === 'string' ? f.relationField : '';
    if (!rel || !record || !field) return ''; // a failed relation lookup leaves the value empty (spec 001 §8)
    const target = [...valueFields(rel.form.fields)].find((x) => x.__vModel__ === field);
    return target ? this.text(target, record.data[field]) : asText(record.data[field]);
  }

  private popup(f: FieldDef, value: unknown): string {
    const rows = this.interfaces.get(String(f.interfaceId)) ?? [];
    const propsValue = typeof f.propsValue === 'string' ? f.propsValue : 'id';
    const relationField = typeof f.relationField === 'string' ? f.relationField : 'fullName';
    const flat = (rs: Row[]): Row[] => rs.flatMap((r) => [r, ...flat(r.children ?? [])]);
    const byValue = new Map(flat(rows).map((r) => [String(r[propsValue]), r]));
    return list(value).map((v) => asText(byValue.get(String(v))?.[relationField] ?? v)).join(',');
  }
}

function paths(value: unknown, multiple: boolean): unknown[][] {
  if (!Array.isArray(value)) return [[value]];
  return multiple || value.every(Array.isArray) ? (value as unknown[]).map((p) => list(p)) : [value];
}

/** Every field with a value, sub-table columns included. */
function* allFields(fields: FieldDef[] | undefined): Generator<FieldDef> {
  for (const f of valueFields(fields)) {
    yield f;
    if (canonicalKind(f.__config__.jnpfKey) === 'table') yield* valueFields(f.__config__.children);
  }
}

