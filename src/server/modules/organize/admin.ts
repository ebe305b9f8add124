/**
 * 组织管理: companies and departments as one tree, their create, edit,
 * state and delete, and the authorised selectors. Writes are granted by the menu permission.organize and its
 * buttons; the selectors and OrganizeCondition serve pickers, so any signed-in user may call them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { currentUser } from '../../context';
import type { Db } from '../../db';
import { ok } from '../../http/envelope';
import { screenBody } from '../../http/screenForm';
import { byMenu, commonValues, idList, idParams, newId, notFound, refuse, exclusive,
  type CommonBody } from './adminCommon';
import { ancestorsOf, authorisedOrganizes, loadOrganizes, nestKept, pathOf, withDescendants,
  type OrganizeIndex, type OrganizeRow } from './scope';

const MENU = 'permission.organize';
const BASE = '/api/permission/Organize';

interface OrganizeBody extends CommonBody { parentId: string }
type Category = 'company' | 'department';

const TAKEN = {
  company: { name: 'companyNameTaken', code: 'companyCodeTaken' },
  department: { name: 'departmentNameTaken', code: 'departmentCodeTaken' },
} as const;

/**
 * Checks a company or department about to be stored: its parent exists (a company sits at the top, '-1', or
 * under a company; a department under a company or department), is not the organisation itself or below it, its
 * code is unused and no sibling has its name.
 */
async function checkOrganize(req: FastifyRequest, db: Db, category: Category, b: OrganizeBody, selfId?: string) {
  const index = await loadOrganizes(db);
  const parent = index.byId.get(b.parentId);
  if (b.parentId !== '-1' || category === 'department') {
    if (!parent) throw refuse(req, 'parentMissing');
    if (category === 'company' && parent.category !== 'company') throw refuse(req, 'parentNotCompany');
    if (selfId && (b.parentId === selfId || ancestorsOf(index, b.parentId).includes(selfId))) {
      throw refuse(req, 'parentIsSelf');
    }
  }
  const values = commonValues(b);
  const others = index.rows.filter((r) => r.id !== selfId);
  if (others.some((r) => r.enCode === values.enCode)) throw refuse(req, TAKEN[category].code);
  if (others.some((r) => r.parentId === b.parentId && r.fullName === values.fullName)) {
    throw refuse(req, TAKEN[category].name);
  }
  return values;
}

/** One organisation as its edit dialog reads it; organizeIdTree is the id path of its parents ('-1' at the top). */
function info(index: OrganizeIndex, r: OrganizeRow) {
  const parents = ancestorsOf(index, r.id);
  return { id: r.id, parentId: r.parentId, fullName: r.fullName, enCode: r.enCode, category: r.category,
    type: r.category, enabledMark: r.enabledMark, sortCode: r.sortCode, description: r.description,
    creatorTime: r.creatorTime, organizeIdTree: parents.length ? parents : ['-1'] };
}

