/**
 * 岗位管理: the paged list of an organisation's positions (and those below it), create,
 * edit, state and delete granted by the menu permission.position; GET /All, getListByOrgIds and PositionCondition
 * serve pickers, so any signed-in user may call them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { likeText } from '../../db/like';
import { ok } from '../../http/envelope';
import { screenBody } from '../../http/screenForm';
import { byMenu, commonValues, idList, idParams, newId, notFound, page, pageQueryProps, refuse,
  exclusive, type CommonBody, type PageQuery } from '../organize/adminCommon';
import { loadOrganizes, pathOf, withDescendants } from '../organize/scope';
import { ICONS } from '../organize/tree';

const MENU = 'permission.position';
const BASE = '/api/permission/Position';

interface PositionBody extends CommonBody { organizeId: string; type?: string }

/** Checks a position about to be stored: its organisation exists, its code is unused, its name unique there. */
async function checkPosition(req: FastifyRequest, db: Db, b: PositionBody, selfId?: string) {
  const values = commonValues(b);
  const org = await db.selectFrom('organize').select('id').where('id', '=', b.organizeId).executeTakeFirst();
  if (!org) throw refuse(req, 'organizeMissing');
  const others = await db.selectFrom('position').select(['id', 'organizeId', 'fullName', 'enCode'])
    .where((eb) => eb.or([eb('enCode', '=', values.enCode),
      eb.and([eb('organizeId', '=', b.organizeId), eb('fullName', '=', values.fullName)])]))
    .execute();
  const clash = others.filter((o) => o.id !== selfId);
  if (clash.some((o) => o.enCode === values.enCode)) throw refuse(req, 'positionCodeTaken');
  if (clash.length) throw refuse(req, 'positionNameTaken');
  return { ...values, organizeId: b.organizeId, type: b.type?.trim() || null };
}

