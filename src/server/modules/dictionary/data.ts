/**
 * Dictionary entries (DictionaryData): a category's entries for the 数据字典 screen and the dynamic-dictionary menu
 * (every entry, enabled or not; a tree for a tree category, flat matches for a keyword), the entry dialog's parent
 * picker (the category as top node), one entry, create, edit, state and delete. A parent equal to the category is
 * stored as '0', the root. Writes are for holders of 数据字典 or of a dynamic dictionary menu opening the entry's
 * category (entryAccess.ts), checked before the body.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { likeText } from '../../db/like';
import { ok } from '../../http/envelope';
import { screenBody } from '../../http/screenForm';
import { exclusive, idParams, newId, notFound } from '../organize/adminCommon';
import { refuse, toTree, withDescendants, type TreeNode } from './common';
import { assertMayMaintain } from './entryAccess';

const BASE = '/api/system/DictionaryData';
const ROOT = '0';

interface DataBody { dictionaryTypeId: string; parentId: string; fullName: string; enCode: string; sortCode?: number;
  enabledMark?: number; description?: string }

const COLUMNS = ['id', 'dictionaryTypeId', 'parentId', 'fullName', 'enCode', 'sortCode', 'enabledMark',
  'description'] as const;

async function typeOf(req: FastifyRequest, db: Db, id: string) {
  const type = await db.selectFrom('dictionaryType').selectAll()
    .where((eb) => eb.or([eb('id', '=', id), eb('enCode', '=', id)])).executeTakeFirst();
  if (!type) throw refuse(req, 'typeMissing');
  return type;
}

/** Checks an entry about to be stored: category and parent exist, no loop, name and code unused in the category. */
async function checkData(req: FastifyRequest, db: Db, b: DataBody, selfId?: string) {
  const type = await typeOf(req, db, b.dictionaryTypeId);
  const parentId = !b.parentId || b.parentId === type.id ? ROOT : b.parentId;
  const rows = await db.selectFrom('dictionaryData').select(['id', 'parentId', 'fullName', 'enCode'])
    .where('dictionaryTypeId', '=', type.id).execute();
  if (parentId !== ROOT && !rows.some((r) => r.id === parentId)) throw refuse(req, 'dataParentMissing');
  if (selfId && withDescendants(rows, selfId).has(parentId)) throw refuse(req, 'dataParentLoop');
  const others = rows.filter((r) => r.id !== selfId);
  const fullName = b.fullName.trim();
  const enCode = b.enCode.trim();
  if (others.some((r) => r.enCode === enCode)) throw refuse(req, 'dataCodeTaken');
  if (others.some((r) => r.fullName === fullName)) throw refuse(req, 'dataNameTaken');
  return { dictionaryTypeId: type.id, parentId, fullName, enCode, sortCode: b.sortCode ?? 0,
    enabledMark: b.enabledMark ?? 1, description: b.description ?? null };
}

