/**
 * Saved super-query plans (高级查询方案, JNPF's /api/system/AdvancedQuery): a signed-in user's named conditions for
 * one generated list. A plan belongs to the user who saved it: another user's plan answers 404 as if it did not
 * exist. Listing and saving need the right to open the model's list (visualdev/guard.ts, as the List asks), and a
 * plan's conditions are checked by the same parser as the List's superQueryJson, against the fields that user sees.
 * moduleId is the model id the List call is made with (docs/api-contract.md).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MAX_SUPER_QUERY_CONDITIONS, parseConditionList, parseMatchLogic, parseSuperQuery, SuperQueryError,
} from '../../../engine/list/superQuery';
import { currentUser, type AppContext } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import { parseJsonValue } from '../../http/json';
import { orderedId } from '../../lib/orderedId';
import { modelAccess } from '../visualdev/guard';
import { answeredCodes } from '../visualdev/listRoutes';
import { advancedQueryText, type AdvancedQueryText } from './messages';

const BASE = '/api/system/AdvancedQuery';
/** The longest plan name, as the product's other names (名称最多为50个字符！). */
const MAX_NAME = 50;
/** The most plans one user keeps for one list: each is parsed again when listed, so the table stays bounded. */
export const MAX_PLANS = 100;

const id64 = { type: 'string', minLength: 1, maxLength: 64 };
const planBody = {
  type: 'object',
  required: ['fullName', 'conditionJson', 'moduleId'],
  properties: {
    // Bounded here; the real limit (50) is checked after trimming, with the product's words.
    fullName: { type: 'string', maxLength: 1000 },
    matchLogic: { type: 'string', maxLength: 10 },
    conditionJson: { anyOf: [{ type: 'string', maxLength: 100000 },
      { type: 'array', maxItems: MAX_SUPER_QUERY_CONDITIONS + 1 }] },
    moduleId: id64,
  },
};

interface PlanBody { fullName: string; matchLogic?: string; conditionJson: string | unknown[]; moduleId: string }

const refuse = (req: FastifyRequest, key: AdvancedQueryText, params: Record<string, string> = {}) =>
  new ApiError(400, 'paramInvalid', {}, advancedQueryText(req.lang, key, params));

export async function advancedQueryModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  /** The signed-in user's plan of this id; another user's is "not found" (their plans do not exist for others). */
  const ownPlan = async (req: FastifyRequest, id: string) => {
    const row = await db.selectFrom('advancedQuery').selectAll().where('id', '=', id)
      .where('creatorUserId', '=', currentUser(req.session).id).executeTakeFirst();
    if (!row) throw new ApiError(404, 'recordNotFound');
    return row;
  };

  /** The stored values of a plan: the model may be opened by the user, the name fits, the conditions parse. */
  async function planValues(req: FastifyRequest, body: PlanBody) {
    const acc = await modelAccess(db, req, body.moduleId);
    const fullName = body.fullName.trim();
    if (!fullName) throw refuse(req, 'nameRequired');
    if ([...fullName].length > MAX_NAME) throw refuse(req, 'nameTooLong');
    try {
      const matchLogic = parseMatchLogic(body.matchLogic);
      // Text is read with the server's guards (depth, NUL, prototype keys) before the engine reads the list.
      const list = parseConditionList(typeof body.conditionJson === 'string' && body.conditionJson !== ''
        ? parseJsonValue(body.conditionJson, { invalid: 'superQueryInvalid' }) : body.conditionJson);
      if (!list.length) throw refuse(req, 'conditionsRequired');
      parseSuperQuery({ matchLogic, conditionJson: list }, acc.form, { visible: answeredCodes(acc), userId: acc.user.id });
      // Kept as the client's conditions (当前用户 stays a placeholder: it means whoever runs the plan).
      const conditions = (list as Record<string, unknown>[]).map((c) => ({ field: c.field, symbol: c.symbol,
        fieldValue: c.fieldValue ?? null, jnpfKey: typeof c.jnpfKey === 'string' ? c.jnpfKey : '' }));
      return { fullName, matchLogic, conditionJson: JSON.stringify(conditions), moduleId: acc.model.id };
    } catch (e) {
      if (e instanceof SuperQueryError) throw new ApiError(400, e.key, e.params);
      throw e;
    }
  }

  // The path's moduleId is the model id, named as the other model routes name it.
  app.get<{ Params: { modelId: string } }>(`${BASE}/:modelId/List`, {
    config: { access: 'model' },
    schema: { params: { type: 'object', required: ['modelId'], properties: { modelId: id64 } } },
  }, async (req) => {
    const acc = await modelAccess(db, req, req.params.modelId);
    const rows = await db.selectFrom('advancedQuery').select(['id', 'fullName', 'matchLogic', 'conditionJson', 'moduleId'])
      .where('creatorUserId', '=', acc.user.id).where('moduleId', '=', acc.model.id)
      .orderBy('creatorTime').orderBy('id').execute();
    return ok(req.t('success'), rows);
  });

  // Saving names its model in the body: any signed-in user reaches the handler, which asks the model's grant.
  app.post<{ Body: PlanBody }>(BASE, { config: { access: 'session' }, schema: { body: planBody } }, async (req) => {
    const values = await planValues(req, req.body);
    const { n } = await db.selectFrom('advancedQuery').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('creatorUserId', '=', currentUser(req.session).id).where('moduleId', '=', values.moduleId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_PLANS) throw refuse(req, 'tooManyPlans', { max: String(MAX_PLANS) });
    // Time-ordered: plans saved within one millisecond still list in the order saved.
    const id = orderedId().replace(/-/g, '');
    await db.insertInto('advancedQuery').values({ id, ...values, creatorUserId: currentUser(req.session).id,
      creatorTime: Date.now(), lastModifyTime: null }).execute();
    return ok(req.t('created'), id);
  });

  app.put<{ Params: { id: string }; Body: PlanBody }>(`${BASE}/:id`, {
    config: { access: 'session' },
    schema: { params: { type: 'object', required: ['id'], properties: { id: id64 } }, body: planBody },
  }, async (req) => {
    const row = await ownPlan(req, req.params.id);
    const values = await planValues(req, req.body);
    await db.updateTable('advancedQuery').set({ ...values, lastModifyTime: Date.now() }).where('id', '=', row.id).execute();
    return ok(req.t('updated'));
  });

  // Deleting one's own plan needs no right on the model: a user who lost the list may still clear their plans.
  app.delete<{ Params: { id: string } }>(`${BASE}/:id`, {
    config: { access: 'session' },
    schema: { params: { type: 'object', required: ['id'], properties: { id: id64 } } },
  }, async (req) => {
    const row = await ownPlan(req, req.params.id);
    await db.deleteFrom('advancedQuery').where('id', '=', row.id).execute();
    return ok(req.t('deleted'));
  });
}
