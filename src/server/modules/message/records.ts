/**
 * A user's own messages (the message drawer and the message centre): the paged list with keyword, type and read
 * filters, mark-all-read, opening one (which reads it), and deleting their copies. Each user sees only the
 * receipts made for them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser, type AppContext } from '../../context';
import type { Db } from '../../db';
import { likeText } from '../../db/like';
import { ApiError, ok } from '../../http/envelope';
import { messageText } from './messages';

interface ListQuery { currentPage?: number; pageSize?: number; sort?: 'asc' | 'desc'; keyword?: string;
  type?: string; isRead?: string }

export const filterProps = {
  keyword: { type: 'string', maxLength: 100 },
  type: { type: 'string', pattern: '^[123]?$' },
  isRead: { type: 'string', pattern: '^[01]?$' },
};
const listQuery = { type: 'object', properties: {
  ...filterProps,
  currentPage: { type: 'integer', minimum: 1, maximum: 100000 },
  pageSize: { type: 'integer', minimum: 1, maximum: 500 },
  sort: { type: 'string', enum: ['asc', 'desc'] },
} };
export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } };

export const notFound = (req: FastifyRequest) => new ApiError(404, 'recordNotFound', {}, messageText(req.lang, 'messageNotFound'));

/** The user's receipts joined to their messages, narrowed by the drawer's filters. */
function mine(db: Db, userId: string, f: { keyword?: string; type?: string; isRead?: string }) {
  let q = db.selectFrom('messageReceive').innerJoin('message', 'message.id', 'messageReceive.messageId')
    .where('messageReceive.userId', '=', userId);
  if (f.type) q = q.where('messageReceive.type', '=', Number(f.type));
  if (f.isRead) q = q.where('messageReceive.isRead', '=', Number(f.isRead));
  const keyword = f.keyword?.trim();
  if (keyword) q = q.where(likeText('message.title', keyword));
  return q;
}

/** Display names of the users who released messages. */
export async function userNames(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((x): x is string => Boolean(x)))];
  if (!wanted.length) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'realName', 'account']).where('id', 'in', wanted).execute();
  return new Map(rows.map((u) => [u.id, `${u.realName}/${u.account}`]));
}

export async function recordRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  app.get<{ Querystring: ListQuery }>('/api/message', {
    config: { access: 'session' }, schema: { querystring: listQuery },
  }, async (req) => {
    const user = currentUser(req.session);
    const { currentPage = 1, pageSize = 20, sort = 'desc' } = req.query;
    const base = mine(db, user.id, req.query);
    const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await base.select(['message.id', 'message.title', 'message.type', 'message.flowType',
      'message.releaseUserId', 'message.releaseTime', 'messageReceive.isRead', 'messageReceive.creatorTime'])
      .orderBy('messageReceive.creatorTime', sort).orderBy('messageReceive.id', sort)
      .limit(pageSize).offset((currentPage - 1) * pageSize).execute();
    const names = await userNames(db, rows.map((r) => r.releaseUserId));
    const list = rows.map((r) => ({ id: r.id, title: r.title, type: Number(r.type), flowType: r.flowType,
      isRead: String(r.isRead), releaseUser: names.get(r.releaseUserId ?? '') ?? '',
      releaseTime: r.releaseTime == null ? null : Number(r.releaseTime), creatorTime: Number(r.creatorTime) }));
    return ok(req.t('success'), { list, pagination: { currentPage, pageSize, total } });
  });

  app.post<{ Body: ListQuery | undefined; Querystring: ListQuery }>('/api/message/Actions/ReadAll', {
    config: { access: 'session' },
    schema: { body: { type: ['object', 'null'], properties: filterProps }, querystring: { type: 'object', properties: filterProps } },
  }, async (req) => {
    const user = currentUser(req.session);
    const f = { ...req.query, ...(req.body ?? {}) };
    const ids = (await mine(db, user.id, { ...f, isRead: '0' }).select('messageReceive.id').execute()).map((r) => r.id);
    for (let i = 0; i < ids.length; i += 500) {
      await db.updateTable('messageReceive').set({ isRead: 1, readTime: Date.now() })
        .where('id', 'in', ids.slice(i, i + 500)).execute();
    }
    return ok(req.t('success'));
  });

  app.get<{ Params: { id: string } }>('/api/message/ReadInfo/:id', {
    config: { access: 'session' }, schema: { params: idParams },
  }, async (req) => {
    const user = currentUser(req.session);
    const row = await db.selectFrom('messageReceive').innerJoin('message', 'message.id', 'messageReceive.messageId')
      .selectAll('message').select(['messageReceive.id as receiveId', 'messageReceive.isRead'])
      .where('messageReceive.userId', '=', user.id).where('message.id', '=', req.params.id).executeTakeFirst();
    if (!row) throw notFound(req);
    if (row.isRead === 0) {
      await db.updateTable('messageReceive').set({ isRead: 1, readTime: Date.now() }).where('id', '=', row.receiveId)
        .execute();
    }
    const names = await userNames(db, [row.releaseUserId]);
    return ok(req.t('success'), { id: row.id, title: row.title, type: Number(row.type), flowType: row.flowType,
      bodyText: row.bodyText ?? '', files: row.files ?? '[]', releaseUser: names.get(row.releaseUserId ?? '') ?? '',
      releaseTime: row.releaseTime == null ? null : Number(row.releaseTime), isRead: '1' });
  });

  // The original sends the ids comma-separated (in the body); the query carries them too, as a DELETE's params.
  const idsSchema = { anyOf: [{ type: 'string', maxLength: 20000 },
    { type: 'array', maxItems: 500, items: { type: 'string', maxLength: 64 } }] };
  app.delete<{ Body: { ids?: string | string[] } | undefined; Querystring: { ids?: string } }>('/api/message/Record', {
    config: { access: 'session' },
    schema: { body: { type: ['object', 'null'], properties: { ids: idsSchema } },
      querystring: { type: 'object', properties: { ids: { type: 'string', maxLength: 20000 } } } },
  }, async (req) => {
    const user = currentUser(req.session);
    const given = req.body?.ids ?? req.query.ids;
    if (given === undefined) throw new ApiError(400, 'paramInvalid', { field: 'ids' });
    const ids = (Array.isArray(given) ? given : given.split(',')).map((s) => s.trim()).filter(Boolean);
    if (ids.length) {
      await db.deleteFrom('messageReceive').where('userId', '=', user.id).where('messageId', 'in', ids.slice(0, 500))
        .execute();
    }
    return ok(req.t('deleted'));
  });
}
