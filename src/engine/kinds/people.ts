/**
 * Pickers of the organisation: users, departments, positions, roles, groups (an id, or ids when multiple), the
 * mixed usersSelect ("id--type") and comSelect (a path of organisations). Display text is the names.
 */
import type { FieldDef } from '../types';
import { cellText, oneOrMany, pathItems, each } from './cells';
import { defineKind } from './catalogue';
import { list, paths } from './show';
import { USER_REF } from './shapes';
import type { DisplayLookups, ImportLookups, KindDefinition, NamedKind, PickSpec, PickType } from './types';

const ID_ITEM = { type: ['string', 'number'] };

/** Names of ids that are all `of` one kind. */
export const namesOf = (of: NamedKind) => (v: unknown, _field: FieldDef, lookups: DisplayLookups) =>
  list(v).map((x) => String(x)).map((id) => lookups.name(id, of) ?? id).join(',');

// The user component's "id--type": what the id is comes with it (company and department are organisations).
const REF_KINDS: Record<string, NamedKind> = { user: 'user', position: 'position', role: 'role', group: 'group' };
/** Names of user-component values ("id--type"), each looked up as what its type says. */
const refNames = (v: unknown, _field: FieldDef, lookups: DisplayLookups) => list(v).map((x) => {
  const [id, type = ''] = String(x).split('--');
  return lookups.name(id, REF_KINDS[type] ?? 'organize') ?? id;
}).join(',');

const ids = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

/** A custom picker's rule that allows the nodes its `lists` (e.g. ableDepIds) name. */
const listedIn = (field: FieldDef, ...lists: string[]) => {
  const allowed = new Set(lists.flatMap((l) => ids(field[l])));
  return (id: string) => allowed.has(id);
};

/** Roles and groups: a custom picker allows its `ableIds`, or every node while it lists none. */
const ableIds: PickSpec['allows'] = (field) => (ids(field.ableIds).length ? listedIn(field, 'ableIds') : null);

const picker = (of: NamedKind, picks: PickSpec): Omit<KindDefinition, 'kind'> => ({
  value: (field) => (field.multiple ? { type: 'array', items: ID_ITEM } : { ...ID_ITEM }),
  shape: (field) => (field.multiple ? 'array' : 'option'),
  compare: 'set',
  names: of,
  picks,
  searchMultiple: true,
  needs: () => ({ people: true }),
  text: namesOf(of),
  fromCell: (v, field, lookups) => oneOrMany(v, field.multiple === true, (x) => lookups.entity(of, cellText(x))),
});

const EVERY_TYPE: readonly PickType[] = ['company', 'department', 'role', 'position', 'group', 'user'];

/** The type a user component writes after an id of `of`. */
const refType = (of: NamedKind, id: string, lookups: ImportLookups): string => (of === 'organize' ? lookups.organizeType(id) : of);

/**
 * An imported user-component cell: "id--type" (an id of that type), or a name or id of a user, organisation,
 * position, role or group, tried in that order.
 */
function refCell(text: string, lookups: ImportLookups): string | undefined {
  const [id, type] = text.split('--');
  if (type) {
    const of = REF_KINDS[type] ?? 'organize';
    return lookups.entity(of, id) === id && refType(of, id, lookups) === type ? `${id}--${type}` : undefined;
  }
  for (const of of ['user', 'organize', 'position', 'role', 'group'] as const) {
    const hit = lookups.entity(of, text);
    if (hit) return `${hit}--${refType(of, hit, lookups)}`;
  }
  return undefined;
}

export const userSelect = defineKind({ kind: 'userSelect', ...picker('user', { types: () => ['user'] }) });
export const depSelect = defineKind({
  kind: 'depSelect', ...picker('organize', { types: () => ['department'], allows: (field) => listedIn(field, 'ableDepIds') }),
});
export const posSelect = defineKind({
  kind: 'posSelect',
  ...picker('position', {
    types: () => ['position'],
    // A position is allowed by itself, or by one of its departments being allowed.
    allows: (field) => {
      const own = listedIn(field, 'ablePosIds');
      const under = listedIn(field, 'ableDepIds');
      return (id, ancestors) => own(id) || ancestors.some(under);
    },
  }),
});
export const roleSelect = defineKind({ kind: 'roleSelect', ...picker('role', { types: () => ['role'], allows: ableIds }) });
export const groupSelect = defineKind({ kind: 'groupSelect', ...picker('group', { types: () => ['group'], allows: ableIds }) });
/** Users, departments, positions, roles and groups mixed, each kept as "id--type"; a single one is a user. */
export const usersSelect = defineKind({
  kind: 'usersSelect', ...picker('user', { types: (field) => (field.multiple ? EVERY_TYPE : ['user']) }),
  text: refNames,
  shape: (field) => (field.multiple ? 'array' : 'userRef'),
  accepts: (v, field) => (field.multiple
    ? Array.isArray(v) && v.every((x) => typeof x === 'string' && USER_REF.test(x))
    : typeof v === 'string' && USER_REF.test(v)),
  fromCell: (v, field, lookups) => oneOrMany(v, field.multiple === true, (x) => refCell(cellText(x), lookups)),
});

/** An organisation as the path of its ancestors' ids (or several paths when multiple). */
export const comSelect = defineKind({
  kind: 'comSelect',
  value: () => ({ type: 'array' }),
  shape: (field) => (field.multiple ? 'paths' : 'path'),
  compare: 'path',
  names: 'organize',
  // Companies and departments; a custom one allows those its ableIds or ableDepIds name.
  picks: { types: () => ['company', 'department'], allows: (field) => listedIn(field, 'ableIds', 'ableDepIds') },
  searchMultiple: true,
  needs: () => ({ people: true }),
  text: (v, field, lookups) => paths(v, field.multiple === true)
    .map((p) => p.map((id) => lookups.name(String(id), 'organize') ?? String(id)).join('/')).join(','),
  fromCell: (v, field, lookups) => pathCell(v, field, (names) => lookups.path('organize', names)),
});

/** An area (province / city / district) as the path of its ids. */
export const address = defineKind({
  kind: 'address',
  value: () => ({ type: 'array' }),
  shape: (field) => (field.multiple ? 'paths' : 'path'),
  compare: 'path',
  needs: () => ({ areas: true }),
  text: (v, field, lookups) => paths(v, field.multiple === true)
    .map((p) => p.map((id) => lookups.area(String(id)) ?? String(id)).join('/')).join(','),
  fromCell: (v, field, lookups) => pathCell(v, field, (names) => lookups.path('area', names)),
});

function pathCell(v: unknown, field: FieldDef, find: (names: string[]) => string[] | undefined) {
  const one = (x: unknown) => (Array.isArray(x) ? find(x.map(String)) : find(cellText(x).split('/').map((s) => s.trim())));
  if (field.multiple !== true) return oneOrMany(v, false, one);
  return each(pathItems(v), one);
}
