/**
 * Pickers of the organisation: users, departments, positions, roles, groups (an id, or ids when multiple), the
 * mixed usersSelect ("id--type") and comSelect (a path of organisations). Display text is the names.
 */
import type { FieldDef } from '../types';
import { cellText, oneOrMany, pathItems, each } from './cells';
import { defineKind } from './catalogue';
import { list, paths } from './show';
import { USER_REF } from './shapes';
import type { DisplayLookups, KindDefinition, NamedKind } from './types';

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

const picker = (kind: string, of: NamedKind): Omit<KindDefinition, 'kind'> => ({
  value: (field) => (field.multiple ? { type: 'array', items: ID_ITEM } : { ...ID_ITEM }),
  shape: (field) => (field.multiple ? 'array' : 'option'),
  compare: 'set',
  names: of,
  searchMultiple: true,
  needs: () => ({ people: true }),
  text: namesOf(of),
  fromCell: (v, field, lookups) => oneOrMany(v, field.multiple === true, (x) => lookups.entity(kind, cellText(x))),
});

export const userSelect = defineKind({ kind: 'userSelect', ...picker('userSelect', 'user') });
export const depSelect = defineKind({ kind: 'depSelect', ...picker('depSelect', 'organize') });
export const posSelect = defineKind({ kind: 'posSelect', ...picker('posSelect', 'position') });
export const roleSelect = defineKind({ kind: 'roleSelect', ...picker('roleSelect', 'role') });
export const groupSelect = defineKind({ kind: 'groupSelect', ...picker('groupSelect', 'group') });
/** Users, departments, positions, roles and groups mixed, each kept as "id--type". */
export const usersSelect = defineKind({
  kind: 'usersSelect', ...picker('usersSelect', 'user'),
  text: refNames,
  shape: (field) => (field.multiple ? 'array' : 'userRef'),
  accepts: (v, field) => (field.multiple
    ? Array.isArray(v) && v.every((x) => typeof x === 'string' && USER_REF.test(x))
    : typeof v === 'string' && USER_REF.test(v)),
});

/** An organisation as the path of its ancestors' ids (or several paths when multiple). */
export const comSelect = defineKind({
  kind: 'comSelect',
  value: () => ({ type: 'array' }),
  shape: (field) => (field.multiple ? 'paths' : 'path'),
  compare: 'path',
  names: 'organize',
  searchMultiple: true,
  needs: () => ({ people: true }),
  text: (v, field, lookups) => paths(v, field.multiple === true)
    .map((p) => p.map((id) => lookups.name(String(id), 'organize') ?? String(id)).join('/')).join(','),
  fromCell: (v, field, lookups) => pathCell(v, field, (names) => lookups.path('comSelect', names)),
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
  fromCell: (v, field, lookups) => pathCell(v, field, (names) => lookups.path('address', names)),
});

function pathCell(v: unknown, field: FieldDef, find: (names: string[]) => string[] | undefined) {
  const one = (x: unknown) => (Array.isArray(x) ? find(x.map(String)) : find(cellText(x).split('/').map((s) => s.trim())));
  if (field.multiple !== true) return oneOrMany(v, false, one);
  return each(pathItems(v), one);
}
