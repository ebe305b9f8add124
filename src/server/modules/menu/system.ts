/**
 * Systems (菜单管理 → 系统): GET/POST /api/system/System, GET/PUT/DELETE /api/system/System/{id},
 * PUT /api/system/System/{id}/Actions/State. The main system (isMain) is never deleted or disabled: it is where a
 * user lands when no other system is chosen. A system with menus is not deleted (its menus would be orphaned).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { screenBody } from '../../http/screenForm';
import { idParams, keywordQuery, matches, menuAdmin, missing, newId, refuse } from './common';

interface SystemBody { fullName: string; enCode: string; icon?: string; sortCode: number; enabledMark: number;
  description?: string }

export async function systemRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const body = screenBody('system/forms/system.form.json');

  const find = (id: string) => db.selectFrom('system').selectAll().where('id', '=', id).executeTakeFirst();
  const taken = async (b: SystemBody, id?: string) => {
    const rows = await db.selectFrom('system').select(['id', 'enCode', 'fullName']).execute();
    const others = rows.filter((r) => r.id !== id);
    if (others.some((r) => r.enCode.toLowerCase() === b.enCode.toLowerCase())) return 'enCodeTaken' as const;
    if (others.some((r) => r.fullName === b.fullName)) return 'fullNameTaken' as const;
    return null;
  };

  app.get<{ Querystring: { keyword?: string } }>('/api/system/System', {
    config: menuAdmin(), schema: { querystring: keywordQuery },
  }, async (req) => {
    const rows = await db.selectFrom('system').selectAll().orderBy('sortCode').orderBy('id').execute();
    const list = rows.filter((s) => matches(req.query.keyword, s.fullName, s.enCode))
      .map((s) => ({ ...s, isMain: s.isMain === 1 }));
    return ok(req.t('success'), { list });
  });

  app.get<{ Params: { id: string } }>('/api/system/System/:id', {
    config: menuAdmin(), schema: { params: idParams },
  }, async (req) => {
    const s = await find(req.params.id);
    if (!s) throw missing(req, 'systemNotFound');
    return ok(req.t('success'), { ...s, isMain: s.isMain === 1 });
  });

  app.post<{ Body: SystemBody }>('/api/system/System', {
    config: menuAdmin('btn_add'), preValidation: body,
  }, async (req) => {
    const clash = await taken(req.body);
    if (clash) throw refuse(req, clash);
    const b = req.body;
    const id = newId();
    await db.insertInto('system').values({ id, fullName: b.fullName, enCode: b.enCode, icon: b.icon ?? null,
      sortCode: b.sortCode, enabledMark: b.enabledMark, isMain: 0, description: b.description ?? null }).execute();
    return ok(req.t('created'), { id });
  });

  app.put<{ Params: { id: string }; Body: SystemBody }>('/api/system/System/:id', {
    config: menuAdmin('btn_edit'), schema: { params: idParams }, preValidation: body,
  }, async (req) => {
    const s = await find(req.params.id);
    if (!s) throw missing(req, 'systemNotFound');
    const clash = await taken(req.body, s.id);
    if (clash) throw refuse(req, clash);
    if (s.isMain === 1 && req.body.enabledMark !== 1) throw refuse(req, 'mainSystemLocked');
    const b = req.body;
    await db.updateTable('system').set({ fullName: b.fullName, enCode: b.enCode, icon: b.icon ?? null,
      sortCode: b.sortCode, enabledMark: b.enabledMark, description: b.description ?? null })
      .where('id', '=', s.id).execute();
    return ok(req.t('updated'));
  });

  app.delete<{ Params: { id: string } }>('/api/system/System/:id', {
    config: menuAdmin('btn_remove'), schema: { params: idParams },
  }, async (req) => {
    const s = await find(req.params.id);
    if (!s) throw missing(req, 'systemNotFound');
    if (s.isMain === 1) throw refuse(req, 'mainSystemLocked');
    const menus = await db.selectFrom('module').select('id').where('systemId', '=', s.id).limit(1).execute();
    if (menus.length) throw refuse(req, 'systemHasMenus');
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('authorize').where('itemType', '=', 'system').where('itemId', '=', s.id).execute();
      await trx.deleteFrom('system').where('id', '=', s.id).execute();
    });
    return ok(req.t('deleted'));
  });

  app.put<{ Params: { id: string } }>('/api/system/System/:id/Actions/State', {
    config: menuAdmin('btn_edit'), schema: { params: idParams },
  }, async (req) => {
    const s = await find(req.params.id);
    if (!s) throw missing(req, 'systemNotFound');
    if (s.isMain === 1 && s.enabledMark === 1) throw refuse(req, 'mainSystemLocked');
    await db.updateTable('system').set({ enabledMark: s.enabledMark === 1 ? 0 : 1 }).where('id', '=', s.id).execute();
    return ok(req.t('updated'));
  });
}
