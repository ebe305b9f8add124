/**
 * 公告管理: notices written, edited while unreleased, released (at once: a receipt per recipient and a push to
 * their sockets) and deleted (with every copy). Granted through the 公告管理 menu like the other screens.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser, type AppContext } from '../../context';
import type { Db } from '../../db';
import { likeText } from '../../db/like';
import { ApiError, ok } from '../../http/envelope';
import { orderedId } from '../../lib/orderedId';
import { screenBody, screenForm } from '../../http/screenForm';
import type { Lang } from '../../i18n';
import type { FieldDef } from '../../../engine/types';
import { assertFieldFiles } from '../file/fieldRules';
import { mayReadFile } from '../file/readable';
import { NOTICE } from './counts';
import { deliver, recipients } from './deliver';
import { messageText, type MessageText } from './messages';
import { idParams, notFound, userNames } from './records';

export const NOTICE_MENU = 'system.notice';
const NOTICE_FORM = 'system/forms/notice.form.json';

interface NoticeBody { title: string; toUserIds?: string[]; bodyText?: string; files?: unknown[] }
interface NoticeQuery { currentPage?: number; pageSize?: number; keyword?: string; enabledMark?: string }

const refuse = (req: FastifyRequest, key: MessageText) => new ApiError(400, 'paramInvalid', {}, messageText(req.lang, key));

/**
 * The attachments field as the notice form configures its upload widget (count, size bound), so the server judges
 * the stored files by the rule the form applied before sending them.
 */
function attachmentsField(lang: Lang): FieldDef {
  const { form } = screenForm(NOTICE_FORM);
  const options = (form.uiSchema?.files as { 'ui:options'?: { field?: Record<string, unknown> } } | undefined)?.['ui:options']?.field ?? {};
  const label = (form.i18n?.[lang] as Record<string, string> | undefined)?.files
    ?? (form.schema.properties as Record<string, { title?: string }>).files.title ?? '';
  return { __config__: { jnpfKey: 'uploadFz', label }, ...options } as FieldDef;
}

/** The body as stored: the title trimmed, recipients checked to be enabled users, attachments within the form's rule. */
async function stored(db: Db, req: FastifyRequest, b: NoticeBody, before: unknown[] = []) {
  const title = b.title.trim();
  if (!title) throw refuse(req, 'titleRequired');
  const ids = [...new Set(b.toUserIds ?? [])];
  if (ids.length && (await recipients(db, ids)).length !== ids.length) throw refuse(req, 'recipientsMissing');
  await assertFieldFiles(db, req.lang, attachmentsField(req.lang), b.files ?? [], before,
    (type, name) => mayReadFile(db, req, { type, name }));
  return { title, bodyText: b.bodyText ?? '', files: JSON.stringify(b.files ?? []),
    toUserIds: ids.length ? JSON.stringify(ids) : null };
}

