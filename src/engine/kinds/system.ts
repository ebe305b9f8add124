/**
 * Kinds the server fills in (the creator, the editor, their organisation, department and position, the times, the serial
 * number): the client never asks the user for them and the record validation does not check what it sends.
 */
import type { FieldDef } from '../types';
import { formatDate } from '../form/format';
import { defineKind } from './catalogue';
import { namesOf } from './people';
import type { DisplayLookups } from './types';

/**
 * An organisation's name, or (showLevel 'all') the names of its ancestors and itself joined by '/'. A value kept as
 * the path of ids reads as the path's names, or only its last one with showLevel 'last'.
 */
function organizeText(v: unknown, field: FieldDef, lookups: DisplayLookups): string {
  const name = (id: string) => lookups.name(id, 'organize');
  if (Array.isArray(v)) {
    const path = v.map(String).filter(Boolean);
    const shown = field.showLevel === 'last' ? path.slice(-1) : path;
    return shown.map((id) => name(id) ?? id).join('/');
  }
  const id = String(v);
  if (field.showLevel !== 'all') return name(id) ?? id;
  const chain: string[] = [];
  for (let at: string | undefined = id, guard = 0; at && name(at) !== undefined && guard < 50; guard++) {
    chain.unshift(name(at)!);
    at = lookups.parentOf(at);
  }
  return chain.join('/') || id;
}

const person = { role: 'system' as const, compare: 'set' as const, searchInput: 'userSelect', names: 'user' as const,
  needs: () => ({ people: true }),
  text: namesOf('user') };
const moment = { role: 'system' as const, compare: 'date' as const, searchInput: 'date', searchRange: 'dateRange' as const,
  searchType: 3 as const,
  text: (v: unknown) => formatDate(v, 'YYYY-MM-DD HH:mm:ss') };

export const createUser = defineKind({ kind: 'createUser', ...person, fill: { value: 'user', on: 'create' } });
export const modifyUser = defineKind({ kind: 'modifyUser', ...person, fill: { value: 'user', on: 'edit' } });
export const createTime = defineKind({ kind: 'createTime', ...moment, fill: { value: 'now', on: 'create' } });
export const modifyTime = defineKind({ kind: 'modifyTime', ...moment, fill: { value: 'now', on: 'edit' } });
export const currOrganize = defineKind({
  kind: 'currOrganize', role: 'system', compare: 'set', searchInput: 'comSelect', needs: () => ({ people: true }),
  text: organizeText, fill: { value: 'organize', on: 'create' },
});
export const currPosition = defineKind({ kind: 'currPosition', ...person, names: 'position', searchInput: 'posSelect',
  text: namesOf('position'), fill: { value: 'position', on: 'create' } });
/** The creator's department (a legacy 3.x kind): the department's name, or its path with showLevel 'all'. */
export const currDept = defineKind({
  kind: 'currDept', role: 'system', compare: 'set', searchInput: 'depSelect', needs: () => ({ people: true }),
  text: organizeText, fill: { value: 'department', on: 'create' },
});
/** The serial number (billRule): a text the server draws; searched by the keyword box. */
export const billRule = defineKind({
  kind: 'billRule', role: 'system', value: () => ({ type: 'string' }), compare: 'text', keyword: true,
  searchInput: 'comInput', searchType: 2, fill: { value: 'serial', on: 'create' },
});
