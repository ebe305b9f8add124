/**
 * Printing: GET Data (one record), GET BatchData (several records of one template) and
 * POST /api/system/printLog/save after printing. Every signed-in user who may read the records may print them,
 * and log the print.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { currentUser, type AppContext } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import { enabledTemplate, printDataOf } from './data';
import { modelAccess } from '../visualdev/guard';
import { printText } from './messages';

const str = (min: number, max: number) => ({ type: 'string', minLength: min, maxLength: max });
/** At most this many records in one batch print. */
const MAX_BATCH = 500;

export async function printRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get<{ Querystring: { id: string; formId: string } }>('/api/system/printDev/Data', {
    config: { access: 'session' },
    schema: { querystring: { type: 'object', required: ['id', 'formId'],
      properties: { id: str(1, 200), formId: str(1, 64) } } },
  }, async (req) => {
    const template = await enabledTemplate(db, req.lang, req.query.id);
    const [answer] = await printDataOf(db, req, template, [req.query.formId]);
    return ok(req.t('success'), answer);
  });

  app.get<{ Querystring: { id: string; formIds: string } }>('/api/system/printDev/BatchData', {
    config: { access: 'session' },
    schema: { querystring: { type: 'object', required: ['id', 'formIds'],
      properties: { id: str(1, 200), formIds: str(1, MAX_BATCH * 65) } } },
  }, async (req) => {
    const ids = [...new Set(req.query.formIds.split(',').map((s) => s.trim()).filter(Boolean))];
    if (!ids.length) throw new ApiError(400, 'paramInvalid', {}, printText(req.lang, 'formIdsRequired'));
    if (ids.length > MAX_BATCH) throw new ApiError(400, 'paramTooLong', { field: 'formIds', limit: MAX_BATCH });
    if (ids.some((id) => id.length > 64)) throw new ApiError(400, 'paramInvalid', { field: 'formIds' });
    const template = await enabledTemplate(db, req.lang, req.query.id);
    return ok(req.t('success'), await printDataOf(db, req, template, ids));
  });

  app.post<{ Body: { printTitle: string; printNum: number; printId: string } }>('/api/system/printLog/save', {
    config: { access: 'session' },
    schema: { body: { type: 'object', required: ['printTitle', 'printNum', 'printId'], properties: {
      printTitle: str(1, 500), printNum: { type: 'integer', minimum: 1, maximum: 100000 }, printId: str(1, 200) } } },
  }, async (req) => {
    const template = await db.selectFrom('printTemplate').select(['id', 'modelId']).where('id', '=', req.body.printId)
      .executeTakeFirst();
    if (!template) throw new ApiError(404, 'recordNotFound', {}, printText(req.lang, 'missing'));
    // Only who may print a form's records logs a print of its template (403 otherwise); general templates stay open.
    if (template.modelId) await modelAccess(db, req, template.modelId);
    await db.insertInto('printLog').values({ id: randomUUID().replace(/-/g, ''), printId: template.id,
      printTitle: req.body.printTitle, printNum: req.body.printNum, userId: currentUser(req.session).id,
      creatorTime: Date.now() }).execute();
    return ok(req.t('success'));
  });
}
