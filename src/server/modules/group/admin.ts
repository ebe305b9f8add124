/**
 * 分组管理 (permission groups): the paged group list, create, edit and delete granted
 * by the menu permission.group. A group's `type` is the name of its category (业务分组, 项目分组 ...).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { likeText } from '../../db/like';
import { ApiError, ok } from '../../http/envelope';
import { screenBody } from '../../http/screenForm';
import { byMenu, commonValues, idParams, newId, notFound, page, pageQueryProps, refuse, exclusive,
  type CommonBody, type PageQuery } from '../organize/adminCommon';

const MENU = 'permission.group';
const BASE = '/api/permission/Group';

interface GroupBody extends CommonBody { type: string }

/** Checks a group about to be stored: name and code unused by another group. */
async function checkGroup(req: FastifyRequest, db: Db, b: GroupBody, selfId?: string) {
  const values = commonValues(b);
  const type = b.type.trim();
  if (!type) throw new ApiError(400, 'paramRequired', { field: 'type' });
  const others = (await db.selectFrom('permissionGroup').select(['id', 'fullName', 'enCode'])
    .where((eb) => eb.or([eb('enCode', '=', values.enCode), eb('fullName', '=', values.fullName)])).execute())
    .filter((r) => r.id !== selfId);
  if (others.some((r) => r.enCode === values.enCode)) throw refuse(req, 'groupCodeTaken');
  if (others.length) throw refuse(req, 'groupNameTaken');
  return { ...values, type };
}

export async function groupAdmin(app: FastifyInstance, { db }: AppContext) {
  const body = screenBody('permission/forms/group.form.json');
  const find = async (id: string) => {
    const row = await db.selectFrom('permissionGroup').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  app.get<{ Querystring: PageQuery & { type?: string; enabledMark?: number } }>(BASE, {
    config: byMenu(MENU),
    schema: { querystring: { type: 'object', properties: { ...pageQueryProps,
      type: { type: 'string', maxLength: 50 }, enabledMark: { type: 'integer', enum: [0, 1] } } } },
  }, async (req) => {
    const { keyword, type, enabledMark } = req.query;
    let q = db.selectFrom('permissionGroup').selectAll();
    if (type) q = q.where('type', '=', type);
    if (enabledMark !== undefined) q = q.where('enabledMark', '=', enabledMark);
    if (keyword?.trim()) {
      const word = keyword.trim();
      q = q.where((eb) => eb.or([likeText('fullName', word), likeText('enCode', word)]));
    }
    const rows = await q.orderBy('sortCode').orderBy('creatorTime', 'desc').orderBy('id').execute();
    return ok(req.t('success'), page(rows, req.query));
  });

  app.post<{ Body: GroupBody }>(BASE, { config: byMenu(MENU, 'btn_add'), preValidation: body }, async (req) => {
    const id = newId();
    await exclusive(db, 'group', async (trx) => {
      const values = await checkGroup(req, trx, req.body);
      await trx.insertInto('permissionGroup').values({ id, ...values, creatorTime: Date.now() }).execute();
    });
    return ok(req.t('created'), { id });
  });

  app.get<{ Params: { id: string } }>(`${BASE}/:id`, { config: byMenu(MENU), schema: { params: idParams } },
    async (req) => ok(req.t('success'), await find(req.params.id)));

  app.put<{ Params: { id: string }; Body: GroupBody }>(`${BASE}/:id`, { config: byMenu(MENU, 'btn_edit'),
    schema: { params: idParams }, preValidation: body }, async (req) => {
    const row = await find(req.params.id);
    await exclusive(db, 'group', async (trx) => {
      await trx.updateTable('permissionGroup').set(await checkGroup(req, trx, req.body, row.id))
        .where('id', '=', row.id).execute();
    });
    return ok(req.t('updated'));
  });

  // A group with members is refused (members are user_relation rows of objectType 'Group').
  app.delete<{ Params: { id: string } }>(`${BASE}/:id`, { config: byMenu(MENU, 'btn_remove'),
    schema: { params: idParams } }, async (req) => {
    const row = await find(req.params.id);
    await db.transaction().execute(async (trx) => {
      const member = await trx.selectFrom('userRelation').select('id').where('objectType', '=', 'Group')
        .where('objectId', '=', row.id).executeTakeFirst();
      if (member) throw refuse(req, 'groupInUse');
      await trx.deleteFrom('permissionGroup').where('id', '=', row.id).execute();
    });
    return ok(req.t('deleted'));
  });

  app.put<{ Params: { id: string } }>(`${BASE}/:id/Actions/State`, { config: byMenu(MENU, 'btn_edit'),
    schema: { params: idParams } }, async (req) => {
    const row = await find(req.params.id);
    await db.updateTable('permissionGroup').set({ enabledMark: row.enabledMark === 1 ? 0 : 1 })
      .where('id', '=', row.id).execute();
    return ok(req.t('updated'));
  });
}
