/**
 * The user pickers' system variable `currentUser` (系统变量 / 当前用户): a placeholder for whoever fills the form or
 * runs the search. It is replaced by that person's id where the person is known: the web when a new record's form
 * opens, the server when it stores a record (so a record never holds the placeholder) and when it runs a list
 * search (so "当前用户" finds the searcher's own records). Pure, shared by web and server.
 */
import type { FieldDef } from '../types';
import { canonicalKind } from '../form/kinds';
import { kindSpec } from '../kinds';
import { valueFields } from './validate';

export const CURRENT_USER = 'currentUser';
const USERS_SEP = '--';


/** Whether one stored item is the placeholder (usersSelect also takes it as "currentUser--user"). */
function isPlaceholder(kind: string, item: unknown): boolean {
  if (item === CURRENT_USER) return true;
  return kind === 'usersSelect' && item === `${CURRENT_USER}${USERS_SEP}user`;
}

/** Whether a value of this kind holds the placeholder. */
export function holdsCurrentUser(kind: string, value: unknown): boolean {
  const k = canonicalKind(kind);
  // Kinds whose stored value names a user (the kind spec says so): userSelect, usersSelect, createUser, modifyUser.
  if (kindSpec(k)?.names !== 'user') return false;
  return Array.isArray(value) ? value.some((v) => isPlaceholder(k, v)) : isPlaceholder(k, value);
}

/**
 * The value with the placeholder replaced by `userId` (usersSelect: "userId--user"); a list keeps its order and
 * loses a duplicate when the user was also chosen by name. Other kinds and values come back unchanged.
 */
export function replaceCurrentUser(kind: string, value: unknown, userId: string): unknown {
  const k = canonicalKind(kind);
  if (!userId || !holdsCurrentUser(k, value)) return value;
  const me = k === 'usersSelect' ? `${userId}${USERS_SEP}user` : userId;
  if (!Array.isArray(value)) return me;
  return [...new Set(value.map((v) => (isPlaceholder(k, v) ? me : v)))];
}

/** The record (and its sub-table rows) with every user field's placeholder replaced; a new object when changed. */
export function resolveCurrentUser(fields: FieldDef[] | undefined, record: Record<string, unknown>,
  userId: string): Record<string, unknown> {
  let out = record;
  const set = (key: string, v: unknown) => {
    if (out === record) out = { ...record };
    out[key] = v;
  };
  for (const f of valueFields(fields)) {
    const key = f.__vModel__ as string;
    const kind = canonicalKind(f.__config__.jnpfKey);
    if (kind === 'table') {
      const rows = record[key];
      if (!Array.isArray(rows)) continue;
      const columns = [...valueFields(f.__config__.children)];
      const next = rows.map((r) => (r && typeof r === 'object' && !Array.isArray(r)
        ? resolveCurrentUser(columns, r as Record<string, unknown>, userId) : r));
      if (next.some((r, i) => r !== rows[i])) set(key, next);
      continue;
    }
    if (key in record && holdsCurrentUser(kind, record[key])) set(key, replaceCurrentUser(kind, record[key], userId));
  }
  return out;
}

/**
 * A list search (queryJson as an object: prop → wanted, a sub-table column's prop being `table-field`) with the
 * placeholder of every user field replaced by the person searching; a new object when changed.
 */
export function resolveCurrentUserQuery(fields: FieldDef[] | undefined, query: Record<string, unknown>,
  userId: string): Record<string, unknown> {
  const kinds = new Map<string, string>();
  for (const f of valueFields(fields)) {
    const key = f.__vModel__ as string;
    const kind = canonicalKind(f.__config__.jnpfKey);
    kinds.set(key, kind);
    if (kind === 'table') {
      for (const c of valueFields(f.__config__.children)) kinds.set(`${key}-${c.__vModel__}`, canonicalKind(c.__config__.jnpfKey));
    }
  }
  let out = query;
  for (const [prop, wanted] of Object.entries(query)) {
    const kind = kinds.get(prop);
    if (!kind || !holdsCurrentUser(kind, wanted)) continue;
    if (out === query) out = { ...query };
    out[prop] = replaceCurrentUser(kind, wanted, userId);
  }
  return out;
}
