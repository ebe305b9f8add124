/**
 * 角色管理: the paged role list, create, edit, state and delete granted by the menu
 * permission.role; a role is global (globalMark 1) or bound to one or more organisations (organize_relation rows).
 * SelectorByPermission and getListByOrgIds serve the role picker, so any signed-in user may call them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { currentUser } from '../../context';
import type { Db } from '../../db';
import { likeText } from '../../db/like';
import { ok } from '../../http/envelope';
import { screenBody } from '../../http/screenForm';
import { byMenu, commonValues, idList, idParams, newId, notFound, page, pageQueryProps, refuse,
  exclusive, type CommonBody, type PageQuery } from '../organize/adminCommon';
import { authorisedOrganizes, loadOrganizes, pathOf, type OrganizeIndex } from '../organize/scope';
import { roleTree } from './index';

const MENU = 'permission.role';
const BASE = '/api/permission/Role';

interface RoleBody extends CommonBody { globalMark: number; organizeIdsTree?: string[][] }

/**
 * Checks a role about to be stored: name and code unused by another role, and a role that is not global names at
 * least one existing organisation (the last id of each chosen path). Answers the values and the organisation ids.
 */
async function checkRole(req: FastifyRequest, db: Db, b: RoleBody, selfId?: string) {
  const values = commonValues(b);
  const others = (await db.selectFrom('role').select(['id', 'fullName', 'enCode'])
    .where((eb) => eb.or([eb('enCode', '=', values.enCode), eb('fullName', '=', values.fullName)])).execute())
    .filter((r) => r.id !== selfId);
  if (others.some((r) => r.enCode === values.enCode)) throw refuse(req, 'roleCodeTaken');
  if (others.length) throw refuse(req, 'roleNameTaken');
  let organizeIds: string[] = [];
  if (b.globalMark !== 1) {
    organizeIds = [...new Set((b.organizeIdsTree ?? []).map((path) => path[path.length - 1]))];
    if (!organizeIds.length) throw refuse(req, 'roleNeedsOrganize');
    const found = await db.selectFrom('organize').select('id').where('id', 'in', organizeIds).execute();
    if (found.length !== organizeIds.length) throw refuse(req, 'organizeMissing');
  }
  return { values: { ...values, globalMark: b.globalMark === 1 ? 1 : 0 }, organizeIds };
}

/** Replaces the organisations a role is bound to. */
async function bind(db: Db, roleId: string, organizeIds: string[]) {
  await db.deleteFrom('organizeRelation').where('objectType', '=', 'Role').where('objectId', '=', roleId).execute();
  if (organizeIds.length) {
    await db.insertInto('organizeRelation').values(organizeIds.map((organizeId) => ({
      id: `${organizeId}:Role:${roleId}`, organizeId, objectType: 'Role', objectId: roleId }))).execute();
  }
}

