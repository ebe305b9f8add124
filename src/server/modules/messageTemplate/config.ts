/**
 * 消息模板 (MessageTemplateConfig): the paged list with its filters, one template, create, edit, delete, copy and
 * state. Bodies are checked with the screen's form file; the parameters are read from the {placeholders} of title
 * and body on every save. System templates (templateType 0) are shipped with the product: they keep their code and
 * cannot be deleted, since whatever sends those messages finds them by code. A copy is a custom template, disabled
 * until someone switches it on, so a half-edited copy never sends anything.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { templateParams } from '../../../engine/messageTemplate/params';
import { currentUser, type AppContext } from '../../context';
import type { Db } from '../../db';
import { likeText } from '../../db/like';
import { ApiError, ok } from '../../http/envelope';
import { screenBody } from '../../http/screenForm';
import { byMenu, exclusive, idParams, newId, notFound, page, pageQueryProps, type PageQuery } from '../organize/adminCommon';
import { messageTemplateText, type MessageTemplateText } from './messages';

export const MESSAGE_TEMPLATE_MENU = 'system.messageTemplate';
const BASE = '/api/message/MessageTemplateConfig';
const SYSTEM = 0;
const CUSTOM = 1;
/** Name and code limits of the form file; a copy that would pass them is refused instead of cut. */
const MAX_NAME = 50;
const MAX_CODE = 50;

interface TemplateBody { fullName: string; enCode: string; messageSource: string; messageType: string;
  templateCode?: string; title: string; content?: string; sortCode?: number; enabledMark?: number; description?: string }

interface ListQuery extends PageQuery { messageSource?: string; messageType?: string; templateType?: number;
  enabledMark?: number }

const refuse = (req: FastifyRequest, key: MessageTemplateText) =>
  new ApiError(400, 'paramInvalid', {}, messageTemplateText(req.lang, key));

/** Refuses a name or code another template has. */
async function checkUnique(req: FastifyRequest, db: Db, fullName: string, enCode: string, selfId?: string) {
  const others = (await db.selectFrom('messageTemplateConfig').select(['id', 'fullName', 'enCode'])
    .where((eb) => eb.or([eb('fullName', '=', fullName), eb('enCode', '=', enCode)])).execute())
    .filter((r) => r.id !== selfId);
  if (others.some((r) => r.enCode === enCode)) throw refuse(req, 'codeTaken');
  if (others.length) throw refuse(req, 'nameTaken');
}

/** The stored values of a validated body: trimmed texts, blanks refused, the parameters read from the texts. */
function valuesOf(b: TemplateBody) {
  const fullName = b.fullName.trim();
  const enCode = b.enCode.trim();
  const title = b.title.trim();
  for (const [field, v] of [['fullName', fullName], ['enCode', enCode], ['title', title]]) {
    if (!v) throw new ApiError(400, 'paramRequired', { field });
  }
  const content = b.content?.trim() ? b.content : null;
  return { fullName, enCode, title, content, messageSource: b.messageSource, messageType: b.messageType,
    templateCode: b.templateCode?.trim() || null, paramJson: JSON.stringify(templateParams(title, content)),
    sortCode: b.sortCode ?? 0, enabledMark: b.enabledMark ?? 1, description: b.description ?? null };
}

/** A stored template as the calls answer it: the parameters as a list. */
function shown<T extends { paramJson: string }>(row: T) {
  const { paramJson, ...rest } = row;
  let paramList: unknown = [];
  try { paramList = JSON.parse(paramJson); } catch { /* a broken list reads as none */ }
  return { ...rest, paramList };
}

