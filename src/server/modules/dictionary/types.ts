/**
 * Dictionary categories (DictionaryType): one category, the parent picker (the tree under a top node '-1', without
 * the category being edited and what is below it), create, edit, delete. The list (GET /DictionaryType) stays in
 * index.ts, readable by every signed-in user for the pickers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { ok } from '../../http/envelope';
import { screenBody } from '../../http/screenForm';
import { byMenu, exclusive, idParams, newId, notFound } from '../organize/adminCommon';
import { DICTIONARY_MENU, refuse, toTree, withDescendants, type TreeNode } from './common';
import { dictionaryText } from './messages';

const BASE = '/api/system/DictionaryType';
export const TYPE_ROOT = '-1';

interface TypeBody { parentId: string; fullName: string; enCode: string; isTree?: number; sortCode?: number;
  description?: string }

/** Checks a category about to be stored: parent exists (and is not itself or below it), name and code unused. */
async function checkType(req: FastifyRequest, db: Db, b: TypeBody, selfId?: string) {
  const fullName = b.fullName.trim();
  const enCode = b.enCode.trim();
  const rows = await db.selectFrom('dictionaryType').select(['id', 'parentId', 'fullName', 'enCode']).execute();
  if (b.parentId !== TYPE_ROOT && !rows.some((r) => r.id === b.parentId)) throw refuse(req, 'typeParentMissing');
  if (selfId && withDescendants(rows, selfId).has(b.parentId)) throw refuse(req, 'typeParentLoop');
  const others = rows.filter((r) => r.id !== selfId);
  if (others.some((r) => r.enCode === enCode)) throw refuse(req, 'typeCodeTaken');
  if (others.some((r) => r.fullName === fullName)) throw refuse(req, 'typeNameTaken');
  return { parentId: b.parentId, fullName, enCode, isTree: b.isTree ?? 0, sortCode: b.sortCode ?? 0,
    description: b.description ?? null };
}

export async function dictionaryTypeAdmin(app: FastifyInstance, { db }: AppContext) {
  const body = screenBody('system/forms/dictionaryType.form.json');
  const find = async (id: string) => {
    const row = await db.selectFrom('dictionaryType').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  // The category dialog's parent picker: every category but `id` and its descendants ('0' leaves none out).
  app.get<{ Params: { id: string } }>(`${BASE}/Selector/:id`, { config: { access: 'session' },
    schema: { params: idParams } }, async (req) => {
    const rows = await db.selectFrom('dictionaryType').select(['id', 'parentId', 'fullName', 'enCode', 'isTree'])
      .orderBy('sortCode').orderBy('id').execute();
    const hidden = req.params.id === '0' ? new Set<string>() : withDescendants(rows, req.params.id);
    const tree = toTree(rows.filter((r) => !hidden.has(r.id)) as TreeNode[]);
    const top = { id: TYPE_ROOT, parentId: '0', fullName: dictionaryText(req.lang, 'topNode'), enCode: '', isTree: 1, children: tree };
    return ok(req.t('success'), { list: [top] });
  });

  app.get<{ Params: { id: string } }>(`${BASE}/:id`, { config: byMenu(DICTIONARY_MENU),
    schema: { params: idParams } }, async (req) => ok(req.t('success'), await find(req.params.id)));

  app.post<{ Body: TypeBody }>(BASE, { config: byMenu(DICTIONARY_MENU, 'btn_add'), preValidation: body },
    async (req) => {
      const id = newId();
      await exclusive(db, 'dictionaryType', async (trx) => {
        const values = await checkType(req, trx, req.body);
        await trx.insertInto('dictionaryType').values({ id, ...values, enabledMark: 1, creatorTime: Date.now() })
          .execute();
      });
      return ok(req.t('created'), { id });
    });

  // Parent and tree switch stay as they are once a category exists (entries are stored by them).
  app.put<{ Params: { id: string }; Body: TypeBody }>(`${BASE}/:id`, { config: byMenu(DICTIONARY_MENU, 'btn_edit'),
    schema: { params: idParams }, preValidation: body }, async (req) => {
    const row = await find(req.params.id);
    await exclusive(db, 'dictionaryType', async (trx) => {
      const values = await checkType(req, trx, { ...req.body, parentId: row.parentId, isTree: row.isTree }, row.id);
      await trx.updateTable('dictionaryType').set(values).where('id', '=', row.id).execute();
    });
    return ok(req.t('updated'));
  });

  app.delete<{ Params: { id: string } }>(`${BASE}/:id`, { config: byMenu(DICTIONARY_MENU, 'btn_remove'),
    schema: { params: idParams } }, async (req) => {
    const row = await find(req.params.id);
    await exclusive(db, 'dictionaryType', async (trx) => {
      const child = await trx.selectFrom('dictionaryType').select('id').where('parentId', '=', row.id)
        .executeTakeFirst();
      if (child) throw refuse(req, 'typeHasChildren');
      const entry = await trx.selectFrom('dictionaryData').select('id').where('dictionaryTypeId', '=', row.id)
        .executeTakeFirst();
      if (entry) throw refuse(req, 'typeHasData');
      await trx.deleteFrom('dictionaryType').where('id', '=', row.id).execute();
    });
    return ok(req.t('deleted'));
  });
}
