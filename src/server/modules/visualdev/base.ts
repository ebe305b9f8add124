/**
 * /api/visualdev/Base: a form's stored definition (administrators read and replace it; a replacement is checked
 * with checkDefinition and refused with every problem and its JSON path), and FieldDataSelect, the record list of
 * the relation-form popup.
 */
import type { FastifyInstance } from 'fastify';
import { checkDefinition, definitionMessage } from '../../../engine/definition';
import { valueFields } from '../../../engine/record/validate';
import type { AppContext } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import { assertJsonText } from '../../http/json';
import { DisplayContext } from './display';
import { readAccess } from './guard';
import type { Lang } from '../../i18n';
import type { StoredRecord } from './records';
import { vdText } from './messages';
import { countRecords, newestRecords } from './query/page';
import { syncListIndexes } from './query/indexes';

const id64 = { type: 'string', minLength: 1, maxLength: 64 };
const idParams = { type: 'object', required: ['id'], properties: { id: id64 } };
const modelParams = { type: 'object', required: ['modelId'], properties: { modelId: id64 } };
const putBody = { type: 'object', required: ['fullName', 'enCode', 'formData', 'columnData'], properties: {
  id: { type: 'string', maxLength: 64 },
  fullName: { type: 'string', minLength: 1, maxLength: 50 },
  enCode: { type: 'string', minLength: 1, maxLength: 50 },
  formData: { type: 'string', minLength: 2, maxLength: 5_000_000 },
  columnData: { type: 'string', minLength: 2, maxLength: 5_000_000 },
} };
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

  app.get<{ Params: { id: string } }>('/api/visualdev/Base/:id', { config: ADMIN_ONLY, schema: { params: idParams } }, async (req) => {
    const m = await db.selectFrom('visualdev').selectAll().where('id', '=', req.params.id).executeTakeFirst();
    if (!m) throw new ApiError(404, 'modelNotFound');
    return ok(req.t('success'), { id: m.id, fullName: m.fullName, enCode: m.enCode, webType: m.webType,
      formData: m.formData, columnData: m.columnData });
  });

  app.put<{ Params: { id: string }; Body: { fullName: string; enCode: string; formData: string; columnData: string } }>(
    '/api/visualdev/Base/:id', { config: ADMIN_ONLY, schema: { params: idParams, body: putBody } }, async (req) => {
      const m = await db.selectFrom('visualdev').select('id').where('id', '=', req.params.id).executeTakeFirst();
      if (!m) throw new ApiError(404, 'modelNotFound');
      const { formData, columnData } = req.body;
      // The checker walks the definition recursively: the common depth limit first (http/json.ts).
      assertJsonText(formData);
      assertJsonText(columnData);
      const problems = checkDefinition(formData, columnData);
      if (problems.length) {
        const list = problems.map((p) => ({ source: p.source, path: p.path, code: p.code,
          message: definitionMessage(p, req.lang) }));
        const text = list.map((p) => `${p.source} ${p.path}: ${p.message}`).join('; ');
        return { code: 400, msg: vdText(req.lang, 'definitionInvalid', { problems: text }), data: { problems: list } };
      }
      await db.updateTable('visualdev').set({ fullName: req.body.fullName, enCode: req.body.enCode, formData,
        columnData, lastModifyTime: Date.now() }).where('id', '=', m.id).execute();
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