export async function positionAdmin(app: FastifyInstance, { db }: AppContext) {
  const body = screenBody('permission/forms/position.form.json');
  const find = async (id: string) => {
    const row = await db.selectFrom('position').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  app.get<{ Querystring: PageQuery & { organizeId?: string; enabledMark?: number } }>(BASE, {
    config: byMenu(MENU),
    schema: { querystring: { type: 'object', properties: { ...pageQueryProps,
      organizeId: { type: 'string', maxLength: 100 }, enabledMark: { type: 'integer', enum: [0, 1] } } } },
  }, async (req) => {
    const { organizeId, keyword, enabledMark } = req.query;
    const index = await loadOrganizes(db);
    let q = db.selectFrom('position').selectAll();
    // An organisation lists its own positions and those of everything below it.
    if (organizeId && organizeId !== '0') q = q.where('organizeId', 'in', [...withDescendants(index, [organizeId]), '']);
    if (enabledMark !== undefined) q = q.where('enabledMark', '=', enabledMark);
    if (keyword?.trim()) {
      const word = keyword.trim();
      q = q.where((eb) => eb.or([likeText('fullName', word), likeText('enCode', word)]));
    }
    const rows = await q.orderBy('sortCode').orderBy('creatorTime', 'desc').orderBy('id').execute();
    return ok(req.t('success'), page(rows.map((r) => ({ ...r, department: pathOf(index, r.organizeId).organize })),
      req.query));
  });

  app.get(`${BASE}/All`, { config: { access: 'session' } }, async (req) => {
    const rows = await db.selectFrom('position').select(['id', 'organizeId', 'fullName', 'enCode', 'type'])
      .where('enabledMark', '=', 1).orderBy('sortCode').orderBy('id').execute();
    return ok(req.t('success'), { list: rows });
  });

  app.post<{ Body: PositionBody }>(BASE, { config: byMenu(MENU, 'btn_add'), preValidation: body }, async (req) => {
    const id = newId();
    await exclusive(db, 'position', async (trx) => {
      const values = await checkPosition(req, trx, req.body);
      await trx.insertInto('position').values({ id, ...values, creatorTime: Date.now() }).execute();
    });
    return ok(req.t('created'), { id });
  });

  app.get<{ Params: { id: string } }>(`${BASE}/:id`, { config: byMenu(MENU), schema: { params: idParams } },
    async (req) => {
      const row = await find(req.params.id);
      const index = await loadOrganizes(db);
      return ok(req.t('success'), { ...row, organizeIdTree: pathOf(index, row.organizeId).organizeIds });
    });

  app.put<{ Params: { id: string }; Body: PositionBody }>(`${BASE}/:id`, { config: byMenu(MENU, 'btn_edit'),
    schema: { params: idParams }, preValidation: body }, async (req) => {
    const row = await find(req.params.id);
    await exclusive(db, 'position', async (trx) => {
      const values = await checkPosition(req, trx, req.body, row.id);
      await trx.updateTable('position').set(values).where('id', '=', row.id).execute();
    });
    return ok(req.t('updated'));
  });

  // A position users hold is refused; checked and deleted in one transaction.
  app.delete<{ Params: { id: string } }>(`${BASE}/:id`, { config: byMenu(MENU, 'btn_remove'),
    schema: { params: idParams } }, async (req) => {
    const row = await find(req.params.id);
    await db.transaction().execute(async (trx) => {
      const held = await trx.selectFrom('userRelation').select('id').where('objectType', '=', 'Position')
        .where('objectId', '=', row.id).executeTakeFirst();
      if (held) throw refuse(req, 'positionInUse');
      await trx.deleteFrom('position').where('id', '=', row.id).execute();
    });
    return ok(req.t('deleted'));
  });

  app.put<{ Params: { id: string } }>(`${BASE}/:id/Actions/State`, { config: byMenu(MENU, 'btn_edit'),
    schema: { params: idParams } }, async (req) => {
    const row = await find(req.params.id);
    await db.updateTable('position').set({ enabledMark: row.enabledMark === 1 ? 0 : 1 }).where('id', '=', row.id)
      .execute();
    return ok(req.t('updated'));
  });

  /** Enabled positions, grouped under their organisation (disabled, not pickable), in the organisations' order. */
  const grouped = async (keep: (p: { id: string; organizeId: string; fullName: string }) => boolean) => {
    const index = await loadOrganizes(db);
    const positions = (await db.selectFrom('position').select(['id', 'organizeId', 'fullName', 'enCode'])
      .where('enabledMark', '=', 1).orderBy('sortCode').orderBy('id').execute()).filter(keep);
    return index.rows.filter((o) => o.enabledMark === 1).flatMap((o) => {
      const children = positions.filter((p) => p.organizeId === o.id).map((p) => ({ id: p.id, parentId: o.id,
        fullName: p.fullName, enCode: p.enCode, type: 'position', icon: ICONS.position, hasChildren: false,
        isLeaf: true, ...pathOf(index, o.id) }));
      return children.length ? [{ id: o.id, parentId: '0', fullName: o.fullName, type: o.category,
        icon: ICONS[o.category] ?? ICONS.department, disabled: true, hasChildren: true, isLeaf: false,
        ...pathOf(index, o.id), children }] : [];
    });
  };

  // The positions of the listed organisations (their own, not those below them).
  app.post<{ Body: { organizeIds: string[] } }>(`${BASE}/getListByOrgIds`, { config: { access: 'session' },
    schema: { body: { type: 'object', required: ['organizeIds'], additionalProperties: false,
      properties: { organizeIds: idList } } } }, async (req) => {
    const orgs = new Set(req.body.organizeIds);
    return ok(req.t('success'), { list: await grouped((p) => orgs.has(p.organizeId)) });
  });

  // The positions a custom position picker allows: the listed positions and every position of the listed
  // departments; a keyword matches the position's name.
  app.post<{ Body: { departIds?: string[]; positionIds?: string[]; keyword?: string } }>(`${BASE}/PositionCondition`, {
    config: { access: 'session' },
    schema: { body: { type: 'object', additionalProperties: false, properties: { departIds: idList,
      positionIds: idList, keyword: { type: 'string', maxLength: 100 } } } },
  }, async (req) => {
    const departs = new Set(req.body.departIds ?? []);
    const ids = new Set(req.body.positionIds ?? []);
    const word = req.body.keyword?.trim().toLowerCase();
    return ok(req.t('success'), { list: await grouped((p) => (ids.has(p.id) || departs.has(p.organizeId))
      && (!word || p.fullName.toLowerCase().includes(word))) });
  });
}