export async function noticeRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const body = screenBody(NOTICE_FORM);
  const find = async (req: FastifyRequest, id: string) => {
    const row = await db.selectFrom('message').selectAll().where('id', '=', id).where('type', '=', NOTICE)
      .executeTakeFirst();
    if (!row) throw notFound(req);
    return row;
  };

  app.get<{ Querystring: NoticeQuery }>('/api/message/Notice', {
    config: { access: 'menu', menu: NOTICE_MENU },
    schema: { querystring: { type: 'object', properties: {
      currentPage: { type: 'integer', minimum: 1, maximum: 100000 }, pageSize: { type: 'integer', minimum: 1, maximum: 500 },
      keyword: { type: 'string', maxLength: 100 }, enabledMark: { type: 'string', pattern: '^[01]?$' } } } },
  }, async (req) => {
    const { currentPage = 1, pageSize = 20, keyword, enabledMark } = req.query;
    let q = db.selectFrom('message').where('type', '=', NOTICE);
    if (keyword?.trim()) q = q.where(likeText('title', keyword.trim()));
    if (enabledMark) q = q.where('enabledMark', '=', Number(enabledMark));
    const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await q.selectAll().orderBy('creatorTime', 'desc').orderBy('id', 'desc')
      .limit(pageSize).offset((currentPage - 1) * pageSize).execute();
    const names = await userNames(db, rows.flatMap((r) => [r.releaseUserId, r.creatorUserId]));
    const list = rows.map((r) => ({ id: r.id, title: r.title, type: Number(r.type), enabledMark: r.enabledMark,
      releaseUser: names.get(r.releaseUserId ?? '') ?? '', releaseTime: r.releaseTime == null ? null : Number(r.releaseTime),
      creatorUser: names.get(r.creatorUserId ?? '') ?? '', creatorTime: Number(r.creatorTime),
      lastModifyTime: r.lastModifyTime == null ? null : Number(r.lastModifyTime) }));
    return ok(req.t('success'), { list, pagination: { currentPage, pageSize, total } });
  });

  app.post<{ Body: NoticeBody }>('/api/message', {
    config: { access: 'menu', menu: NOTICE_MENU, button: 'btn_add' }, preValidation: body,
  }, async (req) => {
    const values = await stored(db, req, req.body);
    const id = orderedId();
    await db.insertInto('message').values({ id, type: NOTICE, flowType: null, ...values, enabledMark: 0,
      releaseUserId: null, releaseTime: null, creatorUserId: currentUser(req.session).id, creatorTime: Date.now(),
      lastModifyTime: null }).execute();
    return ok(req.t('created'), { id });
  });

  app.put<{ Params: { id: string }; Body: NoticeBody }>('/api/message/:id', {
    config: { access: 'menu', menu: NOTICE_MENU, button: 'btn_edit' }, schema: { params: idParams }, preValidation: body,
  }, async (req) => {
    const row = await find(req, req.params.id);
    if (row.enabledMark === 1) throw refuse(req, 'released');
    let before: unknown[] = [];
    try {
      before = JSON.parse(row.files ?? '[]') as unknown[];
    } catch { /* an unreadable list holds nothing to keep */ }
    const values = await stored(db, req, req.body, Array.isArray(before) ? before : []);
    await db.updateTable('message').set({ ...values, lastModifyTime: Date.now() }).where('id', '=', row.id)
      .where('enabledMark', '=', 0).execute();
    return ok(req.t('updated'));
  });

  app.get<{ Params: { id: string } }>('/api/message/:id', {
    config: { access: 'menu', menu: NOTICE_MENU }, schema: { params: idParams },
  }, async (req) => {
    const r = await find(req, req.params.id);
    let files: unknown = [];
    try {
      files = JSON.parse(r.files ?? '[]');
    } catch { /* an unreadable list shows no attachment */ }
    return ok(req.t('success'), { id: r.id, title: r.title, bodyText: r.bodyText ?? '', files,
      toUserIds: r.toUserIds ? JSON.parse(r.toUserIds) as string[] : [], enabledMark: r.enabledMark,
      releaseTime: r.releaseTime == null ? null : Number(r.releaseTime) });
  });

  app.delete<{ Params: { id: string } }>('/api/message/:id', {
    config: { access: 'menu', menu: NOTICE_MENU, button: 'btn_remove' }, schema: { params: idParams },
  }, async (req) => {
    const row = await find(req, req.params.id);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('messageReceive').where('messageId', '=', row.id).execute();
      await trx.deleteFrom('message').where('id', '=', row.id).execute();
    });
    return ok(req.t('deleted'));
  });

  app.put<{ Params: { id: string } }>('/api/message/:id/Actions/Release', {
    config: { access: 'menu', menu: NOTICE_MENU, button: 'btn_release' }, schema: { params: idParams },
  }, async (req) => {
    const row = await find(req, req.params.id);
    const now = Date.now();
    const user = currentUser(req.session);
    // Only the call that flips the draft delivers it, so two clicks do not send it twice.
    const flipped = await db.updateTable('message').set({ enabledMark: 1, releaseTime: now, releaseUserId: user.id })
      .where('id', '=', row.id).where('enabledMark', '=', 0).executeTakeFirst();
    if (Number(flipped.numUpdatedRows) !== 1) throw refuse(req, 'notReleasable');
    const to = await recipients(db, row.toUserIds ? JSON.parse(row.toUserIds) as string[] : null);
    await deliver(ctx, { id: row.id, title: row.title, type: NOTICE, releaseTime: now, releaseUserId: user.id }, to);
    return ok(req.t('success'));
  });
}
