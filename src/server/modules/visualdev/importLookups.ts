/**
 * The lookups an import converts cells with (engine/import ImportLookups), loaded from the store once per request
 * for the kinds the template holds: options (static, dictionary, data interface), people and organisations,
 * areas, data-interface rows of popups and related records. A name matches only when it is unique; ids match too,
 * so a converted value converts to itself.
 */
import type { FieldDef } from '../../../engine/types';
import type { OptionItem } from '../../../engine/form/format';
import type { ImportColumn, ImportLookups } from '../../../engine/import';
import { kindSpec, optionSource, type NamedKind, type PathTree } from '../../../engine/kinds';
import type { Db } from '../../db';
import { flatten, type Row } from '../dataInterface/source';
import { dictionaryRows, interfaceRows, peopleRows } from './lookupRows';
import { relationNames, type RelationNames } from './query/lookups';

interface Node { id: string; parentId: string; fullName: string; type?: string }

/** name → id, or null when the name is shared by several (ambiguous). */
class Names {
  private map = new Map<string, string | null>();
  add(name: string, id: string) {
    const had = this.map.get(name);
    this.map.set(name, had === undefined || had === id ? id : null);
  }
  get(name: string) { return this.map.get(name) ?? undefined; }
}

/** id and name index of a tree of nodes (organisations, areas) for path lookups. */
class Tree {
  byId = new Map<string, Node>();
  constructor(nodes: Node[]) { for (const n of nodes) this.byId.set(n.id, n); }

  private chain(n: Node): Node[] {
    const out = [n];
    for (let at = this.byId.get(n.parentId), guard = 0; at && guard < 50; at = this.byId.get(at.parentId), guard++) {
      out.unshift(at);
    }
    return out;
  }

  /** The full id path of the node a path of ids or names (the whole path or its last parts) names uniquely. */
  path(parts: string[]): string[] | undefined {
    if (!parts.length || parts.some((p) => !p)) return undefined;
    if (parts.every((p) => this.byId.has(p))) return parts;
    const last = parts[parts.length - 1];
    const hits = [...this.byId.values()].filter((n) => n.fullName === last).map((n) => this.chain(n))
      .filter((c) => c.length >= parts.length && parts.every((p, i) => c[c.length - parts.length + i].fullName === p));
    return hits.length === 1 ? hits[0].map((n) => n.id) : undefined;
  }
}

/** The related records' field a relationForm shows ('' for the record's default). */
const shownOf = (field: FieldDef) => (typeof field.relationField === 'string' ? field.relationField : '');
const relationKey = (field: FieldDef) => `${String(field.modelId)}\n${shownOf(field)}`;

export class ServerImportLookups implements ImportLookups {
  private dictionaries = new Map<string, OptionItem[]>();
  private interfaces = new Map<string, Row[]>();
  private relations = new Map<string, RelationNames>();
  /** What an id names (user, organisation, …) → names; ids are kept in `ids`. */
  private names = new Map<NamedKind, Names>();
  private ids = new Map<NamedKind, Set<string>>();
  private organizeTree = new Tree([]);
  private areaTree = new Tree([]);
  private organizeTypes = new Map<string, 'company' | 'department'>();

  constructor(private db: Db) {}

  /** Loads what the columns' kinds need. */
  async prepare(columns: ImportColumn[]): Promise<this> {
    const needs = columns.map((c) => kindSpec(c.kind)?.needs(c.field) ?? {});
    if (needs.some((n) => n.people)) await this.loadPeople();
    if (needs.some((n) => n.areas)) {
      this.areaTree = new Tree(await this.db.selectFrom('area').select(['id', 'parentId', 'fullName']).execute());
    }
    for (const [i, { field }] of columns.entries()) {
      const source = optionSource(field);
      if (source.type === 'dictionary' && source.id) await this.loadDictionary(source.id);
      if (source.type === 'dynamic' && source.id) await this.loadInterface(source.id);
      if (needs[i].dataInterface) await this.loadInterface(needs[i].dataInterface);
      if (needs[i].relation) {
        const key = relationKey(field);
        if (!this.relations.has(key)) this.relations.set(key, await relationNames(this.db, needs[i].relation, shownOf(field)));
      }
    }
    return this;
  }

  private index(of: NamedKind, rows: { id: string; fullName: string; aliases?: string[] }[]) {
    const names = new Names();
    for (const r of rows) for (const name of [r.fullName, ...(r.aliases ?? [])]) names.add(name, r.id);
    this.names.set(of, names);
    this.ids.set(of, new Set(rows.map((r) => r.id)));
  }

  private async loadPeople() {
    const { users, organizes: orgs, positions, roles, groups } = await peopleRows(this.db);
    // A user reads "realName/account" in lists and exports; the account alone or the name alone also do.
    this.index('user', users.map((u) => ({ id: u.id, fullName: u.realName,
      aliases: [u.account, `${u.realName}/${u.account}`] })));
    this.index('organize', orgs);
    this.organizeTree = new Tree(orgs);
    for (const o of orgs) this.organizeTypes.set(o.id, o.category === 'company' ? 'company' : 'department');
    this.index('position', positions);
    this.index('role', roles);
    this.index('group', groups);
  }

  private async loadDictionary(typeIdOrCode: string) {
    if (this.dictionaries.has(typeIdOrCode)) return;
    const rows = await dictionaryRows(this.db, typeIdOrCode, true);
    // As a tree, so cascaders and tree selects find paths; an entry whose parent is not listed is a root.
    const items = new Map(rows.map((r) => [r.id, { ...r, children: [] as OptionItem[] } as OptionItem]));
    const roots: OptionItem[] = [];
    for (const r of rows) {
      const parent = items.get(r.parentId);
      if (parent) (parent.children as OptionItem[]).push(items.get(r.id)!);
      else roots.push(items.get(r.id)!);
    }
    this.dictionaries.set(typeIdOrCode, roots);
  }

  private async loadInterface(id: string) {
    if (this.interfaces.has(id)) return;
    this.interfaces.set(id, await interfaceRows(this.db, id));
  }

  options(field: FieldDef): OptionItem[] {
    const source = optionSource(field);
    if (source.type === 'dictionary') return this.dictionaries.get(source.id) ?? [];
    if (source.type === 'dynamic') return (this.interfaces.get(source.id) ?? []) as OptionItem[];
    return (field.options ?? []) as OptionItem[];
  }

  entity(of: NamedKind, text: string): string | undefined {
    return this.ids.get(of)?.has(text) ? text : this.names.get(of)?.get(text);
  }

  organizeType(id: string): 'company' | 'department' {
    return this.organizeTypes.get(id) ?? 'department';
  }

  path(tree: PathTree, names: string[]): string[] | undefined {
    return (tree === 'area' ? this.areaTree : this.organizeTree).path(names);
  }

  relatedId(field: FieldDef, text: string): string | undefined {
    const names = this.relations.get(relationKey(field));
    if (!names) return undefined;
    if (names.ids.has(text)) return text;
    return names.byName.get(text) ?? undefined; // null: more than one record shows that text
  }

  interfaceValue(field: FieldDef, text: string): string | number | undefined {
    const rows = flatten(this.interfaces.get(String(field.interfaceId)) ?? []);
    const value = typeof field.propsValue === 'string' ? field.propsValue : 'id';
    const label = typeof field.relationField === 'string' ? field.relationField : 'fullName';
    const byValue = rows.find((r) => String(r[value]) === text);
    if (byValue) return byValue[value] as string | number;
    const hits = rows.filter((r) => String(r[label] ?? '') === text);
    return hits.length === 1 ? (hits[0][value] as string | number) : undefined;
  }
}
