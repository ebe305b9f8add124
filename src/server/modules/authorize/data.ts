/**
 * 权限授权 (spec 000 "Authorize"): GET /api/permission/Authority/Data/{objectId}?objectType=Role answers the whole
 * grantable tree (systems → menus → their buttons, columns and form fields) with what the role holds;
 * PUT (or POST) /api/permission/Authority/Data/{objectId} replaces the role's grants in one transaction.
 *
 * Saving settles the grants as the tree shows them (settle.ts: an item brings its menu, a menu its ancestors and
 * system; a directory or system with nothing granted below it is dropped), and refuses ids that do not exist, so
 * nothing half-valid is stored.
 * Grants are read afresh on every request (permission/access.ts keeps no cache): the role's users see the change at
 * their next request.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { ok } from '../../http/envelope';
import { screenBody } from '../../http/screenForm';
import { missing, refuse } from '../menu/common';
import { menuTree } from '../menu/menus';
import { PART_KINDS } from '../menu/parts';
import { DIRECTORY, settleGrants } from './settle';
import { notifyGrantsChanged } from '../../socket/hub';
import { messageTexts } from '../message/messages';

type ItemType = 'system' | 'module' | 'button' | 'column' | 'form';
/** Body keys (the original's AuthorizeDataUpForm) → itemType of the authorize rows. */
const KEYS = { systemIds: 'system', module: 'module', button: 'button', column: 'column', form: 'form' } as const;
type GrantBody = { objectType: 'Role' } & Partial<Record<keyof typeof KEYS, string[]>>;

const access = { access: 'menu' as const, menu: 'permission.authorize' };
const objectParams = { type: 'object', required: ['objectId'],
  properties: { objectId: { type: 'string', minLength: 1, maxLength: 200 } } } as const;
const objectQuery = { type: 'object', properties: { objectType: { type: 'string', enum: ['Role'] } } } as const;

/** `container`: held only through what is below it (settle.ts), so the tree ticks it from its children. */
interface TreeNode { id: string; parentId: string; fullName: string; enCode: string; type: ItemType;
  enabledMark: number; container: boolean; children: TreeNode[] }

/** Systems with their menu trees; every menu carries its buttons, columns and form fields as typed children. */
async function grantableTree(db: Db): Promise<TreeNode[]> {
  const systems = await db.selectFrom('system').selectAll().orderBy('sortCode').orderBy('id').execute();
  const menus = await db.selectFrom('module').selectAll().orderBy('sortCode').orderBy('id').execute();
  const parts = new Map<string, TreeNode[]>();
  for (const { table, itemType } of PART_KINDS) {
    const rows = await db.selectFrom(table).selectAll().orderBy('sortCode').orderBy('id').execute();
    for (const p of rows) {
      if (!parts.has(p.moduleId)) parts.set(p.moduleId, []);
      parts.get(p.moduleId)!.push({ id: p.id, parentId: p.moduleId, fullName: p.fullName, enCode: p.enCode,
        type: itemType, enabledMark: p.enabledMark, container: false, children: [] });
    }
  }
  const convert = (nodes: ReturnType<typeof menuTree>): TreeNode[] => nodes.map((m) => {
    const children = [...convert(m.children), ...(parts.get(m.id) ?? [])];
    return { id: m.id, parentId: m.parentId, fullName: m.fullName, enCode: m.enCode, type: 'module',
      enabledMark: m.enabledMark, container: m.type === DIRECTORY && children.length > 0, children };
  });
  return systems.map((s) => {
    const children = convert(menuTree(menus.filter((m) => m.systemId === s.id)));
    return { id: s.id, parentId: '-1', fullName: s.fullName, enCode: s.enCode, type: 'system',
      enabledMark: s.enabledMark, container: children.length > 0, children };
  });
}

async function findRole(req: FastifyRequest, db: Db, id: string) {
  const role = await db.selectFrom('role').select('id').where('id', '=', id).executeTakeFirst();
  if (!role) throw missing(req, 'roleNotFound');
  return role;
}

