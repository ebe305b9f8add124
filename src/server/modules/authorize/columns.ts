/**
 * Column settings of a menu (spec 001 "Column settings"): GET /api/permission/Authority/GetColumnsByModuleId/{id}
 * answers the menu's stored settings (an array, [] when none: the original client awaits it before drawing a
 * generated list and an error there leaves the page without a table); PUT SetColumnsByModuleId {moduleId, fieldList}
 * (fieldList a JSON array string; also accepted with the menu id in the path) stores them, for 菜单管理 editors.
 * Reading needs the menu itself: the settings name the menu's columns, which are its own business.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { currentUser } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import { loadAccess } from '../permission/access';
import { menuAdmin, missing, newId, refuse } from '../menu/common';

const idText = { type: 'string', minLength: 1, maxLength: 200 };
const moduleParams = { type: 'object', required: ['moduleId'], properties: { moduleId: idText } } as const;
const setBody = { type: 'object', required: ['fieldList'], properties: { moduleId: idText,
  fieldList: { type: 'string', maxLength: 200_000 } } } as const;

interface SetBody { moduleId?: string; fieldList: string }

export async function columnSettingRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.get<{ Params: { moduleId: string } }>('/api/permission/Authority/GetColumnsByModuleId/:moduleId', {
    config: { access: 'session' }, schema: { params: moduleParams },
  }, async (req) => {
    const menu = await db.selectFrom('module').select('id').where('id', '=', req.params.moduleId).executeTakeFirst();
    if (!menu) throw missing(req, 'menuNotFound');
    const access = await loadAccess(db, currentUser(req.session));
    if (!access.modules.some((m) => m.id === req.params.moduleId)) throw new ApiError(403, 'forbidden');
    const row = await db.selectFrom('columnsPurview').select('fieldList').where('moduleId', '=', req.params.moduleId)
      .executeTakeFirst();
    return ok(req.t('success'), row ? JSON.parse(row.fieldList) as unknown[] : []);
  });

  const save = async (req: FastifyRequest<{ Params: { moduleId?: string }; Body: SetBody }>) => {
    const moduleId = req.params.moduleId ?? req.body.moduleId;
    if (!moduleId) throw new ApiError(400, 'paramRequired', { field: 'moduleId' });
    const menu = await db.selectFrom('module').select('id').where('id', '=', moduleId).executeTakeFirst();
    if (!menu) throw missing(req, 'menuNotFound');
    let list: unknown;
    try { list = JSON.parse(req.body.fieldList); } catch { list = null; }
    if (!Array.isArray(list) || list.length > 1000 || list.some((c) => !c || typeof c !== 'object' || Array.isArray(c))) {
      throw refuse(req, 'fieldListInvalid');
    }
    const fieldList = JSON.stringify(list);
    const now = Date.now();
    const userId = currentUser(req.session).id;
    await db.transaction().execute(async (trx) => {
      const done = await trx.updateTable('columnsPurview').set({ fieldList, lastModifyUserId: userId, lastModifyTime: now })
        .where('moduleId', '=', moduleId).executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) {
        await trx.insertInto('columnsPurview').values({ id: newId(), moduleId, fieldList, lastModifyUserId: userId,
          lastModifyTime: now }).execute();
      }
    });
    return ok(req.t('success'));
  };
  app.put<{ Params: { moduleId?: string }; Body: SetBody }>('/api/permission/Authority/SetColumnsByModuleId', {
    config: menuAdmin('btn_edit'), schema: { body: setBody },
  }, save);
  app.put<{ Params: { moduleId: string }; Body: SetBody }>('/api/permission/Authority/SetColumnsByModuleId/:moduleId', {
    config: menuAdmin('btn_edit'), schema: { params: moduleParams, body: setBody },
  }, save);
}
