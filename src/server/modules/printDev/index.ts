/**
 * Print templates (docs/api-contract.md "Print"): list, Selector and getListOptions for every signed-in user (forms
 * and lists name their templates); reading one, the form chooser, Fields and Preview for who holds the 打印模板
 * menu; its buttons grant the changes (admin.ts). Data, BatchData and the print log are in print.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { FormDefinition } from '../../../engine/types';
import { canonicalKind } from '../../../engine/form/kinds';
import { valueFields } from '../../../engine/record/validate';
import type { AppContext } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import { printDevAdmin } from './admin';
import { byPrintMenu, findTemplate, idParams, str } from './common';
import { printDataOf } from './data';
import { printText } from './messages';
import { printRoutes } from './print';

const listQuery = { type: 'object', properties: {
  keyword: { type: 'string', maxLength: 100 },
  category: { type: 'string', maxLength: 100 },
  type: { type: 'integer', enum: [1, 2] },
  currentPage: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 1000, default: 20 },
} };

interface ListQuery { keyword?: string; category?: string; type?: number; currentPage: number; pageSize: number }

/** Columns of the list and the selector: everything but the (large) HTML. */
const SUMMARY = ['id', 'fullName', 'enCode', 'category', 'type', 'modelId', 'enabledMark', 'sortCode', 'description',
  'creatorTime', 'lastModifyTime'] as const;

/** The system tags a template may hold (filled on the page when printing), in the Fields answer's last group. */
const SYSTEM_TAGS = ['systemPrinter', 'systemPrintTime', 'systemApprovalContent'] as const;