export async function roleAdmin(app: FastifyInstance, { db }: AppContext) {
  const body = screenBody('permission/forms/role.form.json');
  const find = async (id: string) => {
    const row = await db.selectFrom('role').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };
  const boundTo = async (roleIds: string[]) => {
    const map = new Map<string, string[]>();
    if (!roleIds.length) return map;
    const rows = await db.selectFrom('organizeRelation').select(['organizeId', 'objectId']).where('objectType', '=', 'Role')
      .where('objectId', 'in', roleIds).orderBy('id').execute();
    for (const r of rows) map.set(r.objectId, [...(map.get(r.objectId) ?? []), r.organizeId]);
    return map;
  };
  // Bound organisations in the tree's order (an organisation deleted since is left out).
  const inOrder = (index: OrganizeIndex, ids: string[]) => index.rows.filter((r) => ids.includes(r.id)).map((r) => r.id);
  const names = (index: OrganizeIndex, ids: string[]) => inOrder(index, ids).map((id) => pathOf(index, id).organize)
    .join(',');

  // organizeId '1' lists the global roles, another id the roles bound to that organisation, none every role;
  // globalMark 1 the global roles, 0 the organisation roles.
  app.get<{ Querystring: PageQuery & { organizeId?: string; globalMark?: number; enabledMark?: number } }>(BASE, {
    config: byMenu(MENU),
    schema: { querystring: { type: 'object', properties: { ...pageQueryProps,
      organizeId: { type: 'string', maxLength: 100 }, globalMark: { type: 'integer', enum: [0, 1] },
      enabledMark: { type: 'integer', enum: [0, 1] } } } },
  }, async (req) => {
    const { organizeId, keyword, globalMark, enabledMark } = req.query;
    let q = db.selectFrom('role').selectAll();
    if (globalMark !== undefined) q = q.where('globalMark', globalMark === 1 ? '=' : '!=', 1);
    if (organizeId === '1') q = q.where('globalMark', '=', 1);
    else if (organizeId && organizeId !== '0') {
      q = q.where('globalMark', '!=', 1).where('id', 'in', db.selectFrom('organizeRelation').select('objectId')
        .where('objectType', '=', 'Role').where('organizeId', '=', organizeId));
    }
    if (enabledMark !== undefined) q = q.where('enabledMark', '=', enabledMark);
    if (keyword?.trim()) {
      const word = keyword.trim();
      q = q.where((eb) => eb.or([likeText('fullName', word), likeText('enCode', word)]));
    }
    const rows = await q.orderBy('sortCode').orderBy('creatorTime', 'desc').orderBy('id').execute();
    const { list, pagination } = page(rows, req.query);
    const index = await loadOrganizes(db);
    const bound = await boundTo(list.map((r) => r.id));
    return ok(req.t('success'), { list: list.map((r) => ({ ...r, organizeIds: inOrder(index, bound.get(r.id) ?? []),
      organizeInfo: names(index, bound.get(r.id) ?? []) })), pagination });
  });

  app.post<{ Body: RoleBody }>(BASE, { config: byMenu(MENU, 'btn_add'), preValidation: body }, async (req) => {
    const id = newId();
    await exclusive(db, 'role', async (trx) => {
      const { values, organizeIds } = await checkRole(req, trx, req.body);
      await trx.insertInto('role').values({ id, ...values, type: 'user', creatorTime: Date.now() }).execute();
      await bind(trx, id, organizeIds);
    });
    return ok(req.t('created'), { id });
  });

  app.get<{ Params: { id: string } }>(`${BASE}/:id`, { config: byMenu(MENU), schema: { params: idParams } },
    async (req) => {
      const row = await find(req.params.id);
      const index = await loadOrganizes(db);
      const ids = inOrder(index, (await boundTo([row.id])).get(row.id) ?? []);
      return ok(req.t('success'), { ...row, organizeIdsTree: ids.map((id) => pathOf(index, id).organizeIds),
        organizeInfo: names(index, ids) });
    });

  app.put<{ Params: { id: string }; Body: RoleBody }>(`${BASE}/:id`, { config: byMenu(MENU, 'btn_edit'),
    schema: { params: idParams }, preValidation: body }, async (req) => {
    const row = await find(req.params.id);
    await exclusive(db, 'role', async (trx) => {
      const { values, organizeIds } = await checkRole(req, trx, req.body, row.id);
      await trx.updateTable('role').set(values).where('id', '=', row.id).execute();
      await bind(trx, row.id, organizeIds);
    });
    return ok(req.t('updated'));
  });

  // A role users hold is refused; otherwise its grants and organisation bindings go with it, in one transaction.
  app.delete<{ Params: { id: string } }>(`${BASE}/:id`, { config: byMenu(MENU, 'btn_remove'),
    schema: { params: idParams } }, async (req) => {
    const row = await find(req.params.id);
    await db.transaction().execute(async (trx) => {
      const held = await trx.selectFrom('userRelation').select('id').where('objectType', '=', 'Role')
        .where('objectId', '=', row.id).executeTakeFirst();
      if (held) throw refuse(req, 'roleInUse');
      await trx.deleteFrom('authorize').where('objectType', '=', 'Role').where('objectId', '=', row.id).execute();
      await bind(trx, row.id, []);
      await trx.deleteFrom('role').where('id', '=', row.id).execute();
    });
    return ok(req.t('deleted'));
  });

  app.put<{ Params: { id: string } }>(`${BASE}/:id/Actions/State`, { config: byMenu(MENU, 'btn_edit'),
    schema: { params: idParams } }, async (req) => {
    const row = await find(req.params.id);
    await db.updateTable('role').set({ enabledMark: row.enabledMark === 1 ? 0 : 1 }).where('id', '=', row.id).execute();
    return ok(req.t('updated'));
  });

  // The role picker limited to the caller's authority: global roles and the roles of the organisations the caller
  // may pick (organize/scope.ts); administrators get the whole tree.
  app.get(`${BASE}/SelectorByPermission`, { config: { access: 'session' } }, async (req) => {
    const scope = await authorisedOrganizes(db, currentUser(req.session), await loadOrganizes(db));
    return ok(req.t('success'), { list: await roleTree(db, req.lang, scope) });
  });

  // The roles bound to the listed organisations, one group per organisation (the picker's 组织 tab).
  app.post<{ Body: { organizeIds: string[] } }>(`${BASE}/getListByOrgIds`, { config: { access: 'session' },
    schema: { body: { type: 'object', required: ['organizeIds'], additionalProperties: false,
      properties: { organizeIds: idList } } } }, async (req) => {
    const list = await roleTree(db, req.lang, new Set(req.body.organizeIds));
    return ok(req.t('success'), { list: list.filter((n) => n.id !== '1') });
  });
}
