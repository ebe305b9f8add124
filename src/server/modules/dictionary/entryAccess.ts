/**
 * Who may maintain a category's entries: holders of 数据字典 (every category), and holders of a dynamic dictionary
 * menu (type 4) opening that category (its propertyJson.moduleId), each with the button the call needs. The spec
 * leaves the roles open; a dynamic dictionary menu exists to hand one category's upkeep to its users, so its
 * granted buttons count. The entry routes declare 'session' and run this check first, before the body's own.
 */
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../context';
import type { Db } from '../../db';
import type { Module } from '../../db/schema';
import { holdsMenu } from '../../http/access';
import { ApiError } from '../../http/envelope';
import { loadAccess, partCodes } from '../permission/access';
import { DICTIONARY_MENU } from './common';

const DYNAMIC_DICTIONARY = 4;

/** The category a dynamic dictionary menu opens, or undefined. */
function categoryOf(menu: Module): string | undefined {
  try {
    const id = (JSON.parse(menu.propertyJson ?? '{}') as { moduleId?: unknown }).moduleId;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined; // a menu with unreadable properties opens nothing
  }
}

/** Whether the user may call an entry route of `button` (none: read) on the category `typeId` (id or code). */
export async function mayMaintainEntries(db: Db, req: FastifyRequest, typeId: string | undefined, button?: string) {
  const user = currentUser(req.session);
  if (await holdsMenu(db, user, DICTIONARY_MENU, button)) return true;
  if (!typeId) return false;
  const type = await db.selectFrom('dictionaryType').select('id')
    .where((eb) => eb.or([eb('id', '=', typeId), eb('enCode', '=', typeId)])).executeTakeFirst();
  if (!type) return false;
  const access = await loadAccess(db, user);
  const menus = access.modules.filter((m) => m.type === DYNAMIC_DICTIONARY && categoryOf(m) === type.id);
  return menus.length > 0 && (!button || partCodes(access, menus, 'button').has(button));
}

/** Refuses (403) a caller who may not maintain the category's entries with `button`. */
export async function assertMayMaintain(db: Db, req: FastifyRequest, typeId: string | undefined, button?: string) {
  if (!(await mayMaintainEntries(db, req, typeId, button))) throw new ApiError(403, 'forbidden');
}