export async function messageTemplateConfigRoutes(app: FastifyInstance, { db }: AppContext) {
  const body = screenBody('system/forms/messageTemplate.form.json');
  const find = async (id: string) => {
    const row = await db.selectFrom('messageTemplateConfig').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  app.get<{ Querystring: ListQuery }>(BASE, {
    config: byMenu(MESSAGE_TEMPLATE_MENU),
    schema: { querystring: { type: 'object', properties: { ...pageQueryProps,
      messageSource: { type: 'string', maxLength: 50 }, messageType: { type: 'string', maxLength: 50 },
      templateType: { type: 'integer', enum: [SYSTEM, CUSTOM] }, enabledMark: { type: 'integer', enum: [0, 1] } } } },
  }, async (req) => {
    const { messageSource, messageType, templateType, enabledMark } = req.query;
    let q = db.selectFrom('messageTemplateConfig').select(['id', 'fullName', 'enCode', 'templateType', 'messageSource',
      'messageType', 'title', 'templateCode', 'sortCode', 'enabledMark', 'description', 'creatorTime', 'lastModifyTime']);
    const keyword = req.query.keyword?.trim();
    if (keyword) {
      q = q.where((eb) => eb.or([likeText('fullName', keyword), likeText('enCode', keyword), likeText('title', keyword)]));
    }
    if (messageSource) q = q.where('messageSource', '=', messageSource);
    if (messageType) q = q.where('messageType', '=', messageType);
    if (templateType !== undefined) q = q.where('templateType', '=', templateType);
    if (enabledMark !== undefined) q = q.where('enabledMark', '=', enabledMark);
    const rows = await q.orderBy('sortCode').orderBy('creatorTime', 'desc').orderBy('id').execute();
    return ok(req.t('success'), page(rows, req.query));
  });

  app.get<{ Params: { id: string } }>(`${BASE}/:id`, { config: byMenu(MESSAGE_TEMPLATE_MENU), schema: { params: idParams } },
    async (req) => ok(req.t('success'), shown(await find(req.params.id))));

  app.post<{ Body: TemplateBody }>(BASE, { config: byMenu(MESSAGE_TEMPLATE_MENU, 'btn_add'), preValidation: body },
    async (req) => {
      const id = newId();
      const values = valuesOf(req.body);
      await exclusive(db, 'messageTemplate', async (trx) => {
        await checkUnique(req, trx, values.fullName, values.enCode);
        await trx.insertInto('messageTemplateConfig').values({ id, ...values, templateType: CUSTOM,
          creatorUserId: currentUser(req.session).id, creatorTime: Date.now(), lastModifyUserId: null,
          lastModifyTime: null }).execute();
      });
      return ok(req.t('created'), { id });
    });

  app.put<{ Params: { id: string }; Body: TemplateBody }>(`${BASE}/:id`, {
    config: byMenu(MESSAGE_TEMPLATE_MENU, 'btn_edit'), schema: { params: idParams }, preValidation: body,
  }, async (req) => {
    const values = valuesOf(req.body);
    const row = await find(req.params.id);
    await exclusive(db, 'messageTemplate', async (trx) => {
      if (row.templateType === SYSTEM && values.enCode !== row.enCode) throw refuse(req, 'systemCode');
      await checkUnique(req, trx, values.fullName, values.enCode, row.id);
      await trx.updateTable('messageTemplateConfig').set({ ...values, lastModifyUserId: currentUser(req.session).id,
        lastModifyTime: Date.now() }).where('id', '=', row.id).execute();
    });
    return ok(req.t('updated'));
  });

  app.delete<{ Params: { id: string } }>(`${BASE}/:id`, { config: byMenu(MESSAGE_TEMPLATE_MENU, 'btn_remove'),
    schema: { params: idParams } }, async (req) => {
    const row = await find(req.params.id);
    if (row.templateType === SYSTEM) throw refuse(req, 'systemDelete');
    await db.deleteFrom('messageTemplateConfig').where('id', '=', row.id).execute();
    return ok(req.t('deleted'));
  });

  app.post<{ Params: { id: string } }>(`${BASE}/copy/:id`, { config: byMenu(MESSAGE_TEMPLATE_MENU, 'btn_add'),
    schema: { params: idParams } }, async (req) => {
    const row = await find(req.params.id);
    // A short random tail keeps copies of copies apart; the original's name stays readable in front of it.
    const tail = randomBytes(4).toString('hex').slice(0, 5);
    const fullName = `${row.fullName}.副本${tail}`;
    const enCode = `${row.enCode}${tail}`;
    if (fullName.length > MAX_NAME || enCode.length > MAX_CODE) throw refuse(req, 'copyLimit');
    const id = newId();
    await exclusive(db, 'messageTemplate', async (trx) => {
      await checkUnique(req, trx, fullName, enCode);
      await trx.insertInto('messageTemplateConfig').values({ ...row, id, fullName, enCode, templateType: CUSTOM,
        enabledMark: 0, creatorUserId: currentUser(req.session).id, creatorTime: Date.now(), lastModifyUserId: null,
        lastModifyTime: null }).execute();
    });
    return ok(messageTemplateText(req.lang, 'copied'), { id });
  });

  app.put<{ Params: { id: string } }>(`${BASE}/:id/Actions/State`, { config: byMenu(MESSAGE_TEMPLATE_MENU, 'btn_edit'),
    schema: { params: idParams } }, async (req) => {
    const row = await find(req.params.id);
    await db.updateTable('messageTemplateConfig').set({ enabledMark: row.enabledMark === 1 ? 0 : 1,
      lastModifyUserId: currentUser(req.session).id, lastModifyTime: Date.now() }).where('id', '=', row.id).execute();
    return ok(req.t('updated'));
  });
}