export async function printDevModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.get<{ Querystring: ListQuery }>('/api/system/printDev', { config: { access: 'session' }, schema: { querystring: listQuery } }, async (req) => {
    const { keyword, category, type, currentPage, pageSize } = req.query;
    let q = db.selectFrom('printTemplate').select([...SUMMARY]);
    if (category) q = q.where('category', '=', category);
    if (type) q = q.where('type', '=', type);
    const all = await q.orderBy('sortCode').orderBy('id').execute();
    const k = keyword?.trim().toLowerCase();
    const hits = k ? all.filter((r) => r.fullName.toLowerCase().includes(k) || r.enCode.toLowerCase().includes(k)) : all;
    return ok(req.t('success'), { list: hits.slice((currentPage - 1) * pageSize, currentPage * pageSize),
      pagination: { currentPage, pageSize, total: hits.length } });
  });

  app.get<{ Querystring: { type?: number } }>('/api/system/printDev/Selector', {
    config: { access: 'session' },
    schema: { querystring: { type: 'object', properties: { type: { type: 'integer', enum: [1, 2] } } } },
  }, async (req) => {
    let q = db.selectFrom('printTemplate').select(['id', 'fullName', 'enCode', 'category', 'type', 'modelId'])
      .where('enabledMark', '=', 1);
    if (req.query.type) q = q.where('type', '=', req.query.type);
    const rows = await q.orderBy('sortCode').orderBy('id').execute();
    const groups = new Map<string, { id: string; parentId: string; fullName: string; hasChildren: boolean;
      disabled: boolean; children: unknown[] }>();
    for (const r of rows) {
      const cat = r.category || '-';
      if (!groups.has(cat)) groups.set(cat, { id: cat, parentId: '0', fullName: cat, hasChildren: true, disabled: true, children: [] });
      groups.get(cat)!.children.push({ ...r, parentId: cat, hasChildren: false, isLeaf: true });
    }
    return ok(req.t('success'), { list: [...groups.values()] });
  });

  // The names of the templates a form or list names (printId / printIds), in the order given: the chooser's list.
  app.post<{ Body: { ids?: string[]; modelId?: string } }>('/api/system/printDev/getListOptions', {
    config: { access: 'session' },
    schema: { body: { type: 'object', properties: {
      ids: { type: 'array', maxItems: 200, items: str(1, 200) }, modelId: str(1, 200) } } },
  }, async (req) => {
    const { ids, modelId } = req.body ?? {};
    let q = db.selectFrom('printTemplate').select(['id', 'fullName', 'enCode', 'category', 'type', 'modelId'])
      .where('enabledMark', '=', 1);
    if (ids) q = ids.length ? q.where('id', 'in', ids) : q.where('id', '=', '');
    if (modelId) q = q.where('modelId', '=', modelId);
    const rows = await q.orderBy('sortCode').orderBy('id').execute();
    if (!ids) return ok(req.t('success'), rows);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ok(req.t('success'), [...new Set(ids)].map((id) => byId.get(id)).filter(Boolean));
  });

  // The fields a template of a form can place: headTable (main fields) and one group per sub-table.
  app.post<{ Body: { modelId: string } }>('/api/system/printDev/Fields', {
    config: byPrintMenu(),
    schema: { body: { type: 'object', required: ['modelId'], properties: { modelId: str(1, 200) } } },
  }, async (req) => {
    const model = await db.selectFrom('visualdev').select('formData').where('id', '=', req.body.modelId).executeTakeFirst();
    if (!model) throw new ApiError(404, 'modelNotFound');
    const form = JSON.parse(model.formData) as FormDefinition;
    const head = { id: 'headTable', fullName: 'headTable', children: [] as unknown[] };
    const tables: unknown[] = [];
    for (const f of valueFields(form.fields)) {
      const key = f.__vModel__ as string;
      if (canonicalKind(f.__config__.jnpfKey) !== 'table') {
        head.children.push({ id: `headTable.${key}`, field: key, fullName: f.__config__.label ?? key });
        continue;
      }
      tables.push({ id: key, fullName: f.__config__.label ?? key, children: [...valueFields(f.__config__.children)]
        .map((c) => ({ id: `${key}.${c.__vModel__}`, field: c.__vModel__, fullName: c.__config__.label ?? c.__vModel__ })) });
    }
    const system = { id: 'system', fullName: printText(req.lang, 'systemGroup'), system: true,
      children: SYSTEM_TAGS.map((tag) => ({ id: `{${tag}}`, field: tag, fullName: printText(req.lang, tag) })) };
    return ok(req.t('success'), [head, ...tables, system]);
  });

  app.get<{ Params: { id: string } }>('/api/system/printDev/:id', { config: byPrintMenu(), schema: { params: idParams } },
    async (req) => ok(req.t('success'), await findTemplate(db, req, req.params.id)));

  // The generated forms a template can be bound to (the template form's 所属表单 picker).
  app.get('/api/system/printDev/FormSelector', { config: byPrintMenu() }, async (req) => {
    const forms = await db.selectFrom('visualdev').select(['id', 'fullName']).orderBy('fullName').orderBy('id').execute();
    return ok(req.t('success'), { list: forms });
  });

  // A template being written, filled with one record of its form: the editor's preview, before anything is saved.
  app.post<{ Body: { modelId: string; formId: string; printTemplate: string; fullName?: string } }>(
    '/api/system/printDev/Actions/Preview', {
      config: byPrintMenu(),
      schema: { body: { type: 'object', required: ['modelId', 'formId', 'printTemplate'], properties: {
        modelId: str(1, 200), formId: str(1, 64), printTemplate: { type: 'string', maxLength: 2_000_000 },
        fullName: { type: 'string', maxLength: 50 } } } },
    }, async (req) => {
      const { modelId, formId, printTemplate, fullName } = req.body;
      const template = { id: '', fullName: fullName ?? '', enCode: '', category: '', type: 2, modelId, printTemplate,
        enabledMark: 1, sortCode: 0, description: null, creatorUserId: null, creatorTime: 0, lastModifyTime: null };
      const [answer] = await printDataOf(db, req, template, [formId]);
      return ok(req.t('success'), answer);
    });

  await printDevAdmin(app, ctx);
  await printRoutes(app, ctx);
}
