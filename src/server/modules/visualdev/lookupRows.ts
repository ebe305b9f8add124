/**
 * The rows behind a field's options, read the same way by the display texts (id → name: DataChange, Export, print)
 * and by the import (name → id): a dictionary's entries and a data interface's rows.
 */
import type { Db } from '../../db';
import { loadRows, type InterfaceConfig, type Row } from '../dataInterface/source';

export interface DictionaryRow { id: string; enCode: string; fullName: string; parentId: string; [key: string]: unknown }

/**
 * Entries of the dictionary named by id or enCode ([] when there is none). `enabledOnly` for what a user may choose
 * now (import); displays read every entry, so a stored value of a since-disabled entry still shows its name.
 */
export async function dictionaryRows(db: Db, typeIdOrCode: string, enabledOnly = false): Promise<DictionaryRow[]> {
  const type = await db.selectFrom('dictionaryType').select('id')
    .where((eb) => eb.or([eb('id', '=', typeIdOrCode), eb('enCode', '=', typeIdOrCode)])).executeTakeFirst();
  if (!type) return [];
  let query = db.selectFrom('dictionaryData').select(['id', 'enCode', 'fullName', 'parentId'])
    .where('dictionaryTypeId', '=', type.id);
  if (enabledOnly) query = query.where('enabledMark', '=', 1);
  return (await query.orderBy('sortCode').execute()) as DictionaryRow[];
}

/**
 * Rows of a data interface; [] when it does not exist or fails: a display then keeps the raw values (as a failed
 * relation lookup does) and an import reports the cells as not among the choices. Every column: the
 * callers are displays and imports of a form the user was granted, and they show only what that form's own
 * fields name (a popup's relationField, an option's label), which the access rule lets a user of the form read.
 */
export async function interfaceRows(db: Db, id: string): Promise<Row[]> {
  const item = await db.selectFrom('dataInterface').select(['type', 'config']).where('id', '=', id).executeTakeFirst();
  if (!item) return [];
  try {
    return await loadRows(db, item.type, JSON.parse(item.config) as InterfaceConfig, null);
  } catch {
    return [];
  }
}

/** Everyone and everything the organisation pickers choose from: users, organisations, positions, roles, groups. */
export async function peopleRows(db: Db) {
  const [users, organizes, positions, roles, groups] = await Promise.all([
    db.selectFrom('users').select(['id', 'realName', 'account']).execute(),
    db.selectFrom('organize').select(['id', 'parentId', 'fullName', 'category']).execute(),
    db.selectFrom('position').select(['id', 'fullName']).execute(),
    db.selectFrom('role').select(['id', 'fullName']).execute(),
    db.selectFrom('permissionGroup').select(['id', 'fullName']).execute(),
  ]);
  return { users, organizes, positions, roles, groups };
}
