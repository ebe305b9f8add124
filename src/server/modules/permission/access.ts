/**
 * What a user may see and do: systems, menus (modules) and the button/column/form codes of each menu, from the
 * authorize rows of the user's enabled roles. Administrators get everything that is enabled.
 */
import type { Db } from '../../db';
import type { Module, User } from '../../db/schema';

export type PartKind = 'button' | 'column' | 'form';
export interface Part { id: string; moduleId: string; fullName: string; enCode: string; sortCode: number }

export interface Access {
  roleIds: string[];
  systemIds: Set<string>;
  modules: Module[];
  parts: Record<PartKind, Part[]>;
}

const PART_TABLES = { button: 'moduleButton', column: 'moduleColumn', form: 'moduleForm' } as const;

export async function roleIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('userRelation').innerJoin('role', 'role.id', 'userRelation.objectId')
    .select('role.id').where('userRelation.userId', '=', userId).where('userRelation.objectType', '=', 'Role')
    .where('role.enabledMark', '=', 1).orderBy('userRelation.sortCode').execute();
  return rows.map((r) => r.id);
}

/** Loads the user's access; `systemId` narrows the menus to one system. */
export async function loadAccess(db: Db, user: User): Promise<Access> {
  const roleIds = await roleIdsOf(db, user.id);
  const admin = user.isAdministrator === 1;
  const granted = new Map<string, Set<string>>();
  if (!admin && roleIds.length) {
    const rows = await db.selectFrom('authorize').select(['itemType', 'itemId'])
      .where('objectType', '=', 'Role').where('objectId', 'in', roleIds).execute();
    for (const r of rows) {
      if (!granted.has(r.itemType)) granted.set(r.itemType, new Set());
      granted.get(r.itemType)!.add(r.itemId);
    }
  }
  const allow = (type: string, id: string) => admin || (granted.get(type)?.has(id) ?? false);

  const systems = await db.selectFrom('system').select('id').where('enabledMark', '=', 1).execute();
  const systemIds = new Set(systems.map((s) => s.id).filter((id) => allow('system', id)));
  const modules = (await db.selectFrom('module').selectAll().where('enabledMark', '=', 1)
    .orderBy('sortCode').orderBy('id').execute())
    .filter((m) => systemIds.has(m.systemId) && allow('module', m.id));

  const moduleIds = modules.map((m) => m.id);
  const parts = { button: [], column: [], form: [] } as Record<PartKind, Part[]>;
  if (moduleIds.length) {
    for (const kind of ['button', 'column', 'form'] as PartKind[]) {
      const rows = await db.selectFrom(PART_TABLES[kind]).select(['id', 'moduleId', 'fullName', 'enCode', 'sortCode'])
        .where('moduleId', 'in', moduleIds).where('enabledMark', '=', 1).orderBy('sortCode').execute();
      parts[kind] = rows.filter((p) => allow(kind, p.id));
    }
  }
  return { roleIds, systemIds, modules, parts };
}

/** The menus that open a generated form (propertyJson.moduleId = modelId). */
export function menusOfModel(access: Access, modelId: string): Module[] {
  return access.modules.filter((m) => {
    try {
      return m.propertyJson ? JSON.parse(m.propertyJson).moduleId === modelId : false;
    } catch {
      return false;
    }
  });
}

/** Whether any of the given menus grants the button code. */
export function hasButton(access: Access, menus: Module[], enCode: string): boolean {
  const ids = new Set(menus.map((m) => m.id));
  return access.parts.button.some((b) => ids.has(b.moduleId) && b.enCode === enCode);
}

/** The codes of one part kind (button, column, form) that any of the given menus grants. */
export function partCodes(access: Access, menus: Module[], kind: PartKind): Set<string> {
  const ids = new Set(menus.map((m) => m.id));
  return new Set(access.parts[kind].filter((p) => ids.has(p.moduleId)).map((p) => p.enCode));
}
