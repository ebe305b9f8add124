/**
 * Generated forms at run time (docs/api-contract.md "Generated forms"): Config, create, get, update, delete,
 * DataChange and batchDelete here; List and Export in listRoutes.ts; Base (definition, FieldDataSelect) in base.ts.
 * Form permission applies to every read and write, button permission to every action (guard.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { OnlineDevConfig } from '../../../engine/types';
import { mergeWritable, readableRecord, visibleCodes } from '../../../engine/record/permission';
import type { AppContext } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import { orderedId } from '../../lib/orderedId';
import { takeBillNumber } from '../billRule/reservation';
import { modelAccess, type ModelAccess } from './guard';
import { DisplayContext } from './display';
import { dataChangeAnswer } from './dataChange';
import { wantsStoredValues, withSystemTexts } from './listDisplay';
import { assertValid, fillSystemFields, keepKnownFields, parseRecordData, recomputeCalcs } from './record';
import { resolveCurrentUser } from '../../../engine/record/currentUser';
import { optionLookup } from './options';
import { departmentOf } from './department';
import { vdText } from './messages';
import { listRoutes } from './listRoutes';
import { baseRoutes } from './base';
import { importRoutes } from './import';
import { expectedVersion, updateRecordRow, withVersion } from './version';
import { assertFilesWithinRules, type MayRead } from '../file/fieldRules';
import { mayReadFile } from '../file/readable';

const id64 = { type: 'string', minLength: 1, maxLength: 64 };
const modelParams = { type: 'object', required: ['modelId'], properties: { modelId: id64 } };
const recordParams = { type: 'object', required: ['modelId', 'id'], properties: { modelId: id64, id: id64 } };
const saveBody = { type: 'object', required: ['data'],
  properties: { id: { type: 'string', maxLength: 64 }, data: { type: 'string', minLength: 2, maxLength: 5_000_000 } } };
const idsBody = { type: 'object', required: ['ids'], properties: {
  ids: { type: 'array', maxItems: 10000, items: { type: 'string', minLength: 1, maxLength: 64 } } } };

export async function visualdevModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const lockRows = Boolean(ctx.config.databaseUrl);

  async function systemValues(userId: string, organizeId: string | null) {
    const pos = await db.selectFrom('userRelation').select('objectId').where('userId', '=', userId)
      .where('objectType', '=', 'Position').orderBy('sortCode').executeTakeFirst();
    return { userId, organizeId, departmentId: await departmentOf(db, organizeId), positionId: pos?.objectId ?? null,
      now: Date.now() };
  }

  async function findRecord(modelId: string, id: string) {
    const row = await db.selectFrom('visualdevRecord').selectAll().where('modelId', '=', modelId)
      .where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, 'recordNotFound');
    return row;
  }

  /** The record a write stores: known fields, hidden ones kept from `stored`, validated (400 on the first problem). */
  async function writable(acc: ModelAccess, lang: Parameters<typeof assertValid>[0], data: string,
    stored: Record<string, unknown> | null, mayRead: MayRead) {
    // 当前用户 (the user pickers' system variable) is stored as the person who saves, never as the placeholder.
    const incoming = resolveCurrentUser(acc.form.fields, keepKnownFields(acc.form, parseRecordData(data)), acc.user.id);
    const record = recomputeCalcs(acc.form, mergeWritable(acc.form, incoming, stored, acc.formGranted));
    const visible = acc.formGranted ? visibleCodes(acc.form, acc.formGranted) : null;
    // A field the user may not see cannot be asked of them: its emptiness is not their problem.
    assertValid(lang, acc.form, record, { skipRequired: (code) => Boolean(visible && !visible.has(code)),
      options: await optionLookup(db, acc.form) });
    // The upload widgets' count, size and type rules, on the files as stored (the widget checked them first).
    await assertFilesWithinRules(db, lang, acc.form.fields, record, stored, mayRead);
    return record;
  }

  app.get<{ Params: { modelId: string } }>('/api/visualdev/OnlineDev/:modelId/Config',
    { config: { access: 'model' }, schema: { params: modelParams } }, async (req) => {
      const { model } = await modelAccess(db, req, req.params.modelId);
      const data: OnlineDevConfig = { id: model.id, fullName: model.fullName, enCode: model.enCode,
        webType: model.webType, enableFlow: model.enableFlow === 1 ? 1 : 0, formData: model.formData,
        columnData: model.columnData };
      return ok(req.t('success'), data);
    });

  app.post<{ Params: { modelId: string }; Body: { data: string } }>('/api/visualdev/OnlineDev/:modelId',
    { config: { access: 'model' }, schema: { params: modelParams, body: saveBody } }, async (req) => {
      const acc = await modelAccess(db, req, req.params.modelId, { button: 'btn_add' });
      const record = await writable(acc, req.lang, req.body.data, null, (type, name) => mayReadFile(db, req, { type, name }));
      const sys = await systemValues(acc.user.id, acc.user.organizeId);
      // Time-ordered: records saved within one millisecond list newest first by creatorTime, then id.
      const id = orderedId().replace(/-/g, '');
      await db.transaction().execute(async (trx) => {
        await fillSystemFields(acc.form, record, null, sys,
          (rule) => takeBillNumber(trx, acc.user.id, rule, new Date(sys.now), lockRows));
        await trx.insertInto('visualdevRecord').values({ id, modelId: acc.model.id, data: JSON.stringify(record),
          creatorUserId: acc.user.id, creatorTime: sys.now, lastModifyUserId: null, lastModifyTime: null }).execute();
      });
      return ok(req.t('created'), { id });
    });

  app.put<{ Params: { modelId: string; id: string }; Body: { data: string } }>('/api/visualdev/OnlineDev/:modelId/:id',
    { config: { access: 'model' }, schema: { params: recordParams, body: saveBody } }, async (req) => {
      const acc = await modelAccess(db, req, req.params.modelId, { button: 'btn_edit' });
      const stored = await findRecord(acc.model.id, req.params.id);
      const before = JSON.parse(stored.data) as Record<string, unknown>;
      const expected = expectedVersion(req.lang, acc.form, req.body.data, stored.version);
      const record = await writable(acc, req.lang, req.body.data, before, (type, name) => mayReadFile(db, req, { type, name }));
      const sys = await systemValues(acc.user.id, acc.user.organizeId);
      await db.transaction().execute(async (trx) => {
        await fillSystemFields(acc.form, record, before, sys,
          (rule) => takeBillNumber(trx, acc.user.id, rule, new Date(sys.now), lockRows));
        await updateRecordRow(trx, req.lang, stored.id, expected, { data: JSON.stringify(record),
          lastModifyUserId: acc.user.id, lastModifyTime: sys.now });
      });
      return ok(req.t('updated'));
    });

  app.get<{ Params: { modelId: string; id: string } }>('/api/visualdev/OnlineDev/:modelId/:id',
    { config: { access: 'model' }, schema: { params: recordParams } }, async (req) => {
      const acc = await modelAccess(db, req, req.params.modelId);
      const row = await findRecord(acc.model.id, req.params.id);
      const readable = acc.formGranted ? readableRecord(acc.form, JSON.parse(row.data), acc.formGranted) : null;
      const data = wantsStoredValues(req) ? (readable ? JSON.stringify(readable) : row.data)
        : JSON.stringify(await withSystemTexts(db, req.lang, acc.form, readable ?? JSON.parse(row.data)));
      return ok(req.t('success'), { id: row.id, data: withVersion(acc.form, data, row.version) });
    });

  app.get<{ Params: { modelId: string; id: string } }>('/api/visualdev/OnlineDev/:modelId/:id/DataChange',
    { config: { access: 'model' }, schema: { params: recordParams } }, async (req) => {
      const acc = await modelAccess(db, req, req.params.modelId);
      const row = await findRecord(acc.model.id, req.params.id);
      const record = readableRecord(acc.form, JSON.parse(row.data), acc.formGranted);
      const display = await (await new DisplayContext(db, req.lang).prepare(acc.form)).relate(acc.form, [record]);
      const answer = dataChangeAnswer(acc.form, record, display.record(acc.form, record), acc.formGranted);
      return ok(req.t('success'), { id: row.id, data: JSON.stringify(answer) });
    });

  app.delete<{ Params: { modelId: string; id: string } }>('/api/visualdev/OnlineDev/:modelId/:id',
    { config: { access: 'model' }, schema: { params: recordParams } }, async (req) => {
      const acc = await modelAccess(db, req, req.params.modelId, { button: 'btn_remove' });
      const row = await findRecord(acc.model.id, req.params.id);
      await db.deleteFrom('visualdevRecord').where('id', '=', row.id).execute();
      return ok(req.t('deleted'));
    });

  app.post<{ Params: { modelId: string }; Body: { ids: string[] } }>('/api/visualdev/OnlineDev/batchDelete/:modelId',
    { config: { access: 'model' }, schema: { params: modelParams, body: idsBody } }, async (req) => {
      const acc = await modelAccess(db, req, req.params.modelId, { button: 'btn_remove' });
      const ids = [...new Set(req.body.ids)];
      if (!ids.length) throw new ApiError(400, 'paramInvalid', {}, vdText(req.lang, 'idsRequired'));
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < ids.length; i += 500) {
          await trx.deleteFrom('visualdevRecord').where('modelId', '=', acc.model.id)
            .where('id', 'in', ids.slice(i, i + 500)).execute();
        }
      });
      return ok(req.t('deleted'));
    });

  await listRoutes(app, ctx);
  await baseRoutes(app, ctx);
  await app.register(importRoutes, { ctx });
}