export async function authorizeDataRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const body = screenBody('permission/forms/authorize.form.json');

  app.get<{ Params: { objectId: string } }>('/api/permission/Authority/Data/:objectId', {
    config: access, schema: { params: objectParams, querystring: objectQuery },
  }, async (req) => {
    const role = await findRole(req, db, req.params.objectId);
    const rows = await db.selectFrom('authorize').select(['itemType', 'itemId']).where('objectType', '=', 'Role')
      .where('objectId', '=', role.id).execute();
    const held = (type: ItemType) => rows.filter((r) => r.itemType === type).map((r) => r.itemId);
    return ok(req.t('success'), { objectType: 'Role', objectId: role.id, list: await grantableTree(db),
      systemIds: held('system'), module: held('module'), button: held('button'), column: held('column'),
      form: held('form') });
  });

  const save = async (req: FastifyRequest<{ Params: { objectId: string }; Body: GrantBody }>) => {
    const role = await findRole(req, db, req.params.objectId);
    const wanted = Object.fromEntries(Object.entries(KEYS).map(([key, type]) =>
      [type, new Set(req.body[key as keyof typeof KEYS] ?? [])])) as Record<ItemType, Set<string>>;

    // Every id must name an item of its kind.
    const systems = new Set((await db.selectFrom('system').select('id').execute()).map((s) => s.id));
    const menus = new Map((await db.selectFrom('module').select(['id', 'parentId', 'systemId', 'type']).execute())
      .map((m) => [m.id, m]));
    const unknown = (type: ItemType, known: (id: string) => boolean) => {
      const bad = [...wanted[type]].find((id) => !known(id));
      if (bad) throw refuse(req, 'itemsUnknown', { type, id: bad });
    };
    unknown('system', (id) => systems.has(id));
    unknown('module', (id) => menus.has(id));
    const itemMenus = new Map<string, string>(), withItems = new Set<string>();
    for (const { table, itemType } of PART_KINDS) {
      const ids = [...wanted[itemType]];
      for (let i = 0; i < ids.length; i += 500) {
        const rows = await db.selectFrom(table).select(['id', 'moduleId']).where('id', 'in', ids.slice(i, i + 500)).execute();
        rows.forEach((r) => itemMenus.set(`${itemType}:${r.id}`, r.moduleId));
      }
      unknown(itemType, (id) => itemMenus.has(`${itemType}:${id}`));
      const holders = await db.selectFrom(table).select('moduleId').distinct().execute();
      holders.forEach((r) => withItems.add(r.moduleId));
    }
    settleGrants(wanted, menus, itemMenus, withItems);

    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('authorize').where('objectType', '=', 'Role').where('objectId', '=', role.id)
        .where('itemType', 'in', Object.values(KEYS)).execute();
      const rows = (Object.keys(wanted) as ItemType[]).flatMap((itemType) => [...wanted[itemType]].map((itemId) =>
        ({ id: `${role.id}:${itemType}:${itemId}`, itemType, itemId, objectType: 'Role', objectId: role.id })));
      for (let i = 0; i < rows.length; i += 200) await trx.insertInto('authorize').values(rows.slice(i, i + 200)).execute();
    });
    // The role's holders see their new menus at once: their pages reload.
    const holders = await db.selectFrom('userRelation').select('userId').where('objectType', '=', 'Role')
      .where('objectId', '=', role.id).execute();
    await notifyGrantsChanged(ctx, holders.map((h) => h.userId), messageTexts('grantsChanged'));
    return ok(req.t('success'));
  };
  for (const method of ['PUT', 'POST'] as const) {
    app.route<{ Params: { objectId: string }; Body: GrantBody }>({ method, url: '/api/permission/Authority/Data/:objectId',
      config: { ...access, button: 'btn_authorize' }, schema: { params: objectParams }, preValidation: body, handler: save });
  }
}
