/**
 * /api/visualdev/Base: a form's stored definition (administrators read and replace it; a replacement is checked
 * with the 功能设计 form and checkDefinition and refused with every problem and its JSON path, designBody.ts), and
 * FieldDataSelect, the record list of the relation-form popup. The list, create, copy, delete and the rest of
 * 功能设计 are in design.ts, release in release.ts, code generation (the definition package) in codePackage.ts.
 */
import type { FastifyInstance } from 'fastify';
import { valueFields } from '../../../engine/record/validate';
import type { AppContext } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import { DisplayContext } from './display';
import { readAccess } from './guard';
import type { Lang } from '../../i18n';
import type { StoredRecord } from './records';
import { vdText } from './messages';
import { countRecords, newestRecords } from './query/page';
import { syncListIndexes } from './query/indexes';
import { isRefusal, readDesign } from './designBody';
import { designRoutes } from './design';
import { releaseRoutes } from './release';
import { codePackageRoutes } from './codePackage';

const id64 = { type: 'string', minLength: 1, maxLength: 64 };
const idParams = { type: 'object', required: ['id'], properties: { id: id64 } };
const modelParams = { type: 'object', required: ['modelId'], properties: { modelId: id64 } };
const selectQuery = { type: 'object', properties: {
  keyword: { type: 'string', maxLength: 200 },
  currentPage: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 10000, default: 20 },
  relationField: { type: 'string', minLength: 1, maxLength: 100 },
  columnOptions: { type: 'string', maxLength: 2000 },
}, required: ['relationField'] };

/** Records read per query when a keyword has to be matched against display texts. */
const BATCH = 1000;

interface SelectQuery { keyword?: string; currentPage: number; pageSize: number; relationField: string; columnOptions?: string }

/** Routes only administrators may call, refused with this area's own wording (http/access.ts enforces it). */
const ADMIN_ONLY = { access: 'admin' as const, accessDenied: (lang: Lang) => vdText(lang, 'adminOnly') };

export async function baseRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  await designRoutes(app, ctx);
  await releaseRoutes(app, ctx);
  await codePackageRoutes(app, ctx);

  app.get<{ Params: { id: string } }>('/api/visualdev/Base/:id', { config: ADMIN_ONLY, schema: { params: idParams } }, async (req) => {
    const m = await db.selectFrom('visualdev').selectAll().where('id', '=', req.params.id).executeTakeFirst();
    if (!m) throw new ApiError(404, 'modelNotFound');
    return ok(req.t('success'), { id: m.id, fullName: m.fullName, enCode: m.enCode, category: m.category ?? '',
      webType: m.webType, sortCode: m.sortCode, formData: m.formData, columnData: m.columnData });
  });

  app.put<{ Params: { id: string } }>('/api/visualdev/Base/:id', { config: ADMIN_ONLY, schema: { params: idParams } },
    async (req) => {
      const m = await db.selectFrom('visualdev').select('id').where('id', '=', req.params.id).executeTakeFirst();
      if (!m) throw new ApiError(404, 'modelNotFound');
      const body = await readDesign(db, req, m.id);
      if (isRefusal(body)) return body;
      await db.updateTable('visualdev').set({ fullName: body.fullName, enCode: body.enCode, category: body.category || null,
        webType: body.webType, sortCode: body.sortCode, formData: body.formData, columnData: body.columnData,
        lastModifyTime: Date.now() }).where('id', '=', m.id).execute();
      await syncListIndexes(db, m.id);
      return ok(req.t('updated'));
    });

  app.get<{ Params: { modelId: string }; Querystring: SelectQuery }>('/api/visualdev/Base/:modelId/FieldDataSelect',
    { config: { access: 'session' }, schema: { params: modelParams, querystring: selectQuery } }, async (req) => {
      const { modelId } = req.params;
      const q = req.query;
      const acc = await readAccess(db, req, modelId, { exposure: { through: 'relation' } });
      const { form } = acc;
      const fields = new Map([...valueFields(form.fields)].map((f) => [f.__vModel__ as string, f]));
      const asked = [q.relationField, ...(q.columnOptions ?? '').split(',').map((s) => s.trim()).filter(Boolean)];
      const unknown = asked.find((a) => !fields.has(a));
      if (unknown) throw new ApiError(400, 'paramInvalid', {}, vdText(req.lang, 'relationFieldUnknown', { field: unknown }));
      // Through the form's own menu (its form permission) or a relationForm of a form the user may use that shows them.
      if (acc.readable && asked.some((a) => !acc.readable!.has(a))) throw new ApiError(403, 'forbidden');
      const display = await new DisplayContext(db, req.lang).prepare({ fields: asked.map((a) => fields.get(a)!) });
      const start = (q.currentPage - 1) * q.pageSize;
      const page = (list: Record<string, unknown>[], total: number) => ok(req.t('success'), { list,
        pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } });
      const shown = async (records: StoredRecord[]) => {
        await display.relate({ fields: asked.map((a) => fields.get(a)!) }, records.map((r) => r.data));
        return records.map((r) => Object.fromEntries([['id', r.id],
          ...asked.map((a) => [a, display.text(fields.get(a)!, r.data[a])])]) as Record<string, unknown>);
      };
      const keyword = q.keyword?.trim().toLowerCase();
      if (!keyword) {
        const [total, records] = await Promise.all([countRecords(db, modelId), newestRecords(db, modelId, start, q.pageSize)]);
        return page(await shown(records), total);
      }
      // The keyword is matched against the display texts (names, labels), which only exist here: the records
      // are read newest first a batch at a time, and only the asked page is kept.
      const rows: Record<string, unknown>[] = [];
      let total = 0;
      for (let offset = 0; ; offset += BATCH) {
        const batch = await newestRecords(db, modelId, offset, BATCH);
        for (const row of await shown(batch)) {
          if (!asked.some((a) => String(row[a]).toLowerCase().includes(keyword))) continue;
          if (total >= start && rows.length < q.pageSize) rows.push(row);
          total++;
        }
        if (batch.length < BATCH) break;
      }
      return page(rows, total);
    });
}
