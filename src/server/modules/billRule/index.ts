/**
 * Serial-number reads for forms (docs/api-contract.md "Serial numbers and files"): the number reserved for the
 * current user (for a rule a form the user may use names), and the paged rule picker (any signed-in user); the
 * 单据规则 administration is admin.ts.
 */
import type { FastifyInstance } from 'fastify';
import { canonicalKind } from '../../../engine/form/kinds';
import { currentUser, type AppContext } from '../../context';
import type { Db } from '../../db';
import type { User } from '../../db/schema';
import { ApiError, ok } from '../../http/envelope';
import { accessOf, shownFields, usableForms } from '../permission/recordAccess';
import { billRuleAdmin } from './admin';
import { reserveBillNumber } from './reservation';

/** Administrators always; others when a billRule field they see, in a form they may use, names the rule. */
async function mayReserve(db: Db, user: User, enCode: string): Promise<boolean> {
  if (user.isAdministrator === 1) return true;
  for (const model of await usableForms(db, await accessOf(db, user))) {
    if (!model.grants.usable) continue;
    for (const f of shownFields(model.form, model.grants.formGranted)) {
      if (canonicalKind(f.__config__.jnpfKey) === 'billRule' && f.__config__.rule === enCode) return true;
    }
  }
  return false;
}

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
    // A number is reserved only for a form the user may fill: a rule no such form uses is refused, known or not.
    if (!(await mayReserve(db, user, req.params.enCode))) throw new ApiError(403, 'forbidden');
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

  await billRuleAdmin(app, ctx);
}
