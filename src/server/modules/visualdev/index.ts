/** Generated forms at run time (docs/api-contract.md "Generated forms"): Config, List, create, get, update, delete. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ColumnData, FormDefinition, OnlineDevConfig } from '../../../engine/types';
import { currentUser, type AppContext } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import { hasButton, loadAccess, menusOfModel } from '../permission/access';
import { issueBillNumber } from '../billRule/number';
import { listRecords, type ListQuery } from './list';
import { assertValid, fillSystemFields, keepKnownFields, parseRecordData } from './record';

const id64 = { type: 'string', minLength: 1, maxLength: 64 };
const modelParams = { type: 'object', required: ['modelId'], properties: { modelId: id64 } };
const recordParams = { type: 'object', required: ['modelId', 'id'], properties: { modelId: id64, id: id64 } };
const saveBody = { type: 'object', required: ['data'],
  properties: { id: { type: 'string', maxLength: 64 }, data: { type: 'string', minLength: 2, maxLength: 5_000_000 } } };
const listBody = {
  type: 'object',
  properties: {
    currentPage: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 10000, default: 20 },
    sort: { type: 'string', enum: ['asc', 'desc', ''] },
    sidx: { type: 'string', maxLength: 100 },
    keyword: { type: 'string', maxLength: 200 },
    menuId: { type: 'string', maxLength: 64 },
    queryJson: { anyOf: [{ type: 'string', maxLength: 100000 }, { type: 'object' }] },
    superQueryJson: { anyOf: [{ type: 'string', maxLength: 100000 }, { type: 'object' }] },
  },
};

type ModelReq = FastifyRequest<{ Params: { modelId: string; id?: string } }>;

export async function visualdevModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const lockRows = Boolean(ctx.config.databaseUrl);

  /** Loads the model and checks that the user reaches it through a menu (and holds `button` when required). */
  async function guard(req: ModelReq, button?: string) {
    const model = await db.selectFrom('visualdev').selectAll().where('id', '=', req.params.modelId)
      .where('enabledMark', '=', 1).executeTakeFirst();
    if (!model) throw new ApiError(404, 'modelNotFound');
    const form = JSON.parse(model.formData) as FormDefinition;
    const columns = JSON.parse(model.columnData) as ColumnData;
    const user = currentUser(req.session);
    if (user.isAdministrator !== 1) {
      const access = await loadAccess(db, user);
      const menus = menusOfModel(access, model.id);
      if (!menus.length) throw new ApiError(403, 'forbidden');
      if (button && columns.useBtnPermission && !hasButton(access, menus, button)) throw new ApiError(403, 'forbidden');
    }
    return { model, form, columns, user };
  }

  async function systemValues(userId: string, organizeId: string | null) {
    const pos = await db.selectFrom('userRelation').select('objectId').where('userId', '=', userId)
      .where('objectType', '=', 'Position').orderBy('sortCode').executeTakeFirst();
    return { userId, organizeId, positionId: pos?.objectId ?? null, now: Date.now() };
  }

  async function findRecord(modelId: string, id: string) {
    const row = await db.selectFrom('visualdevRecord').selectAll().where('modelId', '=', modelId)
      .where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, 'recordNotFound');
    return row;
  }

  app.get<{ Params: { modelId: string } }>('/api/visualdev/OnlineDev/:modelId/Config',
    { schema: { params: modelParams } }, async (req) => {
      const { model } = await guard(req);
      const data: OnlineDevConfig = { id: model.id, fullName: model.fullName, enCode: model.enCode,
        webType: model.webType, enableFlow: model.enableFlow === 1 ? 1 : 0, formData: model.formData,
        columnData: model.columnData };
      return ok(req.t('success'), data);
    });

  app.post<{ Params: { modelId: string }; Body: ListQuery }>('/api/visualdev/OnlineDev/:modelId/List',
    { schema: { params: modelParams, body: listBody } }, async (req) => {
      const { model, form, columns } = await guard(req);
      const rows = await db.selectFrom('visualdevRecord').select(['id', 'data', 'creatorTime', 'creatorUserId'])
        .where('modelId', '=', model.id).execute();
      const records = rows.map((r) => ({ ...r, data: JSON.parse(r.data) as Record<string, unknown> }));
      return ok(req.t('success'), listRecords(records, form, columns, req.body ?? { currentPage: 1, pageSize: 20 }));
    });

  app.post<{ Params: { modelId: string }; Body: { data: string } }>('/api/visualdev/OnlineDev/:modelId',
    { schema: { params: modelParams, body: saveBody } }, async (req) => {
      const { model, form, user } = await guard(req, 'btn_add');
      const record = keepKnownFields(form, parseRecordData(req.body.data));
      assertValid(req.lang, form, record);
      const sys = await systemValues(user.id, user.organizeId);
      const id = randomUUID().replace(/-/g, '');
      await db.transaction().execute(async (trx) => {
        await fillSystemFields(form, record, null, sys, (rule) => issueBillNumber(trx, rule, new Date(sys.now), lockRows));
        await trx.insertInto('visualdevRecord').values({ id, modelId: model.id, data: JSON.stringify(record),
          creatorUserId: user.id, creatorTime: sys.now, lastModifyUserId: null, lastModifyTime: null }).execute();
      });
      return ok(req.t('created'), { id });
    });

  app.put<{ Params: { modelId: string; id: string }; Body: { data: string } }>('/api/visualdev/OnlineDev/:modelId/:id',
    { schema: { params: recordParams, body: saveBody } }, async (req) => {
      const { model, form, user } = await guard(req, 'btn_edit');
      const stored = await findRecord(model.id, req.params.id);
      const record = keepKnownFields(form, parseRecordData(req.body.data));
      assertValid(req.lang, form, record);
      const sys = await systemValues(user.id, user.organizeId);
      await db.transaction().execute(async (trx) => {
        await fillSystemFields(form, record, JSON.parse(stored.data), sys,
          (rule) => issueBillNumber(trx, rule, new Date(sys.now), lockRows));
        await trx.updateTable('visualdevRecord').set({ data: JSON.stringify(record), lastModifyUserId: user.id,
          lastModifyTime: sys.now }).where('id', '=', stored.id).execute();
      });
      return ok(req.t('updated'));
    });

  app.get<{ Params: { modelId: string; id: string } }>('/api/visualdev/OnlineDev/:modelId/:id',
    { schema: { params: recordParams } }, async (req) => {
      const { model } = await guard(req);
      const row = await findRecord(model.id, req.params.id);
      return ok(req.t('success'), { id: row.id, data: row.data });
    });

  app.delete<{ Params: { modelId: string; id: string } }>('/api/visualdev/OnlineDev/:modelId/:id',
    { schema: { params: recordParams } }, async (req) => {
      const { model } = await guard(req, 'btn_remove');
      const row = await findRecord(model.id, req.params.id);
      await db.deleteFrom('visualdevRecord').where('id', '=', row.id).execute();
      return ok(req.t('deleted'));
    });
}