export async function dictionaryDataAdmin(app: FastifyInstance, { db }: AppContext) {
  const body = screenBody('system/forms/dictionaryData.form.json');
  const find = async (id: string) => {
    const row = await db.selectFrom('dictionaryData').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };
  const typeParams = { type: 'object', required: ['typeId'], properties: { typeId: idParams.properties.id } };
  // The caller's right over the category of the stored entry the path names (none: only 数据字典 holders pass).
  const byStoredEntry = (button?: string) => async (req: FastifyRequest) => {
    const id = (req.params as { id?: unknown }).id;
    const row = typeof id === 'string' ? await db.selectFrom('dictionaryData').select('dictionaryTypeId')
      .where('id', '=', id).executeTakeFirst() : undefined;
    await assertMayMaintain(db, req, row?.dictionaryTypeId, button);
  };
  const byBodyCategory = (button: string) => async (req: FastifyRequest) => {
    const typeId = (req.body as { dictionaryTypeId?: unknown } | undefined)?.dictionaryTypeId;
    await assertMayMaintain(db, req, typeof typeId === 'string' ? typeId : undefined, button);
  };

  app.get<{ Params: { typeId: string }; Querystring: { keyword?: string; isTree?: string } }>(`${BASE}/:typeId`, {
    config: { access: 'session' },
    schema: { params: typeParams, querystring: { type: 'object', properties: {
      keyword: { type: 'string', maxLength: 100 }, isTree: { type: 'string', enum: ['', '0', '1'] } } } },
  }, async (req) => {
    const type = await typeOf(req, db, req.params.typeId);
    let q = db.selectFrom('dictionaryData').select(COLUMNS).where('dictionaryTypeId', '=', type.id);
    const keyword = req.query.keyword?.trim();
    if (keyword) q = q.where((eb) => eb.or([likeText('fullName', keyword), likeText('enCode', keyword)]));
    const rows = await q.orderBy('sortCode').orderBy('creatorTime').orderBy('id').execute();
    const parents = new Set(rows.map((r) => r.parentId));
    const nodes: TreeNode[] = rows.map((r) => ({ ...r, hasChildren: parents.has(r.id) }));
    const tree = (req.query.isTree ? req.query.isTree === '1' : type.isTree === 1) && !keyword;
    return ok(req.t('success'), { list: tree ? toTree(nodes) : nodes });
  });

  // The entry dialog's parent picker: the category as top node over its entries, without `id` and what is below it.
  app.get<{ Params: { typeId: string; id: string } }>(`${BASE}/:typeId/Selector/:id`, {
    config: { access: 'session' },
    schema: { params: { type: 'object', required: ['typeId', 'id'], properties: {
      typeId: idParams.properties.id, id: idParams.properties.id } } },
  }, async (req) => {
    const type = await typeOf(req, db, req.params.typeId);
    const rows = await db.selectFrom('dictionaryData').select(['id', 'parentId', 'fullName', 'enCode'])
      .where('dictionaryTypeId', '=', type.id).orderBy('sortCode').orderBy('creatorTime').orderBy('id').execute();
    const hidden = req.params.id === ROOT ? new Set<string>() : withDescendants(rows, req.params.id);
    const children = type.isTree === 1 ? toTree(rows.filter((r) => !hidden.has(r.id)) as TreeNode[]) : [];
    return ok(req.t('success'), { list: [{ id: type.id, parentId: ROOT, fullName: type.fullName, enCode: type.enCode,
      children }] });
  });

  app.get<{ Params: { id: string } }>(`${BASE}/:id/Info`, { config: { access: 'session' },
    schema: { params: idParams }, preValidation: byStoredEntry() }, async (req) => ok(req.t('success'), await find(req.params.id)));

  app.post<{ Body: DataBody }>(BASE, { config: { access: 'session' }, preValidation: [byBodyCategory('btn_add'), body] },
    async (req) => {
      const id = newId();
      await exclusive(db, 'dictionaryData', async (trx) => {
        const values = await checkData(req, trx, req.body);
        await trx.insertInto('dictionaryData').values({ id, ...values, simpleSpelling: null, isDefault: null,
          creatorTime: Date.now() }).execute();
      });
      return ok(req.t('created'), { id });
    });

  // An entry stays in its category.
  app.put<{ Params: { id: string }; Body: DataBody }>(`${BASE}/:id`, { config: { access: 'session' },
    schema: { params: idParams }, preValidation: [byStoredEntry('btn_edit'), body] }, async (req) => {
    const row = await find(req.params.id);
    await exclusive(db, 'dictionaryData', async (trx) => {
      const values = await checkData(req, trx, { ...req.body, dictionaryTypeId: row.dictionaryTypeId }, row.id);
      await trx.updateTable('dictionaryData').set(values).where('id', '=', row.id).execute();
    });
    return ok(req.t('updated'));
  });

  app.delete<{ Params: { id: string } }>(`${BASE}/:id`, { config: { access: 'session' },
    schema: { params: idParams }, preValidation: byStoredEntry('btn_remove') }, async (req) => {
    const row = await find(req.params.id);
    await exclusive(db, 'dictionaryData', async (trx) => {
      const child = await trx.selectFrom('dictionaryData').select('id').where('parentId', '=', row.id)
        .where('dictionaryTypeId', '=', row.dictionaryTypeId).executeTakeFirst();
      if (child) throw refuse(req, 'dataHasChildren');
      await trx.deleteFrom('dictionaryData').where('id', '=', row.id).execute();
    });
    return ok(req.t('deleted'));
  });

  app.put<{ Params: { id: string } }>(`${BASE}/:id/Actions/State`, { config: { access: 'session' },
    schema: { params: idParams }, preValidation: byStoredEntry('btn_edit') }, async (req) => {
    const row = await find(req.params.id);
    await db.updateTable('dictionaryData').set({ enabledMark: row.enabledMark === 1 ? 0 : 1 })
      .where('id', '=', row.id).execute();
    return ok(req.t('updated'));
  });
}
