/**
 * 行政区划 (areas) administration: one area, create (its code is its id, as the GB/T 2260 rows are stored), edit,
 * state and delete (refused while it has sub-areas), and the parent picker's children without the area being
 * edited. Children of a node (GET /Area/{parentId}) stay in index.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { ApiError, ok } from '../../http/envelope';
import { screenBody } from '../../http/screenForm';
import { byMenu, exclusive, notFound } from '../organize/adminCommon';
import { areaText, type AreaText } from './messages';

export const AREA_MENU = 'system.area';
const BASE = '/api/system/Area';
export const AREA_ROOT = '-1';
const code = { type: 'string', minLength: 1, maxLength: 20 };
const idParams = { type: 'object', required: ['id'], properties: { id: code } };

interface AreaBody { parentId: string; fullName: string; enCode: string; sortCode?: number; enabledMark?: number }

const refuse = (req: FastifyRequest, key: AreaText) => new ApiError(400, 'paramInvalid', {}, areaText(req.lang, key));

/** Checks an area about to be stored; its values with the level under its parent. */
async function checkArea(req: FastifyRequest, db: Db, b: AreaBody, selfId?: string) {
  const fullName = b.fullName.trim();
  const enCode = b.enCode.trim();
  let level = 1;
  if (b.parentId !== AREA_ROOT) {
    const parent = await db.selectFrom('area').select(['id', 'level']).where('id', '=', b.parentId).executeTakeFirst();
    if (!parent) throw refuse(req, 'parentMissing');
    level = parent.level + 1;
  }
  const clash = (await db.selectFrom('area').select(['id', 'parentId', 'fullName', 'enCode'])
    .where((eb) => eb.or([eb('id', '=', enCode), eb('enCode', '=', enCode),
      eb.and([eb('parentId', '=', b.parentId), eb('fullName', '=', fullName)])])).execute())
    .filter((r) => r.id !== selfId);
  if (clash.some((r) => r.id === enCode || r.enCode === enCode)) throw refuse(req, 'codeTaken');
  if (clash.length) throw refuse(req, 'nameTaken');
  return { parentId: b.parentId, fullName, enCode, level, sortCode: b.sortCode ?? 0, enabledMark: b.enabledMark ?? 1 };
}

export async function areaAdmin(app: FastifyInstance, { db }: AppContext) {
  const body = screenBody('system/forms/area.form.json');
  const find = async (id: string) => {
    const row = await db.selectFrom('area').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  // The parent picker: the children of `id` without area `n` (the one being edited; '0' leaves none out).
  app.get<{ Params: { id: string; n: string } }>(`${BASE}/:id/Selector/:n`, { config: { access: 'session' },
    schema: { params: { type: 'object', required: ['id', 'n'], properties: { id: code, n: code } } } }, async (req) => {
    const rows = await db.selectFrom('area').select(['id', 'parentId', 'fullName', 'enCode', 'level'])
      .where('parentId', '=', req.params.id).where('id', '!=', req.params.n).where('enabledMark', '=', 1)
      .orderBy('sortCode').orderBy('id').execute();
    const parents = rows.length ? new Set((await db.selectFrom('area').select('parentId')
      .where('parentId', 'in', rows.map((r) => r.id)).where('id', '!=', req.params.n).distinct().execute())
      .map((r) => r.parentId)) : new Set<string>();
    return ok(req.t('success'), { list: rows.map((r) => ({ ...r, isLeaf: !parents.has(r.id),
      hasChildren: parents.has(r.id) })) });
  });

  app.get<{ Params: { id: string } }>(`${BASE}/:id/Info`, { config: byMenu(AREA_MENU), schema: { params: idParams } },
    async (req) => ok(req.t('success'), await find(req.params.id)));

  app.post<{ Body: AreaBody }>(BASE, { config: byMenu(AREA_MENU, 'btn_add'), preValidation: body }, async (req) => {
    const id = req.body.enCode.trim();
    await exclusive(db, 'area', async (trx) => {
      const values = await checkArea(req, trx, req.body);
      await trx.insertInto('area').values({ id, ...values }).execute();
    });
    return ok(req.t('created'), { id });
  });

  // An area stays under its parent (stored address paths run through it).
  app.put<{ Params: { id: string }; Body: AreaBody }>(`${BASE}/:id`, { config: byMenu(AREA_MENU, 'btn_edit'),
    schema: { params: idParams }, preValidation: body }, async (req) => {
    const row = await find(req.params.id);
    await exclusive(db, 'area', async (trx) => {
      const values = await checkArea(req, trx, { ...req.body, parentId: row.parentId }, row.id);
      await trx.updateTable('area').set(values).where('id', '=', row.id).execute();
    });
    return ok(req.t('updated'));
  });

  app.delete<{ Params: { id: string } }>(`${BASE}/:id`, { config: byMenu(AREA_MENU, 'btn_remove'),
    schema: { params: idParams } }, async (req) => {
    const row = await find(req.params.id);
    await exclusive(db, 'area', async (trx) => {
      const child = await trx.selectFrom('area').select('id').where('parentId', '=', row.id).executeTakeFirst();
      if (child) throw refuse(req, 'hasChildren');
      await trx.deleteFrom('area').where('id', '=', row.id).execute();
    });
    return ok(req.t('deleted'));
  });

  app.put<{ Params: { id: string } }>(`${BASE}/:id/Actions/State`, { config: byMenu(AREA_MENU, 'btn_edit'),
    schema: { params: idParams } }, async (req) => {
    const row = await find(req.params.id);
    await db.updateTable('area').set({ enabledMark: row.enabledMark === 1 ? 0 : 1 }).where('id', '=', row.id).execute();
    return ok(req.t('updated'));
  });
}