export async function organizeAdmin(app: FastifyInstance, { db }: AppContext) {
  const body = (category: Category) => screenBody(`permission/forms/${category === 'company' ? 'organize' : 'department'}.form.json`);

  const find = async (id: string, category?: Category) => {
    const index = await loadOrganizes(db);
    const row = index.byId.get(id);
    if (!row || (category && row.category !== category)) throw notFound();
    return { index, row };
  };

  const create = (category: Category) => async (req: FastifyRequest<{ Body: OrganizeBody }>) => {
    const id = newId();
    await exclusive(db, 'organize', async (trx) => {
      const values = await checkOrganize(req, trx, category, req.body);
      await trx.insertInto('organize').values({ id, parentId: req.body.parentId, category, ...values,
        creatorTime: Date.now() }).execute();
    });
    return ok(req.t('created'), { id });
  };

  const update = (only?: Category) => async (req: FastifyRequest<{ Params: { id: string }; Body: OrganizeBody }>) => {
    const { row } = await find(req.params.id, only);
    const category = row.category as Category;
    await exclusive(db, 'organize', async (trx) => {
      const values = await checkOrganize(req, trx, category, req.body, row.id);
      await trx.updateTable('organize').set({ parentId: req.body.parentId, ...values }).where('id', '=', row.id)
        .execute();
    });
    return ok(req.t('updated'));
  };

  // Refused while anything still hangs on the organisation; checked and deleted in one transaction.
  const remove = (only?: Category) => async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const { row } = await find(req.params.id, only);
    await exclusive(db, 'organize', async (trx) => {
      const exists = async (q: Promise<unknown>) => Boolean(await q);
      if (await exists(trx.selectFrom('organize').select('id').where('parentId', '=', row.id).executeTakeFirst())) {
        throw refuse(req, 'organizeHasChildren');
      }
      if (await exists(trx.selectFrom('users').select('id').where('organizeId', '=', row.id).executeTakeFirst())
        || await exists(trx.selectFrom('userRelation').select('id').where('objectType', '=', 'Organize')
          .where('objectId', '=', row.id).executeTakeFirst())) {
        throw refuse(req, 'organizeHasUsers');
      }
      if (await exists(trx.selectFrom('position').select('id').where('organizeId', '=', row.id).executeTakeFirst())) {
        throw refuse(req, 'organizeHasPositions');
      }
      if (await exists(trx.selectFrom('organizeRelation').select('id').where('organizeId', '=', row.id)
        .executeTakeFirst())) {
        throw refuse(req, 'organizeHasRoles');
      }
      await trx.deleteFrom('organize').where('id', '=', row.id).execute();
    });
    return ok(req.t('deleted'));
  };

  const state = (only?: Category) => async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const { row } = await find(req.params.id, only);
    await db.updateTable('organize').set({ enabledMark: row.enabledMark === 1 ? 0 : 1 }).where('id', '=', row.id)
      .execute();
    return ok(req.t('updated'));
  };

  const get = (only?: Category) => async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const { index, row } = await find(req.params.id, only);
    return ok(req.t('success'), info(index, row));
  };

  // The list: every company and department (disabled ones too) as one tree; a keyword keeps the matching
  // organisations and their parents, enabledMark and type narrow it further.
  app.get<{ Querystring: { keyword?: string; enabledMark?: number; type?: string } }>(BASE, {
    config: byMenu(MENU),
    schema: { querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 },
      enabledMark: { type: 'integer', enum: [0, 1] }, type: { type: 'string', enum: ['company', 'department'] } } } },
  }, async (req) => {
    const index = await loadOrganizes(db);
    const { keyword, enabledMark, type } = req.query;
    const word = keyword?.trim().toLowerCase();
    const hits = index.rows.filter((r) => (enabledMark === undefined || r.enabledMark === enabledMark)
      && (!type || r.category === type)
      && (!word || r.fullName.toLowerCase().includes(word) || r.enCode.toLowerCase().includes(word)));
    const keep = new Set(hits.flatMap((r) => [...ancestorsOf(index, r.id), r.id]));
    const list = nestKept(index, (r) => keep.has(r.id), (r) => ({ category: r.category, enabledMark: r.enabledMark,
      sortCode: r.sortCode, description: r.description, creatorTime: r.creatorTime }));
    return ok(req.t('success'), { list });
  });

  app.post<{ Body: OrganizeBody }>(BASE, { config: byMenu(MENU, 'btn_add'), preValidation: body('company') },
    create('company'));
  app.post<{ Body: OrganizeBody }>(`${BASE}/Department`, { config: byMenu(MENU, 'btn_add'),
    preValidation: body('department') }, create('department'));

  // /{id} serves companies and departments alike (one tree table edits both); /Department/{id} departments only.
  for (const [prefix, only, form] of [[BASE, undefined, 'company'], [`${BASE}/Department`, 'department', 'department']] as const) {
    app.get<{ Params: { id: string } }>(`${prefix}/:id`, { config: byMenu(MENU), schema: { params: idParams } }, get(only));
    app.put<{ Params: { id: string }; Body: OrganizeBody }>(`${prefix}/:id`, { config: byMenu(MENU, 'btn_edit'),
      schema: { params: idParams }, preValidation: body(form) }, update(only));
    app.delete<{ Params: { id: string } }>(`${prefix}/:id`, { config: byMenu(MENU, 'btn_remove'),
      schema: { params: idParams } }, remove(only));
    app.put<{ Params: { id: string } }>(`${prefix}/:id/Actions/State`, { config: byMenu(MENU, 'btn_edit'),
      schema: { params: idParams } }, state(only));
  }

  const pickerNode = (index: OrganizeIndex) => (r: OrganizeRow) => ({ ...pathOf(index, r.id),
    lastFullName: pathOf(index, r.id).organize });

  // Companies the caller may choose as a parent company; {id} (not 0) is left out with everything below it.
  app.get<{ Params: { id: string } }>(`${BASE}/SelectorByAuth/:id`, { config: { access: 'session' },
    schema: { params: idParams } }, async (req) => {
    const index = await loadOrganizes(db);
    const scope = await authorisedOrganizes(db, currentUser(req.session), index);
    const skip = req.params.id === '0' ? new Set<string>() : withDescendants(index, [req.params.id]);
    const list = nestKept(index, (r) => r.category === 'company' && r.enabledMark === 1 && !skip.has(r.id)
      && (!scope || scope.has(r.id)), pickerNode(index));
    return ok(req.t('success'), { list });
  });

  // Companies and departments the caller may choose (a department's parent); {id} is left out with its subtree,
  // and when the edited organisation's parent lies outside the caller's authority it is shown, disabled.
  app.get<{ Params: { id: string } }>(`${BASE}/Department/SelectorByAuth/:id`, { config: { access: 'session' },
    schema: { params: idParams } }, async (req) => {
    const index = await loadOrganizes(db);
    const scope = await authorisedOrganizes(db, currentUser(req.session), index);
    const edited = index.byId.get(req.params.id);
    const skip = req.params.id === '0' ? new Set<string>() : withDescendants(index, [req.params.id]);
    const extra = edited && scope && !scope.has(edited.parentId) ? edited.parentId : null;
    const list = nestKept(index, (r) => r.enabledMark === 1 && !skip.has(r.id)
      && (!scope || scope.has(r.id) || r.id === extra),
    (r) => ({ ...pickerNode(index)(r), ...(r.id === extra ? { disabled: true } : {}) }));
    return ok(req.t('success'), { list });
  });

  // The organisations a custom department picker allows: the listed ones and everything below them, enabled only;
  // a keyword keeps the matching ones and their parents within that set.
  app.post<{ Body: { departIds: string[]; keyword?: string } }>(`${BASE}/OrganizeCondition`, {
    config: { access: 'session' },
    schema: { body: { type: 'object', required: ['departIds'], additionalProperties: false, properties: {
      departIds: idList, keyword: { type: 'string', maxLength: 100 } } } },
  }, async (req) => {
    const index = await loadOrganizes(db);
    const allowed = withDescendants(index, req.body.departIds);
    const word = req.body.keyword?.trim().toLowerCase();
    const hits = index.rows.filter((r) => allowed.has(r.id) && r.enabledMark === 1
      && (!word || r.fullName.toLowerCase().includes(word)));
    const keep = new Set(hits.flatMap((r) => [...ancestorsOf(index, r.id), r.id]).filter((id) => allowed.has(id)));
    return ok(req.t('success'), { list: nestKept(index, (r) => keep.has(r.id) && r.enabledMark === 1,
      pickerNode(index)) });
  });
}
