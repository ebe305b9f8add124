/**
 * Dictionaries: the reads form selects use (docs/api-contract.md), and the 数据字典 administration of categories
 * (types.ts), entries (data.ts) and a category's export and import (exchange.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import type { Db } from '../../db';
import { toTree, type TreeNode } from './common';
import { dictionaryDataAdmin } from './data';
import { dictionaryExchange } from './exchange';
import { dictionaryTypeAdmin } from './types';

type Node = TreeNode;

async function findType(db: Db, idOrCode: string) {
  return db.selectFrom('dictionaryType').selectAll()
    .where((eb) => eb.or([eb('id', '=', idOrCode), eb('enCode', '=', idOrCode)])).executeTakeFirst();
}

async function entries(db: Db, typeId: string, isTree: boolean) {
  const rows = await db.selectFrom('dictionaryData')
    .select(['id', 'parentId', 'fullName', 'enCode', 'sortCode', 'enabledMark', 'description'])
    .where('dictionaryTypeId', '=', typeId).where('enabledMark', '=', 1)
    .orderBy('sortCode').orderBy('creatorTime').orderBy('id').execute();
  const nodes: Node[] = rows.map((r) => ({ ...r, parentId: isTree ? r.parentId : '0' }));
  return isTree ? toTree(nodes) : nodes;
}

const typeParams = { type: 'object', required: ['dictionaryTypeId'],
  properties: { dictionaryTypeId: { type: 'string', minLength: 1, maxLength: 100 } } };

export async function dictionaryModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.get<{ Params: { dictionaryTypeId: string } }>('/api/system/DictionaryData/:dictionaryTypeId/Data/Selector',
    { config: { access: 'session' }, schema: { params: typeParams } }, async (req) => {
      const type = await findType(db, req.params.dictionaryTypeId);
      if (!type) throw new ApiError(404, 'recordNotFound');
      return ok(req.t('success'), { list: await entries(db, type.id, type.isTree === 1) });
    });

  app.get('/api/system/DictionaryData/All', { config: { access: 'session' } }, async (req) => {
    const types = await db.selectFrom('dictionaryType').selectAll().orderBy('sortCode').orderBy('id').execute();
    const list = [];
    for (const t of types) {
      list.push({ id: t.id, enCode: t.enCode, fullName: t.fullName, isTree: t.isTree,
        dictionaryList: await entries(db, t.id, t.isTree === 1) });
    }
    return ok(req.t('success'), { list });
  });

  app.get<{ Querystring: { keyword?: string; isTree?: string } }>('/api/system/DictionaryType', {
    config: { access: 'session' },
    schema: { querystring: { type: 'object', properties: {
      keyword: { type: 'string', maxLength: 100 }, isTree: { type: 'string', enum: ['', '0', '1'] } } } },
  }, async (req) => {
    const rows = await db.selectFrom('dictionaryType')
      .select(['id', 'parentId', 'fullName', 'enCode', 'isTree', 'sortCode', 'description'])
      .orderBy('sortCode').orderBy('id').execute();
    const keyword = req.query.keyword?.trim().toLowerCase();
    let list: Node[] = rows.filter((r) => !req.query.isTree || String(r.isTree) === req.query.isTree);
    // A keyword answers the matching categories flat; otherwise the category tree.
    if (keyword) {
      list = list.filter((r) => `${r.fullName} ${r.enCode}`.toLowerCase().includes(keyword));
      return ok(req.t('success'), { list });
    }
    return ok(req.t('success'), { list: toTree(list) });
  });

  await dictionaryTypeAdmin(app, ctx);
  await dictionaryDataAdmin(app, ctx);
  await dictionaryExchange(app, ctx);
}
