/**
 * Serial-number reads for forms (docs/api-contract.md "Serial numbers and files"): the number reserved for the
 * current user, and the paged rule picker. Any signed-in user.
 */
import type { FastifyInstance } from 'fastify';
import { currentUser, type AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { reserveBillNumber } from './reservation';

const SORTABLE = ['fullName', 'enCode', 'startNumber', 'sortCode', 'creatorTime'] as const;

interface SelectorQuery { keyword?: string; currentPage?: number; pageSize?: number; sort?: string;
  sidx?: (typeof SORTABLE)[number] | ''; categoryId?: string }

export async function billRuleModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const lockRows = Boolean(ctx.config.databaseUrl);

  app.get<{ Params: { enCode: string } }>('/api/system/BillRule/BillNumber/:enCode', {
    config: { access: 'session' },
    schema: { params: { type: 'object', required: ['enCode'], properties: {
      enCode: { type: 'string', minLength: 1, maxLength: 200 } } } },
  }, async (req) => {
    const user = currentUser(req.session);
    return ok(req.t('success'), await reserveBillNumber(db, user.id, req.params.enCode, lockRows));
  });

  app.get<{ Querystring: SelectorQuery }>('/api/system/BillRule/Selector', {
    config: { access: 'session' },
    schema: { querystring: { type: 'object', properties: {
      keyword: { type: 'string', maxLength: 100 },
      currentPage: { type: 'integer', minimum: 1, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: 1000, default: 20 },
      sort: { type: 'string', enum: ['asc', 'desc', ''] },
      sidx: { type: 'string', enum: [...SORTABLE, ''] },
      categoryId: { type: 'string', maxLength: 200 },
    } } },
  }, async (req) => {
    const { currentPage = 1, pageSize = 20, sort, sidx, categoryId } = req.query;
    const keyword = req.query.keyword?.trim().toLowerCase();
    let q = db.selectFrom('billRule').select(['id', 'fullName', 'enCode', 'startNumber', 'category', 'prefix',
      'dateFormat', 'digit', 'sortCode', 'creatorTime']).where('enabledMark', '=', 1);
    if (categoryId && categoryId !== '0') q = q.where('category', '=', categoryId);
    const all = await (sidx ? q.orderBy(sidx, sort === 'asc' ? 'asc' : 'desc')
      : q.orderBy('sortCode').orderBy('creatorTime', 'desc')).orderBy('id').execute();
    // Keyword on name and code, case-insensitively on both stores.
    const hits = keyword ? all.filter((r) => `${r.fullName}\n${r.enCode}`.toLowerCase().includes(keyword)) : all;
    return ok(req.t('success'), { list: hits.slice((currentPage - 1) * pageSize, currentPage * pageSize),
      pagination: { currentPage, pageSize, total: hits.length } });
  });
}
