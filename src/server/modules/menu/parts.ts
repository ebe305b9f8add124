/**
 * The permission items of a menu (菜单管理 → 按钮权限, 列表权限, 表单权限): its buttons, list columns and form fields,
 * each granted to roles on 权限授权. For each of /api/system/ModuleButton, ModuleColumn and ModuleForm:
 * GET ?moduleId&keyword (the menu's items), GET/PUT/DELETE /{id}, POST, PUT /{id}/Actions/State. A code is unique
 * within its menu: it is what the screens and lists match (btn_add, a column's prop, a field's __vModel__).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { screenBody } from '../../http/screenForm';
import { idParams, matches, menuAdmin, missing, newId, refuse } from './common';

interface PartBody { moduleId: string; fullName: string; enCode: string; sortCode: number; enabledMark: number }

/** URL segment → table and the itemType its grants carry. */
export const PART_KINDS = [
  { path: 'ModuleButton', table: 'moduleButton', itemType: 'button' },
  { path: 'ModuleColumn', table: 'moduleColumn', itemType: 'column' },
  { path: 'ModuleForm', table: 'moduleForm', itemType: 'form' },
] as const;

const listQuery = { type: 'object', required: ['moduleId'], properties: {
  moduleId: { type: 'string', minLength: 1, maxLength: 200 }, keyword: { type: 'string', maxLength: 100 } } } as const;

export async function partRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const body = screenBody('system/forms/modulePart.form.json');

  for (const { path, table, itemType } of PART_KINDS) {
    const base = `/api/system/${path}`;
    const find = (id: string) => db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
    const check = async (req: FastifyRequest, b: PartBody, id?: string) => {
      const menu = await db.selectFrom('module').select('id').where('id', '=', b.moduleId).executeTakeFirst();
      if (!menu) throw refuse(req, 'menuNotFound');
      const same = await db.selectFrom(table).select(['id', 'enCode']).where('moduleId', '=', b.moduleId).execute();
      if (same.some((p) => p.id !== id && p.enCode === b.enCode)) throw refuse(req, 'enCodeTaken');
    };
    const values = (b: PartBody) => ({ moduleId: b.moduleId, fullName: b.fullName, enCode: b.enCode,
      sortCode: b.sortCode, enabledMark: b.enabledMark });

    app.get<{ Querystring: { moduleId: string; keyword?: string } }>(base, {
      config: menuAdmin(), schema: { querystring: listQuery },
    }, async (req) => {
      const rows = await db.selectFrom(table).selectAll().where('moduleId', '=', req.query.moduleId)
        .orderBy('sortCode').orderBy('id').execute();
      return ok(req.t('success'), { list: rows.filter((p) => matches(req.query.keyword, p.fullName, p.enCode)) });
    });

    app.get<{ Params: { id: string } }>(`${base}/:id`, { config: menuAdmin(), schema: { params: idParams } }, async (req) => {
      const p = await find(req.params.id);
      if (!p) throw missing(req, 'partNotFound');
      return ok(req.t('success'), p);
    });

    app.post<{ Body: PartBody }>(base, { config: menuAdmin('btn_add'), preValidation: body }, async (req) => {
      await check(req, req.body);
      const id = newId();
      await db.insertInto(table).values({ id, ...values(req.body) }).execute();
      return ok(req.t('created'), { id });
    });

    app.put<{ Params: { id: string }; Body: PartBody }>(`${base}/:id`, {
      config: menuAdmin('btn_edit'), schema: { params: idParams }, preValidation: body,
    }, async (req) => {
      const p = await find(req.params.id);
      if (!p) throw missing(req, 'partNotFound');
      await check(req, req.body, p.id);
      await db.updateTable(table).set(values(req.body)).where('id', '=', p.id).execute();
      return ok(req.t('updated'));
    });

    app.delete<{ Params: { id: string } }>(`${base}/:id`, {
      config: menuAdmin('btn_remove'), schema: { params: idParams },
    }, async (req) => {
      const p = await find(req.params.id);
      if (!p) throw missing(req, 'partNotFound');
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('authorize').where('itemType', '=', itemType).where('itemId', '=', p.id).execute();
        await trx.deleteFrom(table).where('id', '=', p.id).execute();
      });
      return ok(req.t('deleted'));
    });

    app.put<{ Params: { id: string } }>(`${base}/:id/Actions/State`, {
      config: menuAdmin('btn_edit'), schema: { params: idParams },
    }, async (req) => {
      const p = await find(req.params.id);
      if (!p) throw missing(req, 'partNotFound');
      await db.updateTable(table).set({ enabledMark: p.enabledMark === 1 ? 0 : 1 }).where('id', '=', p.id).execute();
      return ok(req.t('updated'));
    });
  }
}
